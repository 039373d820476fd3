//! Property tests: every format (line, block, boxed grid, matrix) reads back what it writes, solvers keep the givens and agree on how
//! many solutions a puzzle has, and no sequence of bytes makes the parser panic.
//!
//! Puzzles come from random valid grids: a base pattern permuted (digits renamed, rows moved
//! within their band, bands moved, the same for columns, maybe transposed) by a seeded RNG, then
//! clues removed, and sometimes one clue changed so that the puzzle may have no solution.

use proptest::prelude::*;

use crate::common::Rng;

use sudoku_lab::parse::PuzzleReader;
use sudoku_lab::solvers::{DigitOrder, FOURTEEN_POW_7_TIMES_9};
use sudoku_lab::{Digit, Grid, Limits, NoObserver, Shape, Solver, Stop, parse_puzzle, render};

/// A permutation of `0..n*b` that moves whole groups of `b` and shuffles within each group:
/// the row (or column) orders that keep a grid valid.
fn band_order(rng: &mut Rng, b: usize) -> Vec<usize> {
    let mut bands: Vec<usize> = (0..b).collect();
    rng.shuffle(&mut bands);
    let mut order = Vec::with_capacity(b * b);
    for band in bands {
        let mut inner: Vec<usize> = (0..b).collect();
        rng.shuffle(&mut inner);
        order.extend(inner.into_iter().map(|i| band * b + i));
    }
    order
}

/// A random valid complete grid of `shape`.
fn valid_grid(shape: Shape, seed: u64) -> Grid {
    let mut rng = Rng(seed);
    let (b, n) = (shape.box_side(), shape.side());
    let rows = band_order(&mut rng, b);
    let cols = band_order(&mut rng, b);
    let mut digits: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut digits);
    let transpose = rng.below(2) == 1;
    let cells = (0..n * n)
        .map(|i| {
            let (mut r, mut c) = (rows[i / n], cols[i % n]);
            if transpose {
                std::mem::swap(&mut r, &mut c);
            }
            let base = (b * (r % b) + r / b + c) % n;
            Digit::new(digits[base] as u8 + 1)
        })
        .collect();
    let grid = Grid::from_cells(cells).unwrap();
    assert!(grid.is_valid_solution());
    grid
}

/// `grid` with `holes` random cells emptied, and with `alter` one remaining given changed to a
/// digit none of its peers holds (when there is one): such a puzzle may have no solution.
fn puzzle(shape: Shape, seed: u64, holes: usize, alter: bool) -> Grid {
    let mut grid = valid_grid(shape, seed);
    let mut rng = Rng(seed ^ 0xA5A5_A5A5);
    let mut cells: Vec<usize> = (0..shape.cells()).collect();
    rng.shuffle(&mut cells);
    for &i in &cells[..holes.min(cells.len())] {
        grid.set(shape.cell(i), None);
    }
    if alter && holes < cells.len() {
        let cell = shape.cell(cells[holes]);
        let keep = grid.get(cell);
        grid.set(cell, None);
        let options: Vec<Digit> = grid
            .candidates(cell)
            .iter()
            .filter(|&d| Some(d) != keep)
            .collect();
        let choice = if options.is_empty() {
            keep
        } else {
            Some(options[rng.below(options.len())])
        };
        grid.set(cell, choice);
    }
    grid
}

/// Seed 000's block form: one text line per row, a digit or a blank per cell, trailing blanks
/// left out. A row with no digit is written `.`, which is no blank line (a blank first row
/// would otherwise be taken for a blank line before the puzzle).
fn block(grid: &Grid) -> String {
    let n = grid.shape().side();
    let mut text = String::new();
    for row in grid.cells().chunks(n) {
        let line: String = row.iter().map(|c| c.map_or(' ', Digit::to_char)).collect();
        let line = line.trim_end();
        text.push_str(if line.is_empty() { "." } else { line });
        text.push('\n');
    }
    text
}

fn any_shape() -> impl Strategy<Value = Shape> {
    prop::sample::select(Shape::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn every_format_reads_back_the_grid_it_wrote(
        shape in any_shape(),
        seed in any::<u64>(),
        fraction in 0.0f64..=1.0,
        crlf in any::<bool>(),
    ) {
        let holes = (fraction * shape.cells() as f64) as usize;
        let grid = puzzle(shape, seed, holes, false);
        let newline = |text: String| if crlf { text.replace('\n', "\r\n") } else { text };
        let boxed = render::boxed(&grid, &grid, |t, _| t.to_string());
        let forms = [grid.to_string(), render::line(&grid), block(&grid), boxed, render::matrix(&grid)];
        for text in forms {
            let text = newline(text);
            prop_assert_eq!(&parse_puzzle(&text).unwrap(), &grid, "{:?}", text);
        }
        // A file of puzzles in line form, several sizes mixed, gives each back on its line.
        let other = puzzle(Shape::NINE, seed.rotate_left(7), holes % 82, false);
        let file = newline(format!("# mixed\n{grid}\n\n{}\n", render::line(&other)));
        let entries: Vec<_> = PuzzleReader::new(file.as_bytes(), None).collect();
        prop_assert_eq!(entries.len(), 2);
        prop_assert_eq!((entries[0].line, entries[0].result.as_ref().unwrap()), (2, &grid));
        prop_assert_eq!((entries[1].line, entries[1].result.as_ref().unwrap()), (4, &other));
    }

}

/// What a search says about the number of solutions, as far as it knows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Count {
    /// The search settled it: 0, 1 or 2 (meaning two or more).
    Known(usize),
    /// The search stopped before it knew: at least this many distinct solutions.
    AtLeast(usize),
}

fn count(report: &sudoku_lab::Report) -> Count {
    let mut distinct = report.solutions.to_vec();
    distinct.sort_by_key(|g| g.to_string());
    distinct.dedup();
    match report.stop {
        Stop::Exhausted => Count::Known(distinct.len().min(2)),
        // Two solutions found settle "several" only if they differ: golf's digit string
        // repeats digits, and reaches some solutions twice.
        Stop::SolutionLimit if distinct.len() >= 2 => Count::Known(2),
        _ => Count::AtLeast(distinct.len()),
    }
}

fn consistent(a: Count, b: Count) -> bool {
    match (a, b) {
        (Count::Known(x), Count::Known(y)) => x == y,
        (Count::Known(x), Count::AtLeast(y)) | (Count::AtLeast(y), Count::Known(x)) => x >= y,
        (Count::AtLeast(_), Count::AtLeast(_)) => true,
    }
}

/// Every solver, golf twice: with seed 001's digit string and with seed 004's.
fn solvers() -> Vec<Solver> {
    let mut all: Vec<Solver> = Solver::NAMES
        .iter()
        .map(|n| Solver::from_name(n).unwrap())
        .collect();
    all.push(Solver::Golf(
        DigitOrder::new(FOURTEEN_POW_7_TIMES_9).unwrap(),
    ));
    all
}

proptest! {
    // Each case runs every solver up to its node limit: few cases keep the test quick.
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn solvers_keep_the_givens_and_agree_on_how_many_solutions(
        seed in any::<u64>(),
        holes in 0usize..=52,
        alter in any::<bool>(),
    ) {
        let grid = puzzle(Shape::NINE, seed, holes, alter);
        prop_assume!(grid.first_conflict().is_none());
        let limits = Limits {
            max_solutions: 2,
            max_nodes: Some(60_000),
            ..Limits::default()
        };
        let mut counts = Vec::new();
        for solver in solvers() {
            let report = solver.solve(&grid, &limits, &mut NoObserver).unwrap();
            for solution in &report.solutions {
                prop_assert!(grid.is_solved_by(solution), "{} broke {}", solver.name(), grid);
            }
            if !alter {
                // Clues taken from a valid grid: there is a solution to find.
                prop_assert!(
                    !report.solutions.is_empty() || report.stop == Stop::NodeLimit,
                    "{} found no solution to {}", solver.name(), grid
                );
            }
            counts.push((solver.name(), count(&report)));
        }
        for (a, ca) in &counts {
            for (b, cb) in &counts {
                prop_assert!(consistent(*ca, *cb), "{a} says {ca:?}, {b} says {cb:?} on {grid}");
            }
        }
    }

    #[test]
    fn backtracking_keeps_the_givens_on_every_size(
        shape in any_shape(),
        seed in any::<u64>(),
        fraction in 0.0f64..=0.15,
    ) {
        let holes = (fraction * shape.cells() as f64) as usize;
        let grid = puzzle(shape, seed, holes, false);
        let limits = Limits { max_nodes: Some(50_000), ..Limits::default() };
        let report = Solver::Backtracking.solve(&grid, &limits, &mut NoObserver).unwrap();
        match report.solutions.first() {
            Some(solution) => prop_assert!(grid.is_solved_by(solution)),
            None => prop_assert_eq!(report.stop, Stop::NodeLimit),
        }
    }
}

/// Text that looks like puzzles more often than random bytes do: cell characters, blanks,
/// comments, line ends, and a few characters people paste by mistake.
fn puzzle_like_text() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "0", ".", "1", "5", "9", "A", "g", "P", "z", " ", "\t", "\r", "\n", "\r\n", "#", "５", "٣",
        "\u{FEFF}", "\0", "|", "-", "+",
    ]);
    prop::collection::vec(pieces, 0..700).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_bytes_never_panic_the_parser(bytes in prop::collection::vec(any::<u8>(), 0..3000)) {
        for entry in PuzzleReader::new(&bytes[..], None) {
            // Every entry is a grid or an error that can be written out.
            if let Err(e) = entry.result {
                let prefix = format!("line {}", e.line);
                prop_assert!(e.to_string().starts_with(&prefix));
            }
        }
        for shape in Shape::ALL {
            let _ = PuzzleReader::new(&bytes[..], Some(shape)).count();
        }
        let _ = parse_puzzle(&String::from_utf8_lossy(&bytes)).map_err(|e| e.to_string());
    }

    #[test]
    fn puzzle_like_text_never_panics_the_parser(text in puzzle_like_text()) {
        let lines = text.split('\n').count();
        for entry in PuzzleReader::new(text.as_bytes(), None) {
            prop_assert!(entry.line >= 1 && entry.line <= lines);
            if let Err(e) = entry.result {
                prop_assert!(!e.to_string().is_empty());
            }
        }
        let _ = parse_puzzle(&text).map_err(|e| e.to_string());
    }
}
