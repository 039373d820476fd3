//! How many solutions a puzzle has, up to a limit: the one place every command asks.
//!
//! A proper Sudoku has exactly one solution, and a puzzle with two is the most common bad
//! input, so `solve`, `grade` and `generate` all ask this question, and ask it here. The count
//! uses the quickest search the project has: the `fast` solver on 9x9 grids, the generator's
//! bitmask engine on the other sizes.

use std::time::Duration;

use crate::grid::{Grid, Shape};
use crate::solvers::{self, Limits, Stop};
use crate::steps::NoObserver;

/// The answer to "how many solutions, up to `limit`?".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SolutionCount {
    /// Solutions found: all there are when `complete`, else a lower bound.
    pub solutions: u64,
    /// True when the whole search tree was walked, so `solutions` is exact.
    pub complete: bool,
    /// Search nodes the count took.
    pub nodes: u64,
}

impl SolutionCount {
    /// Exactly one solution.
    pub fn is_unique(self) -> bool {
        self.solutions == 1 && self.complete
    }

    /// What the count says about the puzzle.
    pub fn uniqueness(self) -> Uniqueness {
        match (self.solutions, self.complete) {
            (1, true) => Uniqueness::Unique,
            (0, true) => Uniqueness::None,
            (0 | 1, false) => Uniqueness::Unknown,
            (found, complete) => Uniqueness::Several { found, complete },
        }
    }
}

/// What the solution count says about a puzzle: a proper Sudoku is [`Uniqueness::Unique`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Uniqueness {
    Unique,
    /// No solution at all.
    None,
    /// Several: this many found, and whether that is all of them.
    Several {
        found: u64,
        complete: bool,
    },
    /// The count gave up at its bound before it could tell.
    Unknown,
}

/// How long a uniqueness check may take on one puzzle before it gives up: a 9x9 count takes
/// well under a millisecond, a hard 25x25 one could take minutes.
pub const COUNT_TIME: Duration = Duration::from_secs(10);

/// Whether `puzzle` has exactly one solution, counting up to `limit` (at least 2) when it has
/// several, within [`COUNT_TIME`].
pub fn uniqueness(puzzle: &Grid, limit: u64) -> Uniqueness {
    uniqueness_within(puzzle, limit, None).0
}

/// [`uniqueness`], giving up after `max_nodes` search nodes as well when set; also returns the
/// nodes the count took.
pub fn uniqueness_within(puzzle: &Grid, limit: u64, max_nodes: Option<u64>) -> (Uniqueness, u64) {
    let limits = Limits {
        max_solutions: limit.max(2),
        max_nodes,
        timeout: Some(COUNT_TIME),
        ..Limits::default()
    };
    let count = count_solutions_within(puzzle, &limits);
    (count.uniqueness(), count.nodes)
}

/// Counts the solutions of `grid`, stopping at `limit` (2 is enough to prove uniqueness).
/// `complete` is false when the limit was reached: there may be more.
pub fn count_solutions(grid: &Grid, limit: u64) -> SolutionCount {
    count_solutions_within(grid, &Limits::solutions(limit))
}

/// [`count_solutions`] within the bounds of `limits`: at most `max_solutions`, and giving up
/// at `max_nodes` search nodes or at the `timeout`, when set (then `complete` is false and
/// `solutions` may be 0 even though the puzzle has some).
pub fn count_solutions_within(grid: &Grid, limits: &Limits) -> SolutionCount {
    let report = if grid.shape() == Shape::NINE {
        solvers::fast(grid, limits, &mut NoObserver)
    } else {
        solvers::bitmask(grid, limits, &mut NoObserver)
    };
    SolutionCount {
        solutions: report.found,
        complete: report.stop == Stop::Exhausted,
        nodes: report.stats.nodes,
    }
}

/// The first solution of `grid` in the counter's order, if it has one.
pub fn first_solution(grid: &Grid) -> Option<Grid> {
    let report = solvers::bitmask(grid, &Limits::solutions(1), &mut NoObserver);
    report.solutions.into_iter().next()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_puzzle;
    use crate::puzzles::WIKIPEDIA;

    #[test]
    fn the_wikipedia_puzzle_is_unique_and_its_solution_fits() {
        let g = WIKIPEDIA.grid();
        let count = count_solutions(&g, 2);
        assert!(count.is_unique(), "{count:?}");
        assert!(g.is_solved_by(&first_solution(&g).unwrap()));
    }

    #[test]
    fn an_empty_4x4_grid_has_288_solutions() {
        let g = parse_puzzle("................").unwrap();
        let all = count_solutions(&g, 10_000);
        assert_eq!((all.solutions, all.complete), (288, true));
        let some = count_solutions(&g, 5);
        assert_eq!((some.solutions, some.complete), (5, false));
    }

    #[test]
    fn the_count_classifies_the_puzzle() {
        let classify = |solutions, complete| {
            SolutionCount {
                solutions,
                complete,
                nodes: 0,
            }
            .uniqueness()
        };
        assert_eq!(classify(1, true), Uniqueness::Unique);
        assert_eq!(classify(0, true), Uniqueness::None);
        assert_eq!(classify(0, false), Uniqueness::Unknown);
        assert_eq!(classify(1, false), Uniqueness::Unknown);
        let several = Uniqueness::Several {
            found: 2,
            complete: false,
        };
        assert_eq!(classify(2, false), several);
        assert_eq!(uniqueness(&WIKIPEDIA.grid(), 2), Uniqueness::Unique);
        let open = parse_puzzle(&".".repeat(16)).unwrap();
        let (answer, nodes) = uniqueness_within(&open, 5, None);
        let five = Uniqueness::Several {
            found: 5,
            complete: false,
        };
        assert_eq!(answer, five);
        assert!(nodes > 0);
    }

    #[test]
    fn a_puzzle_with_a_repeated_given_has_none() {
        let mut line = WIKIPEDIA.line.to_string();
        line.replace_range(1..2, "5");
        let count = count_solutions(&parse_puzzle(&line).unwrap(), 2);
        assert_eq!((count.solutions, count.complete), (0, true));
    }

    #[test]
    fn a_node_limit_leaves_the_count_incomplete() {
        let g = parse_puzzle(&".".repeat(256)).unwrap();
        let limits = Limits {
            max_nodes: Some(10),
            ..Limits::all()
        };
        assert!(!count_solutions_within(&g, &limits).complete);
        let past = Limits {
            timeout: Some(Duration::ZERO),
            ..Limits::all()
        };
        let count = count_solutions_within(&g, &past);
        assert!(!count.complete && count.nodes <= 1024, "{count:?}");
    }
}
