//! Chains of implications between candidates, the one engine behind every chain technique
//! (X-Chain, XY-Chain, AIC, Nishio, cell, unit and digit forcing chains, dynamic forcing
//! chains), after Sudoku Explainer's `Chaining.java` (rules/chaining/ in SE's source).
//!
//! A candidate is assumed true (on) or false (off), and the consequences follow: a true
//! candidate turns off the other candidates of its cell and the other places of its digit in its
//! houses (weak links); a false one turns on the last candidate of its cell or the last place of
//! its digit in a house (strong links). A static search reads the strong links off the board as
//! it stands; a dynamic one crosses out each false candidate as it goes, so more cells and
//! houses come down to one; at level 1 it also borrows four techniques of the ladder (locked
//! candidates, hidden and naked pairs, X-Wing) on the board so reduced. A contradiction (a
//! candidate both on and off) refutes the assumption; two assumptions that cover every case
//! and agree on a candidate prove it. The rating follows SE: a base per rule plus a tenth for
//! each step of its length table, the length being the number of candidates the chains touch.

use std::cell::RefCell;
use std::collections::VecDeque;

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Link, Pattern, Role};

use super::chain::{Because, Chain, ChainNode, length_tenths};
use super::deduction::and_list;
use super::{Board, Deduction, Rating, Technique};

const NONE: u32 = u32::MAX;

/// The size SE rates: the chains' sizes added up.
pub fn size(d: &Deduction) -> usize {
    d.chains.iter().map(Chain::size).sum()
}

/// A rating: `base` tenths plus the length table's for the deduction's chains.
pub fn rate(d: &Deduction, base: u16) -> Rating {
    Rating::tenths(base + length_tenths(size(d)))
}

/// One state of a candidate in a search, with its parents (entries of the same run).
#[derive(Clone, Copy)]
struct Entry {
    pot: u32,
    on: bool,
    because: Because,
    first_parent: u32,
    parent_count: u32,
}

/// The consequences of one assumption: every entry, and where each candidate's on and off
/// entries are.
struct Run {
    entries: Vec<Entry>,
    parents: Vec<u32>,
    on: Vec<u32>,
    off: Vec<u32>,
}

impl Run {
    fn new(pots: usize) -> Run {
        Run {
            entries: Vec::new(),
            parents: Vec::new(),
            on: vec![NONE; pots],
            off: vec![NONE; pots],
        }
    }

    fn add(&mut self, pot: u32, on: bool, because: Because, parents: &[u32]) -> u32 {
        let first_parent = self.parents.len() as u32;
        self.parents.extend_from_slice(parents);
        self.entries.push(Entry {
            pot,
            on,
            because,
            first_parent,
            parent_count: parents.len() as u32,
        });
        (self.entries.len() - 1) as u32
    }

    fn parents_of(&self, e: u32) -> &[u32] {
        let entry = &self.entries[e as usize];
        let start = entry.first_parent as usize;
        &self.parents[start..start + entry.parent_count as usize]
    }

    fn find(&self, pot: u32, on: bool) -> u32 {
        if on {
            self.on[pot as usize]
        } else {
            self.off[pot as usize]
        }
    }

    fn register(&mut self, e: u32) {
        let entry = self.entries[e as usize];
        let slot = if entry.on {
            &mut self.on[entry.pot as usize]
        } else {
            &mut self.off[entry.pot as usize]
        };
        if *slot == NONE {
            *slot = e;
        }
    }

    /// True when a candidate state equal to (`pot`, `on`) is an ancestor of `e` along first
    /// parents (SE's `isParent`).
    fn is_parent(&self, e: u32, pot: u32, on: bool) -> bool {
        let mut cur = e;
        loop {
            let parents = self.parents_of(cur);
            let Some(&p) = parents.first() else {
                return false;
            };
            let entry = &self.entries[p as usize];
            if entry.pot == pot && entry.on == on {
                return true;
            }
            cur = p;
        }
    }

    /// The chain that ends at entry `target`: its ancestors, parents before children, each
    /// candidate (or group) as `node` describes it.
    fn chain(&self, target: u32, node: &dyn Fn(u32) -> (Cell, Digit, Vec<Cell>)) -> Chain {
        let mut index: Vec<(u32, usize)> = Vec::new();
        let mut nodes: Vec<ChainNode> = Vec::new();
        // Iterative post-order walk.
        let mut stack: Vec<(u32, bool)> = vec![(target, false)];
        while let Some((e, expanded)) = stack.pop() {
            if index.iter().any(|&(x, _)| x == e) {
                continue;
            }
            if expanded {
                let entry = self.entries[e as usize];
                let parents = self
                    .parents_of(e)
                    .iter()
                    .filter_map(|p| index.iter().find(|&&(x, _)| x == *p).map(|&(_, i)| i))
                    .collect();
                let (cell, digit, group) = node(entry.pot);
                index.push((e, nodes.len()));
                nodes.push(ChainNode {
                    cell,
                    digit,
                    on: entry.on,
                    because: entry.because,
                    parents,
                    group,
                });
            } else {
                stack.push((e, true));
                for &p in self.parents_of(e).iter().rev() {
                    stack.push((p, false));
                }
            }
        }
        Chain { nodes }
    }
}

/// A chain hint before it becomes a deduction: what it removes, its chains, and SE's sort key.
pub(super) struct Found {
    pub technique: Technique,
    pub variant: &'static str,
    pub chains: Vec<Chain>,
    pub removals: Vec<(Cell, Digit)>,
    /// The cell (and house) of the assumption, for the pattern.
    pub source: Cell,
    pub house: Option<House>,
    pub base: u16,
    pub sort: u8,
}

impl Found {
    fn key(&self) -> (u16, usize, u8) {
        let size: usize = self.chains.iter().map(Chain::size).sum();
        (self.base + length_tenths(size), size, self.sort)
    }

    fn deduction(self) -> Deduction {
        let mut digits = Candidates::EMPTY;
        let mut candidates: Vec<(Cell, Digit)> = Vec::new();
        let mut links: Vec<Link> = Vec::new();
        let mut groups: Vec<(Digit, Vec<Cell>)> = Vec::new();
        for chain in &self.chains {
            for n in &chain.nodes {
                digits.insert(n.digit);
                candidates.extend(n.cells().iter().map(|&c| (c, n.digit)));
                if n.is_group() && !groups.iter().any(|(d, g)| *d == n.digit && *g == n.group) {
                    groups.push((n.digit, n.group.clone()));
                }
            }
            links.extend(chain.links());
        }
        candidates.sort();
        candidates.dedup();
        links.dedup();
        let mut cells = vec![(self.source, Role::Base)];
        for &(c, _) in &self.removals {
            if !cells.iter().any(|&(x, _)| x == c) {
                cells.push((c, Role::Target));
            }
        }
        let pattern = Pattern {
            digits,
            houses: self.house.map(|h| (h, Role::Base)).into_iter().collect(),
            cells,
            candidates,
            links,
            groups,
            removals: self.removals,
            placement: None,
        };
        let mut d = Deduction::new(self.technique, pattern);
        // The cell and unit forcing chains are named by their kind already.
        if !matches!(
            self.technique,
            Technique::CellForcingChain | Technique::UnitForcingChain
        ) {
            d = d.variant(self.variant);
        }
        d.chains = self.chains;
        d
    }
}

/// Which of SE's chaining rules a search runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Mode {
    pub multiple: bool,
    pub dynamic: bool,
    pub nishio: bool,
    pub level: u8,
    /// Group nodes too: a digit's places where a box and a line cross (static searches only).
    pub grouped: bool,
}

/// A group node: the places of a digit where a box and a line cross (two or three cells, or
/// two of three), as HoDoKu and sudokuwiki.org draw them. True when one of its cells holds
/// the digit, false when none does.
struct Group {
    digit: Digit,
    cells: Vec<Cell>,
    /// Its cells as bits of their indices.
    mask: u128,
    /// Its box and its line.
    houses: [House; 2],
}

/// The cells as bits of their indices.
fn mask_of(cells: &[Cell]) -> u128 {
    cells.iter().fold(0, |m, c| m | 1 << c.index())
}

/// The search context: the board, its candidates as the search has them.
struct Net<'b> {
    board: &'b Board,
    side: usize,
    original: Vec<u32>,
    current: Vec<u32>,
    mode: Mode,
    /// Bounds the work of one search: the entries a single assumption may produce.
    limit: usize,
    /// The group nodes of a grouped search (none otherwise): their pots follow the cells'.
    groups: Vec<Group>,
    /// For each house and digit (`house_index * side + digit`), the groups that lie in it.
    groups_in: Vec<Vec<u32>>,
}

/// The most candidate states one assumption may reach before its search stops: far more than
/// any chain the calibration needs, and a bound on the time a hostile grid can take.
const ENTRY_LIMIT: usize = 20_000;

impl<'b> Net<'b> {
    fn new(board: &'b Board, mode: Mode) -> Net<'b> {
        let side = board.shape().side();
        let original: Vec<u32> = board
            .shape()
            .all_cells()
            .map(|c| board.candidates(c).bits())
            .collect();
        let mut net = Net {
            board,
            side,
            current: original.clone(),
            original,
            mode,
            limit: ENTRY_LIMIT,
            groups: Vec::new(),
            groups_in: vec![Vec::new(); 3 * side * side],
        };
        if mode.grouped {
            net.find_groups();
        }
        net
    }

    /// Every group node of the board: in each box, each line's places of each digit when
    /// there are two or three, and each two of three.
    fn find_groups(&mut self) {
        let side = self.side as u8;
        for digit in (0..self.side).map(Digit::from_index) {
            let bit = 1 << digit.index();
            for b in 0..side {
                let bx = House::Box(b);
                let places: Vec<Cell> = self
                    .board
                    .cells_of(bx)
                    .iter()
                    .copied()
                    .filter(|c| self.original[c.index()] & bit != 0)
                    .collect();
                let mut lines: Vec<House> = Vec::new();
                for c in &places {
                    for line in [House::Row(c.row() as u8), House::Col(c.col() as u8)] {
                        if !lines.contains(&line) {
                            lines.push(line);
                        }
                    }
                }
                for line in lines {
                    let on_line: Vec<Cell> = places
                        .iter()
                        .copied()
                        .filter(|&c| self.board.contains(line, c))
                        .collect();
                    let mut sets: Vec<Vec<Cell>> = Vec::new();
                    if on_line.len() >= 2 {
                        sets.push(on_line.clone());
                    }
                    if on_line.len() == 3 {
                        for skip in 0..3 {
                            sets.push((0..3).filter(|&i| i != skip).map(|i| on_line[i]).collect());
                        }
                    }
                    for cells in sets {
                        let g = self.groups.len() as u32;
                        for h in [bx, line] {
                            let i = self.slot(h, digit);
                            self.groups_in[i].push(g);
                        }
                        self.groups.push(Group {
                            digit,
                            mask: mask_of(&cells),
                            cells,
                            houses: [bx, line],
                        });
                    }
                }
            }
        }
    }

    /// The index of a house and digit in `groups_in`.
    fn slot(&self, house: House, digit: Digit) -> usize {
        let h = match house {
            House::Row(r) => r as usize,
            House::Col(c) => self.side + c as usize,
            House::Box(b) => 2 * self.side + b as usize,
        };
        h * self.side + digit.index()
    }

    fn pots(&self) -> usize {
        self.original.len() * self.side + self.groups.len()
    }

    /// The group a pot stands for, if it is one.
    fn group(&self, pot: u32) -> Option<&Group> {
        let cells = self.original.len() * self.side;
        (pot as usize >= cells).then(|| &self.groups[pot as usize - cells])
    }

    fn group_pot(&self, g: u32) -> u32 {
        (self.original.len() * self.side) as u32 + g
    }

    /// A node as a chain holds it: its cell (a group's first), its digit, a group's cells.
    fn node(&self, pot: u32) -> (Cell, Digit, Vec<Cell>) {
        match self.group(pot) {
            Some(g) => (g.cells[0], g.digit, g.cells.clone()),
            None => (self.cell_of(pot), self.digit_of(pot), Vec::new()),
        }
    }

    /// The cells of a node: its cell, or its group's.
    fn node_cells(&self, pot: u32) -> Vec<Cell> {
        match self.group(pot) {
            Some(g) => g.cells.clone(),
            None => vec![self.cell_of(pot)],
        }
    }

    /// The digit of a node.
    fn node_digit(&self, pot: u32) -> Digit {
        self.group(pot)
            .map_or_else(|| self.digit_of(pot), |g| g.digit)
    }

    /// The groups of `digit` in `house`.
    fn groups_of(&self, house: House, digit: Digit) -> &[u32] {
        &self.groups_in[self.slot(house, digit)]
    }

    /// What a true group turns off: its digit's other places in its box and its line, and
    /// the groups there that share no cell with it.
    fn group_on_to_off(&self, g: &Group, out: &mut Vec<(u32, Because)>) {
        let bit = 1 << g.digit.index();
        for h in g.houses {
            for &c in self.board.cells_of(h) {
                if g.mask & 1 << c.index() == 0 && self.current[c.index()] & bit != 0 {
                    let p = self.pot(c, g.digit);
                    if !out.iter().any(|&(q, _)| q == p) {
                        out.push((p, Because::House(h)));
                    }
                }
            }
            for &o in self.groups_of(h, g.digit) {
                let p = self.group_pot(o);
                if self.groups[o as usize].mask & g.mask == 0 && !out.iter().any(|&(q, _)| q == p) {
                    out.push((p, Because::House(h)));
                }
            }
        }
    }

    /// What a false node (a candidate or a group) turns on in a house of it where its digit's
    /// other places are all in one group: that group.
    fn group_off_to_on(&self, pot: u32, out: &mut Vec<(u32, Because, Vec<u32>)>) {
        let digit = self.node_digit(pot);
        let cells = self.node_cells(pot);
        let own = mask_of(&cells);
        let houses: Vec<House> = match self.group(pot) {
            Some(g) => g.houses.to_vec(),
            None => self.houses(cells[0]).to_vec(),
        };
        let bit = 1 << digit.index();
        for h in houses {
            let rest: Vec<Cell> = self
                .board
                .cells_of(h)
                .iter()
                .copied()
                .filter(|c| own & 1 << c.index() == 0 && self.current[c.index()] & bit != 0)
                .collect();
            let on = match rest.len() {
                1 if self.group(pot).is_some() => Some(self.pot(rest[0], digit)),
                2 | 3 => {
                    let mask = mask_of(&rest);
                    self.groups_of(h, digit)
                        .iter()
                        .find(|&&o| self.groups[o as usize].mask == mask)
                        .map(|&o| self.group_pot(o))
                }
                _ => None,
            };
            if let Some(p) = on.filter(|p| !out.iter().any(|(q, _, _)| q == p)) {
                out.push((p, Because::House(h), Vec::new()));
            }
        }
    }

    fn pot(&self, cell: Cell, digit: Digit) -> u32 {
        (cell.index() * self.side + digit.index()) as u32
    }

    fn cell_of(&self, pot: u32) -> Cell {
        Cell::from_index(pot as usize / self.side, self.side)
    }

    fn digit_of(&self, pot: u32) -> Digit {
        Digit::from_index(pot as usize % self.side)
    }

    /// The houses of a cell in SE's order: box, row, column.
    fn houses(&self, cell: Cell) -> [House; 3] {
        let [row, col, bx] = self.board.shape().layout().houses_of(cell);
        [bx, row, col]
    }

    /// What a true candidate turns off (SE's `getOnToOff`): with `y`, the rest of its cell;
    /// always, its digit's other places in its houses.
    fn on_to_off(&self, pot: u32, y: bool, out: &mut Vec<(u32, Because)>) {
        out.clear();
        if let Some(g) = self.group(pot) {
            self.group_on_to_off(g, out);
            return;
        }
        let (cell, digit) = (self.cell_of(pot), self.digit_of(pot));
        if y {
            let bits = self.current[cell.index()];
            for d in Candidates::from_bits(bits).iter() {
                if d != digit {
                    out.push((self.pot(cell, d), Because::Cell));
                }
            }
        }
        let bit = 1 << digit.index();
        for h in self.houses(cell) {
            for &c in self.board.cells_of(h) {
                if c != cell && self.current[c.index()] & bit != 0 {
                    let p = self.pot(c, digit);
                    if !out.iter().any(|&(q, _)| q == p) {
                        out.push((p, Because::House(h)));
                    }
                }
            }
            // The groups of its digit in its houses that it is not part of: it sees them all.
            for &g in self.groups_of(h, digit) {
                let p = self.group_pot(g);
                if self.groups[g as usize].mask & 1 << cell.index() == 0
                    && !out.iter().any(|&(q, _)| q == p)
                {
                    out.push((p, Because::House(h)));
                }
            }
        }
    }

    /// What a false candidate turns on (SE's `getOffToOn`): with `y`, the other candidate of
    /// a cell left with two; with `x`, the other place of a digit left with two in a house.
    /// Each comes with its hidden parents: the candidates of that cell (or house) the search
    /// crossed out before, found among `run`'s false entries.
    fn off_to_on(
        &self,
        run: &Run,
        pot: u32,
        y: bool,
        x: bool,
        out: &mut Vec<(u32, Because, Vec<u32>)>,
    ) {
        out.clear();
        if self.group(pot).is_some() {
            self.group_off_to_on(pot, out);
            return;
        }
        let (cell, digit) = (self.cell_of(pot), self.digit_of(pot));
        let ci = cell.index();
        if y {
            let bits = self.current[ci];
            if bits.count_ones() == 2 {
                let other =
                    Digit::from_index((bits & !(1 << digit.index())).trailing_zeros() as usize);
                let hidden = self.hidden(run, self.original[ci] & !bits, |d| self.pot(cell, d));
                out.push((self.pot(cell, other), Because::Cell, hidden));
            }
        }
        if x {
            let bit = 1 << digit.index();
            for h in self.houses(cell) {
                let cells = self.board.cells_of(h);
                let mut count = 0;
                let mut other = None;
                for &c in cells {
                    if self.current[c.index()] & bit != 0 {
                        count += 1;
                        if c != cell {
                            other = Some(c);
                        }
                    }
                }
                if count == 2 {
                    let other = other.expect("two places");
                    let p = self.pot(other, digit);
                    if out.iter().any(|&(q, _, _)| q == p) {
                        continue;
                    }
                    let hidden: Vec<u32> = cells
                        .iter()
                        .filter(|c| {
                            self.original[c.index()] & bit != 0
                                && self.current[c.index()] & bit == 0
                        })
                        .map(|&c| run.off[self.pot(c, digit) as usize])
                        .filter(|&e| e != NONE)
                        .collect();
                    out.push((p, Because::House(h), hidden));
                }
            }
            if self.mode.grouped {
                self.group_off_to_on(pot, out);
            }
        }
    }

    fn hidden(&self, run: &Run, removed: u32, pot: impl Fn(Digit) -> u32) -> Vec<u32> {
        Candidates::from_bits(removed)
            .iter()
            .map(|d| run.off[pot(d) as usize])
            .filter(|&e| e != NONE)
            .collect()
    }

    /// Works out the consequences of the entries already pending in `run` (SE's `doChaining`):
    /// on entries first, then off ones; dynamic searches cross out each false candidate.
    /// Returns the two entries of a contradiction (on, off), if one comes up.
    fn propagate(
        &mut self,
        run: &mut Run,
        mut on: VecDeque<u32>,
        mut off: VecDeque<u32>,
    ) -> Option<(u32, u32)> {
        let y = !self.mode.nishio;
        let mut offs = Vec::new();
        let mut ons = Vec::new();
        let result = loop {
            if run.entries.len() > self.limit {
                break None;
            }
            if let Some(e) = on.pop_front() {
                let pot = run.entries[e as usize].pot;
                self.on_to_off(pot, y, &mut offs);
                let mut found = None;
                for &(p, because) in &offs {
                    if run.find(p, true) != NONE {
                        let n = run.add(p, false, because, &[e]);
                        found = Some((run.find(p, true), n));
                        break;
                    }
                    if run.find(p, false) == NONE {
                        let n = run.add(p, false, because, &[e]);
                        run.register(n);
                        off.push_back(n);
                    }
                }
                if found.is_some() {
                    break found;
                }
            } else if let Some(e) = off.pop_front() {
                let pot = run.entries[e as usize].pot;
                self.off_to_on(run, pot, y, true, &mut ons);
                if self.mode.dynamic {
                    let cell = pot as usize / self.side;
                    self.current[cell] &= !(1 << (pot as usize % self.side));
                }
                let mut found = None;
                for (p, because, hidden) in ons.drain(..) {
                    let mut parents = vec![e];
                    parents.extend(hidden.into_iter().filter(|&h| h != e));
                    if run.find(p, false) != NONE {
                        let n = run.add(p, true, because, &parents);
                        found = Some((n, run.find(p, false)));
                        break;
                    }
                    if run.find(p, true) == NONE {
                        let n = run.add(p, true, because, &parents);
                        run.register(n);
                        on.push_back(n);
                    }
                }
                if found.is_some() {
                    break found;
                }
            } else if self.mode.level > 0 {
                let before = off.len();
                self.advanced(run, &mut off);
                if off.len() == before {
                    break None;
                }
            } else {
                break None;
            }
        };
        self.current.copy_from_slice(&self.original);
        result
    }

    /// SE's `getAdvancedPotentials`: the first of locked candidates, hidden pair, naked pair
    /// and X-Wing that removes something on the board with the run's false candidates crossed
    /// out, each removal a false entry whose parents are the crossed-out candidates its pattern
    /// rests on.
    fn advanced(&self, run: &mut Run, off: &mut VecDeque<u32>) {
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
    }

    /// The crossed-out candidates a borrowed pattern rests on: of its digits in its base houses
    /// and any digit of its base cells.
    fn rule_parents(&self, run: &Run, d: &Deduction) -> Vec<u32> {
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
            for &c in self.board.cells_of(h) {
                consider(c, digits);
            }
        }
        for c in d.cells(Role::Base) {
            consider(c, u32::MAX);
        }
        parents
    }

    fn start(&self, pot: u32, on: bool) -> (Run, u32) {
        let mut run = Run::new(self.pots());
        let e = run.add(pot, on, Because::Assumption, &[]);
        run.register(e);
        (run, e)
    }
}

impl Net<'_> {
    /// SE's `doCycles`: from `pot` on, layer by layer, until the assumption comes back on
    /// after at least four steps; each such entry closes a loop.
    fn cycles(&self, pot: u32, y: bool, x: bool) -> (Run, Vec<u32>) {
        let (mut run, e0) = self.start(pot, true);
        let mut pending_on = VecDeque::from([e0]);
        let mut pending_off = VecDeque::new();
        let (mut offs, mut ons) = (Vec::new(), Vec::new());
        let mut found = Vec::new();
        let mut length = 0;
        while !pending_on.is_empty() || !pending_off.is_empty() {
            if run.entries.len() > self.limit {
                break;
            }
            length += 1;
            while let Some(e) = pending_on.pop_front() {
                self.on_to_off(run.entries[e as usize].pot, y, &mut offs);
                for &(p, because) in &offs {
                    if !run.is_parent(e, p, false) {
                        let n = run.add(p, false, because, &[e]);
                        run.register(n);
                        pending_off.push_back(n);
                    }
                }
            }
            length += 1;
            while let Some(e) = pending_off.pop_front() {
                self.off_to_on(&run, run.entries[e as usize].pot, y, x, &mut ons);
                for (p, because, _) in ons.drain(..) {
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
    fn forcing(&self, pot: u32, on: bool, y: bool) -> Option<(Run, u32)> {
        let (mut run, e0) = self.start(pot, on);
        let mut pending_on = VecDeque::new();
        let mut pending_off = VecDeque::new();
        if on {
            pending_on.push_back(e0);
        } else {
            pending_off.push_back(e0);
        }
        let (mut offs, mut ons) = (Vec::new(), Vec::new());
        while !pending_on.is_empty() || !pending_off.is_empty() {
            if run.entries.len() > self.limit {
                return None;
            }
            while let Some(e) = pending_on.pop_front() {
                self.on_to_off(run.entries[e as usize].pot, y, &mut offs);
                for &(p, because) in &offs {
                    if on && p == pot {
                        let n = run.add(p, false, because, &[e]);
                        return Some((run, n));
                    }
                    if !run.is_parent(e, p, false) && run.find(p, false) == NONE {
                        let n = run.add(p, false, because, &[e]);
                        run.register(n);
                        pending_off.push_back(n);
                    }
                }
            }
            while let Some(e) = pending_off.pop_front() {
                self.off_to_on(&run, run.entries[e as usize].pot, y, true, &mut ons);
                for (p, because, _) in ons.drain(..) {
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
    fn conclusion(&self, run: &Run, e: u32) -> Vec<(Cell, Digit)> {
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
    fn unary(&self, passes: &[(bool, bool, u8)], out: &mut Vec<Found>) {
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
                            let chain = run.chain(n, &|p| self.node(p));
                            out.push(self.unary_found(chain, removals, cell, y, x, sort, true));
                        }
                    }
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
                                let chain = run.chain(n, &|p| self.node(p));
                                out.push(
                                    self.unary_found(chain, removals, cell, y, x, sort, false),
                                );
                            }
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
            removals,
            source,
            house: None,
            base,
            sort,
        }
    }

    /// SE's `createCycleHint`: the candidates outside the loop that see a true node going one
    /// way round and a true node going the other.
    fn cycle_removals(&self, run: &Run, end: u32) -> Vec<(Cell, Digit)> {
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
    fn multiple(&mut self, out: &mut Vec<Found>) {
        for cell in self.board.shape().all_cells() {
            let card = self.original[cell.index()].count_ones();
            if self.board.get(cell).is_none() && (card > 2 || (card > 1 && self.mode.dynamic)) {
                self.multiple_cell(cell, out);
            }
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
        chains: Vec<Chain>,
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
        let mut runs: Vec<Run> = Vec::new();
        for digit in Candidates::from_bits(bits).iter() {
            let pot = self.pot(cell, digit);
            let double = card >= 3 && !nishio && dynamic;
            let contradiction = dynamic || nishio;
            let (mut on_run, e_on) = self.start(pot, true);
            let absurd = self.propagate(&mut on_run, VecDeque::from([e_on]), VecDeque::new());
            if let (true, Some((a, b))) = (contradiction, absurd) {
                let chains = vec![
                    on_run.chain(a, &|p| self.node(p)),
                    on_run.chain(b, &|p| self.node(p)),
                ];
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
                    let chains = vec![
                        off_run.chain(a, &|p| self.node(p)),
                        off_run.chain(b, &|p| self.node(p)),
                    ];
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
                            let chains = vec![
                                on_run.chain(e, &|p| self.node(p)),
                                off_run.chain(other, &|p| self.node(p)),
                            ];
                            self.push(out, "both ways", chains, removals, cell, None, 1);
                        }
                    }
                }
            }
            if !nishio {
                self.regions(cell, digit, &on_run, out);
            }
            runs.push(on_run);
        }
        if nishio || !(card == 2 || (multiple && card > 2)) {
            return;
        }
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
            let chains = runs
                .iter()
                .zip(&found)
                .map(|(r, &f)| r.chain(f, &|p| self.node(p)))
                .collect();
            self.push(out, "cell", chains, removals, cell, None, 5);
        }
    }

    /// SE's `doRegionChainings`: each house of `cell` where `digit` has two places (or more,
    /// for multiple chains), met first at `cell`: what every place leads to.
    fn regions(&mut self, cell: Cell, digit: Digit, own: &Run, out: &mut Vec<Found>) {
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
            let mut others: Vec<Run> = Vec::new();
            for &c in &places[1..] {
                let (mut run, e) = self.start(self.pot(c, digit), true);
                self.propagate(&mut run, VecDeque::from([e]), VecDeque::new());
                others.push(run);
            }
            for (e, entry) in own.entries.iter().enumerate() {
                if own.find(entry.pot, entry.on) != e as u32 {
                    continue;
                }
                let found: Vec<u32> = others.iter().map(|r| r.find(entry.pot, entry.on)).collect();
                if found.contains(&NONE) {
                    continue;
                }
                let removals = self.conclusion(own, e as u32);
                let mut chains = vec![own.chain(e as u32, &|p| self.node(p))];
                chains.extend(
                    others
                        .iter()
                        .zip(&found)
                        .map(|(r, &f)| r.chain(f, &|p| self.node(p))),
                );
                self.push(out, "unit", chains, removals, cell, Some(h), 6);
            }
        }
    }
}

/// The chaining rules, in ladder order: each is one of Sudoku Explainer's chaining rules, whose
/// easiest hint is the step (the techniques of one rule share its search).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Rule {
    /// Loops and forcing chains of one candidate: X-Chain, XY-Chain, AIC (with the finned
    /// Swordfish and W-Wing, which SE finds as such chains).
    Unary,
    /// Nishio, with the grouped chains of one digit, which SE finds as Nishio.
    Nishio,
    /// Cell and unit forcing chains, with the grouped chains of several digits and ALS-XZ,
    /// which SE finds as such forcing chains.
    Multiple,
    /// Digit forcing chains and dynamic cell and unit forcing chains.
    Dynamic,
    /// Dynamic forcing chains that borrow four techniques of the ladder.
    DynamicPlus,
}

impl Rule {
    fn mode(self) -> Mode {
        let (multiple, dynamic, nishio, level) = match self {
            Rule::Unary => (false, false, false, 0),
            Rule::Nishio => (false, true, true, 0),
            Rule::Multiple => (true, false, false, 0),
            Rule::Dynamic => (true, true, false, 0),
            Rule::DynamicPlus => (true, true, false, 1),
        };
        Mode {
            multiple,
            dynamic,
            nishio,
            level,
            grouped: false,
        }
    }
}

type Cached = (Rule, Vec<u32>, Option<Deduction>);

thread_local! {
    /// The last search of each rule: the techniques of one rule ask in turn on the same board.
    static LAST: RefCell<Vec<Cached>> = const { RefCell::new(Vec::new()) };
}

/// The easiest hint of `rule` on `board`, as SE sorts them: by rating, then size, then kind.
pub(super) fn best(board: &Board, rule: Rule) -> Option<Deduction> {
    // Chains are searched on grids up to 9x9: on 16x16 and 25x25 the cases multiply past what
    // a rating should cost (and Sudoku Explainer rates 9x9 only).
    if board.shape().side() > 9 {
        return None;
    }
    let key: Vec<u32> = board
        .shape()
        .all_cells()
        .map(|c| match board.get(c) {
            Some(d) => 1 << 31 | d.index() as u32,
            None => board.candidates(c).bits(),
        })
        .collect();
    let hit = LAST.with(|last| {
        last.borrow()
            .iter()
            .find(|(r, k, _)| *r == rule && *k == key)
            .map(|(_, _, d)| d.clone())
    });
    if let Some(d) = hit {
        return d;
    }
    let d = search(board, rule);
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        last.retain(|(r, _, _)| *r != rule);
        last.push((rule, key, d.clone()));
    });
    d
}

/// SE's three passes of its first chaining rule: X-links only, Y-links only, both; with the
/// sort key SE gives each.
const UNARY_PASSES: [(bool, bool, u8); 3] = [(false, true, 2), (true, false, 3), (true, true, 4)];

/// SE's base for a grouped chain (it has no group node, so the rule that makes the same
/// deduction): a group is true when one of its cells holds the digit, which SE can only reach
/// case by case. One digit's chain is what its Nishio finds (7.5: that digit's places followed
/// with the false ones crossed out, so a group's cells, all false, leave the last place of a
/// house); a chain through several digits needs one case per cell of a group, its multiple
/// forcing chains (8.0).
pub fn grouped_base(digits: usize) -> u16 {
    if digits == 1 { 75 } else { 80 }
}

/// The grouped chains (AIC with group nodes), of one digit (`single`) or of several: SE's
/// passes of X-links alone or of both links, on a board with group nodes.
fn grouped(board: &Board, single: bool, out: &mut Vec<Found>) {
    let mode = Mode {
        grouped: true,
        ..Rule::Unary.mode()
    };
    let net = Net::new(board, mode);
    let pass = if single {
        UNARY_PASSES[0]
    } else {
        UNARY_PASSES[2]
    };
    let mut found = Vec::new();
    net.unary(&[pass], &mut found);
    out.extend(found.into_iter().filter(|f| {
        f.technique == Technique::GroupedAic
            && (f.chains.iter().map(Chain::digits).max().unwrap_or(0) == 1) == single
    }));
}

fn search(board: &Board, rule: Rule) -> Option<Deduction> {
    let mut net = Net::new(board, rule.mode());
    let mut found = Vec::new();
    let mut named: Vec<((u16, usize, u8), Deduction)> = Vec::new();
    if rule == Rule::Unary {
        net.unary(&UNARY_PASSES, &mut found);
        for t in [Technique::FinnedSwordfish, Technique::WWing] {
            if let Some(d) = t.find(board).filter(Deduction::makes_progress) {
                named.push(((d.rating().in_tenths(), 0, 0), d));
            }
        }
    } else {
        net.multiple(&mut found);
        if rule == Rule::Nishio {
            grouped(board, true, &mut found);
        }
        if rule == Rule::Multiple {
            grouped(board, false, &mut found);
            if let Some(d) = Technique::AlsXz.find(board) {
                named.push(((d.rating().in_tenths(), 0, 0), d));
            }
        }
    }
    let chains = found.into_iter().map(|f| (f.key(), f));
    let mut best: Option<((u16, usize, u8), Deduction)> = None;
    for (key, d) in named {
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, d));
        }
    }
    let mut best_chain: Option<((u16, usize, u8), Found)> = None;
    for (key, f) in chains {
        if best_chain.as_ref().is_none_or(|(k, _)| key < *k) {
            best_chain = Some((key, f));
        }
    }
    match (best, best_chain) {
        (Some((k, d)), Some((kc, _))) if k <= kc => Some(d),
        (_, Some((_, f))) => Some(f.deduction()),
        (Some((_, d)), None) => Some(d),
        (None, None) => None,
    }
}

/// `r3c4 is 7` or `r3c4 is not 7`: what the removals prove.
fn conclusion_words(d: &Deduction) -> String {
    let removals = d.removals();
    let end = d.chains.first().map(|c| c.end());
    match end {
        Some(n) if n.on && removals.iter().all(|&(c, x)| c == n.cell && x != n.digit) => {
            format!("{} is {}", n.cell, n.digit)
        }
        _ => and_list(removals.iter().map(|(c, x)| format!("{c} is not {x}"))),
    }
}

/// The rest of a chain after its assumption: `r2c8 is not 7, so r6c8 is 7`.
fn tail(chain: &Chain) -> String {
    let words = chain.words();
    match words.split_once(", then ") {
        Some((_, rest)) => rest.to_string(),
        None => chain.assumption().words(),
    }
}

/// The sentence of every chain technique, from its chains: `if r2c5 is 7, then r2c8 is not 7,
/// so r6c8 is 7, ...`, and what that proves.
pub fn explain(d: &Deduction) -> String {
    let Some(first) = d.chains.first() else {
        return String::new();
    };
    let start = first.assumption();
    let proved = conclusion_words(d);
    let kind = match d.technique {
        Technique::CellForcingChain => "cell",
        Technique::UnitForcingChain => "unit",
        _ => d.variant.unwrap_or(""),
    };
    match kind {
        "loop" => format!(
            "{}, back where it started: the links alternate all round the loop, so whichever \
             way it goes, every candidate that sees a true candidate of each way is false: {proved}",
            first.words()
        ),
        "forcing" => format!(
            "{}: the assumption undoes itself, so {proved}",
            first.words()
        ),
        "contradiction" => {
            let other = d.chains.get(1).map(tail).unwrap_or_default();
            format!(
                "{}; and also {other}: both cannot hold, so the assumption is false: {proved}",
                first.words()
            )
        }
        "both ways" => {
            let other = d.chains.get(1).map(Chain::words).unwrap_or_default();
            format!("{}; {other}: either way, {proved}", first.words())
        }
        "cell" => {
            let cases: Vec<String> = d.chains.iter().map(Chain::words).collect();
            format!(
                "{} holds {}: {}; whichever it holds, {proved}",
                start.cell,
                and_list(d.chains.iter().map(|c| c.assumption().digit)).replace(" and ", " or "),
                cases.join("; ")
            )
        }
        "unit" => {
            let cases: Vec<String> = d.chains.iter().map(Chain::words).collect();
            let house = d.focus().map(|h| h.to_string()).unwrap_or_default();
            format!(
                "in {house}, {} fits only {}: {}; wherever it goes, {proved}",
                start.digit,
                and_list(d.chains.iter().map(|c| c.assumption().cell)).replace(" and ", " or "),
                cases.join("; ")
            )
        }
        _ => format!("{}: {proved}", first.words()),
    }
}
