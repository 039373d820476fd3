//! The search behind locked candidates and their direct form: a digit whose places in one
//! house all lie where it crosses another. Shared by `locked_candidates.rs` and
//! `direct_locked_candidates.rs`, in Sudoku Explainer's order.

use crate::grid::{Cell, Digit, House};
use crate::steps::{Pattern, Role};

use super::{Board, Deduction, Technique};

/// A digit locked into the crossing of two houses: its places in `base` all lie in `cover`,
/// so the rest of `cover` cannot hold it.
pub struct Lock {
    pub base: House,
    pub cover: House,
    pub digit: Digit,
    /// The digit's places in `base`.
    pub cells: Vec<Cell>,
}

impl Lock {
    /// The cells of `cover` outside `base` that still hold the digit.
    pub fn removals(&self, board: &Board) -> Vec<(Cell, Digit)> {
        board
            .places(self.cover, self.digit)
            .filter(|&c| !board.contains(self.base, c))
            .map(|c| (c, self.digit))
            .collect()
    }

    /// `pointing` when the base is a box, `claiming` when it is a line.
    pub fn variant(&self) -> &'static str {
        match self.base {
            House::Box(_) => "pointing",
            _ => "claiming",
        }
    }

    /// The deduction of `technique` this lock makes, with these removals.
    pub fn deduction(&self, technique: Technique, removals: Vec<(Cell, Digit)>) -> Deduction {
        Deduction::new(
            technique,
            Pattern {
                digits: crate::grid::Candidates::single(self.digit),
                houses: vec![(self.base, Role::Base), (self.cover, Role::Cover)],
                cells: self.cells.iter().map(|&c| (c, Role::Base)).collect(),
                candidates: self.cells.iter().map(|&c| (c, self.digit)).collect(),
                removals,
                ..Pattern::default()
            },
        )
        .variant(self.variant())
    }
}

/// True when a box and a line cross.
fn crosses(board: &Board, a: House, b: House) -> bool {
    let bs = board.shape().box_side();
    match (a, b) {
        (House::Box(x), House::Row(r)) | (House::Row(r), House::Box(x)) => {
            r as usize / bs == x as usize / bs
        }
        (House::Box(x), House::Col(c)) | (House::Col(c), House::Box(x)) => {
            c as usize / bs == x as usize % bs
        }
        _ => false,
    }
}

/// Calls `found` on every lock, in Sukaku Explainer's order (boxes against columns, boxes
/// against rows, then columns and rows against boxes; digits, then houses), until it returns
/// something.
pub fn first<T>(board: &Board, mut found: impl FnMut(&Lock) -> Option<T>) -> Option<T> {
    let side = board.shape().side() as u8;
    type Kind = fn(u8) -> House;
    let kinds: [(Kind, Kind); 4] = [
        (House::Box, House::Col),
        (House::Box, House::Row),
        (House::Col, House::Box),
        (House::Row, House::Box),
    ];
    for (base_kind, cover_kind) in kinds {
        for digit in (0..side as usize).map(Digit::from_index) {
            for base in (0..side).map(base_kind) {
                // Most houses hold no lock: the places are listed only for one that does.
                let mut places = board.places(base, digit);
                let Some(first) = places.next() else {
                    continue;
                };
                // The one house of the other kind holding every place, if there is one.
                let cover = match cover_kind(0) {
                    House::Row(_) => House::Row(first.row() as u8),
                    House::Col(_) => House::Col(first.col() as u8),
                    House::Box(_) => board.box_of(first),
                };
                let (mut count, mut outside) = (1, false);
                for c in places {
                    count += 1;
                    if !board.contains(cover, c) {
                        outside = true;
                        break;
                    }
                }
                if count < 2 || outside {
                    continue;
                }
                let lock = Lock {
                    base,
                    cover,
                    digit,
                    cells: board.places(base, digit).collect(),
                };
                if let Some(result) = found(&lock) {
                    return Some(result);
                }
            }
        }
    }
    None
}

/// The single a lock leaves: another house of the base's kind, crossing the cover, where the
/// digit had several places and keeps one once the cover loses it (SE's direct intersections).
pub fn following_single(board: &Board, lock: &Lock) -> Option<(House, Cell)> {
    let side = board.shape().side() as u8;
    let same_kind = (0..side).map(|n| match lock.base {
        House::Box(_) => House::Box(n),
        House::Row(_) => House::Row(n),
        House::Col(_) => House::Col(n),
    });
    for other in same_kind.filter(|&h| h != lock.base && crosses(board, h, lock.cover)) {
        let places: Vec<Cell> = board.places(other, lock.digit).collect();
        if places.len() < 2 {
            continue;
        }
        let mut left = places.iter().filter(|&&c| !board.contains(lock.cover, c));
        if let (Some(&cell), None) = (left.next(), left.next()) {
            return Some((other, cell));
        }
    }
    None
}
