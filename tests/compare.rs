//! The `compare` command: every format on the seed puzzles, disagreement detection, named sets.

use serde_json::Value;
use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::{Limits, NoObserver, Solver};

use crate::common::{run, shared_puzzles};

/// The Wikipedia solution with a deadly rectangle emptied: r4c6 r4c9 r5c6 r5c9 hold 1 3 / 3 1
/// or 3 1 / 1 3, so the puzzle has two solutions. Solvers that try 1 first find one of them;
/// golf, whose digit string starts with 3, finds the other.
const TWO_SOLUTIONS: &str =
    "534678912672195348198342567859760420426850790713924856961537284287419635345286179";

/// Fast settings for tests: one run per puzzle.
const ONE_RUN: [&str; 4] = ["--min-time", "0", "--max-runs", "1"];

fn compare(args: &[&str]) -> crate::common::Run {
    let mut all = vec!["compare"];
    all.extend_from_slice(args);
    all.extend_from_slice(&ONE_RUN);
    run(&all, "")
}

fn json(args: &[&str]) -> (i32, Value, String) {
    let mut all = args.to_vec();
    all.extend_from_slice(&["--format", "json"]);
    let r = compare(&all);
    let value = serde_json::from_str(&r.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}\n{}", r.stdout, r.stderr));
    (r.code, value, r.stderr)
}

/// The solvers `compare` runs by default: every solver but golf.
fn default_solvers() -> Vec<&'static str> {
    Solver::NAMES
        .iter()
        .copied()
        .filter(|n| *n != "golf")
        .collect()
}

#[test]
fn json_on_the_seed_puzzles_counts_what_the_library_counts() {
    let (code, value, stderr) = json(&[]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(value["caption"]["puzzles"], 3);
    assert_eq!(value["caption"]["input"], "seeds");
    assert_eq!(value["disagreements"].as_array().unwrap().len(), 0);
    let rows = value["solvers"].as_array().unwrap();
    let names: Vec<&str> = rows.iter().map(|r| r["solver"].as_str().unwrap()).collect();
    assert_eq!(names, default_solvers());
    for row in rows {
        let name = row["solver"].as_str().unwrap();
        assert_eq!(row["solved"], 3, "{name}");
        assert_eq!(row["agreeing"], 3, "{name}");
        // The nodes compare reports are the library's own, puzzle by puzzle.
        let solver = Solver::from_name(name).unwrap();
        let (mut nodes, mut worst) = (0, 0);
        for p in SEED_PUZZLES {
            let report = solver
                .solve(&p.grid(), &Limits::default(), &mut NoObserver)
                .unwrap();
            nodes += report.stats.nodes;
            worst = report.stats.nodes.max(worst);
        }
        assert_eq!(row["nodes"], nodes, "{name}");
        assert_eq!(row["worst_nodes"], worst, "{name}");
        assert!(row["puzzles_per_second"].as_f64().unwrap() > 0.0);
        assert!(row["ratio_to_fastest"].as_f64().unwrap() >= 1.0);
    }
    let fastest = rows
        .iter()
        .filter(|r| r["ratio_to_fastest"].as_f64() == Some(1.0))
        .count();
    assert_eq!(fastest, 1, "exactly one solver is the fastest");
    // "vs fastest" is the ratio of medians, as the chapters read it, not of totals.
    let median = |r: &Value| r["median_seconds"].as_f64().unwrap();
    let best = rows.iter().map(median).fold(f64::INFINITY, f64::min);
    for row in rows {
        let ratio = row["ratio_to_fastest"].as_f64().unwrap();
        assert!(
            (ratio - median(row) / best).abs() < 1e-9,
            "{}: vs fastest {ratio}, medians {} / {best}",
            row["solver"],
            median(row)
        );
    }
}

/// One hard puzzle raises a solver's total, not its median: "vs fastest" follows the medians.
#[test]
fn vs_fastest_is_the_ratio_of_the_median_times_not_of_the_totals() {
    use std::time::Duration;
    use sudoku_lab::compare::{Summary, ratios};
    let ms = Duration::from_millis;
    let mut steady = Summary::new("steady");
    steady.puzzles = 3;
    steady.times = vec![ms(2), ms(2), ms(2)];
    let mut spiky = Summary::new("spiky");
    spiky.puzzles = 3;
    spiky.times = vec![ms(1), ms(1), ms(100)];
    let mut idle = Summary::new("idle");
    (idle.puzzles, idle.unsupported) = (3, 3);
    // By totals (6 ms against 102 ms) spiky would be 17 times slower; by medians it is the
    // fastest, and steady takes twice its time.
    assert_eq!(ratios(&[steady, spiky, idle]), [Some(2.0), Some(1.0), None]);
}

#[test]
fn csv_has_one_line_per_solver_under_its_header() {
    let r = compare(&["--format", "csv"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let mut lines = r.stdout.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(
        header,
        [
            "solver",
            "puzzles",
            "solved",
            "agreeing",
            "several",
            "no_solution",
            "gave_up",
            "wrong",
            "unsupported",
            "nodes",
            "worst_nodes",
            "guesses",
            "worst_guesses",
            "median_seconds",
            "worst_seconds",
            "total_seconds",
            "runs",
            "puzzles_per_second",
            "ratio_to_fastest",
            "parallel_puzzles_per_second"
        ]
    );
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert_eq!(rows.len(), default_solvers().len());
    for row in rows {
        assert_eq!(row.len(), header.len(), "{row:?}");
        assert_eq!(row[1], "3");
    }
}

#[test]
fn markdown_is_a_table_with_a_caption_and_a_machine_line() {
    let r = compare(&["--format", "markdown", "--solvers", "all"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(
        lines[0].starts_with("seeds: 3 puzzles, first solution"),
        "{}",
        lines[0]
    );
    // The caption says what the last column is, as the chapters read it.
    assert!(
        lines[0].ends_with("vs fastest: a solver's median over the lowest."),
        "{}",
        lines[0]
    );
    let table: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with('|'))
        .collect();
    // Header, separator, one row per solver of the project.
    assert_eq!(table.len(), 2 + Solver::NAMES.len(), "{}", r.stdout);
    let columns = table[0].matches('|').count();
    assert!(table.iter().all(|l| l.matches('|').count() == columns));
    let separator: Vec<&str> = table[1]
        .trim_matches('|')
        .split('|')
        .map(str::trim)
        .collect();
    assert_eq!(
        separator[0].trim_start_matches('-'),
        "",
        "the solver column is left-aligned"
    );
    assert!(
        separator[1..]
            .iter()
            .all(|c| c.ends_with(':') && c.starts_with("---"))
    );
    for name in Solver::NAMES {
        assert!(
            table.iter().any(|l| l.starts_with(&format!("| {name} "))),
            "{name}"
        );
    }
    let machine = lines.last().unwrap();
    assert!(
        machine.starts_with("*Measured with sudoku-lab"),
        "{machine}"
    );
    assert!(machine.contains(std::env::consts::ARCH), "{machine}");
    assert!(machine.contains("cores"), "{machine}");
}

#[test]
fn the_plain_table_names_every_solver_and_a_node_bound_shows_as_giving_up() {
    let r = compare(&["--solvers", "golf,backtracking", "--max-nodes", "1000"]);
    // Both give up on every seed puzzle at 1,000 nodes: exit 3, as for any search that gave up.
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(
        r.stdout.contains("at most 1,000 nodes a puzzle"),
        "{}",
        r.stdout
    );
    let golf = r.stdout.lines().find(|l| l.starts_with("golf ")).unwrap();
    let cells: Vec<&str> = golf.split_whitespace().collect();
    // solver, solved, agree, gave up: the three seed puzzles all need more than 1,000 calls.
    assert_eq!(&cells[..4], ["golf", "0/3", "0", "3"], "{golf}");
    assert!(r.stdout.lines().any(|l| l.starts_with("backtracking ")));
}

#[test]
fn a_disagreement_is_an_error_that_names_the_puzzle_and_the_dissenter() {
    let (code, value, stderr) = json(&[
        TWO_SOLUTIONS,
        "--solvers",
        "golf,golf-maintainer,backtracking",
    ]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("puzzle: the solvers disagree (golf dissenting)"),
        "{stderr}"
    );
    assert!(
        stderr.contains("each answer is a valid solution: the puzzle has more than one"),
        "{stderr}"
    );
    let d = &value["disagreements"][0];
    assert_eq!(d["label"], "puzzle");
    assert_eq!(d["several_solutions"], true);
    assert_eq!(d["dissenting"], serde_json::json!(["golf"]));
    assert_eq!(
        d["answers"][0]["solvers"],
        serde_json::json!(["golf-maintainer", "backtracking"])
    );
    let golf = &value["solvers"][0];
    assert_eq!(
        (golf["solved"].as_u64(), golf["agreeing"].as_u64()),
        (Some(1), Some(0))
    );
    assert_eq!(value["solvers"][2]["agreeing"], 1);
}

#[test]
fn proving_uniqueness_makes_the_same_solvers_agree_there_are_two_solutions() {
    let (code, value, stderr) = json(&[
        TWO_SOLUTIONS,
        "--solvers",
        "golf,golf-maintainer,backtracking",
        "--unique",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(value["caption"]["mode"], "prove unique");
    for row in value["solvers"].as_array().unwrap() {
        assert_eq!(
            (row["several"].as_u64(), row["agreeing"].as_u64()),
            (Some(1), Some(1))
        );
    }
}

#[test]
fn a_bad_line_is_reported_and_the_rest_compared() {
    let dir = std::env::temp_dir().join(format!("sudoku-lab-compare-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mixed.txt");
    std::fs::write(
        &file,
        format!(
            "{}\n{}x\n",
            SEED_PUZZLES[0].line,
            &SEED_PUZZLES[1].line[..80]
        ),
    )
    .unwrap();
    let r = compare(&[
        "--file",
        file.to_str().unwrap(),
        "--solvers",
        "backtracking",
    ]);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("line 2"), "{}", r.stderr);
    assert!(
        r.stdout.contains("1 invalid lines left out"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .lines()
            .any(|l| l.starts_with("backtracking") && l.contains(" 1/1 "))
    );
}

#[test]
fn a_set_whose_folder_is_missing_is_a_clear_error() {
    let r = compare(&["--set", "top95", "--data", "/nonexistent/puzzles"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("/nonexistent/puzzles/norvig_top95.txt") && r.stderr.contains("--data"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stdout, "");
}

#[test]
fn an_unknown_set_or_solver_is_refused_with_the_choices() {
    let r = compare(&["--set", "top96"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("top95"), "{}", r.stderr);
    let r = compare(&["--solvers", "golf,nope"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("backtracking"), "{}", r.stderr);
}

#[test]
fn a_shared_set_is_read_from_the_data_folder() {
    let Some(path) = shared_puzzles("norvig_hardest.txt") else {
        return;
    };
    let data = path.parent().unwrap().to_str().unwrap();
    let (code, value, stderr) = json(&[
        "--set",
        "hardest",
        "--data",
        data,
        "--solvers",
        "backtracking",
        "--max-nodes",
        "20000",
    ]);
    // Backtracking gives up on some of the hardest within 20,000 nodes: exit 3.
    assert_eq!(code, 3, "{stderr}");
    assert_eq!(value["caption"]["input"], "hardest");
    assert_eq!(value["caption"]["puzzles"], 11);
    let row = &value["solvers"][0];
    assert_eq!(
        row["solved"].as_u64().unwrap() + row["gave_up"].as_u64().unwrap(),
        11,
        "{row}"
    );
    assert!(row["worst_nodes"].as_u64().unwrap() <= 20_000);
}

#[test]
fn jobs_spread_the_puzzles_and_add_a_parallel_figure() {
    let (code, value, stderr) = json(&["--jobs", "2", "--solvers", "backtracking"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(value["caption"]["jobs"], 2);
    assert_eq!(value["solvers"][0]["solved"], 3);
    assert!(
        value["solvers"][0]["parallel_puzzles_per_second"]
            .as_f64()
            .unwrap()
            > 0.0
    );
}

#[test]
fn the_plain_table_has_a_no_solution_column() {
    // Seed 003's puzzle with a digit changed so that it has no solution (its givens still
    // break no rule).
    let none = "987054000040103905351908706128507604634892150095461802019286473072010560860075009";
    let r = compare(&["--solvers", "backtracking", none]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let header = r.stdout.lines().find(|l| l.starts_with("solver ")).unwrap();
    assert!(header.contains("  gave up  no solution  "), "{header}");
    let row = r
        .stdout
        .lines()
        .find(|l| l.starts_with("backtracking "))
        .unwrap();
    let cells: Vec<&str> = row.split_whitespace().collect();
    // solver, solved, agree, gave up, no solution.
    assert_eq!(&cells[..5], ["backtracking", "0/1", "1", "0", "1"], "{row}");
}

/// Runs `compare` with `args` on a file of `n` copies of a puzzle backtracking takes its whole
/// node bound on, so that the full measurement is long; returns the child.
fn slow_compare(name: &str, n: usize, args: &[&str]) -> std::process::Child {
    let hard = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    let path = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, format!("{hard}\n").repeat(n)).unwrap();
    std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .args([
            "compare",
            "--solvers",
            "backtracking",
            "--max-nodes",
            "200000",
        ])
        .args(ONE_RUN)
        .args(args)
        .arg("--file")
        .arg(&path)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits for `child`, killing it after a generous while (the full run would take far longer):
/// `None` if it had to be killed.
fn wait_or_kill(child: &mut std::process::Child) -> Option<std::process::ExitStatus> {
    for _ in 0..1200 {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let _ = child.kill();
    None
}

#[test]
fn a_closed_pipe_or_ctrl_c_ends_the_measurement() {
    use std::io::{BufRead, BufReader, Read};
    // `| head -1`: the caption is the first line, written before the measurement; once the
    // reader is gone the measurement stops (the 5,000 puzzles would take many minutes).
    let mut child = slow_compare("compare-head.txt", 5000, &[]);
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.contains("5,000 puzzles"), "{first}");
    let status = wait_or_kill(&mut child).expect("the measurement stopped");
    assert_eq!(status.code(), Some(0));
    // Ctrl-C: the puzzle in progress is dropped, the table covers those measured, exit 130.
    let mut child = slow_compare("compare-sigint.txt", 5000, &[]);
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    crate::common::interrupt(&child);
    let status = wait_or_kill(&mut child).expect("Ctrl-C stopped the measurement");
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    let stderr = crate::common::stderr_of(&mut child);
    assert_eq!(status.code(), Some(130), "{stderr}");
    assert!(
        stderr.contains("interrupted: the table covers the "),
        "{stderr}"
    );
    assert!(
        rest.lines().any(|l| l.starts_with("backtracking ")),
        "{rest}"
    );
}

#[test]
fn a_file_past_the_most_puzzles_measured_is_refused_before_the_measurement() {
    let wikipedia = SEED_PUZZLES[0].line;
    let path = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("compare-many.txt");
    std::fs::write(&path, format!("{wikipedia}\n").repeat(50_001)).unwrap();
    let r = compare(&["--solvers", "fast", "--file", path.to_str().unwrap()]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr
            .contains("line 50001: more than 50,000 puzzles; compare measures at most 50,000"),
        "{}",
        r.stderr
    );
    assert_eq!(r.stdout, "");
}
