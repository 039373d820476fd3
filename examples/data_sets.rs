//! Appendix "Data sets and provenance": reads every file of the shared puzzle collections and
//! checks what the appendix says about it: how many puzzles, how many clues, all well formed.
//! Run it with `cargo run --release --example data_sets` (it looks for `../shared/puzzles`
//! beside the project, or the folder given as its argument).

use std::fs::File;
use std::io::BufReader;
use std::path::PathBuf;

use sudoku_lab::PuzzleReader;

fn main() {
    let folder = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"));
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
        let file = File::open(folder.join(&name)).expect("a readable file");
        let (mut puzzles, mut invalid, mut fewest, mut most) = (0, 0, usize::MAX, 0);
        for entry in PuzzleReader::new(BufReader::new(file), None) {
            match entry.result {
                Ok(grid) if grid.first_conflict().is_none() => {
                    puzzles += 1;
                    fewest = fewest.min(grid.filled());
                    most = most.max(grid.filled());
                }
                _ => invalid += 1,
            }
        }
        println!(
            "{name:<40} {puzzles:>8} {:>7} {invalid:>8}",
            format!("{fewest}-{most}")
        );
    }
    // ANCHOR_END: census
}
