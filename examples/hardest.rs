//! The four puzzles of `data/hardest-known.txt` (the book's "The hardest puzzles known"), graded
//! by the ladder: each one's rating beside Sudoku Explainer's, its steps by technique family, and
//! its first nested forcing chain drawn, every chain step replayed on the marks it was taken on.
//!
//! `cargo run -p sudoku-lab-examples --example hardest -- DIR` writes
//! `DIR/diagram-hardest-N.svg` (N = 1 to 4, in the file's order) and prints what each shows; the
//! four puzzles are graded side by side, one a core, for Golden Nugget alone takes minutes.

use std::path::Path;

use sudoku_lab::Grid;
use sudoku_lab::diagram::{self, from};
use sudoku_lab::logic::Rating;
use sudoku_lab::logic::calibration::parse_rated;
use sudoku_lab::logic::{self, Board, Deduction, Family, Outcome, replay};
use sudoku_lab::steps::NoObserver;

/// The puzzle file, shipped with the project.
const FILE: &str = include_str!("../data/hardest-known.txt");

/// A puzzle of the file: its name (the comment above it, up to the first comma), its givens and
/// Sudoku Explainer's published rating.
struct Known {
    name: String,
    puzzle: Grid,
    published: Rating,
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".to_string());
    let known = read(FILE);
    // ANCHOR: grade
    let outcomes: Vec<Outcome> = std::thread::scope(|s| {
        let runs: Vec<_> = (known.iter())
            .map(|k| s.spawn(|| logic::grade(&k.puzzle)))
            .collect();
        runs.into_iter()
            .map(|r| r.join().expect("a grade"))
            .collect()
    });
    // ANCHOR_END: grade
    for (i, (k, outcome)) in known.iter().zip(&outcomes).enumerate() {
        describe(k, outcome);
        let replayed = replay_and_draw(&dir, i + 1, k, outcome);
        println!("  every chain step replayed on its pencil marks: {replayed}");
    }
}

/// The name, puzzle and rating of every puzzle line of `text`.
fn read(text: &str) -> Vec<Known> {
    let mut name = String::new();
    let mut known = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(comment) = line.strip_prefix("# ") {
            name = comment.split(',').next().unwrap_or(comment).to_string();
        }
        // The file is a rated file as `grade --against-ratings` reads it.
        if let Some(rated) = parse_rated(line, i + 1).expect("a shipped rated line") {
            known.push(Known {
                name: name.clone(),
                puzzle: rated.puzzle,
                published: rated.se,
            });
        }
    }
    known
}

/// One puzzle's rating beside the published one, and how many steps of each family it took.
fn describe(k: &Known, outcome: &Outcome) {
    let rating = outcome
        .rating()
        .map_or("none".to_string(), |r| r.to_string());
    let steps = &outcome.deductions;
    println!(
        "{}: SE {}, ours {rating}, {} steps",
        k.name,
        k.published,
        steps.len()
    );
    let families: Vec<String> = (Family::ALL.into_iter())
        .map(|f| {
            (
                f,
                steps.iter().filter(|d| d.technique.family() == f).count(),
            )
        })
        .filter(|&(_, n)| n > 0)
        .map(|(f, n)| format!("{f} {n}"))
        .collect();
    let nested = steps.iter().filter(|d| d.technique.is_nested()).count();
    println!("  {} ({nested} of them nested)", families.join(", "));
}

/// Replays every chain step of `outcome` on the board it was taken on (as `replay_chains`
/// does), then draws the first nested one there: the number of chain steps replayed.
fn replay_and_draw(dir: &str, n: usize, k: &Known, outcome: &Outcome) -> usize {
    let mut board = Board::new(&k.puzzle).assuming_unique();
    let mut replayed = 0;
    let mut drawn = false;
    for (i, step) in outcome.deductions.iter().enumerate() {
        if !step.chains.is_empty() {
            if let Err(e) = replay::check(&board, step) {
                eprintln!("{}, step {}: {step}: {e}", k.name, i + 1);
                std::process::exit(1);
            }
            replayed += 1;
        }
        if step.technique.is_nested() && !drawn {
            draw(dir, n, k, &board, step, i + 1);
            drawn = true;
        }
        board.apply(step, &mut NoObserver);
    }
    replayed
}

/// A nested step drawn on `board`, the board it was found on, and said in words.
fn draw(dir: &str, n: usize, k: &Known, board: &Board, step: &Deduction, number: usize) {
    // ANCHOR: draw
    // The outer chain on `board`, then a panel per inner chain on the board it was found on.
    let panels = from::nested(&k.puzzle, board, step);
    let caption = format!("{}, step {number}: {}", k.name, step.technique.about().name);
    let svg = diagram::panels_to_svg(&panels, &caption);
    // ANCHOR_END: draw
    let path = Path::new(dir).join(format!("diagram-hardest-{n}.svg"));
    std::fs::write(&path, svg).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    println!(
        "  its first nested step, drawn: step {number}, [{}] {}, on {} inner chain{}",
        step.rating(),
        step.technique.about().name,
        step.nested.len(),
        if step.nested.len() == 1 { "" } else { "s" }
    );
}
