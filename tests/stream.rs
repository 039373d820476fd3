//! Streaming: `solve --file` writes as it reads, keeps the input order with `--jobs`, and a run
//! cut short (a closed pipe, Ctrl-C) leaves every line it wrote complete.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use sudoku_lab::parse_puzzle;
use sudoku_lab::puzzles::{COMMENTER, SEED_003, WIKIPEDIA};

/// A solved grid with `holes` cells emptied, each one found again by backtracking at once; the
/// emptied cells move with `seed` so that the lines differ.
fn easy_puzzle(seed: usize, holes: usize) -> String {
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let mut cells: Vec<char> = SOLVED.chars().collect();
    for k in 0..holes {
        cells[(seed * 7 + k * 13) % 81] = '.';
    }
    cells.into_iter().collect()
}

/// A file under the test scratch directory holding `lines`.
fn scratch_file(name: &str, lines: impl IntoIterator<Item = String>) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("stream");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let mut text = String::new();
    for line in lines {
        text.push_str(&line);
        text.push('\n');
    }
    std::fs::write(&path, text).unwrap();
    path
}

fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"));
    command.env_remove("NO_COLOR");
    command
}

fn is_solution_line(line: &str) -> bool {
    line.len() == 81 && parse_puzzle(line).is_ok_and(|g| g.is_valid_solution())
}

#[test]
fn jobs_keep_the_input_order_across_many_windows() {
    // Puzzles of unequal cost (a golf-hard one every 97 lines), bad lines and comments, more
    // than the read-ahead window of two threads holds, so that the windows turn over.
    let lines = (0..1500).map(|i| match i % 97 {
        0 => WIKIPEDIA.line.to_string(),
        13 => "# a comment".to_string(),
        31 => "not a puzzle".to_string(),
        47 => SEED_003.line.to_string(),
        _ => easy_puzzle(i, 8 + i % 30),
    });
    let path = scratch_file("order.txt", lines);
    let path = path.to_str().unwrap();
    let run = |jobs: &str| {
        let out = binary()
            .args(["solve", "--format", "json", "--jobs", jobs, "-f", path])
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let one = run("1");
    let three = run("3");
    assert_eq!(one.0, Some(2), "{}", one.2);
    assert_eq!(
        one.1.lines().count(),
        1500 - 16,
        "one record per puzzle line"
    );
    // The records, their time left out (it differs from run to run).
    let records = |stdout: &str| -> Vec<serde_json::Value> {
        stdout
            .lines()
            .map(|l| {
                let mut v: serde_json::Value = serde_json::from_str(l).unwrap();
                v.as_object_mut().unwrap().remove("seconds");
                v
            })
            .collect()
    };
    let (a, b) = (records(&one.1), records(&three.1));
    let first_difference = a.iter().zip(&b).position(|(x, y)| x != y);
    assert_eq!(first_difference, None, "--jobs 3 wrote another record");
    assert_eq!(a.len(), b.len());
    assert_eq!(
        (one.0, &one.2),
        (three.0, &three.2),
        "same messages, same exit"
    );
    // The records follow the input: each names its line, in increasing order.
    let labels: Vec<u64> = a
        .iter()
        .map(|v| v["label"].as_str().unwrap()[5..].parse().unwrap())
        .collect();
    assert!(labels.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn a_closed_pipe_ends_the_run_quietly_with_complete_lines() {
    let path = scratch_file("pipe.txt", (0..100_000).map(|i| easy_puzzle(i, 10)));
    for jobs in ["1", "2"] {
        let mut child = binary()
            .args(["solve", "--format", "line", "--jobs", jobs, "-f"])
            .arg(&path)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        for _ in 0..3 {
            first.clear();
            reader.read_line(&mut first).unwrap();
            assert!(is_solution_line(first.trim_end()), "{first:?}");
        }
        // Closing our end is what `| head -3` does.
        drop(reader);
        let stderr = crate::common::stderr_of(&mut child);
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(0), "--jobs {jobs}: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert!(!stderr.contains("Broken pipe"), "{stderr}");
    }
}

#[test]
fn a_closed_pipe_on_both_streams_is_no_panic_either() {
    // `2>&1 | head`: the messages for the bad lines go into the closed pipe too.
    let path = scratch_file(
        "pipe2.txt",
        (0..50_000).map(|i| {
            if i % 2 == 0 {
                easy_puzzle(i, 10)
            } else {
                "bad".to_string()
            }
        }),
    );
    let script = format!(
        "{} solve --format line -f {} 2>&1 | head -n 3 >/dev/null; exit ${{PIPESTATUS[0]}}",
        env!("CARGO_BIN_EXE_sudoku-lab"),
        path.display()
    );
    let status = Command::new("bash").args(["-c", &script]).status().unwrap();
    // Exit 2 (bad lines were read) or 0 (the pipe closed first): never 101, a panic.
    assert!(
        matches!(status.code(), Some(0) | Some(2)),
        "exit {:?}",
        status.code()
    );
}

#[test]
fn ctrl_c_stops_after_the_puzzles_in_progress_with_a_summary() {
    // The commenter's puzzle takes golf millions of nodes: the run is slow enough to interrupt.
    let path = scratch_file(
        "sigint.txt",
        (0..400).map(|i| {
            if i % 2 == 0 {
                easy_puzzle(i, 20)
            } else {
                COMMENTER.line.to_string()
            }
        }),
    );
    for jobs in ["1", "2"] {
        let mut child = binary()
            .args([
                "solve",
                "--solver",
                "golf",
                "--max-nodes",
                "200000",
                "--format",
                "line",
                "--jobs",
                jobs,
                "-f",
            ])
            .arg(&path)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut lines = Vec::new();
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        lines.push(line.clone());
        // The first line is out, so the handler is in place: interrupt.
        crate::common::interrupt(&child);
        let mut rest = String::new();
        reader.read_to_string(&mut rest).unwrap();
        lines.extend(rest.split_inclusive('\n').map(str::to_string));
        let stderr = crate::common::stderr_of(&mut child);
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(130), "--jobs {jobs}: {stderr}");
        assert!(stderr.contains("interrupted"), "{stderr}");
        assert!(stderr.contains(" puzzles: "), "the summary: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
        // Every line written is whole, and the run did stop early (200 lines would be all).
        assert!(lines.iter().all(|l| l.ends_with('\n')), "{lines:?}");
        assert!(lines.iter().all(|l| is_solution_line(l.trim_end())));
        assert!(
            lines.len() < 200,
            "{} lines: the run was not stopped",
            lines.len()
        );
    }
}

#[test]
fn each_solution_is_written_before_the_next_line_is_read() {
    // Standard input stays open: a solver that read all its input first would never answer.
    for jobs in ["1", "2"] {
        let mut child = binary()
            .args(["solve", "--format", "line", "--jobs", jobs, "-f", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let (sender, receiver) = std::sync::mpsc::channel();
        let reading = std::thread::spawn(move || {
            for _ in 0..2 {
                let mut line = String::new();
                reader.read_line(&mut line).unwrap();
                sender.send(line).unwrap();
            }
        });
        for i in 0..2 {
            writeln!(stdin, "{}", easy_puzzle(i, 10)).unwrap();
            stdin.flush().unwrap();
            let line = receiver
                .recv_timeout(std::time::Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("--jobs {jobs}: no answer to line {}", i + 1));
            assert!(is_solution_line(line.trim_end()), "{line:?}");
        }
        drop(stdin);
        reading.join().unwrap();
        assert_eq!(child.wait().unwrap().code(), Some(0));
    }
}

#[test]
fn ctrl_c_ends_a_run_waiting_on_idle_standard_input() {
    // One puzzle, then nothing: standard input stays open, as a terminal left idle does. The
    // first answer is out (so the handler is in place); Ctrl-C must end the wait, with the
    // summary and exit 130, without another line arriving.
    for command in [
        &["solve", "--format", "line"][..],
        &["grade"],
        &["hint"],
        &["explain"],
    ] {
        let mut child = binary()
            .args(command)
            .args(["--file", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        writeln!(stdin, "{}", COMMENTER.line).unwrap();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert!(!line.is_empty(), "{command:?} answered");
        crate::common::interrupt(&child);
        // No clock in the verdict: a run that does not end is killed after a generous wait and
        // fails below (it would otherwise wait for input forever).
        let mut waited = 0;
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break Some(status);
            }
            if waited == 600 {
                let _ = child.kill();
                break None;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
            waited += 1;
        };
        drop(stdin);
        let stderr = crate::common::stderr_of(&mut child);
        let status = status.unwrap_or_else(|| panic!("{command:?} still waits: {stderr}"));
        assert_eq!(status.code(), Some(130), "{command:?}: {stderr}");
        assert!(
            stderr.contains("1 puzzle: "),
            "{command:?}: the summary: {stderr}"
        );
        assert!(stderr.contains("interrupted"), "{stderr}");
    }
}

#[test]
fn ctrl_c_ends_generate_with_what_it_printed() {
    let mut child = binary()
        .args(["generate", "--count", "1000000", "--seed", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    crate::common::interrupt(&child);
    let mut rest = String::new();
    reader.read_to_string(&mut rest).unwrap();
    let stderr = crate::common::stderr_of(&mut child);
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{stderr}");
    let printed = 1 + rest.lines().count();
    assert!(
        stderr.contains(&format!("interrupted: {printed} puzzle")),
        "{printed} printed: {stderr}"
    );
    assert!(
        stderr.contains("of the 1,000,000 asked for printed"),
        "{stderr}"
    );
}
