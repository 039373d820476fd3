//! The ideas of the fast solver, small enough to read in the book ("How fast can it go"), and
//! the solver itself at work. `cargo run -p sudoku-lab-examples --example fast`.
//!
//! The solver (crates/core/src/solvers/fast/) does all of this with compile-time tables and no
//! loops over cells; the functions here compute the same things the slow, obvious way, and the example
//! checks them against each other where it can.

use sudoku_lab::puzzles::COMMENTER;
use sudoku_lab::solvers::{FastConfig, fast, fast_with};
use sudoku_lab::{Cell, Digit, Grid, Limits, NoObserver};

// ANCHOR: band
/// The band-masks of one digit: for each band (three rows), 27 bits, bit `9 * r + c` set when
/// the digit may still go in row `r` of the band, column `c`. Here "may go" is only "the cell
/// is empty and no peer holds the digit"; the solver keeps shrinking these masks as it learns.
fn band_masks(grid: &Grid, digit: Digit) -> [u32; 3] {
    let layout = grid.shape().layout();
    let mut bands = [0; 3];
    for index in 0..81 {
        let cell = Cell::from_index(index, 9);
        let free = grid.get(cell).is_none()
            && layout
                .peers(cell)
                .iter()
                .all(|&p| grid.get(p) != Some(digit));
        if free || grid.get(cell) == Some(digit) {
            bands[index / 27] |= 1 << (index % 27);
        }
    }
    bands
}
// ANCHOR_END: band

/// A band-mask drawn as three rows of nine, `x` where the digit may go.
fn draw(band: u32) -> String {
    (0..3)
        .map(|r| {
            (0..9)
                .map(|c| {
                    if band >> (9 * r + c) & 1 == 1 {
                        'x'
                    } else {
                        '.'
                    }
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

// ANCHOR: permutation
/// The band rule: a digit takes one cell in each row and one in each box of a band, so its
/// three cells lie in three row-box segments that form a permutation. Keep the cells of the
/// segments that belong to at least one permutation still open; none left is a contradiction.
fn band_rule(band: u32) -> u32 {
    let segment = |r: usize, k: usize| 0b111 << (9 * r + 3 * k);
    let perms = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut keep = 0;
    for p in perms {
        if (0..3).all(|r| band & segment(r, p[r]) != 0) {
            keep |= (0..3).map(|r| segment(r, p[r])).fold(0, |a, s| a | s);
        }
    }
    band & keep
}
// ANCHOR_END: permutation

// ANCHOR: naked
/// Naked singles for a whole band at once: OR the nine digits' masks together, keeping track
/// of cells seen once and seen twice. A cell seen once and not twice has one digit left; a
/// cell never seen has none, a contradiction. Nine steps of two operations each, for 27 cells.
fn singles_and_empties(digit_masks: &[u32; 9]) -> (u32, u32) {
    let (mut once, mut twice) = (0u32, 0u32);
    for &mask in digit_masks {
        twice |= once & mask;
        once |= mask;
    }
    let all = (1 << 27) - 1;
    (once & !twice, all & !once)
}
// ANCHOR_END: naked

fn main() {
    let puzzle = COMMENTER.grid();

    // The first digit and band of the puzzle where the band rule removes something.
    let (digit, b, band) = (0..9)
        .map(Digit::from_index)
        .flat_map(|d| {
            band_masks(&puzzle, d)
                .into_iter()
                .enumerate()
                .map(move |(b, m)| (d, b, m))
        })
        .find(|&(_, _, m)| band_rule(m) != m)
        .expect("the band rule has work on this puzzle");
    println!(
        "Where {digit} may go in band {} (rows {}-{}) of the commenter's puzzle:\n{}\n",
        b + 1,
        3 * b + 1,
        3 * b + 3,
        draw(band)
    );
    println!("After the band rule:\n{}\n", draw(band_rule(band)));

    // Rows 0 and 1 of a band both confined to box 0: no permutation, a contradiction.
    let stuck = 0b111 | 0b111 << 9 | 0x1FF << 18;
    assert_eq!(band_rule(stuck), 0);
    // Row 0 confined to box 1: the other rows lose box 1 (claiming).
    let claim = 0b111 << 3 | 0x1FF << 9 | 0x1FF << 18;
    assert_eq!(band_rule(claim) >> 9 & 0b111 << 3, 0);

    let masks: [u32; 9] = std::array::from_fn(|d| band_masks(&puzzle, Digit::from_index(d))[0]);
    let (singles, empties) = singles_and_empties(&masks);
    // Only the open cells count: a given is "a cell with one digit" too.
    let open = (0..27)
        .filter(|&i| puzzle.get(Cell::from_index(i, 9)).is_none())
        .fold(0u32, |a, i| a | 1 << i);
    let singles = singles & open;
    println!(
        "Top band: {} naked singles, {} cells with no digit left\n",
        singles.count_ones(),
        empties.count_ones()
    );

    // ANCHOR: solve
    let report = fast(&puzzle, &Limits::solutions(2), &mut NoObserver);
    println!(
        "fast: {} solution(s), {} nodes, {} guesses, {} naked and {} hidden singles",
        report.solutions.len(),
        report.stats.nodes,
        report.stats.guesses,
        report.stats.naked_singles,
        report.stats.hidden_singles
    );
    // ANCHOR_END: solve

    // ANCHOR: config
    let base = FastConfig::BASELINE;
    for config in [
        base,
        FastConfig {
            hidden_singles: true,
            ..base
        },
        FastConfig {
            locked_candidates: true,
            ..base
        },
        FastConfig {
            open_peers: false,
            ..FastConfig::default()
        },
        FastConfig::default(),
    ] {
        let report = fast_with(&puzzle, &Limits::solutions(2), config, &mut NoObserver);
        println!("{:>39}: {:>5} nodes", config.label(), report.stats.nodes);
    }
    // ANCHOR_END: config
}
