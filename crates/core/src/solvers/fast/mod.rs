//! Beyond the seeds: a bit-parallel solver after JCZSolve (J. Czajkowski's solver, which the
//! `sudoku` crate ports to Rust), written from the idea rather than the code. Each digit keeps
//! three 27-bit band-masks of the cells where it may go, so that singles, locked candidates and
//! contradictions are found for a whole band with a few AND, OR and table look-ups, and a guess
//! on the cell with the fewest digits copies a 228-byte board instead of undoing anything.
//!
//! The rules can be switched off one by one ([`FastConfig`]) to measure what each one buys; the
//! choice is made once per solve and each combination is compiled as its own search, so the
//! default, everything-on search carries no test of the configuration inside. Each search is
//! compiled twice, for any processor of its architecture and for x86-64 with AVX2 and BMI2
//! ([`Isa`]): the second is chosen at run time where the processor has them.

mod board;
mod tables;

use std::marker::PhantomData;

use crate::grid::{Candidates, Digit, Grid};
use crate::steps::{Observer, Reason, Step};

use self::board::Bitboard;
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
    /// whichever digit is right, so the trees are smaller. Where no cell has two digits, a
    /// search that walks its whole tree (a uniqueness proof, a count) takes the cell with the
    /// fewest digits in the whole grid, the most open peers among them.
    pub open_peers: bool,
    /// The triad rule (the idea of Tom Dillon's tdoku): the three cells of a row or a column
    /// inside a box hold three different digits, so a triad where three digits are left holds
    /// all three, which leave the rest of its line and box. It runs where the other rules have
    /// nothing left to do, and goes with `locked_candidates`, whose band rules finish what it
    /// starts.
    pub triads: bool,
    /// The stack rule: the band rule turned on its side. A digit takes one column of a stack
    /// (three columns of boxes) in each band, a different one in each, so a band and column
    /// of the stack in no such arrangement lose it: column-wise claiming, and hidden singles
    /// in columns. It goes with hidden singles and the band rules.
    pub stacks: bool,
}

impl Default for FastConfig {
    /// Every rule on: the fastest search.
    fn default() -> FastConfig {
        FastConfig {
            hidden_singles: true,
            locked_candidates: true,
            fewest_candidates: true,
            open_peers: true,
            triads: false,
            stacks: true,
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
        triads: false,
        stacks: false,
    };

    /// Every rule on, the triads too.
    pub const TRIADS: FastConfig = FastConfig {
        hidden_singles: true,
        locked_candidates: true,
        fewest_candidates: true,
        open_peers: true,
        triads: true,
        stacks: true,
    };

    /// Every combination of the switches that makes a difference (open peers choose among
    /// the cells the fewest-candidates rule offers, so they go with it; triads go with the band
    /// rules, and the stack rule with them and hidden singles): twenty-four.
    pub fn every() -> impl Iterator<Item = FastConfig> {
        (0..64)
            .map(|m| FastConfig {
                hidden_singles: m & 1 != 0,
                locked_candidates: m & 2 != 0,
                fewest_candidates: m & 4 != 0,
                open_peers: m & 8 != 0,
                triads: m & 16 != 0,
                stacks: m & 32 != 0,
            })
            .filter(|c| c.fewest_candidates || !c.open_peers)
            .filter(|c| c.locked_candidates || !c.triads)
            .filter(|c| c.locked_candidates && c.hidden_singles || !c.stacks)
    }

    /// The rules switched on, as a short label: `naked` for the baseline, then `+hidden`,
    /// `+locked`, `+fewest`, `+peers`, `+triads`, `+stacks`.
    pub fn label(self) -> String {
        let mut label = String::from("naked");
        for (on, name) in [
            (self.hidden_singles, "+hidden"),
            (self.locked_candidates, "+locked"),
            (self.fewest_candidates, "+fewest"),
            (self.open_peers, "+peers"),
            (self.triads, "+triads"),
            (self.stacks, "+stacks"),
        ] {
            if on {
                label.push_str(name);
            }
        }
        label
    }
}

/// The instruction set a search is compiled for. The library is built for any processor of its
/// architecture; the x86-64 copy of the search compiled with AVX2, BMI1/2, POPCNT and LZCNT
/// does a band's nine band-masks in one 256-bit operation where the other takes two or three,
/// and counts and walks bits in one instruction each. Which to use is asked of the processor
/// when a solve starts.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Isa {
    /// The build's own target: any x86-64 (SSE2), any aarch64 (NEON), or anything else.
    Portable,
    /// x86-64 with AVX2, BMI1, BMI2, POPCNT and LZCNT (Haswell and later, Zen and later).
    Avx2,
}

impl Isa {
    /// The fastest instruction set this processor has.
    pub fn best() -> Isa {
        if Isa::Avx2.available() {
            Isa::Avx2
        } else {
            Isa::Portable
        }
    }

    /// Whether this processor runs code compiled for this instruction set.
    pub fn available(self) -> bool {
        match self {
            Isa::Portable => true,
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2 => {
                std::arch::is_x86_feature_detected!("avx2")
                    && std::arch::is_x86_feature_detected!("bmi1")
                    && std::arch::is_x86_feature_detected!("bmi2")
                    && std::arch::is_x86_feature_detected!("popcnt")
                    && std::arch::is_x86_feature_detected!("lzcnt")
            }
            #[cfg(not(target_arch = "x86_64"))]
            Isa::Avx2 => false,
        }
    }
}

/// Solves a 9x9 `puzzle` with every rule on, on the best instruction set of this processor.
///
/// # Panics
///
/// On a grid of another size; [`Solver::solve`](super::Solver::solve) checks the size first
/// and returns an error instead.
pub fn solve<O: Observer>(puzzle: &Grid, limits: &Limits, observer: &mut O) -> Report {
    solve_with(puzzle, limits, FastConfig::default(), observer)
}

/// Solves a 9x9 `puzzle` with the rules of `config`, on the best instruction set of this
/// processor.
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
    solve_on(puzzle, limits, config, Isa::best(), observer).expect("the best set is available")
}

/// Solves a 9x9 `puzzle` with the rules of `config`, on the instruction set `isa`; `None` when
/// this processor lacks it. The two sets take the same path: the same nodes, the same solutions.
///
/// # Panics
///
/// On a grid of another size, as [`solve`].
pub fn solve_on<O: Observer>(
    puzzle: &Grid,
    limits: &Limits,
    config: FastConfig,
    isa: Isa,
    observer: &mut O,
) -> Option<Report> {
    if !isa.available() {
        return None;
    }
    Some(match isa {
        Isa::Portable => pick::<Portable, O>(puzzle, limits, config, observer),
        #[cfg(target_arch = "x86_64")]
        Isa::Avx2 => pick::<Avx2, O>(puzzle, limits, config, observer),
        #[cfg(not(target_arch = "x86_64"))]
        Isa::Avx2 => unreachable!("AVX2 is never available off x86-64"),
    })
}

/// The search compiled for `config`, on the instruction set `I`.
fn pick<I: Target, O: Observer>(
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
        triads: t,
        stacks: s,
    } = config;
    // One monomorphised search per combination: the configuration is read here, once. The
    // open-peers rule only chooses among the cells the fewest-candidates rule offers; triads
    // go with the band rules, the stack rule with them and hidden singles.
    macro_rules! pick {
        ($(($h:literal, $l:literal, $f:literal, $o:literal, $t:literal, $s:literal))*) => {
            match (h, l, f, o && f, t && l, s && l && h) {
                $(($h, $l, $f, $o, $t, $s) => {
                    run::<I, $h, $l, $f, $o, $t, $s, O>(puzzle, limits, observer)
                })*
                (_, _, false, true, _, _) => unreachable!("open peers need fewest candidates"),
                (_, false, _, _, true, _) => unreachable!("triads need the band rules"),
                (false, _, _, _, _, true) | (_, false, _, _, _, true) => {
                    unreachable!("the stack rule needs hidden singles and the band rules")
                }
            }
        };
    }
    pick!((true, true, true, true, true, true)(
        true, true, true, false, true, true
    )(true, true, false, false, true, true)(
        true, true, true, true, false, true
    )(true, true, true, false, false, true)(
        true, true, false, false, false, true
    )(true, true, true, true, true, false)(
        true, true, true, false, true, false
    )(true, true, false, false, true, false)(
        false, true, true, true, true, false
    )(false, true, true, false, true, false)(
        false, true, false, false, true, false
    )(true, true, true, true, false, false)(
        true, true, true, false, false, false
    )(true, true, false, false, false, false)(
        true, false, true, true, false, false
    )(true, false, true, false, false, false)(
        true, false, false, false, false, false
    )(false, true, true, true, false, false)(
        false, true, true, false, false, false
    )(false, true, false, false, false, false)(
        false, false, true, true, false, false
    )(false, false, true, false, false, false)(
        false, false, false, false, false, false
    ))
}

fn run<
    I: Target,
    const HIDDEN: bool,
    const LOCKED: bool,
    const FEWEST: bool,
    const PEERS: bool,
    const TRIADS: bool,
    const STACKS: bool,
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
    match Bitboard::new(puzzle) {
        Some(mut board) => {
            let mut walk = Walk {
                search: &mut search,
                observer,
                target: PhantomData,
            };
            I::node::<HIDDEN, LOCKED, FEWEST, PEERS, TRIADS, STACKS, O>(&mut walk, &mut board);
        }
        // Clashing givens: one node, and no solution.
        None => {
            search.enter();
        }
    }
    search.finish()
}

/// An instruction set the search is compiled for: its `node` is [`Walk::node`] compiled with
/// that set's instructions enabled, everything the node inlines included.
trait Target: Sized {
    fn node<
        const HIDDEN: bool,
        const LOCKED: bool,
        const FEWEST: bool,
        const PEERS: bool,
        const TRIADS: bool,
        const STACKS: bool,
        O: Observer,
    >(
        walk: &mut Walk<'_, O, Self>,
        board: &mut Bitboard,
    ) -> bool;
}

/// The build's own target.
struct Portable;

impl Target for Portable {
    fn node<
        const HIDDEN: bool,
        const LOCKED: bool,
        const FEWEST: bool,
        const PEERS: bool,
        const TRIADS: bool,
        const STACKS: bool,
        O: Observer,
    >(
        walk: &mut Walk<'_, O, Self>,
        board: &mut Bitboard,
    ) -> bool {
        walk.node::<HIDDEN, LOCKED, FEWEST, PEERS, TRIADS, STACKS>(board)
    }
}

/// x86-64 with AVX2 and BMI2: only ever run where [`Isa::Avx2`] is available.
#[cfg(target_arch = "x86_64")]
struct Avx2;

#[cfg(target_arch = "x86_64")]
impl Target for Avx2 {
    #[inline(always)]
    fn node<
        const HIDDEN: bool,
        const LOCKED: bool,
        const FEWEST: bool,
        const PEERS: bool,
        const TRIADS: bool,
        const STACKS: bool,
        O: Observer,
    >(
        walk: &mut Walk<'_, O, Self>,
        board: &mut Bitboard,
    ) -> bool {
        // SAFETY: a search on `Avx2` starts only from `solve_on`, after
        // `Isa::Avx2.available()` found every feature `avx2_node` enables.
        unsafe { avx2_node::<HIDDEN, LOCKED, FEWEST, PEERS, TRIADS, STACKS, O>(walk, board) }
    }
}

/// [`Walk::node`] compiled with AVX2, BMI1/2, POPCNT and LZCNT: the node is inlined here, and
/// with it the rules, so the whole search runs on these instructions.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn avx2_node<
    const HIDDEN: bool,
    const LOCKED: bool,
    const FEWEST: bool,
    const PEERS: bool,
    const TRIADS: bool,
    const STACKS: bool,
    O: Observer,
>(
    walk: &mut Walk<'_, O, Avx2>,
    board: &mut Bitboard,
) -> bool {
    walk.node::<HIDDEN, LOCKED, FEWEST, PEERS, TRIADS, STACKS>(board)
}

/// A search in progress: the bookkeeping and the listener, on the instruction set `I`.
struct Walk<'a, O, I> {
    search: &'a mut Search,
    observer: &'a mut O,
    target: PhantomData<I>,
}

impl<O: Observer, I: Target> Walk<'_, O, I> {
    /// One node: apply the rules, then guess on one cell, each digit in turn on its own copy of
    /// the board. True when the search must stop (enough solutions, or a limit). Inlined into
    /// each [`Target`]'s `node`, which the recursion goes through, so that each instruction set
    /// has its own copy of the whole search.
    #[inline(always)]
    fn node<
        const HIDDEN: bool,
        const LOCKED: bool,
        const FEWEST: bool,
        const PEERS: bool,
        const TRIADS: bool,
        const STACKS: bool,
    >(
        &mut self,
        board: &mut Bitboard,
    ) -> bool {
        if !self.search.enter() {
            return true;
        }
        let Some(pairs) = board
            .propagate::<HIDDEN, LOCKED, TRIADS, STACKS, O>(&mut self.search.stats, self.observer)
        else {
            return false;
        };
        let whole_tree = self.search.max_solutions() > 1;
        let Some((b, p)) = board.choose::<FEWEST, PEERS>(&pairs, whole_tree) else {
            if O::ENABLED {
                self.observer.step(&Step::Solved);
            }
            return !self.search.found_by(board.solution(), self.observer);
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
                I::node::<HIDDEN, LOCKED, FEWEST, PEERS, TRIADS, STACKS, O>(self, board)
            } else {
                let mut child = *board;
                child.place(d, b, p);
                I::node::<HIDDEN, LOCKED, FEWEST, PEERS, TRIADS, STACKS, O>(self, &mut child)
            };
            if stop {
                return true;
            }
            if O::ENABLED {
                self.observer.step(&Step::Undo {
                    cell: Bitboard::cell(b, p),
                    digit: Digit::from_index(d),
                });
            }
        }
        false
    }
}
