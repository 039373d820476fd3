//! What the benches, the measuring examples and the browser test of `sudoku-lab-bench` share:
//! where the project's files are. This package sits in `bench/` of the workspace, so paths
//! beside the crate (`CARGO_MANIFEST_DIR`) are one level too deep for the project's data.

use std::path::{Path, PathBuf};

/// The project's folder: the workspace root, which holds `data/`, `book/` and `scripts/`.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("bench/ is a folder of the workspace")
}

/// The shared puzzle collections, `../shared/puzzles` beside the project's folder (they are
/// not copied into the project; a reader of them skips, saying so, when they are absent).
pub fn shared_puzzles() -> PathBuf {
    root().join("../shared/puzzles")
}
