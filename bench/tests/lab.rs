//! The book's lab in a real browser: headless Chromium, driven through chromedriver's
//! WebDriver protocol, runs the library compiled to WebAssembly (crates/wasm) in the built book,
//! and the lab must say what the command line says.
//!
//! The test builds the lab (scripts/build-wasm.sh) and the book (mdbook) into a temporary
//! folder, then, from file:// and from a static server on 127.0.0.1: for the three seed puzzles
//! and every solver (and the ladder) the counts the page shows equal those of
//! `sudoku-lab solve --stats`; a puzzle given in the page's address runs on load with the same
//! counts; a bad puzzle shows the command line's error; Stop ends a search that would run for
//! minutes, and the next run works; a hint shows its words (as `sudoku-lab hint` gives them) and
//! its diagram; the one-liner's digit orders count as `golf nodes` counts them.
//!
//! It skips, saying so, when chromium, chromedriver, mdbook or the wasm32 target is missing.
//! `.ci/run` runs it by name: `cargo test -p sudoku-lab-bench --test lab`.

#[path = "support/built.rs"]
mod built;
#[path = "support/webdriver.rs"]
mod webdriver;

use std::process::Command;

use built::{binary, target_dir};
use serde_json::{Value, json};
use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::solvers::Solver;
use webdriver::{ChromeDriver, Session, copy_dir, find_program, serve};

/// A puzzle the one-liner takes minutes on: the "anti-backtracking" puzzle, whose first rows
/// are empty, so the first cells are filled with every digit before a clash shows.
const MINUTES_FOR_GOLF: &str =
    "000000000000003085001020000000507000004000100090000000500000073002010000000040009";

/// The Wikipedia puzzle with a stray `x` as its last cell.
const BAD: &str =
    "53007000060019500009800006080006000340080300170002000606000028000041900500008007x";

#[test]
fn the_lab_runs_the_library_in_chromium_as_the_command_line_does() {
    let root = sudoku_lab_bench::root();
    let Some(chromium) = find_program(&["chromium", "chromium-browser", "google-chrome"]) else {
        eprintln!("skipped: no chromium on the PATH (apt-get install chromium chromium-driver)");
        return;
    };
    let Some(chromedriver) = find_program(&["chromedriver"]) else {
        eprintln!("skipped: no chromedriver on the PATH (apt-get install chromium-driver)");
        return;
    };
    let pinned = target_dir().join("tools/bin/mdbook");
    let Some(mdbook) = find_program(&[pinned.to_str().unwrap(), "mdbook"]) else {
        eprintln!("skipped: no mdbook (scripts/build-book.sh installs it)");
        return;
    };
    let built = Command::new("bash")
        .arg(root.join("scripts/build-wasm.sh"))
        .current_dir(root)
        .status()
        .expect("bash runs scripts/build-wasm.sh");
    if built.code() == Some(2) {
        eprintln!("skipped: the wasm32-unknown-unknown target cannot be installed here");
        return;
    }
    assert!(built.success(), "scripts/build-wasm.sh builds the lab");

    let work = tempfile::tempdir().expect("a temporary directory");
    let book = work.path().join("book");
    copy_dir(&root.join("book"), &book);
    let _ = std::fs::remove_dir_all(book.join("book"));
    std::fs::write(
        book.join("src/lab-test.md"),
        "# Lab test\n\n<div class=\"sudoku-lab\" data-lab=\"solve\" id=\"solve\"></div>\n\n\
         <div class=\"sudoku-lab\" data-lab=\"person\" id=\"person\"></div>\n\n\
         <div class=\"sudoku-lab\" data-lab=\"golf\" id=\"golf\"></div>\n\n\
         <div class=\"sudoku-lab\" data-lab=\"generate\" id=\"generate\"></div>\n",
    )
    .unwrap();
    let summary = book.join("src/SUMMARY.md");
    let mut text = std::fs::read_to_string(&summary).unwrap();
    text.push_str("\n[Lab test](lab-test.md)\n");
    std::fs::write(&summary, text).unwrap();
    let out_dir = work.path().join("html");
    let build = Command::new(&mdbook)
        .arg("build")
        .arg(&book)
        .arg("--dest-dir")
        .arg(&out_dir)
        .output()
        .expect("mdbook runs");
    assert!(
        build.status.success(),
        "mdbook build failed:\n{}",
        String::from_utf8_lossy(&build.stderr)
    );

    let server = serve(out_dir.clone());
    let driver = ChromeDriver::start(&chromedriver);
    let session = driver.session(&chromium, work.path());
    let bases = [
        format!("file://{}", out_dir.display()),
        format!("http://{server}"),
    ];
    for base in &bases {
        check_lab(&session, base);
        eprintln!("{base}: the lab agrees with the command line");
    }
}

/// Every check of the lab on the book served from `base`.
fn check_lab(session: &Session, base: &str) {
    let page = format!("{base}/lab-test.html");
    session.navigate(&page);
    wait_ready(session, "#solve");
    let mut solvers: Vec<&str> = Solver::NAMES.to_vec();
    solvers.push("ladder");
    for seed in SEED_PUZZLES {
        for solver in &solvers {
            let shown = solve_in_page(session, "#solve", seed.line, solver);
            assert_eq!(
                shown["state"],
                json!("done"),
                "{solver} on {}: {shown}",
                seed.name
            );
            let (counts, sat) = cli_stats(seed.line, solver);
            assert_eq!(
                shown["counts"],
                json!(counts),
                "{solver} on {}: the page's counts are the command line's",
                seed.name
            );
            if let Some(sat) = sat {
                assert_eq!(
                    shown["sat"],
                    json!(sat),
                    "sat's own counts on {}",
                    seed.name
                );
            }
            assert_eq!(shown["solution"], json!(cli_solution(seed.line, solver)));
        }
    }

    // A bad puzzle: the command line's message, cell and character.
    let shown = solve_in_page(session, "#solve", BAD, "fast");
    assert_eq!(shown["state"], json!("error"));
    assert_eq!(
        shown["status"],
        json!(cli_error(BAD)),
        "the page shows the CLI's error"
    );

    // Stop ends a search that would run for minutes; the next run starts a new worker.
    set_and_run(session, "#solve", MINUTES_FOR_GOLF, "golf");
    std::thread::sleep(std::time::Duration::from_millis(1500));
    assert_eq!(
        state(session, "#solve"),
        json!("running"),
        "the search is still going"
    );
    click(session, "#solve [data-action=stop]");
    session.wait_until(
        "return document.querySelector('#solve').getAttribute('data-state') === 'stopped' \
           ? true : null;",
        json!([]),
        10,
        "Stop ends the search",
    );
    let again = solve_in_page(session, "#solve", SEED_PUZZLES[0].line, "fast");
    assert_eq!(
        again["counts"],
        json!(cli_stats(SEED_PUZZLES[0].line, "fast").0)
    );

    // A hint: its words are `sudoku-lab hint`'s, and its diagram is drawn.
    let puzzle = SEED_PUZZLES[1].line;
    session.script(
        "document.querySelector('#person .lab-puzzle').value = arguments[0];",
        json!([puzzle]),
    );
    click(session, "#person [data-action=hint-3]");
    let hint = session.wait_until(
        "var r = document.querySelector('#person'); \
         if (r.getAttribute('data-state') !== 'done') return null; \
         var p = r.querySelector('.lab-hint[data-level=\"3\"]'); \
         return { text: p ? p.textContent : '', svg: r.querySelectorAll('.lab-diagram svg').length };",
        json!([]),
        30,
        "a hint",
    );
    let cli_hint = cli(&["hint", puzzle, "--level", "3"]).0;
    assert_eq!(
        hint["text"],
        json!(format!(
            "Level 3: {}",
            cli_hint.trim().trim_start_matches("puzzle: ")
        ))
    );
    assert_eq!(hint["svg"], json!(1), "the hint's diagram is drawn");

    // The one-liner's digit orders, as `golf nodes --digits` counts them.
    session.script(
        "document.querySelector('#golf .lab-puzzle').value = arguments[0];",
        json!([SEED_PUZZLES[0].line]),
    );
    click(session, "#golf [data-action=run]");
    let calls = session.wait_until(
        "var r = document.querySelector('#golf'); \
         if (r.getAttribute('data-state') !== 'done') return null; \
         var row = r.querySelector('tr[data-order=\"3814697265625\"] .lab-nodes'); \
         return row ? row.textContent : null;",
        json!([]),
        60,
        "golf nodes",
    );
    assert_eq!(
        calls,
        json!("146,605"),
        "seed 001's calls on the Wikipedia puzzle"
    );

    check_generator(session);

    // A lab shared by its address runs on load, with the command line's counts.
    let line = SEED_PUZZLES[2].line;
    session.navigate(&format!("{page}?puzzle={line}&solver=propagation"));
    let shown = wait_done(session, "#solve");
    assert_eq!(shown["counts"], json!(cli_stats(line, "propagation").0));
}

/// The generator's lab makes the puzzle `generate --seed` makes, plain and symmetric, grades it
/// as `grade` does, and names a bad seed.
fn check_generator(session: &Session) {
    for (seed, symmetric) in [("7", false), ("2026", true)] {
        session.script(
            "var r = document.querySelector('#generate'); \
             r.querySelector('.lab-seed').value = arguments[0]; \
             r.querySelector('.lab-symmetric').checked = arguments[1];",
            json!([seed, symmetric]),
        );
        click(session, "#generate [data-action=generate]");
        let made = session.wait_until(
            "var r = document.querySelector('#generate'), g = r.querySelector('.lab-grade'); \
             return r.getAttribute('data-state') === 'done' && g \
               ? { puzzle: r.getAttribute('data-made'), grade: g.textContent } : null;",
            json!([]),
            60,
            "a generated puzzle",
        );
        let mut args = vec!["generate", "--seed", seed];
        if symmetric {
            args.push("--symmetric");
        }
        let puzzle = cli(&args).0.trim().to_string();
        assert_eq!(made["puzzle"], json!(puzzle), "generate --seed {seed}");
        // `puzzle: TECHNIQUE: rating R, ...`: the hardest technique and the rating.
        let graded = cli(&["grade", &puzzle]).0;
        let rating = graded
            .split("rating ")
            .nth(1)
            .unwrap()
            .split(',')
            .next()
            .unwrap();
        let shown = made["grade"].as_str().unwrap();
        assert!(
            shown.contains(&format!("rated {rating}")),
            "the page's grade {shown:?} against `grade`'s {graded:?}"
        );
    }
    session.script(
        "document.querySelector('#generate .lab-seed').value = 'seven';",
        json!([]),
    );
    click(session, "#generate [data-action=generate]");
    assert_eq!(state(session, "#generate"), json!("error"));
    let status = session.script(
        "return document.querySelector('#generate .lab-status').textContent;",
        json!([]),
    );
    assert!(
        status.as_str().unwrap().contains("\"seven\""),
        "a bad seed is named: {status}"
    );
}

/// Waits for the lab `css` to be built (its WebAssembly is loaded on the first run).
fn wait_ready(session: &Session, css: &str) {
    session.wait_until(
        "return document.querySelector(arguments[0] + '.lab-ready') ? true : null;",
        json!([css]),
        20,
        "the lab is built",
    );
}

fn click(session: &Session, css: &str) {
    session.script(
        "document.querySelector(arguments[0]).click();",
        json!([css]),
    );
}

fn state(session: &Session, css: &str) -> Value {
    session.script(
        "return document.querySelector(arguments[0]).getAttribute('data-state');",
        json!([css]),
    )
}

fn set_and_run(session: &Session, css: &str, puzzle: &str, solver: &str) {
    session.script(
        "var r = document.querySelector(arguments[0]); \
         r.removeAttribute('data-state'); \
         r.querySelector('.lab-puzzle').value = arguments[1]; \
         r.querySelector('.lab-solver').value = arguments[2]; \
         r.querySelector('[data-action=run]').click();",
        json!([css, puzzle, solver]),
    );
}

/// Solves `puzzle` with `solver` in the lab `css`; returns what it shows.
fn solve_in_page(session: &Session, css: &str, puzzle: &str, solver: &str) -> Value {
    set_and_run(session, css, puzzle, solver);
    wait_done(session, css)
}

/// Waits for the lab `css` to end its run; returns its state, counts, solution and status.
fn wait_done(session: &Session, css: &str) -> Value {
    session.wait_until(
        "var r = document.querySelector(arguments[0]); var s = r.getAttribute('data-state'); \
         if (s !== 'done' && s !== 'error') return null; \
         function text(c) { var e = r.querySelector(c); return e ? e.textContent : null; } \
         var sol = r.querySelector('.lab-solution'); \
         var counts = text('.lab-counts'); \
         return { state: s, status: text('.lab-status'), \
           counts: counts && counts.slice(counts.indexOf(': ') + 2), sat: text('.lab-sat'), \
           solution: sol ? sol.getAttribute('data-solution') : null };",
        json!([css]),
        120,
        "a run of the lab",
    )
}

/// The counts `sudoku-lab solve PUZZLE --solver S --stats` prints, and the SAT solver's own.
fn cli_stats(puzzle: &str, solver: &str) -> (String, Option<String>) {
    let (out, _) = cli(&["solve", puzzle, "--solver", solver, "--stats"]);
    let mut lines = out.lines().filter_map(|l| l.strip_prefix("# puzzle: "));
    let first = lines
        .next()
        .unwrap_or_else(|| panic!("no stats line in:\n{out}"));
    let counts = first
        .strip_prefix(&format!("{solver}: "))
        .expect("the stats line names the solver");
    // `..., 0 eliminations, 1 solution, 82 µs`: the counts end before the solutions.
    let end = counts
        .find(" elimination")
        .expect("the eliminations are counted");
    let end = end + counts[end..].find(',').unwrap_or(counts.len() - end);
    (counts[..end].to_string(), lines.next().map(str::to_string))
}

/// The solution the command line prints, as one line.
fn cli_solution(puzzle: &str, solver: &str) -> String {
    let (out, _) = cli(&["solve", puzzle, "--solver", solver, "--format", "line"]);
    out.lines().next().unwrap_or_default().to_string()
}

/// The command line's error for `puzzle`, as the page shows it.
fn cli_error(puzzle: &str) -> String {
    let (_, err) = cli(&["solve", puzzle]);
    err.lines().next().unwrap_or_default().to_string()
}

/// Runs the binary with `args`; returns its standard output and standard error.
fn cli(args: &[&str]) -> (String, String) {
    let out = Command::new(binary())
        .args(args)
        .arg("--color=never")
        .output()
        .expect("the binary runs");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
