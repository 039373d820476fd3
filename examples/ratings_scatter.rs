//! Chapter "Ratings against Sudoku Explainer", as a picture: every puzzle of a rated file at
//! (SE's rating, ours), the diagonal where they agree.
//!
//! `cargo run -p sudoku-lab-examples --example ratings_scatter -- FILE DIR` grades each puzzle
//! of FILE (a puzzle and its SE rating a line, as `grade --against-ratings` reads) with the
//! ladder by Sukaku Explainer's rules (`--rater sukaku`, the calibration file's rater), writes `DIR/diagram-ratings.svg` and prints the puzzles off the diagonal. The book
//! runs it on the calibration file of `../shared/puzzles`; when that file is absent it says so
//! and draws nothing.

use std::path::Path;

use sudoku_lab::Limits;
use sudoku_lab::diagram::chart;
use sudoku_lab::logic::{self, Rater, calibration};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [file, dir] = args.as_slice() else {
        eprintln!("usage: ratings_scatter FILE DIR");
        std::process::exit(2);
    };
    let Ok(text) = std::fs::read_to_string(file) else {
        println!("{file}: absent, so no scatter (the file lives in ../shared, beside the project)");
        return;
    };
    let rated: Vec<calibration::RatedPuzzle> = text
        .lines()
        .enumerate()
        .filter_map(|(k, line)| calibration::parse_rated(line, k + 1).transpose())
        .collect::<Result<_, _>>()
        .unwrap_or_else(|e| panic!("{file}: {e}"));
    // Two threads, each grading every other puzzle; the pairs come back in file order.
    let ours: Vec<Option<f64>> = std::thread::scope(|scope| {
        let half = |start: usize| {
            let rated = &rated;
            scope.spawn(move || {
                rated
                    .iter()
                    .skip(start)
                    .step_by(2)
                    .map(|r| {
                        let graded =
                            logic::grade_within(&r.puzzle, Rater::Sukaku, &Limits::default());
                        graded.value.rating().map(|x| x.value())
                    })
                    .collect::<Vec<_>>()
            })
        };
        let (even, odd) = (half(0), half(1));
        let (even, odd) = (even.join().expect("grades"), odd.join().expect("grades"));
        (0..rated.len())
            .map(|k| if k % 2 == 0 { even[k / 2] } else { odd[k / 2] })
            .collect()
    });
    let mut points = Vec::new();
    for (r, ours) in rated.iter().zip(&ours) {
        let se = r.se.value();
        match ours {
            Some(ours) => {
                if (ours - se).abs() > 0.1 + 1e-9 {
                    println!("line {}: SE {se:.1}, ours {ours:.1}", r.line);
                }
                points.push((se, *ours));
            }
            None => println!("line {}: SE {se:.1}, the ladder needs search", r.line),
        }
    }
    let svg = chart::scatter(
        "Our rating against Sudoku Explainer's, one disc per rating pair",
        ("Sudoku Explainer's rating", "the ladder's rating"),
        &points,
        (2.0, 10.0),
        0.1,
    );
    let out = Path::new(dir).join("diagram-ratings.svg");
    std::fs::write(&out, svg).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    println!(
        "{} puzzles rated both ways, {} off the diagonal by more than 0.1",
        points.len(),
        points
            .iter()
            .filter(|(x, y)| (x - y).abs() > 0.1 + 1e-9)
            .count()
    );
}
