//! The commands that tell the ladder: `grade` (its ratings against a sample of the calibration
//! file, its text and JSON, its refusals), `hint`, `explain` and `generate` by technique.

use super::first_uses::FIRST_USES;
use super::*;

#[test]
fn a_sample_of_the_calibration_file_rates_as_sudoku_explainer_does() {
    // Every fifth puzzle SE rates 4.4 or less, and every fifth of those up to 6.2: the whole
    // file is `grade --against-ratings`'s work (a debug build takes minutes over it).
    let Some(lines) = shared_lines("se_rated_calibration.txt") else {
        return;
    };
    let (mut easy, mut easy_ok, mut hard, mut hard_ok, mut search) = (0, 0, 0, 0, 0);
    for (i, line) in lines.iter().enumerate().filter(|(i, _)| i % 5 == 0) {
        let Some(rated) = logic::calibration::parse_rated(line, i + 1).unwrap() else {
            continue;
        };
        if rated.se > Rating::tenths(62) {
            continue;
        }
        let ours = logic::grade(&rated.puzzle).rating();
        let close = ours.is_some_and(|o| o.in_tenths().abs_diff(rated.se.in_tenths()) <= 1);
        search += usize::from(ours.is_none());
        if rated.se <= Rating::tenths(44) {
            easy += 1;
            easy_ok += usize::from(close);
        } else {
            hard += 1;
            hard_ok += usize::from(close);
        }
    }
    assert!(easy_ok * 10 >= easy * 9, "{easy_ok} of {easy} within 0.1");
    assert!(hard_ok * 10 >= hard * 8, "{hard_ok} of {hard} within 0.1");
    assert!(search * 50 <= easy + hard, "{search} need search");
}

#[test]
fn grade_techniques_lists_the_ladder_in_order_with_ratings() {
    let r = run(&["grade", "--techniques"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let (list, note) = r.stdout.split_once("\n\n").expect("the list, then a note");
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), Technique::COUNT);
    assert!(lines[0].starts_with(" 1  hidden single "), "{}", lines[0]);
    // The ratings go up and down along the ladder; the note says why, and how often they fall.
    let lowest: Vec<_> = Technique::LADDER
        .iter()
        .map(|t| t.about().rating.lowest())
        .collect();
    let falls = lowest.windows(2).filter(|w| w[1] < w[0]).count();
    assert!(falls > 0);
    let note = note.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        note.contains("Sudoku Explainer tries its rules in")
            && note.contains(&format!("fall {falls} times down the list")),
        "{note}"
    );
    assert!(lines[0].contains(" 1.0-1.5 "), "{}", lines[0]);
    let x_wing = lines
        .iter()
        .find(|l| l.contains("X-Wing ") && !l.contains("finned"))
        .unwrap();
    assert!(
        x_wing.contains(" 3.2 ") && x_wing.contains(" fish "),
        "{x_wing}"
    );
    assert!(r.stdout.contains(" 4.5+ "), "{}", r.stdout);

    let r = run(&["grade", "--techniques", "--format", "json"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let slugs: Vec<String> = r
        .stdout
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            assert!(v["rating"].is_string() && v["look_for"].is_string(), "{l}");
            v["technique"].as_str().unwrap().to_string()
        })
        .collect();
    let ladder: Vec<&str> = Technique::LADDER.iter().map(|t| t.slug()).collect();
    assert_eq!(slugs, ladder);

    // It takes no puzzle.
    let r = run(&["grade", "--techniques", WIKIPEDIA.line], "");
    assert_eq!(r.code, 2, "{}", r.stdout);
}

#[test]
fn grade_writes_the_rating_the_grade_and_a_tally() {
    let input = format!("{}\n{}\n", WIKIPEDIA.line, WIKIPEDIA.line);
    let r = run(&["grade", "-f", "-"], &input);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "line 1: hidden single: rating 1.2, 51 steps (51 hidden single)\n\
         line 2: hidden single: rating 1.2, 51 steps (51 hidden single)\n\
         # 2 of 2 puzzles graded: hidden single 2, needs search 0\n"
    );
}

#[test]
fn a_grid_given_complete_is_not_graded_as_a_technique() {
    // The Wikipedia puzzle's solution: no step to take, so no technique and no "0 steps".
    let solution = run(&["solve", "--format", "line", WIKIPEDIA.line], "");
    let full = solution.stdout.trim();
    let r = run(&["grade", full], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "puzzle: given complete: no step to take, nothing to rate\n"
    );
    let r = run(&["grade", "--format", "json", full], "");
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["status"], "complete");
    assert!(v["grade"].is_null() && v["hardest"].is_null(), "{v}");
    // One empty cell: one step, in the singular.
    let one = format!(".{}", &full[1..]);
    let r = run(&["grade", &one], "");
    assert_eq!(
        r.stdout,
        "puzzle: hidden single: rating 1.0, 1 step (1 hidden single)\n"
    );
    let r = run(&["explain", "--solver", "ladder", full], "");
    assert!(
        r.stdout.contains("given complete: no step to take"),
        "{}",
        r.stdout
    );
}

#[test]
fn grade_json_carries_the_rating_the_hardest_step_and_each_steps_rating() {
    let line = FIRST_USES[7].2;
    let r = run(&["grade", "--format", "json", "--steps", line], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["grade"], "x-wing");
    assert_eq!(v["rating"], 3.2);
    assert_eq!(v["hardest"]["technique"], "x-wing");
    assert_eq!(v["hardest"]["name"], "X-Wing");
    assert_eq!(v["counts"]["x-wing"], 1);
    assert_eq!(v["counts"]["w-wing"], 0);
    let steps = v["steps"].as_array().unwrap();
    let wing = steps.iter().find(|s| s["technique"] == "x-wing").unwrap();
    assert_eq!(wing["rating"], 3.2);
    assert_eq!(wing["houses"][0]["role"], "base");
    assert!(wing["eliminate"].as_array().is_some_and(|e| !e.is_empty()));
    assert!(steps.iter().all(|s| s["rating"].as_f64().is_some()));
    // A puzzle whose grade takes longer than --timeout (from the forum's hardest, rated 11 or
    // more: nested forcing chains, minutes of work) is not graded, and the error says why.
    let slow = "98.7.....76....8....5......4...6..3...89..4......24..1..76..5......3..4......1..2";
    let r = run(&["grade", "--format", "json", "--timeout", "1s", slow], "");
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["status"], "gave_up");
    assert!(v["rating"].is_null());
    assert!(v["error"].as_str().unwrap().contains("raise --timeout"));
}

#[test]
fn grade_refuses_a_puzzle_with_several_solutions_with_exit_code_2() {
    // The Wikipedia puzzle without its first two givens has two solutions.
    let line = format!("00{}", &WIKIPEDIA.line[2..]);
    let several = run(&["grade", &line], "");
    assert_eq!(several.code, 2);
    assert!(
        several
            .stderr
            .contains("puzzle: this puzzle has 2 solutions; a Sudoku has exactly one"),
        "{}",
        several.stderr
    );
}

#[test]
fn grade_reports_a_puzzle_with_no_solution_with_exit_code_1() {
    // r1c9 can only be 9, which column 9 already holds.
    let line = format!("123456780000000009{}", "0".repeat(63));
    let none = run(&["grade", &line], "");
    assert_eq!(none.code, 1);
    assert!(none.stderr.contains("no solution"), "{}", none.stderr);
}

#[test]
fn solve_says_plainly_when_a_puzzle_has_several_solutions() {
    let line = format!("00{}", &WIKIPEDIA.line[2..]);
    let r = run(&["solve", "--format", "line", &line], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("note: puzzle: this puzzle has"),
        "{}",
        r.stderr
    );
    let json = run(&["solve", "--format", "json", &line], "");
    let v: serde_json::Value = serde_json::from_str(json.stdout.trim()).unwrap();
    assert_eq!(v["unique"], false);
}

/// The grid of `line` just before the ladder first uses `technique`, digits only: a hint
/// sees what a learner sees.
fn grid_before(line: &str, technique: Technique) -> String {
    let (board, _) = first_use(line, technique);
    board.grid().to_string()
}

#[test]
fn hint_names_every_technique_at_three_levels() {
    let mut checked = 0;
    for &(technique, _, line, _) in FIRST_USES {
        let grid = grid_before(line, technique);
        let hint = sudoku_lab::hint::next_step(&parse_puzzle(&grid).unwrap());
        let sudoku_lab::hint::Hint::Technique { path, then } = &hint else {
            continue;
        };
        // The learner's grid holds digits only, so its pencil marks are the board's before any
        // elimination: the ladder's first step there may differ; it is named all the same.
        let first = path.first().unwrap_or(then);
        let level = |n| sudoku_lab::hint::Level::from_number(n).unwrap();
        let puzzle = parse_puzzle(&grid).unwrap();
        let nudge = hint.text(level(1), &puzzle);
        assert!(nudge.starts_with("No single is left. Look at "), "{nudge}");
        let named = hint.text(level(2), &puzzle);
        assert!(named.contains(first.technique.name()), "{named}");
        assert!(named.contains(first.technique.about().look_for), "{named}");
        // Every technique on the way to the next digit is named, and how many steps there are.
        for d in path.iter().chain(std::iter::once(then)) {
            assert!(named.contains(d.technique.name()), "{named}");
        }
        if !path.is_empty() {
            let count = format!("the first of {} steps", path.len() + 1);
            assert!(
                nudge.contains(&count) && named.contains(&count),
                "{nudge}\n{named}"
            );
        }
        let step = hint.text(level(3), &puzzle);
        assert!(step.contains(&first.sentence()), "{step}");
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} grids gave a technique hint");
    // Through the command, on an X-Wing.
    let grid = grid_before(FIRST_USES[7].2, Technique::XWing);
    let r = run(&["hint", "--level", "2", &grid], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("No single is left: look for "),
        "{}",
        r.stdout
    );
    let r = run(&["hint", "--level", "1", &grid], "");
    assert!(
        r.stdout.contains("No single is left. Look at "),
        "{}",
        r.stdout
    );
}

#[test]
fn explain_tells_the_ladder_round_by_round_with_its_rating() {
    let line = FIRST_USES[7].2;
    let r = run(
        &["explain", "--solver", "ladder", "--max-rounds", "0", line],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("X-Wing: in columns 1 and 9, 5 fits only"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("solved by the ladder (rating 3.2, X-Wing)"),
        "{}",
        r.stdout
    );
}

#[test]
fn generate_makes_puzzles_of_a_technique_and_of_a_family() {
    // One puzzle of `grade` (a technique or a family) from seed 7, and its grade line.
    let one = |grade: &str| {
        let args = [
            "generate",
            "--count",
            "1",
            "--seed",
            "7",
            "--grade",
            grade,
            "--show-grade",
        ];
        let r = run(&args, "");
        assert_eq!(r.code, 0, "{}", r.stderr);
        let puzzle = parse_puzzle(r.stdout.lines().next().unwrap()).unwrap();
        (r.stdout, logic::grade(&puzzle).grade())
    };
    let (stdout, grade) = one("x-wing");
    assert!(stdout.contains("# grade: X-Wing: rating 3.2"), "{stdout}");
    assert_eq!(grade, Grade::Technique(Technique::XWing));
    let Grade::Technique(t) = one("subsets").1 else {
        panic!("needs search");
    };
    assert_eq!(t.family(), Family::Subsets);
    // A technique too rare to draw in a few attempts: a clear message and exit code 3.
    let r = run(
        &[
            "generate",
            "--seed",
            "1",
            "--grade",
            "jellyfish",
            "--max-attempts",
            "3",
        ],
        "",
    );
    assert_eq!(r.code, 3);
    assert!(r.stderr.contains("of grade \"Jellyfish\""), "{}", r.stderr);
    // Every grade and family is a value of --grade.
    let help = run(&["generate", "--help"], "");
    for t in Technique::LADDER {
        assert!(help.stdout.contains(t.slug()), "{}", t.slug());
    }
}
