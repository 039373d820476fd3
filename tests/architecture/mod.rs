//! The invariants of ARCHITECTURE.md, checked as absences in the source of every crate of the
//! workspace (`src/` and `crates/*/src/`): the imports of a crate form no cycle between files;
//! no crate but the binary prints, reads the environment or exits; the core and the Python front
//! end depend on no crate they should not; a solver never imports another solver; only
//! `crates/core/src/solvers/search.rs` reads the clock to stop a search; no command of the
//! command line imports another command's module; the codemap names every folder and file.
//!
//! The source is read with a small Rust tokenizer (comments and string literals are not code),
//! and every path that names a module of the same crate is resolved to the file that defines
//! what it names, through the `pub use` re-exports of the modules on the way: `crate::grid::Cell`
//! is a use of `crates/core/src/grid/types.rs`. A path into another crate is no edge: cargo
//! forbids a cycle between crates. Unit-test modules (`#[cfg(test)] mod tests`) are left out:
//! what a test imports is no dependency of the code.

mod cycles;
mod effects;
mod graph;
mod imports;
mod reader;
mod test_files;
mod workspace;

use graph::*;
use reader::*;

/// The folders of source in the workspace, each with the name its files' crate goes by here:
/// the root package's `src/` holds two crates, the binary (`src/main.rs`, `src/cli/`) and the
/// library façade (`src/lib.rs`, `src/book.rs`).
const SOURCE_FOLDERS: &[(&str, &str)] = &[
    ("src", "lib"),
    ("crates/core/src", "core"),
    ("crates/python/src", "python"),
    ("crates/golf/src", "golf"),
];
