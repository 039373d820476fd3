//! The hostile-input corpus (`tests/data/hostile/cases.txt`, its format described at its top),
//! run against every command that reads a puzzle. Each case is an input and the exit code,
//! standard error and standard output expected of it; every run must also end without a panic.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use sudoku_lab::parse_puzzle;
use sudoku_lab::puzzles::WIKIPEDIA;

use crate::common::{data, run_piped, spawn_feeding};

/// A command that reads a puzzle: its name in selectors, its arguments before the case's, and
/// the arguments that make it write one line per result (left out when a case sets --format).
/// When a command lands on main, it gets its row here. The plain `stdout` keys of the corpus
/// describe what `solve` writes; another command's row is held to its own `stdout@NAME` lines
/// (exit codes and messages are shared by every command).
struct Row {
    name: &'static str,
    args: &'static [&'static str],
    line_format: &'static [&'static str],
    /// The command takes its puzzle as an argument only (no --file): it runs the cases that
    /// can be given `via: arg`.
    arg_only: bool,
}

impl Row {
    fn writes_like_solve(&self) -> bool {
        self.name.starts_with("solve/")
    }
}

const ROWS: &[Row] = &[
    Row {
        name: "solve/backtracking",
        line_format: &["--format", "line"],
        args: &["solve", "--solver", "backtracking"],
        arg_only: false,
    },
    Row {
        name: "solve/golf-maintainer",
        line_format: &["--format", "line"],
        args: &["solve", "--solver", "golf-maintainer"],
        arg_only: false,
    },
    Row {
        name: "solve/golf",
        line_format: &["--format", "line"],
        args: &["solve", "--solver", "golf"],
        arg_only: false,
    },
    // The parallel path must give exactly what the sequential one gives.
    Row {
        name: "solve/backtracking/jobs",
        line_format: &["--format", "line"],
        args: &["solve", "--solver", "backtracking", "--jobs", "2"],
        arg_only: false,
    },
    Row {
        name: "explain",
        line_format: &[],
        args: &["explain"],
        arg_only: false,
    },
    Row {
        name: "explain/ladder",
        line_format: &[],
        args: &["explain", "--solver", "ladder"],
        arg_only: false,
    },
    Row {
        name: "hint",
        line_format: &[],
        args: &["hint"],
        arg_only: false,
    },
    Row {
        name: "grade",
        line_format: &[],
        args: &["grade"],
        arg_only: false,
    },
    Row {
        name: "grade/jobs",
        line_format: &[],
        args: &["grade", "--jobs", "2"],
        arg_only: false,
    },
    Row {
        name: "hint/jobs",
        line_format: &[],
        args: &["hint", "--jobs", "2"],
        arg_only: false,
    },
    // The analyzer's counts are bounded so that each run stays short in a debug build.
    Row {
        name: "golf-nodes",
        line_format: &[],
        args: &["golf", "nodes", "--no-rank", "--max-nodes", "300000"],
        arg_only: true,
    },
    Row {
        name: "golf-semantics",
        line_format: &[],
        args: &["golf", "semantics", "--max-nodes", "300000"],
        arg_only: true,
    },
];

/// How the input reaches the command.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Via {
    /// `--file PATH`.
    File,
    /// `--file -`, the input on standard input.
    Stdin,
    /// The puzzle argument (only for an input that an argument can carry).
    Arg,
}

impl Via {
    fn name(self) -> &'static str {
        match self {
            Via::File => "file",
            Via::Stdin => "stdin",
            Via::Arg => "arg",
        }
    }
}

/// One `key@selector: value` line of a case.
struct Entry {
    key: String,
    selector: Option<String>,
    value: String,
}

/// One case of the corpus.
struct Case {
    name: String,
    input: Vec<u8>,
    entries: Vec<Entry>,
}

impl Case {
    /// The values of `key` for `target` (`solve/golf/file`): those whose selector matches it
    /// with the most words, or, when none matches, those with no selector.
    fn values(&self, key: &str, target: &str) -> Vec<&str> {
        let words: Vec<&str> = target.split('/').collect();
        let matches = |sel: &str| sel.split('/').all(|w| words.contains(&w));
        let weight = |e: &Entry| e.selector.as_deref().map_or(0, |s| s.split('/').count());
        let matching: Vec<&Entry> = self
            .entries
            .iter()
            .filter(|e| e.key == key && e.selector.as_deref().is_some_and(matches))
            .collect();
        let best = matching.iter().map(|e| weight(e)).max().unwrap_or(0);
        let selected: Vec<&str> = matching
            .iter()
            .filter(|e| weight(e) == best)
            .map(|e| e.value.as_str())
            .collect();
        if !selected.is_empty() {
            return selected;
        }
        self.entries
            .iter()
            .filter(|e| e.key == key && e.selector.is_none())
            .map(|e| e.value.as_str())
            .collect()
    }

    fn value(&self, key: &str, target: &str) -> Option<&str> {
        self.values(key, target).last().copied()
    }

    fn vias(&self) -> Vec<Via> {
        match self.value("via", "") {
            None => vec![Via::File, Via::Stdin],
            Some(list) => list
                .split_whitespace()
                .map(|v| match v {
                    "file" => Via::File,
                    "stdin" => Via::Stdin,
                    "arg" => Via::Arg,
                    _ => panic!("case {:?}: unknown via {v:?}", self.name),
                })
                .collect(),
        }
    }
}

/// Turns the escapes of the corpus into bytes: `\n \r \t \0 \\`, `\xHH` (a raw byte, which may
/// make the input invalid UTF-8) and `\u{HHHH}` (a character).
fn unescape(text: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            let mut buf = [0; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            continue;
        }
        match chars.next().expect("an escape after \\") {
            'n' => out.push(b'\n'),
            'r' => out.push(b'\r'),
            't' => out.push(b'\t'),
            '0' => out.push(0),
            '\\' => out.push(b'\\'),
            'x' => {
                let hex: String = chars.by_ref().take(2).collect();
                out.push(u8::from_str_radix(&hex, 16).expect("\\xHH"));
            }
            'u' => {
                let hex: String = chars.by_ref().skip(1).take_while(|&c| c != '}').collect();
                let c = char::from_u32(u32::from_str_radix(&hex, 16).expect("\\u{HHHH}"))
                    .expect("a character");
                let mut buf = [0; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
            other => panic!("unknown escape \\{other}"),
        }
    }
    out
}

/// Replaces each `${NAME}` with its value.
fn substitute(text: &str, vars: &HashMap<String, String>) -> String {
    let mut out = text.to_string();
    while let Some(start) = out.find("${") {
        let end = start + out[start..].find('}').expect("a closing }");
        let name = &out[start + 2..end];
        let value = vars
            .get(name)
            .unwrap_or_else(|| panic!("undefined ${{{name}}}"));
        out.replace_range(start..=end, value);
    }
    out
}

fn load(path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).expect("the corpus is readable");
    let mut vars = HashMap::new();
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if let Some(def) = line.strip_prefix("set ") {
            let (name, value) = def.split_once(" = ").expect("set NAME = VALUE");
            let value = substitute(value, &vars);
            vars.insert(name.to_string(), value);
            continue;
        }
        if let Some(name) = line.strip_prefix("== ") {
            cases.push(Case {
                name: name.to_string(),
                input: Vec::new(),
                entries: Vec::new(),
            });
            continue;
        }
        let case = cases.last_mut().expect("a case opens with ==");
        let (key, value) = line.split_once(": ").unwrap_or_else(|| {
            line.strip_suffix(':')
                .map(|k| (k, ""))
                .unwrap_or_else(|| panic!("not `key: value`: {line:?}"))
        });
        let value = substitute(value, &vars);
        match key {
            "line" => {
                case.input.extend(unescape(&value));
                case.input.push(b'\n');
            }
            "bytes" => case.input.extend(unescape(&value)),
            "long-line" => {
                let (n, c) = value.split_once(' ').expect("long-line: N C");
                let n: usize = n.parse().expect("a count");
                case.input.extend(c.repeat(n).into_bytes());
                case.input.push(b'\n');
            }
            _ => {
                let (key, selector) = match key.split_once('@') {
                    Some((k, s)) => (k, Some(s.to_string())),
                    None => (key, None),
                };
                case.entries.push(Entry {
                    key: key.to_string(),
                    selector,
                    value,
                });
            }
        }
    }
    cases
}

struct Outcome {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs the binary with `args`, feeding `stdin` from a thread (the command may write while
/// it reads, and may stop reading early).
fn run_bytes(args: &[String], stdin: &[u8]) -> Outcome {
    let output = run_piped(args, stdin.to_vec());
    Outcome {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// An expected message as it reads when the input is the puzzle argument: the corpus names the
/// place as a file does (`line 1: ...`), and a puzzle given as an argument is named `puzzle`
/// instead, in every command (`puzzle, line 3: ...` in an argument of several lines).
fn as_argument(expected: &str, input: &[u8]) -> String {
    let Some(rest) = expected.strip_prefix("line ") else {
        return expected.to_string();
    };
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (line, detail) = rest.split_at(digits);
    let text = String::from_utf8_lossy(input);
    if text.trim_end_matches(['\n', '\r']).contains('\n') {
        format!("puzzle, line {line}{detail}")
    } else {
        format!("puzzle{detail}")
    }
}

/// Runs one case on one row, one way, and returns what did not hold.
fn check(case: &Case, row: &Row, via: Via, file: &Path) -> Vec<String> {
    let target = format!("{}/{}", row.name, via.name());
    let mut args: Vec<String> = row.args.iter().map(|s| s.to_string()).collect();
    let extra = case.value("args", &target).unwrap_or("");
    if !extra.contains("--format") {
        args.extend(row.line_format.iter().map(|s| s.to_string()));
    }
    args.extend(extra.split_whitespace().map(str::to_string));
    let stdin: &[u8] = match via {
        Via::File => {
            args.extend(["--file".to_string(), file.display().to_string()]);
            b""
        }
        Via::Stdin => {
            args.extend(["--file".to_string(), "-".to_string()]);
            &case.input
        }
        Via::Arg => {
            let text = String::from_utf8(case.input.clone()).expect("an argument is text");
            args.push(text.strip_suffix('\n').unwrap_or(&text).to_string());
            b""
        }
    };
    let got = run_bytes(&args, stdin);
    let mut problems = Vec::new();
    let mut fail = |what: String| problems.push(format!("{target}: {what}"));
    if got.stderr.contains("panicked") || got.code == Some(101) {
        fail(format!("panicked: {}", got.stderr));
    }
    match case.value("exit", &target) {
        Some(code) => {
            let code: i32 = code.parse().expect("exit: N");
            if got.code != Some(code) {
                fail(format!(
                    "exit {:?}, expected {code}; stderr: {}",
                    got.code, got.stderr
                ));
            }
        }
        None => fail("the case gives no exit code".to_string()),
    }
    for expected in case.values("stderr", &target) {
        let expected = match via {
            Via::Arg => as_argument(expected, &case.input),
            _ => expected.to_string(),
        };
        if !got.stderr.contains(&expected) {
            fail(format!(
                "stderr lacks {expected:?}; stderr was:\n{}",
                got.stderr
            ));
        }
    }
    let lines: Vec<&str> = got.stdout.lines().collect();
    // The standard output expected of this row: plain keys describe `solve`'s output.
    let stdout_values = |key: &str| {
        let selected = case.values(key, &target);
        let plain = case
            .entries
            .iter()
            .any(|e| e.key == key && e.selector.is_none() && selected.contains(&e.value.as_str()));
        if plain && !row.writes_like_solve() {
            Vec::new()
        } else {
            selected
        }
    };
    let stdout = stdout_values("stdout");
    if !stdout.is_empty() && lines != stdout {
        fail(format!("stdout {lines:?}, expected {stdout:?}"));
    }
    if let Some(n) = stdout_values("stdout-solutions").last() {
        let n: usize = n.parse().expect("stdout-solutions: N");
        let valid = lines
            .iter()
            .filter(|l| parse_puzzle(l).is_ok_and(|g| g.is_valid_solution()))
            .count();
        if lines.len() != n || valid != n {
            fail(format!(
                "stdout has {} lines, {valid} of them valid solutions; expected {n}: {lines:?}",
                lines.len()
            ));
        }
    }
    if let Some(statuses) = stdout_values("stdout-json-status").last() {
        let got: Vec<String> = lines
            .iter()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).expect("a JSON line");
                v["status"].as_str().unwrap_or("?").to_string()
            })
            .collect();
        let expected: Vec<&str> = statuses.split_whitespace().collect();
        if got != expected {
            fail(format!("JSON statuses {got:?}, expected {expected:?}"));
        }
    }
    problems
}

fn corpus() -> PathBuf {
    data("hostile/cases.txt")
}

/// Whether a case runs on a command through `via`, the `k`th of its ways in, at `turn`: with
/// HOSTILE=all (as `.ci/run` sets it) every way; in a plain run one way per case and command,
/// taken in turn, so that each case still reaches each way in through some command.
fn sampled(k: usize, ways: usize, turn: usize) -> bool {
    std::env::var("HOSTILE").is_ok_and(|v| v == "all") || k == turn % ways
}

#[test]
fn every_case_of_the_corpus_holds_on_every_command() {
    if !std::env::var("HOSTILE").is_ok_and(|v| v == "all") {
        eprintln!(
            "one way in (file, stdin, argument) per case and command: HOSTILE=all runs them all"
        );
    }
    let cases = load(&corpus());
    assert!(cases.len() >= 30, "the corpus has {} cases", cases.len());
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("hostile");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    // Cases run on a few threads: most runs are short, and the machine's cores are few.
    let problems: Vec<String> = std::thread::scope(|scope| {
        let chunks: Vec<&[Case]> = cases.chunks(cases.len().div_ceil(3)).collect();
        let handles: Vec<_> = chunks
            .into_iter()
            .enumerate()
            .map(|(t, chunk)| {
                let dir = &dir;
                scope.spawn(move || {
                    let mut problems = Vec::new();
                    for (i, case) in chunk.iter().enumerate() {
                        let file = dir.join(format!("case-{t}-{i}.txt"));
                        std::fs::write(&file, &case.input).expect("a scratch file");
                        for (r, row) in ROWS.iter().enumerate() {
                            let only = case.value("only", row.name);
                            let vias: Vec<Via> = case
                                .vias()
                                .into_iter()
                                .filter(|&via| !row.arg_only || via == Via::Arg)
                                .collect();
                            for (k, &via) in vias.iter().enumerate() {
                                if !sampled(k, vias.len(), r + i) {
                                    continue;
                                }
                                let target = format!("{}/{}", row.name, via.name());
                                let words: Vec<&str> = target.split('/').collect();
                                if only.is_some_and(|o| {
                                    !o.split_whitespace()
                                        .any(|sel| sel.split('/').all(|w| words.contains(&w)))
                                }) {
                                    continue;
                                }
                                for p in check(case, row, via, &file) {
                                    problems.push(format!("case {:?}: {p}", case.name));
                                }
                            }
                        }
                    }
                    problems
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a case runner"))
            .collect()
    });
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn the_corpus_format_reads_escapes_and_selectors() {
    assert_eq!(
        unescape(r"a\tb\0\xFF\u{FF15}\\"),
        b"a\tb\0\xFF\xEF\xBC\x95\\"
    );
    let cases = load(&corpus());
    let case = cases
        .iter()
        .find(|c| c.name.starts_with("no solution"))
        .expect("the no-solution case");
    assert_eq!(
        case.values("stderr", "solve/golf/arg"),
        ["no solution (golf searched 142 nodes)"]
    );
    assert_eq!(
        case.values("stderr", "solve/backtracking/jobs/file"),
        ["no solution (backtracking searched 14 nodes)"]
    );
}

#[test]
fn a_missing_file_or_a_directory_is_a_clear_error() {
    for row in ROWS.iter().filter(|r| !r.arg_only) {
        let mut args: Vec<String> = row.args.iter().map(|s| s.to_string()).collect();
        args.extend(["--file".to_string(), "/nonexistent/puzzles.txt".to_string()]);
        let r = run_bytes(&args, b"");
        assert_eq!(r.code, Some(2), "{}", row.name);
        assert!(
            r.stderr
                .contains("cannot open /nonexistent/puzzles.txt: No such file or directory"),
            "{}",
            r.stderr
        );
        args.pop();
        args.push(env!("CARGO_MANIFEST_DIR").to_string());
        let r = run_bytes(&args, b"");
        assert_eq!(r.code, Some(2), "{}", row.name);
        assert!(
            r.stderr
                .contains("line 1: cannot read input: Is a directory"),
            "{}",
            r.stderr
        );
    }
}

/// Runs the binary with `args` and `stdin`, reads one line of its standard output and closes
/// the pipe, as `| head -1` does; returns the exit code and standard error.
fn run_head_1(args: &[&str], stdin: &[u8]) -> (Option<i32>, String) {
    use std::io::{BufRead, BufReader, Read};
    let (mut child, writer) = spawn_feeding(args, stdin.to_vec());
    let mut stderr = child.stderr.take().expect("stderr");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut first = String::new();
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    stdout.read_line(&mut first).expect("a first line");
    assert!(!first.is_empty(), "{args:?} wrote nothing");
    drop(stdout);
    let status = child.wait().expect("the binary ends");
    writer.join().expect("the writer ends");
    (status.code(), reader.join().expect("the reader ends"))
}

#[test]
fn a_closed_stdout_ends_every_command_quietly() {
    // Far more output than a pipe holds, so that the command writes after the reader is gone.
    let many = format!("{}\n", WIKIPEDIA.line).repeat(3000);
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("head-1.txt");
    std::fs::write(&file, &many).expect("a scratch file");
    let file = file.display().to_string();
    let runs: &[&[&str]] = &[
        &["solve", "--format", "line", "--file", &file],
        &["solve", "--format", "line", "--jobs", "2", "--file", &file],
        &["explain", "--file", &file],
        &["explain", "--solver", "ladder", "--file", &file],
        &["hint", "--file", &file],
        &["grade", "--file", &file],
        &["grade", "--jobs", "2", "--file", &file],
        &["hint", "--jobs", "2", "--file", &file],
        &["grade", "--format", "json", "--steps", "--file", &file],
        &["generate", "--count", "100000", "--seed", "1"],
        &["golf", "ungolf"],
        &["golf", "peers"],
    ];
    for args in runs {
        let (code, stderr) = run_head_1(args, b"");
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        assert!(
            !stderr.contains("panicked") && !stderr.contains("Broken pipe"),
            "{args:?}: {stderr}"
        );
    }
}

#[test]
fn golf_tricks_reads_hostile_files_with_clear_errors() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tricks");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let mut huge = b"x = ".to_vec();
    huge.extend(std::iter::repeat_n(b'1', 1_000_000));
    huge.push(b'\n');
    let cases: &[(&str, Vec<u8>, i32, &str)] = &[
        (
            "latin1.py",
            b"x = 1\ny = 2\nz = 'caf\xe9'\n".to_vec(),
            2,
            "latin1.py: line 3: not UTF-8 text: byte 9 is 0xE9; save the file as UTF-8",
        ),
        (
            "utf16.py",
            b"\xff\xfex\x00=\x001\x00".to_vec(),
            2,
            "utf16.py: line 1: not UTF-8 text: byte 1 is 0xFF",
        ),
        (
            "nul.py",
            b"x = 1\0\n".to_vec(),
            2,
            "nul.py: parses as neither Python: as Python 2: line 1, column 6: SyntaxError: unexpected character '\\0'",
        ),
        (
            "huge.py",
            huge,
            2,
            "huge.py: more than 262,144 bytes (the limit for a Python file)",
        ),
        ("empty.py", Vec::new(), 0, ""),
    ];
    for (name, bytes, code, message) in cases {
        let path = dir.join(name);
        std::fs::write(&path, bytes).expect("a scratch file");
        let path = path.display().to_string();
        let r = run_bytes(&["golf".into(), "tricks".into(), path], b"");
        assert_eq!(r.code, Some(*code), "{name}: {}", r.stderr);
        assert!(r.stderr.contains(message), "{name}: {}", r.stderr);
        assert!(!r.stderr.contains("panicked"), "{name}: {}", r.stderr);
        // A huge statement is shown shortened, not echoed whole.
        assert!(r.stdout.len() < 10_000, "{name}: {} bytes", r.stdout.len());
    }
    let r = run_bytes(&["golf".into(), "tricks".into(), "-".into()], b"\xff\xfe");
    assert_eq!(r.code, Some(2));
    assert!(
        r.stderr
            .contains("-: line 1: not UTF-8 text: byte 1 is 0xFF")
    );
    let r = run_bytes(
        &["golf".into(), "tricks".into(), dir.display().to_string()],
        b"",
    );
    assert_eq!(r.code, Some(2));
    assert!(
        r.stderr.contains("it is a folder, not a file"),
        "{}",
        r.stderr
    );
}

#[test]
fn golf_peers_refuses_an_expression_nested_too_deep() {
    let deep = format!("{}i{}", "(".repeat(50_000), ")".repeat(50_000));
    let r = run_bytes(&["golf".into(), "peers".into(), "--expr".into(), deep], b"");
    assert_eq!(r.code, Some(2), "{}", r.stderr);
    assert!(
        r.stderr.contains("parser stack overflow")
            || r.stderr.contains("too many nested parentheses"),
        "{}",
        r.stderr
    );
}

#[test]
fn golf_nodes_ranking_stops_at_its_budget_with_exit_3() {
    let wikipedia = WIKIPEDIA.line;
    let args = [
        "golf",
        "nodes",
        wikipedia,
        "--max-nodes",
        "300000",
        "--orders",
        "2000",
        "--rank-max-nodes",
        "100",
        "--rank-budget",
        "1000",
    ];
    let r = run_bytes(&args.map(String::from), b"");
    assert_eq!(r.code, Some(3), "{}", r.stderr);
    assert!(
        r.stderr
            .contains("the ranking stopped at --rank-budget 1,000: it is partial"),
        "{}",
        r.stderr
    );
    // The listed orders themselves finished within --max-nodes: only the ranking is partial.
    assert!(!r.stderr.contains("a count gave up"), "{}", r.stderr);
    assert!(r.stdout.contains("146,605"), "{}", r.stdout);
}

#[test]
fn an_endless_input_ends_with_an_error_naming_the_limit() {
    // /dev/zero is one endless line: every command that reads puzzles stops at the most it
    // reads from one input, names that limit, and exits 2.
    if !Path::new("/dev/zero").exists() {
        eprintln!("skipped: no /dev/zero here");
        return;
    }
    for args in [
        &["solve", "--file", "/dev/zero"][..],
        &["grade", "--file", "/dev/zero"],
        &["hint", "--file", "/dev/zero"],
        &["explain", "--file", "/dev/zero"],
        &["compare", "--file", "/dev/zero", "--min-time", "0"],
    ] {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let r = run_bytes(&args, b"");
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains(
                "line 1: the input goes on past 1,073,741,824 bytes, the most read from one input"
            ),
            "{args:?}: {}",
            r.stderr
        );
    }
}
