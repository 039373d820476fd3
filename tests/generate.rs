//! The generator and the sets it made for the project (`data/generated/`): one solution each,
//! checked by solvers that share no code with the generator's counter; minimal; and the same,
//! byte for byte, when made again from their seed.

use std::path::PathBuf;

use sudoku_lab::generate::{Generator, Options, Search, Wanted};
use sudoku_lab::logic;
use sudoku_lab::uniqueness::count_solutions;
use sudoku_lab::{Grid, Limits, NoObserver, Shape, Solver, Stop, parse_puzzle};

use crate::common::run;

fn generated_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/generated")
}

/// A shipped set: its file name, its header lines and its puzzles.
struct Set {
    name: String,
    text: String,
    puzzles: Vec<Grid>,
}

impl Set {
    /// The puzzles [`in_sample`].
    fn sample(&self) -> impl Iterator<Item = &Grid> {
        let sampled = |(i, _): &(usize, &Grid)| in_sample(*i);
        self.puzzles
            .iter()
            .enumerate()
            .filter(sampled)
            .map(|(_, p)| p)
    }
}

fn sets() -> Vec<Set> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(generated_dir())
        .expect("data/generated exists")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 7, "the shipped sets are missing: {paths:?}");
    paths
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("readable set");
            let puzzles = text
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| parse_puzzle(l).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
                .collect();
            Set {
                name: path.file_name().unwrap().to_string_lossy().into_owned(),
                text,
                puzzles,
            }
        })
        .collect()
}

/// Whether the checks of every shipped puzzle look at its `i`th (from 0) of a set. A plain
/// `cargo test` grades one puzzle in five of each set (the first, the sixth, ...: 19 s of CPU
/// become 4 in a debug build); `SHIPPED_SETS=all`, as `.ci/run` sets it, grades them all.
fn in_sample(i: usize) -> bool {
    std::env::var("SHIPPED_SETS").is_ok_and(|v| v == "all") || i.is_multiple_of(5)
}

/// The only solution of `puzzle`, when `solver` walks its whole tree and finds exactly one
/// (the other solvers share no search code with the generator's bitmask counter).
fn proves_unique(solver: &Solver, puzzle: &Grid) -> Option<Grid> {
    let report = solver
        .solve(puzzle, &Limits::solutions(2), &mut NoObserver)
        .expect("the solver takes this size");
    (report.stop == Stop::Exhausted && report.solutions.len() == 1)
        .then(|| report.solutions[0].clone())
}

#[test]
fn every_shipped_puzzle_has_exactly_one_solution() {
    for set in sets() {
        assert!(!set.puzzles.is_empty(), "{}", set.name);
        for (i, puzzle) in set.puzzles.iter().enumerate() {
            if !in_sample(i) {
                continue;
            }
            let here = format!("{} puzzle {}", set.name, i + 1);
            // The person-style ladder makes only sound deductions (tests/logic/ checks that),
            // so the grid it leaves has the same solutions as the puzzle: when it is full, it
            // is the only one. A solver that shares no code with the generator's counter then
            // walks the whole tree of what is left: seed 003's backtracking on 9x9 and 4x4,
            // seed 002's hidden singles on 16x16 (where plain backtracking is far too slow).
            assert!(count_solutions(puzzle, 2).is_unique(), "{here}");
            let outcome = logic::grade(puzzle);
            assert!(!outcome.contradiction, "{here}");
            let solver = if puzzle.shape() == Shape::from_side(16).unwrap() {
                // A few hundred milliseconds each in a debug build: four stand for the set.
                if i >= 4 {
                    continue;
                }
                Solver::HiddenSingles
            } else {
                Solver::Backtracking
            };
            let only = proves_unique(&solver, &outcome.grid)
                .unwrap_or_else(|| panic!("{here}: not unique for {}", solver.name()));
            assert!(puzzle.is_solved_by(&only), "{here}");
        }
    }
}

#[test]
fn every_shipped_puzzle_is_minimal() {
    for set in sets() {
        let symmetric = set.text.lines().next().unwrap().contains("--symmetric");
        // A 16x16 count takes a thousand times longer than a 9x9 one: one puzzle stands for
        // its set.
        let take = if set.name.starts_with("16x16") {
            1
        } else {
            usize::MAX
        };
        for (i, puzzle) in set.puzzles.iter().enumerate().take(take) {
            let cells = puzzle.cells().len();
            for index in (0..cells).filter(|&k| puzzle.cells()[k].is_some()) {
                let mut fewer = puzzle.clone();
                fewer.set(puzzle.shape().cell(index), None);
                if symmetric {
                    fewer.set(puzzle.shape().cell(cells - 1 - index), None);
                }
                assert!(
                    count_solutions(&fewer, 2).solutions >= 2,
                    "{} puzzle {}: clue {} can go",
                    set.name,
                    i + 1,
                    puzzle.shape().cell(index)
                );
            }
        }
    }
}

#[test]
fn every_shipped_set_has_the_grade_its_name_says() {
    for set in sets() {
        let Some(slug) = set
            .name
            .strip_prefix("9x9-")
            .and_then(|n| n.strip_suffix(".txt"))
        else {
            continue;
        };
        if let Some(family) = logic::Family::from_slug(slug) {
            // A family's set: the hardest step of each puzzle is one of its techniques.
            for puzzle in set.sample() {
                let grade = logic::grade(puzzle).grade();
                assert!(
                    matches!(grade, logic::Grade::Technique(t) if t.family() == family),
                    "{} {puzzle}: {grade}",
                    set.name
                );
            }
            continue;
        }
        if slug == "beyond-exclusion" {
            // Generated when the ladder ended at Aligned Pair Exclusion: the chains and forcing
            // chains that came after now take every one of them, each past that old end.
            for puzzle in set.sample() {
                let outcome = logic::grade(puzzle);
                let last = outcome.deductions.iter().map(|d| d.technique).max();
                assert!(
                    outcome.solved && last > Some(logic::Technique::AlignedPairExclusion),
                    "{} {puzzle}: {}",
                    set.name,
                    outcome.grade()
                );
            }
            continue;
        }
        let Some(grade) = logic::Grade::from_slug(slug) else {
            continue;
        };
        for puzzle in set.sample() {
            assert_eq!(logic::grade(puzzle).grade(), grade, "{} {puzzle}", set.name);
        }
    }
}

/// Runs the command of a set's first line and compares the output with the file.
fn regenerates_byte_for_byte(name: &str) {
    let set = sets()
        .into_iter()
        .find(|s| s.name == name)
        .expect("the set");
    let header = set.text.lines().next().expect("a first line");
    let command = header
        .strip_prefix("# sudoku-lab ")
        .unwrap_or_else(|| panic!("{name}: the first line is not a command: {header}"));
    let args: Vec<&str> = command.split_whitespace().collect();
    let r = run(&args, "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout == set.text, "{name} differs from `{command}`");
}

/// The public collection a set's command walks from (`--from ../shared/puzzles/NAME`), when it
/// has one: its file name.
fn public_source(set: &Set) -> Option<String> {
    let header = set.text.lines().next()?;
    let from = header.split(" --from ").nth(1)?.split_whitespace().next()?;
    let from = std::path::Path::new(from);
    // The shared collections beside the crate, read through `common::shared_puzzles`.
    from.parent()?
        .ends_with("shared/puzzles")
        .then(|| from.file_name()?.to_str().map(str::to_string))?
}

#[test]
fn every_shipped_puzzle_made_from_public_puzzles_is_none_of_them() {
    use sudoku_lab::generate::isomorph::signature;
    let mut checked = 0;
    for set in sets() {
        let Some(name) = public_source(&set) else {
            continue;
        };
        let Some(lines) = crate::common::shared_lines(&name) else {
            continue;
        };
        let public: Vec<Vec<u8>> = lines
            .iter()
            .filter(|l| !l.starts_with('#'))
            .map(|l| signature(&parse_puzzle(l).expect("a public puzzle")))
            .collect();
        for puzzle in &set.puzzles {
            // Isomorphs share their clue pattern's signature: a different one proves the
            // puzzle is none of them.
            assert!(
                !public.contains(&signature(puzzle)),
                "{} {puzzle}",
                set.name
            );
            checked += 1;
        }
    }
    assert!(checked > 0 || crate::common::shared_puzzles("forum_hardest_1106.txt").is_none());
}

#[test]
fn every_shipped_set_made_from_public_puzzles_regenerates_byte_for_byte() {
    // About a minute of CPU for the dynamic forcing chain (+) set (51 s in a release build, 69 s
    // in a debug one): only with SHIPPED_SETS=all, as .ci/run sets it, and only where the public
    // collections are.
    if !std::env::var("SHIPPED_SETS").is_ok_and(|v| v == "all") {
        eprintln!("skipped: set SHIPPED_SETS=all to remake the sets walked from public puzzles");
        return;
    }
    for set in sets() {
        let Some(name) = public_source(&set) else {
            continue;
        };
        if crate::common::shared_puzzles(&name).is_none() {
            continue;
        }
        // The command's path is the crate root's: run it from there.
        let header = set.text.lines().next().expect("a first line");
        let command = header.strip_prefix("# sudoku-lab ").expect("a command");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
            .args(command.split_whitespace())
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("the binary runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            out.stdout == set.text.as_bytes(),
            "{} differs from `{command}`",
            set.name
        );
    }
}

#[test]
fn the_hidden_single_set_regenerates_byte_for_byte() {
    regenerates_byte_for_byte("9x9-hidden-single.txt");
}

#[test]
fn a_family_set_regenerates_byte_for_byte() {
    regenerates_byte_for_byte("9x9-single-digit.txt");
}

#[test]
fn the_4x4_set_regenerates_byte_for_byte() {
    regenerates_byte_for_byte("4x4.txt");
}

#[test]
fn a_seed_gives_the_same_puzzles_and_another_seed_others() {
    let make = |seed| {
        Generator::new(seed, Options::default())
            .take(3)
            .map(|g| g.puzzle)
            .collect::<Vec<_>>()
    };
    let a = make(11);
    assert_eq!(a, make(11));
    assert_ne!(a, make(12));
}

#[test]
fn fresh_puzzles_are_unique_for_backtracking_and_match_their_solution() {
    for shape in [Shape::from_side(4).unwrap(), Shape::NINE] {
        for symmetric in [false, true] {
            let mut g = Generator::new(99, Options { shape, symmetric });
            for generated in g.by_ref().take(3) {
                let only = proves_unique(&Solver::Backtracking, &generated.puzzle)
                    .unwrap_or_else(|| panic!("{} is not unique", generated.puzzle));
                assert_eq!(only, generated.solution);
            }
        }
    }
}

#[test]
fn generate_prints_one_puzzle_a_line_with_its_grade_when_asked() {
    let r = run(
        &["generate", "--count", "3", "--seed", "5", "--show-grade"],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 6);
    for pair in lines.chunks(2) {
        let puzzle = parse_puzzle(pair[0]).expect("a puzzle line");
        let grade = logic::grade(&puzzle);
        assert_eq!(
            pair[1].split(':').nth(1).map(str::trim),
            Some(grade.grade().name())
        );
    }
}

#[test]
fn generate_gives_up_at_either_bound_with_a_message_and_exit_code_3() {
    for (bound, value, message) in [
        ("--max-attempts", "2", "gave up after grading 2 puzzles"),
        ("--timeout", "0ms", "gave up at --timeout"),
    ] {
        let args = [
            "generate",
            "--seed",
            "1",
            "--grade",
            "hidden-pair",
            bound,
            value,
        ];
        let r = run(&[&args[..], &["--count", "5"]].concat(), "");
        assert_eq!(r.code, 3, "{bound}");
        assert!(r.stderr.contains(message), "{}", r.stderr);
    }
}

#[test]
fn a_timeout_alone_bounds_the_search() {
    // A Jellyfish covers every row of a 4x4 grid and so never removes anything there: the
    // search runs until the timeout, which ends it, not the default bound on the puzzles graded
    // (4x4 puzzles grade in microseconds, so that bound would come first).
    let r = run(
        &[
            "generate",
            "--size",
            "4",
            "--seed",
            "1",
            "--grade",
            "jellyfish",
            "--timeout",
            "1s",
        ],
        "",
    );
    assert_eq!(r.code, 3, "{}", r.stderr);
    assert!(r.stderr.contains("gave up at --timeout"), "{}", r.stderr);
}

#[test]
fn the_search_finds_a_jellyfish_puzzle_which_the_ladder_grades_so() {
    // A Jellyfish is seldom the hardest step of a random minimal puzzle; the search climbs to
    // one from the nearest of its first draws, drawing between moves, within a few hundred
    // puzzles.
    let wanted = Wanted::from_slug("jellyfish").expect("a grade");
    let mut search = Search::new(4, Options::default(), wanted);
    let found = (0..800)
        .find_map(|_| search.step())
        .expect("a Jellyfish puzzle within 800 graded puzzles");
    let puzzle = &found.generated.puzzle;
    assert!(count_solutions(puzzle, 2).is_unique(), "{puzzle}");
    assert!(puzzle.is_solved_by(&found.generated.solution));
    let outcome = logic::grade(puzzle);
    assert_eq!(
        outcome.grade(),
        logic::Grade::Technique(logic::Technique::Jellyfish)
    );
    assert_eq!(outcome.deductions, found.outcome.deductions);
    // Minimal, as every generated puzzle is.
    for index in (0..81).filter(|&k| puzzle.cells()[k].is_some()) {
        let mut fewer = puzzle.clone();
        fewer.set(puzzle.shape().cell(index), None);
        assert!(
            !count_solutions(&fewer, 2).is_unique(),
            "clue {index} can go"
        );
    }
}

/// The search for a grade that walks from shipped puzzles: the puzzle found has the grade, one
/// solution, and a clue pattern no shipped puzzle's isomorph has; asked with `fresh`, the
/// search leaves the shipped puzzles alone.
fn walks_from_the_shipped_puzzles_to_another_of_the_grade(slug: &str, seed: u64) {
    use sudoku_lab::generate::{isomorph, shipped};
    let wanted = Wanted::from_slug(slug).expect("a grade");
    let mut search = Search::new(seed, Options::default(), wanted);
    assert!(search.uses_shipped());
    let found = (0..2_000)
        .find_map(|_| search.step())
        .unwrap_or_else(|| panic!("a {slug} puzzle within 2,000 moves"));
    let puzzle = &found.generated.puzzle;
    assert!(count_solutions(puzzle, 2).is_unique(), "{puzzle}");
    assert!(puzzle.is_solved_by(&found.generated.solution));
    let outcome = logic::grade(puzzle);
    assert_eq!(outcome.grade().slug(), slug, "{puzzle}");
    let signature = isomorph::signature(puzzle);
    for s in shipped::shipped(wanted) {
        assert_ne!(isomorph::signature(&s.puzzle), signature, "{puzzle}");
    }
    assert!(
        !Search::new(seed, Options::default(), wanted)
            .fresh()
            .uses_shipped()
    );
    let symmetric = Options {
        symmetric: true,
        ..Options::default()
    };
    assert!(!Search::new(seed, symmetric, wanted).uses_shipped());
}

#[test]
fn the_search_finds_an_aligned_pair_exclusion_puzzle_from_the_shipped_ones() {
    walks_from_the_shipped_puzzles_to_another_of_the_grade("aligned-pair-exclusion", 1);
}

#[test]
fn the_search_finds_an_x_chain_puzzle_from_the_shipped_one() {
    walks_from_the_shipped_puzzles_to_another_of_the_grade("x-chain", 1);
}

#[test]
fn every_shipped_dynamic_forcing_chain_plus_set_walks_to_a_new_puzzle_of_the_grade() {
    // Some 14 s of CPU in a release build, 15 s in a debug one (each move grades up to the
    // ladder's last rung): only with SHIPPED_SETS=all, as .ci/run sets it.
    if !std::env::var("SHIPPED_SETS").is_ok_and(|v| v == "all") {
        eprintln!("skipped: set SHIPPED_SETS=all to walk from the dynamic forcing chain (+) set");
        return;
    }
    walks_from_the_shipped_puzzles_to_another_of_the_grade("dynamic-forcing-chain-plus", 3);
}

#[test]
fn the_ladders_last_technique_is_looked_for_at_any_rating_and_its_family_over_its_members() {
    use sudoku_lab::logic::{Family, Rating, Technique};
    let last = *Technique::LADDER.last().expect("a ladder");
    let (low, high) = Wanted::Grade(logic::Grade::Technique(last))
        .band()
        .expect("a band");
    assert_eq!(low, last.about().rating.lowest());
    // Two of the three public puzzles the shipped set was walked from are rated 10.1: a walk
    // from them keeps them and their like in the band.
    assert!(high >= Rating::tenths(101), "{high}");
    // The family spans its members' bands, the nested rungs' among them, without the open
    // ceiling of the last technique's grade.
    let (_, family_high) = Wanted::Family(Family::ForcingChains)
        .band()
        .expect("a band");
    let members_high = Family::ForcingChains
        .techniques()
        .filter_map(|t| Wanted::Grade(logic::Grade::Technique(t)).band())
        .map(|(_, high)| high)
        .filter(|&high| high < Rating::tenths(u16::MAX))
        .max()
        .expect("a bounded member");
    assert!(family_high >= members_high, "{family_high} {members_high}");
    assert!(family_high < Rating::tenths(u16::MAX), "{family_high}");
}

#[test]
fn only_the_rarest_grades_start_from_shipped_puzzles() {
    for wanted in Wanted::all() {
        let shipped = Search::new(1, Options::default(), wanted).uses_shipped();
        let rare = [
            "aligned-pair-exclusion",
            "x-chain",
            "dynamic-forcing-chain-plus",
        ]
        .contains(&wanted.slug());
        assert_eq!(shipped, rare, "{}", wanted.slug());
    }
}

/// The first `n` puzzles of a shipped set, as lines.
fn first_lines(name: &str, n: usize) -> Vec<String> {
    let set = sets()
        .into_iter()
        .find(|s| s.name == name)
        .expect("the set");
    set.puzzles
        .iter()
        .take(n)
        .map(sudoku_lab::render::line)
        .collect()
}

/// `generate --from FILE`, FILE holding `lines`: the run's result and the file's puzzles.
fn generate_from(lines: &[String], args: &[&str]) -> (crate::common::Run, Vec<Grid>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("from.txt");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    let from = path.to_str().expect("a UTF-8 path");
    let r = run(&[&["generate", "--from", from][..], args].concat(), "");
    let puzzles = lines.iter().filter_map(|l| parse_puzzle(l).ok()).collect();
    (r, puzzles)
}

/// The puzzles `generate` printed: each has `slug` as its grade and one solution, and none is
/// an isomorph of a puzzle of `avoid` (its clue pattern's signature differs).
fn printed_are_new_of_the_grade(stdout: &str, slug: &str, avoid: &[Grid]) -> usize {
    use sudoku_lab::generate::isomorph::signature;
    let printed: Vec<Grid> = stdout
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| parse_puzzle(l).expect("a puzzle line"))
        .collect();
    for puzzle in &printed {
        assert!(count_solutions(puzzle, 2).is_unique(), "{puzzle}");
        assert_eq!(logic::grade(puzzle).grade().slug(), slug, "{puzzle}");
        let sig = signature(puzzle);
        assert!(avoid.iter().all(|a| signature(a) != sig), "{puzzle}");
    }
    printed.len()
}

#[test]
fn generate_from_a_file_walks_from_its_puzzles_of_the_grade_to_new_ones() {
    // Three naked-pair puzzles of our own: the walk starts from their isomorphs, for a grade
    // that has no shipped start of its own, and prints two puzzles that are none of them.
    let lines = first_lines("9x9-naked-pair.txt", 3);
    let args = [
        "--grade",
        "naked-pair",
        "--seed",
        "3",
        "--count",
        "2",
        "--header",
    ];
    let (r, avoid) = generate_from(&lines, &args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("isomorph of a puzzle of"), "{}", r.stdout);
    assert!(
        r.stdout.lines().next().unwrap().contains(" --from "),
        "{}",
        r.stdout
    );
    assert_eq!(
        printed_are_new_of_the_grade(&r.stdout, "naked-pair", &avoid),
        2
    );
}

#[test]
fn generate_from_a_file_without_the_grade_climbs_from_its_nearest_puzzles() {
    // Hidden-single puzzles have no naked pair: every one is graded, dropped, and the climb
    // starts from the nearest; what it prints is still none of them.
    let lines = first_lines("9x9-hidden-single.txt", 4);
    let args = [
        "--grade",
        "naked-pair",
        "--seed",
        "1",
        "--max-attempts",
        "2000",
    ];
    let (r, avoid) = generate_from(&lines, &args);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        printed_are_new_of_the_grade(&r.stdout, "naked-pair", &avoid),
        1
    );
}

#[test]
fn generate_from_a_bad_file_names_every_bad_line_and_prints_nothing() {
    let good = first_lines("9x9-naked-pair.txt", 1).remove(0);
    let bad_char = format!("{}?{}", &good[..4], &good[5..]);
    // Two equal digits in row 1, and an empty grid (more than one solution).
    let conflict = format!("11{}", ".".repeat(79));
    let several = ".".repeat(81);
    let lines = [good, bad_char, conflict, several];
    let (r, _) = generate_from(&lines, &["--grade", "naked-pair", "--seed", "1"]);
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    for (line, what) in [
        ("line 2", "r1c5"),
        ("line 3", "r1c"),
        ("line 4", "more than one solution"),
    ] {
        let said = r
            .stderr
            .lines()
            .find(|l| l.contains(&format!("{line}:")) || l.contains(&format!("{line},")));
        assert!(
            said.is_some_and(|l| l.contains(what)),
            "{line}: {}",
            r.stderr
        );
    }
    assert!(!r.stderr.contains("line 1"), "{}", r.stderr);
    let missing = run(
        &[
            "generate",
            "--grade",
            "x-wing",
            "--from",
            "/no/such/file.txt",
        ],
        "",
    );
    assert_eq!(missing.code, 2, "{}", missing.stderr);
    assert!(
        missing.stderr.contains("/no/such/file.txt"),
        "{}",
        missing.stderr
    );
}

#[test]
fn generate_says_when_a_puzzle_comes_from_a_shipped_one_and_fresh_says_so_in_its_command() {
    let args = ["generate", "--seed", "2", "--grade", "x-chain", "--header"];
    let r = run(&args, "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("isomorph of a puzzle of the grade"),
        "{}",
        r.stdout
    );
    let puzzle = r
        .stdout
        .lines()
        .find(|l| !l.starts_with('#'))
        .expect("a puzzle");
    let puzzle = parse_puzzle(puzzle).expect("a puzzle line");
    assert_eq!(logic::grade(&puzzle).grade().slug(), "x-chain");
    let fresh = [&args[..], &["--fresh", "--max-attempts", "1"]].concat();
    let r = run(&fresh, "");
    assert!(!r.stdout.contains("isomorph"), "{}", r.stdout);
    assert!(
        r.stdout.lines().next().unwrap().contains(" --fresh"),
        "{}",
        r.stdout
    );
}
