//! The person-style ladder (`src/logic/`) and the `grade` command: each technique on a puzzle
//! made to show it, soundness on real puzzles, and the order `grade` puts the shared sets in.

use sudoku_lab::logic::{self, Action, Board, Deduction, Grade, Technique};
use sudoku_lab::puzzles::WIKIPEDIA;
use sudoku_lab::steps::{Pattern, Recorder, Step};
use sudoku_lab::uniqueness::first_solution;
use sudoku_lab::{Cell, Digit, Grid, House, parse_puzzle};

use crate::common::{run, shared_lines};

/// A 9x9 puzzle from `(row, col, digit)` givens, all 1-based.
fn grid(givens: &[(usize, usize, u8)]) -> Grid {
    let mut g = Grid::empty(sudoku_lab::Shape::NINE);
    for &(r, c, d) in givens {
        g.set(Cell::new(r - 1, c - 1, 9), Digit::new(d));
    }
    assert!(g.first_conflict().is_none());
    g
}

fn cell(r: usize, c: usize) -> Cell {
    Cell::new(r - 1, c - 1, 9)
}

fn digit(d: u8) -> Digit {
    Digit::new(d).unwrap()
}

/// What `technique` finds first on `puzzle`, with its sentence.
fn check(technique: Technique, puzzle: &Grid, expected: &str) -> Deduction {
    let d = technique
        .find(&Board::new(puzzle))
        .unwrap_or_else(|| panic!("no {technique} found"));
    assert_eq!(d.technique, technique);
    assert_eq!(d.to_string(), expected);
    d
}

#[test]
fn naked_single_the_centre_of_the_wikipedia_puzzle() {
    // Row 5 holds 4 8 3 1, column 5 holds 7 9 6 2 1 8, the box 6 8 3 2: only 5 is left.
    let d = check(
        Technique::NakedSingle,
        &WIKIPEDIA.grid(),
        "naked single: r5c5 has one candidate left, so r5c5 = 5",
    );
    assert_eq!(
        d.action,
        Action::Place {
            cell: cell(5, 5),
            digit: digit(5)
        }
    );
}

#[test]
fn hidden_single_a_digit_with_one_place_in_a_row() {
    // Four 1s rule out every cell of row 3 but r3c1: boxes 2 and 3 hold a 1, columns 2 and 3 too.
    let puzzle = grid(&[(1, 4, 1), (2, 7, 1), (4, 2, 1), (7, 3, 1)]);
    let d = check(
        Technique::HiddenSingle,
        &puzzle,
        "hidden single: in row 3, 1 fits only r3c1, so r3c1 = 1",
    );
    assert_eq!(d.houses, [House::Row(2)]);
}

#[test]
fn locked_candidates_pointing() {
    // Rows 2 and 3 of box 1 are full, so 1, 8 and 9 are locked into row 1 of the box.
    let puzzle = grid(&[
        (2, 1, 2),
        (2, 2, 3),
        (2, 3, 4),
        (3, 1, 5),
        (3, 2, 6),
        (3, 3, 7),
    ]);
    let d = check(
        Technique::LockedCandidates,
        &puzzle,
        "locked candidates: (pointing) in box 1, 1 fits only cells of row 1, so the rest of row 1 \
         loses 1 (r1c4-1, r1c5-1, r1c6-1, r1c7-1, r1c8-1, r1c9-1)",
    );
    assert_eq!(d.houses, [House::Box(0), House::Row(0)]);
}

#[test]
fn locked_candidates_claiming() {
    // Row 1 is full but for its box-1 cells, so 1, 8 and 9 of row 1 are claimed by box 1.
    let puzzle = grid(&[
        (1, 4, 2),
        (1, 5, 3),
        (1, 6, 4),
        (1, 7, 5),
        (1, 8, 6),
        (1, 9, 7),
    ]);
    let d = check(
        Technique::LockedCandidates,
        &puzzle,
        "locked candidates: (claiming) in row 1, 1 fits only cells of box 1, so the rest of box 1 \
         loses 1 (r2c1-1, r2c2-1, r2c3-1, r3c1-1, r3c2-1, r3c3-1)",
    );
    assert!(matches!(d.pattern, Some(Pattern::Claiming { .. })));
}

#[test]
fn naked_pair_two_cells_with_the_same_two_candidates() {
    // Row 1 holds 1-7, so r1c8 and r1c9 are 8 and 9 between them: box 3 has no other room.
    let puzzle = grid(&(1..=7).map(|c| (1, c, c as u8)).collect::<Vec<_>>());
    let d = check(
        Technique::NakedPair,
        &puzzle,
        "naked pair: in box 3, r1c8 and r1c9 hold 8 and 9 between them, so no other cell of box 3 \
         can (r2c7-8, r2c7-9, r2c8-8, r2c8-9, r2c9-8, r2c9-9, r3c7-8, r3c7-9, r3c8-8, r3c8-9, \
         r3c9-8, r3c9-9)",
    );
    assert_eq!(d.cells, [cell(1, 8), cell(1, 9)]);
}

#[test]
fn hidden_pair_two_digits_with_the_same_two_places() {
    // 1 and 2 are ruled out of row 1 everywhere but r1c1 and r1c2 (boxes 2 and 3, column 3).
    let puzzle = grid(&[
        (2, 4, 1),
        (3, 5, 2),
        (2, 7, 2),
        (3, 8, 1),
        (5, 3, 1),
        (6, 3, 2),
    ]);
    let d = check(
        Technique::HiddenPair,
        &puzzle,
        "hidden pair: in row 1, 1 and 2 fit only r1c1 and r1c2, so those cells hold nothing else \
         (r1c1-3, r1c1-4, r1c1-5, r1c1-6, r1c1-7, r1c1-8, r1c1-9, r1c2-3, r1c2-4, r1c2-5, r1c2-6, \
         r1c2-7, r1c2-8, r1c2-9)",
    );
    assert_eq!(d.digits.to_string(), "1 2");
}

#[test]
fn the_ladder_tells_the_observer_each_placement_and_pattern_elimination() {
    let puzzle = grid(&[
        (2, 1, 2),
        (2, 2, 3),
        (2, 3, 4),
        (3, 1, 5),
        (3, 2, 6),
        (3, 3, 7),
    ]);
    let mut board = Board::new(&puzzle);
    let d = Technique::LockedCandidates.find(&board).unwrap();
    let mut recorder = Recorder::default();
    board.apply(&d, &mut recorder);
    assert_eq!(recorder.steps.len(), 6);
    assert!(recorder.steps.iter().all(|s| matches!(
        s,
        Step::Exclude { digit: d, pattern: Pattern::Pointing { .. }, .. } if d.get() == 1
    )));
    assert!(!board.candidates(cell(1, 4)).contains(digit(1)));
}

/// Every deduction of the ladder on `line` agrees with the solution: placements put the
/// solution's digit, eliminations never remove it. Returns the grade.
fn sound(line: &str) -> Grade {
    let puzzle = parse_puzzle(line).unwrap();
    let solution = first_solution(&puzzle).expect("a solvable puzzle");
    let outcome = logic::grade(&puzzle);
    for d in &outcome.deductions {
        match &d.action {
            Action::Place { cell, digit } => assert_eq!(solution.get(*cell), Some(*digit), "{d}"),
            Action::Eliminate(removals) => {
                for (cell, digit) in removals {
                    assert_ne!(solution.get(*cell), Some(*digit), "{line}: {d}");
                }
            }
        }
    }
    assert!(!outcome.contradiction);
    outcome.grade()
}

fn distribution(lines: &[String]) -> [usize; 6] {
    let mut counts = [0; 6];
    for line in lines {
        counts[sound(line) as usize] += 1;
    }
    counts
}

#[test]
fn the_ladder_is_sound_on_the_shipped_sets() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/generated");
    for name in [
        "9x9-hidden-pair.txt",
        "9x9-needs-search.txt",
        "16x16.txt",
        "4x4.txt",
    ] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        for line in text.lines().filter(|l| !l.starts_with('#')).take(30) {
            sound(line);
        }
    }
}

#[test]
fn easy50_is_mostly_singles() {
    let Some(lines) = shared_lines("norvig_easy50.txt") else {
        return;
    };
    let counts = distribution(&lines);
    let singles = counts[Grade::NakedSingle as usize] + counts[Grade::HiddenSingle as usize];
    assert!(singles * 10 >= lines.len() * 7, "{counts:?}");
    assert!(counts[Grade::NeedsSearch as usize] <= 2, "{counts:?}");
}

#[test]
fn top95_mostly_needs_search() {
    let Some(lines) = shared_lines("norvig_top95.txt") else {
        return;
    };
    let counts = distribution(&lines);
    assert!(
        counts[Grade::NeedsSearch as usize] * 2 > lines.len(),
        "{counts:?}"
    );
    assert_eq!(counts[Grade::NakedSingle as usize], 0, "{counts:?}");
}

#[test]
fn grade_writes_the_grade_and_a_tally() {
    let input = format!("{}\n{}\n", WIKIPEDIA.line, WIKIPEDIA.line);
    let r = run(&["grade", "-f", "-"], &input);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "line 1: naked single: 51 steps (51 naked single)\n\
         line 2: naked single: 51 steps (51 naked single)\n\
         # 2 of 2 puzzles graded: naked single 2, hidden single 0, locked candidates 0, \
         naked pair 0, hidden pair 0, needs search 0\n"
    );
}

#[test]
fn grade_json_counts_each_technique() {
    let r = run(&["grade", "--format", "json", WIKIPEDIA.line], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["grade"], "naked-single");
    assert_eq!(v["counts"]["naked-single"], 51);
    assert_eq!(v["counts"]["hidden-pair"], 0);
}

#[test]
fn grade_refuses_a_puzzle_with_several_solutions_with_exit_code_2() {
    // The Wikipedia puzzle without its first two givens has two solutions.
    let line = format!("00{}", &WIKIPEDIA.line[2..]);
    let several = run(&["grade", &line], "");
    assert_eq!(several.code, 2);
    assert!(
        several
            .stderr
            .contains("puzzle: this puzzle has 2 solutions; a Sudoku has exactly one"),
        "{}",
        several.stderr
    );
}

#[test]
fn grade_reports_a_puzzle_with_no_solution_with_exit_code_1() {
    // r1c9 can only be 9, which column 9 already holds.
    let line = format!("123456780000000009{}", "0".repeat(63));
    let none = run(&["grade", &line], "");
    assert_eq!(none.code, 1);
    assert!(none.stderr.contains("no solution"), "{}", none.stderr);
}

#[test]
fn solve_says_plainly_when_a_puzzle_has_several_solutions() {
    let line = format!("00{}", &WIKIPEDIA.line[2..]);
    let r = run(&["solve", "--format", "line", &line], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("note: puzzle: this puzzle has"),
        "{}",
        r.stderr
    );
    let unique = run(&["solve", "--format", "line", WIKIPEDIA.line], "");
    assert!(!unique.stderr.contains("note"), "{}", unique.stderr);
    let json = run(&["solve", "--format", "json", &line], "");
    let v: serde_json::Value = serde_json::from_str(json.stdout.trim()).unwrap();
    assert_eq!(v["unique"], false);
}

/// The first puzzle of a shipped set, filled in as far as the singles take it: a grid where
/// the next step needs a technique past the singles.
fn grid_past_the_singles(set: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/generated")
        .join(set);
    let text = std::fs::read_to_string(path).unwrap();
    let line = text.lines().find(|l| !l.starts_with('#')).unwrap();
    let mut grid = parse_puzzle(line).unwrap();
    for d in logic::grade(&grid).deductions {
        match d.action {
            Action::Place { cell, digit } => grid.set(cell, Some(digit)),
            Action::Eliminate(_) => break,
        }
    }
    grid.to_string()
}

#[test]
fn hint_names_the_technique_when_no_single_is_left() {
    let grid = grid_past_the_singles("9x9-locked-candidates.txt");
    let r = run(&["hint", "--level", "2", &grid], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .contains("No single is left: look for locked candidates"),
        "{}",
        r.stdout
    );
    let r = run(&["hint", "--level", "3", &grid], "");
    assert!(r.stdout.contains("locked candidates: ("), "{}", r.stdout);
    assert!(r.stdout.contains("; then r"), "{}", r.stdout);
}

#[test]
fn explain_tells_the_ladder_round_by_round() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/generated");
    let text = std::fs::read_to_string(dir.join("9x9-naked-pair.txt")).unwrap();
    let line = text.lines().find(|l| !l.starts_with('#')).unwrap();
    let r = run(
        &["explain", "--solver", "ladder", "--max-rounds", "0", line],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains(": naked pair: in "), "{}", r.stdout);
    assert!(r.stdout.contains("solved by the ladder"), "{}", r.stdout);
}
