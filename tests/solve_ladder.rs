//! `solve --solver ladder`: the person-style ladder as a solve, told (`-v`) in the words
//! `grade --steps` uses, recorded with each step's pattern, rated in the JSON, and finished by
//! a bounded search where it stalls.

use serde_json::Value;

use crate::common::run;

/// Puzzle 1 of data/generated/9x9-fish.txt: its hardest step is a fish.
const FISH: &str =
    "..7..........3.1.5..185.24...8..9....3.62.....241.....9...8..3..753..8.......7..6";
/// Puzzle 14 of data/generated/9x9-single-digit.txt (the book's ladder-chain recording): a
/// unique rectangle, then a grouped three-link X-Chain.
const CHAIN: &str =
    "......3585...7.96....6.......976.4...3.....8..7.2.......4.....9.6..32...9..4...32";
/// The Wikipedia puzzle less one given: it has two solutions, so the uniqueness techniques
/// stay out and the ladder stalls with 6 cells left.
const STALLS: &str =
    "000070000600195000098000060800060003400803001700020006060000280000419005000080079";

/// `grade --steps --format json`'s record of `puzzle`.
fn graded(puzzle: &str) -> Value {
    let r = run(&["grade", "--steps", "--format", "json", puzzle], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("one JSON record")
}

/// The JSON record of `solve --solver ladder` on `puzzle`.
fn solved_json(puzzle: &str) -> Value {
    let r = run(
        &["solve", "--solver", "ladder", "--format", "json", puzzle],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    serde_json::from_str(r.stdout.trim()).expect("one JSON record")
}

/// `solve --solver ladder -v --max-lines 0 PUZZLE`, which must succeed.
fn verbose(puzzle: &str) -> crate::common::Run {
    let r = run(
        &[
            "solve",
            "--solver",
            "ladder",
            "-v",
            "--max-lines",
            "0",
            puzzle,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    r
}

/// Runs `solve --solver ladder -v` on `puzzle` and checks that every removal of its steps of
/// `techniques` is told as one line in the sentence `grade --steps` gives that step
/// (`r2c5 ≠ 7   X-Wing: ...`, where grade adds the list of removals after the sentence).
/// Returns the narration.
fn told_in_grades_words(puzzle: &str, techniques: &[&str]) -> String {
    let r = verbose(puzzle);
    let graded = graded(puzzle);
    let mut told = 0;
    for step in graded["steps"].as_array().unwrap() {
        if !techniques.contains(&step["technique"].as_str().unwrap()) {
            continue;
        }
        let text = step["text"].as_str().unwrap();
        let sentence = &text[..text.rfind(" (").expect("grade lists the removals")];
        for removal in step["eliminate"].as_array().unwrap() {
            let line = format!(
                "{} ≠ {}   {sentence}",
                removal["cell"].as_str().unwrap(),
                removal["digit"]
            );
            assert!(
                r.stdout.lines().any(|l| l == line),
                "no line {line:?} in:\n{}",
                r.stdout
            );
            told += 1;
        }
    }
    assert!(told > 0, "no step of {techniques:?} in {graded}");
    r.stdout
}

#[test]
fn verbose_tells_a_fish_in_the_words_of_grade_and_ends_with_the_rating() {
    let told = told_in_grades_words(
        FISH,
        &[
            "x-wing",
            "swordfish",
            "jellyfish",
            "finned-x-wing",
            "finned-swordfish",
        ],
    );
    let graded = graded(FISH);
    let closing = format!(
        "rating {:.1}, hardest step {}",
        graded["rating"].as_f64().unwrap(),
        graded["hardest"]["name"].as_str().unwrap()
    );
    assert!(
        told.lines().any(|l| l == closing),
        "no {closing:?} in:\n{told}"
    );
    // The solution comes last, as with every solver.
    let solution = told.lines().last().unwrap();
    assert_eq!(solution.len(), 81);
    assert!(!solution.contains('.'));
}

#[test]
fn verbose_tells_a_chain_in_the_words_of_grade() {
    let told = told_in_grades_words(CHAIN, &["three-link-x-chain"]);
    assert!(
        told.contains("so the links chain: r2c2 or r8c3 is 8"),
        "{told}"
    );
}

#[test]
fn json_carries_every_step_with_its_technique_and_rating() {
    let record = solved_json(CHAIN);
    let graded = graded(CHAIN);
    assert_eq!(record["solver"], "ladder");
    assert_eq!(record["status"], "solved");
    assert_eq!(record["stats"]["guesses"], 0);
    let ladder = &record["ladder"];
    assert_eq!(ladder["stalled"], false);
    assert_eq!(ladder["rating"], graded["rating"]);
    assert_eq!(ladder["grade"], graded["grade"]);
    assert_eq!(ladder["steps"], graded["steps"]);
    let steps = ladder["steps"].as_array().unwrap();
    assert!(
        steps
            .iter()
            .all(|s| s["technique"].is_string() && s["rating"].is_number())
    );
    assert!(steps.iter().any(|s| s["technique"] == "three-link-x-chain"));
}

#[test]
fn the_recording_carries_each_steps_pattern_with_its_links() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("chain.json");
    let r = run(
        &[
            "solve",
            "--solver",
            "ladder",
            "--format",
            "line",
            "--record",
            path.to_str().unwrap(),
            CHAIN,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let recording: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(recording["solver"], "ladder");
    assert_eq!(recording["status"], "solved");
    let causes: Vec<&Value> = recording["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["cause"]["kind"] == "technique")
        .map(|s| &s["cause"])
        .collect();
    let chain = causes
        .iter()
        .find(|c| c["technique"] == "three-link-x-chain")
        .expect("an X-Chain step in the recording");
    let links = chain["pattern"]["links"].as_array().unwrap();
    assert!(links.iter().any(|l| l["kind"] == "strong"));
    assert!(links.iter().any(|l| l["kind"] == "weak"));
    assert!(!chain["pattern"]["removals"].as_array().unwrap().is_empty());
    let rectangle = causes
        .iter()
        .find(|c| c["technique"] == "unique-rectangle")
        .expect("a unique rectangle step in the recording");
    let roles: Vec<&Value> = rectangle["pattern"]["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["role"])
        .collect();
    assert_eq!(roles.len(), 4, "a rectangle has four cells: {rectangle}");
}

#[test]
fn where_the_ladder_stalls_it_says_so_and_a_bounded_search_finishes() {
    let r = verbose(STALLS);
    let lines: Vec<&str> = r.stdout.lines().collect();
    let stuck = lines
        .iter()
        .position(|l| l.starts_with("the ladder is stuck with "))
        .unwrap_or_else(|| panic!("no stall in:\n{}", r.stdout));
    assert!(lines[stuck + 1..].iter().any(|l| l.starts_with("guess ")));
    assert!(lines[..stuck].iter().all(|l| !l.starts_with("guess ")));
    let record = solved_json(STALLS);
    assert_eq!(record["status"], "solved");
    assert_eq!(record["ladder"]["stalled"], true);
    assert!(record["ladder"]["rating"].is_null());
    assert!(record["stats"]["guesses"].as_u64().unwrap() > 0);
    assert_eq!(
        record["solutions"][0].as_str().unwrap(),
        lines.last().unwrap().trim()
    );
    // Without -v the note goes to standard error; the bound is the search's.
    let bounded = run(
        &["solve", "--solver", "ladder", "--max-nodes", "1", STALLS],
        "",
    );
    assert!(
        bounded.stderr.contains("the ladder is stuck with "),
        "{}",
        bounded.stderr
    );
    assert_eq!(bounded.code, 3, "{}", bounded.stderr);
    assert!(
        bounded.stderr.contains("ladder gave up after"),
        "{}",
        bounded.stderr
    );
}

#[test]
fn a_bad_puzzle_is_refused_with_its_cell_and_exit_code_2() {
    let twice = format!("55{}", &FISH[2..]);
    let r = run(&["solve", "--solver", "ladder", &twice], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("error"), "{}", r.stderr);
    assert!(r.stderr.contains('5'), "{}", r.stderr);
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    let bad_char = format!("{}x", &FISH[..80]);
    let r = run(&["solve", "--solver", "ladder", &bad_char], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("'x'") || r.stderr.contains("\"x\""),
        "{}",
        r.stderr
    );
}

#[test]
fn a_batch_keeps_one_result_per_line_in_order() {
    let input = format!("{FISH}\nabc\n{STALLS}\n{CHAIN}\n");
    let r = run(
        &[
            "solve", "--solver", "ladder", "--format", "json", "--file", "-",
        ],
        &input,
    );
    assert_eq!(r.code, 2, "the bad line sets the exit code: {}", r.stderr);
    let records: Vec<Value> = r
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 4, "{}", r.stdout);
    assert_eq!(records[0]["ladder"]["stalled"], false);
    assert!(records[1].get("ladder").is_none());
    assert_eq!(records[1]["status"], "invalid", "{}", records[1]);
    assert_eq!(records[2]["ladder"]["stalled"], true);
    assert!(records[3]["ladder"]["rating"].is_number());
    let text = run(
        &[
            "solve", "--solver", "ladder", "--format", "line", "--file", "-",
        ],
        &input,
    );
    assert_eq!(text.stdout.lines().count(), 3, "{}", text.stdout);
    assert_eq!(text.code, 2);
}
