//! The generator's engine, for grids of every size: candidates as bitmasks, naked and hidden
//! singles placed until nothing follows, then a branch on a cell with the fewest candidates. It
//! is the propagation-and-search idea of the seed chapters written for speed rather than for
//! reading, and the one search that can try the digits of each branch in a random order.
//!
//! It answers the questions the generator repeats thousands of times: how many solutions a
//! puzzle has, up to a limit ([`crate::uniqueness`], on the sizes `fast` does not take), and a
//! random full grid. Placing a digit removes it from the peers at once; a cell left with one
//! candidate is placed in turn; then every house is searched for a digit with one place left.

use crate::grid::{Candidates, Digit, Grid, House, Layout, bits};
use crate::steps::{Contradiction, Observer, Reason, Step};

use super::search::{Limits, Report, Search};

/// Set on a cell's mask once its digit is placed and removed from its peers.
const PLACED: u32 = 1 << 31;
/// The candidate bits of a mask (the grid is at most 25x25).
const DIGITS: u32 = !PLACED;

/// Solves `puzzle`, of any size, trying the digits of each branch in ascending order.
pub fn solve<O: Observer>(puzzle: &Grid, limits: &Limits, observer: &mut O) -> Report {
    solve_in_order(puzzle, limits, |_: &mut [Digit]| {}, observer)
}

/// Solves `puzzle`, trying the digits of each branch in the order `order` puts them in (it
/// gets them ascending): a random order draws a random solution, which is how the generator
/// fills an empty grid.
pub fn solve_in_order<O: Observer>(
    puzzle: &Grid,
    limits: &Limits,
    order: impl FnMut(&mut [Digit]),
    observer: &mut O,
) -> Report {
    // One search per size, each on masks of a fixed size.
    match puzzle.shape().box_side() {
        2 => run::<16, O>(puzzle, limits, order, observer),
        3 => run::<81, O>(puzzle, limits, order, observer),
        4 => run::<256, O>(puzzle, limits, order, observer),
        _ => run::<625, O>(puzzle, limits, order, observer),
    }
}

fn run<const N: usize, O: Observer>(
    puzzle: &Grid,
    limits: &Limits,
    order: impl FnMut(&mut [Digit]),
    observer: &mut O,
) -> Report {
    let layout = puzzle.shape().layout();
    let full = Candidates::all(puzzle.shape().side()).bits();
    let mut cand = [full; N];
    let mut queue = Queue::<N>::new();
    for (i, cell) in puzzle.cells().iter().enumerate() {
        if let Some(d) = cell {
            cand[i] = (1 << d.index()) | PLACED;
            queue.push(i);
        }
    }
    let mut search = Search::new(limits);
    let mut walk = Walk {
        layout,
        full,
        order,
        search: &mut search,
        observer,
    };
    walk.branch(cand, queue);
    search.finish()
}

/// The placed cells whose digit is still to be removed from their peers.
struct Queue<const N: usize> {
    cells: [u16; N],
    len: usize,
}

impl<const N: usize> Queue<N> {
    fn new() -> Queue<N> {
        Queue {
            cells: [0; N],
            len: 0,
        }
    }

    /// A cell is queued once, when it is placed, so `N` places are enough.
    #[inline]
    fn push(&mut self, cell: usize) {
        self.cells[self.len] = cell as u16;
        self.len += 1;
    }

    #[inline]
    fn pop(&mut self) -> Option<usize> {
        self.len = self.len.checked_sub(1)?;
        Some(self.cells[self.len] as usize)
    }
}

struct Walk<'a, F, O> {
    layout: &'static Layout,
    /// Every digit of the grid.
    full: u32,
    order: F,
    search: &'a mut Search,
    observer: &'a mut O,
}

impl<F: FnMut(&mut [Digit]), O: Observer> Walk<'_, F, O> {
    /// One node: place what is forced, then branch on a cell with the fewest candidates. True
    /// once the search must stop.
    fn branch<const N: usize>(&mut self, mut cand: [u32; N], mut queue: Queue<N>) -> bool {
        if !self.search.enter() {
            return true;
        }
        if let Err(contradiction) = self.propagate(&mut cand, &mut queue) {
            if O::ENABLED {
                self.observer.step(&Step::Contradiction(contradiction));
            }
            return false;
        }
        // The open cell with the fewest candidates: the branch least likely to be wrong.
        let mut best: Option<(usize, u32)> = None;
        for (i, &m) in cand.iter().enumerate() {
            if m & PLACED == 0 {
                let n = m.count_ones();
                if best.is_none_or(|(_, b)| n < b) {
                    best = Some((i, n));
                    if n == 2 {
                        break;
                    }
                }
            }
        }
        let Some((cell, _)) = best else {
            if O::ENABLED {
                self.observer.step(&Step::Solved);
            }
            return !self.search.found_by(solution(&cand), self.observer);
        };
        let candidates = Candidates::from_bits(cand[cell]);
        let mut digits = [Digit::from_index(0); 25];
        let mut n = 0;
        for d in candidates.iter() {
            digits[n] = d;
            n += 1;
        }
        let digits = &mut digits[..n];
        (self.order)(digits);
        for (k, &digit) in digits.iter().enumerate() {
            self.search.stats.guesses += 1;
            if O::ENABLED {
                self.observer.step(&Step::Place {
                    cell: self.layout.shape().cell(cell),
                    digit,
                    reason: Reason::Guess {
                        k: k + 1,
                        of: n,
                        candidates,
                    },
                });
            }
            let mut child = cand;
            child[cell] = Candidates::single(digit).bits() | PLACED;
            let mut queue = Queue::new();
            queue.push(cell);
            if self.branch(child, queue) {
                return true;
            }
            if O::ENABLED {
                self.observer.step(&Step::Undo {
                    cell: self.layout.shape().cell(cell),
                    digit,
                });
            }
        }
        false
    }

    /// Places what is forced: removes each placed digit from its peers, places the cells left
    /// with one candidate and the digits left with one place in a house.
    #[inline]
    fn propagate<const N: usize>(
        &mut self,
        cand: &mut [u32; N],
        queue: &mut Queue<N>,
    ) -> Result<(), Contradiction> {
        let (layout, shape) = (self.layout, self.layout.shape());
        loop {
            while let Some(i) = queue.pop() {
                let bit = cand[i] & DIGITS;
                for &p in layout.peer_indices(i) {
                    let p = p as usize;
                    let m = cand[p];
                    if m & bit == 0 {
                        continue;
                    }
                    let digit = Digit::from_index(bit.trailing_zeros() as usize);
                    if m & PLACED != 0 {
                        let house = shared_house(layout, i, p);
                        return Err(Contradiction::Duplicate(digit, house));
                    }
                    let left = m & !bit;
                    if left == 0 {
                        return Err(Contradiction::NoCandidate(shape.cell(p)));
                    }
                    self.search.stats.eliminations += 1;
                    cand[p] = if left.is_power_of_two() {
                        queue.push(p);
                        self.search.stats.naked_singles += 1;
                        self.tell(p, left, Reason::NakedSingle);
                        left | PLACED
                    } else {
                        left
                    };
                }
            }
            let mut changed = false;
            for h in 0..3 * shape.side() {
                let house = layout.house_indices(h);
                let (mut once, mut twice) = (0u32, 0u32);
                for &c in house {
                    let m = cand[c as usize] & DIGITS;
                    twice |= once & m;
                    once |= m;
                }
                if once != self.full {
                    let missing = self.full & !once;
                    let digit = Digit::from_index(missing.trailing_zeros() as usize);
                    return Err(Contradiction::NoPlace(digit, layout.house(h)));
                }
                let unique = once & !twice;
                if unique == 0 {
                    continue;
                }
                for &c in house {
                    let c = c as usize;
                    let m = cand[c];
                    let hit = m & unique;
                    if hit != 0 && m & PLACED == 0 {
                        if !hit.is_power_of_two() {
                            // Two digits that each have only this cell left: no room for both.
                            let digit = Digit::from_index(bits(hit).nth(1).unwrap_or(0) as usize);
                            return Err(Contradiction::NoPlace(digit, layout.house(h)));
                        }
                        cand[c] = hit | PLACED;
                        queue.push(c);
                        self.search.stats.hidden_singles += 1;
                        self.tell(c, hit, Reason::HiddenSingle(layout.house(h)));
                        changed = true;
                    }
                }
            }
            if !changed {
                return Ok(());
            }
        }
    }

    /// Tells the observer, when it listens, that the one digit of `mask` goes in `cell`.
    #[inline(always)]
    fn tell(&mut self, cell: usize, mask: u32, reason: Reason) {
        if O::ENABLED {
            self.observer.step(&Step::Place {
                cell: self.layout.shape().cell(cell),
                digit: Digit::from_index(mask.trailing_zeros() as usize),
                reason,
            });
        }
    }
}

/// A house the cells at `a` and `b`, peers, both belong to.
fn shared_house(layout: &Layout, a: usize, b: usize) -> House {
    let (ha, hb) = (layout.house_numbers(a), layout.house_numbers(b));
    let h = (0..3)
        .find(|&k| ha[k] == hb[k])
        .expect("peers share a house");
    layout.house(ha[h])
}

/// The grid a solved mask array stands for.
fn solution(cand: &[u32]) -> Grid {
    let cells = cand
        .iter()
        .map(|&m| Digit::new(((m & DIGITS).trailing_zeros() + 1) as u8))
        .collect();
    Grid::from_cells(cells).expect("a solved grid of a supported shape")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Shape;
    use crate::puzzles::WIKIPEDIA;
    use crate::solvers::Stop;
    use crate::steps::{NoObserver, Recorder};

    #[test]
    fn the_digit_order_picks_which_solution_comes_first() {
        for shape in Shape::ALL {
            let empty = Grid::empty(shape);
            let limits = Limits::solutions(1);
            let up = solve(&empty, &limits, &mut NoObserver).solutions;
            let down = solve_in_order(
                &empty,
                &limits,
                |d: &mut [Digit]| d.reverse(),
                &mut NoObserver,
            );
            let (up, down) = (&up[0], &down.solutions[0]);
            assert!(
                up.is_valid_solution() && down.is_valid_solution(),
                "{shape}"
            );
            assert_ne!(up, down, "{shape}");
        }
    }

    #[test]
    fn its_steps_place_what_the_solution_holds() {
        let puzzle = WIKIPEDIA.grid();
        let mut recorder = Recorder::default();
        let report = solve(&puzzle, &Limits::solutions(2), &mut recorder);
        assert_eq!((report.solutions.len(), report.stop), (1, Stop::Exhausted));
        let solution = &report.solutions[0];
        let mut singles = 0;
        for step in &recorder.steps {
            if let Step::Place {
                cell,
                digit,
                reason,
            } = step
            {
                assert!(
                    !matches!(reason, Reason::Guess { .. }),
                    "no guess on this puzzle"
                );
                assert_eq!(solution.get(*cell), Some(*digit), "{step:?}");
                singles += 1;
            }
        }
        let stats = report.stats;
        assert_eq!(singles, stats.naked_singles + stats.hidden_singles);
        assert_eq!(singles as usize, 81 - puzzle.filled());
    }
}
