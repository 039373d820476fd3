//! Seed 002: candidate elimination plus hidden singles, as the Spanish applet describes it.
//! Fixed digits are crossed out of their peers until nothing changes (step 2); then each row,
//! column and box is searched for a digit with one place left, which is placed there, and the
//! process starts again at step 2 (step 3); only when both stall does the search guess, and it
//! undoes the guess, with everything that followed, when it leads to a contradiction (step 4).
//!
//! Unlike seed 000 it does not copy the grid for each guess: every change goes on a trail, and
//! undoing a guess pops the trail back to where the guess began. The bookkeeping that makes it
//! fast changes no step and no count: step 2 visits only the fixed cells not yet crossed out (a
//! bitset, walked in the order the full pass would meet them) and crosses a digit out only of
//! the peers that hold it (each digit's places kept as a set of cells), and step 3 looks only at
//! the houses that changed since they were last found to hold nothing, reading the digits
//! fixed in each house from a table kept up to date rather than from the cells. Counting is
//! seed 000's: a node is one call of the recursive search, a guess one candidate tried; a naked
//! single is a cell an elimination left with one candidate, a hidden single a digit placed by
//! step 3.

use crate::grid::{Candidates, CellSet, Digit, Grid, House, Layout, Shape};
use crate::steps::{Contradiction, Observer, Reason, Step};

use super::kit::{Places, by_size, cross_out_placed, exclusion, start};
use super::search::{Limits, Report, Search};

/// Solves `puzzle`, of any size, with steps 2, 3 and 4 of seed 002.
pub fn solve<O: Observer>(puzzle: &Grid, limits: &Limits, observer: &mut O) -> Report {
    // One search per size, each on a grid of a fixed size.
    by_size!(puzzle.shape() => run::<O>(puzzle, limits, observer))
}

/// Seed 002's four steps on a grid of `N` cells, each with `P` peers (`W` words of 64 bits hold
/// the pending cells).
fn run<const N: usize, const P: usize, const W: usize, const S: usize, O: Observer>(
    puzzle: &Grid,
    limits: &Limits,
    observer: &mut O,
) -> Report {
    let shape = puzzle.shape();
    // Step 1, and the givens pending for step 2.
    let (candidates, pending) = start::<N, W>(puzzle);
    let layout = shape.layout();
    let (exclusion, _) = exclusion(shape).as_chunks::<P>();
    let (houses, _) = layout.all_house_indices().as_chunks::<S>();
    let mut search = Search::new(limits);
    let mut solver = HiddenSingles {
        shape,
        exclusion,
        houses,
        layout,
        places: Places::new(&candidates),
        fixed: [[0; S]; 3],
        candidates,
        pending,
        dirty: all_houses(3 * shape.side()),
        empty: false,
        // Each change takes at least one candidate away: a branch never holds more.
        trail: Vec::with_capacity(N * S),
        search: &mut search,
        observer,
    };
    solver.solve();
    search.finish()
}

/// The bits of the first `n` houses.
#[inline]
fn all_houses(n: usize) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
}

/// Cell `i` holds `digit` fixed: so do its row, column and box.
#[inline(always)]
fn fix<const S: usize>(fixed: &mut [[u32; S]; 3], layout: &Layout, i: usize, digit: Digit) {
    for h in layout.house_numbers(i) {
        fixed.as_flattened_mut()[h] |= Candidates::single(digit).bits();
    }
}

/// One change to undo: a cell's candidates before it.
struct Change(u16, Candidates);

/// What step 3 found in a house.
enum HouseFinding {
    /// A digit with one place left, in this cell.
    Hidden(usize, Digit, House),
    /// A digit with no place left.
    NoPlace(Digit, House),
}

struct HiddenSingles<
    'a,
    const N: usize,
    const P: usize,
    const W: usize,
    const S: usize,
    O: Observer,
> {
    shape: Shape,
    /// Seed 000's `g_exclusion`, `P` cells for each cell.
    exclusion: &'static [[u16; P]],
    /// The cells of each house, in step 3's order.
    houses: &'static [[u16; S]],
    /// The houses (step 3 looks at them in the layout's order: rows, columns, boxes) and the
    /// houses of each cell.
    layout: &'static Layout,
    candidates: [Candidates; N],
    /// Where each digit may still go: the candidates again, digit by digit, so that crossing a
    /// digit out visits only the peers that hold it.
    places: Places<W, S>,
    /// The digits of the fixed cells of each house, by house number (rows, columns, boxes),
    /// added as step 2 crosses each fixed cell out (it does so for every one before step 3
    /// looks): step 3 need not tell fixed cells from the others.
    fixed: [[u32; S]; 3],
    /// Fixed cells whose digit has not yet been crossed out of their peers, one bit per cell:
    /// the only cells step 2 has work for.
    pending: CellSet<W>,
    /// Houses whose cells changed since step 3 last found nothing in them, one bit per house in
    /// step 3's order: a house not in this set still holds nothing to find.
    dirty: u128,
    /// Whether an elimination has left a cell with no candidate since the last undo.
    empty: bool,
    trail: Vec<Change>,
    search: &'a mut Search,
    observer: &'a mut O,
}

impl<const N: usize, const P: usize, const W: usize, const S: usize, O: Observer>
    HiddenSingles<'_, N, P, W, S, O>
{
    /// One node of the search: true once the search must stop.
    fn solve(&mut self) -> bool {
        if !self.search.enter() {
            return true;
        }
        if let Err(contradiction) = self.deduce() {
            if O::ENABLED {
                self.observer.step(&Step::Contradiction(contradiction));
            }
            return false;
        }
        // Step 4: a cell with the fewest candidates, the first in row order, as seed 000's
        // `FindBest` picks it; a grid of fixed cells is a solution.
        let Some(i) = self.best_cell() else {
            if O::ENABLED {
                self.observer.step(&Step::Solved);
            }
            let cells = self.candidates.iter().map(|c| c.as_single()).collect();
            let solution = Grid::from_cells(cells).expect("a grid of singles");
            return !self.search.found_by(solution, self.observer);
        };
        let candidates = self.candidates[i];
        let (mark, places, fixed) = (self.trail.len(), self.places, self.fixed);
        for (k, digit) in candidates.iter().enumerate() {
            self.set(i, Candidates::single(digit));
            self.search.stats.guesses += 1;
            if O::ENABLED {
                self.observer.step(&Step::Place {
                    cell: self.shape.cell(i),
                    digit,
                    reason: Reason::Guess {
                        k: k + 1,
                        of: candidates.len(),
                        candidates,
                    },
                });
            }
            if self.solve() {
                return true;
            }
            self.undo_to(mark, &places, &fixed);
            if O::ENABLED {
                self.observer.step(&Step::Undo {
                    cell: self.shape.cell(i),
                    digit,
                });
            }
        }
        false
    }

    /// The first cell in row order with the fewest candidates above one, or `None` when every
    /// cell is fixed. No cell has fewer than two, so the first cell with two ends the scan.
    #[inline]
    fn best_cell(&self) -> Option<usize> {
        // Most often some cell has two candidates, and then the first of them is the answer:
        // telling "exactly two" takes a few operations, counting candidates a dozen.
        let two = |c: u32| {
            let rest = c & c.wrapping_sub(1);
            rest != 0 && rest & (rest - 1) == 0
        };
        if let Some(i) = self.candidates.iter().position(|c| two(c.bits())) {
            return Some(i);
        }
        let mut best: Option<usize> = None;
        let mut best_len = u32::MAX;
        for (i, c) in self.candidates.iter().enumerate() {
            // Fixed cells, most of them, are told apart without counting bits.
            if c.is_single() {
                continue;
            }
            let len = c.bits().count_ones();
            if len > 1 && len < best_len {
                best = Some(i);
                best_len = len;
            }
        }
        best
    }

    /// Steps 2 and 3 to their fixpoint: eliminate until nothing changes, then place the first
    /// hidden single and eliminate again, until neither finds anything.
    #[inline]
    fn deduce(&mut self) -> Result<(), Contradiction> {
        loop {
            while self.eliminate() {}
            if self.empty {
                let i = self
                    .candidates
                    .iter()
                    .position(|c| c.is_empty())
                    .expect("a cell left empty");
                return Err(Contradiction::NoCandidate(self.shape.cell(i)));
            }
            match self.find_in_houses() {
                None => return Ok(()),
                Some(HouseFinding::NoPlace(digit, house)) => {
                    return Err(Contradiction::NoPlace(digit, house));
                }
                Some(HouseFinding::Hidden(i, digit, house)) => {
                    self.set(i, Candidates::single(digit));
                    self.search.stats.hidden_singles += 1;
                    if O::ENABLED {
                        self.observer.step(&Step::Place {
                            cell: self.shape.cell(i),
                            digit,
                            reason: Reason::HiddenSingle(house),
                        });
                    }
                }
            }
        }
    }

    /// Step 2, one pass in row order (seed 000's `DoGaps`, [`cross_out`]): each fixed digit
    /// not yet crossed out is removed from its peers. True when anything was removed. Each
    /// change goes on the trail, and the houses of the cell must be looked at again.
    #[inline]
    fn eliminate(&mut self) -> bool {
        let (layout, trail, dirty, empty, fixed) = (
            self.layout,
            &mut self.trail,
            &mut self.dirty,
            &mut self.empty,
            &mut self.fixed,
        );
        cross_out_placed(
            self.layout,
            &mut self.candidates,
            &mut self.pending,
            &mut self.places,
            self.exclusion,
            &mut self.search.stats,
            self.observer,
            |e, before| {
                trail.push(Change(e as u16, before));
                *dirty |= layout.house_set(e);
                // `before` held the digit crossed out: it was a single if nothing else is left
                // once its lowest digit goes (no test for the empty set needed).
                let before = before.bits();
                if before & before.wrapping_sub(1) == 0 {
                    *empty = true;
                }
            },
            |y, digit| fix(fixed, layout, y, digit),
        )
    }

    // The loop below walks `self.dirty` itself, not `grid::bits` over a copy: it returns at
    // the first finding and leaves that house and the ones after it dirty for the next call,
    // clearing a house's bit only once the house holds nothing to find.
    // ANCHOR: find_in_houses
    /// Step 3: houses in the order rows, columns, boxes, digits in ascending order; the first
    /// digit with no place left, or with one place in a cell not yet fixed. Only the houses
    /// that changed since they last held nothing are looked at; the others still hold nothing.
    #[inline]
    fn find_in_houses(&mut self) -> Option<HouseFinding> {
        let all = Candidates::all(self.shape.side()).bits();
        while self.dirty != 0 {
            let h = self.dirty.trailing_zeros() as usize;
            let cells = &self.houses[h];
            // Digits seen at least once and at least twice in this house, and those fixed in it.
            let (mut once, mut twice) = (0u32, 0u32);
            for &cell in cells {
                let c = self.candidates[cell as usize].bits();
                twice |= once & c;
                once |= c;
            }
            let fixed = self.fixed.as_flattened()[h];
            let missing = all & !once;
            if missing != 0 {
                let digit = Digit::from_index(missing.trailing_zeros() as usize);
                return Some(HouseFinding::NoPlace(digit, self.layout.house(h)));
            }
            let hidden = once & !twice & !fixed;
            if hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                let cell = cells
                    .iter()
                    .find(|&&c| self.candidates[c as usize].bits() & bit != 0)
                    .expect("a digit seen once has a cell");
                let digit = Digit::from_index(hidden.trailing_zeros() as usize);
                return Some(HouseFinding::Hidden(
                    *cell as usize,
                    digit,
                    self.layout.house(h),
                ));
            }
            // House `h` is the lowest of the set.
            self.dirty &= self.dirty - 1;
        }
        None
    }
    // ANCHOR_END: find_in_houses

    /// Sets a cell's candidates, keeping the old ones on the trail; its houses must be looked
    /// at again.
    #[inline]
    fn set(&mut self, i: usize, value: Candidates) {
        self.trail.push(Change(i as u16, self.candidates[i]));
        self.places.update(i, self.candidates[i], value);
        self.candidates[i] = value;
        self.dirty |= self.layout.house_set(i);
        if value.is_single() {
            self.pending.insert(i);
        }
    }

    // ANCHOR: undo_to
    /// Takes back every change made since the trail had `mark` entries. The state it returns
    /// to is one where steps 2 and 3 had run to their end: no cell pending, no house with
    /// anything to find, no cell empty. The places of the digits (the candidates again, digit
    /// by digit) come back from the copy taken with the mark.
    #[inline]
    fn undo_to(&mut self, mark: usize, places: &Places<W, S>, fixed: &[[u32; S]; 3]) {
        for Change(i, old) in self.trail.drain(mark..).rev() {
            self.candidates[i as usize] = old;
        }
        self.places = *places;
        self.fixed = *fixed;
        self.pending = CellSet::EMPTY;
        self.dirty = 0;
        self.empty = false;
    }
    // ANCHOR_END: undo_to
}
