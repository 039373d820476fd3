//! Sudoku Explainer's nested forcing chains (levels 2 to 5): when a dynamic chain has nothing
//! left to follow, it runs whole chaining rules of a lower level on the board it has crossed
//! candidates out of, and every candidate their hints remove becomes a false node of the chain.
//! Such a node rests on the crossed-out candidates the inner chains needed (SE's rule parents),
//! so the outer chain still says why each of its steps holds.

use std::collections::{HashSet, VecDeque};
use std::sync::Arc;

use crate::grid::{Candidates, Cell};

use super::super::Board;
use super::super::chain::Because;
use super::rules::{Rule, UNARY_PASSES};
use super::{Found, NONE, Net, Run};

/// The rules a chain of `level` borrows after the four techniques, in SE's order (its
/// `getAdvancedPotentials`): forcing chains and loops from level 2, multiple forcing chains
/// from 3; from 4 dynamic forcing chains instead, which cover both; at 5 also the nested
/// chains of level 2.
fn inner_rules(level: u8) -> &'static [Rule] {
    match level {
        0 | 1 => &[],
        2 => &[Rule::Unary],
        3 => &[Rule::Unary, Rule::Multiple],
        4 => &[Rule::Dynamic],
        _ => &[Rule::Dynamic, Rule::Nested(2)],
    }
}

impl Net<'_, '_> {
    /// The nested rules on `reduced` (the board with the run's false candidates crossed out):
    /// the first rule with a hint that rests on a crossed-out candidate gives, for each such
    /// hint, its removals as false entries, easiest hint first. Each inner search is a node of
    /// the caller's bounds; once they stop the search, nothing more is added.
    pub(super) fn nested(&mut self, run: &mut Run, off: &mut VecDeque<u32>, reduced: &Board) {
        for &rule in inner_rules(self.mode.level) {
            let hints = self.inner_hints(reduced, rule);
            if self.halted {
                return;
            }
            let mut used = false;
            for f in hints {
                let parents = self.inner_parents(run, &f);
                if parents.is_empty() {
                    continue;
                }
                used = true;
                let k = run.nested.len();
                let mut added = false;
                for &(cell, digit) in &f.removals {
                    let p = self.pot(cell, digit);
                    if run.find(p, false) == NONE {
                        let n = run.add(p, false, Because::Inner(k), &parents);
                        run.register(n);
                        off.push_back(n);
                        added = true;
                    }
                }
                if added {
                    run.nested.push(Arc::new(f.deduction()));
                }
            }
            if used {
                return;
            }
        }
    }

    /// Every hint of `rule` on `reduced`, easiest first as SE sorts them, one per set of
    /// removals (SE's hints are equal when they remove the same candidates).
    fn inner_hints(&mut self, reduced: &Board, rule: Rule) -> Vec<Found> {
        if let Some(search) = self.search.as_deref_mut()
            && !search.enter_costly()
        {
            self.halted = true;
            return Vec::new();
        }
        let mut found = Vec::new();
        let mut net = Net::new(reduced, rule.mode(), self.search.as_deref_mut());
        if rule == Rule::Unary {
            net.unary(&UNARY_PASSES, &mut found);
        } else {
            net.multiple(&mut found);
        }
        if net.halted {
            self.halted = true;
            return Vec::new();
        }
        found.sort_by_key(Found::key);
        let mut seen: HashSet<Vec<(Cell, u8)>> = HashSet::new();
        found.retain(|f| {
            let mut removals: Vec<(Cell, u8)> = f
                .removals
                .iter()
                .map(|&(c, d)| (c, d.index() as u8))
                .collect();
            removals.sort();
            seen.insert(removals)
        });
        found
    }

    /// SE's rule parents of an inner hint: the run's false entries for the candidates crossed
    /// out of the cells and houses whose last candidate its chains turn on (a cell forcing
    /// chain's own cell and a unit forcing chain's house count too: every case of them is
    /// assumed).
    fn inner_parents(&self, run: &Run, f: &Found) -> Vec<u32> {
        let mut parents = Vec::new();
        let mut add = |pot: u32| {
            let e = run.off[pot as usize];
            if e != NONE && !parents.contains(&e) {
                parents.push(e);
            }
        };
        for chain in &f.chains {
            for (i, n) in chain.nodes.iter().enumerate() {
                let because = match (i, n.because) {
                    (0, _) if f.variant == "cell" => Because::Cell,
                    (0, _) if f.variant == "unit" => {
                        f.house.map_or(Because::Assumption, Because::House)
                    }
                    (_, b) if n.on => b,
                    _ => continue,
                };
                let bit = 1u32 << n.digit.index();
                match because {
                    Because::Cell => {
                        let ci = n.cell.index();
                        let gone = self.original[ci] & !self.current[ci];
                        for d in Candidates::from_bits(gone).iter() {
                            add(self.pot(n.cell, d));
                        }
                    }
                    Because::House(h) => {
                        for &c in self.board.cells_of(h) {
                            let ci = c.index();
                            if self.original[ci] & bit != 0 && self.current[ci] & bit == 0 {
                                add(self.pot(c, n.digit));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        parents
    }
}
