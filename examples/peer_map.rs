//! Chapter "The one-liner": the peer test `(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)` taken
//! apart into its three factors, drawn as a map for one cell, and checked for all 81x81 pairs
//! against the project's peer tables. Run it with `cargo run -p sudoku-lab-examples --example peer_map -- 40`.

use sudoku_lab::grid::Shape;
use sudoku_lab::solvers::peer_expression;

// ANCHOR: factors
/// The three factors of the one-liner's peer test, with Python 2's integer `/`.
fn factors(i: i64, j: i64) -> [i64; 3] {
    [
        (i - j).rem_euclid(9), // zero when i and j share a column
        (i / 9) ^ (j / 9),     // zero when they share a row
        (i / 27) ^ (j / 27) | (i % 9 / 3) ^ (j % 9 / 3), // zero when they share a box
    ]
}
// ANCHOR_END: factors

fn main() {
    let i: i64 = match std::env::args().nth(1) {
        Some(text) => match text.parse() {
            Ok(i) if (0..81).contains(&i) => i,
            _ => {
                eprintln!("peer_map: {text:?} is not a cell index 0-80");
                std::process::exit(2);
            }
        },
        None => 40,
    };

    draw_map(i);
    prove();
}

// ANCHOR: map
/// Draws, for cell `i`, which factor of the peer test is zero at each cell `j`.
fn draw_map(i: i64) {
    // c: column factor zero, r: row factor zero, b: box factor zero (the first of these when
    // several are), i: the cell itself,
    // .: the product is non-zero (j is no peer of i).
    println!(
        "cell i = {i} ({}), the factor that is zero at each j:",
        Shape::NINE.cell(i as usize)
    );
    for row in 0..9 {
        let line: Vec<&str> = (0..9)
            .map(|col| {
                let j = row * 9 + col;
                match factors(i, j) {
                    _ if i == j => "i",
                    [0, _, _] => "c",
                    [_, 0, _] => "r",
                    [_, _, 0] => "b",
                    _ => ".",
                }
            })
            .collect();
        println!("  {}", line.join(" "));
    }
}
// ANCHOR_END: map

// ANCHOR: proof
/// Checks the peer test against the project's peer tables for all 6,561 pairs.
fn prove() {
    let layout = Shape::NINE.layout();
    let (mut zero, mut largest) = (0, 0);
    for i in 0..81i64 {
        for j in 0..81i64 {
            let value = peer_expression(i, j);
            assert_eq!(value, factors(i, j).iter().product::<i64>());
            let (a, b) = (Shape::NINE.cell(i as usize), Shape::NINE.cell(j as usize));
            let peer = i == j || layout.peers(a).contains(&b);
            assert_eq!(value == 0, peer, "the test is wrong for i={i}, j={j}");
            zero += (value == 0) as u32;
            largest = largest.max(value);
        }
    }
    println!("zero for {zero} of 6561 pairs: each cell, itself and its 20 peers (81 x 21 = 1701)");
    println!("non-zero values range from 1 to {largest}");
}
// ANCHOR_END: proof
