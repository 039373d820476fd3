//! A position mid-solve given by its pencil marks, the 729-character form (Sukaku Explainer's):
//! `grade` rates it from where it stands and `hint` gives its next step; bad marks are errors
//! naming the cell, the place and the character.

use serde_json::Value;
use sudoku_lab::logic::{self, Board};
use sudoku_lab::parse::{marks_line, parse_puzzle};
use sudoku_lab::{Grid, NoObserver};

use crate::common::{run, shipped_lines};

/// The marks of `board`: a digit's cell holds that digit alone.
fn marks_of(board: &Board) -> String {
    marks_line(&board.pencil_marks())
}

/// The first puzzles of a shipped set.
fn shipped(name: &str, n: usize) -> Vec<Grid> {
    (shipped_lines(name, n).iter())
        .map(|l| parse_puzzle(l).unwrap())
        .collect()
}

fn graded(marks: &str) -> Value {
    let r = run(&["grade", marks, "--format", "json"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    serde_json::from_str(&r.stdout).unwrap()
}

#[test]
fn a_puzzles_own_marks_grade_as_the_puzzle_does() {
    for puzzle in shipped("9x9-fish.txt", 3) {
        let outcome = logic::grade(&puzzle);
        let marks = marks_of(&Board::new(&puzzle));
        let v = graded(&marks);
        assert_eq!(v["puzzle"], marks.as_str());
        assert_eq!(v["grade"], outcome.grade().slug(), "{puzzle}");
        assert_eq!(v["rating"], serde_json::json!(outcome.rating()), "{puzzle}");
    }
}

#[test]
fn a_position_past_its_hardest_step_is_rated_from_where_it_stands() {
    for puzzle in shipped("9x9-fish.txt", 3) {
        let outcome = logic::grade(&puzzle);
        let rating = outcome
            .rating()
            .expect("the ladder solves a shipped fish puzzle");
        let hardest = outcome
            .deductions
            .iter()
            .position(|d| Some(d.rating()) == Some(rating))
            .unwrap();
        // The board a learner holds once the hardest step is taken: the steps up to it applied.
        let mut board = Board::new(&puzzle).assuming_unique();
        for d in &outcome.deductions[..=hardest] {
            board.apply(d, &mut NoObserver);
        }
        let v = graded(&marks_of(&board));
        let after: f64 = v["rating"].as_f64().unwrap();
        assert!(
            after < f64::from(rating.in_tenths()) / 10.0,
            "{puzzle}: {after} after its hardest step, rated {rating}"
        );
    }
}

#[test]
fn hint_names_the_next_step_of_the_marks_not_of_the_givens() {
    let puzzle = &shipped("9x9-fish.txt", 1)[0];
    let outcome = logic::grade(puzzle);
    let fish = outcome
        .deductions
        .iter()
        .position(|d| d.technique.family() == logic::Family::Fish)
        .unwrap();
    let mut board = Board::new(puzzle).assuming_unique();
    for d in &outcome.deductions[..fish] {
        board.apply(d, &mut NoObserver);
    }
    // Just before the fish, the hint is the fish (its technique, at level 2).
    let before = run(&["hint", &marks_of(&board), "--level", "2"], "");
    assert_eq!(before.code, 0, "{}", before.stderr);
    let name = outcome.deductions[fish].technique.about().name;
    assert!(before.stdout.contains(name), "{}", before.stdout);
    // From the givens alone, the next step is another.
    let start = run(&["hint", &puzzle.to_string(), "--level", "2"], "");
    assert!(!start.stdout.contains(name), "{}", start.stdout);
}

#[test]
fn bad_marks_are_errors_naming_the_line_cell_place_and_character() {
    let wikipedia = sudoku_lab::puzzles::WIKIPEDIA.grid();
    let good = marks_of(&Board::new(&wikipedia));
    let mut bad: Vec<char> = good.chars().collect();
    bad[9 * 4 + 2] = 'x';
    let bad: String = bad.into_iter().collect();
    let r = run(&["grade", &bad], "");
    assert_eq!(r.code, 2);
    assert_eq!(
        r.stderr,
        "error: puzzle, r1c5: unexpected character 'x' in place 3 of the cell's nine pencil marks; \
         expected 3 (the candidate kept) or . (removed)\n"
    );
    // In a file, every line has its own result.
    let r = run(
        &["grade", "--file", "-"],
        &format!("{good}\n{bad}\n{good}\n"),
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stdout.contains("line 1: hidden single"), "{}", r.stdout);
    assert!(r.stdout.contains("line 3: hidden single"), "{}", r.stdout);
    assert!(
        r.stderr.contains("line 2, r1c5: unexpected character 'x'"),
        "{}",
        r.stderr
    );
}

#[test]
fn marks_that_leave_no_solution_or_several_have_no_grade() {
    let wikipedia = sudoku_lab::puzzles::WIKIPEDIA.grid();
    let solution = sudoku_lab::uniqueness::first_solution(&wikipedia).unwrap();
    let board = Board::new(&wikipedia);
    let good: Vec<char> = marks_of(&board).chars().collect();
    // r1c3's digit removed from its marks: nothing completes the grid.
    let cell = wikipedia.shape().cell(2);
    let digit = solution.get(cell).unwrap();
    let mut none = good.clone();
    none[2 * 9 + usize::from(digit.get()) - 1] = '.';
    let r = run(&["grade", &none.iter().collect::<String>()], "");
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stderr.contains("no solution"), "{}", r.stderr);
    // Every mark of an empty grid: many solutions.
    let every = "123456789".repeat(81);
    let r = run(&["grade", &every], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("a Sudoku has exactly one"),
        "{}",
        r.stderr
    );
    // solve reads no marks: 729 characters are no puzzle line, and the error says who reads them.
    let r = run(&["solve", &every], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains(
            "729 characters are a position's pencil marks, which grade, hint and explain read"
        ),
        "{}",
        r.stderr
    );
}
