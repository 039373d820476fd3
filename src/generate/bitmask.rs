//! A small, quick search over candidate bitmasks, for the two jobs the generator repeats
//! thousands of times: counting solutions (up to a limit) and filling an empty grid at random.
//!
//! Each cell holds its candidates as a bitmask; placing a digit removes it from the peers, a
//! cell left with one candidate is placed in turn (naked single), and a digit with one place
//! left in a house is placed there (hidden single). When nothing more follows, the search
//! branches on a cell with the fewest candidates. This is the propagation-and-search idea of
//! the later chapters, written for speed rather than for reading.
//!
//! TODO(fast solver): the project's `fast` bitmask solver (issue 7) should replace this engine
//! behind [`crate::uniqueness::count_solutions`] when it lands; only that function calls it
//! for counting.

use std::sync::OnceLock;
use std::time::Instant;

use crate::grid::{Digit, Grid, Shape};

use super::rng::SeededRng;

/// Set on a cell's mask once its digit is placed and removed from its peers.
const PLACED: u32 = 1 << 31;
/// The candidate bits of a mask (the grid is at most 25x25).
const DIGITS: u32 = !PLACED;

/// The houses and peers of one shape as plain indices, which the hot loop reads.
struct Tables {
    full: u32,
    peers: Vec<Vec<u16>>,
    houses: Vec<Vec<u16>>,
}

fn tables(shape: Shape) -> &'static Tables {
    static TABLES: [OnceLock<Tables>; 4] = [const { OnceLock::new() }; 4];
    TABLES[shape.box_side() - 2].get_or_init(|| {
        let layout = shape.layout();
        Tables {
            full: (((1u64) << shape.side()) - 1) as u32,
            peers: shape
                .all_cells()
                .map(|c| layout.peers(c).iter().map(|p| p.index() as u16).collect())
                .collect(),
            houses: layout
                .houses()
                .map(|(_, cells)| cells.iter().map(|c| c.index() as u16).collect())
                .collect(),
        }
    })
}

/// What a search should do with the solutions it reaches, and how far it may go.
pub(crate) struct Run<'a> {
    /// Stop after this many solutions.
    pub limit: u64,
    /// Stop (incomplete) after this many search nodes, if set.
    pub max_nodes: Option<u64>,
    /// Stop (incomplete) at this instant, if set; the clock is read every 1,024 nodes.
    pub deadline: Option<Instant>,
    /// Try the digits of a branch in a random order drawn from here; ascending without one.
    pub rng: Option<&'a mut SeededRng>,
    /// Solutions found so far.
    pub count: u64,
    /// Search nodes entered so far.
    pub nodes: u64,
    /// The first solution, kept when asked for.
    pub first: Option<Vec<u32>>,
    /// True once a node limit cut the search short.
    pub gave_up: bool,
}

impl<'a> Run<'a> {
    pub fn new(limit: u64, max_nodes: Option<u64>, rng: Option<&'a mut SeededRng>) -> Run<'a> {
        Run {
            limit: limit.max(1),
            max_nodes,
            deadline: None,
            rng,
            count: 0,
            nodes: 0,
            first: None,
            gave_up: false,
        }
    }

    fn stopped(&self) -> bool {
        self.gave_up || self.count >= self.limit
    }

    /// Searches `grid`; afterwards `count`, `gave_up` and `first` say what was found.
    pub fn search(&mut self, grid: &Grid) {
        let t = tables(grid.shape());
        let mut cand = vec![t.full; grid.cells().len()];
        let mut queue = Vec::new();
        for (i, cell) in grid.cells().iter().enumerate() {
            if let Some(d) = cell {
                cand[i] = (1 << d.index()) | PLACED;
                queue.push(i as u16);
            }
        }
        self.branch(t, cand, queue);
    }

    fn branch(&mut self, t: &Tables, mut cand: Vec<u32>, mut queue: Vec<u16>) {
        if self.max_nodes.is_some_and(|max| self.nodes >= max)
            || (self.nodes % 1024 == 1023 && self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.gave_up = true;
            return;
        }
        self.nodes += 1;
        if !propagate(t, &mut cand, &mut queue) {
            return;
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
            self.count += 1;
            if self.first.is_none() {
                self.first = Some(cand);
            }
            return;
        };
        let mut digits: Vec<u32> = bits(cand[cell]).collect();
        if let Some(rng) = self.rng.as_deref_mut() {
            rng.shuffle(&mut digits);
        }
        for bit in digits {
            let mut child = cand.clone();
            child[cell] = bit | PLACED;
            self.branch(t, child, vec![cell as u16]);
            if self.stopped() {
                return;
            }
        }
    }
}

/// The single bits of a mask, lowest first.
fn bits(mut mask: u32) -> impl Iterator<Item = u32> {
    mask &= DIGITS;
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask & mask.wrapping_neg();
            mask &= mask - 1;
            bit
        })
    })
}

/// Places what is forced: removes each placed digit from its peers, places the cells left with
/// one candidate and the digits left with one place in a house. False on a contradiction.
fn propagate(t: &Tables, cand: &mut [u32], queue: &mut Vec<u16>) -> bool {
    loop {
        while let Some(i) = queue.pop() {
            let bit = cand[i as usize] & DIGITS;
            for &p in &t.peers[i as usize] {
                let m = cand[p as usize];
                if m & bit == 0 {
                    continue;
                }
                if m & PLACED != 0 {
                    return false;
                }
                let left = m & !bit;
                if left == 0 {
                    return false;
                }
                cand[p as usize] = if left.is_power_of_two() {
                    queue.push(p);
                    left | PLACED
                } else {
                    left
                };
            }
        }
        let mut changed = false;
        for house in &t.houses {
            let (mut once, mut twice) = (0u32, 0u32);
            for &c in house {
                let m = cand[c as usize] & DIGITS;
                twice |= once & m;
                once |= m;
            }
            if once != t.full {
                return false;
            }
            let unique = once & !twice;
            if unique == 0 {
                continue;
            }
            for &c in house {
                let m = cand[c as usize];
                let hit = m & unique;
                if hit != 0 && m & PLACED == 0 {
                    if !hit.is_power_of_two() {
                        // Two digits that each have only this cell left: no room for both.
                        return false;
                    }
                    cand[c as usize] = hit | PLACED;
                    queue.push(c);
                    changed = true;
                }
            }
        }
        if !changed {
            return true;
        }
    }
}

/// The grid a solved mask vector stands for.
pub(crate) fn to_grid(cand: &[u32]) -> Grid {
    let cells = cand
        .iter()
        .map(|&m| Digit::new(((m & DIGITS).trailing_zeros() + 1) as u8))
        .collect();
    Grid::from_cells(cells).expect("a solved grid of a supported shape")
}
