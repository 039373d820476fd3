//! The one-liner chapter's lab (the golf solver's calls for any digit order, the seeds' orders
//! beside it, as `golf nodes` counts them) and the generator's (`generate --seed`).

use serde::{Deserialize, Serialize};
use sudoku_lab_core::generate::{Generator, Options};
use sudoku_lab_core::grid::Shape;
use sudoku_lab_core::solvers::DigitOrder;
use sudoku_lab_golf::nodes::{PreparedPuzzle, digits_of};

use crate::puzzle;
use crate::solve::MAX_NODES;

#[derive(Deserialize)]
pub struct NodesRequest {
    puzzle: String,
    /// Digit orders, as `--digits` takes them.
    orders: Vec<String>,
    #[serde(default)]
    max_nodes: Option<u64>,
}

#[derive(Serialize)]
pub struct Counted {
    order: String,
    /// Calls of the one-liner's `r`, the first included; `None` with an error.
    nodes: Option<u64>,
    gave_up: bool,
    solution: Option<String>,
    error: Option<String>,
}

pub fn nodes(request: NodesRequest) -> Result<Vec<Counted>, String> {
    let grid = puzzle::searchable(&request.puzzle)?;
    if grid.shape() != Shape::NINE {
        return Err(format!(
            "the one-liner solves 9x9 grids only; this puzzle is {}",
            grid.shape()
        ));
    }
    let board = PreparedPuzzle::new(&grid);
    let max_nodes = Some(request.max_nodes.unwrap_or(MAX_NODES));
    Ok(request
        .orders
        .into_iter()
        .map(|order| match DigitOrder::new(order.trim()) {
            Ok(checked) => {
                let count = board.count(&digits_of(checked.as_str()), max_nodes);
                Counted {
                    order: checked.as_str().to_string(),
                    nodes: Some(count.nodes),
                    gave_up: count.gave_up,
                    solution: count.solution,
                    error: None,
                }
            }
            Err(e) => Counted {
                error: Some(format!("--digits {order}: {e}")),
                order,
                nodes: None,
                gave_up: false,
                solution: None,
            },
        })
        .collect())
}

#[derive(Deserialize)]
pub struct GenerateRequest {
    seed: u64,
    #[serde(default)]
    symmetric: bool,
}

#[derive(Serialize)]
pub struct Made {
    puzzle: String,
    solution: String,
}

pub fn generate(request: GenerateRequest) -> Result<Made, String> {
    let options = Options {
        symmetric: request.symmetric,
        ..Options::default()
    };
    let made = Generator::new(request.seed, options).next_puzzle();
    Ok(Made {
        puzzle: made.puzzle.to_line_with('.'),
        solution: made.solution.to_line_with('0'),
    })
}
