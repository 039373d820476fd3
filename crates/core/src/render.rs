//! Writing grids as text: the one-line form, a boxed grid, and seed 003's matrix style.
//!
//! The library decides the layout; colour is the caller's: [`boxed`] hands each cell to a
//! `paint` function with its [`CellKind`], and the binary colours it or not.

use crate::grid::{Cell, Digit, Grid};

/// What a cell of a solved grid is to the reader.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CellKind {
    /// Given in the puzzle.
    Given,
    /// Filled in by the solver.
    Filled,
    /// Still empty.
    Empty,
}

/// The grid as one line, `.` for an empty cell.
pub fn line(grid: &Grid) -> String {
    grid.to_line_with('.')
}

/// The mark that follows a given in a grid drawn without colour ([`boxed_marked`]): a plain-text
/// reader tells the puzzle's digits from the solver's by it.
pub const GIVEN_MARK: char = '*';

/// `grid` drawn in a box, boxes separated by lines. Each cell of `grid` is drawn through
/// `paint`, told whether `puzzle` gave it, so givens and filled digits can look different.
pub fn boxed(puzzle: &Grid, grid: &Grid, paint: impl Fn(&str, CellKind) -> String) -> String {
    draw_boxed(puzzle, grid, paint, ' ')
}

/// `grid` drawn in a box for a reader without colour: each given is followed by
/// [`GIVEN_MARK`] where a space would be (`│ 5*3*4 │ 6 7*8 │`), so the grid keeps its width and
/// reads back, the marks skipped, as the grid it shows.
pub fn boxed_marked(puzzle: &Grid, grid: &Grid) -> String {
    draw_boxed(puzzle, grid, |text, _| text.to_string(), GIVEN_MARK)
}

/// Each cell is followed by one character, a space or, after a given, `given_mark`.
fn draw_boxed(
    puzzle: &Grid,
    grid: &Grid,
    paint: impl Fn(&str, CellKind) -> String,
    given_mark: char,
) -> String {
    let shape = grid.shape();
    let (side, b) = (shape.side(), shape.box_side());
    let segment = "─".repeat(2 * b + 1);
    let rule = |left: &str, mid: &str, right: &str| {
        let mut s = String::from(left);
        for i in 0..b {
            s.push_str(&segment);
            s.push_str(if i + 1 == b { right } else { mid });
        }
        s.push('\n');
        s
    };
    let mut out = rule("┌", "┬", "┐");
    for r in 0..side {
        if r > 0 && r % b == 0 {
            out.push_str(&rule("├", "┼", "┤"));
        }
        for c in 0..side {
            if c % b == 0 {
                out.push_str("│ ");
            }
            let cell = Cell::new(r, c, side);
            let (text, kind) = match (grid.get(cell), puzzle.get(cell)) {
                (Some(d), Some(_)) => (d.to_char().to_string(), CellKind::Given),
                (Some(d), None) => (d.to_char().to_string(), CellKind::Filled),
                (None, _) => (".".to_string(), CellKind::Empty),
            };
            out.push_str(&paint(&text, kind));
            out.push(if kind == CellKind::Given {
                given_mark
            } else {
                ' '
            });
        }
        out.push_str("│\n");
    }
    out.push_str(&rule("└", "┴", "┘"));
    out
}

/// Seed 003's `mátrix_string`: each value right-aligned in a field two wider than the widest
/// value of its column, each field opened by `|`, each row closed by `|`. (The blog's HTML
/// collapsed the double spaces this gives; the program writes them.)
pub fn matrix(grid: &Grid) -> String {
    let side = grid.shape().side();
    let value = |r: usize, c: usize| {
        grid.get(Cell::new(r, c, side))
            .map_or(0, Digit::get)
            .to_string()
    };
    let widths: Vec<usize> = (0..side)
        .map(|c| (0..side).map(|r| value(r, c).len()).max().unwrap_or(1) + 2)
        .collect();
    let mut out = String::new();
    for r in 0..side {
        for (c, &width) in widths.iter().enumerate() {
            out.push_str(&format!("|{:>width$}", value(r, c)));
        }
        out.push_str("|\n");
    }
    out
}

/// `1234567` as `1,234,567`, for counts a reader compares (in messages and tables).
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::SEED_003;

    #[test]
    fn matrix_style_is_seed_003s() {
        let text = matrix(&SEED_003.grid());
        assert_eq!(
            text.lines().next().unwrap(),
            "|  2|  0|  3|  6|  1|  0|  0|  0|  0|"
        );
    }

    #[test]
    fn boxed_grid_marks_givens_and_filled_cells() {
        let puzzle = SEED_003.grid();
        let text = boxed(&puzzle, &puzzle, |t, kind| match kind {
            CellKind::Given => format!("<{t}>"),
            _ => t.to_string(),
        });
        assert_eq!(text.lines().count(), 13);
        assert!(text.lines().nth(1).unwrap().starts_with("│ <2> . <3> │"));
        let marked = boxed_marked(&puzzle, &puzzle);
        assert!(
            marked
                .lines()
                .nth(1)
                .unwrap()
                .starts_with("│ 2*. 3*│ 6*1*. │")
        );
    }
}
