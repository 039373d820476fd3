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
//! and agree on a candidate prove it. From level 2 on (SE's nested forcing chains) the borrowed
//! techniques include whole chaining rules of a lower level, run on the reduced board
//! (nested.rs). The rating follows SE: a base per rule plus a tenth for each step of its length
//! table, the length being the number of candidates the chains touch, the inner chains' included.
//!
//! `hints.rs` gathers each rule's hints, `rules.rs` runs a rule as the ladder asks it and
//! `words.rs` says a chain step.

mod hints;
mod nested;
mod rules;
mod words;

pub(crate) use rules::{Rule, best, best_within, grouped_base};
pub use words::explain;

use std::cell::RefCell;
use std::collections::VecDeque;
use std::sync::Arc;

use crate::grid::{Candidates, Cell, Digit, House, Layout};
use crate::steps::{Link, Pattern, Role};

use super::chain::{Because, Chain, ChainNode, length_tenths};
use super::{Board, Deduction, Rating, Technique};
use crate::solvers::Search;

const NONE: u32 = u32::MAX;

/// The size SE rates: the chains' sizes added up, and the sizes of the inner steps they rest on
/// (SE's nested complexity), each counted once.
pub fn size(d: &Deduction) -> usize {
    d.chains.iter().map(Chain::size).sum::<usize>() + nested_size(&d.nested)
}

/// The sizes of inner steps added up.
fn nested_size(nested: &[Arc<Deduction>]) -> usize {
    nested.iter().map(|d| size(d)).sum()
}

/// The index of `d` in `inner`, added when it is not there yet: a deduction's inner steps, each
/// once, however many of its chains rest on it.
fn intern(inner: &mut Vec<Arc<Deduction>>, d: &Arc<Deduction>) -> usize {
    if let Some(i) = inner.iter().position(|x| Arc::ptr_eq(x, d) || **x == **d) {
        return i;
    }
    inner.push(Arc::clone(d));
    inner.len() - 1
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
struct Consequences {
    entries: Vec<Entry>,
    parents: Vec<u32>,
    on: Vec<u32>,
    off: Vec<u32>,
    /// The inner steps its entries of `Because::Inner` name, by index.
    nested: Vec<Arc<Deduction>>,
}

impl Consequences {
    fn new(pots: usize) -> Consequences {
        Consequences {
            entries: Vec::new(),
            parents: Vec::new(),
            on: vec![NONE; pots],
            off: vec![NONE; pots],
            nested: Vec::new(),
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
    /// candidate (or group) as `node` describes it; the inner steps it rests on go to `inner`,
    /// which its nodes then name.
    fn chain(
        &self,
        target: u32,
        node: &dyn Fn(u32) -> (Cell, Digit, Vec<Cell>),
        inner: &mut Vec<Arc<Deduction>>,
    ) -> Chain {
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
                    because: match entry.because {
                        Because::Inner(k) => Because::Inner(intern(inner, &self.nested[k])),
                        other => other,
                    },
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
    /// The inner steps its chains' nodes of `Because::Inner` name.
    pub nested: Vec<Arc<Deduction>>,
    pub removals: Vec<(Cell, Digit)>,
    /// The cell (and house) of the assumption, for the pattern.
    pub source: Cell,
    pub house: Option<House>,
    pub base: u16,
    pub sort: u8,
}

impl Found {
    fn key(&self) -> (u16, usize, u8) {
        let size = self.chains.iter().map(Chain::size).sum::<usize>() + nested_size(&self.nested);
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
        d.nested = self.nested;
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

/// The index of a house among all (rows, then columns, then boxes).
fn house_index(house: House, side: usize) -> usize {
    match house {
        House::Row(r) => r as usize,
        House::Col(c) => side + c as usize,
        House::Box(b) => 2 * side + b as usize,
    }
}

/// The positions of the set bits of `mask`, lowest first.
fn bit_positions(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

/// The cells as bits of their indices.
fn mask_of(cells: &[Cell]) -> u128 {
    cells.iter().fold(0, |m, c| m | 1 << c.index())
}

/// A run worked out, with the contradiction it met (its on and off entries), if any.
type Ran = (Consequences, Option<(u32, u32)>);

/// What a false node turns on, each with its hidden parents (the run's entries for the
/// candidates its cell or house lost), in one buffer reused from node to node.
#[derive(Default)]
struct Turned {
    list: Vec<(u32, Because)>,
    /// Where the hidden parents of each of `list` end in `hidden`.
    ends: Vec<u32>,
    hidden: Vec<u32>,
}

impl Turned {
    fn clear(&mut self) {
        self.list.clear();
        self.ends.clear();
        self.hidden.clear();
    }

    fn contains(&self, pot: u32) -> bool {
        self.list.iter().any(|&(q, _)| q == pot)
    }

    fn push(&mut self, pot: u32, because: Because, hidden: impl IntoIterator<Item = u32>) {
        self.list.push((pot, because));
        self.hidden.extend(hidden);
        self.ends.push(self.hidden.len() as u32);
    }

    /// The hidden parents of the `i`th node turned on.
    fn hidden(&self, i: usize) -> &[u32] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.hidden[start as usize..self.ends[i] as usize]
    }
}

/// The kinds of links kept: on to off without and with `y`, then off to on for each `y` and `x`.
const KINDS: usize = 6;

/// A static search's links, by pot and kind, each worked out the first time it is needed.
struct Kept {
    /// For each pot and kind, where its links lie in `links`; `NONE` until worked out.
    spans: Vec<(u32, u32)>,
    links: Vec<(u32, Because)>,
}

impl Kept {
    fn new(pots: usize) -> Kept {
        Kept {
            spans: vec![(NONE, 0); pots * KINDS],
            links: Vec::new(),
        }
    }

    fn get(&self, pot: u32, kind: usize) -> Option<&[(u32, Because)]> {
        let (start, len) = self.spans[pot as usize * KINDS + kind];
        (start != NONE).then(|| &self.links[start as usize..(start + len) as usize])
    }

    fn put(&mut self, pot: u32, kind: usize, links: &[(u32, Because)]) {
        self.spans[pot as usize * KINDS + kind] = (self.links.len() as u32, links.len() as u32);
        self.links.extend_from_slice(links);
    }
}

/// The search context: the board, its candidates as the search has them.
struct Net<'b, 's> {
    board: &'b Board,
    /// The board's houses and their cells, looked up once.
    layout: &'static Layout,
    /// For each house and digit (`slot`), the places of the digit in the house as the search
    /// has them, a bit per position in the house's cells; and as the board has them.
    places: Vec<u32>,
    original_places: Vec<u32>,
    /// For each cell, its houses in SE's order (box, row, column): the house's index in
    /// `slot` order and the cell's position in it.
    place_of: Vec<[(usize, u8); 3]>,
    /// For each cell, its houses in SE's order.
    houses_of: Vec<[House; 3]>,
    /// Runs done with, their tables cleared, for the next assumption: a fresh run's tables
    /// (two entries a candidate) cost more to fill than most runs take.
    pool: RefCell<Vec<Consequences>>,
    /// The consequences of candidates assumed true that a unit chain of an earlier cell
    /// worked out, by pot, with the contradiction they met: the candidate's own cell takes
    /// them over instead of working them out again (SE does each one up to four times).
    ahead: Vec<Option<Ran>>,
    /// Scratch for the loops' search: by pot, the layer it was last turned off in.
    layers: RefCell<Vec<u32>>,
    /// The caller's bounds, for nested searches: each inner rule run is a node of it.
    search: Option<&'s mut Search>,
    /// True once `search` said to stop: the hints found since are incomplete.
    halted: bool,
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
    /// A static search's links, kept as they are worked out (none for a dynamic search).
    kept: Option<RefCell<Kept>>,
    /// The loops' and forcing chains' queues and lists, reused from one assumption to the next.
    scratch: RefCell<Scratch>,
}

/// The queues and lists of a search from one assumption, kept for the next one.
#[derive(Default)]
struct Scratch {
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
    offs: Vec<(u32, Because)>,
    ons: Turned,
}

impl Scratch {
    /// The queues emptied for a new assumption, its entry `first` pending on (or off).
    fn begin(&mut self, first: u32, on: bool) {
        self.pending_on.clear();
        self.pending_off.clear();
        if on {
            self.pending_on.push_back(first);
        } else {
            self.pending_off.push_back(first);
        }
    }
}

/// The most candidate states one assumption may reach before its search stops: far more than
/// any chain the calibration needs, and a bound on the time a hostile grid can take.
const ENTRY_LIMIT: usize = 20_000;

impl<'b, 's> Net<'b, 's> {
    fn new(board: &'b Board, mode: Mode, search: Option<&'s mut Search>) -> Net<'b, 's> {
        let side = board.shape().side();
        let original: Vec<u32> = board
            .shape()
            .all_cells()
            .map(|c| board.candidates(c).bits())
            .collect();
        let layout = board.shape().layout();
        let mut original_places = vec![0u32; 3 * side * side];
        let mut place_of = vec![[(0usize, 0u8); 3]; original.len()];
        for (h, _) in layout.houses() {
            let hi = house_index(h, side);
            for (i, &c) in layout.cells_of(h).iter().enumerate() {
                for d in Candidates::from_bits(original[c.index()]).iter() {
                    original_places[hi * side + d.index()] |= 1 << i;
                }
                let [row, col, bx] = layout.houses_of(c);
                let k = [bx, row, col].iter().position(|&x| x == h).unwrap_or(0);
                place_of[c.index()][k] = (hi, i as u8);
            }
        }
        let mut net = Net {
            board,
            side,
            current: original.clone(),
            original,
            places: original_places.clone(),
            original_places,
            place_of,
            houses_of: board
                .shape()
                .all_cells()
                .map(|c| {
                    let [row, col, bx] = layout.houses_of(c);
                    [bx, row, col]
                })
                .collect(),
            mode,
            layout,
            pool: RefCell::new(Vec::new()),
            ahead: Vec::new(),
            layers: RefCell::new(Vec::new()),
            search,
            halted: false,
            limit: ENTRY_LIMIT,
            groups: Vec::new(),
            groups_in: vec![Vec::new(); 3 * side * side],
            kept: None,
            scratch: RefCell::new(Scratch::default()),
        };
        if mode.grouped {
            net.find_groups();
        }
        if !mode.dynamic {
            net.kept = Some(RefCell::new(Kept::new(net.pots())));
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

    /// The index of a house and digit in `groups_in` and `places`.
    fn slot(&self, house: House, digit: Digit) -> usize {
        house_index(house, self.side) * self.side + digit.index()
    }

    /// Crosses `digit` out of `cell` as the search has it.
    fn cross_out(&mut self, cell: usize, digit: usize) {
        self.current[cell] &= !(1 << digit);
        for (hi, pos) in self.place_of[cell] {
            self.places[hi * self.side + digit] &= !(1 << pos);
        }
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
        self.houses_of[cell.index()]
    }

    /// What a true group turns off: its digit's other places in its box and its line, and
    /// the groups there that share no cell with it.
    fn group_on_to_off(&self, g: &Group, out: &mut Vec<(u32, Because)>) {
        let bit = 1 << g.digit.index();
        for h in g.houses {
            for &c in self.layout.cells_of(h) {
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
    fn group_off_to_on(&self, pot: u32, out: &mut Turned) {
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
            if let Some(p) = on.filter(|&p| !out.contains(p)) {
                out.push(p, Because::House(h), []);
            }
        }
    }

    /// What a true candidate turns off (SE's `getOnToOff`): with `y`, the rest of its cell;
    /// always, its digit's other places in its houses.
    fn on_to_off(&self, pot: u32, y: bool, out: &mut Vec<(u32, Because)>) {
        out.clear();
        let Some(kept) = &self.kept else {
            return self.work_on_to_off(pot, y, out);
        };
        let kind = usize::from(y);
        if let Some(links) = kept.borrow().get(pot, kind) {
            out.extend_from_slice(links);
            return;
        }
        self.work_on_to_off(pot, y, out);
        kept.borrow_mut().put(pot, kind, out);
    }

    /// [`on_to_off`](Net::on_to_off) worked out on the board as the search has it.
    fn work_on_to_off(&self, pot: u32, y: bool, out: &mut Vec<(u32, Because)>) {
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
        // The cells already listed: a peer in the box and a line is listed once.
        let mut listed: u128 = 1 << cell.index();
        for (k, h) in self.houses(cell).into_iter().enumerate() {
            let (hi, _) = self.place_of[cell.index()][k];
            let cells = self.layout.cells_of(h);
            for i in bit_positions(self.places[hi * self.side + digit.index()]) {
                let c = cells[i];
                if listed & 1 << c.index() == 0 {
                    listed |= 1 << c.index();
                    out.push((self.pot(c, digit), Because::House(h)));
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
    fn off_to_on(&self, run: &Consequences, pot: u32, y: bool, x: bool, out: &mut Turned) {
        out.clear();
        let Some(kept) = &self.kept else {
            return self.work_off_to_on(run, pot, y, x, out);
        };
        let kind = 2 + 2 * usize::from(y) + usize::from(x);
        if let Some(links) = kept.borrow().get(pot, kind) {
            // None has hidden parents: every one's end is the empty buffer's.
            out.list.extend_from_slice(links);
            out.ends.resize(links.len(), 0);
            return;
        }
        self.work_off_to_on(run, pot, y, x, out);
        // A static search crosses nothing out: nothing turned on has hidden parents.
        debug_assert!(out.hidden.is_empty());
        kept.borrow_mut().put(pot, kind, &out.list);
    }

    /// [`off_to_on`](Net::off_to_on) worked out on the board as the search has it.
    fn work_off_to_on(&self, run: &Consequences, pot: u32, y: bool, x: bool, out: &mut Turned) {
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
                let hidden = Candidates::from_bits(self.original[ci] & !bits)
                    .iter()
                    .map(|d| run.off[self.pot(cell, d) as usize])
                    .filter(|&e| e != NONE);
                out.push(self.pot(cell, other), Because::Cell, hidden);
            }
        }
        if x {
            for (k, h) in self.houses(cell).into_iter().enumerate() {
                let (hi, pos) = self.place_of[ci][k];
                let s = hi * self.side + digit.index();
                let places = self.places[s];
                let others = places & !(1 << pos);
                if places.count_ones() != 2 || others == 0 {
                    continue;
                }
                let cells = self.layout.cells_of(h);
                // The last other place, as a walk through the house meets them.
                let other = cells[31 - others.leading_zeros() as usize];
                let p = self.pot(other, digit);
                if out.contains(p) {
                    continue;
                }
                let hidden = bit_positions(self.original_places[s] & !places)
                    .map(|i| run.off[self.pot(cells[i], digit) as usize])
                    .filter(|&e| e != NONE);
                out.push(p, Because::House(h), hidden);
            }
            if self.mode.grouped {
                self.group_off_to_on(pot, out);
            }
        }
    }

    /// Gives a run back for a later assumption, its tables cleared.
    fn recycle(&self, mut run: Consequences) {
        for entry in &run.entries {
            run.on[entry.pot as usize] = NONE;
            run.off[entry.pot as usize] = NONE;
        }
        run.entries.clear();
        run.parents.clear();
        run.nested.clear();
        self.pool.borrow_mut().push(run);
    }

    /// Works out the consequences of the entries already pending in `run` (SE's `doChaining`):
    /// on entries first, then off ones; dynamic searches cross out each false candidate.
    /// Returns the two entries of a contradiction (on, off), if one comes up.
    fn propagate(
        &mut self,
        run: &mut Consequences,
        mut on: VecDeque<u32>,
        mut off: VecDeque<u32>,
    ) -> Option<(u32, u32)> {
        let y = !self.mode.nishio;
        let mut offs = Vec::new();
        let mut ons = Turned::default();
        let mut parents = Vec::new();
        let result = loop {
            if run.entries.len() > self.limit || self.halted {
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
                    self.cross_out(cell, pot as usize % self.side);
                }
                let mut found = None;
                for (i, &(p, because)) in ons.list.iter().enumerate() {
                    parents.clear();
                    parents.push(e);
                    parents.extend(ons.hidden(i).iter().copied().filter(|&h| h != e));
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
        self.places.copy_from_slice(&self.original_places);
        result
    }

    fn start(&self, pot: u32, on: bool) -> (Consequences, u32) {
        let mut run = self
            .pool
            .borrow_mut()
            .pop()
            .unwrap_or_else(|| Consequences::new(self.pots()));
        let e = run.add(pot, on, Because::Assumption, &[]);
        run.register(e);
        (run, e)
    }
}
