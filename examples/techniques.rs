//! The book's "Solving like a person" figures: every technique of the ladder on a real puzzle
//! the project ships, drawn by the library from its own `Deduction`, and one exercise per
//! family (the board before a step of that family, then the step drawn as its answer).
//!
//! `cargo run -p sudoku-lab-examples --example techniques -- DIR` writes, for each technique found in the shipped
//! sets, `DIR/diagram-technique-SLUG.svg` and `DIR/technique-SLUG.txt` (the puzzle, the step
//! and its rating); for each family, `DIR/diagram-exercise-FAMILY.svg`,
//! `DIR/diagram-exercise-FAMILY-answer.svg`, `DIR/exercise-FAMILY.txt` and
//! `DIR/exercise-FAMILY-answer.txt`. It prints the ladder with where each technique was found.
//! `scripts/book-outputs.sh` runs it with `book/src/generated`.

use std::path::Path;

use sudoku_lab::diagram::{Diagram, from};
use sudoku_lab::grid::Cell;
use sudoku_lab::logic::{self, Deduction, Family, Technique};
use sudoku_lab::steps::NoObserver;
use sudoku_lab::uniqueness::count_solutions;
use sudoku_lab::{Grid, parse_puzzle};

// ANCHOR: sources
/// Where the figures come from, searched in this order: the project's generated sets, easiest
/// family first, then the puzzles the ladder cannot finish.
const SOURCES: [&str; 11] = [
    "data/generated/9x9-hidden-single.txt",
    "data/generated/9x9-locked-candidates.txt",
    "data/generated/9x9-naked-pair.txt",
    "data/generated/9x9-hidden-pair.txt",
    "data/generated/9x9-subsets.txt",
    "data/generated/9x9-fish.txt",
    "data/generated/9x9-single-digit.txt",
    "data/generated/9x9-wings.txt",
    "data/generated/9x9-uniqueness.txt",
    "data/generated/9x9-exclusion.txt",
    "data/generated/9x9-beyond-exclusion.txt",
];
// ANCHOR_END: sources

/// Puzzles rated by Sudoku Explainer, searched last for the techniques the shipped sets never
/// need (the quads and the Jellyfish); skipped, saying so, when `../shared` is absent.
const CALIBRATION: &str = "../shared/puzzles/se_rated_calibration.txt";

/// Lines of a text figure are folded before this width (the book's page).
const WIDTH: usize = 96;

/// One step of the ladder on a shipped puzzle: where it is, the board it was found on, and
/// the step.
struct Use {
    source: &'static str,
    /// The puzzle's number in its file, from 1.
    number: usize,
    puzzle: Grid,
    /// How many steps the ladder took before this one.
    before: usize,
    board: logic::Board,
    deduction: Deduction,
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".to_string());
    let write = |name: &str, text: String| {
        let path = Path::new(&dir).join(name);
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    };
    let puzzles = shipped();

    // ANCHOR: figures
    // Each technique at the first place the ladder uses it on the shipped puzzles.
    let mut first: Vec<Option<Use>> = (0..Technique::COUNT).map(|_| None).collect();
    for_each_step(&puzzles, |u| {
        let slot = &mut first[u.deduction.technique.index()];
        if slot.is_none() {
            *slot = Some(u);
        }
        first.iter().all(Option::is_some)
    });
    for technique in Technique::LADDER {
        let slug = technique.slug();
        let about = format!("{} ({})", technique.name(), technique.family());
        let Some(u) = &first[technique.index()] else {
            println!("{about}: no use in the shipped sets");
            continue;
        };
        write(
            &format!("diagram-technique-{slug}.svg"),
            drawn(u, true).to_svg(&u.deduction.sentence()),
        );
        write(&format!("technique-{slug}.txt"), told(u));
        println!(
            "{about}: rated {}, {} puzzle {}",
            u.deduction.rating(),
            file_name(u.source),
            u.number
        );
    }
    // ANCHOR_END: figures

    // ANCHOR: exercises
    // One exercise a family, on the last puzzle of the family's own set whose figure above
    // is not from that puzzle: its hardest step of the family (the first of them on a tie).
    for family in Family::ALL {
        let set = exercise_set(family);
        let mut found: Option<Use> = None;
        let own: Vec<_> = puzzles.iter().filter(|p| p.0 == set).cloned().collect();
        for_each_step(&own, |u| {
            let mine = u.deduction.technique.family() == family;
            let shown = first.iter().flatten().any(|f| f.puzzle == u.puzzle);
            if mine && !shown {
                let better = found.as_ref().is_none_or(|f| {
                    f.number != u.number || u.deduction.rating() > f.deduction.rating()
                });
                if better {
                    found = Some(u);
                }
            }
            false
        });
        let slug = family.slug();
        let Some(u) = found else {
            println!("exercise {family}: no puzzle left for one");
            continue;
        };
        write(
            &format!("diagram-exercise-{slug}.svg"),
            drawn(&u, false).to_svg(&format!("Exercise: find the {}", u.deduction.technique)),
        );
        write(
            &format!("diagram-exercise-{slug}-answer.svg"),
            drawn(&u, true).to_svg(&u.deduction.sentence()),
        );
        write(
            &format!("exercise-{slug}.txt"),
            wrap(&format!(
                "The ladder's next step on this board: {} ({}). Find it. The board: step {} of the \
                 ladder on puzzle {} of {}:\n{}",
                u.deduction.technique,
                family,
                u.before + 1,
                u.number,
                u.source,
                u.puzzle.to_line_with('.')
            )),
        );
        write(
            &format!("exercise-{slug}-answer.txt"),
            wrap(&u.deduction.to_string()),
        );
        println!(
            "exercise {family}: {} on {} puzzle {}",
            u.deduction.technique,
            file_name(u.source),
            u.number
        );
    }
    // ANCHOR_END: exercises
}

// ANCHOR: exercise_set
/// The shipped set an exercise of `family` comes from: the family's own, or, for the families
/// past the generated sets (chains), the puzzles the ladder once could not finish.
fn exercise_set(family: Family) -> &'static str {
    let name = match family {
        Family::Singles => "hidden-single",
        Family::Intersections => "locked-candidates",
        other => other.slug(),
    };
    SOURCES
        .into_iter()
        .find(|s| s.ends_with(&format!("9x9-{name}.txt")))
        .unwrap_or("data/generated/9x9-beyond-exclusion.txt")
}
// ANCHOR_END: exercise_set

/// The puzzles of [`SOURCES`], each with its file and its number there.
fn shipped() -> Vec<(&'static str, usize, Grid)> {
    let mut puzzles = Vec::new();
    for source in SOURCES.into_iter().chain([CALIBRATION]) {
        let text = match std::fs::read_to_string(source) {
            Ok(text) => text,
            Err(e) if source == CALIBRATION => {
                println!("{source}: {e}: the techniques only its puzzles need are not drawn");
                continue;
            }
            Err(e) => panic!("{source}: {e}"),
        };
        let lines = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty());
        for (k, line) in lines.enumerate() {
            // The calibration file writes the rating after the puzzle.
            let line = line.split_whitespace().next().unwrap_or(line);
            let puzzle = parse_puzzle(line).unwrap_or_else(|e| panic!("{source}: {e}"));
            puzzles.push((source, k + 1, puzzle));
        }
    }
    puzzles
}

// ANCHOR: walk
/// Runs the ladder on every puzzle, in order, calling `visit` with each step (and the board
/// it was found on) until it returns true. A puzzle with one solution may use the uniqueness
/// techniques (the shipped sets' test checks that each has one).
fn for_each_step(puzzles: &[(&'static str, usize, Grid)], mut visit: impl FnMut(Use) -> bool) {
    for (source, number, puzzle) in puzzles {
        let mut board = logic::Board::new(puzzle);
        if count_solutions(puzzle, 2).is_unique() {
            board = board.assuming_unique();
        }
        let mut before = 0;
        while let Some(deduction) = logic::next_deduction(&board) {
            let next = {
                let mut b = board.clone();
                b.apply(&deduction, &mut NoObserver);
                b
            };
            let u = Use {
                source,
                number: *number,
                puzzle: puzzle.clone(),
                before,
                board,
                deduction,
            };
            if visit(u) {
                return;
            }
            board = next;
            before += 1;
            if board.is_broken() || board.is_full() {
                break;
            }
        }
    }
}
// ANCHOR_END: walk

// ANCHOR: drawn
/// The board of `u` with its pencil marks, and the pattern drawn on it when `pattern`; the
/// marks are kept only in the houses the eye should look at (the pattern's and its cells').
fn drawn(u: &Use, pattern: bool) -> Diagram {
    let mut diagram = from::ladder_board(&u.puzzle, &u.board);
    if pattern {
        from::deduction(&mut diagram, &u.deduction);
        let layout = diagram.shape.layout();
        let mut cells: Vec<Cell> = Vec::new();
        for &(house, _) in &diagram.houses {
            cells.extend(layout.cells_of(house));
        }
        for &(cell, _) in &diagram.cells {
            cells.extend(layout.peers(cell));
            cells.push(cell);
        }
        diagram.keep_marks_in(&cells);
    }
    diagram
}
// ANCHOR_END: drawn

// ANCHOR: told
/// The text beside a figure: where the step is, and the step as every command says it.
fn told(u: &Use) -> String {
    wrap(&format!(
        "{}, rated {}: step {} of the ladder on puzzle {} of {}\n{}\n{}",
        u.deduction.name(),
        u.deduction.rating(),
        u.before + 1,
        u.number,
        u.source,
        u.puzzle.to_line_with('.'),
        u.deduction
    ))
}
// ANCHOR_END: told

/// `9x9-fish.txt`.
fn file_name(source: &str) -> &str {
    source.rsplit('/').next().unwrap_or(source)
}

/// Each line folded at a space before [`WIDTH`], the rest indented by four spaces.
fn wrap(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut rest = line.to_string();
        while rest.chars().count() > WIDTH {
            let end = rest
                .char_indices()
                .nth(WIDTH)
                .map_or(rest.len(), |(k, _)| k);
            let cut = rest[..end].rfind(' ').filter(|&k| k > 8);
            let Some(cut) = cut else { break };
            out.push_str(&rest[..cut]);
            out.push('\n');
            rest = format!("    {}", &rest[cut + 1..]);
        }
        out.push_str(&rest);
        out.push('\n');
    }
    out
}
