//! Beyond the seeds: a bit-parallel solver after JCZSolve (J. Czajkowski's solver, which the
//! `sudoku` crate ports to Rust), written from the idea rather than the code. Each digit keeps
//! three 27-bit band-masks of the cells where it may go, so that singles, locked candidates and
//! contradictions are found for a whole band with a few AND, OR and table look-ups, and a guess
//! on the cell with the fewest digits copies a 228-byte board instead of undoing anything.
//!
//! The rules can be switched off one by one ([`FastConfig`]) to measure what each one buys; the
//! choice is made once per solve and each combination is compiled as its own search, so the
//! default, everything-on search carries no test of the configuration inside.

mod board;
mod tables;

use crate::grid::{Candidates, Digit, Grid};
use crate::steps::{Observer, Reason, Step};

use self::board::Board;
use super::search::{Limits, Report, Search};

/// Which rules the fast solver uses between guesses. Naked singles are always on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FastConfig {
    /// Place a digit that has one place left in a row, column or box.
    pub hidden_singles: bool,
    /// The band rules: a digit's three cells in a band take three different rows and boxes, so
    /// segments of no such arrangement lose it (pointing and claiming), and a box whose digit
    /// sits in one column takes that column from the boxes above and below.
    pub locked_candidates: bool,
    /// Guess on the cell with the fewest digits left, not the first open cell.
    pub fewest_candidates: bool,
    /// Of the cells with two digits left, guess on the one with the most open peers (with
    /// `fewest_candidates`; alone it changes nothing): a guess there settles more cells,
    /// whichever digit is right, so the trees are smaller.
    pub open_peers: bool,
}

impl Default for FastConfig {
    /// Every rule on: the fastest search.
    fn default() -> FastConfig {
        FastConfig {
            hidden_singles: true,
            locked_candidates: true,
            fewest_candidates: true,
            open_peers: true,
        }
    }
}

impl FastConfig {
    /// Naked singles and a guess on the first open cell: the baseline the other rules are
    /// measured against.
    pub const BASELINE: FastConfig = FastConfig {
        hidden_singles: false,
        locked_candidates: false,
        fewest_candidates: false,
        open_peers: false,
    };

    /// Every combination of the switches that makes a difference (open peers choose among
    /// the cells the fewest-candidates rule offers, so they go with it): twelve.
    pub fn every() -> impl Iterator<Item = FastConfig> {
        (0..16)
            .map(|m| FastConfig {
                hidden_singles: m & 1 != 0,
                locked_candidates: m & 2 != 0,
                fewest_candidates: m & 4 != 0,
                open_peers: m & 8 != 0,
            })
            .filter(|c| c.fewest_candidates || !c.open_peers)
    }

    /// The rules switched on, as a short label: `naked` for the baseline, then `+hidden`,
    /// `+locked`, `+fewest`, `+peers`.
    pub fn label(self) -> String {
        let mut label = String::from("naked");
        for (on, name) in [
            (self.hidden_singles, "+hidden"),
            (self.locked_candidates, "+locked"),
            (self.fewest_candidates, "+fewest"),
            (self.open_peers, "+peers"),
        ] {
            if on {
                label.push_str(name);
            }
        }
        label
    }
}

/// Solves a 9x9 `puzzle` with every rule on.
///
/// # Panics
///
/// On a grid of another size; [`Solver::solve`](super::Solver::solve) checks the size first
/// and returns an error instead.
pub fn solve<O: Observer>(puzzle: &Grid, limits: &Limits, observer: &mut O) -> Report {
    solve_with(puzzle, limits, FastConfig::default(), observer)
}

/// Solves a 9x9 `puzzle` with the rules of `config`.
///
/// # Panics
///
/// On a grid of another size, as [`solve`].
pub fn solve_with<O: Observer>(
    puzzle: &Grid,
    limits: &Limits,
    config: FastConfig,
    observer: &mut O,
) -> Report {
    let FastConfig {
        hidden_singles: h,
        locked_candidates: l,
        fewest_candidates: f,
        open_peers: o,
    } = config;
    // One monomorphised search per combination: the configuration is read here, once. The
    // open-peers rule only chooses among the cells the fewest-candidates rule offers.
    macro_rules! pick {
        ($(($h:literal, $l:literal, $f:literal, $o:literal))*) => {
            match (h, l, f, o && f) {
                $(($h, $l, $f, $o) => run::<$h, $l, $f, $o, O>(puzzle, limits, observer),)*
                (_, _, false, true) => unreachable!("open peers need fewest candidates"),
            }
        };
    }
    pick!((true, true, true, true)(true, true, true, false)(
        true, true, false, false
    )(true, false, true, true)(true, false, true, false)(
        true, false, false, false
    )(false, true, true, true)(false, true, true, false)(
        false, true, false, false
    )(false, false, true, true)(false, false, true, false)(
        false, false, false, false
    ))
}

fn run<
    const HIDDEN: bool,
    const LOCKED: bool,
    const FEWEST: bool,
    const PEERS: bool,
    O: Observer,
>(
    puzzle: &Grid,
    limits: &Limits,
    observer: &mut O,
) -> Report {
    assert_eq!(
        puzzle.shape(),
        crate::grid::Shape::NINE,
        "the fast solver takes 9x9 grids only"
    );
    let mut search = Search::new(limits);
    match Board::new(puzzle) {
        Some(board) => {
            let mut walk = Walk {
                search: &mut search,
                observer,
            };
            let mut board = board;
            walk.node::<HIDDEN, LOCKED, FEWEST, PEERS>(&mut board);
        }
        // Clashing givens: one node, and no solution.
        None => {
            search.enter();
        }
    }
    search.finish()
}

/// A search in progress: the bookkeeping and the listener.
struct Walk<'a, O> {
    search: &'a mut Search,
    observer: &'a mut O,
}

impl<O: Observer> Walk<'_, O> {
    /// One node: apply the rules, then guess on one cell, each digit in turn on its own copy of
    /// the board. True when the search must stop (enough solutions, or a limit).
    fn node<const HIDDEN: bool, const LOCKED: bool, const FEWEST: bool, const PEERS: bool>(
        &mut self,
        board: &mut Board,
    ) -> bool {
        if !self.search.enter() {
            return true;
        }
        let Some(pairs) =
            board.propagate::<HIDDEN, LOCKED, O>(&mut self.search.stats, self.observer)
        else {
            return false;
        };
        let Some((b, p)) = board.choose::<FEWEST, PEERS>(&pairs) else {
            if O::ENABLED {
                self.observer.step(&Step::Solved);
            }
            return !self.search.found(board.solution());
        };
        let digits = board.digits(b, p);
        let mut rest = digits;
        let mut k = 0;
        // Not `grid::bits`: the loop reads what is `rest` to know the last digit, whose board
        // needs no copy (nothing is left to try on it), which an iterator would hide.
        while rest != 0 {
            let d = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            k += 1;
            self.search.stats.guesses += 1;
            if O::ENABLED {
                let reason = Reason::Guess {
                    k,
                    of: digits.count_ones() as usize,
                    candidates: Candidates::from_bits(digits),
                };
                board.tell_place(self.observer, d, b, p, reason);
            }
            // The last digit needs no copy: nothing is left to try on this board after it.
            let stop = if rest == 0 {
                board.place(d, b, p);
                self.node::<HIDDEN, LOCKED, FEWEST, PEERS>(board)
            } else {
                let mut child = *board;
                child.place(d, b, p);
                self.node::<HIDDEN, LOCKED, FEWEST, PEERS>(&mut child)
            };
            if stop {
                return true;
            }
            if O::ENABLED {
                self.observer.step(&Step::Undo {
                    cell: Board::cell(b, p),
                    digit: Digit::from_index(d),
                });
            }
        }
        false
    }
}
