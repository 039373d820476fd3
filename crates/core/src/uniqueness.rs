//! How many solutions a puzzle has, up to a limit: the one place every command asks.
//!
//! A proper Sudoku has exactly one solution, and a puzzle with two is the most common bad
//! input, so `solve`, `grade` and `generate` all ask this question, and ask it here. The count
//! uses the quickest search the project has: the `fast` solver on 9x9 grids, the generator's
//! bitmask engine on the other sizes.

use std::time::Duration;

use crate::grid::{Candidates, Grid, Shape};
use crate::solvers::{self, Limits, Search, Stop};
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
    let count = count_solutions_within(puzzle, &count_limits(limit, max_nodes));
    (count.uniqueness(), count.nodes)
}

/// [`uniqueness_within`] for a position mid-solve: the digits of `grid`, and in each empty
/// cell the candidates `marks` keeps (see [`count_marked_within`]).
pub fn marked_uniqueness_within(
    grid: &Grid,
    marks: &[Candidates],
    limit: u64,
    max_nodes: Option<u64>,
) -> (Uniqueness, u64) {
    let count = count_marked_within(grid, marks, &count_limits(limit, max_nodes));
    (count.uniqueness(), count.nodes)
}

/// The bounds of a uniqueness check: `limit` solutions (at least 2), `max_nodes` when set, and
/// [`COUNT_TIME`].
fn count_limits(limit: u64, max_nodes: Option<u64>) -> Limits {
    Limits {
        max_solutions: limit.max(2),
        max_nodes,
        timeout: Some(COUNT_TIME),
        ..Limits::default()
    }
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

/// [`count_solutions_within`] for a position mid-solve: the solutions of `grid` whose every
/// empty cell takes a digit `marks` keeps there (one set per cell, by index). A plain search on
/// the marks (the cell with the fewest candidates first), since no solver of the project starts
/// from pencil marks; each cell tried is a node of `limits`. Marks that cross out nothing the
/// digits do not are counted as the grid is, by the solvers.
pub fn count_marked_within(grid: &Grid, marks: &[Candidates], limits: &Limits) -> SolutionCount {
    if crosses_out_nothing(grid, marks) {
        return count_solutions_within(grid, limits);
    }
    let shape = grid.shape();
    let mut sets: Vec<Candidates> = shape
        .all_cells()
        .map(|c| match grid.get(c) {
            Some(d) => Candidates::single(d),
            None => Candidates::from_bits(grid.candidates(c).bits() & marks[c.index()].bits()),
        })
        .collect();
    let mut digits = grid.clone();
    let mut search = Search::new(limits);
    fill_marked(&mut digits, &mut sets, &mut search);
    let report = search.finish();
    SolutionCount {
        solutions: report.found,
        complete: report.stop == Stop::Exhausted,
        nodes: report.stats.nodes,
    }
}

/// True when `marks` (one set per cell, by index) keep in every empty cell of `grid` each
/// digit no peer holds: a position that is the grid itself.
pub fn crosses_out_nothing(grid: &Grid, marks: &[Candidates]) -> bool {
    grid.shape()
        .all_cells()
        .all(|c| grid.get(c).is_some() || grid.candidates(c).bits() & !marks[c.index()].bits() == 0)
}

/// Fills the empty cells of `digits` from `sets`, the fewest candidates first, counting each
/// full grid; false once the search must stop.
fn fill_marked(digits: &mut Grid, sets: &mut [Candidates], search: &mut Search) -> bool {
    let shape = digits.shape();
    let empty = shape.all_cells().filter(|&c| digits.get(c).is_none());
    let Some(cell) = empty.min_by_key(|c| sets[c.index()].len()) else {
        return search.found(digits.clone());
    };
    for d in sets[cell.index()].iter() {
        if !search.enter() {
            return false;
        }
        let peers = shape.layout().peers(cell);
        let saved: Vec<Candidates> = peers.iter().map(|p| sets[p.index()]).collect();
        let dead = peers.iter().any(|p| {
            let set = &mut sets[p.index()];
            set.remove(d);
            digits.get(*p).is_none() && set.is_empty()
        });
        digits.set(cell, Some(d));
        let go_on = dead || fill_marked(digits, sets, search);
        digits.set(cell, None);
        for (p, set) in peers.iter().zip(saved) {
            sets[p.index()] = set;
        }
        if !go_on {
            return false;
        }
    }
    true
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
    fn a_position_counts_the_solutions_its_marks_allow() {
        let grid = WIKIPEDIA.grid();
        let solution = first_solution(&grid).unwrap();
        let all: Vec<Candidates> = grid
            .shape()
            .all_cells()
            .map(|c| grid.candidates(c))
            .collect();
        let count = count_marked_within(&grid, &all, &Limits::solutions(2));
        assert!(count.is_unique(), "{count:?}");
        // The solution's digit removed from one empty cell: no solution is left.
        let cell = grid
            .shape()
            .all_cells()
            .find(|&c| grid.get(c).is_none())
            .unwrap();
        let mut marks = all.clone();
        marks[cell.index()].remove(solution.get(cell).unwrap());
        let none = count_marked_within(&grid, &marks, &Limits::solutions(2));
        assert_eq!((none.solutions, none.complete), (0, true));
        // An empty 4x4 grid with every mark: all 288 solutions.
        let empty = parse_puzzle("................").unwrap();
        let every = vec![Candidates::all(4); 16];
        let count = count_marked_within(&empty, &every, &Limits::solutions(1000));
        assert_eq!((count.solutions, count.complete), (288, true));
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
