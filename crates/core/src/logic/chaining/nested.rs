//! What a dynamic chain borrows when it has nothing left to follow: from level 1 four
//! techniques of the ladder, from level 2 (Sudoku Explainer's nested forcing chains) whole
//! chaining rules of a lower level, run on the board it has crossed candidates out of, each
//! candidate they remove a false node of the chain. Such a node rests on the crossed-out
//! candidates the pattern or the inner chains needed (SE's rule parents), so the outer chain
//! still says why each of its steps holds.

use std::collections::{HashSet, VecDeque};
use std::sync::Arc;

use crate::grid::{Candidates, Cell};
use crate::steps::Role;

use super::super::chain::Because;
use super::super::{Board, Deduction, Technique};
use super::rules::{Rule, UNARY_PASSES};
use super::{Consequences, Found, NONE, Net};

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
    /// SE's `getAdvancedPotentials`: the first of locked candidates, hidden pair, naked pair
    /// and X-Wing that removes something on the board with the run's false candidates crossed
    /// out, each removal a false entry whose parents are the crossed-out candidates its pattern
    /// rests on; from level 2, failing those, the nested chaining rules (nested.rs).
    pub(super) fn advanced(&mut self, run: &mut Consequences, off: &mut VecDeque<u32>) {
        let candidates: Vec<Candidates> = self
            .current
            .iter()
            .map(|&b| Candidates::from_bits(b))
            .collect();
        let reduced = self.board.with_candidates(candidates);
        for t in [
            Technique::LockedCandidates,
            Technique::HiddenPair,
            Technique::NakedPair,
            Technique::XWing,
        ] {
            let Some(d) = t.find(&reduced).filter(Deduction::makes_progress) else {
                continue;
            };
            let parents = self.rule_parents(run, &d);
            if parents.is_empty() {
                continue;
            }
            let mut added = false;
            for &(cell, digit) in d.removals() {
                let p = self.pot(cell, digit);
                if run.find(p, false) == NONE {
                    let n = run.add(p, false, Because::Pattern(t), &parents);
                    run.register(n);
                    off.push_back(n);
                    added = true;
                }
            }
            if added {
                return;
            }
        }
        if self.mode.level >= 2 {
            self.nested(run, off, &reduced);
        }
    }

    /// The crossed-out candidates a borrowed pattern rests on: of its digits in its base houses
    /// and any digit of its base cells.
    fn rule_parents(&self, run: &Consequences, d: &Deduction) -> Vec<u32> {
        let mut parents = Vec::new();
        let digits = d.pattern.digits.bits();
        let mut consider = |c: Cell, mask: u32| {
            let removed = self.original[c.index()] & !self.current[c.index()] & mask;
            for digit in Candidates::from_bits(removed).iter() {
                let e = run.off[self.pot(c, digit) as usize];
                if e != NONE && !parents.contains(&e) {
                    parents.push(e);
                }
            }
        };
        for h in d.houses(Role::Base) {
            for &c in self.layout.cells_of(h) {
                consider(c, digits);
            }
        }
        for c in d.cells(Role::Base) {
            consider(c, u32::MAX);
        }
        parents
    }

    /// The nested rules on `reduced` (the board with the run's false candidates crossed out):
    /// the first rule with a hint that rests on a crossed-out candidate gives, for each such
    /// hint, its removals as false entries, easiest hint first. Each inner search is a node of
    /// the caller's bounds; once they stop the search, nothing more is added.
    pub(super) fn nested(
        &mut self,
        run: &mut Consequences,
        off: &mut VecDeque<u32>,
        reduced: &Board,
    ) {
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
    fn inner_parents(&self, run: &Consequences, f: &Found) -> Vec<u32> {
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

#[cfg(test)]
mod tests {
    use crate::grid::{Candidates, Digit};
    use crate::logic::{Rating, Technique, replay};
    use crate::parse::parse_puzzle;
    use crate::solvers::{self, Limits, Search, Stop};
    use crate::steps::NoObserver;

    use super::super::{Rule, best_within};
    use super::*;

    /// AI Escargot, as data/hardest-known.txt ships it.
    const AI_ESCARGOT: &str =
        "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";

    /// AI Escargot where the ladder first needs a nested forcing chain: its two lines, the
    /// digits placed and each cell's nine candidates, after the file's comments.
    const POSITION: &str = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../data/ai-escargot-nested.txt"
    ));

    fn position_lines() -> (&'static str, &'static str) {
        let mut lines = POSITION.lines().filter(|l| !l.starts_with('#'));
        (lines.next().unwrap(), lines.next().unwrap())
    }

    fn position() -> Board {
        let (placed, marks) = position_lines();
        let grid = parse_puzzle(placed).expect("a puzzle");
        let candidates: Vec<Candidates> = marks
            .as_bytes()
            .chunks(9)
            .map(|cell| {
                cell.iter()
                    .filter(|&&b| b != b'.')
                    .map(|&b| Digit::from_index(usize::from(b - b'1')))
                    .collect()
            })
            .collect();
        Board::new(&grid)
            .assuming_unique()
            .with_candidates(candidates)
    }

    #[test]
    fn ai_escargots_first_nested_chain_replays_and_removes_no_digit_of_its_solution() {
        assert_eq!(position_lines().1.len(), 729);
        let board = position();
        assert!(Technique::DynamicForcingChainPlus.find(&board).is_none());
        let d = Technique::NestedForcingChain
            .find(&board)
            .expect("a nested forcing chain");
        assert!(!d.nested.is_empty(), "it rests on inner chains: {d}");
        assert_eq!(replay::check(&board, &d), Ok(()));
        assert_eq!(d.rating(), Rating::tenths(102));
        // Said with its inner steps under it, one a line, as the chains name them.
        let words = d.to_string();
        assert!(words.contains("(by nested chain 1)"), "{words}");
        assert!(words.contains("\n        nested chain 1: "), "{words}");
        let puzzle = parse_puzzle(AI_ESCARGOT).expect("a puzzle");
        let report = solvers::fast(&puzzle, &Limits::default(), &mut NoObserver);
        let solution = report.solutions.as_slice()[0].clone();
        for &(cell, digit) in d.removals() {
            assert_ne!(
                solution.get(cell),
                Some(digit),
                "{cell}-{digit} is the solution's"
            );
        }
    }

    #[test]
    fn a_nested_search_stops_at_the_callers_node_bound_and_is_not_remembered() {
        let board = position();
        let limits = Limits {
            max_nodes: Some(3),
            ..Limits::default()
        };
        let mut search = Search::new(&limits);
        assert!(best_within(&board, Rule::Nested(2), &mut search).is_none());
        assert_eq!(search.finish().stop, Stop::NodeLimit);
        // Not remembered as "no hint": the unbounded search still finds it.
        let mut unbounded = Search::new(&Limits::default());
        assert!(best_within(&board, Rule::Nested(2), &mut unbounded).is_some());
    }
}
