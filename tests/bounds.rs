//! Bounded work: every search stops at its node limit and at its deadline, an adversarial
//! puzzle stops the brute-force ports with a clear message and exit code 3, and a search on the
//! largest grid stops at its limit without overflowing the stack.

use std::time::{Duration, Instant};

use sudoku_lab::puzzles::WIKIPEDIA;
use sudoku_lab::solvers::KEPT_SOLUTIONS;
use sudoku_lab::steps::Step;
use sudoku_lab::{Grid, Limits, NoObserver, Observer, Shape, Solver, Stop, Verdict, parse_puzzle};

use crate::common::{peak_memory, run};

/// The puzzle built against row-order backtracking: its solution's first row is 987654321, so
/// a search trying 1 to 9 in each cell of the empty first rows tries nearly everything first.
/// Backtracking needs 69,175,317 nodes to solve it (measured with the release build).
const ANTI_BACKTRACKING: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// The same puzzle with its digits renamed so that its first row, 527964183, comes last in the
/// golf port's digit order 3814697265625.
const ANTI_GOLF: &str =
    "..............1.26..3.8.......6.7.....4...3...5.......6......71..8.3........4...5";

/// The ports of the seeds' brute-force searches: the adversarial puzzle defeats them.
fn is_brute_force(solver: &Solver) -> bool {
    matches!(
        solver,
        Solver::Golf(_) | Solver::GolfMaintainer | Solver::Backtracking
    )
}

fn every_solver() -> Vec<Solver> {
    Solver::NAMES
        .iter()
        .map(|n| Solver::from_name(n).expect("a listed name"))
        .collect()
}

#[test]
fn every_solver_stops_at_its_node_limit_or_solves_first() {
    const MAX: u64 = 50_000;
    for puzzle in [ANTI_BACKTRACKING, ANTI_GOLF] {
        let grid = parse_puzzle(puzzle).unwrap();
        for solver in every_solver() {
            let limits = Limits {
                max_nodes: Some(MAX),
                ..Limits::default()
            };
            let report = solver.solve(&grid, &limits, &mut NoObserver).unwrap();
            if is_brute_force(&solver) {
                assert_eq!(report.stop, Stop::NodeLimit, "{}", solver.name());
                assert_eq!(report.stats.nodes, MAX, "{}", solver.name());
                assert!(report.solutions.is_empty());
            } else {
                // A solver that reasons (propagation, hidden singles, ...) solves it at once.
                assert_eq!(report.stop, Stop::SolutionLimit, "{}", solver.name());
                assert!(grid.is_solved_by(&report.solutions[0]), "{}", solver.name());
            }
        }
    }
}

#[test]
fn every_solver_stops_at_its_deadline() {
    let grid = parse_puzzle(ANTI_BACKTRACKING).unwrap();
    for solver in every_solver().into_iter().filter(is_brute_force) {
        let started = Instant::now();
        let limits = Limits {
            timeout: Some(Duration::from_millis(50)),
            ..Limits::default()
        };
        let report = solver.solve(&grid, &limits, &mut NoObserver).unwrap();
        assert_eq!(report.stop, Stop::Timeout, "{}", solver.name());
        // The clock is read every 1,024 nodes: the search ends soon after the deadline, not
        // after the millions of nodes the puzzle needs. (A sanity bound, not a timing target.)
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "{} ran {:?}",
            solver.name(),
            started.elapsed()
        );
    }
}

#[test]
fn a_deadline_is_set_once_and_read_as_the_time_left() {
    use sudoku_lab::solvers::Deadline;
    let none = Deadline::after(None);
    assert!(!none.passed());
    assert_eq!(none.left(), None);
    // Too far for the clock: no bound, and no panic.
    assert_eq!(Deadline::after(Some(Duration::MAX)).instant(), None);
    let now = Deadline::after(Some(Duration::ZERO));
    assert!(now.passed());
    assert_eq!(now.left(), Some(Duration::ZERO));
    let hour = Deadline::after(Some(Duration::from_secs(3600)));
    assert!(!hour.passed());
    assert!(
        hour.left()
            .is_some_and(|left| left > Duration::from_secs(1800))
    );
}

#[test]
fn a_timeout_too_long_for_the_clock_is_no_bound_and_refused_on_the_command_line() {
    let limits = Limits {
        timeout: Some(Duration::MAX),
        ..Limits::default()
    };
    assert_eq!(limits.deadline(Instant::now()), None);
    let puzzle = WIKIPEDIA.grid();
    for solver in every_solver() {
        let report = solver.solve(&puzzle, &limits, &mut NoObserver).unwrap();
        assert_eq!(report.verdict(), Verdict::Solved, "{}", solver.name());
    }
    // On the command line, a duration past the longest taken is refused, naming the flag and
    // the limit (exit 2), in every command that takes one.
    for args in [
        &["solve", "--timeout", "1e30", WIKIPEDIA.line][..],
        &["solve", "--timeout", "1e19", WIKIPEDIA.line][..],
        &["compare", "--timeout", "1e30", WIKIPEDIA.line],
        &["compare", "--min-time", "1e19", WIKIPEDIA.line],
    ] {
        let r = run(args, "");
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
        assert!(
            r.stderr.contains(&format!("'{} <DURATION>'", args[1])),
            "{}",
            r.stderr
        );
        assert!(r.stderr.contains("168h (604800 s)"), "{}", r.stderr);
    }
    let r = run(&["solve", "--timeout", "168h", WIKIPEDIA.line], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn a_tally_counts_every_node_of_the_searches_that_hold_it() {
    // What `solve`'s progress shows beside a slow search: the nodes of every search of the
    // run, added as they go and exact once they end.
    let count: &'static std::sync::atomic::AtomicU64 =
        Box::leak(Box::new(std::sync::atomic::AtomicU64::new(0)));
    let limits = Limits {
        max_solutions: 3_000,
        tally: sudoku_lab::Tally::on(count),
        ..Limits::default()
    };
    let empty = Grid::empty(Shape::NINE);
    let mut total = 0;
    for solver in every_solver() {
        let report = solver.solve(&empty, &limits, &mut NoObserver).unwrap();
        total += report.stats.nodes;
    }
    assert!(total > 3_000, "{total}");
    assert_eq!(count.load(std::sync::atomic::Ordering::Relaxed), total);
}

/// An observer that takes the solutions as they come, as `solve --all` does.
struct Taking(Vec<Grid>);

impl Observer for Taking {
    const ENABLED: bool = false;
    const TAKES_SOLUTIONS: bool = true;

    fn step(&mut self, _: &Step) {}

    fn solution(&mut self, solution: &Grid) -> bool {
        self.0.push(solution.clone());
        true
    }
}

#[test]
fn an_observer_that_takes_the_solutions_gets_each_and_the_report_keeps_one() {
    let empty = Grid::empty(Shape::NINE);
    let limits = Limits::solutions(50);
    for solver in every_solver() {
        let kept = solver.solve(&empty, &limits, &mut NoObserver).unwrap();
        let mut taking = Taking(Vec::new());
        let report = solver.solve(&empty, &limits, &mut taking).unwrap();
        let name = solver.name();
        assert_eq!(
            taking.0,
            kept.solutions.to_vec(),
            "{name}: the same, in order"
        );
        assert_eq!(
            (report.found, report.stop),
            (50, Stop::SolutionLimit),
            "{name}"
        );
        assert_eq!(report.stats, kept.stats, "{name}: the same search");
        assert_eq!(
            report.solutions,
            [taking.0[0].clone()],
            "{name}: the first kept"
        );
        assert_eq!(report.verdict(), Verdict::Solved, "{name}");
    }
}

#[test]
fn counting_stops_at_the_node_limit_even_while_solutions_keep_coming() {
    let empty = Grid::empty(Shape::NINE);
    for solver in every_solver() {
        let limits = Limits {
            max_solutions: u64::MAX,
            max_nodes: Some(20_000),
            ..Limits::default()
        };
        let report = solver.solve(&empty, &limits, &mut NoObserver).unwrap();
        assert_eq!(report.stop, Stop::NodeLimit, "{}", solver.name());
        assert!(!report.solutions.is_empty(), "{}", solver.name());
        assert!(report.solutions.iter().all(|s| empty.is_solved_by(s)));
    }
}

#[test]
fn the_binary_gives_up_with_exit_code_3_and_names_the_bound() {
    for name in ["golf", "golf-maintainer", "backtracking"] {
        let r = run(
            &[
                "solve",
                "-s",
                name,
                "--max-nodes",
                "30000",
                ANTI_BACKTRACKING,
            ],
            "",
        );
        assert_eq!(r.code, 3, "{name}: {}", r.stderr);
        assert!(
            r.stderr.contains(&format!(
                "puzzle: {name} gave up after 30,000 nodes at the node limit (--max-nodes 30,000); \
                 the puzzle may still have a solution"
            )),
            "{}",
            r.stderr
        );
        assert_eq!(r.stdout, "");
    }
    let r = run(
        &[
            "solve",
            "-s",
            "golf",
            "--timeout",
            "50ms",
            "--format",
            "json",
            ANTI_GOLF,
        ],
        "",
    );
    assert_eq!(r.code, 3, "{}", r.stderr);
    let record: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(record["status"], "gave_up");
    assert_eq!(record["stop"], "timeout");
}

#[test]
fn counting_or_listing_that_gives_up_exits_3_with_the_figure_reached() {
    let empty = ".".repeat(81);
    for (mode, bound) in [
        ("--count", &["--max-nodes", "1000"][..]),
        ("--all", &["--max-nodes", "100"]),
    ] {
        let mut args = vec!["solve", mode, "--format", "line", &empty];
        args.extend(bound);
        let r = run(&args, "");
        assert_eq!(r.code, 3, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains("gave up after"), "{}", r.stderr);
        if mode == "--count" {
            assert!(r.stdout.starts_with("puzzle: at least "), "{}", r.stdout);
        } else {
            assert!(!r.stdout.is_empty(), "the solutions reached are printed");
        }
    }
    // Counting past the solutions a search keeps: the count is right, the memory bounded.
    let grid = Grid::from_cells(vec![None; 81]).unwrap();
    let limits = Limits {
        max_solutions: KEPT_SOLUTIONS + 5,
        ..Limits::default()
    };
    let report = Solver::Fast.solve(&grid, &limits, &mut NoObserver).unwrap();
    assert_eq!(report.found, KEPT_SOLUTIONS + 5);
    assert_eq!(report.solutions.len() as u64, KEPT_SOLUTIONS);
    // --all keeps what it prints until the search ends: its --limit has that ceiling.
    let r = run(&["solve", "--all", "--limit", "200000", &empty], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("--all prints at most 100,000 solutions"),
        "{}",
        r.stderr
    );
    let r = run(&["solve", "--count", "--limit", "2000000000", &empty], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("'--limit <N>'"), "{}", r.stderr);
}

#[test]
fn the_uniqueness_check_spends_what_the_solve_left_of_its_bound() {
    // Hidden singles solve this puzzle in one node; the check that no second solution exists
    // takes more. With --max-nodes 1 the solve spends the whole bound, and the check gives up
    // at once, saying so; with a larger bound it proves the solution unique.
    let r = run(
        &[
            "solve",
            "--max-nodes",
            "1",
            "--format",
            "json",
            ANTI_BACKTRACKING,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let record: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(record["stats"]["nodes"], 1);
    assert!(record.get("unique").is_none(), "{}", r.stdout);
    assert!(
        r.stderr.contains(
            "not known to be the only solution: the check for a second one gave up after 0 nodes \
             at the bound it shares with the solve, --max-nodes 1"
        ),
        "{}",
        r.stderr
    );
    let r = run(
        &[
            "solve",
            "--max-nodes",
            "1000",
            "--format",
            "json",
            ANTI_BACKTRACKING,
        ],
        "",
    );
    let record: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(record["unique"], true, "{}", r.stderr);
}

/// Follows the depth of the search: one level per placement, one back per undo.
#[derive(Default)]
struct Depth {
    now: usize,
    max: usize,
}

impl Observer for Depth {
    fn step(&mut self, step: &Step) {
        match step {
            Step::Place { .. } => {
                self.now += 1;
                self.max = self.max.max(self.now);
            }
            Step::Undo { .. } => self.now -= 1,
            _ => {}
        }
    }
}

/// A near-empty 25x25 grid: only its first band of five rows is given (500 empty cells).
/// Row-order backtracking goes tens of levels deep below the givens, backs up, and goes down
/// again, without end in any reasonable time.
fn deep_25x25() -> Grid {
    let shape = Shape::ALL[3];
    let (b, n) = (shape.box_side(), shape.side());
    // The rows of a valid grid: row r is 1..=25 shifted by b*(r%b) + r/b.
    let text: String = (0..shape.cells())
        .map(|i| {
            let (r, c) = (i / n, i % n);
            if r < b {
                let value = (b * (r % b) + r / b + c) % n + 1;
                sudoku_lab::Digit::new(value as u8).unwrap().to_char()
            } else {
                '.'
            }
        })
        .collect();
    parse_puzzle(&text).unwrap()
}

#[test]
fn a_25x25_search_recurses_deep_and_stops_at_its_limit() {
    let grid = deep_25x25();
    let mut depth = Depth::default();
    let limits = Limits {
        max_nodes: Some(100_000),
        ..Limits::default()
    };
    let report = Solver::Backtracking
        .solve(&grid, &limits, &mut depth)
        .unwrap();
    assert!(
        report.stop == Stop::NodeLimit || grid.is_solved_by(&report.solutions[0]),
        "{:?}",
        report.stop
    );
    // The depth is bounded by the empty cells; this search gets past the first empty rows.
    assert!(depth.max <= grid.shape().cells() - grid.filled());
    assert!(depth.max > 50, "reached depth {}", depth.max);
}

#[test]
fn the_binary_survives_a_deep_25x25_search() {
    let puzzle = deep_25x25().to_string();
    let r = run(
        &[
            "solve",
            "-s",
            "backtracking",
            "--max-nodes",
            "100000",
            "--format",
            "json",
            &puzzle,
        ],
        "",
    );
    assert!(r.code == 3 || r.code == 0, "{}: {}", r.code, r.stderr);
    assert!(!r.stderr.contains("overflow"), "{}", r.stderr);
    let record: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    if r.code == 3 {
        assert_eq!(record["stats"]["nodes"], 100_000);
    }
}

// ---- The ladder, hints and memory: every command within its bounds ----

/// An empty 25x25 grid: no single anywhere, so the ladder tries every technique on 625 cells
/// of 25 candidates (half a minute, when finned fish tried every cover of every base).
fn empty_25() -> String {
    ".".repeat(625)
}

/// Asserts that `args` exits with `code` within `megabytes` of peak memory.
fn assert_peak(args: &[&str], code: i32, megabytes: u64) {
    let Some((exit, peak)) = peak_memory(args) else {
        return;
    };
    let shown: Vec<&str> = args
        .iter()
        .map(|a| if a.len() > 40 { "GRID" } else { a })
        .collect();
    assert_eq!(exit, code, "{shown:?}");
    assert!(
        peak < megabytes,
        "{shown:?}: {peak} MB, over {megabytes} MB"
    );
}

#[test]
fn hint_on_an_empty_25x25_grid_answers_within_its_default_bound() {
    let grid = empty_25();
    // Every technique tried, within the default 5 s: a guess is needed.
    let r = run(&["hint", &grid], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("no technique of the ladder leads to one"));
    // A time limit shorter than the ladder ends it, and says so.
    let r = run(&["hint", &grid, "--timeout", "1ms"], "");
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("hint gave up at the time limit (--timeout 1.0 ms) after"),
        "{}",
        r.stderr
    );
    assert!(
        r.stdout
            .contains("the ladder found no step before its time limit")
    );
    // The node bound ends it too, at once: each technique tried is a node.
    let r = run(&["hint", &grid, "--max-nodes", "3", "--format", "json"], "");
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("(--max-nodes 3) after 3 techniques tried")
    );
    let record: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(record["status"], "gave_up");
}

#[test]
fn the_ladder_of_explain_stops_at_its_node_limit_and_at_its_timeout() {
    let grid = empty_25();
    let args = ["explain", &grid, "--solver", "ladder", "--max-rounds", "1"];
    let r = run(&[&args[..], &["--max-nodes", "1"]].concat(), "");
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stderr.contains(
            "the ladder gave up after 1 technique tried at the node limit (--max-nodes 1), \
             with 625 cells left"
        ),
        "{}",
        r.stderr
    );
    assert!(
        r.stdout
            .contains("gave up with 625 cells left after 1 technique tried")
    );
    let r = run(
        &[&args[..], &["--timeout", "1ms", "--format", "json"]].concat(),
        "",
    );
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("at the time limit (--timeout 1.0 ms)"));
    let record: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(record["status"], "gave_up");
    assert_eq!(record["cells_left"], 625);
    assert!(record["tried"].is_u64());
    // A puzzle the ladder solves is told as before, within the same bounds.
    let r = run(&["explain", "--solver", "ladder", WIKIPEDIA.line], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("solved by the ladder"));
}

#[test]
fn explain_writes_its_json_as_it_goes_in_bounded_memory() {
    let grid = empty_25();
    // Every round of hidden singles on the empty grid, every elimination told: megabytes of
    // JSON, which took 400 MB when the record was held whole.
    let args = [
        "explain",
        &grid,
        "--trace",
        "--format",
        "json",
        "--max-rounds",
        "0",
    ];
    assert_peak(&args, 0, 100);
    let r = run(&args, "");
    let record: serde_json::Value = serde_json::from_str(r.stdout.trim()).expect("one object");
    let rounds = record["rounds"].as_array().unwrap();
    assert!(rounds.len() > 100, "{} rounds", rounds.len());
    assert_eq!(rounds[0]["number"], 1);
    assert_eq!(record["rounds_not_shown"], 0);
    assert_eq!(record["status"], "solved");
    assert_eq!(record["marks"].as_array().unwrap().len(), 625);
}

#[test]
fn golf_shorten_of_an_empty_file_searches_nothing() {
    // It ran the whole digit search (400 MB, seconds) for a file with no digit string.
    assert_peak(&["golf", "shorten", "/dev/null"], 0, 100);
    let r = run(&["golf", "shorten", "/dev/null"], "");
    assert!(
        r.stdout
            .contains("no digit string in the file: no digit expression searched"),
        "{}",
        r.stdout
    );
}

#[cfg(unix)]
#[test]
fn a_puzzle_argument_that_is_not_utf8_is_named_with_its_byte() {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    // Every command that takes a puzzle argument, the golf topics included (which got clap's
    // "invalid UTF-8 was detected").
    let commands: [&[&str]; 6] = [
        &["solve"],
        &["grade"],
        &["explain"],
        &["hint"],
        &["golf", "semantics"],
        &["golf", "nodes"],
    ];
    for command in commands {
        let mut args: Vec<OsString> = command.iter().map(OsString::from).collect();
        args.push(OsString::from_vec(b"12\x80".to_vec()));
        let output = crate::common::run_piped(&args, Vec::new());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{command:?}: {stderr}");
        assert!(
            stderr.contains("puzzle: not UTF-8 text: byte 3 is 0x80"),
            "{command:?}: {stderr}"
        );
    }
}

#[test]
fn compare_exits_3_when_no_solver_answered_within_its_bound() {
    let r = run(
        &[
            "compare",
            ANTI_BACKTRACKING,
            "--max-nodes",
            "0",
            "--solvers",
            "backtracking,dlx",
        ],
        "",
    );
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("puzzle: every solver gave up at its bound (--max-nodes, --timeout)"),
        "{}",
        r.stderr
    );
    // One that answers is enough for a measurement: exit 0 as before.
    let r = run(&["compare", WIKIPEDIA.line, "--solvers", "dlx"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn a_node_bound_of_0_stops_every_solver_the_sat_solver_included() {
    // The SAT solver's propagation alone solves the Wikipedia puzzle, at a fixpoint where batsat
    // finds its model before it asks whether to stop: it ignored a bound of 0 and solved anyway.
    let grid = WIKIPEDIA.grid();
    for solver in every_solver() {
        let limits = Limits {
            max_nodes: Some(0),
            ..Limits::default()
        };
        let report = solver.solve(&grid, &limits, &mut NoObserver).unwrap();
        assert_eq!(report.stop, Stop::NodeLimit, "{}", solver.name());
        assert_eq!(report.stats.nodes, 0, "{}", solver.name());
        assert!(report.solutions.is_empty(), "{}", solver.name());
    }
    // So every search of `compare --max-nodes 0` gives up: exit 3, all solvers and sat alone.
    for solvers in ["all", "sat"] {
        let r = run(
            &[
                "compare",
                WIKIPEDIA.line,
                "--max-nodes",
                "0",
                "--solvers",
                solvers,
            ],
            "",
        );
        assert_eq!(r.code, 3, "{solvers}: {}", r.stderr);
        assert!(
            r.stderr.contains("every solver gave up at its bound"),
            "{}",
            r.stderr
        );
    }
    // `solve --max-nodes` starts at 1 (0 is refused, exit 2); at 1 the SAT solver still solves
    // the Wikipedia puzzle at its first fixpoint, and gives up on the empty grid that needs
    // decisions.
    let r = run(
        &[
            "solve",
            "--solver",
            "sat",
            "--max-nodes",
            "0",
            WIKIPEDIA.line,
        ],
        "",
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    let r = run(
        &[
            "solve",
            "--solver",
            "sat",
            "--max-nodes",
            "1",
            WIKIPEDIA.line,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let empty = ".".repeat(81);
    let r = run(
        &["solve", "--solver", "sat", "--max-nodes", "1", &empty],
        "",
    );
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stderr.contains("sat gave up after 1 node"),
        "{}",
        r.stderr
    );
}

#[test]
fn grade_gives_up_at_its_bounds_and_says_which() {
    // The ladder grading the Wikipedia puzzle tries 51 techniques (51 hidden singles); its
    // solution count needs fewer nodes, so --max-nodes 40 stops the ladder, which had no bound.
    let r = run(&["grade", WIKIPEDIA.line, "--max-nodes", "40"], "");
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stderr.contains(
            "puzzle: grading gave up at the node limit (--max-nodes 40) after 40 techniques \
             tried; not graded"
        ),
        "{}",
        r.stderr
    );
    let r = run(
        &[
            "grade",
            WIKIPEDIA.line,
            "--max-nodes",
            "40",
            "--format",
            "json",
        ],
        "",
    );
    assert_eq!(r.code, 3, "{}", r.stderr);
    let record: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(record["status"], "gave_up");
    // Within the bounds, the grade is as before.
    let r = run(&["grade", WIKIPEDIA.line, "--max-nodes", "60"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout.trim(),
        "puzzle: hidden single: rating 1.2, 51 steps (51 hidden single)"
    );
    // --timeout takes what hint's does.
    let r = run(&["grade", WIKIPEDIA.line, "--timeout", "2s"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = run(&["grade", WIKIPEDIA.line, "--timeout", "soon"], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    // The empty 25x25 grid ends at once: its count finds it has many solutions before any
    // ladder runs.
    let started = Instant::now();
    let r = run(&["grade", &empty_25()], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("so it has no grade"), "{}", r.stderr);
    assert!(started.elapsed() < Duration::from_secs(10));
}
