//! Exact cover: the generic search on classic instances, and the `dlx` solver, step by step the
//! same as a solver that knows nothing of matrices: naked singles, hidden singles, and a guess on
//! whichever has the fewest options, a cell's candidates or a digit's places in a house.

use std::path::PathBuf;

use sudoku_lab::exact_cover::{Counter, Links, MatrixError, classic};
use sudoku_lab::grid::{Candidates, Cell, Digit, Grid, House, Shape};
use sudoku_lab::steps::{Contradiction, Reason, Recorder, Step};
use sudoku_lab::{Limits, Solver, Stats, parse_puzzle, sets};

use crate::common;

#[test]
fn eight_queens_have_92_solutions_with_secondary_columns_for_the_diagonals() {
    // Knuth's formulation: each row and column of the board exactly once (primary), each
    // diagonal at most once (secondary).
    let queens = classic::queens(8);
    let mut links = Links::new(queens.primary, queens.secondary, &queens.rows).unwrap();
    let mut all = Counter::default();
    links.search(&mut all);
    assert_eq!(all.solutions, 92);
    // The search leaves the links as it found them: a second run finds the same.
    let mut again = Counter::default();
    links.search(&mut again);
    assert_eq!((again.solutions, again.nodes), (92, all.nodes));
    // A limit stops it.
    let mut three = Counter {
        limit: 3,
        ..Counter::default()
    };
    links.search(&mut three);
    assert_eq!(three.solutions, 3);
    // Four queens: two solutions; three queens: none.
    for (n, solutions) in [(4, 2), (3, 0)] {
        let queens = classic::queens(n);
        let mut links = Links::new(queens.primary, queens.secondary, &queens.rows).unwrap();
        let mut counter = Counter::default();
        links.search(&mut counter);
        assert_eq!(counter.solutions, solutions, "{n} queens");
    }
}

#[test]
fn pentominoes_tile_a_3x20_box_in_two_ways_and_their_mirror_images() {
    let tiling = classic::pentominoes(3, 20);
    let mut links = Links::new(tiling.primary, tiling.secondary, &tiling.rows).unwrap();
    let mut all = Counter::default();
    links.search(&mut all);
    // Two tilings, each seen four times (turned half round, mirrored both ways).
    assert_eq!(all.solutions, 8);
}

#[test]
fn a_malformed_matrix_is_refused_with_its_row() {
    let err = Links::new(3, 0, [vec![0, 1], vec![2, 2]]).unwrap_err();
    assert_eq!(err, MatrixError::RepeatedColumn { row: 1, column: 2 });
    assert_eq!(
        Links::new(3, 0, [vec![0, 5]]).unwrap_err().to_string(),
        "row 0 names column 5, which does not exist"
    );
    assert_eq!(
        Links::new(3, 0, [Vec::<usize>::new()]).unwrap_err(),
        MatrixError::EmptyRow { row: 0 }
    );
    // A column holds at most 8,191 ones: its size keeps two flags above them (covered, and
    // secondary, which keeps a secondary column's size from ever reading as a dead end).
    assert!(Links::new(1, 0, vec![[0usize]; 8191]).is_ok());
    assert_eq!(
        Links::new(1, 0, vec![[0usize]; 8192]).unwrap_err(),
        MatrixError::TooLarge
    );
    // A secondary column's size is its number of ones, as a primary column's.
    let links = Links::new(1, 1, [vec![0, 1], vec![1]]).unwrap();
    assert_eq!((links.size(0), links.size(1)), (1, 2));
}

/// The order of the exact-cover columns, in Sudoku terms: every cell (row order), then each
/// digit in each row, column and box. A solver that scans its options in this order and takes
/// the first with the fewest is the S heuristic without the matrix.
enum Option_ {
    Cell(Cell),
    Place(Digit, House),
}

/// Naked singles, hidden singles and a guess on the fewest options, with nothing but a grid and
/// its candidates: the rules that the `dlx` solver's choice of column amounts to.
struct Rules<'a> {
    shape: Shape,
    puzzle: &'a Grid,
    grid: Grid,
    limits: Limits,
    steps: Vec<Step>,
    stats: Stats,
    solutions: u64,
}

impl Rules<'_> {
    fn candidates(&self, cell: Cell) -> Candidates {
        if self.grid.get(cell).is_some() {
            return Candidates::EMPTY;
        }
        self.grid.candidates(cell)
    }

    /// Places `digit` in `cell`, counting the peers (empty in the puzzle) that had it.
    fn place(&mut self, cell: Cell, digit: Digit) {
        let layout = self.shape.layout();
        self.stats.eliminations += layout
            .peers(cell)
            .iter()
            .filter(|&&p| self.puzzle.get(p).is_none() && self.candidates(p).contains(digit))
            .count() as u64;
        self.grid.set(cell, Some(digit));
    }

    fn options(&self) -> Vec<Option_> {
        let layout = self.shape.layout();
        let mut all: Vec<Option_> = self.shape.all_cells().map(Option_::Cell).collect();
        for kind in 0..3 {
            for (house, _) in layout.houses().filter(|(h, _)| {
                matches!(
                    (kind, h),
                    (0, House::Row(_)) | (1, House::Col(_)) | (2, House::Box(_))
                )
            }) {
                for d in 0..self.shape.side() {
                    all.push(Option_::Place(Digit::from_index(d), house));
                }
            }
        }
        all
    }

    /// The ways to meet an option still open: a cell's digits, or a digit's cells in a house;
    /// `candidates` holds every cell's, by index, for the grid as it stands.
    fn ways(&self, option: &Option_, candidates: &[Candidates]) -> Option<Vec<(Cell, Digit)>> {
        match *option {
            Option_::Cell(cell) => self
                .grid
                .get(cell)
                .is_none()
                .then(|| candidates[cell.index()].iter().map(|d| (cell, d)).collect()),
            Option_::Place(digit, house) => {
                let cells = self.shape.layout().cells_of(house);
                if cells.iter().any(|&c| self.grid.get(c) == Some(digit)) {
                    return None;
                }
                Some(
                    cells
                        .iter()
                        .filter(|&&c| candidates[c.index()].contains(digit))
                        .map(|&c| (c, digit))
                        .collect(),
                )
            }
        }
    }

    /// True once the search must stop.
    fn search(&mut self, options: &[Option_]) -> bool {
        self.stats.nodes += 1;
        // Each cell's candidates once a node: every option of the scan reads them.
        let candidates: Vec<Candidates> =
            self.shape.all_cells().map(|c| self.candidates(c)).collect();
        let mut best: Option<(usize, Vec<(Cell, Digit)>)> = None;
        for (i, option) in options.iter().enumerate() {
            if let Some(ways) = self.ways(option, &candidates)
                && best.as_ref().is_none_or(|(_, b)| ways.len() < b.len())
            {
                let empty = ways.is_empty();
                best = Some((i, ways));
                if empty {
                    break;
                }
            }
        }
        let Some((i, ways)) = best else {
            self.steps.push(Step::Solved);
            self.solutions += 1;
            return self.solutions >= self.limits.max_solutions;
        };
        if ways.is_empty() {
            self.steps.push(Step::Contradiction(match options[i] {
                Option_::Cell(cell) => Contradiction::NoCandidate(cell),
                Option_::Place(digit, house) => Contradiction::NoPlace(digit, house),
            }));
            return false;
        }
        let of = ways.len();
        for (k, &(cell, digit)) in ways.iter().enumerate() {
            let reason = match (&options[i], of) {
                (Option_::Cell(_), 1) => {
                    self.stats.naked_singles += 1;
                    Reason::NakedSingle
                }
                (Option_::Place(_, house), 1) => {
                    self.stats.hidden_singles += 1;
                    Reason::HiddenSingle(*house)
                }
                (Option_::Cell(_), _) => {
                    self.stats.guesses += 1;
                    Reason::Guess {
                        k: k + 1,
                        of,
                        candidates: ways.iter().map(|w| w.1).collect(),
                    }
                }
                (Option_::Place(_, house), _) => {
                    self.stats.guesses += 1;
                    Reason::GuessPlace {
                        k: k + 1,
                        of,
                        house: *house,
                    }
                }
            };
            self.steps.push(Step::Place {
                cell,
                digit,
                reason,
            });
            let saved = self.grid.clone();
            self.place(cell, digit);
            if self.search(options) {
                return true;
            }
            self.grid = saved;
            if of > 1 {
                self.steps.push(Step::Undo { cell, digit });
            }
        }
        false
    }
}

/// The rules' steps (eliminations left out), counts and number of solutions for `puzzle`.
fn by_rules(puzzle: &Grid, limits: Limits) -> (Vec<Step>, Stats, u64) {
    let shape = puzzle.shape();
    let mut rules = Rules {
        shape,
        puzzle,
        grid: Grid::empty(shape),
        limits,
        steps: Vec::new(),
        stats: Stats::default(),
        solutions: 0,
    };
    for cell in shape.all_cells() {
        if let Some(d) = puzzle.get(cell) {
            rules.place(cell, d);
        }
    }
    let options = rules.options();
    rules.search(&options);
    (rules.steps, rules.stats, rules.solutions)
}

fn by_dlx(puzzle: &Grid, limits: Limits) -> (Vec<Step>, Stats, u64) {
    let mut recorder = Recorder::default();
    let report = Solver::Dlx.solve(puzzle, &limits, &mut recorder).unwrap();
    let steps = recorder
        .steps
        .into_iter()
        .filter(|s| !matches!(s, Step::Eliminate { .. }))
        .collect();
    (steps, report.stats, report.solutions.len() as u64)
}

/// The puzzles of a file of `data/generated/`.
fn generated(name: &str) -> Vec<Grid> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data/generated")
        .join(name);
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| parse_puzzle(l).unwrap())
        .collect()
}

#[test]
fn the_fewest_ones_column_is_naked_singles_hidden_singles_and_the_fewest_options_guess() {
    let mut puzzles: Vec<Grid> = sets::find("seeds")
        .unwrap()
        .entries(std::path::Path::new("."))
        .unwrap()
        .map(|e| e.result.unwrap())
        .collect();
    for name in ["9x9-beyond-exclusion.txt", "9x9-hidden-pair.txt", "4x4.txt"] {
        puzzles.extend(generated(name));
    }
    puzzles.extend(generated("16x16.txt").into_iter().take(1));
    // On the shared sets when present: every puzzle of the small ones, a sample of the large.
    let stride = if cfg!(debug_assertions) { 100 } else { 1 };
    for (file, step) in [
        ("norvig_top95.txt", 1),
        ("norvig_hardest.txt", 1),
        ("magictour_top1465.txt", stride),
        ("forum_hardest_1106.txt", stride),
    ] {
        if let Some(lines) = common::shared_lines(file) {
            puzzles.extend(lines.iter().step_by(step).map(|l| parse_puzzle(l).unwrap()));
        }
    }
    let (mut forced, mut branches) = (0u64, 0u64);
    for (i, puzzle) in puzzles.iter().enumerate() {
        let (steps, stats, solutions) = by_dlx(puzzle, Limits::solutions(2));
        let (expected, rules, found) = by_rules(puzzle, Limits::solutions(2));
        assert_eq!(solutions, found, "puzzle {i}: {puzzle}");
        assert_eq!(stats, rules, "puzzle {i}: {puzzle}");
        assert_eq!(steps, expected, "puzzle {i}: {puzzle}");
        forced += stats.naked_singles + stats.hidden_singles;
        branches += stats.guesses;
    }
    assert!(puzzles.len() >= 120 && forced > 10_000 && branches > 100);
}

#[test]
fn an_empty_4x4_grid_has_288_solutions_and_dlx_agrees() {
    let empty = parse_puzzle("................").unwrap();
    let (steps, stats, n) = by_dlx(&empty, Limits::all());
    let (expected, rules, m) = by_rules(&empty, Limits::all());
    assert_eq!((n, m), (288, 288));
    assert_eq!((steps, stats), (expected, rules));
}

#[test]
fn dlx_solves_the_emptiest_puzzle_of_every_size_where_backtracking_stalls() {
    for side in [4usize, 9, 16, 25] {
        let empty = parse_puzzle(&".".repeat(side * side)).unwrap();
        let report = Solver::Dlx
            .solve(&empty, &Limits::default(), &mut sudoku_lab::NoObserver)
            .unwrap();
        assert!(empty.is_solved_by(&report.solutions[0]), "{side}x{side}");
    }
}

#[test]
fn solve_dlx_counts_and_lists_solutions_and_refuses_nothing_of_any_size() {
    let run = common::run(
        &["solve", "--solver", "dlx", "--count", "................"],
        "",
    );
    assert_eq!((run.code, run.stdout.trim()), (0, "puzzle: 288 solutions"));
    let run = common::run(
        &[
            "solve",
            "--solver",
            "dlx",
            "--all",
            "--format",
            "line",
            "--limit",
            "3",
            "................",
        ],
        "",
    );
    assert_eq!(run.stdout.lines().count(), 3, "{}", run.stdout);
    // Two equal givens: no solution, said plainly.
    let run = common::run(
        &[
            "solve",
            "--solver",
            "dlx",
            "--no-unique-check",
            "1.1.............".replace('.', "0").as_str(),
        ],
        "",
    );
    assert_ne!(run.code, 0, "{}", run.stderr);
    // Step by step: the house's guess is told as such.
    let run = common::run(
        &[
            "solve",
            "--solver",
            "dlx",
            "-v",
            "--format",
            "line",
            &".".repeat(81),
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("naked single"), "{}", run.stdout);
}

/// The allocations made by the calling thread so far: the test binary's allocator counts them,
/// thread by thread, so that tests running beside one another do not blur the count.
fn allocations() -> u64 {
    ALLOCATIONS.with(std::cell::Cell::get)
}

thread_local! {
    static ALLOCATIONS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The system's allocator, counting.
struct Counting;

// SAFETY: every call is passed to the system's allocator unchanged; counting touches a
// thread-local integer that has no destructor and allocates nothing.
unsafe impl std::alloc::GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { std::alloc::System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The first puzzle of the forum's hardest list (forum1106): 6,585 nodes for `dlx`.
const FORUM_FIRST: &str =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

/// A visitor that counts nodes and solutions, and allocates nothing.
#[derive(Default)]
struct Tally {
    nodes: u64,
    solutions: u64,
}

impl sudoku_lab::exact_cover::Visitor for Tally {
    fn enter(&mut self) -> bool {
        self.nodes += 1;
        true
    }

    fn solution(&mut self, _: &Links, _: &[usize]) -> bool {
        self.solutions += 1;
        true
    }
}

#[test]
fn restarting_and_searching_the_links_allocate_nothing() {
    use sudoku_lab::exact_cover::sudoku;
    // A hard puzzle, and the empty 4x4 grid with all its solutions.
    let hard = parse_puzzle(FORUM_FIRST).unwrap();
    let mut links = sudoku::empty_grid(Shape::NINE).clone();
    let shape = Shape::NINE;
    let givens: Vec<usize> = shape
        .all_cells()
        .filter_map(|c| hard.get(c).map(|d| sudoku::row(shape, c, d)))
        .collect();
    let mut tally = Tally::default();
    let before = allocations();
    links.restart(givens.iter().copied(), &mut tally).unwrap();
    links.search(&mut tally);
    assert_eq!(allocations() - before, 0);
    assert!(
        tally.nodes > 1_000 && tally.solutions == 1,
        "{}",
        tally.nodes
    );
    // Again, after the first search, and on the 4x4 grid's 288 solutions.
    let mut empty = sudoku::empty_grid(Shape::ALL[0]).clone();
    let mut all = Tally::default();
    let before = allocations();
    links
        .restart(givens.iter().copied(), &mut Tally::default())
        .unwrap();
    links.search(&mut Tally::default());
    empty.restart([], &mut all).unwrap();
    empty.search(&mut all);
    assert_eq!((allocations() - before, all.solutions), (0, 288));
}

#[test]
fn a_dlx_solve_allocates_as_much_for_thousands_of_nodes_as_for_a_few() {
    // The matrix is lent from one solve to the next; what a solve allocates (its report, the
    // solution) does not grow with the search.
    let easy = sudoku_lab::puzzles::WIKIPEDIA.grid();
    let hard = parse_puzzle(FORUM_FIRST).unwrap();
    let limits = Limits::solutions(2);
    let mut made = Vec::new();
    for puzzle in [&easy, &hard, &easy, &hard] {
        let before = allocations();
        let report = Solver::Dlx
            .solve(puzzle, &limits, &mut sudoku_lab::NoObserver)
            .unwrap();
        made.push((allocations() - before, report.stats.nodes));
        drop(report);
    }
    assert_eq!(made[2].0, made[3].0, "{made:?}");
    assert!(made[3].1 > 50 * made[2].1, "{made:?}");
}
