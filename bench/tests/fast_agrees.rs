//! Issue 33: the fast solver with its triad rule, and with its stack rule or without, agrees
//! with the `sudoku` crate (JCZSolve's Rust port) on every shipped 9x9 set and on every shared set (skipped, saying so, where
//! `../shared` is absent), and its portable and AVX2 searches take the same path: the same
//! solutions and the same node counts, puzzle for puzzle.

use sudoku::Sudoku;
use sudoku_lab::solvers::{FastConfig, Isa, fast_on};
use sudoku_lab::{Grid, Limits, NoObserver, Report, parse_puzzle};

/// The puzzles of a file, one a line (blank lines and `#` comments skipped; a rated set's
/// rating after the puzzle, past a blank, is not the puzzle's).
fn puzzles(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|l| !l.starts_with('#'))
        .collect()
}

/// The instruction sets this machine runs: the portable one, and AVX2 where it has it.
fn isas() -> Vec<Isa> {
    [Isa::Portable, Isa::Avx2]
        .into_iter()
        .filter(|isa| isa.available())
        .collect()
}

/// `config`'s report on `grid` on each instruction set, asked for two solutions; asserts the
/// sets agree on the nodes and the solutions, and returns the first set's report.
fn solve_everywhere(grid: &Grid, config: FastConfig, what: &str) -> Report {
    let reports: Vec<Report> = isas()
        .into_iter()
        .map(|isa| {
            fast_on(grid, &Limits::solutions(2), config, isa, &mut NoObserver)
                .expect("an available set")
        })
        .collect();
    for other in &reports[1..] {
        assert_eq!(other.stats, reports[0].stats, "{what}: the counts differ");
        assert_eq!(
            other.solutions.as_slice(),
            reports[0].solutions.as_slice(),
            "{what}: the solutions differ"
        );
    }
    reports.into_iter().next().expect("the portable set")
}

/// Every puzzle of `text` (9x9 lines) solved by the crate and by `fast` with triads, without,
/// and without the stack rule: the same number of solutions (up to two), and the crate's solution where it is
/// unique. Returns how many puzzles were checked.
fn agree(name: &str, text: &str) -> usize {
    let lines = puzzles(text);
    for (n, line) in lines.iter().enumerate() {
        let what = format!("{name}, puzzle {}", n + 1);
        let grid = parse_puzzle(line).unwrap_or_else(|e| panic!("{what}: {e}"));
        let theirs = Sudoku::from_str_line(line)
            .unwrap_or_else(|e| panic!("{what}: {e:?}"))
            .solutions_up_to(2);
        let no_stacks = FastConfig {
            stacks: false,
            ..FastConfig::default()
        };
        for config in [FastConfig::TRIADS, FastConfig::default(), no_stacks] {
            let ours = solve_everywhere(&grid, config, &what);
            assert_eq!(ours.found, theirs.len() as u64, "{what}: {config:?}");
            if theirs.len() == 1 {
                let solution = ours.solutions.as_slice()[0].to_line_with('.');
                assert_eq!(solution, theirs[0].to_str_line().to_string(), "{what}");
            }
        }
    }
    lines.len()
}

#[test]
fn triads_agree_with_the_crate_on_every_shipped_set() {
    let folder = sudoku_lab_bench::root().join("data/generated");
    let mut checked = 0;
    for entry in std::fs::read_dir(&folder).expect("data/generated") {
        let path = entry.expect("an entry").path();
        let name = path
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .to_string();
        if name.starts_with("9x9-") && name.ends_with(".txt") {
            checked += agree(&name, &std::fs::read_to_string(&path).expect("a set"));
        }
    }
    assert!(checked > 100, "only {checked} shipped puzzles were found");
}

#[test]
fn triads_agree_with_the_crate_on_every_shared_set() {
    let folder = sudoku_lab_bench::shared_puzzles();
    let Ok(entries) = std::fs::read_dir(&folder) else {
        eprintln!("skipped: {} is absent", folder.display());
        return;
    };
    for entry in entries {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "txt") {
            let name = path
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .to_string();
            agree(&name, &std::fs::read_to_string(&path).expect("a set"));
        }
    }
}

#[test]
fn the_triad_rule_saves_nodes_on_the_hardest_puzzles() {
    // The first hundred puzzles of forum1106, or where that set is absent a puzzle of the
    // shipped fish set: with triads the tree is never larger, and smaller in total.
    let path = sudoku_lab_bench::shared_puzzles().join("forum_hardest_1106.txt");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("skipped: {} is absent", path.display());
        return;
    };
    let (mut with, mut without) = (0, 0);
    for line in puzzles(&text).into_iter().take(100) {
        let grid = parse_puzzle(line).expect("a puzzle");
        let limits = Limits::solutions(2);
        let on = fast_on(
            &grid,
            &limits,
            FastConfig::TRIADS,
            Isa::Portable,
            &mut NoObserver,
        );
        let off = fast_on(
            &grid,
            &limits,
            FastConfig::default(),
            Isa::Portable,
            &mut NoObserver,
        );
        with += on.expect("portable").stats.nodes;
        without += off.expect("portable").stats.nodes;
    }
    assert!(
        with < without,
        "{with} nodes with triads, {without} without"
    );
}
