//! Chapter "Going further": the same backtracking on every grid size of the model, starting from
//! an empty grid, with a bound on the work so that a size it cannot finish says so.
//! Run it with `cargo run --release -p sudoku-lab-examples --example sizes`.

use sudoku_lab::grid::{Cell, Shape};
use sudoku_lab::{Grid, Limits, NoObserver, Solver};

fn main() {
    // ANCHOR: sizes
    let limits = Limits {
        max_nodes: Some(2_000_000),
        ..Limits::default()
    };
    for shape in Shape::ALL {
        let empty = Grid::empty(shape);
        let report = Solver::Backtracking
            .solve(&empty, &limits, &mut NoObserver)
            .expect("backtracking takes every size");
        let peers = shape.layout().peers(Cell::new(0, 0, shape.side())).len();
        let outcome = match report.solutions.first() {
            Some(solution) if empty.is_solved_by(solution) => "filled",
            Some(_) => unreachable!("a solution that breaks the rules"),
            None => "gave up at the bound",
        };
        println!(
            "{:>5}: {:>3} cells, {peers:>2} peers each, {:>9} calls, {outcome}",
            shape.to_string(),
            shape.cells(),
            report.stats.nodes
        );
    }
    // ANCHOR_END: sizes
}
