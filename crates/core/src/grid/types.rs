//! The small value types of the model: a digit, a cell, a set of candidates and a house.
//!
//! They are newtypes so that a digit, a cell index and a bitmask of candidates, which are all
//! small integers underneath, cannot be mixed up by accident.

use std::fmt;
use std::num::NonZeroU8;

use super::bits::bits;

/// The largest side the model supports (25x25, boxes of 5x5).
pub const MAX_SIDE: usize = 25;

/// A digit placed in a cell: 1..=side. Digits above 9 are written as letters (`A` = 10).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit with this value, or `None` for 0 or a value above the largest side.
    #[inline]
    pub fn new(value: u8) -> Option<Digit> {
        if value as usize > MAX_SIDE {
            return None;
        }
        NonZeroU8::new(value).map(Digit)
    }

    /// The digit written in a cell as the number `value`, or `None` for 0, an empty cell: what
    /// a reader of puzzles needs, one cell at a time, at no cost (`value` must be a digit of
    /// some grid, at most 25).
    #[inline]
    pub fn from_cell_value(value: u8) -> Option<Digit> {
        debug_assert!(value as usize <= MAX_SIDE);
        NonZeroU8::new(value).map(Digit)
    }

    /// The digit's value, 1 for `1`.
    pub fn get(self) -> u8 {
        self.0.get()
    }

    /// The position of this digit's bit in a [`Candidates`] set.
    #[inline]
    pub fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The digit whose [`index`](Digit::index) is `index`.
    #[inline]
    pub fn from_index(index: usize) -> Digit {
        Digit::new(index as u8 + 1).expect("digit index within 0..25")
    }

    /// The character that writes this digit: `1`..`9`, then `A` for 10, `B` for 11, and so on.
    pub fn to_char(self) -> char {
        self.to_ascii() as char
    }

    /// [`to_char`](Digit::to_char) as the one ASCII byte it is.
    #[inline]
    pub fn to_ascii(self) -> u8 {
        let v = self.get();
        if v <= 9 { b'0' + v } else { b'A' + v - 10 }
    }

    /// Reads a digit written as [`to_char`](Digit::to_char) writes it, lower-case letters
    /// included. Whether it fits a given grid is the caller's question.
    pub fn from_char(c: char) -> Option<Digit> {
        match c {
            '1'..='9' => Digit::new(c as u8 - b'0'),
            'A'..='P' => Digit::new(c as u8 - b'A' + 10),
            'a'..='p' => Digit::new(c as u8 - b'a' + 10),
            _ => None,
        }
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

/// A cell of the grid, known by its row-major index and its row and column (0-based inside,
/// written 1-based as `r3c7`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell {
    index: u16,
    row: u8,
    col: u8,
}

impl Cell {
    /// The cell at `row`, `col` (both 0-based) of a grid with `side` cells to a row.
    pub fn new(row: usize, col: usize, side: usize) -> Cell {
        debug_assert!(row < side && col < side);
        Cell {
            index: (row * side + col) as u16,
            row: row as u8,
            col: col as u8,
        }
    }

    /// The cell with row-major `index` in a grid with `side` cells to a row.
    pub fn from_index(index: usize, side: usize) -> Cell {
        Cell::new(index / side, index % side, side)
    }

    /// Row-major index: 0 is the top-left cell.
    pub fn index(self) -> usize {
        self.index as usize
    }

    /// 0-based row.
    pub fn row(self) -> usize {
        self.row as usize
    }

    /// 0-based column.
    pub fn col(self) -> usize {
        self.col as usize
    }
}

/// Written the way Sudoku players write cells: `r1c1` is the top-left cell.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

impl Cell {
    /// Reads a cell as players write it, `r5c3` (rows and columns from 1; `R5C3` too), in a
    /// grid with `side` cells to a row.
    pub fn parse_in(text: &str, side: usize) -> Result<Cell, CellError> {
        let error = || CellError {
            text: text.to_string(),
            side,
        };
        let lower = text.trim().to_ascii_lowercase();
        let (row, col) = lower
            .strip_prefix('r')
            .and_then(|rest| rest.split_once('c'))
            .ok_or_else(error)?;
        // Plain decimal numbers only: `parse` would take a sign (`r+5c3`).
        let number = |t: &str| {
            (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse::<usize>().ok())
                .flatten()
                .filter(|n| (1..=side).contains(n))
        };
        match (number(row), number(col)) {
            (Some(r), Some(c)) if side <= MAX_SIDE => Ok(Cell::new(r - 1, c - 1, side)),
            _ => Err(error()),
        }
    }
}

/// `"r5c3".parse::<Cell>()`: a cell of the usual 9x9 grid. [`Cell::parse_in`] reads the cells
/// of the other sizes (a cell's index depends on the side of its grid).
impl std::str::FromStr for Cell {
    type Err = CellError;

    fn from_str(text: &str) -> Result<Cell, CellError> {
        Cell::parse_in(text, 9)
    }
}

/// A text that is not a cell of the grid.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CellError {
    pub text: String,
    /// The side of the grid the cell was read for.
    pub side: usize,
}

impl fmt::Display for CellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a cell; write r5c3 (rows and columns 1-{})",
            self.text, self.side
        )
    }
}

impl std::error::Error for CellError {}

/// A set of digits, one bit per digit: the pencil marks of a cell, or the digits a unit lacks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Candidates(u32);

impl Candidates {
    /// No digit at all.
    pub const EMPTY: Candidates = Candidates(0);

    /// Every digit of a grid with `side` digits.
    pub fn all(side: usize) -> Candidates {
        Candidates(((1u64 << side) - 1) as u32)
    }

    /// The set holding `digit` alone.
    pub fn single(digit: Digit) -> Candidates {
        Candidates(1 << digit.index())
    }

    /// The raw bitmask: bit 0 is digit 1.
    pub fn bits(self) -> u32 {
        self.0
    }

    /// The set with this raw bitmask.
    pub fn from_bits(bits: u32) -> Candidates {
        Candidates(bits)
    }

    pub fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << digit.index()) != 0
    }

    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.index();
    }

    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.index());
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True for a set of exactly one digit. (Cheaper than `len() == 1`: a portable build has no
    /// instruction that counts bits, and this is asked in the solvers' hottest loops.)
    #[inline]
    pub fn is_single(self) -> bool {
        self.0 != 0 && self.0 & (self.0 - 1) == 0
    }

    /// The one digit of a set of one, or `None`.
    #[inline]
    pub fn as_single(self) -> Option<Digit> {
        if self.is_single() {
            Some(Digit::from_index(self.0.trailing_zeros() as usize))
        } else {
            None
        }
    }

    /// The digits in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        bits(self.0).map(|index| Digit::from_index(index as usize))
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

/// The digits separated by spaces, as `solve -v` writes them: `1 2 4`.
impl fmt::Display for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for d in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl FromIterator<Digit> for Candidates {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Candidates {
        let mut set = Candidates::EMPTY;
        for d in iter {
            set.insert(d);
        }
        set
    }
}

/// A house (also called a unit): a row, a column or a box, each holding every digit once.
/// The number inside is 0-based; it is written 1-based (`row 1` is the top row, boxes are
/// numbered left to right, top to bottom).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum House {
    Row(u8),
    Col(u8),
    Box(u8),
}

impl House {
    /// `row`, `column` or `box`.
    pub fn kind(self) -> &'static str {
        match self {
            House::Row(_) => "row",
            House::Col(_) => "column",
            House::Box(_) => "box",
        }
    }

    /// The 0-based number of the house among those of its kind.
    pub fn number(self) -> usize {
        match self {
            House::Row(n) | House::Col(n) | House::Box(n) => n as usize,
        }
    }
}

/// `row 3`, `column 7`, `box 6`.
impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind(), self.number() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_round_trip_through_their_characters() {
        for v in 1..=25u8 {
            let d = Digit::new(v).unwrap();
            assert_eq!(Digit::from_char(d.to_char()), Some(d));
        }
        assert_eq!(Digit::new(10).unwrap().to_char(), 'A');
        assert_eq!(Digit::new(0), None);
        assert_eq!(Digit::new(26), None);
        assert_eq!(Digit::from_char('0'), None);
    }

    #[test]
    fn cells_read_as_players_write_them_and_back() {
        let cell: Cell = "r5c3".parse().unwrap();
        assert_eq!((cell.row(), cell.col(), cell.index()), (4, 2, 38));
        assert_eq!(cell.to_string(), "r5c3");
        assert_eq!(" R9C9 ".parse::<Cell>().unwrap().index(), 80);
        for side in [4, 9, 16, 25] {
            for index in 0..side * side {
                let cell = Cell::from_index(index, side);
                assert_eq!(Cell::parse_in(&cell.to_string(), side), Ok(cell));
            }
        }
        for bad in [
            "", "r5", "c3", "r0c1", "r10c1", "r5c", "rc3", "r+5c3", "x5c3", "r5c3c",
        ] {
            assert!(bad.parse::<Cell>().is_err(), "{bad:?}");
        }
        let e = "r16c1".parse::<Cell>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "\"r16c1\" is not a cell; write r5c3 (rows and columns 1-9)"
        );
        assert!(Cell::parse_in("r16c1", 16).is_ok());
    }

    #[test]
    fn candidates_behave_as_a_set() {
        let mut c = Candidates::all(9);
        assert_eq!(c.len(), 9);
        c.remove(Digit::new(3).unwrap());
        assert!(!c.contains(Digit::new(3).unwrap()));
        assert_eq!(c.to_string(), "1 2 4 5 6 7 8 9");
        let one = Candidates::single(Digit::new(7).unwrap());
        assert_eq!(one.as_single(), Digit::new(7));
        assert_eq!(Candidates::all(25).len(), 25);
    }

    #[test]
    fn cells_are_written_as_players_write_them() {
        let c = Cell::from_index(15, 9);
        assert_eq!((c.row(), c.col()), (1, 6));
        assert_eq!(c.to_string(), "r2c7");
    }
}
