//! `--format json` of explain, hint and generate: typed records, one per puzzle and per line,
//! every input line with its record (an invalid one too), and the formats each command takes.

use serde_json::Value;
use sudoku_lab::parse_puzzle;
use sudoku_lab::puzzles::{COMMENTER, SEED_003, WIKIPEDIA};

use crate::common::run;

/// The records of a JSON Lines output.
fn json_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect()
}

#[test]
fn explain_writes_each_round_with_its_lines_and_pencil_marks() {
    let input = format!("{}\nnot a puzzle\n{}\n", SEED_003.line, "1.......2..3...4");
    let r = run(&["explain", "--format", "json", "--file", "-"], &input);
    assert_eq!(r.code, 2, "{}", r.stderr);
    let records = json_lines(&r.stdout);
    assert_eq!(records.len(), 3, "{}", r.stdout);
    let seed = &records[0];
    assert_eq!(seed["label"], "line 1");
    assert_eq!(
        (seed["solver"].as_str(), seed["status"].as_str()),
        (Some("hidden-singles"), Some("solved"))
    );
    assert_eq!(seed["stats"]["guesses"], 0);
    let rounds = seed["rounds"].as_array().unwrap();
    assert!(rounds.len() > 1);
    assert_eq!(rounds[0]["number"], 1);
    assert!(
        rounds[1]["summary"]
            .as_str()
            .unwrap()
            .starts_with("hidden single")
    );
    assert!(
        rounds
            .iter()
            .all(|r| r["marks"].as_array().unwrap().len() == 81)
    );
    // The last round's marks are the solution: one digit in every cell.
    let last: String = rounds.last().unwrap()["marks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert!(SEED_003.grid().is_solved_by(&parse_puzzle(&last).unwrap()));
    assert_eq!(records[1]["status"], "invalid");
    assert!(records[1]["error"].as_str().unwrap().starts_with("line 2:"));
    // The ladder says where it stops; --max-rounds counts the rounds left out.
    let ladder = run(
        &[
            "explain",
            "--solver",
            "ladder",
            "--format",
            "json",
            "--max-rounds",
            "2",
            COMMENTER.line,
        ],
        "",
    );
    let record = &json_lines(&ladder.stdout)[0];
    assert_eq!(record["solver"], "ladder");
    assert!(record["rounds"].as_array().unwrap().len() == 2);
    assert!(record["rounds_not_shown"].as_u64().unwrap() > 0);
    assert!(record.get("cells_left").is_some() && record.get("stats").is_none());
}

#[test]
fn hint_writes_the_hint_its_kind_and_level() {
    let input = format!(
        "{}\n{}\n",
        COMMENTER.line,
        WIKIPEDIA.grid().to_line_with('0').replace('0', "x")
    );
    let r = run(
        &["hint", "--format", "json", "--level", "3", "--file", "-"],
        &input,
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    let records = json_lines(&r.stdout);
    assert_eq!(records.len(), 2);
    assert_eq!(
        (records[0]["status"].as_str(), records[0]["level"].as_u64()),
        (Some("hint"), Some(3))
    );
    assert!(matches!(
        records[0]["kind"].as_str(),
        Some("single" | "technique" | "guess")
    ));
    assert!(!records[0]["text"].as_str().unwrap().is_empty());
    assert_eq!(records[1]["status"], "invalid");
    let solved = WIKIPEDIA.grid();
    let full = sudoku_lab::uniqueness::first_solution(&solved).unwrap();
    let done = run(&["hint", "--format", "json", &full.to_line_with('0')], "");
    assert_eq!(json_lines(&done.stdout)[0]["status"], "complete");
}

#[test]
fn generate_writes_each_puzzle_with_its_seed_number_and_grade() {
    let r = run(
        &[
            "generate",
            "--count",
            "3",
            "--seed",
            "7",
            "--show-grade",
            "--format",
            "json",
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let records = json_lines(&r.stdout);
    assert_eq!(records.len(), 3);
    // The same puzzles as the text format prints.
    let text = run(&["generate", "--count", "3", "--seed", "7"], "");
    let lines: Vec<&str> = text.stdout.lines().collect();
    for (n, record) in records.iter().enumerate() {
        assert_eq!(record["puzzle"], lines[n]);
        assert_eq!(
            (record["seed"].as_u64(), record["number"].as_u64()),
            (Some(7), Some(n as u64 + 1))
        );
        let clues = lines[n].chars().filter(|c| *c != '.').count() as u64;
        assert_eq!(record["clues"].as_u64(), Some(clues));
        assert!(record["grade"].is_string());
    }
    let header = run(&["generate", "--header", "--format", "json"], "");
    assert_eq!(header.code, 2);
    assert!(header.stderr.contains("--header"), "{}", header.stderr);
}

#[test]
fn each_command_takes_the_formats_that_fit_it() {
    for (command, taken) in [
        (&["solve"][..], "auto, line, grid, matrix, json"),
        (&["compare"][..], "table, markdown, csv, json"),
        (&["explain"][..], "text, json"),
        (&["hint"][..], "text, json"),
        (&["generate"][..], "text, json"),
        (&["grade"][..], "text, json"),
        (&["golf", "digits"][..], "text, json"),
        (&["golf", "nodes"][..], "text, json"),
        (&["golf", "peers"][..], "text, json"),
        (&["golf", "semantics"][..], "text, json"),
        (&["golf", "ungolf"][..], "text, json"),
        (&["golf", "tricks", "x.py"][..], "text, json"),
        (&["golf", "shorten", "x.py"][..], "text, json"),
    ] {
        let mut args = command.to_vec();
        args.extend(["--format", "nonsense"]);
        let r = run(&args, "");
        assert_eq!(r.code, 2, "{command:?}");
        assert!(
            r.stderr.contains(&format!("[possible values: {taken}]")),
            "{command:?}: {}",
            r.stderr
        );
    }
}
