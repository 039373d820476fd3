//! The last resort for the rarest grades: puzzles of the grade that our own generator found in a
//! long run (or, for the dynamic forcing chain (+), by a walk from public puzzles of the grade,
//! [`super::Search::from_puzzles`]) and that the project ships in `data/generated/`, each set
//! opening with the command that made it.
//!
//! An Aligned Pair Exclusion is the hardest step of about one random minimal puzzle in ten
//! thousand or fewer, and the climb of [`super::climb`] has nothing to follow until one uses it.
//! For these grades `generate --grade` starts from a random isomorph of a shipped puzzle and
//! walks from it, one clue out and one in at a time, keeping the grade at every step, until the
//! puzzle is no isomorph of any shipped one ([`super::isomorph::signature`]).

use crate::grid::{Grid, Shape};
use crate::logic::{Grade, Technique};
use crate::parse::parse_puzzle;
use crate::solvers::{self, Limits};
use crate::steps::NoObserver;

use super::Wanted;

/// The shipped sets the walk starts from, by the technique their puzzles' hardest step is.
const SETS: [(Technique, &str); 3] = [
    (
        Technique::AlignedPairExclusion,
        include_str!("../../../../data/generated/9x9-exclusion.txt"),
    ),
    (
        Technique::XChain,
        include_str!("../../../../data/generated/9x9-x-chain.txt"),
    ),
    (
        Technique::DynamicForcingChainPlus,
        include_str!("../../../../data/generated/9x9-dynamic-forcing-chain-plus.txt"),
    ),
];

/// A shipped puzzle and its one solution.
pub struct Shipped {
    pub puzzle: Grid,
    pub solution: Grid,
}

/// The shipped puzzles of `wanted`'s grade; none for other grades, and none for a family
/// (`--grade exclusion` made the exclusion set, which its first line must make again).
pub fn shipped(wanted: Wanted) -> Vec<Shipped> {
    let Wanted::Grade(Grade::Technique(wanted)) = wanted else {
        return Vec::new();
    };
    SETS.iter()
        .filter(|&&(t, _)| t == wanted)
        .flat_map(|(_, text)| text.lines())
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let puzzle = parse_puzzle(line).expect("a shipped puzzle parses");
            let solution = solvers::fast(&puzzle, &Limits::solutions(1), &mut NoObserver)
                .solutions
                .into_iter()
                .next()
                .expect("a shipped puzzle has a solution");
            Shipped { puzzle, solution }
        })
        .filter(|s| s.puzzle.shape() == Shape::NINE)
        .collect()
}
