//! The candidate solvers (seed 000's propagation, seed 002's hidden singles), the steps they
//! report, and the commands that tell them: `solve -v`, `solve --trace`, `explain`, `hint`.

use sudoku_lab::grid::{Cell, Digit};
use sudoku_lab::hint::{Hint, Level, next_step};
use sudoku_lab::pencil::PencilMarks;
use sudoku_lab::puzzles::{COMMENTER, SEED_003, SEED_PUZZLES, WIKIPEDIA};
use sudoku_lab::steps::{Cause, Contradiction, Reason, Recorder};
use sudoku_lab::{Grid, Limits, NoObserver, Report, Shape, Solver, Step, parse_puzzle};

use crate::common::{data, run, shared_lines};

/// A puzzle derived from seed 001's commenter's puzzle by blanking its bottom rows: the
/// hidden-singles solver needs guesses here, meets both kinds of dead end and undoes them.
const NEEDS_UNDO: &str =
    "807000003602080000000200900040005001000798000200100070000000000000000000000000506";

fn solve(solver: &Solver, puzzle: &Grid, limits: &Limits) -> Report {
    solver
        .solve(puzzle, limits, &mut NoObserver)
        .expect("every size is supported")
}

/// Solves `puzzle` and checks the first solution keeps the givens and breaks no rule; returns
/// (nodes, guesses) and the solution.
fn check(solver: &Solver, puzzle: &Grid) -> ((u64, u64), Grid) {
    let report = solve(solver, puzzle, &Limits::default());
    let solution = report
        .solutions
        .first()
        .unwrap_or_else(|| panic!("{} found no solution for {puzzle}", solver.name()))
        .clone();
    assert!(
        puzzle.is_solved_by(&solution),
        "{} broke the puzzle {puzzle}",
        solver.name()
    );
    ((report.stats.nodes, report.stats.guesses), solution)
}

/// A valid full grid of any size: row `r` is the first row shifted as the box pattern says.
fn pattern_grid(shape: Shape) -> Grid {
    let (n, b) = (shape.side(), shape.box_side());
    let cells = (0..shape.cells())
        .map(|i| {
            let (r, c) = (i / n, i % n);
            Digit::new((((r % b) * b + r / b + c) % n + 1) as u8)
        })
        .collect();
    let grid = Grid::from_cells(cells).unwrap();
    assert!(grid.is_valid_solution());
    grid
}

/// `full` with about `percent` of its cells blanked, chosen by a fixed linear congruential
/// sequence so the puzzle is the same on every run.
fn blank(full: &Grid, percent: u64) -> Grid {
    let mut grid = full.clone();
    let mut x: u64 = 12345;
    for cell in full.shape().all_cells() {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        if (x >> 33) % 100 < percent {
            grid.set(cell, None);
        }
    }
    grid
}

fn sixteen() -> Grid {
    blank(&pattern_grid(Shape::from_side(16).unwrap()), 55)
}

#[test]
fn seed_000_counts_are_those_of_its_own_algorithm() {
    // Measured with a Python 3 transliteration of seed 000's code (see the book).
    let p = Solver::Propagation;
    assert_eq!(check(&p, &WIKIPEDIA.grid()).0, (1, 0));
    assert_eq!(check(&p, &SEED_003.grid()).0, (10, 9));
    assert_eq!(check(&p, &COMMENTER.grid()).0, (32, 31));
}

#[test]
fn both_agree_with_the_brute_force_ports() {
    let mut puzzles: Vec<Grid> = SEED_PUZZLES.iter().map(|p| p.grid()).collect();
    if let Some(lines) = shared_lines("norvig_easy50.txt") {
        puzzles.extend(lines.iter().map(|l| parse_puzzle(l).unwrap()));
    }
    for puzzle in &puzzles {
        let (_, expected) = check(&Solver::Backtracking, puzzle);
        let (_, by_maintainer) = check(&Solver::GolfMaintainer, puzzle);
        assert_eq!(by_maintainer, expected);
        for solver in [Solver::Propagation, Solver::HiddenSingles] {
            assert_eq!(check(&solver, puzzle).1, expected, "{}", solver.name());
        }
    }
}

#[test]
fn propagation_counts_match_the_python_transliteration_and_hidden_singles_guesses_less() {
    let Some(lines) = shared_lines("norvig_top95.txt") else {
        return;
    };
    let expected = std::fs::read_to_string(data("seed000_top95_counts.txt")).unwrap();
    let expected: Vec<Vec<u64>> = expected
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split_whitespace().map(|n| n.parse().unwrap()).collect())
        .collect();
    assert_eq!(expected.len(), lines.len());
    let (mut propagation_guesses, mut hidden_guesses) = (0, 0);
    for (line, counts) in lines.iter().zip(&expected) {
        let puzzle = parse_puzzle(line).unwrap();
        let report = solve(&Solver::Propagation, &puzzle, &Limits::default());
        let s = report.stats;
        assert_eq!(
            [s.nodes, s.guesses, s.naked_singles, s.eliminations],
            counts[1..],
            "top95 line {}",
            counts[0]
        );
        let (_, by_hidden) = check(&Solver::HiddenSingles, &puzzle);
        assert_eq!(report.solutions, [by_hidden]);
        propagation_guesses += s.guesses;
        hidden_guesses += solve(&Solver::HiddenSingles, &puzzle, &Limits::default())
            .stats
            .guesses;
    }
    assert!(
        hidden_guesses < propagation_guesses,
        "{hidden_guesses} >= {propagation_guesses}"
    );
}

#[test]
fn stats_show_the_totals_of_a_batch() {
    let Some(path) = crate::common::shared_puzzles("norvig_top95.txt") else {
        return;
    };
    let path = path.to_str().unwrap();
    let r = run(&["solve", "--stats", "--format", "line", "-f", path], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let total = r.stdout.lines().last().unwrap();
    // The default solver is hidden-singles; its total is the sum of its per-puzzle counts.
    let mut guesses = 0;
    for line in shared_lines("norvig_top95.txt").unwrap() {
        let puzzle = parse_puzzle(&line).unwrap();
        guesses += solve(&Solver::HiddenSingles, &puzzle, &Limits::default())
            .stats
            .guesses;
    }
    assert!(total.starts_with("# total: 95 puzzles: "), "{total}");
    assert!(
        total
            .replace(',', "")
            .contains(&format!(" {guesses} guesses")),
        "{total}"
    );
    assert!(
        r.stdout.contains("# line 1: hidden-singles: "),
        "{}",
        r.stdout
    );
}

#[test]
fn stats_line_counts_singles() {
    let r = run(
        &["solve", "--stats", "--format", "line", "-s", "propagation"],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(
            "# seed-003: propagation: 10 nodes, 9 guesses, 160 naked singles, 0 hidden singles, 637 eliminations, 1 solution"
        ),
        "{}",
        r.stdout
    );
    let total = r.stdout.lines().last().unwrap();
    assert!(
        total.starts_with("# total: 3 puzzles: 43 nodes, 40 guesses"),
        "{total}"
    );
}

#[test]
fn every_size_is_solved_and_counted() {
    // (side, percent of cells blanked, seed 000's Solve calls and guesses as measured with the
    // Python transliteration, its GRID_SIZE and SUBGRID_SIZE set to the size).
    let cases = [
        (4, 50, (1, 0)),
        (4, 60, (2, 1)),
        (9, 50, (3, 2)),
        (16, 50, (3, 2)),
        (16, 55, (16, 15)),
        (25, 40, (8, 7)),
    ];
    for (side, percent, counts) in cases {
        let puzzle = blank(&pattern_grid(Shape::from_side(side).unwrap()), percent);
        assert_eq!(check(&Solver::Propagation, &puzzle).0, counts, "{puzzle}");
        check(&Solver::HiddenSingles, &puzzle);
    }
    // The empty 4x4 grid has 288 solutions; both find them all, once each.
    let empty = Grid::empty(Shape::from_side(4).unwrap());
    for solver in [Solver::Propagation, Solver::HiddenSingles] {
        let report = solve(&solver, &empty, &Limits::all());
        assert_eq!(report.solutions.len(), 288, "{}", solver.name());
        let distinct: std::collections::HashSet<_> = report.solutions.iter().collect();
        assert_eq!(distinct.len(), 288);
        let limited = solve(&solver, &empty, &Limits::solutions(5));
        assert_eq!(limited.solutions.len(), 5);
    }
}

#[test]
fn limits_stop_both_solvers() {
    let empty = Grid::empty(Shape::NINE);
    for solver in [Solver::Propagation, Solver::HiddenSingles] {
        let limits = Limits {
            max_nodes: Some(3),
            ..Limits::all()
        };
        let report = solve(&solver, &empty, &limits);
        assert_eq!(report.stats.nodes, 3);
        assert!(report.stop.gave_up());
    }
    // A puzzle whose givens clash in a column has no solution, and says so at once.
    let broken = parse_puzzle(&format!("1{}1{}", "0".repeat(8), "0".repeat(71))).unwrap();
    for solver in [Solver::Propagation, Solver::HiddenSingles] {
        let report = solve(&solver, &broken, &Limits::default());
        assert!(report.solutions.is_empty());
        assert_eq!(report.stats.nodes, 1);
    }
}

#[test]
fn the_recorder_sees_every_kind_of_step() {
    let puzzle = parse_puzzle(NEEDS_UNDO).unwrap();
    let mut recorder = Recorder::default();
    let report = Solver::HiddenSingles
        .solve(&puzzle, &Limits::default(), &mut recorder)
        .unwrap();
    let steps = &recorder.steps;
    let has = |f: &dyn Fn(&Step) -> bool| steps.iter().any(f);
    assert!(has(&|s| matches!(
        s,
        Step::Place {
            reason: Reason::NakedSingle,
            ..
        }
    )));
    assert!(has(&|s| matches!(
        s,
        Step::Place {
            reason: Reason::HiddenSingle(_),
            ..
        }
    )));
    assert!(has(&|s| matches!(
        s,
        Step::Place {
            reason: Reason::Guess { k: 2, of: 2, .. },
            ..
        }
    )));
    assert!(has(&|s| matches!(
        s,
        Step::Eliminate {
            cause: Cause::Peer(_),
            ..
        }
    )));
    assert!(has(&|s| matches!(
        s,
        Step::Contradiction(Contradiction::NoCandidate(_))
    )));
    assert!(has(&|s| matches!(
        s,
        Step::Contradiction(Contradiction::NoPlace(..))
    )));
    assert!(has(&|s| matches!(s, Step::Undo { .. })));
    assert_eq!(steps.last(), Some(&Step::Solved));

    // The steps agree with the counts, and an observer does not change the search.
    let count = |f: &dyn Fn(&Step) -> bool| steps.iter().filter(|s| f(s)).count() as u64;
    let s = report.stats;
    assert_eq!(
        count(&|s| matches!(
            s,
            Step::Place {
                reason: Reason::Guess { .. },
                ..
            }
        )),
        s.guesses
    );
    assert_eq!(
        count(&|s| matches!(s, Step::Eliminate { .. })),
        s.eliminations
    );
    assert_eq!(
        count(&|s| matches!(
            s,
            Step::Place {
                reason: Reason::HiddenSingle(_),
                ..
            }
        )),
        s.hidden_singles
    );
    let quiet = solve(&Solver::HiddenSingles, &puzzle, &Limits::default());
    assert_eq!(quiet.stats, s);
    assert_eq!(quiet.solutions, report.solutions);

    // Replaying the steps on pencil marks ends on the solution: every undo restored the marks
    // the guess had found.
    let mut board = PencilMarks::new(&puzzle);
    for step in steps {
        board.apply(step);
    }
    let solution = &report.solutions[0];
    for cell in puzzle.shape().all_cells() {
        assert_eq!(board.get(cell).as_single(), solution.get(cell), "{cell}");
    }
}

#[test]
fn propagation_reports_its_guesses_and_dead_ends() {
    let mut recorder = Recorder::default();
    let report = Solver::Propagation
        .solve(&SEED_003.grid(), &Limits::default(), &mut recorder)
        .unwrap();
    let dead_ends = recorder
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Contradiction(Contradiction::NoCandidate(_))))
        .count();
    let undos = recorder
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Undo { .. }))
        .count() as u64;
    assert_eq!(dead_ends, 4);
    // Every guess but those on the path to the solution is undone.
    assert_eq!(undos, report.stats.guesses - 3);
    assert!(!recorder.steps.iter().any(|s| matches!(
        s,
        Step::Place {
            reason: Reason::HiddenSingle(_),
            ..
        }
    )));
}

#[test]
fn solve_verbose_speaks_as_a_person_does() {
    let r = run(
        &[
            "solve",
            "-v",
            "--format",
            "line",
            "-s",
            "propagation",
            SEED_003.line,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    for expected in [
        "r6c5 = 9   naked single: 1 2 3 4 5 6 7 8 are already in row 6, column 5 or box 5",
        "guess r1c2 = 7 (candidates 7 9)",
        "r5c9 has no candidate left: undo the guess r1c8 = 5",
        "no candidate of r1c8 works: undo the guess r1c7 = 8",
        "guess r1c8 = 9 instead (candidates 5 9, try 2 of 2)",
        "solved",
    ] {
        assert!(
            r.stdout.lines().any(|l| l == expected),
            "{expected}\n{}",
            r.stdout
        );
    }
    assert!(!r.stdout.contains('≠'), "eliminations only with --trace");
    let r = run(&["solve", "-v", "--format", "line", NEEDS_UNDO], "");
    assert!(
        r.stdout
            .contains("1 has no place left in row 3: undo the guess r2c2 = 1"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("hidden single: the only place for"),
        "{}",
        r.stdout
    );
    let trace = run(
        &["solve", "--trace", "--format", "line", WIKIPEDIA.line],
        "",
    );
    assert!(
        trace.stdout.contains("r1c3 ≠ 5   r1c1 holds 5 in row 1"),
        "{}",
        trace.stdout
    );
}

#[test]
fn verbose_brute_force_is_capped_and_says_so() {
    let r = run(
        &[
            "solve",
            "-v",
            "--format",
            "line",
            "-s",
            "backtracking",
            "--max-lines",
            "10",
            WIKIPEDIA.line,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "try r1c3 = 1");
    assert!(
        lines[10].ends_with("more lines not shown (--max-lines 0 shows them all)"),
        "{}",
        r.stdout
    );
    assert_eq!(lines.len(), 12);
}

#[test]
fn explain_shows_rounds_with_pencil_marks_on_every_size() {
    let four = blank(&pattern_grid(Shape::from_side(4).unwrap()), 60);
    let sixteen = sixteen();
    for (puzzle, grid_lines) in [
        (four.to_string(), 2 * 4 + 2 + 1 + 2),
        (WIKIPEDIA.line.to_string(), 37),
        (sixteen.to_string(), 4 * 16 + 12 + 3 + 2),
    ] {
        let r = run(&["explain", "--max-rounds", "0", &puzzle], "");
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(r.stdout.contains("Round 1: "), "{}", r.stdout);
        assert!(r.stdout.lines().last().unwrap().starts_with("solved: "));
        // Every grid of pencil marks has the height of its size.
        let tops = r.stdout.lines().filter(|l| l.starts_with('┌')).count();
        let rows = r
            .stdout
            .lines()
            .filter(|l| {
                l.starts_with('│') || l.starts_with('├') || l.starts_with('┌') || l.starts_with('└')
            })
            .count();
        assert!(tops >= 2);
        assert_eq!(rows, tops * grid_lines, "{puzzle}");
    }
    let r = run(&["explain", NEEDS_UNDO], "");
    assert!(
        r.stdout.contains("The grid at the dead end"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains(", then "), "{}", r.stdout);
}

#[test]
fn hint_gives_the_next_step_at_three_levels() {
    let wikipedia = WIKIPEDIA.grid();
    let level = |n: u8| Level::from_number(n).unwrap();
    let hint = next_step(&wikipedia);
    assert_eq!(hint.text(level(1), &wikipedia), "Look at r5c5.");
    assert!(
        hint.text(level(2), &wikipedia)
            .contains("naked single at r5c5")
    );
    assert_eq!(
        hint.text(level(3), &wikipedia),
        "r5c5 = 5   naked single: 1 2 3 4 6 7 8 9 are already in row 5, column 5 or box 5"
    );
    let commenter = COMMENTER.grid();
    let hint = next_step(&commenter);
    assert_eq!(hint.text(level(1), &commenter), "Look at row 3.");
    assert_eq!(
        hint.text(level(3), &commenter),
        "r3c8 = 8   hidden single: the only place for 8 in row 3"
    );
    // The hint's step is right: the digit is the solution's.
    let Hint::Single(Step::Place { cell, digit, .. }) = hint else {
        panic!("{hint:?}");
    };
    let (_, solution) = check(&Solver::Backtracking, &commenter);
    assert_eq!(solution.get(cell), Some(digit));

    // Sizes other than 9x9, through the command.
    let four = blank(&pattern_grid(Shape::from_side(4).unwrap()), 60);
    for puzzle in [four, sixteen()] {
        let r = run(&["hint", "--level", "3", &puzzle.to_string()], "");
        assert_eq!(r.code, 0, "{}", r.stderr);
        let Hint::Single(step) = next_step(&puzzle) else {
            panic!("a single is left in {puzzle}");
        };
        let Step::Place { cell, digit, .. } = step else {
            panic!("{step:?}");
        };
        assert!(
            r.stdout.contains(&format!("{cell} = {digit}   ")),
            "{}",
            r.stdout
        );
        // A single is forced, so it agrees with every solution, the full grid blanked included.
        assert_eq!(pattern_grid(puzzle.shape()).get(cell), Some(digit));
    }

    // A grid with no single left asks for a guess; a wrong digit is caught; a full grid is done.
    let empty = Grid::empty(Shape::NINE);
    assert!(matches!(next_step(&empty), Hint::Guess { .. }));
    let r = run(&["hint", "-l", "3", &"0".repeat(81)], "");
    assert!(r.stdout.contains("a guess is needed"), "{}", r.stdout);
    assert!(r.stdout.contains("r1c1"), "{}", r.stdout);
    let mut wrong = WIKIPEDIA.grid();
    wrong.set(Cell::new(0, 2, 9), Digit::new(5));
    assert!(matches!(
        next_step(&wrong),
        Hint::Stuck(Contradiction::Duplicate(..))
    ));
    let r = run(&["hint", &wrong.to_string()], "");
    // Bad input, as solve and grade call it, and the hint still says which digit to look at.
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("error: puzzle: digit 5 appears twice in row 1"),
        "{}",
        r.stderr
    );
    assert!(
        r.stdout
            .contains("cannot be completed: 5 is twice in row 1")
    );
    assert_eq!(next_step(&solution), Hint::Complete);
}

#[test]
fn hidden_singles_is_the_default_solver() {
    let r = run(
        &["solve", "--stats", "--format", "line", WIKIPEDIA.line],
        "",
    );
    assert!(
        r.stdout
            .contains("# puzzle: hidden-singles: 1 node, 0 guesses,"),
        "{}",
        r.stdout
    );
}
