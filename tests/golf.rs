//! `sudoku-lab golf`: the code-golf analyzer, through the binary, its JSON reports parsed.

use serde_json::Value;
use sudoku_lab::analyzer::{tricks, ungolf};
use sudoku_lab::puzzles::{COMMENTER, WIKIPEDIA};

use crate::common::{data, run, wikipedia_first_band_filled};

const COMMENTER_GRID: &str =
    "817311213622482322131224934443535441555798655266156777774663869988847188399979596";

/// Runs `golf ARGS --format json`, checks the exit code, and parses the report.
fn check(args: &[&str], code: i32) -> Value {
    let mut all = vec!["golf"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--format", "json"]);
    let r = run(&all, "");
    assert_eq!(r.code, code, "golf {args:?}: {}", r.stderr);
    serde_json::from_str(&r.stdout)
        .unwrap_or_else(|e| panic!("golf {args:?} wrote no JSON ({e}): {}", r.stdout))
}

#[test]
fn ungolf_steps_are_derived_and_the_port_searches_alike() {
    let v = check(&["ungolf"], 0);
    let steps = v["ungolf"]["steps"].as_array().unwrap();
    let names: Vec<&str> = steps.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "layout", "exit-if", "loop", "if-not", "peers", "digits", "exit", "imports"
        ]
    );
    assert_eq!(v["ungolf"]["specimen_bytes"], 179);
    // Each step's byte count is the length of its code.
    for s in steps {
        assert_eq!(
            s["bytes"].as_u64().unwrap() as usize,
            s["code"].as_str().unwrap().len()
        );
    }
    assert_eq!(v["port"]["calls"], 146_605);
    assert_eq!(v["port"]["puzzle"], WIKIPEDIA.line);
    assert_eq!(v["seed004"]["steps"].as_array().unwrap().len(), 2);
}

#[test]
fn the_shipped_golf_files_are_what_the_project_derives() {
    for (file, args) in [
        (
            "golf/laid_out.py",
            vec!["golf", "ungolf", "--code", "layout"],
        ),
        (
            "golf/ungolfed.py",
            vec!["golf", "ungolf", "--code", "imports"],
        ),
        (
            "golf/seed004.py",
            vec!["golf", "ungolf", "--code", "print", "--delta"],
        ),
    ] {
        let shipped = std::fs::read_to_string(data(file)).unwrap();
        let r = run(&args, "");
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(
            r.stdout,
            shipped,
            "{file} is not what `{}` derives",
            args.join(" ")
        );
    }
    let last = ungolf::ungolf().steps.last().unwrap().code.clone();
    assert_eq!(
        std::fs::read_to_string(data("golf/ungolfed.py")).unwrap(),
        last
    );
    let r = run(&["golf", "ungolf", "--code", "nonsense"], "");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("layout, exit-if"), "{}", r.stderr);
}

#[test]
fn peers_proof_on_6561_pairs() {
    let v = check(&["peers", "r5c5"], 0);
    let c = &v["check"];
    assert_eq!(
        (c["pairs"].as_u64(), c["agree"].as_u64()),
        (Some(6561), Some(6561))
    );
    assert_eq!(c["proved"], true);
    assert_eq!(c["nonzero_range"], serde_json::json!([1, 360]));
    let houses: Vec<&str> = v["map"]["factors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["house"].as_str().unwrap())
        .collect();
    assert_eq!(houses, ["column", "row", "box"]);
    assert_eq!(v["map"]["rows"][4][4], "abc");
    // The same cell by index.
    assert_eq!(check(&["peers", "40"], 0)["map"]["cell"], "r5c5");
}

#[test]
fn peers_under_python_3_and_wrong_expressions() {
    let v = check(&["peers", "--semantics", "py3"], 1);
    assert_eq!(v["check"]["errors"], 6561);
    assert_eq!(v["check"]["first_error"]["error"]["error"], "TypeError");
    // Without the box factor, 81 cells x 4 box-only peers are wrong.
    let v = check(&["peers", "--expr", "(i-j)%9*(i/9^j/9)"], 1);
    assert_eq!(v["check"]["wrong"].as_array().unwrap().len(), 324);
    // A port that uses // is right under both Pythons.
    let v = check(
        &[
            "peers",
            "--semantics",
            "py3",
            "--expr",
            "(i-j)%9*(i//9^j//9)*(i//27^j//27|i%9//3^j%9//3)",
        ],
        0,
    );
    assert_eq!(v["check"]["proved"], true);
    // Ranges are exact however large: 80<<140 is past 2**127 (JSON gives its digits as a
    // string there), and the text prints every digit.
    let v = check(&["peers", "--expr", "i<<j+60"], 1);
    assert_eq!(
        v["check"]["nonzero_range"],
        serde_json::json!([
            1152921504606846976u64,
            "111503725992653115707678591363241807529902080"
        ])
    );
    let r = run(&["golf", "peers", "--expr", "i<<j+60"], "");
    assert!(
        r.stdout
            .contains("to 111503725992653115707678591363241807529902080,"),
        "{}",
        r.stdout
    );
    let r = run(&["golf", "peers", "--expr", "(i-j)%9*"], "");
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("column 9"), "{}", r.stderr);
    let r = run(&["golf", "peers", "r10c1"], "");
    assert_eq!(r.code, 2);
}

/// The longest expression `golf digits` tries in these tests: 5 characters, the book's whole
/// sweep, when CI asks for it (`GOLF_DIGITS=all`, as `.ci/run` sets it), 4 in a plain run. The
/// ten million strings of length 5 take 16 of the 18 s of CPU that run costs in a debug build,
/// and the book's `golf-digits` output, which `scripts/book-outputs.sh --check` compares in CI,
/// holds every figure of the whole sweep as well.
fn digits_max_len() -> usize {
    if std::env::var("GOLF_DIGITS").is_ok_and(|v| v == "all") {
        5
    } else {
        4
    }
}

/// `golf digits --max-len N --max-nodes 2000000` (N from [`digits_max_len`]), run once for the
/// tests that read it. A larger node budget changes only the repeat-cost figures and `calls`
/// past a million, not the candidates found.
fn digits_run() -> &'static (usize, Value) {
    static RUN: std::sync::OnceLock<(usize, Value)> = std::sync::OnceLock::new();
    RUN.get_or_init(|| {
        let len = digits_max_len();
        let text = len.to_string();
        let v = check(&["digits", "--max-len", &text, "--max-nodes", "2000000"], 0);
        assert_eq!(v["search"]["max_len"], len);
        (len, v)
    })
}

/// Whether some candidate of a dialect's cheapest is written `source`.
fn cheapest_has(dialect: &Value, source: &str) -> bool {
    dialect["cheapest"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["source"] == source)
}

/// Its name starts `golf::digits` so that `.ci/run`'s `GOLF_DIGITS=all` step selects it.
#[test]
fn digits_keeps_only_the_cheapest_results_in_memory() {
    // The longest length allowed is 6 (254 million strings; 8.5 minutes of CPU in a test
    // build, some 4 minutes on two cores, 124 MB): GOLF_DIGITS=all runs it; the plain run
    // tries up to four characters, whose results once took 15 MB of the peak.
    let all = std::env::var_os("GOLF_DIGITS").is_some_and(|v| v == "all");
    let (len, megabytes) = if all { ("6", 200) } else { ("4", 40) };
    if !all {
        eprintln!("golf digits --max-len 4 only: GOLF_DIGITS=all runs --max-len 6");
    }
    // The plain run counts each order's repeat cost within 2 million calls (2 s, where the
    // default 100 million take 25): the results it keeps, whose memory this measures, are the
    // same at either bound.
    let mut args = vec!["golf", "digits", "--max-len", len];
    if !all {
        args.extend(["--max-nodes", "2000000"]);
    }
    let Some((code, peak)) = crate::common::peak_memory(&args) else {
        return;
    };
    assert_eq!(code, 0, "--max-len {len}");
    assert!(
        peak < megabytes,
        "--max-len {len}: {peak} MB, over {megabytes} MB"
    );
}

#[test]
fn digits_strings_search_and_repeat_cost() {
    let (len, v) = digits_run();
    assert_eq!(v["strings"][0]["digits"]["text"], "3814697265625");
    assert_eq!(v["strings"][1]["digits"]["text"], "948721536");
    let s = &v["search"]["dialects"];
    // Python 3: '%d'%1e29, 9 bytes, at either length.
    assert_eq!(s[1]["cheapest"][0]["cost"], 9);
    assert!(cheapest_has(&s[1], "'%d'%1e29"));
    if *len == 5 {
        // Python 2: `5**18` in backquotes, 7 bytes.
        assert_eq!(s[0]["cheapest"][0]["cost"], 7);
        assert!(cheapest_has(&s[0], "`5**18`"));
        // Integer expressions of five characters holding every digit: 639 in Python 3, 304
        // of them 2**127 or more, as a brute force in CPython finds.
        assert_eq!(s[1]["integer_by_len"][4], 639);
        assert_eq!(s[1]["integer_past_2_127"], 304);
    } else {
        // Up to four characters no integer expression holds every digit, so Python 2's
        // cheapest is Python 3's: the backquotes of `5**18` need its fifth character.
        for dialect in [&s[0], &s[1]] {
            assert_eq!(dialect["integer_by_len"], serde_json::json!([0, 0, 0, 0]));
            assert_eq!(dialect["integer_past_2_127"], 0);
            assert_eq!(dialect["cheapest"][0]["cost"], 9);
            assert!(cheapest_has(dialect, "'%d'%1e29"));
            assert!(!cheapest_has(dialect, "`5**18`"));
        }
    }
    assert_eq!(
        run(&["golf", "digits", "--max-len", "99"], "").code,
        2,
        "--max-len has a ceiling"
    );
    let cost = &v["repeat_cost"][0];
    assert_eq!(cost["puzzle"], "wikipedia");
    assert_eq!(
        (
            cost["with_repeats"].as_u64(),
            cost["without_repeats"].as_u64()
        ),
        (Some(146_605), Some(1_730))
    );
    let cost = &v["repeat_cost"][1];
    assert_eq!(
        (
            cost["with_repeats"].as_u64(),
            cost["without_repeats"].as_u64()
        ),
        (Some(951_167), Some(2_261))
    );
}

#[test]
fn nodes_per_order_and_a_ranking_on_a_subset() {
    let v = check(
        &[
            "nodes",
            WIKIPEDIA.line,
            "--digits",
            "987654321",
            "--orders",
            "1000",
        ],
        0,
    );
    let calls: Vec<(&str, u64)> = v["orders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            assert_ne!(r["counter_agrees"], false);
            (r["order"].as_str().unwrap(), r["calls"].as_u64().unwrap())
        })
        .collect();
    assert_eq!(
        &calls[..4],
        [
            ("3814697265625", 146_605),
            ("948721536", 716),
            ("123456789", 4_209),
            ("381469725", 1_730)
        ]
    );
    assert_eq!(calls[4].0, "987654321");
    let ranks = v["ranks"].as_array().unwrap();
    assert_eq!(ranks[0]["orders"], 1000);
    // 3814697265625 is worse than every one of these orders.
    assert_eq!(ranks[0]["rank"], 1001);
    let depths = &v["depths"];
    let sum = |k: &str| {
        depths[k]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_u64().unwrap())
            .sum::<u64>()
    };
    assert_eq!(
        (sum("with_repeats"), sum("without_repeats")),
        (146_605, 1_730)
    );
    assert_eq!(
        run(&["golf", "nodes", WIKIPEDIA.line, "--digits", "12x"], "").code,
        2
    );
    assert_eq!(run(&["golf", "nodes", "123"], "").code, 2);
}

#[test]
fn semantics_reproduces_the_commenters_grid() {
    // At this bound the Python 2 runs of the one-liner give up (exit code 3, said on standard
    // error); the Python 3 runs and the culprit are found well within it.
    let v = check(&["semantics", "--max-nodes", "500000"], 3);
    assert_eq!(v["puzzle"], COMMENTER.line);
    let culprit = &v["culprit"];
    assert_eq!(culprit["target"], COMMENTER_GRID);
    let own: Vec<(&str, &str, &str)> = culprit["matches"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["own_order"] == true)
        .map(|m| {
            (
                m["variant"].as_str().unwrap(),
                m["semantics"].as_str().unwrap(),
                m["order"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(own, [("maintainer", "py3", "123456789")]);
    // The maintainer's Python 3 run prints the grid, character for character.
    let maintainer = v["variants"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["variant"]["key"] == "maintainer")
        .unwrap();
    assert_eq!(maintainer["runs"][1]["outcome"]["grids"][0], COMMENTER_GRID);
    // The one-liner raises under Python 3.
    assert_eq!(v["variants"][0]["runs"][1]["outcome"]["outcome"], "raised");
    // Run as intended, seed 004's order solves the puzzle in a few thousand calls.
    assert_eq!(v["intended"][0]["calls"], 3_565);
    assert_eq!(v["intended"][0]["valid"], true);
}

#[test]
fn tricks_on_the_shipped_inputs() {
    let names = |file: &str| -> Vec<(String, u64, u64)> {
        let v = check(&["tricks", data(file).to_str().unwrap()], 0);
        assert!(
            v["unknown"].as_array().unwrap().is_empty(),
            "{file}: {}",
            v["unknown"]
        );
        v["tricks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| {
                (
                    t["name"].as_str().unwrap().to_string(),
                    t["line"].as_u64().unwrap(),
                    t["col"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    let seed004 = names("golf/seed004.py");
    assert!(
        seed004.contains(&("backquote-digits".to_string(), 5, 44)),
        "{seed004:?}"
    );
    assert!(seed004.iter().any(|t| t.0 == "peer-product"));
    assert!(!seed004.iter().any(|t| t.0 == "tilde-test"));
    let ungolfed = names("golf/ungolfed.py");
    assert!(
        ungolfed.iter().any(|t| t.0 == "peer-product"),
        "{ungolfed:?}"
    );
    assert!(
        !ungolfed
            .iter()
            .any(|t| t.0 == "semicolon" || t.0 == "tilde-test"),
        "{ungolfed:?}"
    );
    let laid_out = names("golf/laid_out.py");
    assert!(
        laid_out.contains(&("tilde-test".to_string(), 3, 5)),
        "{laid_out:?}"
    );
    // The specimen itself, through the library.
    let r = tricks::analyze(sudoku_lab::analyzer::specimen::code()).unwrap();
    assert!(
        r.tricks
            .iter()
            .any(|t| t.name == "digit-string" && t.saves == 5)
    );
    // Unknown constructs, from standard input, are listed, not guessed.
    let out = run(
        &["golf", "tricks", "-", "--format", "json"],
        "r=lambda a:a\n",
    );
    let v: Value = serde_json::from_str(&out.stdout).unwrap();
    assert!(
        v["tricks"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["name"] == "lambda-def")
    );
    let out = run(
        &["golf", "tricks", "-", "--format", "json"],
        "class A:pass\n",
    );
    let v: Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["unknown"][0]["text"], "class A:");
    assert_eq!(run(&["golf", "tricks", "/nonexistent.py"], "").code, 2);
}

/// The corpus of golfed solvers written for the trick finder (tests/data/golf/corpus): several
/// styles, both dialects. Each file's findings are exactly its `.expected` list, and each file
/// solves the Wikipedia puzzle under the CPython its first line names, where installed (or,
/// for a program that is no Sudoku solver, prints its `.out` file).
#[test]
fn the_corpus_of_golfed_solvers() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    use sudoku_lab::analyzer::pyexpr::Semantics;
    let dir = data("golf/corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "{files:?}");
    let solution =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    // The runs check that each program solves a puzzle, which a filled first band keeps
    // quick under CPython for the slowest of them.
    let puzzle = wikipedia_first_band_filled();
    let mut ran = 0;
    let mut running = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let report = tricks::analyze(&source).unwrap();
        let found: Vec<String> = report
            .tricks
            .iter()
            .map(|t| format!("{} {}", t.line, t.name))
            .collect();
        let expected: Vec<String> = std::fs::read_to_string(file.with_extension("expected"))
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        assert_eq!(found, expected, "{}", file.display());
        assert!(
            report.unknown.is_empty(),
            "{}: {:?}",
            file.display(),
            report.unknown
        );
        // `# corpus: python2, argv.` names the interpreter and how the puzzle is given.
        let header = source.lines().next().unwrap();
        let sem = if header.contains("python2") {
            Semantics::Py2
        } else {
            Semantics::Py3
        };
        assert!(
            report.dialects.contains(&sem),
            "{}: {:?}",
            file.display(),
            report.dialects
        );
        let Some((python, env)) = crate::golf_python::find_python(sem) else {
            eprintln!("skipped running {}: no CPython for {sem}", file.display());
            continue;
        };
        let mut cmd = Command::new(python);
        cmd.envs(env.iter().map(|(k, v)| (k, v)));
        cmd.arg(file)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        // A program that is no Sudoku solver (`# corpus: python3, output.`) reads nothing and
        // prints exactly its `.out` file.
        let output = std::fs::read_to_string(file.with_extension("out")).ok();
        let stdin = if output.is_some() {
            String::new()
        } else if header.contains("stdin9") {
            (0..9)
                .map(|r| format!("{}\n", &puzzle[r * 9..r * 9 + 9]))
                .collect()
        } else if header.contains("stdin") {
            format!("{puzzle}\n")
        } else {
            cmd.arg(&puzzle);
            String::new()
        };
        // Every program runs at once, each waited for below: the runs are most of the test.
        let mut child = cmd.spawn().unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(stdin.as_bytes())
            .unwrap();
        running.push((file, python, output, child));
    }
    for (file, python, output, child) in running {
        let out = child.wait_with_output().unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        match &output {
            Some(want) => assert_eq!(&text, want, "{} under {python}", file.display()),
            None => assert!(
                text.contains(solution),
                "{} under {python}: {text}",
                file.display()
            ),
        }
        ran += 1;
    }
    eprintln!("{ran} of {} corpus files run under CPython", files.len());
}

/// What the golf commands report, checked through the binary: `digits`' backquote forms of
/// five characters, `peers`' non-peer pairs of a wrong variant, Python 2's octal, syntax errors
/// and big integers without a panic, `semantics`' and `ungolf`'s words, in 100 columns.
#[test]
fn the_golf_commands_report_exact_counts_and_plain_words() {
    // digits: Python 2 has 36 five-character backquote forms (`1<<51` among them), and the
    // cheapest Python 3 form costs 9 bytes; each listed candidate carries its calls.
    let (len, v) = digits_run();
    let py2 = &v["search"]["dialects"][0];
    let wrappers = py2["by_wrapper"].as_array().unwrap();
    let backquote = wrappers.iter().find(|w| w[0] == "backquote");
    if *len == 5 {
        assert_eq!(py2["cheapest"].as_array().unwrap().len(), 36);
        assert!(cheapest_has(py2, "`1<<51`"));
        assert_eq!(backquote, Some(&serde_json::json!(["backquote", 7, 36])));
    } else {
        // No backquote form of four characters or fewer is usable: the 36 are five long.
        assert_eq!(backquote, None, "{wrappers:?}");
        assert!(!cheapest_has(py2, "`1<<51`"));
    }
    assert!(
        py2["cheapest"][0]["calls"].is_u64(),
        "{}",
        py2["cheapest"][0]
    );
    // peers: the wrong `&` variant has 153 non-peer pairs in 49-57, not 169.
    let v = check(
        &[
            "peers",
            "--expr",
            "(i-j)%9*(i/9^j/9)*(i/27^j/27&i%9/3^j%9/3)",
        ],
        1,
    );
    assert_eq!(v["check"]["ascii_digit_values"], 153);
    // peers: Python 2's octal 011 is 9, so this expression is right there.
    let v = check(
        &[
            "peers",
            "--expr",
            "(i-j)%011*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)",
        ],
        0,
    );
    assert_eq!(v["check"]["proved"], true);
    let r = run(
        &["golf", "peers", "--semantics", "py3", "--expr", "(i-j)%011"],
        "",
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("leading zeros"), "{}", r.stderr);
    // peers: invalid Python is a syntax error (exit 2), and `-` may open an expression.
    let r = run(&["golf", "peers", "--expr", "-not 3==27 or i"], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stderr.contains("SyntaxError"), "{}", r.stderr);
    // peers: big integers, no panic.
    let m = "(0-170141183460469231731687303715884105727-1)";
    for e in [format!("{m}//(0-1)"), format!("-{m}"), format!("i%{m}")] {
        let r = run(&["golf", "peers", "--expr", &e], "");
        assert!(r.code == 1 || r.code == 0, "{e}: {} {}", r.code, r.stderr);
    }
    // nodes: ties stated; a puzzle with several solutions gets no symmetry argument.
    let several =
        "000070000600195000098000060800060003400803001700020006060000280000419005000080079";
    let r = run(&["golf", "nodes", several, "--orders", "300"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(!r.stdout.contains("Why the sums agree"), "{}", r.stdout);
    assert!(r.stdout.contains("more than one solution"), "{}", r.stdout);
    let r = run(&["golf", "nodes", WIKIPEDIA.line, "--orders", "2000"], "");
    assert!(r.stdout.contains("orders tie there"), "{}", r.stdout);
    // nodes: every depth is listed (52 rows for the 51 empty cells of the Wikipedia puzzle).
    let depth_cells = r
        .stdout
        .split_whitespace()
        .filter(|w| w.starts_with('d') && w.contains(':') && w.contains('/'))
        .count();
    assert_eq!(depth_cells, 52, "{}", r.stdout);
    assert_eq!(
        run(&["golf", "nodes", WIKIPEDIA.line, "--orders", "0"], "").code,
        2
    );
    // semantics: the maintainer's rewrite is not called "the program as written".
    let r = run(&["golf", "semantics", "--max-nodes", "300000"], "");
    assert!(
        !r.stdout.contains("as written: exact match"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("its prints made print() calls"),
        "{}",
        r.stdout
    );
    // ungolf: step 1 says the `;` become line breaks, and the byte convention is stated.
    let r = run(&["golf", "ungolf"], "");
    assert!(
        r.stdout.contains("The 3 `;` become line breaks"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("includes the final newline"),
        "{}",
        r.stdout
    );
    // Every golf output fits in 100 columns.
    for out in [&r.stdout] {
        for l in out.lines() {
            assert!(l.chars().count() <= 100, "{} wide: {l}", l.chars().count());
        }
    }
}

/// `golf shorten` on the specimen: the backquote form saves 3 bytes with the same calls. Each
/// count stops at 1,000,000 calls: the rewrites whose repeated digits multiply the calls reach
/// that bound, not the default 50,000,000, which took 15 s of the test's 17 s of CPU (the
/// commenter's 20,450,246 calls are counted whole by the book's `golf-shorten` output, which
/// `scripts/book-outputs.sh --check` compares in CI).
#[test]
fn shorten_finds_the_backquote_saving() {
    let specimen = data("golf/laid_out.py");
    let v = check(
        &[
            "shorten",
            specimen.to_str().unwrap(),
            "--max-len",
            "4",
            "--peer-max-len",
            "7",
            "--max-nodes",
            "1000000",
        ],
        0,
    );
    let b = v["rewrites"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["to"] == "`5**18`")
        .expect("the backquote rewrite");
    assert_eq!(b["saves"], 3);
    assert_eq!(b["same_digits"], true);
    assert_eq!(b["after"][0]["calls"], 146_605);
    // Past the bound a count is no figure: the commenter's puzzle takes the specimen 20 million
    // calls, and a rewrite that repeats more digits gives up on it, saying so.
    assert_eq!(b["before"][2]["puzzle"], "commenter");
    assert_eq!(b["before"][2]["calls"], Value::Null);
    let rewrites = v["rewrites"].as_array().unwrap();
    let bounded = rewrites.iter().find(|r| r["to"] == "'%d'%2e31").unwrap();
    assert!(
        bounded["warning"]
            .as_str()
            .is_some_and(|w| w.contains("more than the count's bound")),
        "{bounded}"
    );
    let p = &v["peer_tests"][0];
    assert_eq!(p["shortest"].as_str().unwrap().len(), 41);
    assert_eq!(
        run(&["golf", "shorten", "-", "--peer-max-len", "11"], "").code,
        2
    );
}

/// Ctrl-C during `golf nodes`'s ranking prints the summary counted so far and exits 130.
#[cfg(unix)]
#[test]
fn golf_nodes_on_ctrl_c_prints_the_partial_ranking_and_exits_130() {
    use std::process::{Command, Stdio};
    // Norvig's hardest puzzle: the full ranking takes a long while.
    let hardest =
        "000005080000601043000000000010500000000106000300000005530000061000000004000000000";
    let child = Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .args(["golf", "nodes", hardest, "--max-nodes", "100000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(2500));
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    assert!(killed.is_ok_and(|s| s.success()));
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stdout}\n{stderr}");
    assert!(stdout.contains("(interrupted: partial)"), "{stdout}");
    assert!(stderr.contains("interrupted"), "{stderr}");
}

/// The figures the one-liner chapter states in prose are the ones its generated outputs show
/// (and `scripts/book-outputs.sh --check` ties those to the code), or the code computes here.
#[test]
fn the_chapters_prose_figures_match_the_outputs() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("book/src");
    let chapter = std::fs::read_to_string(root.join("one-liner.md")).unwrap();
    let generated =
        |name: &str| std::fs::read_to_string(root.join("generated").join(name)).unwrap();
    let u = ungolf::ungolf();
    let last = u.steps.last().unwrap().bytes;
    assert!(chapter.contains(&format!("from {} bytes to {last}", u.specimen_bytes)));
    assert!(chapter.contains("99999999999999991433150857216"));
    assert_eq!(
        sudoku_lab::analyzer::pyexpr::python_eval_line(
            "'%d'%1e29",
            sudoku_lab::analyzer::pyexpr::Semantics::Py3
        ),
        "ok '99999999999999991433150857216'"
    );
    // The total's example: each figure as the analyzer computes it.
    let r = sudoku_lab::analyzer::tricks::analyze("x=[*map(int,s)]\n").unwrap();
    let own = |n: &str| r.tricks.iter().find(|t| t.name == n).unwrap().saves;
    let prose = chapter.split_whitespace().collect::<Vec<_>>().join(" ");
    let claim = format!(
        "`[*map(int,s)]` saves {} bytes against `list(map(int,s))` and {} inside against `[int(v)for v in s]`, but {} against the one plain spelling",
        own("star-display"),
        own("map-call"),
        r.saved
    );
    assert!(
        prose.contains(&claim),
        "the chapter no longer says {claim:?}"
    );
    for (prose, file, shown) in [
        (
            "144 orders tie there",
            "golf-nodes.txt",
            "(144 orders tie there), worst 267145839 with 4,626 (144 tie)",
        ),
        (
            "The best order needs 58 calls",
            "golf-nodes.txt",
            "best 569341782 with 58 calls",
        ),
        (
            "551 four-character expressions",
            "golf-digits.txt",
            "Python 3: cheapest cost 9 bytes, 551 ties",
        ),
        (
            "the seed's own 41 bytes",
            "golf-shorten.txt",
            "41 bytes, the file's own length",
        ),
        (
            "no box factor of nine characters",
            "golf-shorten.txt",
            "box    file (i/27^j/27|i%9/3^j%9/3)  shortest found none of 9",
        ),
        (
            "three bytes shorter",
            "golf-shorten.txt",
            "'%d'%5**18 -> `5**18`  saves 3 bytes",
        ),
    ] {
        assert!(
            chapter.contains(prose),
            "the chapter no longer says {prose:?}"
        );
        assert!(
            generated(file).contains(shown),
            "{file} no longer shows {shown:?}"
        );
    }
}

/// No golf topic gives up, at its default `--max-nodes`, before a count the seeds quote: the
/// largest (the commenter's puzzle under seed 001's digits, 20 million calls and more) is read
/// from the book's `maintainer-nodes` output, which `scripts/book-outputs.sh --check` keeps
/// current, so that the default run of `golf nodes` shows the seed's fact and not a bound.
#[test]
fn no_golf_topic_defaults_to_a_bound_below_a_count_the_seeds_quote() {
    let table = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("book/src/generated/maintainer-nodes.txt"),
    )
    .unwrap();
    let largest = table
        .lines()
        .filter(|l| {
            ["wikipedia ", "seed-003 ", "commenter "]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .flat_map(|l| l.split_whitespace().skip(1))
        .map(|n| n.replace(',', "").parse::<u64>().expect("a count"))
        .max()
        .expect("the seed puzzles' counts");
    assert!(largest > 20_000_000, "{largest}");
    for topic in ["nodes", "semantics", "shorten", "digits"] {
        let help = run(&["golf", topic, "--help"], "").stdout;
        // The flag's own entry, not a mention of it in the command's description.
        let after = &help[help.find("--max-nodes <N>").expect("a --max-nodes flag")..];
        let default: u64 = after[after.find("[default: ").expect("a default") + 10..]
            .split(']')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(
            default >= largest,
            "golf {topic} --max-nodes defaults to {default}, below the seeds' {largest}"
        );
    }
}

/// FNV-1a, 64 bits: a digest of a report, to pin it byte for byte in a line of text.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Every `golf tricks` report on the golfed programs of tests/data/golf (and the specimen) is
/// the one pinned in tests/data/golf/tricks_reports.txt, byte for byte (a digest of its JSON):
/// a rework of the finder (its registry, its facts, its linear time) changes no output. A
/// change meant to change a report updates the file with the line the failure prints.
#[test]
fn every_tricks_report_on_the_golf_programs_is_pinned() {
    let mut files: Vec<std::path::PathBuf> = ["golf", "golf/corpus", "golf/shorten"]
        .iter()
        .flat_map(|d| std::fs::read_dir(data(d)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .collect();
    files.sort();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    files.push(root.join("crates/golf/src/specimen.py"));
    let pinned = std::fs::read_to_string(data("golf/tricks_reports.txt")).unwrap();
    let mut got = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let report = tricks::analyze(&source).unwrap();
        let json = serde_json::to_string(&report).unwrap();
        let name = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        got.push(format!("{name} {:016x}", fnv1a(&json)));
    }
    let want: Vec<&str> = pinned
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect();
    assert_eq!(got.len(), want.len(), "{}", got.join("\n"));
    for (g, w) in got.iter().zip(&want) {
        assert_eq!(
            g,
            w,
            "the report changed; the new lines:\n{}",
            got.join("\n")
        );
    }
}

/// A file's size says what it counts of its end: an empty file has no final newline to
/// include, and a file without one says so.
#[test]
fn an_empty_file_has_no_final_newline_to_include() {
    let dir = std::env::temp_dir().join(format!("golf-size-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (text, size) in [
        ("", "0 bytes (an empty file)"),
        ("x=1", "3 bytes (no final newline)"),
        ("x=1\n", "4 bytes (final newline included)"),
    ] {
        let path = dir.join("f.py");
        std::fs::write(&path, text).unwrap();
        let r = run(&["golf", "tricks", path.to_str().unwrap()], "");
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert!(
            r.stdout.contains(&format!("  {size}, ")),
            "{text:?}: {}",
            r.stdout
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}
