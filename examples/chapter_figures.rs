//! The figures of the chapters that explain in words and outputs: the puzzle and its solution
//! (introduction), the one-liner's peer test for one cell and its first calls, the calls each
//! digit string costs (the maintainer's rewrite), a hint's step (solving out loud), what the
//! technique figures' colours and shapes mean (solving like a person), Knuth's example as a
//! 0/1 matrix and as dancing links (exact cover), and one cell's and one house's clauses (SAT).
//! All drawn by the library's `diagram` module from the library's own values.
//!
//! `cargo run -p sudoku-lab-examples --example chapter_figures -- DIR` writes
//! `DIR/diagram-NAME.svg` and prints what each figure shows; `scripts/book-outputs.sh` runs it
//! with `book/src/generated`.

use std::path::Path;

use sudoku_lab::cnf::sudoku::{Encoding, meaning, rules, var};
use sudoku_lab::diagram::chart::{self, Bar, ClausePanel, LinksState};
use sudoku_lab::diagram::tree::{self, SearchTree};
use sudoku_lab::diagram::{CellRole, Content, Diagram, HouseRole, Link, MarkRole, Strength, from};
use sudoku_lab::exact_cover::{Links, Visitor};
use sudoku_lab::grid::{Candidates, Cell, Digit, House, Shape};
use sudoku_lab::puzzles::{COMMENTER, WIKIPEDIA};
use sudoku_lab::solvers::{DigitOrder, peer_expression};
use sudoku_lab::{Limits, NoObserver, Solver, hint, logic};

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".to_string());
    let write = |name: &str, svg: String| {
        let path = Path::new(&dir).join(format!("diagram-{name}.svg"));
        std::fs::write(&path, svg).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    };
    introduction(&write);
    peer_map(&write);
    golf_calls(&write);
    digit_strings(&write);
    hint(&write);
    legend(&write);
    dancing_links(&write);
    clauses(&write);
}

type Write<'a> = &'a dyn Fn(&str, String);

/// The Wikipedia puzzle, its givens bold and the digits the solution adds in blue.
fn introduction(write: Write) {
    let puzzle = WIKIPEDIA.grid();
    let report = Solver::Fast
        .solve(&puzzle, &Limits::default(), &mut NoObserver)
        .expect("a 9x9 puzzle");
    let solution = &report.solutions[0];
    let mut diagram = Diagram::puzzle(&puzzle);
    for cell in puzzle.shape().all_cells() {
        if puzzle.get(cell).is_none() {
            let digit = solution.get(cell).expect("a full grid");
            diagram.contents[cell.index()] = Content::Placed(digit);
        }
    }
    let empty = puzzle.cells().iter().filter(|c| c.is_none()).count();
    write(
        "intro-solution",
        diagram.to_svg("The Wikipedia puzzle solved: its 30 givens bold, the 51 digits found blue"),
    );
    println!(
        "intro-solution: the Wikipedia puzzle, {} givens, {empty} cells filled",
        81 - empty
    );
}

/// The one-liner's peer test for the centre cell: which house makes the product zero at each j.
fn peer_map(write: Write) {
    let i = 40;
    let shape = Shape::NINE;
    let cell = shape.cell(i);
    let [row, column, bx] = shape.layout().houses_of(cell);
    let mut diagram = Diagram::new(shape);
    diagram
        .house(row, HouseRole::Primary)
        .house(column, HouseRole::Primary)
        .house(bx, HouseRole::Secondary)
        .cell(cell, CellRole::Focus);
    let mut zero = 0;
    for j in 0..81 {
        let other = shape.cell(j);
        // The house the cells share, in the order of the test's factors: column, row, box.
        let shared = [(column, "c"), (row, "r"), (bx, "b")]
            .into_iter()
            .find(|(house, _)| shape.layout().cells_of(*house).contains(&other));
        let is_zero = peer_expression(i as i64, j as i64) == 0;
        assert_eq!(is_zero, shared.is_some(), "the test at j = {j}");
        zero += usize::from(is_zero);
        let label = match shared {
            _ if j == i => format!("i={j}"),
            Some((_, letter)) => format!("{letter} {j}"),
            None => j.to_string(),
        };
        diagram.label(other, label);
    }
    write(
        "peer-map",
        diagram.to_svg(
            "The peer test for i = 40: zero at the 21 cells of its column (c), row (r) and box (b)",
        ),
    );
    println!("peer-map: cell i = {i} ({cell}): the product is zero at {zero} cells j");
}

/// The one-liner's first calls on the Wikipedia puzzle: one level per empty cell, in order.
fn golf_calls(write: Write) {
    let puzzle = WIKIPEDIA.grid();
    let golf = Solver::Golf(DigitOrder::new("3814697265625").expect("digits 1-9"));
    let limits = Limits {
        max_nodes: Some(80),
        ..Limits::default()
    };
    let mut calls = SearchTree::default();
    let report = golf
        .solve(&puzzle, &limits, &mut calls)
        .expect("a 9x9 puzzle");
    // The search stops at the limit as it enters the next call: that last try is in the
    // tree too, still open.
    let svg = tree::svg(
        &[(
            "the one-liner's first calls: first empty cell, digits of 5**18",
            &calls,
        )],
        "The first calls of the one-liner on the Wikipedia puzzle",
    );
    write("golf-calls", svg);
    println!(
        "golf-calls: stopped after {} calls; {} tries drawn, {} taken back, {} empty cells reached",
        report.stats.nodes,
        calls.nodes.len() - 1,
        calls.failed(),
        calls.depth()
    );
}

/// Calls of the one-liner with each digit string, and of the rewrite, on the Wikipedia puzzle.
fn digit_strings(write: Write) {
    let puzzle = WIKIPEDIA.grid();
    let golf = |digits: &str| Solver::Golf(DigitOrder::new(digits).expect("digits 1-9"));
    let solvers = [
        ("golf 5**18", golf("3814697265625")),
        ("golf 381469725", golf("381469725")),
        ("golf 14**7*9", golf("948721536")),
        ("golf 123456789", golf("123456789")),
        ("maintainer", Solver::GolfMaintainer),
    ];
    let rows: Vec<Bar> = solvers
        .iter()
        .map(|(name, solver)| {
            let nodes = solver
                .solve(&puzzle, &Limits::default(), &mut NoObserver)
                .expect("a 9x9 puzzle")
                .stats
                .nodes;
            Bar {
                label: name.to_string(),
                value: nodes as f64,
                text: thousands(nodes),
            }
        })
        .collect();
    let svg = chart::bars(
        "Calls of r on the Wikipedia puzzle: the one-liner with four digit strings, and the rewrite",
        "calls of r on the Wikipedia puzzle, log scale",
        &rows,
        true,
    );
    write("digit-strings", svg);
    let texts: Vec<String> = rows
        .iter()
        .map(|b| format!("{} {}", b.label, b.text))
        .collect();
    println!("digit-strings: {}", texts.join(", "));
}

/// The step `hint` names on the commenter's puzzle, drawn: its house shaded, its cell framed,
/// the digit it places boxed, on the puzzle's candidates.
fn hint(write: Write) {
    let puzzle = COMMENTER.grid();
    let hint::Hint::Single(step) = hint::next_step(&puzzle) else {
        panic!("the commenter's puzzle starts with a single");
    };
    let board = logic::Board::new(&puzzle);
    let mut diagram = from::ladder_board(&puzzle, &board);
    from::step(&mut diagram, &step);
    // Pencil marks in the houses of the step only, as the technique figures do.
    let layout = puzzle.shape().layout();
    let shown: Vec<House> = diagram.houses.iter().map(|(h, _)| *h).collect();
    let cells: Vec<Cell> = shown
        .iter()
        .flat_map(|&h| layout.cells_of(h).iter().copied())
        .collect();
    diagram.keep_marks_in(&cells);
    let text = hint::Hint::Single(step).text(hint::Level::Step, &puzzle);
    write("hint", diagram.to_svg(&text));
    println!("hint: {text}");
}

/// Every role a technique figure draws, each cell labelled with its name: the legend as a
/// picture, drawn by the same code as the figures.
fn legend(write: Write) {
    let shape = Shape::NINE;
    let at = |r, c| Cell::new(r, c, 9);
    let d = |v| Digit::new(v).expect("a digit");
    let marks =
        |digits: &[u8]| Content::Marks(digits.iter().map(|&v| d(v)).collect::<Candidates>());
    let mut diagram = Diagram::new(shape);
    diagram
        .house(House::Row(0), HouseRole::Primary)
        .house(House::Col(8), HouseRole::Secondary);
    let roles = [
        (CellRole::Focus, "focus"),
        (CellRole::Pattern, "pattern"),
        (CellRole::Target, "target"),
        (CellRole::Peer, "peer"),
        (CellRole::Pivot, "pivot"),
        (CellRole::Pincer, "pincer"),
        (CellRole::Fin, "fin"),
        (CellRole::Extra, "extra"),
    ];
    for (k, (role, name)) in roles.into_iter().enumerate() {
        let cell = at(2 + 2 * (k / 4), 2 * (k % 4));
        diagram.contents[cell.index()] = marks(&[5, 6]);
        diagram.cell(cell, role).label(cell, name);
    }
    diagram.label(at(0, 4), "house");
    diagram.label(at(4, 8), "loses");
    let (placed, removed, ringed) = (at(6, 0), at(6, 2), at(6, 4));
    diagram.contents[placed.index()] = marks(&[1, 2]);
    diagram.contents[removed.index()] = marks(&[1, 2, 3]);
    diagram.contents[ringed.index()] = marks(&[4, 7]);
    diagram
        .mark(placed, d(1), MarkRole::Placed)
        .label(placed, "placed")
        .mark(removed, d(2), MarkRole::Removed)
        .label(removed, "removed")
        .mark(ringed, d(4), MarkRole::Pattern)
        .label(ringed, "ringed");
    let (a, b, c) = (at(8, 0), at(8, 3), at(8, 6));
    for cell in [a, b, c] {
        diagram.contents[cell.index()] = marks(&[4]);
    }
    diagram.links.push(Link {
        from: (a, d(4)),
        to: (b, d(4)),
        strength: Strength::Strong,
    });
    diagram.links.push(Link {
        from: (b, d(4)),
        to: (c, d(4)),
        strength: Strength::Weak,
    });
    diagram.label(a, "strong").label(c, "weak");
    write(
        "legend",
        diagram.to_svg("What the technique figures draw: each role on a cell named by it"),
    );
    println!(
        "legend: {} cell roles, 2 house roles, 3 mark roles, strong and weak links",
        roles.len()
    );
}

/// Knuth's example as dancing links: whole, with column A covered at the search's first
/// choice, and after the search, every link put back.
fn dancing_links(write: Write) {
    let names = ["A", "B", "C", "D", "E", "F", "G"];
    let rows: [&[usize]; 6] = [
        &[2, 4, 5],
        &[0, 3, 6],
        &[1, 2, 5],
        &[0, 3],
        &[1, 6],
        &[3, 4, 6],
    ];
    let mut links = Links::new(7, 0, rows).expect("a well-formed matrix");
    let whole = state_of(
        &links,
        "The 0/1 matrix: each 1 linked along its row and column",
    );
    let mut watch = FirstChoice::default();
    links.search(&mut watch);
    let chosen = watch.state.expect("the search chooses a row");
    let restored = state_of(&links, "After the search: every link put back");
    assert_eq!(restored.column_rows, whole.column_rows);
    let at_choice = &chosen;
    let removed: Vec<String> = (0..names.len())
        .filter(|&c| at_choice.active[c])
        .flat_map(|c| {
            rows.iter()
                .enumerate()
                .filter(move |(r, ones)| ones.contains(&c) && !at_choice.column_rows[c].contains(r))
                .map(move |(r, _)| format!("row {} from {}", r + 1, names[c]))
        })
        .collect();
    let svg = chart::links(
        "Knuth's example as dancing links: whole, column A covered, restored",
        &names,
        &rows,
        &[whole, chosen.clone(), restored],
    );
    write("dancing-links", svg);
    println!("dancing-links: {}: {}", chosen.caption, removed.join(", "));
}

/// The links as they stand: which columns are still to cover, and each column's rows.
fn state_of(links: &Links, caption: &str) -> LinksState {
    LinksState {
        caption: caption.to_string(),
        active: (0..links.columns()).map(|c| links.is_active(c)).collect(),
        column_rows: (0..links.columns())
            .map(|c| links.rows_of(c).collect())
            .collect(),
    }
}

/// Keeps the links as they stand at the search's first choice of a row: the chosen column is
/// covered, the row's other columns not yet.
#[derive(Default)]
struct FirstChoice {
    state: Option<LinksState>,
}

impl Visitor for FirstChoice {
    fn select(&mut self, links: &Links, row: usize, column: usize, _k: usize, _of: usize) {
        if self.state.is_none() {
            let name = ["A", "B", "C", "D", "E", "F", "G"][column];
            let caption = format!("Column {name} covered (first choice: row {})", row + 1);
            self.state = Some(state_of(links, &caption));
        }
    }

    fn solution(&mut self, _links: &Links, _rows: &[usize]) -> bool {
        true
    }
}

/// The clauses of the extended encoding that mention only r1c1's nine variables, and those
/// that mention only "5 in row 1"'s nine, straight from the formula `sat` solves.
fn clauses(write: Write) {
    let shape = Shape::NINE;
    let formula = rules(shape, Encoding::Extended);
    let cell = Cell::new(0, 0, 9);
    let five = Digit::new(5).expect("a digit");
    let of_cell: Vec<u32> = (0..9)
        .map(|d| var(shape, cell, Digit::from_index(d)))
        .collect();
    let of_house: Vec<u32> = (0..9)
        .map(|c| var(shape, Cell::new(0, c, 9), five))
        .collect();
    let panel = |caption: &str, columns: Vec<String>, vars: &[u32]| {
        let groups = formula
            .groups
            .iter()
            .map(|(rule, range)| {
                let inside: Vec<Vec<i32>> = range
                    .clone()
                    .map(|i| formula.cnf.clause(i))
                    .filter(|clause| clause.iter().all(|l| vars.contains(&l.unsigned_abs())))
                    .map(|clause| {
                        clause
                            .iter()
                            .map(|&l| {
                                let column = vars.iter().position(|&v| v == l.unsigned_abs());
                                (column.expect("inside") as i32 + 1) * l.signum()
                            })
                            .collect()
                    })
                    .collect();
                (rule.words().to_string(), inside)
            })
            .filter(|(_, inside)| !inside.is_empty())
            .collect();
        ClausePanel {
            caption: caption.to_string(),
            columns,
            groups,
        }
    };
    let digits: Vec<String> = (1..=9).map(|d| d.to_string()).collect();
    let columns: Vec<String> = (1..=9).map(|c| format!("c{c}")).collect();
    let panels = [
        panel("r1c1 holds digit 1, ..., 9", digits, &of_cell),
        panel("5 is in r1c1, ..., r1c9", columns, &of_house),
    ];
    let (first, _) = meaning(shape, of_house[0]);
    assert_eq!(first, cell);
    for p in &panels {
        let counts: Vec<String> = p
            .groups
            .iter()
            .map(|(rule, c)| format!("{} {rule}", c.len()))
            .collect();
        println!("clauses: {}: {}", p.caption, counts.join(", "));
    }
    write(
        "clauses",
        chart::clauses(
            "The clauses of one cell and of one digit in one row, extended encoding",
            &panels,
        ),
    );
}

/// 146605 as 146,605.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, ch) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}
