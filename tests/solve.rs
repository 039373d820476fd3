//! The `solve` command and the three brute-force ports.

use sudoku_lab::puzzles::{SEED_PUZZLES, WIKIPEDIA};
use sudoku_lab::solvers::{DigitOrder, FOURTEEN_POW_7_TIMES_9};
use sudoku_lab::{Limits, NoObserver, Solver, parse_puzzle};

use crate::common::{run, shared_lines};

/// Solves `puzzle` with `solver` and checks the first solution keeps the givens and breaks no
/// rule; returns the node count.
fn check(solver: &Solver, puzzle: &str) -> u64 {
    let grid = parse_puzzle(puzzle).expect("a well-formed puzzle");
    let report = solver
        .solve(&grid, &Limits::default(), &mut NoObserver)
        .expect("a supported size");
    let solution = report
        .solutions
        .first()
        .unwrap_or_else(|| panic!("{} found no solution for {puzzle}", solver.name()));
    assert!(
        grid.is_solved_by(solution),
        "{} broke the puzzle {puzzle}",
        solver.name()
    );
    report.stats.nodes
}

fn brute_force_solvers() -> Vec<Solver> {
    Solver::NAMES
        .iter()
        .map(|n| Solver::from_name(n).unwrap())
        .filter(|s| {
            matches!(
                s,
                Solver::Golf(_) | Solver::GolfMaintainer | Solver::Backtracking
            )
        })
        .collect()
}

#[test]
fn node_counts_match_the_seed_programs_on_the_wikipedia_puzzle() {
    let counts: Vec<(&str, u64)> = brute_force_solvers()
        .iter()
        .map(|s| (s.name(), check(s, WIKIPEDIA.line)))
        .collect();
    assert_eq!(
        counts,
        [
            ("golf", 146_605),
            ("golf-maintainer", 4_209),
            ("backtracking", 4_209)
        ]
    );
}

#[test]
fn every_solver_solves_every_seed_puzzle() {
    for puzzle in SEED_PUZZLES {
        for solver in brute_force_solvers() {
            // The golf port needs 20 million calls for the commenter's puzzle; seed 004's digit
            // order needs a few thousand, and walks the same kind of tree.
            let solver = match solver {
                Solver::Golf(_) if puzzle.name == "commenter" => {
                    Solver::Golf(DigitOrder::new(FOURTEEN_POW_7_TIMES_9).unwrap())
                }
                s => s,
            };
            check(&solver, puzzle.line);
        }
    }
}

#[test]
fn maintainer_and_backtracking_walk_the_same_tree_on_easy50() {
    let Some(lines) = shared_lines("norvig_easy50.txt") else {
        return;
    };
    for line in &lines {
        assert_eq!(
            check(&Solver::GolfMaintainer, line),
            check(&Solver::Backtracking, line),
            "{line}"
        );
    }
}

#[test]
fn solve_with_no_argument_prints_the_solved_seed_puzzles() {
    let r = run(&["solve", "--format", "line"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), SEED_PUZZLES.len());
    for (line, puzzle) in lines.iter().zip(SEED_PUZZLES) {
        assert!(puzzle.grid().is_solved_by(&parse_puzzle(line).unwrap()));
    }
}

#[test]
fn a_bad_character_is_named_with_line_cell_and_exit_code_2() {
    let bad = format!("{}x", &WIKIPEDIA.line[..80]);
    let r = run(&["solve", &bad], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains("error: puzzle, r9c9: unexpected character 'x'"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_batch_reports_every_line_and_goes_on() {
    let input = format!(
        "{}\nabc\n\n# comment\n55{}\n",
        WIKIPEDIA.line,
        &WIKIPEDIA.line[2..]
    );
    let r = run(&["solve", "--format", "line", "-f", "-"], &input);
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout.lines().count(), 1);
    assert!(r.stderr.contains("line 2: 3 cells"), "{}", r.stderr);
    assert!(
        r.stderr
            .contains("line 5: digit 5 appears twice in row 1: r1c1 and r1c2"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr
            .contains("3 puzzles: 1 solved, 0 with no solution, 0 gave up, 2 invalid"),
        "{}",
        r.stderr
    );
}

#[test]
fn node_limit_stops_a_brute_force_search_with_exit_code_3() {
    let r = run(
        &[
            "solve",
            "--solver",
            "golf",
            "--max-nodes",
            "1000",
            WIKIPEDIA.line,
        ],
        "",
    );
    assert_eq!(r.code, 3);
    assert!(
        r.stderr.contains("gave up after 1,000 nodes"),
        "{}",
        r.stderr
    );
}

#[test]
fn colour_is_off_when_piped_and_on_when_asked() {
    let piped = run(&["solve", "--format", "grid", WIKIPEDIA.line], "");
    assert!(!piped.stdout.contains('\u{1b}'), "{}", piped.stdout);
    let forced = run(
        &[
            "solve",
            "--format",
            "grid",
            "--color",
            "always",
            WIKIPEDIA.line,
        ],
        "",
    );
    assert!(forced.stdout.contains('\u{1b}'), "{}", forced.stdout);
    // The boxed grid has 13 lines below its label on a 9x9 puzzle.
    assert_eq!(piped.stdout.lines().count(), 14);
}

#[test]
fn json_lines_give_one_object_per_puzzle_with_statistics() {
    let r = run(
        &["solve", "--format", "json", "--solver", "golf-maintainer"],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let records: Vec<serde_json::Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    assert_eq!(records.len(), SEED_PUZZLES.len());
    assert_eq!(records[0]["stats"]["nodes"], 4209);
    assert_eq!(records[0]["status"], "solved");
    // Each seed puzzle has one solution, which the check proves: the list of solutions is then
    // complete, though the search itself stopped at its first solution.
    for record in &records {
        assert_eq!(record["unique"], true, "{record}");
        assert_eq!(record["complete"], true, "{record}");
        assert_eq!(record["stop"], "solution_limit", "{record}");
    }
    // Without the check nothing proves it: the search stopped at its first solution.
    let unchecked = run(
        &[
            "solve",
            "--format",
            "json",
            "--no-unique-check",
            WIKIPEDIA.line,
        ],
        "",
    );
    let record: serde_json::Value = serde_json::from_str(unchecked.stdout.trim()).unwrap();
    assert_eq!(record.get("unique"), None, "{record}");
    assert_eq!(record["complete"], false, "{record}");
}

/// Without colour, a boxed grid marks each given with a `*` after it, in the space that
/// separates it from the next cell, so that the grid keeps its width; the marked grid reads
/// back as the grid it shows.
#[test]
fn a_grid_without_colour_marks_the_givens() {
    let r = run(
        &[
            "solve",
            "--format",
            "grid",
            "--color",
            "never",
            WIKIPEDIA.line,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let givens = WIKIPEDIA.line.chars().filter(|&c| c != '0').count();
    assert_eq!(r.stdout.matches('*').count(), givens, "{}", r.stdout);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[2], "│ 5*3*4 │ 6 7*8 │ 9 1 2 │", "{}", r.stdout);
    let widths: Vec<usize> = lines[1..].iter().map(|l| l.chars().count()).collect();
    assert!(widths.iter().all(|&w| w == widths[0]), "{widths:?}");
    let grid: String = lines[1..].join("\n") + "\n";
    let again = run(&["solve", "--format", "line", "-"], &grid);
    assert_eq!(again.code, 0, "{}", again.stderr);
    let solved = run(&["solve", "--format", "line", WIKIPEDIA.line], "");
    assert_eq!(again.stdout, solved.stdout);
}

#[test]
fn golf_with_all_says_when_it_reaches_a_solution_twice() {
    // Seed 004 prints every solution it reaches; with 5**18's repeated digits it reaches the
    // one solution of this puzzle several times over.
    let nearly_solved =
        "034678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let r = run(
        &[
            "solve",
            "--solver",
            "golf",
            "--all",
            "--format",
            "line",
            nearly_solved,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The first cell takes 5, which 3814697265625 holds twice.
    assert_eq!(r.stdout.lines().count(), 2);
    assert!(
        r.stderr
            .contains("golf reached 2 solutions, 1 of them distinct"),
        "{}",
        r.stderr
    );
    let once = run(
        &[
            "solve",
            "--solver",
            "golf",
            "--digits",
            "948721536",
            "--all",
            "--format",
            "line",
            nearly_solved,
        ],
        "",
    );
    assert_eq!(once.stdout.lines().count(), 1);
}

#[test]
fn matrix_format_is_seed_003s() {
    let r = run(
        &[
            "solve",
            "--format",
            "matrix",
            "--solver",
            "backtracking",
            sudoku_lab::puzzles::SEED_003.line,
        ],
        "",
    );
    assert_eq!(
        r.stdout.lines().next(),
        Some("|  2|  9|  3|  6|  1|  4|  7|  8|  5|")
    );
}
