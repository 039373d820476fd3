//! Appendix "Data sets and provenance": reads every file of the shared puzzle collections and
//! checks what the appendix says about it: how many puzzles, how many clues, all well formed.
//! Run it with `cargo run --release -p sudoku-lab-examples --example data_sets` (it looks for `../shared/puzzles`
//! beside the project, or the folder given as its argument).

use std::path::{Path, PathBuf};

use sudoku_lab::logic::calibration::parse_rated;
use sudoku_lab::{Grid, PuzzleReader};

fn main() {
    let folder = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/puzzles"));
    let mut names: Vec<_> = match std::fs::read_dir(&folder) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .filter(|n| n.ends_with(".txt"))
            .collect(),
        Err(e) => {
            eprintln!("data_sets: cannot read {}: {e}", folder.display());
            std::process::exit(2);
        }
    };
    names.sort();
    println!(
        "{:<40} {:>8} {:>7} {:>8}",
        "file", "puzzles", "clues", "invalid"
    );
    // ANCHOR: census
    for name in names {
        let (mut puzzles, mut invalid, mut fewest, mut most) = (0, 0, usize::MAX, 0);
        for grid in read_puzzles(&folder.join(&name)) {
            match grid {
                Some(grid) if grid.first_conflict().is_none() => {
                    puzzles += 1;
                    fewest = fewest.min(grid.filled());
                    most = most.max(grid.filled());
                }
                _ => invalid += 1,
            }
        }
        // A file with no valid puzzle has no clue range.
        let clues = if puzzles == 0 {
            "-".to_string()
        } else {
            format!("{fewest}-{most}")
        };
        println!("{name:<40} {puzzles:>8} {clues:>7} {invalid:>8}");
    }
    // ANCHOR_END: census
}

// ANCHOR: read
/// Every entry of a file: the puzzle, or `None` for a line that is not one. A file whose first
/// puzzle line carries a second field is a rated file (a puzzle and its Sudoku Explainer rating
/// on each line, as `grade --against-ratings` reads it); any other is read as every command
/// reads puzzles.
fn read_puzzles(path: &Path) -> Vec<Option<Grid>> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = String::from_utf8_lossy(&bytes);
    let rated = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .is_some_and(|l| l.split_whitespace().count() == 2);
    if rated {
        text.lines()
            .enumerate()
            .filter_map(|(i, line)| parse_rated(line, i + 1).transpose())
            .map(|entry| entry.ok().map(|rated| rated.puzzle))
            .collect()
    } else {
        PuzzleReader::new(bytes.as_slice(), None)
            .map(|entry| entry.result.ok())
            .collect()
    }
}
// ANCHOR_END: read
