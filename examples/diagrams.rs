//! The book's diagrams, drawn by the library's `diagram` module from its own values: the
//! houses and peers of a cell, each technique of the ladder on a real puzzle (the first place
//! the ladder uses it), and two search trees of one puzzle.
//!
//! `cargo run -p sudoku-lab-examples --example diagrams -- DIR` writes `DIR/diagram-NAME.svg` and prints what each
//! figure shows; `scripts/book-outputs.sh` runs it with `book/src/generated`.

use std::path::Path;

use sudoku_lab::diagram::tree::{self, SearchTree};
use sudoku_lab::diagram::{CellRole, Diagram, HouseRole, from};
use sudoku_lab::grid::{Cell, House, Shape};
use sudoku_lab::logic::{self, Deduction, Technique};
use sudoku_lab::puzzles::{SEED_003, WIKIPEDIA};
use sudoku_lab::steps::NoObserver;
use sudoku_lab::{Grid, Limits, Solver, parse_puzzle};

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".to_string());
    let write = |name: &str, svg: String| {
        let path = Path::new(&dir).join(format!("diagram-{name}.svg"));
        std::fs::write(&path, svg).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    };

    // ANCHOR: houses
    // r2c3, the cell of seed 000's example: its row, its column and its box, then its peers.
    let shape = Shape::NINE;
    let cell = Cell::new(1, 2, 9);
    let layout = shape.layout();
    let mut houses = Diagram::new(shape);
    let [row, column, bx] = layout.houses_of(cell);
    houses
        .house(row, HouseRole::Primary)
        .house(column, HouseRole::Primary)
        .house(bx, HouseRole::Secondary)
        .cell(cell, CellRole::Focus);
    let mut peers = Diagram::new(shape);
    peers.cell(cell, CellRole::Focus);
    for &peer in layout.peers(cell) {
        peers.cell(peer, CellRole::Peer);
    }
    // ANCHOR_END: houses
    write(
        "houses",
        houses.to_svg("The three houses of r2c3: row 2, column 3, box 1"),
    );
    write("peers", peers.to_svg("The 20 peers of r2c3"));
    println!("houses: the houses of {cell}: {row}, {column} and {bx}");
    println!(
        "peers: the {} peers of {cell}, each sharing a house with it",
        layout.peers(cell).len()
    );

    // ANCHOR: techniques
    // Each technique at the first place the ladder uses it, on the board as it stands there.
    let figures: [(&str, &str, Wanted); 6] = [
        ("naked-single", WIKIPEDIA.line, |d| {
            d.technique == Technique::NakedSingle
        }),
        ("hidden-single", SEED_003.line, |d| {
            d.technique == Technique::HiddenSingle
        }),
        (
            "pointing",
            "data/generated/9x9-locked-candidates.txt",
            |d| d.variant == Some("pointing"),
        ),
        (
            "claiming",
            "data/generated/9x9-locked-candidates.txt",
            |d| d.variant == Some("claiming"),
        ),
        ("naked-pair", "data/generated/9x9-naked-pair.txt", |d| {
            d.technique == Technique::NakedPair
        }),
        ("hidden-pair", "data/generated/9x9-hidden-pair.txt", |d| {
            d.technique == Technique::HiddenPair
        }),
    ];
    for (name, source, wanted) in figures {
        let (puzzle, board, deduction) = first_use(source, wanted);
        let mut diagram = from::ladder_board(&puzzle, &board);
        from::deduction(&mut diagram, &deduction);
        // Pencil marks only where the eye should look: the houses of the pattern.
        let mut shown: Vec<House> = diagram.houses.iter().map(|(h, _)| *h).collect();
        shown.extend(diagram.cells.iter().flat_map(|(c, _)| layout.houses_of(*c)));
        let cells: Vec<Cell> = shown
            .iter()
            .flat_map(|&h| layout.cells_of(h).iter().copied())
            .collect();
        diagram.keep_marks_in(&cells);
        write(name, diagram.to_svg(&deduction.to_string()));
        println!("{name}: {deduction}");
        println!("    on {}", puzzle.to_line_with('.'));
    }
    // ANCHOR_END: techniques

    // ANCHOR: trees
    // One puzzle, two searches: the first empty cell and digits in order (backtracking), and
    // the cell with the fewest candidates after propagation (seed 000's `propagation`).
    // The puzzle: the 97th of data/generated/9x9-hidden-pair.txt with its last three rows
    // filled in, so that the brute force's tree stays small enough to see.
    let puzzle = parse_puzzle(
        "..3.8....9....6.....5...43..1.56.......2.1..7.5.....4.631725984574819362892643715",
    )
    .expect("a valid puzzle");
    let grow = |solver: Solver| {
        let mut tree = SearchTree::default();
        let report = solver
            .solve(&puzzle, &Limits::default(), &mut tree)
            .expect("a 9x9 puzzle");
        assert_eq!(tree.nodes.len() as u64, report.stats.nodes);
        tree
    };
    let (brute, fewest) = (grow(Solver::Backtracking), grow(Solver::Propagation));
    let svg = tree::svg(
        &[
            ("backtracking: first empty cell", &brute),
            ("propagation: fewest candidates", &fewest),
        ],
        "Search trees of one puzzle: backtracking beside propagation",
    );
    write("trees", svg);
    for (name, t) in [("backtracking", &brute), ("propagation", &fewest)] {
        println!(
            "trees: {name}: {} nodes, {} leaves, {} taken back, {} dead ends met, depth {}",
            t.nodes.len(),
            t.leaves(),
            t.failed(),
            t.nodes.iter().filter(|n| n.dead_end).count(),
            t.depth()
        );
    }
    // ANCHOR_END: trees
}

/// Which deduction a figure wants.
type Wanted = fn(&Deduction) -> bool;

/// The first puzzle of `source` (a puzzle line, or a file of puzzles) on which the ladder
/// makes a deduction that `wanted` accepts, with the board just before it and the deduction.
/// A naked single counts where the board holds one: the ladder tries hidden singles first (SE
/// rates them easier), so on the Wikipedia puzzle it never needs one, though the puzzle's
/// board as given holds the naked single seed 000 starts from.
fn first_use(source: &str, wanted: Wanted) -> (Grid, logic::Board, Deduction) {
    let lines = if source.ends_with(".txt") {
        std::fs::read_to_string(source).unwrap_or_else(|e| panic!("{source}: {e}"))
    } else {
        source.to_string()
    };
    for line in lines.lines().filter(|l| !l.starts_with('#')) {
        let puzzle = parse_puzzle(line).expect("a valid puzzle");
        let mut board = logic::Board::new(&puzzle);
        while let Some(deduction) = logic::next_deduction(&board) {
            let single = Technique::NakedSingle.find(&board);
            if let Some(found) = [single, Some(deduction.clone())]
                .into_iter()
                .flatten()
                .find(&wanted)
            {
                return (puzzle, board, found);
            }
            board.apply(&deduction, &mut NoObserver);
        }
    }
    panic!("no use of the technique in {source}")
}
