//! `solve --record`: a solve written as a recording, and replayed from it.

use std::path::Path;

use sudoku_lab::puzzles::{SEED_003, WIKIPEDIA};
use sudoku_lab::recording::{Event, RecordedReason, Recording, SCHEMA, Status, VERSION};
use sudoku_lab::{Solver, parse_puzzle};

use crate::common::run;

/// The Wikipedia puzzle with its bottom four rows filled in: backtracking solves it in 79
/// steps, 25 of them undos, so a short run shows every kind of brute-force step.
pub const NEAR_COMPLETE: &str =
    "530070000600195000098000060800060003400803001713924856961537284287419635345286179";

/// Records `puzzle` with `solver` through the binary, keeping at most `limit` steps; checks
/// the file against the schema's rules and returns it.
fn check(solver: &str, puzzle: &str, limit: usize) -> Recording {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("run.json");
    let limit_text = limit.to_string();
    let out = run(
        &[
            "solve",
            puzzle,
            "--solver",
            solver,
            "--format",
            "line",
            "--record",
            path.to_str().unwrap(),
            "--record-limit",
            &limit_text,
        ],
        "",
    );
    assert_eq!(out.code, 0, "{solver}: {}", out.stderr);
    let recording = read(&path);
    let grid = parse_puzzle(puzzle).unwrap();
    assert_eq!(recording.schema, SCHEMA);
    assert_eq!(recording.version, VERSION);
    assert_eq!(recording.solver, solver);
    assert_eq!((recording.size, recording.box_side), (9, 3));
    assert_eq!(recording.status, Status::Solved);
    assert_eq!(
        recording.solution.as_deref(),
        Some(out.stdout.trim()),
        "the recorded solution is the one printed"
    );
    assert_eq!(
        recording.steps.len() as u64,
        recording.total_steps.min(limit as u64)
    );
    assert_eq!(recording.truncated, recording.total_steps > limit as u64);
    assert_eq!(recording.truncated, recording.note.is_some());
    assert_eq!(
        recording.truncated,
        out.stderr.contains("--record-limit"),
        "stderr says when the recording is cut: {}",
        out.stderr
    );
    assert_eq!(
        recording.grid_after(0).unwrap(),
        grid,
        "step 0 is the puzzle"
    );
    for (i, step) in recording.steps.iter().enumerate() {
        assert!(!step.caption.is_empty(), "step {} has a caption", i + 1);
        let after = recording
            .grid_after(i + 1)
            .unwrap_or_else(|e| panic!("{solver}: {e}"));
        match &step.event {
            Event::Place { cell, digit, .. } => {
                assert!(step.caption.contains(&format!(
                    "r{}c{} = {digit}",
                    cell / 9 + 1,
                    cell % 9 + 1
                )));
                assert_eq!(after.cells()[*cell].map(|d| d.get()), Some(*digit));
            }
            Event::Solved => {
                assert_eq!(
                    Some(sudoku_lab::render::line(&after)),
                    recording.solution,
                    "{solver}: the grid at `solved` is the solution"
                );
            }
            _ => {}
        }
    }
    recording
}

fn read(path: &Path) -> Recording {
    let text = std::fs::read_to_string(path).expect("the recording was written");
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn backtracking_records_its_tries_and_undos_and_replays_to_the_solution() {
    let recording = check("backtracking", NEAR_COMPLETE, 20_000);
    assert!(!recording.truncated);
    let undos = recording
        .steps
        .iter()
        .filter(|s| matches!(s.event, Event::Undo { .. }))
        .count();
    assert!(undos > 0, "this puzzle makes backtracking take tries back");
    assert!(recording.steps.iter().all(|s| match &s.event {
        Event::Place { reason, .. } => *reason == RecordedReason::Try,
        _ => true,
    }));
    assert!(matches!(
        recording.steps.last().unwrap().event,
        Event::Solved
    ));
    // Replaying every step ends on the solution.
    let end = recording.grid_after(recording.steps.len()).unwrap();
    assert_eq!(Some(sudoku_lab::render::line(&end)), recording.solution);
}

#[test]
fn every_solver_that_reports_steps_records_them() {
    for name in Solver::NAMES {
        let recording = check(name, WIKIPEDIA.line, 3_000);
        assert!(recording.total_steps > 0, "{name} reported no step at all");
    }
}

#[test]
fn a_long_recording_is_cut_with_a_note() {
    let recording = check("backtracking", WIKIPEDIA.line, 100);
    assert!(recording.truncated);
    assert_eq!(recording.steps.len(), 100);
    assert_eq!(recording.total_steps, 8_366);
    let note = recording.note.unwrap();
    assert!(note.contains("8366") && note.contains("100"), "{note}");
}

#[test]
fn with_several_puzzles_the_first_is_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("first.json");
    let input = format!("{NEAR_COMPLETE}\n{}\n", WIKIPEDIA.line);
    let out = run(
        &[
            "solve",
            "-",
            "--format",
            "line",
            "--record",
            path.to_str().unwrap(),
        ],
        &input,
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout.lines().count(), 2);
    assert!(
        out.stderr.contains("line 2: not recorded"),
        "{}",
        out.stderr
    );
    let recording = read(&path);
    assert_eq!(
        recording.puzzle,
        parse_puzzle(NEAR_COMPLETE).unwrap().to_line_with('.')
    );
}

#[test]
fn an_unwritable_recording_is_an_error_not_a_panic() {
    let out = run(
        &[
            "solve",
            NEAR_COMPLETE,
            "--record",
            "/nonexistent-dir/run.json",
        ],
        "",
    );
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("/nonexistent-dir/run.json"),
        "{}",
        out.stderr
    );
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
}

/// The field names the book's recording-format page documents, read from the raw JSON rather
/// than through the library's own types.
#[test]
fn the_file_has_the_documented_fields() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.json");
    let out = run(
        &[
            "solve",
            NEAR_COMPLETE,
            "-s",
            "backtracking",
            "--record",
            path.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = std::fs::read_to_string(&path).unwrap();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    for key in [
        "schema",
        "version",
        "solver",
        "size",
        "box",
        "puzzle",
        "status",
        "solution",
        "stats",
        "total_steps",
        "truncated",
        "steps",
    ] {
        assert!(value.get(key).is_some(), "no {key} in the recording");
    }
    assert_eq!(value["schema"], "sudoku-lab/recording");
    assert_eq!(value["version"], sudoku_lab::recording::VERSION);
    assert_eq!(value["box"], 3);
    assert_eq!(value["status"], "solved");
    assert!(value.get("note").is_none(), "no note in a whole recording");
    let steps = value["steps"].as_array().unwrap();
    assert_eq!(
        steps[0],
        serde_json::json!({"kind": "place", "cell": 2, "digit": 2, "reason": {"kind": "try"},
                           "caption": steps[0]["caption"].clone()})
    );
    let undo = steps.iter().find(|s| s["kind"] == "undo").unwrap();
    assert!(undo["cell"].is_u64() && undo["digit"].is_u64());
    assert_eq!(steps.last().unwrap()["kind"], "solved");
    // One step to a line: the file reads and diffs well.
    assert_eq!(text.lines().count(), steps.len() + 2);
}

#[test]
fn recording_and_solving_out_loud_do_not_mix() {
    let out = run(
        &[
            "solve",
            NEAR_COMPLETE,
            "-v",
            "--record",
            "/tmp/never-written.json",
        ],
        "",
    );
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("cannot be used with"), "{}", out.stderr);
}

/// A search that guesses records its guesses, dead ends and undos, captioned as `solve -v`
/// words them, and replays to its solution.
#[test]
fn propagation_records_guesses_dead_ends_and_undos() {
    let recording = check("propagation", SEED_003.line, 20_000);
    let count = |f: fn(&Event) -> bool| recording.steps.iter().filter(|s| f(&s.event)).count();
    assert_eq!(count(|e| matches!(e, Event::Contradiction { .. })), 4);
    assert_eq!(count(|e| matches!(e, Event::Undo { .. })), 6);
    let guesses = count(|e| {
        matches!(
            e,
            Event::Place {
                reason: RecordedReason::Guess { .. },
                ..
            }
        )
    });
    assert_eq!(guesses as u64, recording.stats.guesses);
    let undo = recording
        .steps
        .iter()
        .find(|s| matches!(s.event, Event::Undo { .. }))
        .unwrap();
    assert!(
        undo.caption
            .contains("has no candidate left: undo the guess"),
        "{}",
        undo.caption
    );
    assert!(matches!(
        recording.steps.last().unwrap().event,
        Event::Solved
    ));
}

/// A hidden single names its house with the house's cells, as the format page says.
#[test]
fn a_hidden_single_carries_its_house() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.json");
    let puzzle = SEED_003.line;
    let out = run(
        &[
            "solve",
            puzzle,
            "-s",
            "hidden-singles",
            "--record",
            path.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let value: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let step = value["steps"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["reason"]["kind"] == "hidden_single")
        .expect("hidden singles on seed 003's puzzle");
    let house = &step["reason"]["house"];
    let kind = house["type"].as_str().unwrap();
    let number = house["number"].as_u64().unwrap() as usize;
    let cells: Vec<usize> = house["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap() as usize)
        .collect();
    assert!(cells.contains(&(step["cell"].as_u64().unwrap() as usize)));
    let expected: Vec<usize> = match kind {
        "row" => (0..9).map(|c| (number - 1) * 9 + c).collect(),
        "column" => (0..9).map(|r| r * 9 + number - 1).collect(),
        "box" => (0..9)
            .map(|i| ((number - 1) / 3 * 3 + i / 3) * 9 + (number - 1) % 3 * 3 + i % 3)
            .collect(),
        other => panic!("house type {other}"),
    };
    assert_eq!(cells, expected, "{kind} {number}");
    let caption = step["caption"].as_str().unwrap();
    assert!(caption.contains(&format!("{kind} {number}")), "{caption}");
}
