//! SAT: unit propagation on each encoding against the singles a person uses, the formula in
//! DIMACS and a model read back, and the new solvers' answers against every other solver's.

use std::process::Command;
use std::time::Duration;

use sudoku_lab::cnf::sudoku::{self, Encoding};
use sudoku_lab::cnf::{Cnf, Model, parse_model};
use sudoku_lab::compare::{self, Answer};
use sudoku_lab::grid::{Candidates, Digit, Grid, Shape};
use sudoku_lab::solvers::unit_propagation;
use sudoku_lab::timing::Method;
use sudoku_lab::{Limits, NoObserver, Solver, parse_puzzle};

use crate::common;

/// The singles to their fixpoint, without search: each cell's digit if placed, and the
/// candidates of the others. `hidden` adds hidden singles to naked singles.
fn singles(puzzle: &Grid, hidden: bool) -> (Vec<Option<Digit>>, Vec<Candidates>) {
    let shape = puzzle.shape();
    let layout = shape.layout();
    let mut grid = puzzle.clone();
    loop {
        let mut placed = false;
        for cell in shape.all_cells() {
            if grid.get(cell).is_some() {
                continue;
            }
            if let Some(d) = grid.candidates(cell).as_single() {
                grid.set(cell, Some(d));
                placed = true;
            }
        }
        if hidden {
            for (_, cells) in layout.houses() {
                for d in (0..shape.side()).map(Digit::from_index) {
                    if cells.iter().any(|&c| grid.get(c) == Some(d)) {
                        continue;
                    }
                    let places: Vec<_> = cells
                        .iter()
                        .copied()
                        .filter(|&c| grid.get(c).is_none() && grid.candidates(c).contains(d))
                        .collect();
                    if let [only] = places.as_slice() {
                        grid.set(*only, Some(d));
                        placed = true;
                    }
                }
            }
        }
        if !placed {
            break;
        }
    }
    let open = shape.all_cells().map(|c| grid.candidates(c)).collect();
    (grid.cells().to_vec(), open)
}

fn puzzles_for_propagation() -> Vec<Grid> {
    let mut puzzles: Vec<Grid> = ["seeds"]
        .iter()
        .flat_map(|s| {
            sudoku_lab::sets::find(s)
                .unwrap()
                .entries(std::path::Path::new("."))
                .unwrap()
        })
        .map(|e| e.result.unwrap())
        .collect();
    let generated = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/generated");
    for name in [
        "9x9-naked-single.txt",
        "9x9-hidden-single.txt",
        "9x9-beyond-exclusion.txt",
    ] {
        let text = std::fs::read_to_string(generated.join(name)).unwrap();
        puzzles.extend(
            text.lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| parse_puzzle(l).unwrap()),
        );
    }
    for file in ["norvig_easy50.txt", "norvig_top95.txt"] {
        if let Some(lines) = common::shared_lines(file) {
            puzzles.extend(lines.iter().map(|l| parse_puzzle(l).unwrap()));
        }
    }
    puzzles
}

#[test]
fn unit_propagation_is_naked_singles_on_minimal_and_adds_hidden_singles_on_extended() {
    let puzzles = puzzles_for_propagation();
    let mut solved_by = [0, 0];
    for puzzle in &puzzles {
        for (k, (encoding, hidden)) in [(Encoding::Minimal, false), (Encoding::Extended, true)]
            .into_iter()
            .enumerate()
        {
            let up = unit_propagation(puzzle, encoding).expect("no conflict on a proper puzzle");
            let (placed, candidates) = singles(puzzle, hidden);
            assert_eq!(up.fixed, placed, "{encoding} on {puzzle}");
            // On the cells left open, propagation made false exactly the digits the singles
            // crossed out.
            for (i, p) in placed.iter().enumerate() {
                if p.is_none() {
                    assert_eq!(up.open[i], candidates[i], "{encoding}, cell {i}, {puzzle}");
                }
            }
            if placed.iter().all(Option::is_some) {
                solved_by[k] += 1;
            }
        }
    }
    // Naked singles alone finish fewer puzzles than with hidden singles: the two encodings differ.
    assert!(solved_by[0] < solved_by[1], "{solved_by:?}");
    assert!(puzzles.len() >= 300);
}

#[test]
fn the_formula_goes_out_in_dimacs_and_a_model_comes_back_as_the_solution() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("wikipedia.cnf");
    let line = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
    let puzzle = parse_puzzle(line).unwrap();
    let run = common::run(
        &[
            "solve",
            "--solver",
            "sat",
            "--format",
            "line",
            "--dimacs",
            file.to_str().unwrap(),
            line,
        ],
        "",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let solution = parse_puzzle(run.stdout.trim()).unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    let cnf = Cnf::from_dimacs(&text).unwrap();
    assert_eq!(cnf, sudoku::encode(&puzzle, Encoding::Extended));
    assert_eq!((cnf.vars(), cnf.len()), (729, 11988 + 30));
    assert!(text.starts_with("c sudoku-lab: the 9x9 puzzle 53..7...."));
    // The comments give each cell's variables and each kind of clause with its count and its
    // place in the list; the clauses there are of that kind, by their literals alone.
    let comments: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("c ")).collect();
    let named: Vec<&str> = comments
        .iter()
        .copied()
        .filter(|c| c.starts_with('r') && c.contains(": variables "))
        .collect();
    assert_eq!(named.len(), 81, "{comments:#?}");
    assert!(named.contains(&"r2c1: variables 82-90, digits 1-9 in order"));
    let meaning = |l: i32| sudoku::meaning(Shape::NINE, l.unsigned_abs());
    let mut counted = 0;
    for comment in comments.iter().filter(|c| c.contains(" clauses: ")) {
        let (count, rest) = comment.split_once(" clauses: ").unwrap();
        let count: usize = count.parse().unwrap();
        let (kind, place) = rest.split_once(" (clauses ").unwrap();
        let (first, last) = place.trim_end_matches(')').split_once('-').unwrap();
        let (first, last): (usize, usize) = (first.parse().unwrap(), last.parse().unwrap());
        assert_eq!(last + 1 - first, count, "{comment}");
        for i in first - 1..last {
            let c = cnf.clause(i);
            let cells: std::collections::BTreeSet<_> = c.iter().map(|&l| meaning(l).0).collect();
            let digits: std::collections::BTreeSet<_> = c.iter().map(|&l| meaning(l).1).collect();
            let positive = c.iter().all(|&l| l > 0);
            let ok = match kind {
                "each cell at least one digit" => positive && c.len() == 9 && cells.len() == 1,
                "no house a digit twice" => !positive && c.len() == 2 && digits.len() == 1,
                "each cell at most one digit" => !positive && c.len() == 2 && cells.len() == 1,
                "each house every digit" => positive && c.len() == 9 && digits.len() == 1,
                "the givens, one unit clause each" => positive && c.len() == 1,
                _ => panic!("a kind of clause the test does not know: {comment}"),
            };
            assert!(ok, "{comment}: clause {} is {c:?}", i + 1);
        }
        counted += count;
    }
    assert_eq!(counted, cnf.len(), "{comments:#?}");
    // The solution, as a model in the SAT competition's output format, read back: a grid again,
    // and an assignment that satisfies every clause of the file.
    let shape = Shape::NINE;
    let literals = shape.all_cells().flat_map(|cell| {
        let held = solution.get(cell);
        (0..9).map(move |d| {
            let digit = Digit::from_index(d);
            let v = sudoku::var(shape, cell, digit) as i32;
            if held == Some(digit) { v } else { -v }
        })
    });
    let output = Model::from_literals(729, literals).to_competition_output();
    let model = parse_model(&output, cnf.vars()).unwrap();
    assert_eq!(sudoku::decode(shape, &model).unwrap(), solution);
    assert!(cnf.clauses().all(|c| {
        c.iter()
            .any(|&l| model.value(l.unsigned_abs()) == Some(l > 0))
    }));
    // Any installed SAT solver reads the file and its model is the same grid.
    // picosat prints its model (`s SATISFIABLE`, `v ...` lines); minisat writes it to a file.
    let model_file = dir.path().join("m");
    let model_path = model_file.to_str().unwrap();
    let cnf = file.to_str().unwrap();
    for (program, args) in [
        ("picosat", vec![cnf]),
        ("minisat", vec!["-verb=0", cnf, model_path]),
    ] {
        let Ok(out) = Command::new(program).args(&args).output() else {
            eprintln!("skipped: {program} is not installed");
            continue;
        };
        let text = if program == "minisat" {
            std::fs::read_to_string(&model_file).unwrap()
        } else {
            String::from_utf8_lossy(&out.stdout).into_owned()
        };
        let model = parse_model(&text, 729).unwrap();
        assert_eq!(
            sudoku::decode(shape, &model).unwrap(),
            solution,
            "{program}"
        );
    }
    // Bad DIMACS is refused with its line.
    let err = Cnf::from_dimacs("p cnf 2 1\n1 x 0\n").unwrap_err();
    assert_eq!(err.to_string(), "line 2: \"x\" is not a literal");
    assert!(parse_model("s UNSATISFIABLE\n", 2).is_err());
}

#[test]
fn both_encodings_solve_count_and_say_what_they_cost() {
    let commenter =
        "807000003602080000000200900040005001000798000200100070004003000000040108300000506";
    for encoding in ["minimal", "extended"] {
        let sat = ["solve", "--solver", "sat", "--encoding", encoding];
        let run = common::run(&[&sat[..], &["--count", "................"]].concat(), "");
        let counted = (run.code, run.stdout.trim());
        assert_eq!(counted, (0, "puzzle: 288 solutions"), "{encoding}");
        let stats = ["--stats", "--format", "line", commenter];
        let run = common::run(&[&sat[..], &stats].concat(), "");
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert!(
            run.stdout.contains(" decisions, ") && run.stdout.contains(" conflicts"),
            "{}",
            run.stdout
        );
    }
    let run = common::run(
        &[
            "solve",
            "--solver",
            "dlx",
            "--encoding",
            "minimal",
            "1.......2..3...4",
        ],
        "",
    );
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("apply to the sat solver only"),
        "{}",
        run.stderr
    );
    // Two equal givens: no solution, whatever the encoding.
    let bad = parse_puzzle("11..............").unwrap();
    for encoding in Encoding::ALL {
        let report = Solver::Sat(encoding)
            .solve(&bad, &Limits::default(), &mut NoObserver)
            .unwrap();
        assert!(report.solutions.is_empty() && !report.stop.gave_up());
    }
}

/// 25x25 puzzles: a full grid found by dlx, then every cell emptied with probability 2/5.
fn big_puzzles(count: u64) -> Vec<Grid> {
    let empty = parse_puzzle(&".".repeat(625)).unwrap();
    let full = Solver::Dlx
        .solve(&empty, &Limits::default(), &mut NoObserver)
        .unwrap()
        .solutions[0]
        .clone();
    (0..count)
        .map(|seed| {
            let mut rng = common::Rng(seed + 1);
            let mut g = full.clone();
            for cell in Shape::from_side(25).unwrap().all_cells() {
                if rng.below(5) < 2 {
                    g.set(cell, None);
                }
            }
            g
        })
        .collect()
}

#[test]
fn dlx_and_sat_agree_with_every_other_solver() {
    // Plain backtracking takes minutes on the hard sets in a debug build: release runs only.
    let release = !cfg!(debug_assertions);
    let bounds = Limits {
        max_solutions: 2,
        max_nodes: Some(if release { 1_000_000 } else { 100_000 }),
        ..Limits::default()
    };
    let method = Method {
        min_time: Duration::ZERO,
        max_runs: 1,
    };
    let mut names: Vec<&'static str> = vec!["propagation", "hidden-singles", "fast", "dlx", "sat"];
    if release {
        names.push("backtracking");
    }
    let mut solvers: Vec<Solver> = names
        .iter()
        .map(|n| Solver::from_name(n).unwrap())
        .collect();
    names.push("sat-minimal");
    solvers.push(Solver::Sat(Encoding::Minimal));
    let mut puzzles: Vec<Grid> = Vec::new();
    let stride = if release { 1 } else { 100 };
    for (file, step) in [
        ("norvig_easy50.txt", 1),
        ("norvig_top95.txt", 1),
        ("norvig_hardest.txt", 1),
        ("magictour_top1465.txt", stride),
        ("forum_hardest_1106.txt", stride),
        ("forum_hardest_1905_11plus_every25th.txt", stride * 2),
        ("17_clue.txt", stride * 50),
    ] {
        if let Some(lines) = common::shared_lines(file) {
            puzzles.extend(lines.iter().step_by(step).map(|l| parse_puzzle(l).unwrap()));
        }
    }
    let generated =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/generated/16x16.txt");
    puzzles.extend(
        std::fs::read_to_string(generated)
            .unwrap()
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .take(if cfg!(debug_assertions) { 3 } else { 20 })
            .map(|l| parse_puzzle(l).unwrap()),
    );
    puzzles.extend(big_puzzles(if cfg!(debug_assertions) { 1 } else { 5 }));
    for puzzle in &puzzles {
        let runs: Vec<_> = solvers
            .iter()
            .map(|s| compare::run(s, puzzle, &bounds, &method))
            .collect();
        assert_eq!(compare::agreement(&names, &runs), None, "{puzzle}");
        for (name, run) in names.iter().zip(&runs) {
            if !name.starts_with("dlx") && !name.starts_with("sat") {
                continue;
            }
            assert!(
                matches!(
                    run.answer,
                    Answer::Solution { valid: true, .. } | Answer::Several
                ),
                "{name} on {puzzle}: {:?}",
                run.answer
            );
        }
    }
}

#[test]
fn a_puzzles_sat_counts_do_not_depend_on_the_puzzles_solved_before() {
    // Each solve builds its own solver: what batsat learnt, its activities and its saved
    // phases on one puzzle never reach the next.
    let lines = [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
        "807000003602080000000200900040005001000798000200100070004003000000040108300000506",
    ];
    let puzzles: Vec<Grid> = lines.iter().map(|l| parse_puzzle(l).unwrap()).collect();
    for encoding in Encoding::ALL {
        let counts = |p: &Grid| {
            sudoku_lab::solvers::sat_counted(p, encoding, &Limits::default(), &mut NoObserver).1
        };
        let alone: Vec<_> = puzzles.iter().map(counts).collect();
        let after_the_others: Vec<_> = puzzles.iter().rev().map(counts).collect();
        for (a, b) in alone.iter().zip(after_the_others.iter().rev()) {
            assert_eq!(a, b, "{encoding}");
        }
        assert!(
            alone.iter().any(|s| s.decisions > 0 && s.conflicts > 0),
            "{alone:?}"
        );
    }
}
