//! The hints of the chaining rules, as Sudoku Explainer gathers them: loops and forcing chains of
//! one candidate, and the cell, unit, contradiction and both-ways forcing chains of every
//! candidate, each a `Found` with its chains.

use std::collections::VecDeque;
use std::sync::Arc;

use crate::grid::{Candidates, Cell, Digit, House};

use super::super::chain::{Because, Chain};
use super::super::{Deduction, Technique};
use super::{Consequences, Found, Mode, NONE, Net, Ran, Scratch, grouped_base};

/// A hint's chains, and the inner steps their nodes name.
type Chains = (Vec<Chain>, Vec<Arc<Deduction>>);

impl Net<'_, '_> {
    /// The chains that end at each (run, entry), with the inner steps they rest on.
    fn chains_of(&self, ends: &[(&Consequences, u32)]) -> Chains {
        let mut inner = Vec::new();
        let chains = ends
            .iter()
            .map(|&(run, e)| run.chain(e, &|p| self.node(p), &mut inner))
            .collect();
        (chains, inner)
    }

    /// SE's `doCycles`: from `pot` on, layer by layer, until the assumption comes back on
    /// after at least four steps; each such entry closes a loop.
    fn cycles(&self, pot: u32, y: bool, x: bool) -> (Consequences, Vec<u32>) {
        let (mut run, e0) = self.start(pot, true);
        let mut scratch = self.scratch.borrow_mut();
        scratch.begin(e0, true);
        let Scratch {
            pending_on,
            pending_off,
            offs,
            ons,
        } = &mut *scratch;
        let mut found = Vec::new();
        let mut length = 0;
        // The layer each candidate was last turned off in: SE's pending set holds a candidate
        // once a layer, so a second way to it in the same layer is not followed again.
        let mut layer_of = self.layers.borrow_mut();
        layer_of.clear();
        layer_of.resize(self.pots(), 0);
        while !pending_on.is_empty() || !pending_off.is_empty() {
            if run.entries.len() > self.limit {
                break;
            }
            length += 1;
            while let Some(e) = pending_on.pop_front() {
                self.on_to_off(run.entries[e as usize].pot, y, offs);
                for &(p, because) in offs.iter() {
                    // Only a candidate with an off entry can be an ancestor of `e`: the cheap
                    // test spares most walks up the chain.
                    let ancestor = run.find(p, false) != NONE && run.is_parent(e, p, false);
                    if layer_of[p as usize] != length && !ancestor {
                        layer_of[p as usize] = length;
                        let n = run.add(p, false, because, &[e]);
                        run.register(n);
                        pending_off.push_back(n);
                    }
                }
            }
            length += 1;
            while let Some(e) = pending_off.pop_front() {
                self.off_to_on(&run, run.entries[e as usize].pot, y, x, ons);
                for &(p, because) in &ons.list {
                    let fresh = run.find(p, true) == NONE;
                    if (length >= 4 && p == pot) || fresh {
                        let n = run.add(p, true, because, &[e]);
                        if length >= 4 && p == pot {
                            found.push(n);
                        }
                        if fresh {
                            run.register(n);
                            pending_on.push_back(n);
                        }
                    }
                }
            }
        }
        (run, found)
    }

    /// SE's `doForcingChains`: from `pot` assumed `on` (or off), the first entry that gives
    /// the assumption's candidate the other state.
    fn forcing(&self, pot: u32, on: bool, y: bool) -> Option<(Consequences, u32)> {
        let (mut run, e0) = self.start(pot, on);
        let mut scratch = self.scratch.borrow_mut();
        scratch.begin(e0, on);
        let Scratch {
            pending_on,
            pending_off,
            offs,
            ons,
        } = &mut *scratch;
        while !pending_on.is_empty() || !pending_off.is_empty() {
            if run.entries.len() > self.limit {
                return None;
            }
            while let Some(e) = pending_on.pop_front() {
                self.on_to_off(run.entries[e as usize].pot, y, offs);
                for &(p, because) in offs.iter() {
                    if on && p == pot {
                        let n = run.add(p, false, because, &[e]);
                        return Some((run, n));
                    }
                    // An ancestor of `e` is an entry of the run, registered (every false entry
                    // is): a candidate with no off entry cannot be one, so SE's `isParent`
                    // walk is never needed here.
                    if run.find(p, false) == NONE {
                        let n = run.add(p, false, because, &[e]);
                        run.register(n);
                        pending_off.push_back(n);
                    }
                }
            }
            while let Some(e) = pending_off.pop_front() {
                self.off_to_on(&run, run.entries[e as usize].pot, y, true, ons);
                for &(p, because) in &ons.list {
                    if !on && p == pot {
                        let n = run.add(p, true, because, &[e]);
                        return Some((run, n));
                    }
                    if run.find(p, true) == NONE {
                        let n = run.add(p, true, because, &[e]);
                        run.register(n);
                        pending_on.push_back(n);
                    }
                }
            }
        }
        self.recycle(run);
        None
    }

    /// The candidates of `cell` other than `digit`: what placing `digit` there removes.
    fn others(&self, cell: Cell, digit: Digit) -> Vec<(Cell, Digit)> {
        Candidates::from_bits(self.original[cell.index()])
            .iter()
            .filter(|&d| d != digit)
            .map(|d| (cell, d))
            .collect()
    }

    /// What an entry proves when every case leads to it: a true candidate places its digit
    /// (the rest of its cell goes), a false one goes.
    fn conclusion(&self, run: &Consequences, e: u32) -> Vec<(Cell, Digit)> {
        let entry = run.entries[e as usize];
        let (cell, digit) = (self.cell_of(entry.pot), self.digit_of(entry.pot));
        if entry.on {
            self.others(cell, digit)
        } else if self.original[cell.index()] & (1 << digit.index()) != 0 {
            vec![(cell, digit)]
        } else {
            Vec::new()
        }
    }

    /// X-cycles, Y-cycles and cycles of both, forcing X-chains and forcing chains: SE's first
    /// chaining rule, every hint it finds.
    pub(super) fn unary(&self, passes: &[(bool, bool, u8)], out: &mut Vec<Found>) {
        for &(y, x, sort) in passes {
            for cell in self.board.shape().all_cells() {
                let bits = self.original[cell.index()];
                let card = bits.count_ones();
                if self.board.get(cell).is_some() || card < 2 || (card > 2 && !x) {
                    continue;
                }
                for digit in Candidates::from_bits(bits).iter() {
                    let pot = self.pot(cell, digit);
                    let (run, ends) = self.cycles(pot, y, x);
                    for n in ends {
                        let removals = self.cycle_removals(&run, n);
                        if !removals.is_empty() {
                            let chain = run.chain(n, &|p| self.node(p), &mut Vec::new());
                            out.push(self.unary_found(chain, removals, cell, y, x, sort, true));
                        }
                    }
                    self.recycle(run);
                    if !x {
                        continue;
                    }
                    for on in [true, false] {
                        if let Some((run, n)) = self.forcing(pot, on, y) {
                            let removals = if on {
                                vec![(cell, digit)]
                            } else {
                                self.others(cell, digit)
                            };
                            if !removals.is_empty() {
                                let chain = run.chain(n, &|p| self.node(p), &mut Vec::new());
                                out.push(
                                    self.unary_found(chain, removals, cell, y, x, sort, false),
                                );
                            }
                            self.recycle(run);
                        }
                    }
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn unary_found(
        &self,
        chain: Chain,
        removals: Vec<(Cell, Digit)>,
        source: Cell,
        y: bool,
        x: bool,
        sort: u8,
        cycle: bool,
    ) -> Found {
        let (technique, base) = match (y, x) {
            _ if chain.is_grouped() => (Technique::GroupedAic, grouped_base(chain.digits())),
            (false, _) => (Technique::XChain, if cycle { 65 } else { 66 }),
            (true, false) => (Technique::XyChain, 65),
            (true, true) => {
                // Every true candidate of the chain follows from its cell: an XY-Chain.
                let cells_only = chain
                    .nodes
                    .iter()
                    .skip(1)
                    .all(|n| !n.on || n.because == Because::Cell);
                let t = if cells_only {
                    Technique::XyChain
                } else {
                    Technique::Aic
                };
                (t, 70)
            }
        };
        Found {
            technique,
            variant: if cycle { "loop" } else { "forcing" },
            chains: vec![chain],
            nested: Vec::new(),
            removals,
            source,
            house: None,
            base,
            sort,
        }
    }

    /// SE's `createCycleHint`: the candidates outside the loop that see a true node going one
    /// way round and a true node going the other.
    fn cycle_removals(&self, run: &Consequences, end: u32) -> Vec<(Cell, Digit)> {
        let mut path = Vec::new();
        let mut e = end;
        while let Some(&p) = run.parents_of(e).first() {
            path.push(e);
            e = p;
        }
        let cells: Vec<Cell> = path
            .iter()
            .flat_map(|&e| self.node_cells(run.entries[e as usize].pot))
            .collect();
        let mut forward: Vec<(Cell, Digit)> = Vec::new();
        let mut back: Vec<(Cell, Digit)> = Vec::new();
        for &e in &path {
            let entry = run.entries[e as usize];
            let (node, digit) = (self.node_cells(entry.pot), self.node_digit(entry.pot));
            // The candidates that see every cell of the node.
            for &peer in self.board.peers(node[0]) {
                if !cells.contains(&peer)
                    && self.original[peer.index()] & (1 << digit.index()) != 0
                    && node.iter().all(|&c| self.board.sees(peer, c))
                {
                    let list = if entry.on { &mut forward } else { &mut back };
                    if !list.contains(&(peer, digit)) {
                        list.push((peer, digit));
                    }
                }
            }
        }
        forward.retain(|r| back.contains(r));
        forward
    }

    /// Nishio, multiple and dynamic forcing chains (SE's `getMultipleChainsHintList`).
    pub(super) fn multiple(&mut self, out: &mut Vec<Found>) {
        self.ahead = (0..self.pots()).map(|_| None).collect();
        for cell in self.board.shape().all_cells() {
            let card = self.original[cell.index()].count_ones();
            if self.board.get(cell).is_none() && (card > 2 || (card > 1 && self.mode.dynamic)) {
                self.multiple_cell(cell, out);
            }
        }
        for (run, _) in std::mem::take(&mut self.ahead).into_iter().flatten() {
            self.recycle(run);
        }
    }

    /// The consequences of `pot` assumed true, with the contradiction they meet, if any:
    /// worked out now, or taken over from a unit chain that needed them first.
    fn on_run(&mut self, pot: u32) -> Ran {
        if let Some(done) = self.ahead.get_mut(pot as usize).and_then(Option::take) {
            return done;
        }
        let (mut run, e) = self.start(pot, true);
        let absurd = self.propagate(&mut run, VecDeque::from([e]), VecDeque::new());
        (run, absurd)
    }

    /// Works out `pot` assumed true for a later cell, unless it is worked out already.
    fn on_run_ahead(&mut self, pot: u32) {
        if self.ahead[pot as usize].is_none() {
            let done = self.on_run(pot);
            self.ahead[pot as usize] = Some(done);
        }
    }

    fn labels(&self, kind: &'static str) -> (Technique, u16) {
        let Mode {
            multiple,
            dynamic,
            nishio,
            level,
            ..
        } = self.mode;
        match kind {
            // SE's nested levels: 9.5 from level 2, half a point more a level.
            _ if level == 2 => (Technique::NestedForcingChain, 95),
            _ if level == 3 => (Technique::NestedMultipleForcingChain, 100),
            _ if level == 4 => (Technique::NestedDynamicForcingChain, 105),
            _ if level >= 5 => (Technique::NestedDynamicForcingChainPlus, 110),
            _ if level > 0 => (Technique::DynamicForcingChainPlus, 90),
            _ if nishio => (Technique::Nishio, 75),
            "cell" if !dynamic && multiple => (Technique::CellForcingChain, 80),
            "unit" if !dynamic && multiple => (Technique::UnitForcingChain, 80),
            "cell" | "unit" => (Technique::DynamicForcingChain, 85),
            _ => (Technique::DigitForcingChain, 85),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn push(
        &self,
        out: &mut Vec<Found>,
        kind: &'static str,
        (chains, nested): Chains,
        removals: Vec<(Cell, Digit)>,
        source: Cell,
        house: Option<House>,
        sort: u8,
    ) {
        if removals.is_empty() {
            return;
        }
        let (technique, base) = self.labels(kind);
        out.push(Found {
            technique,
            variant: kind,
            chains,
            nested,
            removals,
            source,
            house,
            base,
            sort,
        });
    }

    fn multiple_cell(&mut self, cell: Cell, out: &mut Vec<Found>) {
        let Mode {
            multiple,
            dynamic,
            nishio,
            ..
        } = self.mode;
        let bits = self.original[cell.index()];
        let card = bits.count_ones();
        let mut runs: Vec<Consequences> = Vec::new();
        for digit in Candidates::from_bits(bits).iter() {
            let pot = self.pot(cell, digit);
            let double = card >= 3 && !nishio && dynamic;
            let contradiction = dynamic || nishio;
            let (on_run, absurd) = self.on_run(pot);
            if let (true, Some((a, b))) = (contradiction, absurd) {
                let chains = self.chains_of(&[(&on_run, a), (&on_run, b)]);
                self.push(
                    out,
                    "contradiction",
                    chains,
                    vec![(cell, digit)],
                    cell,
                    None,
                    7,
                );
            }
            if double || contradiction {
                let (mut off_run, e_off) = self.start(pot, false);
                let absurd = self.propagate(&mut off_run, VecDeque::new(), VecDeque::from([e_off]));
                if let (true, Some((a, b))) = (contradiction, absurd) {
                    let chains = self.chains_of(&[(&off_run, a), (&off_run, b)]);
                    self.push(
                        out,
                        "contradiction",
                        chains,
                        self.others(cell, digit),
                        cell,
                        None,
                        7,
                    );
                }
                if double {
                    for (e, entry) in on_run.entries.iter().enumerate() {
                        let e = e as u32;
                        if on_run.find(entry.pot, entry.on) != e {
                            continue;
                        }
                        let other = off_run.find(entry.pot, entry.on);
                        if other != NONE {
                            let removals = self.conclusion(&on_run, e);
                            if removals.is_empty() {
                                continue;
                            }
                            let chains = self.chains_of(&[(&on_run, e), (&off_run, other)]);
                            self.push(out, "both ways", chains, removals, cell, None, 1);
                        }
                    }
                }
                self.recycle(off_run);
            }
            if !nishio {
                self.regions(cell, digit, &on_run, out);
            }
            runs.push(on_run);
        }
        if !nishio && (card == 2 || (multiple && card > 2)) {
            self.cell_chains(cell, &runs, out);
        }
        for run in runs {
            self.recycle(run);
        }
    }

    /// SE's cell reduction: what every candidate of `cell` leads to (`runs`, one a candidate).
    fn cell_chains(&self, cell: Cell, runs: &[Consequences], out: &mut Vec<Found>) {
        let first = &runs[0];
        for (e, entry) in first.entries.iter().enumerate() {
            if first.find(entry.pot, entry.on) != e as u32 {
                continue;
            }
            let found: Vec<u32> = runs.iter().map(|r| r.find(entry.pot, entry.on)).collect();
            if found.contains(&NONE) {
                continue;
            }
            let removals = self.conclusion(first, e as u32);
            if removals.is_empty() {
                continue;
            }
            let ends: Vec<(&Consequences, u32)> = runs.iter().zip(found).collect();
            let chains = self.chains_of(&ends);
            self.push(out, "cell", chains, removals, cell, None, 5);
        }
    }

    /// SE's `doRegionChainings`: each house of `cell` where `digit` has two places (or more,
    /// for multiple chains), met first at `cell`: what every place leads to.
    fn regions(&mut self, cell: Cell, digit: Digit, own: &Consequences, out: &mut Vec<Found>) {
        let bit = 1 << digit.index();
        for h in self.houses(cell) {
            let places: Vec<Cell> = self
                .board
                .cells_of(h)
                .iter()
                .copied()
                .filter(|c| self.original[c.index()] & bit != 0)
                .collect();
            let count = places.len();
            if !(count == 2 || (self.mode.multiple && count > 2)) || places[0] != cell {
                continue;
            }
            for &c in &places[1..] {
                self.on_run_ahead(self.pot(c, digit));
            }
            let others: Vec<&Consequences> = places[1..]
                .iter()
                .filter_map(|&c| self.ahead[self.pot(c, digit) as usize].as_ref())
                .map(|(run, _)| run)
                .collect();
            for (e, entry) in own.entries.iter().enumerate() {
                if own.find(entry.pot, entry.on) != e as u32 {
                    continue;
                }
                let found: Vec<u32> = others.iter().map(|r| r.find(entry.pot, entry.on)).collect();
                if found.contains(&NONE) {
                    continue;
                }
                let removals = self.conclusion(own, e as u32);
                if removals.is_empty() {
                    continue;
                }
                let mut ends = vec![(own, e as u32)];
                ends.extend(others.iter().copied().zip(found));
                let chains = self.chains_of(&ends);
                self.push(out, "unit", chains, removals, cell, Some(h), 6);
            }
        }
    }
}
