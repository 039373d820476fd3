//! Sets of small numbers as the bits of a word, and the one way the project walks them: lowest
//! bit first, each step clearing the bit it returns.
//!
//! Every solver keeps some set this way: the digits a cell may still take ([`Candidates`]),
//! the cells of a band where a digit may go (the fast solver), the houses to look at again, the
//! cells still to cross out of their peers. [`bits`] walks any of them; [`CellSet`] is the one
//! set too large for a word, a bit for each cell of a grid.
//!
//! [`Candidates`]: super::Candidates

/// A machine word used as a set of bit positions.
pub trait Word: Copy + Eq {
    /// The empty set.
    const ZERO: Self;
    /// The lowest position in the set (the word must not be empty).
    fn lowest(self) -> u32;
    /// The set without its lowest position.
    fn without_lowest(self) -> Self;
}

macro_rules! word {
    ($($t:ty)*) => {$(
        impl Word for $t {
            const ZERO: $t = 0;
            #[inline(always)]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn without_lowest(self) -> $t {
                self & self.wrapping_sub(1)
            }
        }
    )*};
}
word!(u16 u32 u64 u128);

/// The positions of the set bits of a word, lowest first: see [`bits`].
#[derive(Clone, Copy, Debug)]
pub struct Bits<W>(W);

/// The positions of the set bits of `mask`, lowest first: `bits(0b1010_u32)` gives 1, then 3.
#[inline(always)]
pub fn bits<W: Word>(mask: W) -> Bits<W> {
    Bits(mask)
}

impl<W: Word> Iterator for Bits<W> {
    type Item = u32;

    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        if self.0 == W::ZERO {
            return None;
        }
        let p = self.0.lowest();
        self.0 = self.0.without_lowest();
        Some(p)
    }
}

/// A set of cell indices below `64 * W`, as bits (a fixed size: no allocation). `W = 10` holds
/// the 625 cells of a 25x25 grid; a search that knows its grid takes the fewest words it needs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CellSet<const W: usize>([u64; W]);

impl<const W: usize> CellSet<W> {
    /// No cell.
    pub const EMPTY: CellSet<W> = CellSet([0; W]);

    #[inline(always)]
    pub fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    #[inline(always)]
    pub fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }

    #[inline(always)]
    pub fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// The set whose words are `words`: bit `i % 64` of word `i / 64` for cell `i`.
    #[inline(always)]
    pub fn from_words(words: [u64; W]) -> CellSet<W> {
        CellSet(words)
    }

    /// The cells in both sets.
    #[inline(always)]
    pub fn and(self, other: CellSet<W>) -> CellSet<W> {
        CellSet(std::array::from_fn(|w| self.0[w] & other.0[w]))
    }

    /// The cells of the set, lowest first.
    #[inline(always)]
    pub fn iter(self) -> Cells<W> {
        // A set of two words or less (the 81 cells of a 9x9 grid) is walked as one.
        let (word, next) = match W {
            1 => (u128::from(self.0[0]), 1),
            2 => (u128::from(self.0[0]) | u128::from(self.0[1]) << 64, 2),
            _ => (u128::from(self.0[0]), 1),
        };
        Cells {
            set: self.0,
            word,
            base: 0,
            next,
        }
    }

    /// The smallest index in the set that is `from` or more: a walk that lets the set change
    /// behind and ahead of it, as a pass over the cells in row order does when it fixes cells.
    #[inline]
    pub fn first_from(&self, from: usize) -> Option<usize> {
        let mut w = from / 64;
        if w >= W {
            return None;
        }
        let mut word = self.0[w] & (u64::MAX << (from % 64));
        loop {
            if word != 0 {
                return Some(w * 64 + word.lowest() as usize);
            }
            w += 1;
            if w == W {
                return None;
            }
            word = self.0[w];
        }
    }
}

/// The cells of a [`CellSet`], lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Cells<const W: usize> {
    set: [u64; W],
    /// The bits being walked, and the cell of their lowest bit.
    word: u128,
    base: usize,
    /// The next word of `set` to walk.
    next: usize,
}

impl<const W: usize> Iterator for Cells<W> {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        loop {
            if self.word != 0 {
                let p = self.word.lowest() as usize;
                self.word = self.word.without_lowest();
                return Some(self.base + p);
            }
            if self.next >= W {
                return None;
            }
            (self.word, self.base) = (u128::from(self.set[self.next]), 64 * self.next);
            self.next += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_come_lowest_first_in_every_word_size() {
        assert_eq!(bits(0b1010_u32).collect::<Vec<_>>(), [1, 3]);
        assert_eq!(bits(1u128 << 100 | 1).collect::<Vec<_>>(), [0, 100]);
        assert_eq!(bits(0u64).count(), 0);
        assert_eq!(bits(u16::MAX).count(), 16);
    }

    #[test]
    fn a_cell_set_walks_its_cells_lowest_first_in_every_size() {
        fn walk<const W: usize>(cells: &[usize], other: &[usize]) -> Vec<usize> {
            let set = |cells: &[usize]| {
                let mut set = CellSet::<W>::EMPTY;
                cells.iter().for_each(|&i| set.insert(i));
                set
            };
            set(cells).and(set(other)).iter().collect()
        }
        assert_eq!(walk::<1>(&[0, 5, 63], &[5, 63]), [5, 63]);
        assert_eq!(
            walk::<2>(&[80, 3, 64, 63], &[3, 63, 64, 80]),
            [3, 63, 64, 80]
        );
        assert_eq!(
            walk::<10>(&[624, 0, 300, 128], &[0, 128, 300, 624, 7]),
            [0, 128, 300, 624]
        );
        assert!(walk::<4>(&[200], &[]).is_empty());
    }

    #[test]
    fn a_cell_set_walks_from_any_index() {
        let mut set = CellSet::<10>::EMPTY;
        for i in [3, 64, 200, 624] {
            set.insert(i);
        }
        assert_eq!(set.first_from(0), Some(3));
        assert_eq!(set.first_from(4), Some(64));
        assert_eq!(set.first_from(201), Some(624));
        set.remove(624);
        assert!(!set.contains(624) && set.contains(200));
        assert_eq!(set.first_from(201), None);
    }
}
