//! `golf shorten` on golfed solvers of our own (tests/data/golf/shorten): what the program
//! treats as blank decides which digit strings it may use (a 0 is a value where the blank is
//! `.`), and every proposal is run under CPython where it is installed, its output and its
//! calls (counted by a profiler hook) checked against what the tool claims.

use std::collections::HashMap;
use std::process::Command;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use sudoku_lab::analyzer::digits;
use sudoku_lab::analyzer::pyexpr::Semantics;
use sudoku_lab::analyzer::shorten::{self, ShortenReport};
use sudoku_lab::puzzles::WIKIPEDIA;

use super::golf_python::{find_python, python_c};

const DIR: &str = "tests/data/golf/shorten";

/// The Wikipedia puzzle's one solution.
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn source(file: &str) -> String {
    std::fs::read_to_string(format!("{DIR}/{file}")).unwrap()
}

/// `GOLF_SHORTEN=all` (set by `.ci/run`): every proposal run under CPython, and the digit
/// expressions of 5 characters searched, where a plain run searches up to 4.
fn whole() -> bool {
    std::env::var("GOLF_SHORTEN").is_ok_and(|v| v == "all")
}

/// The digit expressions up to `max_len` (4, or 5 under `GOLF_SHORTEN=all`) characters,
/// searched once for all the tests: the search depends on no program.
fn searched(max_len: usize) -> &'static digits::Search {
    static FOUR: OnceLock<digits::Search> = OnceLock::new();
    static FIVE: OnceLock<digits::Search> = OnceLock::new();
    let once = if max_len == 5 { &FIVE } else { &FOUR };
    once.get_or_init(|| digits::search(max_len))
}

/// A run's options on a shared search: the call bound, the peer factors' length and the
/// seconds their search may take.
fn given(
    search: &'static digits::Search,
    max_nodes: Option<u64>,
    peer_max_len: usize,
    seconds: u64,
) -> shorten::Options<'static> {
    shorten::Options {
        digits: shorten::Digits::Searched(search),
        max_nodes,
        peer_max_len,
        peer_limit: Duration::from_secs(seconds),
    }
}

/// `golf shorten`'s report on `file` (one of `expected.txt`'s): every file's computed once for
/// all the tests, on every core, since each takes seconds and three tests read them.
fn report(file: &str) -> &'static ShortenReport {
    static REPORTS: OnceLock<HashMap<String, ShortenReport>> = OnceLock::new();
    let reports = REPORTS.get_or_init(|| {
        let files: Vec<String> = expected().into_iter().map(|e| e.0).collect();
        let next = AtomicUsize::new(0);
        let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..workers)
                .map(|_| {
                    s.spawn(|| {
                        let mut done = Vec::new();
                        while let Some(file) = files.get(next.fetch_add(1, Ordering::Relaxed)) {
                            let r = shorten::shorten(
                                &source(file),
                                &given(searched(4), Some(1_000_000), 1, 5),
                            )
                            .unwrap();
                            done.push((file.clone(), r));
                        }
                        done
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap())
                .collect()
        })
    });
    reports
        .get(file)
        .unwrap_or_else(|| panic!("{file} is not in expected.txt"))
}

/// The kept CPython runs: the file, its dialect, its blank, its calls on Wikipedia and what
/// stands for the two cells in its peer test.
fn expected() -> Vec<(String, Semantics, char, u64, String)> {
    std::fs::read_to_string(format!("{DIR}/expected.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let sem = if w[1] == "2" {
                Semantics::Py2
            } else {
                Semantics::Py3
            };
            (
                w[0].to_string(),
                sem,
                w[2].chars().next().unwrap(),
                w[3].parse().unwrap(),
                w[4].to_string(),
            )
        })
        .collect()
}

/// The kept proposals: `LINE:COL FROM TO SAVES DIALECTS` of each file, sorted.
fn kept_proposals(file: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_to_string(format!("{DIR}/proposals.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.strip_prefix(file)?.strip_prefix(' '))
        .filter(|l| *l != "-")
        .map(String::from)
        .collect();
    v.sort();
    v
}

fn proposal_line(w: &shorten::Rewrite) -> String {
    let dialects: Vec<&str> = w
        .dialects
        .iter()
        .map(|d| if *d == Semantics::Py2 { "2" } else { "3" })
        .collect();
    format!(
        "{}:{} {} {} {} {}",
        w.line,
        w.col,
        w.from,
        w.to,
        w.saves,
        dialects.join(",")
    )
}

/// Runs `code` under CPython for `sem` on Wikipedia written with `blank`: the exit value (what
/// `exit(a)` prints) and the calls of `r`; `None` when that Python is not installed.
fn cpython(code: &str, sem: Semantics, blank: char) -> Option<(String, u64)> {
    cpython_on(code, sem, blank, WIKIPEDIA.line)
}

/// As [`cpython`], on `puzzle` (an 81-character line with `0` for its blanks).
fn cpython_on(code: &str, sem: Semantics, blank: char, puzzle: &str) -> Option<(String, u64)> {
    let (python, env) = find_python(sem)?;
    let dir = std::env::temp_dir().join(format!("golf-shorten-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{}.py", code.len()));
    std::fs::write(&file, code).unwrap();
    let puzzle: String = puzzle
        .chars()
        .map(|c| if c == '0' { blank } else { c })
        .collect();
    let out = Command::new(python)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .arg(format!("{DIR}/count_calls.py"))
        .arg(&file)
        .args(["r", &puzzle])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let field = |k: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(k))
            .unwrap_or_else(|| panic!("{text}"))
            .to_string()
    };
    Some((field("exit "), field("calls ").parse().unwrap()))
}

/// Every solver's own calls, kept from CPython, are the tool's count; and where the blank is
/// `.`, no proposal holds a 0 (the program would place it), while those refused say why.
#[test]
fn the_blank_decides_the_digit_strings() {
    for (file, _, blank, calls, _) in expected() {
        let r = report(&file);
        for w in &r.rewrites {
            assert_eq!(w.before[0].calls, Some(calls), "{file}: {w:?}");
            assert_eq!(w.before[0].puzzle, "wikipedia");
            if blank != '0' {
                assert!(!w.digits_after.contains('0'), "{file}: {w:?}");
            }
        }
        if blank == '.' && file.contains("percent") {
            let no = r
                .refused
                .iter()
                .find(|w| w.to == "'%d'%1e29")
                .unwrap_or_else(|| panic!("{file}: {:?}", r.refused));
            assert!(
                no.refused
                    .as_deref()
                    .is_some_and(|m| m.contains("holds a 0") && m.contains("'.'")),
                "{no:?}"
            );
            // The backquote form keeps the digit string: proposed, the same calls.
            let b = r.rewrites.iter().find(|w| w.to == "`5**18`").unwrap();
            assert!(b.same_digits && b.saves == 3);
        }
    }
}

/// Each solver, whatever names its peer test uses (k and n, p and q, pos and cell, j for the
/// blank and i for the loop, an inline `a.find('.')`, a test inside an `exec` string), gets
/// its peer test found and proved, and its proposals are the kept ones: place, bytes saved,
/// dialects. Where the digit source is `'%d'%N` or `str(N)` and the file is Python 2, the
/// backquote form is proposed with the same digit string.
#[test]
fn every_solver_gets_its_proposals_whatever_its_names() {
    for (file, _, _, calls, names) in expected() {
        let src = source(&file);
        let r = report(&file);
        let (blank, cell) = names.split_once(',').unwrap();
        assert!(!r.peer_tests.is_empty(), "{file}: no peer test found");
        for p in &r.peer_tests {
            assert_eq!(
                (p.binding.blank.as_str(), p.binding.cell.as_str()),
                (blank, cell),
                "{file}"
            );
            assert!(src.contains(&p.text), "{file}: {}", p.text);
        }
        assert!(
            r.calls_counted_as.is_some(),
            "{file}: {:?}",
            r.calls_unproved
        );
        let mut got: Vec<String> = r.rewrites.iter().map(proposal_line).collect();
        got.sort();
        assert_eq!(got, kept_proposals(&file), "{file}");
        for w in &r.rewrites {
            assert_eq!(w.before[0].calls, Some(calls), "{file}: {w:?}");
            let line = src.lines().nth(w.line - 1).unwrap();
            assert_eq!(&line[w.col - 1..w.col - 1 + w.from.len()], w.from, "{file}");
        }
        let py2 = src.contains("'%d'%5**18") || src.contains("str(5**18)");
        if py2 {
            let b = r
                .rewrites
                .iter()
                .find(|w| w.to == "`5**18`")
                .unwrap_or_else(|| panic!("{file}: {:?}", r.rewrites));
            assert!(b.same_digits && b.saves == 3 && b.dialects == [Semantics::Py2]);
            assert!(
                b.kept
                    .as_deref()
                    .is_some_and(|k| k.contains("byte for byte"))
            );
        }
    }
}

/// A same-string rewrite is proposed even where the peer test is not proved: the program is
/// unchanged but for its length. Here the test is wrong (no box factor), so no call is
/// counted, yet `` `5**18` `` for `'%d'%5**18` is proposed, saying why.
#[test]
fn the_same_string_is_proposed_without_a_proved_peer_test() {
    let src = "def r(a):k=a.find('.');~k or exit(a);[m\nin[(k-n)%9*(k/9^n/9)or a[n]for\nn in range(81)]or r(a[:k]+m+a[k+1:])for m in'%d'%5**18]\nfrom sys import*;r(argv[1])\n";
    let r = shorten::shorten(src, &given(searched(4), Some(1_000_000), 1, 5)).unwrap();
    assert!(r.peer_tests.is_empty());
    assert!(r.calls_unproved.is_some());
    let b = r.rewrites.iter().find(|w| w.to == "`5**18`").unwrap();
    assert!(b.same_digits && b.before.is_empty() && b.kept.is_some());
    // A changed digit string is not proposed there: neither output nor calls are proved.
    assert!(r.rewrites.iter().all(|w| w.same_digits), "{:?}", r.rewrites);
    // A float's repr is not its %d: `1e9` would give 1000000000.0, so no backquote form.
    let float = src.replace("'%d'%5**18", "'%d'%1e9");
    let r = shorten::shorten(
        &float,
        &shorten::Options {
            digits: shorten::Digits::UpTo(3),
            max_nodes: Some(1_000),
            peer_max_len: 1,
            peer_limit: Duration::from_secs(5),
        },
    )
    .unwrap();
    assert!(
        r.rewrites.iter().all(|w| w.to != "`1e9`"),
        "{:?}",
        r.rewrites
    );
}

/// Each proposal on a solver whose blank is `.`, run under CPython: the solution printed and
/// the calls claimed, call for call (skipped, with a message, where that Python is absent).
/// Proposals whose claimed calls pass 200,000 are left out to keep the run short. A run under
/// CPython 2 with the profiler hook takes most of a minute, so a plain `cargo test` checks each
/// proposal's place and bytes and `GOLF_SHORTEN=all` (set by `.ci/run`) runs it under CPython.
#[test]
fn every_proposal_runs_as_claimed_under_cpython() {
    let whole = whole();
    let mut proposals = 0;
    // A plain run checks one file here (every_solver_gets_its_proposals_whatever_its_names
    // checks the others' places); GOLF_SHORTEN=all runs every '.'-blank solver's proposals.
    for (file, _, blank, own, _) in expected()
        .into_iter()
        .filter(|e| e.2 == '.' && (whole || e.0 == "py2_dots_percent.py"))
    {
        let src = source(&file);
        let r = report(&file);
        for w in &r.rewrites {
            // A same-string rewrite keeps the program's own calls, counted or not.
            let claimed = if w.same_digits {
                Some(own)
            } else {
                w.after[0].calls
            };
            let Some(claimed) = claimed.filter(|&n| n <= 200_000) else {
                continue;
            };
            let solution = w.after[0]
                .solution
                .clone()
                .unwrap_or_else(|| SOLUTION.to_string());
            let line = src.lines().nth(w.line - 1).unwrap();
            assert_eq!(&line[w.col - 1..w.col - 1 + w.from.len()], w.from);
            let code = src.replacen(&w.from, &w.to, 1);
            assert_eq!(src.len() as isize - code.len() as isize, w.saves);
            proposals += 1;
            if !whole {
                eprintln!(
                    "{file}: {} not run under CPython; GOLF_SHORTEN=all runs it",
                    w.to
                );
                continue;
            }
            // A same-string rewrite leaves the program as it was but for its bytes: CPython
            // computing both strings alike proves it; one file's is also run whole (a whole run
            // costs most of a minute of CPython 2 for each).
            if w.same_digits && file != "py2_dots_percent.py" {
                for &sem in &w.dialects {
                    let Some((python, env)) = find_python(sem) else {
                        eprintln!("skipped: no CPython for {sem}");
                        continue;
                    };
                    let check = format!(
                        "import sys\nsys.exit(0 if ({})==({}) else 1)\n",
                        w.from, w.to
                    );
                    let ok = python_c(python, &env, &check).status.success();
                    assert!(ok, "{file}: {} and {} differ under {sem}", w.from, w.to);
                }
                continue;
            }
            for &sem in &w.dialects {
                let Some((out, calls)) = cpython(&code, sem, blank) else {
                    eprintln!("skipped: no CPython for {sem}");
                    continue;
                };
                assert_eq!((out, calls), (solution.clone(), claimed), "{file} {w:?}");
            }
        }
    }
    assert!(proposals >= 1, "no proposal with counted calls");
}

/// The refusal is true: where the blank is `.`, the digits of `'%d'%1e29` (`...1433150857216`)
/// put a 0 into a cell whose digit comes after the 0 in the string. On the Wikipedia solution
/// with one cell (an 8) left blank, CPython fills it with 0 and prints that grid.
#[test]
fn a_zero_is_placed_where_the_blank_is_a_dot() {
    let src = source("py3_dots_percent.py");
    let r = report("py3_dots_percent.py");
    let no = r.refused.iter().find(|w| w.to == "'%d'%1e29").unwrap();
    let code = src.replacen(&no.from, &no.to, 1);
    let solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let at = solution.find('8').unwrap();
    let puzzle = format!("{}0{}", &solution[..at], &solution[at + 1..]);
    let Some((out, calls)) = cpython_on(&code, Semantics::Py3, '.', &puzzle) else {
        eprintln!("skipped: no CPython 3");
        return;
    };
    assert_eq!(out, format!("{}0{}", &solution[..at], &solution[at + 1..]));
    assert_eq!(calls, 2);
    // The file as written fills it with the 8.
    assert_eq!(
        cpython_on(&src, Semantics::Py3, '.', &puzzle).unwrap().0,
        solution
    );
}

/// A def that prints each solution and never returns early collects every result: `5**18`'s
/// repeated digits would output the solution several times over, so (at 5 characters, under
/// `GOLF_SHORTEN=all`) it is refused; at any length every proposal keeps the output.
#[test]
fn repeated_digits_are_refused_where_every_result_is_collected() {
    let max_len = if whole() { 5 } else { 4 };
    let src = "def r(a):\n i=a.find('0')\n if i<0:print a\n else:\n  for m in'123456789':m in[(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)or a[j]for j in range(81)]or r(a[:i]+m+a[i+1:])\nr(raw_input())\n";
    let r = shorten::shorten(src, &given(searched(max_len), Some(3_000_000), 1, 1)).unwrap();
    assert!(
        r.calls_counted_as
            .as_deref()
            .is_some_and(|w| w.contains("every branch"))
    );
    // Every proposal keeps the output: each solution output as often as before.
    for w in &r.rewrites {
        assert!(
            w.same_digits
                || w.before
                    .iter()
                    .zip(&w.after)
                    .all(|(b, a)| b.outputs == a.outputs),
            "{w:?}"
        );
        assert!(!w.after.is_empty(), "{w:?}");
    }
    if max_len < 5 {
        assert!(r.rewrites.iter().all(|w| w.to.len() <= max_len + 2));
        return;
    }
    let no = r
        .refused
        .iter()
        .find(|w| w.to == "`5**18`")
        .unwrap_or_else(|| panic!("{:?} {:?}", r.rewrites, r.refused));
    assert!(
        no.refused.as_deref().is_some_and(|m| m.contains("output")),
        "{no:?}"
    );
    assert_eq!(no.before[0].outputs, Some(1));
    // 3814697265625: 6 three times, 2 and 5 twice; wikipedia's solution fills 6, 2 and 5
    // into empty cells, so it is reached many times over.
    assert!(no.after[0].outputs.is_none_or(|n| n > 1), "{no:?}");
}

/// A loop over '123456789': its calls are counted (the search stops with exit()); at 5
/// characters (under `GOLF_SHORTEN=all`) a backquoted power holds every digit and saves 4
/// bytes, its calls counted too.
#[test]
fn a_literal_digit_string_gets_shorter_forms_with_their_calls() {
    let max_len = if whole() { 5 } else { 4 };
    let src = "def r(a):\n i=a.find('0');~i or exit(a)\n for m in'123456789':m in[(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)or a[j]for j in range(81)]or r(a[:i]+m+a[i+1:])\nfrom sys import*;r(argv[1])\n";
    let r = shorten::shorten(src, &given(searched(max_len), Some(2_000_000), 1, 1)).unwrap();
    assert!(
        r.calls_counted_as
            .as_deref()
            .is_some_and(|h| h.contains("exit()"))
    );
    for w in &r.rewrites {
        assert_eq!(w.from, "'123456789'");
        assert_eq!(w.before[0].calls, Some(4209), "{w:?}");
    }
    if max_len < 5 {
        return;
    }
    let w = r
        .rewrites
        .iter()
        .find(|w| w.saves == 4 && w.to.starts_with('`'))
        .unwrap_or_else(|| panic!("{:?}", r.rewrites));
    assert_eq!(w.digits_before, "123456789");
    // Its calls counted: the repeats of 3814697265625 multiply them, and a warning says so.
    assert_eq!(w.after[0].calls, Some(146_605), "{w:?}");
    assert!(
        w.warning
            .as_deref()
            .is_some_and(|m| m.contains("multiplies")),
        "{w:?}"
    );
}

/// `golf shorten` on the specimen took 700 MB at its defaults (43 MB now): the factor search
/// gathered each length's candidates before checking them, and held every expression with its
/// values in 64 bits. Its peak comes with the factor search (`--peer-max-len 9`), which the
/// plain run measures with a short digit search; `GOLF_SHORTEN=all` (set by `.ci/run`) runs
/// the defaults whole, and the factor search at its longest, `--peer-max-len 10` (170 MB),
/// within the 200 MB of any value an option allows.
#[test]
fn shorten_on_the_specimen_stays_under_100_mb_at_its_defaults() {
    let whole = std::env::var("GOLF_SHORTEN").is_ok_and(|v| v == "all");
    let specimen = format!("{}/crates/golf/src/specimen.py", env!("CARGO_MANIFEST_DIR"));
    let mut args = vec!["golf", "shorten", specimen.as_str()];
    if !whole {
        eprintln!("golf shorten --max-len 1 only: GOLF_SHORTEN=all runs it at its defaults");
        args.extend(["--max-len", "1"]);
    }
    let Some((code, megabytes)) = crate::common::peak_memory(&args) else {
        return;
    };
    assert_eq!(code, 0, "{args:?}");
    assert!(megabytes < 100, "{args:?}: {megabytes} MB");
    if whole {
        let longest = [
            "golf",
            "shorten",
            specimen.as_str(),
            "--max-len",
            "1",
            "--peer-max-len",
            "10",
            "--peer-seconds",
            "3600",
        ];
        let (code, megabytes) = crate::common::peak_memory(&longest).expect("measured above");
        assert_eq!(code, 0, "{longest:?}");
        assert!(megabytes < 200, "{longest:?}: {megabytes} MB");
    }
}
