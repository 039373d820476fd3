//! Seed 002: candidate elimination plus hidden singles, as the Spanish applet describes it.
//! Fixed digits are crossed out of their peers until nothing changes (step 2); then each row,
//! column and box is searched for a digit with one place left, which is placed there, and the
//! process starts again at step 2 (step 3); only when both stall does the search guess, and it
//! undoes the guess, with everything that followed, when it leads to a contradiction (step 4).
//!
//! Unlike seed 000 it does not copy the grid for each guess: every change goes on a trail, and
//! undoing a guess pops the trail back to where the guess began. Counting is seed 000's: a node
//! is one call of the recursive search, a guess one candidate tried; a naked single is a cell
//! an elimination left with one candidate, a hidden single a digit placed by step 3.

use crate::grid::{Candidates, Digit, Grid, House, Shape};
use crate::steps::{Cause, Contradiction, Observer, Reason, Step};

use super::propagation::exclusion;
use super::search::{Limits, Report, Search};

/// Solves `puzzle`, of any size, with steps 2, 3 and 4 of seed 002.
pub fn solve<O: Observer>(puzzle: &Grid, limits: &Limits, observer: &mut O) -> Report {
    let shape = puzzle.shape();
    // Step 1: every digit for an unknown cell, the given alone for a given.
    let candidates: Vec<Candidates> = puzzle
        .cells()
        .iter()
        .map(|c| c.map_or(Candidates::all(shape.side()), Candidates::single))
        .collect();
    let mut search = Search::new(limits);
    let mut solver = HiddenSingles {
        shape,
        exclusion: exclusion(shape),
        done: vec![false; candidates.len()],
        candidates,
        trail: Vec::new(),
        search: &mut search,
        observer,
    };
    solver.solve();
    search.finish()
}

/// One change to undo: a cell's candidates before it, or a fixed cell marked as crossed out of
/// its peers.
enum Change {
    Candidates(u16, Candidates),
    Done(u16),
}

/// What step 3 found in a house.
enum HouseFinding {
    /// A digit with one place left, in this cell.
    Hidden(usize, Digit, House),
    /// A digit with no place left.
    NoPlace(Digit, House),
}

struct HiddenSingles<'a, O: Observer> {
    shape: Shape,
    exclusion: &'static [Vec<u16>],
    candidates: Vec<Candidates>,
    /// Fixed cells whose digit has already been crossed out of their peers: a second pass over
    /// them would remove nothing, so step 2 skips them.
    done: Vec<bool>,
    trail: Vec<Change>,
    search: &'a mut Search,
    observer: &'a mut O,
}

impl<O: Observer> HiddenSingles<'_, O> {
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
        let mut best: Option<usize> = None;
        for (i, c) in self.candidates.iter().enumerate() {
            if c.len() > 1 && best.is_none_or(|b| c.len() < self.candidates[b].len()) {
                best = Some(i);
            }
        }
        let Some(i) = best else {
            self.observer.step(&Step::Solved);
            let cells = self.candidates.iter().map(|c| c.as_single()).collect();
            return !self
                .search
                .found(Grid::from_cells(cells).expect("a grid of singles"));
        };
        let candidates = self.candidates[i];
        let cell = self.shape.cell(i);
        for (k, digit) in candidates.iter().enumerate() {
            let mark = self.trail.len();
            self.set(i, Candidates::single(digit));
            self.search.stats.guesses += 1;
            self.observer.step(&Step::Place {
                cell,
                digit,
                reason: Reason::Guess {
                    k: k + 1,
                    of: candidates.len(),
                    candidates,
                },
            });
            if self.solve() {
                return true;
            }
            self.undo_to(mark);
            self.observer.step(&Step::Undo { cell, digit });
        }
        false
    }

    /// Steps 2 and 3 to their fixpoint: eliminate until nothing changes, then place the first
    /// hidden single and eliminate again, until neither finds anything.
    fn deduce(&mut self) -> Result<(), Contradiction> {
        loop {
            while self.eliminate() {}
            if let Some(i) = self.candidates.iter().position(|c| c.is_empty()) {
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
                    self.observer.step(&Step::Place {
                        cell: self.shape.cell(i),
                        digit,
                        reason: Reason::HiddenSingle(house),
                    });
                }
            }
        }
    }

    /// Step 2, one pass in row order (seed 000's `DoGaps`): each fixed digit not yet crossed
    /// out is removed from its peers. True when anything was removed.
    fn eliminate(&mut self) -> bool {
        let mut changed = false;
        for y in 0..self.candidates.len() {
            if self.done[y] {
                continue;
            }
            let Some(v) = self.candidates[y].as_single() else {
                continue;
            };
            self.done[y] = true;
            self.trail.push(Change::Done(y as u16));
            for &e in &self.exclusion[y] {
                let e = e as usize;
                let n = self.candidates[e];
                if n.contains(v) {
                    changed = true;
                    let mut left = n;
                    left.remove(v);
                    self.set(e, left);
                    self.search.stats.eliminations += 1;
                    if O::ENABLED {
                        self.observer.step(&Step::Eliminate {
                            cell: self.shape.cell(e),
                            digit: v,
                            cause: Cause::Peer(self.shape.cell(y)),
                        });
                    }
                    if let Some(digit) = left.as_single() {
                        self.search.stats.naked_singles += 1;
                        self.observer.step(&Step::Place {
                            cell: self.shape.cell(e),
                            digit,
                            reason: Reason::NakedSingle,
                        });
                    }
                }
            }
        }
        changed
    }

    // ANCHOR: find_in_houses
    /// Step 3: houses in the order rows, columns, boxes, digits in ascending order; the first
    /// digit with no place left, or with one place in a cell not yet fixed.
    fn find_in_houses(&self) -> Option<HouseFinding> {
        let all = Candidates::all(self.shape.side()).bits();
        for (house, cells) in self.shape.layout().houses() {
            // Digits seen at least once, at least twice, and already fixed in this house.
            let (mut once, mut twice, mut fixed) = (0u32, 0u32, 0u32);
            for cell in cells {
                let c = self.candidates[cell.index()].bits();
                twice |= once & c;
                once |= c;
                if c.count_ones() == 1 {
                    fixed |= c;
                }
            }
            let missing = all & !once;
            if missing != 0 {
                let digit = Candidates::from_bits(missing).iter().next()?;
                return Some(HouseFinding::NoPlace(digit, house));
            }
            let hidden = once & !twice & !fixed;
            if let Some(digit) = Candidates::from_bits(hidden).iter().next() {
                let cell = cells
                    .iter()
                    .find(|c| self.candidates[c.index()].contains(digit))
                    .expect("a digit seen once has a cell");
                return Some(HouseFinding::Hidden(cell.index(), digit, house));
            }
        }
        None
    }
    // ANCHOR_END: find_in_houses

    /// Sets a cell's candidates, keeping the old ones on the trail.
    fn set(&mut self, i: usize, value: Candidates) {
        self.trail
            .push(Change::Candidates(i as u16, self.candidates[i]));
        self.candidates[i] = value;
    }

    // ANCHOR: undo_to
    /// Takes back every change made since the trail had `mark` entries.
    fn undo_to(&mut self, mark: usize) {
        while self.trail.len() > mark {
            match self.trail.pop().expect("longer than mark") {
                Change::Candidates(i, old) => self.candidates[i as usize] = old,
                Change::Done(i) => self.done[i as usize] = false,
            }
        }
    }
    // ANCHOR_END: undo_to
}
