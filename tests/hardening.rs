//! Hardening: every file a command reads ends at its first read error with one message, and
//! the first Ctrl-C ends every long-running command within a second, with its summary, exit
//! code 130 and every printed line whole.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::common::{data, interrupt};

/// A place of this test's own under cargo's temporary folder.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hardening");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// Starts `sudoku-lab` with `args`, no input, both outputs piped and read by threads.
fn start(args: &[&str]) -> (Child, JoinHandle<String>, JoinHandle<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let read = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut text = Vec::new();
            let _ = pipe.read_to_end(&mut text);
            String::from_utf8_lossy(&text).into_owned()
        })
    };
    let stdout = read(Box::new(child.stdout.take().unwrap()));
    let stderr = read(Box::new(child.stderr.take().unwrap()));
    (child, stdout, stderr)
}

/// Waits for `child` at most `limit`, then kills it: `None` when it had to be killed.
fn wait_at_most(child: &mut Child, limit: Duration) -> Option<std::process::ExitStatus> {
    let start = Instant::now();
    while start.elapsed() < limit {
        if let Some(status) = child.try_wait().unwrap() {
            return Some(status);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// What a run of the binary ended with.
struct Ended {
    /// The exit code, or `None` when it did not end by itself (killed after the wait).
    code: Option<i32>,
    stdout: String,
    stderr: String,
    /// From the signal to the end of the process.
    took: Duration,
}

/// Runs `args` to its end, killing it after a minute (a reader that loops on an error would
/// never end).
fn run_bounded(args: &[&str]) -> Ended {
    let (mut child, stdout, stderr) = start(args);
    let started = Instant::now();
    let status = wait_at_most(&mut child, Duration::from_secs(60));
    Ended {
        code: status.and_then(|s| s.code()),
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
        took: started.elapsed(),
    }
}

// ---------------------------------------------------------------------------------------------
// Readers

/// The commands that read a file other than a file of puzzles, each with the file last.
const READERS: &[&[&str]] = &[
    &["grade", "--against-ratings"],
    &["golf", "tricks"],
    &["golf", "shorten"],
    &[
        "generate",
        "--seed",
        "1",
        "--grade",
        "x-wing",
        "--max-attempts",
        "1",
        "--from",
    ],
];

/// Runs every reader on `path` and checks each ends at once with one message naming it.
fn every_reader_refuses(path: &Path, case: &str) {
    let name = path.to_str().unwrap();
    for reader in READERS {
        let mut args = reader.to_vec();
        args.push(name);
        let r = run_bounded(&args);
        assert_eq!(
            r.code,
            Some(2),
            "{case}: {args:?} (killed after {:?} if None): {}",
            r.took,
            r.stderr.chars().take(2000).collect::<String>()
        );
        let naming: Vec<&str> = r.stderr.lines().filter(|l| l.contains(name)).collect();
        assert_eq!(
            naming.len(),
            1,
            "{case}: {args:?}: one message: {}",
            r.stderr
        );
        assert!(
            naming[0].contains("cannot read"),
            "{case}: {args:?}: {}",
            naming[0]
        );
        assert!(!r.stderr.contains("panicked"), "{case}: {}", r.stderr);
    }
}

#[test]
fn a_folder_given_as_a_file_is_one_error() {
    // `grade --against-ratings DIR` printed an error for line 1, 2, 3, ... without end.
    let dir = scratch("a-folder");
    std::fs::create_dir_all(&dir).unwrap();
    every_reader_refuses(&dir, "a folder");
}

#[test]
fn a_file_that_fails_while_read_is_one_error() {
    // Reading /proc/self/mem from its start fails (the first page of memory is never mapped),
    // though the file opens: the read error of a file that cannot be read, even as root.
    let mem = Path::new("/proc/self/mem");
    if !mem.exists() {
        eprintln!("skipped: {} is absent (not Linux)", mem.display());
        return;
    }
    every_reader_refuses(mem, "a read error");
}

#[test]
fn a_file_without_read_permission_is_one_error() {
    let path = scratch("unreadable.txt");
    std::fs::write(&path, "x\n").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    }
    if std::fs::read(&path).is_ok() {
        // Root (and Windows) reads the file anyway: the read-error case above stands in.
        eprintln!("skipped: permission bits do not stop this user from reading");
        return;
    }
    every_reader_refuses(&path, "no permission");
}

#[test]
fn a_file_that_vanished_is_one_error() {
    // A link whose file was deleted after the link was listed: the path no longer reads.
    let target = scratch("vanishing-target.txt");
    let link = scratch("vanishing-link.txt");
    std::fs::write(&target, "x\n").unwrap();
    let _ = std::fs::remove_file(&link);
    #[cfg(unix)]
    std::os::unix::fs::symlink(&target, &link).unwrap();
    #[cfg(not(unix))]
    std::fs::copy(&target, &link).unwrap();
    std::fs::remove_file(&target).unwrap();
    #[cfg(not(unix))]
    std::fs::remove_file(&link).unwrap();
    every_reader_refuses(&link, "a vanished file");
}

// ---------------------------------------------------------------------------------------------
// Ctrl-C

/// True once `child` has its Ctrl-C handler in place (Linux: SIGINT among the signals caught,
/// in /proc); elsewhere, after a second.
fn catches_sigint(child: &Child) -> bool {
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id()));
    let Ok(status) = status else {
        std::thread::sleep(Duration::from_secs(1));
        return true;
    };
    status
        .lines()
        .find_map(|l| l.strip_prefix("SigCgt:"))
        .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
        .is_some_and(|mask| mask & (1 << (2 - 1)) != 0)
}

/// Starts `args`, lets it work for `working` once its handler is in place, sends one SIGINT
/// and waits for the end (killing it after half a minute).
fn interrupted(args: &[&str], working: Duration) -> Ended {
    let (mut child, stdout, stderr) = start(args);
    let waiting = Instant::now();
    while !catches_sigint(&child) {
        assert!(
            child.try_wait().unwrap().is_none(),
            "{args:?} ended before Ctrl-C: {}",
            stderr.join().unwrap()
        );
        assert!(
            waiting.elapsed() < Duration::from_secs(120),
            "{args:?}: no Ctrl-C handler after 2 minutes"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    std::thread::sleep(working);
    assert!(
        child.try_wait().unwrap().is_none(),
        "{args:?} ended before Ctrl-C: {}",
        stderr.join().unwrap()
    );
    let sent = Instant::now();
    interrupt(&child);
    let status = wait_at_most(&mut child, Duration::from_secs(30));
    let took = sent.elapsed();
    Ended {
        code: status.and_then(|s| s.code()),
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
        took,
    }
}

/// The contract: exit 130 within a second of the first Ctrl-C (3 s allowed for a loaded
/// machine), a line on standard error saying the run was interrupted, every line whole.
fn check_interrupted(args: &[&str], working: Duration, says: &str) -> Ended {
    let r = interrupted(args, working);
    assert_eq!(r.code, Some(130), "{args:?}: {}", r.stderr);
    assert!(
        r.took < Duration::from_secs(3),
        "{args:?}: {:?} from Ctrl-C to exit",
        r.took
    );
    assert!(
        r.stderr.contains(says),
        "{args:?}: {says:?} in {}",
        r.stderr
    );
    for (stream, text) in [("stdout", &r.stdout), ("stderr", &r.stderr)] {
        assert!(
            text.is_empty() || text.ends_with('\n'),
            "{args:?}: the last line of {stream} is cut: {text:?}"
        );
    }
    assert!(!r.stderr.contains("panicked"), "{args:?}: {}", r.stderr);
    // Standard error is no terminal here: no progress bar nor spinner is drawn on it.
    assert!(
        !r.stderr.contains('\r') && !r.stderr.contains('\u{1b}'),
        "{args:?}: progress drawn on a pipe: {:?}",
        r.stderr
    );
    r
}

/// The puzzle built against row-order backtracking (69 million nodes; `bounds.rs` tells it).
const ANTI_BACKTRACKING: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// The same, its digits renamed against the golf port's digit order (`bounds.rs`): every
/// listed order of `golf nodes` counts for seconds on it.
const ANTI_GOLF: &str =
    "..............1.26..3.8.......6.7.....4...3...5.......6......71..8.3........4...5";

#[test]
fn ctrl_c_stops_one_long_search_at_once() {
    // A count of a billion on an empty grid: one search of hours, which ran on after the first
    // Ctrl-C until a second one.
    let empty = ".".repeat(81);
    let r = check_interrupted(
        &["solve", "--count", "--limit", "1000000000", &empty],
        Duration::from_millis(500),
        "interrupted by Ctrl-C after",
    );
    assert!(
        r.stdout.starts_with("puzzle: at least ")
            && r.stdout
                .ends_with(" solutions (interrupted: counted before Ctrl-C)\n"),
        "the partial count, labelled: {}",
        r.stdout
    );
}

#[test]
fn ctrl_c_stops_a_slow_solver_on_a_file_with_one_or_more_jobs() {
    let path = scratch("anti-backtracking.txt");
    std::fs::write(&path, format!("{ANTI_BACKTRACKING}\n").repeat(20)).unwrap();
    for jobs in ["1", "2"] {
        let r = check_interrupted(
            &[
                "solve",
                "--solver",
                "backtracking",
                "--jobs",
                jobs,
                "--format",
                "json",
                "--file",
                path.to_str().unwrap(),
            ],
            Duration::from_millis(500),
            "backtracking interrupted by Ctrl-C after",
        );
        assert!(r.stderr.contains(" gave up, "), "the summary: {}", r.stderr);
        // Each search in progress has its record, which says it was interrupted.
        for line in r.stdout.lines() {
            let record: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(record["stop"], "interrupted", "{line}");
        }
    }
}

#[test]
fn ctrl_c_stops_the_golf_topics_with_a_line_saying_what_they_did() {
    let seed004 = data("golf/seed004.py");
    let wikipedia = sudoku_lab::puzzles::WIKIPEDIA.line;
    // Each says what it was doing and gives the figures it had reached, labelled partial.
    let partial = "partial figures (interrupted by Ctrl-C): ";
    // Ctrl-C comes 300 ms after the handler is in place, when each has begun its long part;
    // the ranking of `golf nodes` comes after the listed orders, which a loaded machine can
    // take over a second to count in a debug build, so it waits 3 s (the ranking takes more).
    let soon = Duration::from_millis(300);
    for (args, says, figures, working) in [
        (
            &["golf", "digits"][..],
            "interrupted: golf digits stopped while searching",
            Some("every expression of up to "),
            soon,
        ),
        (
            &["golf", "semantics"],
            "interrupted: golf semantics stopped while running",
            Some(" runs of the variants done"),
            soon,
        ),
        (
            &["golf", "shorten", seed004.to_str().unwrap()],
            "interrupted: golf shorten stopped while searching rewrites",
            Some(""),
            soon,
        ),
        // The listed orders take seconds on the puzzle built against the golf port's digit
        // order, before the ranking: that count stopped only after it.
        (
            &["golf", "nodes", ANTI_GOLF],
            "interrupted: golf nodes stopped while counting the calls",
            Some(" counted"),
            soon,
        ),
        (
            &["golf", "nodes", wikipedia],
            "interrupted: the ranking above is partial",
            None,
            Duration::from_secs(3),
        ),
    ] {
        let r = check_interrupted(args, working, says);
        // Every line of standard error is one of the closing lines, whole: none cut, none
        // run into another.
        for line in r.stderr.lines() {
            assert!(
                line.starts_with("interrupted") || line.starts_with(partial),
                "{args:?}: a line not whole: {line:?} in {}",
                r.stderr
            );
        }
        match figures {
            Some(figures) => {
                let line = r
                    .stderr
                    .lines()
                    .find_map(|l| l.strip_prefix(partial))
                    .unwrap_or_else(|| panic!("{args:?}: no partial figures: {}", r.stderr));
                assert!(line.contains(figures), "{args:?}: {line:?}");
                assert_eq!(r.stdout, "", "{args:?}: no report after Ctrl-C");
            }
            // The ranking is the report, cut short: written whole, and said to be partial.
            None => assert!(r.stdout.contains("orders"), "{args:?}: {}", r.stdout),
        }
    }
}

#[test]
fn ctrl_c_stops_compare_in_a_long_search() {
    let path = scratch("compare-anti-backtracking.txt");
    // Enough copies that the run outlasts the wait before Ctrl-C on a fast or an idle machine.
    std::fs::write(&path, format!("{ANTI_BACKTRACKING}\n").repeat(200)).unwrap();
    check_interrupted(
        &[
            "compare",
            "--solvers",
            "backtracking",
            "--file",
            path.to_str().unwrap(),
        ],
        Duration::from_millis(500),
        "interrupted",
    );
}

#[test]
fn ctrl_c_stops_the_commands_that_read_puzzles() {
    let hard = sudoku_lab::puzzles::WIKIPEDIA.line;
    let path = scratch("many.txt");
    std::fs::write(&path, format!("{hard}\n").repeat(200_000)).unwrap();
    let file = path.to_str().unwrap();
    for command in [
        &["grade", "--file", file][..],
        &["hint", "--file", file],
        &["explain", "--file", file],
    ] {
        check_interrupted(command, Duration::from_millis(300), "interrupted");
    }
    check_interrupted(
        &["generate", "--count", "1000000", "--seed", "1"],
        Duration::from_millis(300),
        "interrupted: ",
    );
}

// ---------------------------------------------------------------------------------------------
// Ranges

#[test]
fn a_numeric_option_past_its_range_is_refused_before_any_work() {
    let wikipedia = sudoku_lab::puzzles::WIKIPEDIA.line;
    // `compare --jobs 4294967295` started threads without bound (a load of 946 on two cores).
    for (args, option, range) in [
        (
            &["compare", wikipedia, "--jobs", "4294967295"][..],
            "--jobs",
            "1..=256",
        ),
        (&["compare", wikipedia, "--jobs", "0"], "--jobs", "1..=256"),
        (
            &["compare", wikipedia, "--max-runs", "4294967295"],
            "--max-runs",
            "1..=1000000",
        ),
        (
            &["solve", wikipedia, "--max-nodes", "0"],
            "--max-nodes",
            "1..=1000000000000",
        ),
        (
            &["grade", wikipedia, "--max-nodes", "1000000000001"],
            "--max-nodes",
            "1..=1000000000000",
        ),
        (
            &["explain", wikipedia, "--max-nodes", "0"],
            "--max-nodes",
            "1..=1000000000000",
        ),
        (&["generate", "--count", "0"], "--count", "1..=1000000000"),
        (
            &["generate", "--count", "18446744073709551615"],
            "--count",
            "1..=1000000000",
        ),
        (
            &["generate", "--grade", "x-wing", "--max-attempts", "0"],
            "--max-attempts",
            "1..=1000000000",
        ),
        (&["golf", "digits", "--max-len", "7"], "--max-len", "1..=6"),
        (
            &["golf", "digits", "--max-nodes", "0"],
            "--max-nodes",
            "1..=1000000000000",
        ),
        (
            &["golf", "nodes", wikipedia, "--rank-budget", "0"],
            "--rank-budget",
            "1..=1000000000000",
        ),
        (
            &["golf", "semantics", "--max-nodes", "0"],
            "--max-nodes",
            "1..=1000000000000",
        ),
        (
            &["golf", "shorten", "-", "--max-len", "0"],
            "--max-len",
            "1..=6",
        ),
        (
            &["golf", "shorten", "-", "--peer-seconds", "3601"],
            "--peer-seconds",
            "1..=3600",
        ),
        (&["solve", wikipedia, "--jobs", "257"], "--jobs", "0..=256"),
        // Each numeric option refuses a value past its top, the display and count options
        // as well as the bounds on work.
        (
            &["solve", wikipedia, "-v", "--max-lines", "1000000001"],
            "--max-lines",
            "0..=1000000000",
        ),
        (
            &["explain", wikipedia, "--max-rounds", "18446744073709551615"],
            "--max-rounds",
            "0..=1000000000",
        ),
        (
            &["grade", wikipedia, "--limit", "1000000001"],
            "--limit",
            "1..=1000000000",
        ),
        (&["hint", wikipedia, "--level", "4"], "--level", "1..=3"),
        (
            &["hint", wikipedia, "--max-nodes", "1000000000001"],
            "--max-nodes",
            "1..=1000000000000",
        ),
        (&["golf", "peers", "--show", "6562"], "--show", "0..=6561"),
        (
            &["golf", "nodes", wikipedia, "--orders", "362881"],
            "--orders",
            "1..=362880",
        ),
        (
            &["compare", wikipedia, "--max-nodes", "1000000000001"],
            "--max-nodes",
            "0..=1000000000000",
        ),
        (
            &["golf", "shorten", "-", "--peer-max-len", "11"],
            "--peer-max-len",
            "1..=10",
        ),
        (
            &[
                "solve",
                wikipedia,
                "--record",
                "/dev/null",
                "--record-limit",
                "4294967295",
            ],
            "--record-limit",
            "0..=1000000",
        ),
    ] {
        let r = run_bounded(args);
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains(option) && r.stderr.contains(range),
            "{args:?}: names {option} and {range}: {}",
            r.stderr
        );
        assert_eq!(r.stdout, "", "{args:?}");
    }
}

#[test]
fn the_help_states_each_range() {
    for (command, says) in [
        (
            &["compare", "--help"][..],
            ["1 to 256", "1 to 1,000,000"].as_slice(),
        ),
        (
            &["solve", "--help"],
            &["1 to 10^12", "0: one per core, at most 256"],
        ),
        (
            &["generate", "--help"],
            &["(1 to 10^9)", "given]. 1 to 10^9"],
        ),
        (&["golf", "digits", "--help"], &["(1 to 6", "(1 to 10^12)"]),
        (
            &["golf", "shorten", "--help"],
            &["(1 to 6)", "(1 to 10)", "1 to 3600", "(1 to 10^12)"],
        ),
        (
            &["golf", "nodes", "--help"],
            &[
                "(1 to 10^12)",
                "(at least). 1 to 10^12",
                "1 to 362880 (all of them)",
            ],
        ),
        (&["solve", "--help"], &["(0: no limit; at most 10^9)"]),
        (
            &["explain", "--help"],
            &["(0: no limit; at most 10^9)", "1 to 10^12"],
        ),
        (&["grade", "--help"], &["(1 to 10^9;", "1 to 10^12"]),
        (&["hint", "--help"], &["1|2|3", "1 to 10^12"]),
        (&["golf", "peers", "--help"], &["0 to 6561"]),
        (&["compare", "--help"], &["(0 to 10^12)"]),
        (&["generate", "--help"], &["(0 to 2^64 - 1)"]),
    ] {
        let r = run_bounded(command);
        assert_eq!(r.code, Some(0), "{command:?}");
        // The help wraps lines: compare the words, whatever the spaces between them.
        let text = r.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        for s in says {
            let s = s.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(text.contains(&s), "{command:?}: {s:?} in {}", r.stdout);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Progress

/// Runs `args` with standard error on a new terminal (a pseudo-terminal) and standard output
/// thrown away, sending Ctrl-C after `working` when it is `Some`; what was drawn on the
/// terminal.
#[cfg(target_os = "linux")]
fn on_a_terminal(args: &[&str], working: Option<Duration>) -> String {
    use std::os::fd::{FromRawFd, OwnedFd};
    let (mut main, mut side) = (0, 0);
    // SAFETY: two valid places for the descriptors; no name, settings or size asked for.
    let opened = unsafe {
        libc::openpty(
            &mut main,
            &mut side,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(opened, 0, "openpty");
    // SAFETY: both descriptors were just opened, and each is owned once.
    let (main, side) = unsafe { (OwnedFd::from_raw_fd(main), OwnedFd::from_raw_fd(side)) };
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::from(side))
        .spawn()
        .expect("the binary starts");
    // Read while the child runs, so that the terminal's buffer never fills; the read ends
    // with an error once the child (the terminal's last user) is gone.
    let reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = std::fs::File::from(main).read_to_end(&mut text);
        String::from_utf8_lossy(&text).into_owned()
    });
    if let Some(working) = working {
        while !catches_sigint(&child) {
            std::thread::sleep(Duration::from_millis(10));
        }
        std::thread::sleep(working);
        interrupt(&child);
    }
    assert!(
        wait_at_most(&mut child, Duration::from_secs(120)).is_some(),
        "{args:?} did not end"
    );
    reader.join().unwrap()
}

#[test]
#[cfg(target_os = "linux")]
fn progress_shows_on_a_terminal_and_never_on_a_pipe() {
    // A 16x16 graded search ran 275 s without a sign of life: each attempt now shows.
    let generate = [
        "generate",
        "--size",
        "16",
        "--grade",
        "naked-single",
        "--max-attempts",
        "2",
        "--seed",
        "1",
    ];
    let drawn = on_a_terminal(&generate, None);
    assert!(
        drawn.contains("attempts of at most 2, 0 of 1 found"),
        "generate's progress on a terminal: {drawn:?}"
    );
    // And at the start, how long it may take.
    assert!(
        drawn.starts_with("note: 16x16 grades take minutes: at most 2 attempts"),
        "generate's note on a terminal: {drawn:?}"
    );
    let piped = run_bounded(&generate);
    assert_eq!(piped.code, Some(3), "{}", piped.stderr);
    assert!(
        !piped.stderr.contains('\r')
            && !piped.stderr.contains("attempts of")
            && !piped.stderr.contains("note:"),
        "progress drawn on a pipe: {:?}",
        piped.stderr
    );
    // A file of puzzles: the puzzles done are counted, on a terminal only, and never in JSON.
    let path = scratch("progress.txt");
    let hard = sudoku_lab::puzzles::WIKIPEDIA.line;
    std::fs::write(&path, format!("{hard}\n").repeat(200_000)).unwrap();
    let file = path.to_str().unwrap();
    let drawn = on_a_terminal(&["grade", "--file", file], Some(Duration::from_secs(2)));
    assert!(
        drawn.contains("\u{1b}[2K") && drawn.contains(" puzzles, "),
        "grade's count: {drawn:?}"
    );
    let json = on_a_terminal(
        &["grade", "--format", "json", "--file", file],
        Some(Duration::from_secs(2)),
    );
    // What indicatif draws clears its line first.
    assert!(!json.contains("\u{1b}[2K"), "progress with JSON: {json:?}");
    // One slow puzzle: its search shows the time going and the nodes it has counted, before
    // the first puzzle is done (only the count between puzzles showed).
    let one = ["solve", "--solver", "backtracking", ANTI_BACKTRACKING];
    let drawn = on_a_terminal(&one, Some(Duration::from_secs(2)));
    assert!(
        drawn.contains("\u{1b}[2K") && drawn.contains(" 0 puzzles, ") && drawn.contains(" nodes, "),
        "one slow search's progress: {drawn:?}"
    );
    // The Ctrl-C note clears the progress line rather than run on from it.
    assert!(
        drawn.contains("\r\u{1b}[2Kinterrupted (Ctrl-C): stopping"),
        "{drawn:?}"
    );
    let json = on_a_terminal(
        &[&one[..], &["--format", "json"]].concat(),
        Some(Duration::from_secs(2)),
    );
    assert!(!json.contains("\u{1b}[2K"), "progress with JSON: {json:?}");
}

#[test]
#[cfg(target_os = "linux")]
fn the_golf_topics_say_at_the_start_how_long_they_take_on_a_terminal_only() {
    let seed004 = data("golf/seed004.py");
    for (args, says) in [
        (
            &["golf", "digits"][..],
            "note: golf digits at --max-len 5 takes a minute",
        ),
        (
            &["golf", "semantics"],
            "note: golf semantics takes about a minute",
        ),
        (
            &["golf", "shorten", seed004.to_str().unwrap()],
            "note: golf shorten takes up to a minute",
        ),
    ] {
        let drawn = on_a_terminal(args, Some(Duration::from_millis(300)));
        assert!(drawn.starts_with(says), "{args:?} on a terminal: {drawn:?}");
        // On a pipe (the book's captured outputs), nothing is added.
        let piped = interrupted(args, Duration::from_millis(300));
        assert!(
            !piped.stderr.contains("note:"),
            "{args:?}: {}",
            piped.stderr
        );
    }
}

#[test]
fn a_broken_set_file_of_compare_is_named() {
    // `compare --set NAME` reads a file the person did not name: `line 1: cannot read input`
    // alone did not say which.
    let data = scratch("broken-sets");
    let _ = std::fs::remove_dir_all(&data);
    let file = data.join("norvig_top95.txt");
    let name = file.to_str().unwrap();
    let set = [
        "compare",
        "--set",
        "top95",
        "--data",
        data.to_str().unwrap(),
    ];
    // A folder where the file should be, a file that is not text, and no file at all.
    std::fs::create_dir_all(&file).unwrap();
    let folder = run_bounded(&set);
    std::fs::remove_dir(&file).unwrap();
    std::fs::write(&file, b"\xff\xfe\n").unwrap();
    let not_text = run_bounded(&set);
    std::fs::remove_file(&file).unwrap();
    let missing = run_bounded(&set);
    for (case, r, says) in [
        ("a folder", folder, "cannot read"),
        ("not text", not_text, "not UTF-8"),
        ("missing", missing, "cannot be opened"),
    ] {
        assert_eq!(r.code, Some(2), "{case}: {}", r.stderr);
        let naming: Vec<&str> = r.stderr.lines().filter(|l| l.contains(name)).collect();
        assert_eq!(
            naming.len(),
            1,
            "{case}: one message naming the file: {}",
            r.stderr
        );
        assert!(naming[0].contains(says), "{case}: {}", naming[0]);
    }
}
