//! The book's chapters, as documentation, so that `cargo test` compiles and runs every Rust
//! snippet written in them. Compiled for doctests only (`#[cfg(doctest)]` in `lib.rs`).
//!
//! One item per chapter of `book/src/SUMMARY.md`. What each kind of code block becomes:
//! - ```` ```rust ```` and ```` ```rust,noplayground ```` (a snippet that uses this crate): a
//!   doctest, compiled and run; `# ` lines are hidden in the book but compiled here.
//! - ```` ```rust,ignore ````: only for blocks that include a file by anchor. rustdoc cannot
//!   expand mdBook's include directive, so it skips them; the file they include is an
//!   `examples/` program, which `cargo build -p sudoku-lab-examples --examples` compiles (or a
//!   measuring one of `bench/examples/`, which `cargo test -p sudoku-lab-bench` compiles), and
//!   whose output `scripts/book-outputs.sh --check` runs and compares.
//! - ```` ```text ````: output and commands, never compiled.

#[doc = include_str!("../book/src/introduction.md")]
pub struct Introduction;

#[doc = include_str!("../book/src/grids.md")]
pub struct GridsAndFormats;

#[doc = include_str!("../book/src/one-liner.md")]
pub struct TheOneLiner;

#[doc = include_str!("../book/src/maintainer.md")]
pub struct TheMaintainersRewrite;

#[doc = include_str!("../book/src/backtracking.md")]
pub struct ReadableBacktracking;

#[doc = include_str!("../book/src/propagation.md")]
pub struct CandidatePropagation;

#[doc = include_str!("../book/src/hidden-singles.md")]
pub struct HiddenSingles;

#[doc = include_str!("../book/src/out-loud.md")]
pub struct SolvingOutLoud;

#[doc = include_str!("../book/src/timings.md")]
pub struct TimingComparisons;

#[doc = include_str!("../book/src/fast.md")]
pub struct HowFastCanItGo;

#[doc = include_str!("../book/src/generator.md")]
pub struct PuzzlesOfOurOwn;

#[doc = include_str!("../book/src/person.md")]
pub struct SolvingLikeAPerson;

#[doc = include_str!("../book/src/person-singles.md")]
pub struct SinglesAndIntersections;

#[doc = include_str!("../book/src/person-subsets.md")]
pub struct Subsets;

#[doc = include_str!("../book/src/person-fish.md")]
pub struct FishAndSingleDigitPatterns;

#[doc = include_str!("../book/src/person-wings.md")]
pub struct Wings;

#[doc = include_str!("../book/src/person-uniqueness.md")]
pub struct Uniqueness;

#[doc = include_str!("../book/src/person-chains.md")]
pub struct Chains;

#[doc = include_str!("../book/src/person-forcing-chains.md")]
pub struct ForcingChains;

#[doc = include_str!("../book/src/person-ratings.md")]
pub struct RatingsAgainstSudokuExplainer;

#[doc = include_str!("../book/src/hardness.md")]
pub struct WhySomePuzzlesAreHard;

#[doc = include_str!("../book/src/hardest.md")]
pub struct TheHardestPuzzlesKnown;
#[doc = include_str!("../book/src/exact-cover.md")]
pub struct ExactCover;

#[doc = include_str!("../book/src/sat.md")]
pub struct Sat;

#[doc = include_str!("../book/src/further.md")]
pub struct GoingFurther;

#[doc = include_str!("../book/src/appendix-data.md")]
pub struct AppendixDataSets;

#[doc = include_str!("../book/src/appendix-reproduce.md")]
pub struct AppendixReproducing;

#[doc = include_str!("../book/src/recording-format.md")]
pub struct AppendixRecordingFormat;

#[doc = include_str!("../book/src/glossary.md")]
pub struct AppendixGlossary;
