//! The fast solver: it agrees with the brute-force ports on the seed puzzles, on every shared
//! set and on generated puzzles, with every combination of its rules; its steps replay to its
//! solution; it honours the limits; the CLI counts and lists solutions as backtracking does.

use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::solvers::{FastConfig, fast, fast_with};
use sudoku_lab::steps::{Reason, Recorder};
use sudoku_lab::{Cell, Digit, Grid, Limits, NoObserver, Solver, Stop, parse_puzzle};

use crate::common::{Rng, run, shared_lines};

/// Every combination of the fast solver's switches.
fn every_config() -> Vec<FastConfig> {
    FastConfig::every().collect()
}

/// The solutions of `puzzle` as `solver` finds them, up to `limit`, sorted, and whether the
/// search saw the whole tree.
fn solutions(solver: &Solver, puzzle: &Grid, limit: u64) -> (Vec<Grid>, Stop) {
    let report = solver
        .solve(puzzle, &Limits::solutions(limit), &mut NoObserver)
        .expect("a 9x9 puzzle");
    let mut found = report.solutions.into_vec();
    found.sort_by_key(|g| g.to_line_with('.'));
    (found, report.stop)
}

/// Checks that `fast` proves `line` has exactly one solution, a valid one that keeps the
/// givens; returns it.
fn check_unique(line: &str) -> Grid {
    let puzzle = parse_puzzle(line).expect("a well-formed puzzle");
    let report = fast(&puzzle, &Limits::solutions(2), &mut NoObserver);
    assert_eq!(
        (report.solutions.len(), report.stop),
        (1, Stop::Exhausted),
        "fast should find exactly one solution of {line}"
    );
    let solution = report.solutions.into_iter().next().unwrap();
    assert!(
        puzzle.is_solved_by(&solution),
        "fast broke the puzzle {line}: {}",
        solution.to_line_with('.')
    );
    solution
}

#[test]
fn fast_finds_the_solution_backtracking_and_the_maintainer_find_on_the_seed_puzzles() {
    for puzzle in SEED_PUZZLES {
        let grid = puzzle.grid();
        let mine = solutions(&Solver::Fast, &grid, 10);
        assert_eq!(mine.1, Stop::Exhausted);
        for other in [Solver::Backtracking, Solver::GolfMaintainer] {
            assert_eq!(
                mine,
                solutions(&other, &grid, 10),
                "{} on {}",
                other.name(),
                puzzle.name
            );
        }
    }
}

#[test]
fn fast_solves_every_puzzle_of_every_shared_set_and_proves_it_unique() {
    // The README of the collections says every puzzle there has exactly one solution; `fast`
    // must find it, keep the givens, break no rule, and find no second one.
    for file in [
        "norvig_easy50.txt",
        "norvig_top95.txt",
        "norvig_hardest.txt",
        "magictour_top1465.txt",
        "forum_hardest_1106.txt",
        "forum_hardest_1905_11plus_every25th.txt",
        "17_clue.txt",
    ] {
        let Some(lines) = shared_lines(file) else {
            continue;
        };
        for line in &lines {
            check_unique(line);
        }
    }
}

#[test]
fn backtracking_agrees_with_fast_on_a_sample_of_the_shared_sets() {
    // Backtracking is an independent check, but slow on hard puzzles: the easy set whole,
    // and a sample of the others within a node budget (those that exceed it are skipped).
    let sample = [
        ("norvig_easy50.txt", 1, 200_000),
        ("17_clue.txt", 5_000, 300_000),
        ("magictour_top1465.txt", 150, 300_000),
    ];
    let mut checked = 0;
    for (file, every, budget) in sample {
        let Some(lines) = shared_lines(file) else {
            continue;
        };
        for line in lines.iter().step_by(every) {
            let puzzle = parse_puzzle(line).unwrap();
            let limits = Limits {
                max_solutions: 2,
                max_nodes: Some(budget),
                ..Limits::default()
            };
            let theirs = Solver::Backtracking
                .solve(&puzzle, &limits, &mut NoObserver)
                .unwrap();
            if theirs.stop == Stop::NodeLimit {
                continue;
            }
            assert_eq!(theirs.solutions, vec![check_unique(line)], "{line}");
            checked += 1;
        }
    }
    if shared_lines("norvig_easy50.txt").is_some() {
        assert!(checked >= 50, "only {checked} puzzles checked");
    }
}

#[test]
fn every_combination_of_rules_finds_the_same_solutions() {
    let Some(lines) = shared_lines("norvig_top95.txt") else {
        return;
    };
    for line in lines.iter().step_by(5) {
        let puzzle = parse_puzzle(line).unwrap();
        let expected = check_unique(line);
        for config in every_config() {
            let report = fast_with(&puzzle, &Limits::solutions(2), config, &mut NoObserver);
            assert_eq!(
                report.solutions,
                vec![expected.clone()],
                "{config:?} {line}"
            );
            assert_eq!(report.stop, Stop::Exhausted, "{config:?} {line}");
        }
    }
}

/// A permutation of 0..3.
fn three(rng: &mut Rng) -> [usize; 3] {
    let mut p = [0, 1, 2];
    rng.shuffle(&mut p);
    p
}

/// A random complete grid: a valid pattern, with its digits relabelled, rows shuffled within
/// bands, bands shuffled, columns within stacks, stacks, and a transpose half the time. Each
/// of these keeps every row, column and box whole.
fn random_solution(rng: &mut Rng) -> [u8; 81] {
    let mut digits: Vec<u8> = (1..=9).collect();
    rng.shuffle(&mut digits);
    let (bands, stacks) = (three(rng), three(rng));
    let rows: Vec<usize> = {
        let mut rows = Vec::new();
        for band in bands {
            rows.extend(three(rng).map(|r| 3 * band + r));
        }
        rows
    };
    let cols: Vec<usize> = {
        let mut cols = Vec::new();
        for stack in stacks {
            cols.extend(three(rng).map(|c| 3 * stack + c));
        }
        cols
    };
    let transpose = rng.below(2) == 1;
    let mut grid = [0; 81];
    for r in 0..9 {
        for c in 0..9 {
            let (pr, pc) = (rows[r], cols[c]);
            let (pr, pc) = if transpose { (pc, pr) } else { (pr, pc) };
            grid[9 * r + c] = digits[(3 * (pr % 3) + pr / 3 + pc) % 9];
        }
    }
    grid
}

/// A puzzle from a random grid with `clues` cells kept; it may have several solutions.
fn random_puzzle(rng: &mut Rng, clues: usize) -> (Grid, Grid) {
    let solution = random_solution(rng);
    let mut order: Vec<usize> = (0..81).collect();
    rng.shuffle(&mut order);
    let cells = |keep: &[usize]| {
        (0..81)
            .map(|i| keep.contains(&i).then(|| Digit::new(solution[i]).unwrap()))
            .collect()
    };
    (
        Grid::from_cells(cells(&order[..clues])).unwrap(),
        Grid::from_cells(cells(&order)).unwrap(),
    )
}

#[test]
fn the_generator_makes_valid_grids() {
    let mut rng = Rng(7);
    for _ in 0..50 {
        let (_, full) = random_puzzle(&mut rng, 81);
        assert!(full.is_valid_solution(), "{}", full.to_line_with('.'));
    }
}

#[test]
fn fast_and_backtracking_find_the_same_solutions_of_generated_puzzles() {
    let mut rng = Rng(2024);
    let mut several = 0;
    for round in 0..300 {
        // From many clues (one solution, found by singles) to few (several solutions).
        let clues = 26 + round % 20;
        let (puzzle, source) = random_puzzle(&mut rng, clues);
        let line = puzzle.to_line_with('.');
        let theirs = solutions(&Solver::Backtracking, &puzzle, 50);
        for config in every_config() {
            let report = fast_with(&puzzle, &Limits::solutions(50), config, &mut NoObserver);
            let mut mine = report.solutions.into_vec();
            mine.sort_by_key(|g| g.to_line_with('.'));
            if theirs.1 == Stop::Exhausted {
                // Fewer than 50 solutions: both must list the very same ones.
                assert_eq!(
                    (&mine, report.stop),
                    (&theirs.0, theirs.1),
                    "{config:?} {line}"
                );
                assert!(mine.contains(&source), "{config:?} {line}");
            } else {
                // More: each stops at 50, not necessarily the same 50; each must be valid.
                assert_eq!(report.stop, Stop::SolutionLimit, "{config:?} {line}");
                assert_eq!(mine.len(), 50);
                mine.dedup();
                assert_eq!(mine.len(), 50, "a solution found twice: {config:?} {line}");
                assert!(
                    mine.iter().all(|s| puzzle.is_solved_by(s)),
                    "{config:?} {line}"
                );
            }
        }
        several += usize::from(theirs.0.len() > 1 && theirs.1 == Stop::Exhausted);
    }
    // The test must meet puzzles with several solutions, or it tests less than it says.
    assert!(
        several > 20,
        "only {several} generated puzzles had several solutions"
    );
}

#[test]
fn impossible_puzzles_have_no_solution() {
    // Clashing givens (two 5s in row 1), and a puzzle whose r1c9 has no digit left.
    let clash = format!("55{}", ".".repeat(79));
    let stuck = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    for line in [clash, stuck] {
        let puzzle = parse_puzzle(&line).unwrap();
        let report = fast(&puzzle, &Limits::all(), &mut NoObserver);
        assert!(report.solutions.is_empty(), "{line}");
        assert_eq!(report.stop, Stop::Exhausted);
    }
}

#[test]
fn the_node_limit_stops_the_search() {
    // The commenter's puzzle needs guesses.
    let puzzle = SEED_PUZZLES[2].grid();
    let free = fast(&puzzle, &Limits::default(), &mut NoObserver);
    assert!(free.stats.nodes > 3, "{:?}", free.stats);
    assert!(free.stats.guesses > 0);
    let limits = Limits {
        max_nodes: Some(3),
        ..Limits::default()
    };
    let bounded = fast(&puzzle, &limits, &mut NoObserver);
    assert_eq!(bounded.stop, Stop::NodeLimit);
    assert_eq!(bounded.stats.nodes, 3);
    assert!(bounded.solutions.is_empty());
}

/// Replays the steps of a recorded solve on the puzzle: a placement fills an empty cell, an
/// undo takes a guess back with everything placed after it. A placement may break a rule
/// (two singles of one batch that clash), but then a contradiction must be told before the
/// search guesses again, takes a guess back or declares a solution. Returns the grid at the
/// first `Solved`, and the number of guesses seen.
fn replay(puzzle: &Grid, recorder: &Recorder) -> (Grid, u64) {
    use sudoku_lab::Step;
    let mut grid = puzzle.clone();
    let mut saved: Vec<(Cell, Grid)> = Vec::new();
    let mut guesses = 0;
    let mut clash = None;
    for step in &recorder.steps {
        match *step {
            Step::Place {
                cell,
                digit,
                reason,
            } => {
                if let Reason::Guess { k, of, candidates } = reason {
                    assert_eq!(clash, None, "a clash went unnoticed");
                    assert!(1 <= k && k <= of && of == candidates.len());
                    assert!(candidates.contains(digit));
                    saved.push((cell, grid.clone()));
                    guesses += 1;
                }
                assert_eq!(grid.get(cell), None, "{cell} placed twice");
                grid.set(cell, Some(digit));
                clash = clash.or(grid.first_conflict());
            }
            Step::Contradiction(_) => clash = None,
            Step::Undo { cell, .. } => {
                assert_eq!(clash, None, "a clash went unnoticed");
                let (guessed, before) = saved.pop().expect("an undo follows a guess");
                assert_eq!(guessed, cell);
                grid = before;
            }
            Step::Solved => {
                assert_eq!(clash, None, "a clash went unnoticed");
                return (grid, guesses);
            }
            Step::Eliminate { .. } | Step::Exclude { .. } => {}
        }
    }
    panic!("no Solved step");
}

#[test]
fn the_steps_replay_to_the_solution() {
    let lines = shared_lines("norvig_top95.txt")
        .unwrap_or_else(|| SEED_PUZZLES.iter().map(|p| p.line.to_string()).collect());
    for line in lines.iter().take(4) {
        let puzzle = parse_puzzle(line).unwrap();
        for config in every_config() {
            let mut recorder = Recorder::default();
            let report = fast_with(&puzzle, &Limits::default(), config, &mut recorder);
            let (grid, guesses) = replay(&puzzle, &recorder);
            assert_eq!(Some(&grid), report.solutions.first(), "{config:?} {line}");
            assert!(guesses <= report.stats.guesses);
            // The quiet search walks the same tree.
            let quiet = fast_with(&puzzle, &Limits::default(), config, &mut NoObserver);
            assert_eq!(quiet.stats, report.stats);
        }
    }
}

/// The Wikipedia puzzle without five of its givens: it then has 17 solutions.
fn loosened() -> String {
    let mut line: Vec<u8> = SEED_PUZZLES[0].line.bytes().collect();
    for i in [0, 1, 4, 9, 12] {
        line[i] = b'.';
    }
    String::from_utf8(line).unwrap()
}

#[test]
fn the_cli_counts_and_lists_the_solutions_backtracking_finds() {
    let puzzle = loosened();
    let count = |solver: &str| run(&["solve", "--solver", solver, "--count", &puzzle], "");
    let (fast, back) = (count("fast"), count("backtracking"));
    assert_eq!(fast.code, 0, "{}", fast.stderr);
    assert_eq!(fast.stdout, back.stdout);
    let n: usize = fast
        .stdout
        .split_whitespace()
        .find_map(|w| w.parse().ok())
        .expect("a count");
    assert!(n > 1, "{}", fast.stdout);

    let all = |solver: &str| {
        let r = run(
            &[
                "solve", "--solver", solver, "--all", "--format", "line", &puzzle,
            ],
            "",
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
        let mut lines: Vec<String> = r.stdout.lines().map(str::to_string).collect();
        lines.sort();
        lines
    };
    let listed = all("fast");
    assert_eq!(listed.len(), n);
    assert_eq!(listed, all("backtracking"));
}

#[test]
fn the_cli_reports_fast_statistics() {
    let r = run(
        &[
            "solve",
            "--solver",
            "fast",
            "--stats",
            "--format",
            "line",
            SEED_PUZZLES[2].line,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(": fast: 4 nodes, 3 guesses, "),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains(" 1 solution, "), "{}", r.stdout);
}
