//! The fast solver's board: one 27-bit band-mask per digit and band, and the rules that shrink
//! them, each a handful of bit operations over a whole band or a whole digit at once.
//!
//! The board is a plain `Copy` value of 60 words. A guess copies it, so taking a guess back is
//! just dropping the copy: no undo log, and no allocation anywhere in the search.

use crate::grid::{Cell, Digit, Grid, House, bits};
use crate::steps::{Contradiction, Observer, Reason, Step};

use super::super::search::Stats;
use super::tables::{
    ALL, BOX, COLUMN, COLUMN_TRIAD_KEEP, COMPLEX, KEEP, LOCKED, ROW, ROW_BOX_PEERS, ROW_TRIAD_KEEP,
    SPREAD, columns, gather, segments,
};

/// Where a digit may still go, and which cells are still open.
#[derive(Clone, Copy, Debug)]
pub struct Bitboard {
    /// `cand[at(d, b)]`: the cells of band `b` where digit `d + 1` may go. The nine digits of a
    /// band lie side by side, so that what is done to all of them (a cell placed: the other
    /// digits lose it) is a few vector instructions.
    cand: [u32; 27],
    /// The value of each band-mask when the band rules last saw it: a band-mask equal to its
    /// `prev` has nothing new to tell, which is what makes the band rules cheap to rerun.
    prev: [u32; 27],
    /// The cells of each band that hold no digit yet.
    unsolved: [u32; 3],
    /// Naked singles placed by [`Bitboard::settle`] with the band rules on, which the band rules
    /// then finish: they are reported where they were placed, not again there. Kept only when
    /// an observer listens.
    settled: [u32; 3],
}

/// The index of the band-mask of digit `d` (0-based) in band `b`: band by band, nine digits
/// each.
#[inline(always)]
const fn at(d: usize, b: usize) -> usize {
    9 * b + d
}

/// For each band-mask index [`at(d, b)`](at): `d`, `b`, and the indices of the same digit's
/// other two bands (a table, because division and remainder by 9 cost more than the rule
/// itself).
const SPOTS: [[u8; 4]; 27] = {
    let mut table = [[0; 4]; 27];
    let mut i = 0;
    while i < 27 {
        let (d, b) = (i % 9, i / 9);
        table[i] = [
            d as u8,
            b as u8,
            at(d, (b + 1) % 3) as u8,
            at(d, (b + 2) % 3) as u8,
        ];
        i += 1;
    }
    table
};

/// Open cells with two digits left, one mask per band: the best places to guess.
pub type Pairs = [u32; 3];

/// The cell at bit `p` of band `b`.
#[inline]
fn cell(b: usize, p: u32) -> Cell {
    Cell::new(3 * b + p as usize / 9, p as usize % 9, 9)
}

/// A contradiction, told to the observer when it listens; always `false` so a rule can
/// `return contradiction(...)`.
#[inline(always)]
fn contradiction<O: Observer>(observer: &mut O, why: impl FnOnce() -> Contradiction) -> bool {
    if O::ENABLED {
        observer.step(&Step::Contradiction(why()));
    }
    false
}

impl Bitboard {
    /// The board of `puzzle`, a 9x9 grid, or `None` when two givens clash.
    pub fn new(puzzle: &Grid) -> Option<Bitboard> {
        let cells: &[Option<Digit>; 81] = puzzle.cells().try_into().expect("a 9x9 grid");
        // The givens of each digit in each band, and the cells they fill, from the four
        // bit-planes of the band's cell values (0 for an open cell), eight cells at a time: no
        // test of each cell, whose outcome (given or open) the processor cannot foresee.
        let mut givens = [0u32; 27];
        let mut filled = [0u32; 3];
        for b in 0..3 {
            let mut planes = [0u32; 4];
            for c in 0..4 {
                let x = u64::from_le_bytes(std::array::from_fn(|i| match 8 * c + i {
                    p @ 0..27 => cells[27 * b + p].map_or(0, Digit::get),
                    _ => 0,
                }));
                for (k, plane) in planes.iter_mut().enumerate() {
                    *plane |= gather(x, k as u32) << (8 * c);
                }
            }
            filled[b] = planes[0] | planes[1] | planes[2] | planes[3];
            for d in 0..9 {
                givens[at(d, b)] = (0..4).fold(filled[b], |m, k| {
                    m & if (d + 1) >> k & 1 != 0 {
                        planes[k]
                    } else {
                        !planes[k]
                    }
                });
            }
        }
        // A digit may go in the cells no given fills, and in its own givens; then each given
        // takes its row and box in its band, and its column in the two others. A given that
        // loses its own cell shares a house with another of its digit.
        let mut cand: [u32; 27] = std::array::from_fn(|i| ALL & !filled[i / 9] | givens[i]);
        for (i, &mine) in givens.iter().enumerate() {
            let [_, _, i1, i2] = SPOTS[i].map(usize::from);
            for p in bits(mine) {
                cand[i] &= !ROW_BOX_PEERS[p as usize];
                cand[i1] &= !COLUMN[p as usize % 9];
                cand[i2] &= !COLUMN[p as usize % 9];
            }
        }
        if (0..27).any(|i| cand[i] & givens[i] != givens[i]) {
            return None;
        }
        Some(Bitboard {
            cand,
            // No band-mask equals this, so the band rules look at every band once.
            prev: [u32::MAX; 27],
            unsolved: filled.map(|f| ALL & !f),
            settled: [0; 3],
        })
    }

    /// The digit of cell `p` of band `b` may still go there.
    #[inline(always)]
    fn may_place(&self, d: usize, b: usize, p: u32) -> bool {
        self.unsolved[b] & self.cand[at(d, b)] & (1 << p) != 0
    }

    /// Puts digit `d` in cell `p` of band `b`: the cell loses its other digits, and its row, box
    /// and column lose this one.
    #[inline(always)]
    pub fn place(&mut self, d: usize, b: usize, p: u32) {
        let bit = 1 << p;
        let column = COLUMN[p as usize % 9];
        let [_, _, i1, i2] = SPOTS[at(d, b)].map(usize::from);
        let own = self.cand[at(d, b)] & !ROW_BOX_PEERS[p as usize];
        self.clear_band(b, bit);
        self.cand[at(d, b)] = own;
        self.cand[i1] &= !column;
        self.cand[i2] &= !column;
        self.unsolved[b] &= !bit;
    }

    /// Puts digit `d` in cell `p` of band `b`, a naked single. With the band rules and
    /// hidden singles on, it is enough to take the digit from the cell's row and box: the band
    /// rules then see the digit alone in its row, clear the cell of the other digits and take
    /// its column from the other bands, as they do for any other single. One AND instead of a
    /// dozen, and the band rules had that work to do anyway.
    #[inline(always)]
    fn settle<const HIDDEN: bool, const LOCKED: bool, O: Observer>(
        &mut self,
        d: usize,
        b: usize,
        p: u32,
    ) {
        if HIDDEN && LOCKED {
            self.cand[at(d, b)] &= !ROW_BOX_PEERS[p as usize];
            if O::ENABLED {
                self.settled[b] |= 1 << p;
            }
        } else {
            self.place(d, b, p);
        }
    }

    /// Takes the cells of `cells` from every digit of band `b`.
    #[inline(always)]
    fn clear_band(&mut self, b: usize, cells: u32) {
        for x in &mut self.cand[at(0, b)..at(0, b) + 9] {
            *x &= !cells;
        }
    }

    /// The digits (bit `d` for digit `d + 1`) still possible in cell `p` of band `b`.
    #[inline]
    pub fn digits(&self, b: usize, p: u32) -> u32 {
        (0..9).fold(0, |acc, d| acc | ((self.cand[at(d, b)] >> p) & 1) << d)
    }

    /// The solution on a solved board: each band's four bit-planes of digit values (a digit's
    /// band-mask goes into the planes of the bits of its value), spread back to one byte a cell
    /// eight cells at a time.
    pub fn solution(&self) -> Grid {
        // Room for the last band's eight-byte write past its 27 cells.
        let mut values = [0u8; 88];
        for b in 0..3 {
            let m = |d: usize| self.cand[at(d, b)];
            let planes = [
                m(0) | m(2) | m(4) | m(6) | m(8),
                m(1) | m(2) | m(5) | m(6),
                m(3) | m(4) | m(5) | m(6),
                m(7) | m(8),
            ];
            for c in 0..4 {
                let x = (0..4).fold(0u64, |x, k| {
                    x | SPREAD[(planes[k] >> (8 * c) & 0xFF) as usize] << k
                });
                // The fourth group's five bytes past the band are the next band's, written after.
                values[27 * b + 8 * c..][..8].copy_from_slice(&x.to_le_bytes());
            }
        }
        Grid::nine(std::array::from_fn(|i| Digit::from_cell_value(values[i])))
    }

    /// Applies the rules switched on until none has anything left to do. `None` on a
    /// contradiction, otherwise the open cells with two digits left (by band), which the
    /// last look for naked singles found on the way. `HIDDEN`: hidden singles; `LOCKED`: the band rules (locked candidates,
    /// and with `HIDDEN` the row singles they leave). Naked singles are always on: without
    /// them nothing would ever be placed between guesses.
    ///
    /// Always inlined, into each instruction set's copy of the node: a function the compiler
    /// keeps apart is compiled for the build's own target only, and the AVX2 copy of the
    /// search then ran its rules on the portable instructions (measured with callgrind: the
    /// two copies within half a percent of each other).
    #[inline(always)]
    pub fn propagate<
        const HIDDEN: bool,
        const LOCKED: bool,
        const TRIADS: bool,
        const STACKS: bool,
        O: Observer,
    >(
        &mut self,
        stats: &mut Stats,
        observer: &mut O,
    ) -> Option<Pairs> {
        let (open, naked) = (self.open(), stats.naked_singles);
        let result = self.apply_rules::<HIDDEN, LOCKED, TRIADS, STACKS, O>(stats, observer);
        if HIDDEN && LOCKED {
            // The band rules do not count their singles as they go (it costs more than it
            // seems, in the hottest loop): every cell they closed is a hidden single, or a
            // naked single settled before them.
            let closed = (open - self.open()) as u64;
            stats.hidden_singles += closed.saturating_sub(stats.naked_singles - naked);
        }
        result
    }

    /// The number of open cells.
    #[inline(always)]
    fn open(&self) -> u32 {
        self.unsolved.iter().map(|u| u.count_ones()).sum()
    }

    /// The loop of [`Bitboard::propagate`].
    #[inline(always)]
    fn apply_rules<
        const HIDDEN: bool,
        const LOCKED: bool,
        const TRIADS: bool,
        const STACKS: bool,
        O: Observer,
    >(
        &mut self,
        stats: &mut Stats,
        observer: &mut O,
    ) -> Option<Pairs> {
        loop {
            if LOCKED && !self.band_rules::<HIDDEN, O>(observer) {
                return None;
            }
            let pairs = match self.naked_singles::<HIDDEN, LOCKED, O>(stats, observer) {
                None => return None,
                Some(Ok(())) => continue,
                Some(Err(pairs)) => pairs,
            };
            // With the band rules on, a digit alone in a row or a box of a band has already
            // been placed by them. Columns are left, but looking at them every time costs
            // more than the guesses it saves (measured: 10% more work on the hard sets).
            if HIDDEN && !LOCKED {
                match self.hidden_singles_everywhere(stats, observer) {
                    None => return None,
                    Some(true) => continue,
                    Some(false) => {}
                }
            }
            // The stack rule where the band rules and singles are done: it finds less than they
            // do, and run inside the band rules' rounds it cost a fifth more instructions.
            if STACKS && self.stack_rule() {
                continue;
            }
            // Triads last: they cost more than the other rules and find less, so they run only
            // where those have nothing left to do.
            if TRIADS {
                match self.triads(observer) {
                    None => return None,
                    Some(true) => continue,
                    Some(false) => {}
                }
            }
            return Some(pairs);
        }
    }

    /// The band rules, for every band-mask that changed, until none changes: keep the cells
    /// of some permutation of segments ([`COMPLEX`]), take the columns this band has locked
    /// from the two other bands ([`KEEP`]), and (with `HIDDEN`) place a digit left alone in a
    /// row.
    #[inline(always)]
    fn band_rules<const HIDDEN: bool, O: Observer>(&mut self, observer: &mut O) -> bool {
        // Rounds over the band-masks that changed, found all at once as one bit each. Asking
        // each of the 27 in turn "did you change?" takes fewer instructions, but each question
        // is a jump the processor cannot predict, 27 times a round: measured, that sweep was
        // 3-8% slower on every set and mode. A band-mask that changes during a round waits for
        // the next; the rules reach the same end in any order (the node counts are the same).
        loop {
            let changed = self.changed();
            if changed == 0 {
                return true;
            }
            // Band by band, so that the band is a constant of each copy of the loop and the
            // same digit's other two band-masks are at fixed distances from this one: no
            // table to read for them, and no bounds to check but the digit's.
            for b in 0..3 {
                let mut digits = (changed >> (9 * b)) & 0x1FF;
                // A hand-written walk, not `grid::bits`: with the iterator, `propagate` ran
                // 1.3% more instructions on top1465 (callgrind, `solve --solver fast`, the
                // dev profile: 137.8 M against 136.0 M), and this is the solver's hottest loop.
                while digits != 0 {
                    let d = digits.trailing_zeros() as usize;
                    digits &= digits - 1;
                    if !self.band_rule::<HIDDEN, O>(d, b, observer) {
                        return false;
                    }
                }
            }
        }
    }

    /// The band-masks that changed since the band rules last saw them, one bit each.
    #[inline(always)]
    fn changed(&self) -> u32 {
        let mut mask = 0;
        for i in 0..27 {
            mask |= u32::from(self.cand[i] != self.prev[i]) << i;
        }
        mask
    }

    /// The band rules for the band-mask of digit `d` in band `b`.
    #[inline(always)]
    fn band_rule<const HIDDEN: bool, O: Observer>(
        &mut self,
        d: usize,
        b: usize,
        observer: &mut O,
    ) -> bool {
        let (i, i1, i2) = (at(d, b), at(d, (b + 1) % 3), at(d, (b + 2) % 3));
        let before = self.cand[i];
        let index = (segments(before) & 0x1FF) as usize;
        let band = before & COMPLEX[index];
        if band == 0 {
            return contradiction(observer, || band_contradiction(d, b, before));
        }
        self.cand[i] = band;
        self.prev[i] = band;
        let keep = KEEP[columns(band) as usize];
        self.cand[i1] &= keep;
        self.cand[i2] &= keep;
        if HIDDEN {
            // Without a test of `placed`: whether a row was just solved is a coin toss for the
            // processor's branch predictor, and clearing nothing costs less than a mispredicted
            // jump (the `sudoku` crate's observation, measured here too).
            let placed = band & LOCKED[index] & !keep;
            if O::ENABLED {
                for p in bits(placed & self.unsolved[b] & !self.settled[b]) {
                    let reason = self.reason(d, b, p);
                    self.tell_place(observer, d, b, p, reason);
                }
            }
            self.unsolved[b] &= !placed;
            // The other digits lose the cells placed: all nine digits of the band at once (a
            // few vector instructions, where skipping this one digit made it nine scalar steps
            // with a jump each), then this digit gets its band-mask back.
            self.clear_band(b, placed);
            self.cand[i] = band;
        }
        true
    }

    /// The stack rule, for every digit and stack at once: the band rule turned on its side. In
    /// a stack (three columns of boxes) a digit takes one column in each band and one band in
    /// each column, a permutation, as in a band it takes one box in each row. A (band, column)
    /// pair where the digit may go, in no permutation of the pairs left, loses it. True when a
    /// band-mask changed. A stack with no permutation left loses the digit everywhere, and the
    /// band rules then find the contradiction (a box where the digit has no place).
    ///
    /// Each digit's pairs are one 27-bit word, bit `9 * b + c` for band `b` and column `c`; a
    /// pair is in a permutation when the 2x2 of pairs in the other two bands and the other two
    /// columns of its stack holds a diagonal, found for every pair of the word at once by
    /// rotating the word by bands and by columns inside each stack. No table and no jump, nine
    /// words side by side: the AVX2 copy does the nine digits in a few vector instructions.
    #[inline(always)]
    fn stack_rule(&mut self) -> bool {
        let pairs: [u32; 9] = std::array::from_fn(|d| {
            columns(self.cand[at(d, 0)])
                | columns(self.cand[at(d, 1)]) << 9
                | columns(self.cand[at(d, 2)]) << 18
        });
        let lost = pairs.map(|x| x & !in_some_permutation(x));
        if lost.iter().fold(0, |a, &l| a | l) == 0 {
            return false;
        }
        for b in 0..3 {
            for (d, &l) in lost.iter().enumerate() {
                let l = (l >> (9 * b)) & 0x1FF;
                self.cand[at(d, b)] &= !(l | l << 9 | l << 18);
            }
        }
        true
    }

    /// The triad rule, over the 54 triads (the three cells of a row, or of a column, inside
    /// one box): a triad holds three different digits, so one where only three digits may go
    /// holds each of them, which then leave the rest of its row or column and of its box; one
    /// where fewer than three may go is a contradiction. `None` on a contradiction, otherwise
    /// whether a band-mask changed.
    #[inline(always)]
    fn triads<O: Observer>(&mut self, observer: &mut O) -> Option<bool> {
        let before = self.cand;
        for b in 0..3 {
            let (i1, i2) = (at(0, (b + 1) % 3), at(0, (b + 2) % 3));
            let rows: [u32; 9] = std::array::from_fn(|d| segments(self.cand[at(d, b)]));
            let cols: [u32; 9] = std::array::from_fn(|d| columns(self.cand[at(d, b)]));
            let (row_full, row_short) = three_of(&rows);
            let (col_full, col_short) = three_of(&cols);
            if row_short | col_short != 0 {
                contradiction(observer, || {
                    triad_contradiction(b, &rows, row_short, &cols, col_short)
                });
                return None;
            }
            for d in 0..9 {
                let locked = cols[d] & col_full;
                self.cand[at(d, b)] &= ROW_TRIAD_KEEP[(rows[d] & row_full) as usize]
                    & COLUMN_TRIAD_KEEP[locked as usize];
                // The column triad's column, in the two other bands.
                let column = !(locked * 0x40201);
                self.cand[i1 + d] &= column;
                self.cand[i2 + d] &= column;
            }
        }
        Some(before != self.cand)
    }

    /// Places every cell left with one digit. `None` on a contradiction (a cell with no digit
    /// left); `Some(Ok(()))` when something was placed; `Some(Err(pairs))` when there was
    /// nothing to place, with the open cells that have two digits left.
    #[inline(always)]
    fn naked_singles<const HIDDEN: bool, const LOCKED: bool, O: Observer>(
        &mut self,
        stats: &mut Stats,
        observer: &mut O,
    ) -> Option<Result<(), Pairs>> {
        let mut any = false;
        let mut pairs = [0; 3];
        for (b, pair) in pairs.iter_mut().enumerate() {
            // Cells with at least one, two, three digits left.
            let (mut once, mut twice, mut thrice) = (0, 0, 0);
            for d in 0..9 {
                let x = self.cand[at(d, b)];
                thrice |= twice & x;
                twice |= once & x;
                once |= x;
            }
            *pair = twice & !thrice & self.unsolved[b];
            if once != ALL {
                let p = (ALL & !once).trailing_zeros();
                contradiction(observer, || Contradiction::NoCandidate(cell(b, p)));
                return None;
            }
            let singles = once & !twice & self.unsolved[b];
            if singles == 0 {
                continue;
            }
            any = true;
            for d in 0..9 {
                let mine = singles & self.cand[at(d, b)];
                for p in bits(mine) {
                    // An earlier single of this batch may have taken this cell's only digit.
                    if !self.may_place(d, b, p) {
                        contradiction(observer, || Contradiction::NoCandidate(cell(b, p)));
                        return None;
                    }
                    self.tell_place(observer, d, b, p, Reason::NakedSingle);
                    self.settle::<HIDDEN, LOCKED, O>(d, b, p);
                    stats.naked_singles += 1;
                }
            }
        }
        Some(if any { Ok(()) } else { Err(pairs) })
    }

    /// Places every digit left with one cell in a column. `None` on a contradiction (a digit
    /// with no cell left in a column), otherwise whether anything was placed.
    #[inline(always)]
    fn hidden_singles_in_columns<O: Observer>(
        &mut self,
        stats: &mut Stats,
        observer: &mut O,
    ) -> Option<bool> {
        let mut any = false;
        for d in 0..9 {
            let [m0, m1, m2] = [
                self.cand[at(d, 0)],
                self.cand[at(d, 1)],
                self.cand[at(d, 2)],
            ];
            let anywhere = columns(m0 | m1 | m2);
            if anywhere != 0x1FF {
                let col = (0x1FF & !anywhere).trailing_zeros() as u8;
                let digit = Digit::from_index(d);
                contradiction(observer, || Contradiction::NoPlace(digit, House::Col(col)));
                return None;
            }
            let [u0, u1, u2] = self.unsolved;
            let open = [m0 & u0, m1 & u1, m2 & u2];
            let placed = columns((m0 & !u0) | (m1 & !u1) | (m2 & !u2));
            // Count the open cells of each column, nine rows at a time, saturating at two.
            let (mut once, mut twice) = (0u32, 0u32);
            for x in open {
                for row in [x & 0x1FF, (x >> 9) & 0x1FF, x >> 18] {
                    twice |= once & row;
                    once |= row;
                }
            }
            let singles = once & !twice & !placed;
            for col in bits(singles) {
                let (b, p) = open
                    .iter()
                    .enumerate()
                    .find_map(|(band, x)| {
                        let hit = x & COLUMN[col as usize];
                        (hit != 0).then(|| (band, hit.trailing_zeros()))
                    })
                    .expect("a single has a cell");
                if !self.may_place(d, b, p) {
                    let digit = Digit::from_index(d);
                    contradiction(observer, || {
                        Contradiction::NoPlace(digit, House::Col(col as u8))
                    });
                    return None;
                }
                self.tell_place(
                    observer,
                    d,
                    b,
                    p,
                    Reason::HiddenSingle(House::Col(col as u8)),
                );
                self.place(d, b, p);
                stats.hidden_singles += 1;
                any = true;
            }
        }
        Some(any)
    }

    /// Hidden singles in rows, boxes and columns, for a board without the band rules.
    fn hidden_singles_everywhere<O: Observer>(
        &mut self,
        stats: &mut Stats,
        observer: &mut O,
    ) -> Option<bool> {
        let mut any = false;
        for d in 0..9 {
            for b in 0..3 {
                for (units, kind) in [(ROW, House::Row as fn(u8) -> House), (BOX, House::Box)] {
                    for (k, unit) in units.iter().enumerate() {
                        let house = kind((3 * b + k) as u8);
                        let x = self.cand[at(d, b)] & unit;
                        let open = x & self.unsolved[b];
                        if x == 0 {
                            let digit = Digit::from_index(d);
                            contradiction(observer, || Contradiction::NoPlace(digit, house));
                            return None;
                        }
                        if open.count_ones() == 1 && x == open {
                            let p = open.trailing_zeros();
                            self.tell_place(observer, d, b, p, Reason::HiddenSingle(house));
                            self.place(d, b, p);
                            stats.hidden_singles += 1;
                            any = true;
                        }
                    }
                }
            }
        }
        let columns_found = self.hidden_singles_in_columns(stats, observer)?;
        Some(any || columns_found)
    }

    /// Where to guess, given the open cells with two digits left: one of those (`FEWEST`),
    /// else whichever of the first open cells of the three bands has the fewest digits; or
    /// simply the first open cell. `None` when every cell is filled. Of the two-digit cells,
    /// `PEERS` takes the one with the most open peers, the first one otherwise.
    ///
    /// Without a two-digit cell, looking at three cells beats looking at all of them when the
    /// search stops at its first solution: the cell with the fewest digits in the whole grid
    /// made the trees larger there (forum1106, first solution: 280 nodes a puzzle against 202).
    /// The three-cell compromise is the `sudoku` crate's refinement of JCZSolve, which takes
    /// the first open cell. A search that walks its whole tree (`whole_tree`: a uniqueness
    /// proof, a count) has no lucky first digit to lose, and there, with `PEERS`, the cell
    /// with the fewest digits in the whole grid, the most open peers among them, makes the
    /// trees smaller (forum1106, solutions proved unique: 4.5% fewer nodes).
    /// Such nodes are rare (581 of forum1106's 103,051), the root mostly, so looking at every
    /// cell there costs nothing that shows. Always inlined, as [`Bitboard::propagate`].
    #[inline(always)]
    pub fn choose<const FEWEST: bool, const PEERS: bool>(
        &self,
        pairs: &Pairs,
        whole_tree: bool,
    ) -> Option<(usize, u32)> {
        if !FEWEST {
            return (0..3)
                .find(|&b| self.unsolved[b] != 0)
                .map(|b| (b, self.unsolved[b].trailing_zeros()));
        }
        if PEERS {
            let mut best = None;
            let mut most = 0;
            for (b, &pair) in pairs.iter().enumerate() {
                for p in bits(pair) {
                    // Counting the two-digit peers too (four times the open peers plus
                    // them) took 1.6% fewer nodes on forum1106 (solutions proved unique) and
                    // 3.6% more instructions (callgrind): left out.
                    let n = self.peers_in(&self.unsolved, b, p) + 1;
                    if n > most {
                        (best, most) = (Some((b, p)), n);
                    }
                }
            }
            if best.is_some() {
                return best;
            }
            if whole_tree {
                return self.fewest_digits_most_peers();
            }
        } else if let Some(b) = (0..3).find(|&b| pairs[b] != 0) {
            return Some((b, pairs[b].trailing_zeros()));
        }
        (0..3)
            .filter(|&b| self.unsolved[b] != 0)
            .map(|b| (b, self.unsolved[b].trailing_zeros()))
            .min_by_key(|&(b, p)| self.digits(b, p).count_ones())
    }

    /// The open cell with the fewest digits left, and of those the one with the most open
    /// peers; `None` when every cell is filled.
    #[inline(always)]
    fn fewest_digits_most_peers(&self) -> Option<(usize, u32)> {
        let mut best = None;
        let mut key = (u32::MAX, 0);
        for b in 0..3 {
            for p in bits(self.unsolved[b]) {
                let k = (
                    self.digits(b, p).count_ones(),
                    self.peers_in(&self.unsolved, b, p),
                );
                if k.0 < key.0 || k.0 == key.0 && k.1 > key.1 {
                    (best, key) = (Some((b, p)), k);
                }
            }
        }
        best
    }

    /// The cells of `set` (a mask per band) among the 20 peers of cell `p` of band `b`. Of the
    /// open cells: the more there are, the more a guess there settles, whichever of its two
    /// digits is right (the degree rule of graph colouring, which Sudoku is).
    #[inline]
    fn peers_in(&self, set: &[u32; 3], b: usize, p: u32) -> u32 {
        let c = p % 9;
        let (b1, b2) = ((b + 1) % 3, (b + 2) % 3);
        let row_box = set[b] & ROW_BOX_PEERS[p as usize];
        // The column's cells in the two other bands, side by side: bits 0, 1, 9, 10, 18, 19.
        let column = (set[b1] >> c) & COLUMN[0] | ((set[b2] >> c) & COLUMN[0]) << 1;
        (u64::from(row_box) | u64::from(column) << 32).count_ones()
    }

    /// Why digit `d` is alone where it is, for the observer: a cell with one digit left, or a
    /// digit with one place left in its row, box or column.
    fn reason(&self, d: usize, b: usize, p: u32) -> Reason {
        let c = cell(b, p);
        if self.digits(b, p).count_ones() == 1 {
            return Reason::NakedSingle;
        }
        let x = self.cand[at(d, b)];
        let r = p as usize / 9;
        if (x & ROW[r]).count_ones() == 1 {
            return Reason::HiddenSingle(House::Row(c.row() as u8));
        }
        if (x & BOX[p as usize % 9 / 3]).count_ones() == 1 {
            return Reason::HiddenSingle(House::Box((3 * b + p as usize % 9 / 3) as u8));
        }
        Reason::HiddenSingle(House::Col(c.col() as u8))
    }

    /// Tells the observer about a placement, when it listens.
    #[inline(always)]
    pub fn tell_place<O: Observer>(
        &self,
        observer: &mut O,
        d: usize,
        b: usize,
        p: u32,
        reason: Reason,
    ) {
        if O::ENABLED {
            observer.step(&Step::Place {
                cell: cell(b, p),
                digit: Digit::from_index(d),
                reason,
            });
        }
    }

    /// The cell at bit `p` of band `b`, for the search's reports.
    pub fn cell(b: usize, p: u32) -> Cell {
        cell(b, p)
    }
}

/// The (band, column) pairs of a digit's pair word (bit `9 * b + c`, see [`Bitboard::stack_rule`])
/// that belong to some permutation of their stack: pair (b, k) with a diagonal of pairs in the
/// two other bands and the two other columns of its stack, (b+1, k+1) and (b+2, k+2), or
/// (b+1, k+2) and (b+2, k+1), counted round the band and round the stack.
#[inline(always)]
fn in_some_permutation(x: u32) -> u32 {
    // The first column of each stack.
    const FIRST: u32 = 0o111_111_111;
    // Each pair takes the value of the pair one or two bands down, round the three bands.
    let down1 = (x >> 9 | x << 18) & ALL;
    let down2 = (x >> 18 | x << 9) & ALL;
    // Each pair takes the value of the pair one or two columns right, round its stack.
    let right1 = |y: u32| (y >> 1) & !(FIRST << 2) & ALL | (y << 2) & (FIRST << 2);
    let right2 = |y: u32| (y >> 2) & FIRST | (y << 1) & !FIRST & ALL;
    x & (right1(down1) & right2(down2) | right2(down1) & right1(down2))
}

/// Of nine 9-bit words, the bits set in exactly three of them, and the bits set in fewer than
/// three: a count kept bit-sliced (three bit-planes, the top one saturating), all nine bit
/// positions at once.
#[inline(always)]
fn three_of(words: &[u32; 9]) -> (u32, u32) {
    let (mut ones, mut twos, mut fours) = (0u32, 0u32, 0u32);
    for &x in words {
        let carry = ones & x;
        ones ^= x;
        fours |= twos & carry;
        twos ^= carry;
    }
    (ones & twos & !fours, !fours & !(ones & twos) & 0x1FF)
}

/// Why a triad of band `b` cannot be filled: fewer than three digits may go in its three
/// cells, so two of them would share one (a row triad of `row_short`, else a column triad of
/// `col_short`; `rows` and `cols` are each digit's triads, to name one of the digits).
fn triad_contradiction(
    b: usize,
    rows: &[u32; 9],
    row_short: u32,
    cols: &[u32; 9],
    col_short: u32,
) -> Contradiction {
    let (words, t, house) = if row_short != 0 {
        let t = row_short.trailing_zeros();
        (rows, t, House::Row((3 * b + t as usize / 3) as u8))
    } else {
        let t = col_short.trailing_zeros();
        (cols, t, House::Col(t as u8))
    };
    // Every cell has a digit left (naked singles look first), so some digit may go here.
    let d = (0..9).find(|&d| words[d] >> t & 1 != 0).unwrap_or(0);
    Contradiction::Duplicate(Digit::from_index(d), house)
}

/// Why the band rules found no place for digit `d` in band `b` (band-mask `band`): by Hall's
/// theorem on three rows and three boxes, a row or a box is empty, or two rows are locked in
/// one box, or two boxes in one row.
fn band_contradiction(d: usize, b: usize, band: u32) -> Contradiction {
    let digit = Digit::from_index(d);
    let rows: [u32; 3] = std::array::from_fn(|r| (segments(band) >> (3 * r)) & 7);
    let boxes: [u32; 3] =
        std::array::from_fn(|k| (0..3).fold(0, |a, r| a | ((rows[r] >> k) & 1) << r));
    let at = |k: usize| (3 * b + k) as u8;
    if let Some(r) = rows.iter().position(|&s| s == 0) {
        return Contradiction::NoPlace(digit, House::Row(at(r)));
    }
    if let Some(k) = boxes.iter().position(|&s| s == 0) {
        return Contradiction::NoPlace(digit, House::Box(at(k)));
    }
    for r in 0..3 {
        for s in r + 1..3 {
            if rows[r] == rows[s] && rows[r].count_ones() == 1 {
                return Contradiction::Duplicate(
                    digit,
                    House::Box(at(rows[r].trailing_zeros() as usize)),
                );
            }
        }
    }
    for k in 0..3 {
        for j in k + 1..3 {
            if boxes[k] == boxes[j] && boxes[k].count_ones() == 1 {
                return Contradiction::Duplicate(
                    digit,
                    House::Row(at(boxes[k].trailing_zeros() as usize)),
                );
            }
        }
    }
    Contradiction::NoPlace(digit, House::Box(at(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pairs of a stack's 3x3 (bit `3 * band + column`) that lie in some permutation, by
    /// trying the six.
    fn by_permutations(pattern: u32) -> u32 {
        let perms = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        perms
            .iter()
            .map(|p| (0..3).fold(0, |m, b| m | 1 << (3 * b + p[b])))
            .filter(|&m| pattern & m == m)
            .fold(0, |a, m| a | m)
    }

    /// A stack's 3x3 pattern as the pairs of stack `s` in a digit's pair word.
    fn in_stack(pattern: u32, s: u32) -> u32 {
        (0..3).fold(0, |x, b| x | ((pattern >> (3 * b)) & 7) << (9 * b + 3 * s))
    }

    #[test]
    fn the_stack_rule_keeps_exactly_the_pairs_of_some_permutation() {
        for pattern in 0..512 {
            for s in 0..3 {
                // The other two stacks full, which keeps all their pairs.
                let others = ALL & !in_stack(0x1FF, s);
                let kept = in_some_permutation(in_stack(pattern, s) | others);
                assert_eq!(kept & others, others, "pattern {pattern:#o}, stack {s}");
                assert_eq!(
                    kept & !others,
                    in_stack(by_permutations(pattern), s),
                    "pattern {pattern:#o}, stack {s}"
                );
            }
        }
    }

    #[test]
    fn a_column_claimed_by_one_band_clears_the_rest_of_its_box() {
        // Column 4 (stack 1, column 1 of it) has the digit in band 2 only; every other pair
        // is open. Band 2 loses columns 3 and 5.
        let x = ALL & !(1 << 4) & !(1 << (9 + 4));
        let lost = x & !in_some_permutation(x);
        assert_eq!(lost, 1 << (18 + 3) | 1 << (18 + 5));
    }
}
