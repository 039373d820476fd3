//! Puzzles of our own: a random full grid, then clues taken away one at a time, in a random
//! order, as long as the puzzle keeps exactly one solution.
//!
//! Taking clues away can only add solutions, never remove them, so a clue that could not go
//! once can never go later: one pass over the cells leaves a *minimal* puzzle, one from which no
//! clue can be removed. Everything random comes from one seeded stream ([`SeededRng`]), so a
//! seed gives the same puzzles, byte for byte, on every machine.

mod capped;
mod climb;
pub mod isomorph;
mod rng;
pub mod shipped;
mod wanted;

pub use capped::{Cap, Trial};
pub use climb::{Found, Search};
pub use rng::SeededRng;
pub use wanted::Wanted;

use crate::grid::{Grid, Shape};
use crate::solvers::{Limits, bitmask_in_order};
use crate::steps::NoObserver;
use crate::uniqueness::count_solutions;

/// What kind of puzzles to make.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Options {
    pub shape: Shape,
    /// Remove clues in pairs that mirror each other through the centre (180° rotation), as
    /// published puzzles usually do. The result is then minimal among symmetric puzzles: no
    /// pair can go, though a single clue sometimes could.
    pub symmetric: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            shape: Shape::NINE,
            symmetric: false,
        }
    }
}

/// A generated puzzle and its one solution.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Generated {
    pub puzzle: Grid,
    pub solution: Grid,
}

/// Makes puzzles from a seed, one after another.
pub struct Generator {
    rng: SeededRng,
    options: Options,
}

/// Search nodes a random fill may take before it starts again: filling an empty grid almost
/// never needs many, but a rare unlucky start on a large grid can wander for long.
const FILL_NODES: u64 = 20_000;

impl Generator {
    pub fn new(seed: u64, options: Options) -> Generator {
        Generator {
            rng: SeededRng::new(seed),
            options,
        }
    }

    pub fn options(&self) -> Options {
        self.options
    }

    /// A random complete grid: the counting search (`solvers::bitmask`) run on an empty grid,
    /// trying the digits of each branch in a random order, and stopping at the first solution.
    // ANCHOR: full_grid
    pub fn full_grid(&mut self) -> Grid {
        let empty = Grid::empty(self.options.shape);
        let limits = Limits {
            max_nodes: Some(FILL_NODES),
            ..Limits::solutions(1)
        };
        loop {
            let rng = &mut self.rng;
            let shuffle = |digits: &mut [_]| rng.shuffle(digits);
            let report = bitmask_in_order(&empty, &limits, shuffle, &mut NoObserver);
            if let Some(solution) = report.solutions.into_iter().next() {
                return solution;
            }
        }
    }
    // ANCHOR_END: full_grid

    /// Takes clues away from the complete grid `solution`, in a random order, keeping each
    /// removal only while the puzzle still has exactly one solution.
    // ANCHOR: dig
    pub fn dig(&mut self, solution: &Grid) -> Grid {
        self.dig_from(solution.clone(), solution)
    }

    /// Takes clues away from `puzzle`, whose one solution is `solution`, in a random order,
    /// keeping each removal only while the puzzle still has exactly one solution.
    pub fn dig_from(&mut self, mut puzzle: Grid, solution: &Grid) -> Grid {
        let cells = solution.cells().len();
        // With symmetry each cell goes with its mirror image through the centre; taking the
        // lower index of each pair visits every pair once.
        let mut order: Vec<usize> = (0..cells)
            .filter(|&i| !self.options.symmetric || i <= cells - 1 - i)
            .filter(|&i| puzzle.cells()[i].is_some())
            .collect();
        self.rng.shuffle(&mut order);
        let shape = solution.shape();
        for i in order {
            let mut group = vec![shape.cell(i)];
            if self.options.symmetric && cells - 1 - i != i {
                group.push(shape.cell(cells - 1 - i));
            }
            for &cell in &group {
                puzzle.set(cell, None);
            }
            if !count_solutions(&puzzle, 2).is_unique() {
                for &cell in &group {
                    puzzle.set(cell, solution.get(cell));
                }
            }
        }
        puzzle
    }
    // ANCHOR_END: dig

    /// The next puzzle of the stream.
    pub fn next_puzzle(&mut self) -> Generated {
        let solution = self.full_grid();
        let puzzle = self.dig(&solution);
        Generated { puzzle, solution }
    }
}

impl Iterator for Generator {
    type Item = Generated;

    fn next(&mut self) -> Option<Generated> {
        Some(self.next_puzzle())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_grid_is_a_valid_solution_and_depends_on_the_seed() {
        for shape in [Shape::ALL[0], Shape::NINE, Shape::ALL[2]] {
            let options = Options {
                shape,
                symmetric: false,
            };
            let a = Generator::new(1, options).full_grid();
            assert!(a.is_valid_solution(), "{a}");
            assert_eq!(a, Generator::new(1, options).full_grid());
            assert_ne!(a, Generator::new(2, options).full_grid());
        }
    }

    #[test]
    fn a_symmetric_puzzle_mirrors_its_clues() {
        let mut g = Generator::new(
            5,
            Options {
                shape: Shape::NINE,
                symmetric: true,
            },
        );
        let p = g.next_puzzle().puzzle;
        let cells = p.cells();
        assert!((0..81).all(|i| cells[i].is_some() == cells[80 - i].is_some()));
        assert!(count_solutions(&p, 2).is_unique());
    }
}
