//! A position given as the pencil-mark grid `explain` prints (box-drawn, each cell's candidates
//! in their places, givens in brackets), read back by `grade`, `hint` and `explain`, and
//! `explain` given a position at all (the grid or the 729-character form).
//! The round trip is the test: a puzzle's first grid grades, hints and explains as the puzzle,
//! a grid after some rounds rates no higher, and a spoiled grid is an error naming its line,
//! cell and character, never a panic.

use sudoku_lab::Grid;
use sudoku_lab::logic::Board;
use sudoku_lab::parse::{PuzzleReader, marks_line, parse_puzzle};

use crate::common::{Rng, run, shipped_lines};

/// The puzzles the round trips run on: 9x9 ones of several grades, 4x4 and 16x16 ones.
fn puzzles() -> Vec<String> {
    let mut all = Vec::new();
    for (set, n) in [
        ("9x9-fish.txt", 2),
        ("9x9-x-chain.txt", 1),
        ("9x9-uniqueness.txt", 1),
        ("9x9-naked-single.txt", 1),
        ("4x4.txt", 2),
        ("16x16.txt", 1),
    ] {
        all.extend(shipped_lines(set, n));
    }
    all
}

/// The grids of an `explain` text: each box-drawn block, top line to bottom line.
fn grids(text: &str) -> Vec<String> {
    let mut grids = Vec::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('┌') {
            current = Some(String::new());
        }
        if let Some(grid) = current.as_mut() {
            grid.push_str(line);
            grid.push('\n');
            if line.starts_with('└') {
                grids.push(current.take().unwrap());
            }
        }
    }
    grids
}

/// `explain --solver ladder` on `input` (every round shown), as run.
fn explain(input: &str) -> crate::common::Run {
    run(
        &["explain", "--solver", "ladder", "--max-rounds", "0", input],
        "",
    )
}

/// What an `explain` text says from its first round on: the rounds, their grids, the verdict.
fn rounds(text: &str) -> &str {
    let at = text.find("\nRound 1:").unwrap_or_else(|| {
        text.find("\nsolved")
            .or(text.find("\nstuck"))
            .expect("a verdict")
    });
    &text[at..]
}

/// The first grid `explain` prints for `puzzle`: its own pencil marks.
fn first_grid(puzzle: &str) -> String {
    let r = explain(puzzle);
    grids(&r.stdout).into_iter().next().expect("a grid")
}

#[test]
fn explain_tells_a_puzzles_own_grid_as_it_tells_the_puzzle() {
    for puzzle in puzzles() {
        let on_puzzle = explain(&puzzle);
        let grid = grids(&on_puzzle.stdout).remove(0);
        let on_grid = explain(&grid);
        assert_eq!(on_grid.code, on_puzzle.code, "{puzzle}: {}", on_grid.stderr);
        assert_eq!(
            rounds(&on_grid.stdout),
            rounds(&on_puzzle.stdout),
            "{puzzle}"
        );
        // The grid printed from the position is the one given.
        assert_eq!(grids(&on_grid.stdout)[0], grid, "{puzzle}");
        // From standard input and from a file alike.
        let piped = run(
            &["explain", "--solver", "ladder", "--max-rounds", "0", "-"],
            &grid,
        );
        assert_eq!(rounds(&piped.stdout), rounds(&on_puzzle.stdout));
    }
}

#[test]
fn explain_tells_a_puzzles_729_marks_as_it_tells_the_puzzle() {
    // The 729-character form reads a cell left one candidate as its digit: puzzles whose givens
    // leave no cell one candidate tell the same steps from their marks.
    let mut told = 0;
    for puzzle in shipped_lines("9x9-fish.txt", 20) {
        if told == 3 {
            break;
        }
        let grid: Grid = parse_puzzle(&puzzle).unwrap();
        let board = Board::new(&grid);
        let marks = board.pencil_marks();
        let lone = grid
            .shape()
            .all_cells()
            .any(|c| grid.get(c).is_none() && marks[c.index()].len() == 1);
        if lone {
            continue;
        }
        let on_puzzle = explain(&puzzle);
        // Whatever --solver says: a position is told by the ladder, which reads marks.
        let on_marks = run(&["explain", "--max-rounds", "0", &marks_line(&marks)], "");
        assert_eq!(on_marks.code, 0, "{}", on_marks.stderr);
        assert_eq!(rounds(&on_marks.stdout), rounds(&on_puzzle.stdout));
        told += 1;
    }
    assert!(told >= 2, "only {told} puzzles without a lone candidate");
}

#[test]
fn explains_grid_read_back_grades_and_hints_as_its_puzzle() {
    for puzzle in puzzles() {
        let grid = first_grid(&puzzle);
        let graded = run(&["grade", "--steps", &puzzle], "");
        let r = run(&["grade", "--steps", &grid], "");
        assert_eq!(r.code, graded.code, "{puzzle}: {}", r.stderr);
        assert_eq!(r.stdout, graded.stdout, "{puzzle}");
        // Standard input's and a file's puzzle is named by its line: the grid's starts on 1.
        let by_line = graded.stdout.replacen("puzzle:", "line 1:", 1);
        let r = run(&["grade", "--steps", "-"], &grid);
        assert_eq!(r.stdout, by_line, "{puzzle} from standard input");
        let file = std::env::temp_dir().join(format!("marks-grid-{}.txt", std::process::id()));
        std::fs::write(&file, &grid).unwrap();
        let r = run(&["grade", "--steps", "--file", file.to_str().unwrap()], "");
        let _ = std::fs::remove_file(&file);
        assert_eq!(r.stdout, by_line, "{puzzle} from a file");
        for level in ["1", "3"] {
            let hinted = run(&["hint", "--level", level, &puzzle], "");
            let r = run(&["hint", "--level", level, &grid], "");
            assert_eq!(
                (r.code, &r.stdout),
                (hinted.code, &hinted.stdout),
                "{puzzle}"
            );
        }
    }
}

/// The rating in a `grade` line (`puzzle: X-Wing: rating 3.2, ...`).
fn rating(text: &str) -> f64 {
    let at = text.find("rating ").expect("a rating") + "rating ".len();
    text[at..]
        .split(|c: char| c == ',' || c.is_whitespace())
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

/// The number of steps in a `grade` line (`..., 46 steps (...)`).
fn steps(text: &str) -> usize {
    let at = text.find(" steps").expect("a step count");
    text[..at].rsplit(' ').next().unwrap().parse().unwrap()
}

/// True when a 9x9 grid shows a digit placed since the givens: a cell ` 5 `, no brackets.
fn has_placed_digit(grid: &str) -> bool {
    grid.lines().any(|line| {
        line.split('│').any(|segment| {
            let chars: Vec<char> = segment.chars().collect();
            chars.len() == 13
                && (0..3).any(|k| {
                    let cell = &chars[1 + 4 * k..4 + 4 * k];
                    cell[0] == ' ' && cell[1].is_ascii_digit() && cell[2] == ' '
                })
        })
    })
}

#[test]
fn a_grid_mid_solve_rates_no_higher_than_its_puzzle() {
    for puzzle in shipped_lines("9x9-fish.txt", 3)
        .into_iter()
        .chain(shipped_lines("9x9-x-chain.txt", 1))
    {
        let whole = run(&["grade", &puzzle], "");
        assert_eq!(whole.code, 0, "{}", whole.stderr);
        for shown in ["5", "20"] {
            let r = run(
                &[
                    "explain",
                    "--solver",
                    "ladder",
                    "--max-rounds",
                    shown,
                    &puzzle,
                ],
                "",
            );
            let grid = grids(&r.stdout).pop().unwrap();
            // The grid holds digits placed since the givens, written without brackets.
            assert!(
                has_placed_digit(&grid),
                "{puzzle}: no placed digit in\n{grid}"
            );
            let mid = run(&["grade", &grid], "");
            assert_eq!(mid.code, 0, "{puzzle} after {shown}: {}", mid.stderr);
            assert!(
                rating(&mid.stdout) <= rating(&whole.stdout),
                "{puzzle} after {shown} rounds: {} against {}",
                mid.stdout,
                whole.stdout
            );
            assert!(steps(&mid.stdout) < steps(&whole.stdout), "{}", mid.stdout);
        }
    }
}

/// `grid` with the character at `(line, column)` (both 0-based, in characters) replaced.
fn spoiled(grid: &str, line: usize, column: usize, with: &str) -> String {
    let mut lines: Vec<String> = grid.lines().map(str::to_string).collect();
    let chars: Vec<char> = lines[line].chars().collect();
    let mut text: String = chars[..column].iter().collect();
    text.push_str(with);
    text.extend(&chars[column + 1..]);
    lines[line] = text;
    lines.join("\n") + "\n"
}

#[test]
fn a_spoiled_grid_is_an_error_naming_its_line_cell_and_character() {
    let puzzle = sudoku_lab::puzzles::WIKIPEDIA.line;
    let grid = first_grid(puzzle);
    // r1c3's candidates 1 2 . on line 2 (1-based), columns 10-12: its 2 written as x.
    let lines: Vec<&str> = grid.lines().collect();
    assert_eq!(lines[1].chars().skip(10).take(3).collect::<String>(), "12.");
    let cases = [
        (
            spoiled(&grid, 1, 11, "x"),
            "puzzle, line 2, r1c3: unexpected character 'x' where the cell's candidate 2 is \
             written; expected 2 or . (ruled out)",
        ),
        (
            spoiled(&grid, 1, 12, "7"),
            "puzzle, line 2, r1c3: unexpected character '7' where the cell's candidate 3 is \
             written; expected 3 or . (ruled out)",
        ),
        (
            // r1c1's given [5] on line 3 written [5x.
            spoiled(&grid, 2, 4, "x"),
            "puzzle, line 3, r1c1: unexpected character 'x' in a cell holding a digit; \
             expected the digit alone, 5, or in brackets, [5]",
        ),
        (
            // r1c3 left no candidate: its 1, 2 and 4 crossed out.
            spoiled(
                &spoiled(&spoiled(&grid, 1, 10, "."), 1, 11, "."),
                2,
                10,
                ".",
            ),
            "puzzle, line 2, r1c3: no candidate left (every place a dot): a cell keeps at \
             least its digit",
        ),
        (
            // A character short in the first box of line 2.
            spoiled(&grid, 1, 1, ""),
            "puzzle, line 2, r1c1: 12 characters between the bars of a box, expected 13 \
             (3 cells of 3 characters, a blank before each and after the last)",
        ),
    ];
    for (text, message) in &cases {
        let r = run(&["grade", text], "");
        assert_eq!(r.code, 2, "{text}");
        assert_eq!(r.stderr, format!("error: {message}\n"), "{text}");
        for command in ["hint", "explain"] {
            let r = run(&[command, text], "");
            assert_eq!(r.code, 2, "{command}");
            assert!(r.stderr.contains(message), "{command}: {}", r.stderr);
        }
        // From a file, the place is named by its line alone.
        let r = run(&["grade", "--file", "-"], text);
        assert_eq!(r.code, 2);
        assert!(
            r.stderr.contains(&message["puzzle, ".len()..]),
            "{}",
            r.stderr
        );
    }
    // A line missing: the band it was in is too short, named at the rule that ends it.
    let mut short: Vec<&str> = grid.lines().collect();
    short.remove(5);
    let r = run(&["grade", &(short.join("\n") + "\n")], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains(
            "puzzle, line 12: a band of rows ends after 10 lines, expected 11 (3 rows of 3 \
             lines, a blank line between rows)"
        ),
        "{}",
        r.stderr
    );
    // solve reads givens only, and says who reads the grid.
    let r = run(&["solve", &grid], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("a grid of pencil marks, which grade, hint and explain read"),
        "{}",
        r.stderr
    );
}

#[test]
fn no_spoiled_grid_panics_the_reader() {
    // Thousands of grids each spoiled at one place by one character: each reads or is an
    // error naming a line within the grid, and never panics.
    let mut rng = Rng(29);
    let four = shipped_lines("4x4.txt", 1).remove(0);
    for puzzle in [sudoku_lab::puzzles::WIKIPEDIA.line, four.as_str()] {
        let grid = first_grid(puzzle);
        let lines: Vec<&str> = grid.lines().collect();
        let alphabet = ['x', '.', ' ', '5', '[', ']', '│', '─', '1', '\t', 'é'];
        for _ in 0..3000 {
            let line = rng.below(lines.len());
            let column = rng.below(lines[line].chars().count());
            let with = alphabet[rng.below(alphabet.len())];
            let text = spoiled(&grid, line, column, &with.to_string());
            let read: Vec<_> = PuzzleReader::new(text.as_bytes(), None)
                .with_marks()
                .collect();
            assert_eq!(read.len(), 1, "{text}");
            match &read[0].result {
                Ok(g) => assert!(read[0].marks.is_some() && g.shape().side() >= 4),
                Err(e) => assert!(e.line >= 1 && e.line <= lines.len(), "{e}\n{text}"),
            }
        }
    }
}

#[test]
fn explain_refuses_a_position_as_grade_does() {
    let wikipedia = sudoku_lab::puzzles::WIKIPEDIA.grid();
    let solution = sudoku_lab::uniqueness::first_solution(&wikipedia).unwrap();
    let mut marks = Board::new(&wikipedia).pencil_marks();
    // r1c3's digit crossed out: nothing completes the grid (exit 1).
    let cell = wikipedia.shape().cell(2);
    marks[cell.index()].remove(solution.get(cell).unwrap());
    let r = run(&["explain", &marks_line(&marks)], "");
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(
        r.stderr,
        "error: puzzle: no solution on these pencil marks, so this position is not explained\n"
    );
    // Every mark of an empty grid: several solutions (exit 2), in the JSON stream too.
    let every = "123456789".repeat(81);
    let r = run(&["explain", "--format", "json", &every], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("a Sudoku has exactly one"),
        "{}",
        r.stderr
    );
    let record: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(record["status"], "not_unique");
    assert_eq!(record["puzzle"], every.as_str());
}
