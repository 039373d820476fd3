//! Helpers shared by every test module: running the binary, finding the shared data sets.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::thread::JoinHandle;

/// The result of one run of the binary.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `sudoku-lab` with `args`, feeding `stdin`, with colour off and no NO_COLOR surprises.
pub fn run(args: &[&str], stdin: &str) -> Run {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let Output {
        status,
        stdout,
        stderr,
    } = run_piped(&args, stdin.as_bytes().to_vec());
    Run {
        code: status.code().expect("exited normally, not by a signal"),
        stdout: String::from_utf8_lossy(&stdout).into_owned(),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
    }
}

/// Runs `sudoku-lab` with `args`, writing `stdin` from a thread of its own: the command may
/// write while it reads, and may stop reading early (a closed pipe is then not a failure).
pub fn run_piped(args: &[impl AsRef<std::ffi::OsStr>], stdin: Vec<u8>) -> Output {
    let (child, writer) = spawn_feeding(args, stdin);
    let output = child.wait_with_output().expect("the binary ends");
    writer.join().expect("the writer ends");
    output
}

/// Starts `sudoku-lab` with `args` and every stream piped, and a thread that writes `stdin` and
/// closes it: the caller reads the output its own way, then joins the writer.
pub fn spawn_feeding(
    args: &[impl AsRef<std::ffi::OsStr>],
    stdin: Vec<u8>,
) -> (Child, JoinHandle<()>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut pipe = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&stdin);
    });
    (child, writer)
}

/// A file of the shared puzzle collections (`../shared/puzzles/NAME` beside the crate), or
/// `None`, with a message saying the test skips, when the collections are absent.
pub fn shared_puzzles(name: &str) -> Option<PathBuf> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/puzzles")
        .join(name);
    if path.exists() {
        Some(path)
    } else {
        eprintln!("skipped: {} is absent", path.display());
        None
    }
}

/// The puzzles of a shared collection, one line each, or `None` when it is absent.
pub fn shared_lines(name: &str) -> Option<Vec<String>> {
    let path = shared_puzzles(name)?;
    let text = std::fs::read_to_string(&path).expect("readable puzzle file");
    Some(
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .map(str::to_string)
            .collect(),
    )
}

/// The first `n` puzzle lines of a set the project ships in `data/generated/`.
pub fn shipped_lines(name: &str, n: usize) -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("data/generated")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .take(n)
        .map(str::to_string)
        .collect()
}

/// The Wikipedia puzzle with its first band (rows 1-3) filled in from its one solution: 31
/// blanks, which a naive CPython backtracker fills in a few hundredths of a second, where the
/// whole puzzle's 51 take it seconds (its wrong guesses pile up in the first rows).
#[allow(dead_code)]
pub fn wikipedia_first_band_filled() -> String {
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let puzzle = sudoku_lab::puzzles::WIKIPEDIA.line;
    format!("{}{}", &SOLUTION[..27], &puzzle[27..])
}

/// A file under `tests/data/`.
#[allow(dead_code)]
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// SplitMix64: a small seeded random number generator, so that generated puzzles are the same
/// on every run and a failing case is replayed from its seed.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// Sends Ctrl-C (SIGINT) to `child`, as a terminal does.
pub fn interrupt(child: &std::process::Child) {
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success(), "kill -INT {}", child.id());
}

/// What `child` wrote on standard error, to its end.
pub fn stderr_of(child: &mut std::process::Child) -> String {
    let mut text = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().expect("stderr piped"), &mut text)
        .expect("standard error reads");
    text
}

/// Watches the peak resident memory of process `pid` (`VmHWM` in `/proc/PID/status`, the
/// high-water mark of its own memory since it started the binary) every few milliseconds
/// until it exits: the last figure read, or `None` where there is no `/proc`. (`wait4`'s
/// `ru_maxrss` would not do: it counts the memory of this test process, which the child
/// shared before it started the binary.)
pub fn watch_peak(pid: u32) -> std::thread::JoinHandle<Option<u64>> {
    std::thread::spawn(move || {
        let path = format!("/proc/{pid}/status");
        let mut peak = None;
        // A process that has exited keeps its status, without its memory, until it is
        // waited for: the watch ends there, before the number can be another process's.
        while let Ok(status) = std::fs::read_to_string(&path) {
            let Some(kb) = status
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            else {
                break;
            };
            peak = Some(kb * 1024);
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        peak
    })
}

/// Runs the binary with `args`, its output thrown away, and returns its exit code and its
/// peak resident memory in megabytes, watched in `/proc/PID/status` as it runs
/// (`common::watch_peak`: `wait4`'s `ru_maxrss` would count this test process's memory, which
/// the child shared before it started the binary). `None`, with a message, where there is no
/// `/proc`.
pub fn peak_memory(args: &[&str]) -> Option<(i32, u64)> {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let watch = crate::common::watch_peak(child.id());
    let status = child.wait().expect("the binary ends");
    let Some(bytes) = watch.join().expect("the watch ends") else {
        eprintln!("skipped: peak memory not measured (no /proc)");
        return None;
    };
    Some((status.code().unwrap_or(-1), bytes / (1024 * 1024)))
}

/// Every file under `dir`, its folders walked, sorted by path.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}
