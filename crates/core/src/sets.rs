//! The named puzzle sets that timings are quoted on: the seed documents' puzzles and the
//! project's own generated sets (`data/generated/`), both built in, and the public community
//! collections, read from a folder the caller names (by default the binary looks in
//! `../shared/puzzles`). The project does not copy those files: it names them.

use std::fmt;
use std::fs::File;
use std::io::{self, BufReader};
use std::path::{Path, PathBuf};

use crate::parse::{Entry, PuzzleReader};
use crate::puzzles::SEED_PUZZLES;

/// A named set of puzzles.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PuzzleSet {
    /// The name given to `--set`.
    pub name: &'static str,
    /// The file in the data folder, or `None` for a set built into the library.
    pub file: Option<&'static str>,
    /// The text of a set the project ships (one puzzle per line, `#` comments), built in.
    pub shipped: Option<&'static str>,
    /// What the set is, in a phrase.
    pub description: &'static str,
    /// Where it comes from, for citations.
    pub provenance: &'static str,
}

/// Every set, from the easiest to the largest.
pub const SETS: [PuzzleSet; 26] = [
    PuzzleSet {
        name: "seeds",
        file: None,
        description: "the 3 puzzles quoted in the seed documents",
        provenance: "seeds 000, 001 and 003 (the Wikipedia example, seed 003's test, seed 001's commenter)",
        shipped: None,
    },
    PuzzleSet {
        name: "easy50",
        file: Some("norvig_easy50.txt"),
        description: "50 easy puzzles",
        provenance: "Peter Norvig's easy50: the grids of Project Euler problem 96",
        shipped: None,
    },
    PuzzleSet {
        name: "top95",
        file: Some("norvig_top95.txt"),
        description: "95 hard puzzles",
        provenance: "Peter Norvig's top95, from the magictour top95 list",
        shipped: None,
    },
    PuzzleSet {
        name: "hardest",
        file: Some("norvig_hardest.txt"),
        description: "11 puzzles from \"world's hardest\" claims",
        provenance: "Peter Norvig's \"hardest\" list",
        shipped: None,
    },
    PuzzleSet {
        name: "top1465",
        file: Some("magictour_top1465.txt"),
        description: "1,465 hard puzzles",
        provenance: "the magictour top1465 list (Guenter Stertenbrink)",
        shipped: None,
    },
    PuzzleSet {
        name: "17clue",
        file: Some("17_clue.txt"),
        description: "49,158 puzzles with 17 givens, every one known",
        provenance: "Gordon Royle's 17-clue collection, completed on the Enjoy Sudoku forum",
        shipped: None,
    },
    PuzzleSet {
        name: "forum1106",
        file: Some("forum_hardest_1106.txt"),
        description: "375 puzzles, the hardest for plain backtracking",
        provenance: "the Enjoy Sudoku forum's \"hardest\" list of 2011",
        shipped: None,
    },
    generated(
        "generated-9x9-naked-single",
        "100 minimal 9x9 puzzles whose hardest step is a naked single",
        include_str!("../../../data/generated/9x9-naked-single.txt"),
    ),
    generated(
        "generated-9x9-hidden-single",
        "100 minimal 9x9 puzzles that hidden singles solve",
        include_str!("../../../data/generated/9x9-hidden-single.txt"),
    ),
    generated(
        "generated-9x9-locked-candidates",
        "100 minimal 9x9 puzzles that need locked candidates",
        include_str!("../../../data/generated/9x9-locked-candidates.txt"),
    ),
    generated(
        "generated-9x9-naked-pair",
        "100 minimal 9x9 puzzles that need a naked pair",
        include_str!("../../../data/generated/9x9-naked-pair.txt"),
    ),
    generated(
        "generated-9x9-hidden-pair",
        "100 minimal 9x9 puzzles that need a hidden pair",
        include_str!("../../../data/generated/9x9-hidden-pair.txt"),
    ),
    generated(
        "generated-9x9-beyond-exclusion",
        "100 minimal 9x9 puzzles past Aligned Pair Exclusion, the end of the ladder when they were made: each needs a chain or a forcing chain",
        include_str!("../../../data/generated/9x9-beyond-exclusion.txt"),
    ),
    generated(
        "generated-9x9-subsets",
        "20 minimal 9x9 puzzles whose hardest step is a subset (pair, triple or quad)",
        include_str!("../../../data/generated/9x9-subsets.txt"),
    ),
    generated(
        "generated-9x9-fish",
        "20 minimal 9x9 puzzles whose hardest step is a fish",
        include_str!("../../../data/generated/9x9-fish.txt"),
    ),
    generated(
        "generated-9x9-single-digit",
        "20 minimal 9x9 puzzles whose hardest step is a single-digit pattern",
        include_str!("../../../data/generated/9x9-single-digit.txt"),
    ),
    generated(
        "generated-9x9-wings",
        "20 minimal 9x9 puzzles whose hardest step is a wing",
        include_str!("../../../data/generated/9x9-wings.txt"),
    ),
    generated(
        "generated-9x9-uniqueness",
        "20 minimal 9x9 puzzles whose hardest step is a uniqueness technique",
        include_str!("../../../data/generated/9x9-uniqueness.txt"),
    ),
    generated(
        "generated-9x9-exclusion",
        "2 minimal 9x9 puzzles whose hardest step is Aligned Pair Exclusion (rare: they take the generator minutes)",
        include_str!("../../../data/generated/9x9-exclusion.txt"),
    ),
    generated(
        "generated-9x9-x-chain",
        "1 minimal 9x9 puzzle whose hardest step is an X-Chain (rare: `generate --grade x-chain` walks from it)",
        include_str!("../../../data/generated/9x9-x-chain.txt"),
    ),
    generated(
        "generated-9x9-dynamic-forcing-chain-plus",
        "5 minimal 9x9 puzzles whose hardest step is a dynamic forcing chain (+) (rare: walked from public puzzles of the grade; `generate --grade dynamic-forcing-chain-plus` walks from them)",
        include_str!("../../../data/generated/9x9-dynamic-forcing-chain-plus.txt"),
    ),
    generated(
        "generated-9x9-chains",
        "20 minimal 9x9 puzzles whose hardest step is a chain",
        include_str!("../../../data/generated/9x9-chains.txt"),
    ),
    generated(
        "generated-9x9-forcing-chains",
        "20 minimal 9x9 puzzles whose hardest step is a forcing chain",
        include_str!("../../../data/generated/9x9-forcing-chains.txt"),
    ),
    generated(
        "generated-9x9-symmetric",
        "100 minimal 9x9 puzzles with 180-degree symmetry",
        include_str!("../../../data/generated/9x9-symmetric.txt"),
    ),
    generated(
        "generated-16x16",
        "20 minimal 16x16 puzzles",
        include_str!("../../../data/generated/16x16.txt"),
    ),
    generated(
        "generated-4x4",
        "50 minimal 4x4 puzzles",
        include_str!("../../../data/generated/4x4.txt"),
    ),
];

/// A set the project generated and ships (`data/generated/`, remade by its `regenerate.sh`).
const fn generated(name: &'static str, description: &'static str, text: &'static str) -> PuzzleSet {
    PuzzleSet {
        name,
        file: None,
        description,
        provenance: "made by `sudoku-lab generate` with a fixed seed (the command heads the file)",
        shipped: Some(text),
    }
}

/// The names of every set, in the order of [`SETS`].
pub fn names() -> impl Iterator<Item = &'static str> {
    SETS.iter().map(|s| s.name)
}

/// The set with this name.
pub fn find(name: &str) -> Option<&'static PuzzleSet> {
    SETS.iter().find(|s| s.name == name)
}

/// A set's file could not be opened.
#[derive(Debug)]
pub struct MissingFile {
    pub set: &'static str,
    pub path: PathBuf,
    pub source: io::Error,
}

impl fmt::Display for MissingFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} set is read from {}, which cannot be opened ({})",
            self.set,
            self.path.display(),
            self.source
        )
    }
}

impl std::error::Error for MissingFile {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.source)
    }
}

impl PuzzleSet {
    /// Where the set's file is in `dir`, or `None` for a built-in set.
    pub fn path(&self, dir: &Path) -> Option<PathBuf> {
        self.file.map(|f| dir.join(f))
    }

    /// The set's puzzles, one [`Entry`] per line of its file (read lazily), or the built-in
    /// puzzles. `dir` is the folder holding the files; it is not used for a built-in set.
    pub fn entries(&self, dir: &Path) -> Result<Box<dyn Iterator<Item = Entry>>, MissingFile> {
        if let Some(text) = self.shipped {
            return Ok(Box::new(PuzzleReader::new(text.as_bytes(), None)));
        }
        let Some(path) = self.path(dir) else {
            return Ok(Box::new(SEED_PUZZLES.into_iter().enumerate().map(
                |(i, p)| Entry {
                    line: i + 1,
                    result: Ok(p.grid()),
                    marks: None,
                },
            )));
        };
        let file = File::open(&path).map_err(|source| MissingFile {
            set: self.name,
            path: path.clone(),
            source,
        })?;
        Ok(Box::new(PuzzleReader::new(BufReader::new(file), None)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for set in SETS {
            assert_eq!(find(set.name), Some(&set));
        }
        assert_eq!(find("nope"), None);
    }

    #[test]
    fn a_missing_file_is_named() {
        let err = match find("top95")
            .unwrap()
            .entries(Path::new("/nonexistent/dir"))
        {
            Err(e) => e,
            Ok(_) => panic!("the folder does not exist"),
        };
        let text = err.to_string();
        assert!(text.contains("/nonexistent/dir/norvig_top95.txt"), "{text}");
        assert!(text.contains("the top95 set"), "{text}");
    }

    #[test]
    fn the_generated_sets_are_built_in_and_well_formed() {
        for set in SETS.iter().filter(|s| s.shipped.is_some()) {
            let entries: Vec<Entry> = set.entries(Path::new("/nonexistent")).unwrap().collect();
            // As many puzzles as the command on the first line asked for.
            let header = set.shipped.unwrap().lines().next().unwrap();
            let count = header
                .split_once("--count ")
                .and_then(|(_, rest)| rest.split_whitespace().next())
                .and_then(|n| n.parse::<usize>().ok());
            assert_eq!(Some(entries.len()), count, "{}: {header}", set.name);
            assert!(entries.iter().all(|e| e.result.is_ok()), "{}", set.name);
        }
    }

    #[test]
    fn the_seed_set_is_built_in() {
        let entries: Vec<Entry> = find("seeds")
            .unwrap()
            .entries(Path::new("/nonexistent"))
            .unwrap()
            .collect();
        assert_eq!(entries.len(), SEED_PUZZLES.len());
        assert!(entries.iter().all(|e| e.result.is_ok()));
    }
}
