//! The person chapters' lab: the ladder's grade, the next step as a hint at levels 1 to 3, and
//! the ladder's steps one by one, each drawn by the library's own SVG code (`src/diagram`), the
//! code of the book's figures.

use serde::{Deserialize, Serialize};
use sudoku_lab_core::diagram::{CellRole, Diagram, from};
use sudoku_lab_core::grid::Grid;
use sudoku_lab_core::hint::{self, Hint, Level};
use sudoku_lab_core::ladder;
use sudoku_lab_core::logic::{self, Board};
use sudoku_lab_core::solvers::Limits;
use sudoku_lab_core::steps::NoObserver;
use sudoku_lab_core::uniqueness::count_solutions_within;

use crate::puzzle;
use crate::solve::MAX_NODES;

/// The nodes the uniqueness count behind the uniqueness techniques may take (`hint`'s own).
const UNIQUENESS_NODES: u64 = 100_000;

/// The most ladder steps `explain` returns, each with its picture.
const MAX_STEPS: usize = 400;

#[derive(Deserialize)]
pub struct PuzzleRequest {
    puzzle: String,
}

#[derive(Serialize)]
pub struct Graded {
    /// The hardest technique, or "needs search".
    grade: String,
    /// The rating on Sudoku Explainer's scale, when the ladder solved the puzzle.
    rating: Option<String>,
    solved: bool,
    contradiction: bool,
    cells_left: usize,
    /// Each technique the ladder used, with its count, in ladder order.
    techniques: Vec<(String, usize)>,
}

pub fn grade(request: PuzzleRequest) -> Result<Graded, String> {
    let grid = puzzle::searchable(&request.puzzle)?;
    let limits = Limits {
        max_nodes: Some(MAX_NODES),
        ..Limits::default()
    };
    let outcome = ladder::solve(&grid, &limits, &mut NoObserver, |_, _| {}).ladder;
    let counts = outcome.counts();
    let techniques = logic::Technique::LADDER
        .into_iter()
        .map(|t| (t.name().to_string(), counts[t.index()]))
        .filter(|&(_, n)| n > 0)
        .collect();
    Ok(Graded {
        grade: outcome.grade().name().to_string(),
        rating: outcome.rating().map(|r| r.to_string()),
        solved: outcome.solved,
        contradiction: outcome.contradiction,
        cells_left: outcome.cells_left(),
        techniques,
    })
}

#[derive(Deserialize)]
pub struct HintRequest {
    puzzle: String,
    /// 1, 2 or 3; all three when absent.
    #[serde(default)]
    level: Option<u8>,
}

#[derive(Serialize)]
pub struct Hinted {
    /// The hint's words at each level asked for: `(level, words)`.
    levels: Vec<(u8, String)>,
    /// The step drawn on the grid's pencil marks.
    svg: String,
}

pub fn hint(request: HintRequest) -> Result<Hinted, String> {
    // A hint takes a grid with a clash: it says the grid cannot be completed.
    let grid = puzzle::read(&request.puzzle)?;
    let levels: Vec<u8> = match request.level {
        Some(n) => {
            Level::from_number(n).ok_or_else(|| format!("--level {n}: a level is 1, 2 or 3"))?;
            vec![n]
        }
        None => vec![1, 2, 3],
    };
    let found = hint::next_step(&grid);
    let levels = levels
        .into_iter()
        .filter_map(|n| Level::from_number(n).map(|level| (n, found.text(level, &grid))))
        .collect();
    Ok(Hinted {
        levels,
        svg: hint_diagram(&grid, &found).to_svg("the next step"),
    })
}

/// The picture of a hint: the pencil marks of the grid with the step on them.
fn hint_diagram(grid: &Grid, found: &Hint) -> Diagram {
    match found {
        Hint::Single(step) => {
            let mut diagram = Diagram::pencil_marks(grid);
            from::step(&mut diagram, step);
            diagram
        }
        Hint::Technique { path, then } => {
            let board = unique_board(grid);
            let mut diagram = from::ladder_board(grid, &board);
            from::deduction(&mut diagram, path.first().unwrap_or(then));
            diagram
        }
        Hint::Guess { cell, .. } => {
            let mut diagram = Diagram::pencil_marks(grid);
            diagram.cell(*cell, CellRole::Focus);
            diagram
        }
        Hint::GaveUp { .. } | Hint::Stuck(_) | Hint::Complete => Diagram::puzzle(grid),
    }
}

/// The ladder's board of `grid`, with the uniqueness techniques when the grid has one solution
/// (as `hint` and `grade` decide).
fn unique_board(grid: &Grid) -> Board {
    let limits = Limits {
        max_solutions: 2,
        max_nodes: Some(UNIQUENESS_NODES),
        timeout: None,
        ..Limits::default()
    };
    let board = Board::new(grid);
    if count_solutions_within(grid, &limits).is_unique() {
        board.assuming_unique()
    } else {
        board
    }
}

#[derive(Serialize)]
pub struct Explained {
    steps: Vec<LadderStep>,
    /// The board the ladder left, drawn.
    end: String,
    solved: bool,
    /// True when the ladder found no technique it knows before the grid was full.
    stalled: bool,
    /// True when the steps were cut at [`MAX_STEPS`].
    cut: bool,
}

#[derive(Serialize)]
pub struct LadderStep {
    technique: String,
    /// The step in words, as `explain --solver ladder` writes it.
    text: String,
    /// The board before the step, with the step drawn on it.
    svg: String,
}

pub fn explain(request: PuzzleRequest) -> Result<Explained, String> {
    let grid = puzzle::searchable(&request.puzzle)?;
    let mut board = unique_board(&grid);
    let mut steps = Vec::new();
    let mut cut = false;
    while !board.is_broken() && !board.is_full() {
        let Some(deduction) = logic::next_deduction(&board) else {
            break;
        };
        if steps.len() == MAX_STEPS {
            cut = true;
            break;
        }
        let mut diagram = from::ladder_board(&grid, &board);
        from::deduction(&mut diagram, &deduction);
        let text = deduction.to_string();
        steps.push(LadderStep {
            technique: deduction.technique.name().to_string(),
            svg: diagram.to_svg(&text),
            text,
        });
        board.apply(&deduction, &mut NoObserver);
    }
    let solved = !board.is_broken() && board.is_full();
    Ok(Explained {
        end: from::ladder_board(&grid, &board).to_svg("the board the ladder left"),
        stalled: !solved && !board.is_broken() && !cut,
        solved,
        cut,
        steps,
    })
}
