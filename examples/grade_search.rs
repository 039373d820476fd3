//! The search for a grade, grade by grade: how many puzzles `generate --grade SLUG` grades before
//! it finds one, and the rating of the puzzle it finds.
//!
//! Run it with
//! `cargo run --release -p sudoku-lab-examples --example grade_search -- SEED BOUND [SLUG...]`:
//! each slug (every value `--grade` takes when none is named) is searched for with the seed,
//! giving up after BOUND graded puzzles. The book's chapter on the generator shows a run of it.

use sudoku_lab::generate::{Options, Search, Wanted};

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let bound: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let named: Vec<String> = args.collect();
    let wanted: Vec<Wanted> = if named.is_empty() {
        Wanted::all().collect()
    } else {
        let parse = |s: &String| {
            Wanted::from_slug(s).unwrap_or_else(|| {
                eprintln!("{s:?} is not a value of --grade (see `sudoku-lab generate --help`)");
                std::process::exit(2)
            })
        };
        named.iter().map(parse).collect()
    };

    println!("| `--grade` | puzzles graded | its rating | the puzzle found |");
    println!("|---|---:|---:|---|");
    for w in wanted {
        // ANCHOR: search
        // One graded puzzle a step: a random one, or a move of the climb.
        let mut search = Search::new(seed, Options::default(), w);
        let found = (1..=bound).find_map(|graded| search.step().map(|f| (graded, f)));
        // ANCHOR_END: search
        match found {
            Some((graded, found)) => {
                let rating = found.outcome.rating().map_or("-".into(), |r| r.to_string());
                let puzzle = sudoku_lab::render::line(&found.generated.puzzle);
                println!("| {} | {graded} | {rating} | `{puzzle}` |", w.slug());
            }
            None => println!("| {} | none in {bound} | | |", w.slug()),
        }
    }
}
