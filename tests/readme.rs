//! README.md and the book say how to run things: every command in their `sh` and `console`
//! blocks is run here, against this build's binary, so that none of them can rot.
//!
//! - `sudoku-lab ...` and `cargo run --release -- ...` run the binary under test (through
//!   bash, so pipes and redirections work), from a scratch folder that sees the project's files
//!   (`data/`, `tests/`, ...) and with a scratch `HOME`: a command that writes files writes
//!   them there. Each must exit with 0, or with the `[exit code N]` its console block shows.
//! - A `console` block's `$ COMMAND` lines are followed by what the command prints (standard
//!   output and error, as a terminal shows them): that text must be what it prints now.
//! - A figure written in a command's comment (`# ... 146,605 calls ...`) must be in its output.
//! - Commands this test cannot run (the test command itself, the benches, the browser test,
//!   `cargo install`, `mdbook`, the scripts) must name things that exist: the package, the
//!   bench, the example, the script, the pinned mdBook version.
//!
//! A code block that opens while another is open (a fence left unclosed) is an error too.

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Commands too slow for a debug build (tens of seconds): they are started, and pass when they
/// finish as expected or are still at work after this long (their arguments and input read).
/// Each is run whole, its output compared, by `scripts/book-outputs.sh --check` in `.ci/run`,
/// in release: rows golf-nodes, golf-semantics, golf-digits, golf-shorten (on the specimen),
/// generator-against-ratings, hardness-nested, and the compare-*.md timing rows (their counts).
const SLOW: &[&str] = &[
    "sudoku-lab golf nodes",
    "sudoku-lab golf semantics",
    // 25 s of CPU in a debug build: the longest test of `cargo test` when it ran whole here.
    "sudoku-lab golf digits",
    // A chapter's *Try it* timing a whole set, shortening a program or rating a file against
    // SE's ratings (`book_try_it`): minutes in a debug build.
    "sudoku-lab compare --set",
    "sudoku-lab golf shorten",
    "sudoku-lab grade --against-ratings",
    // The worst forum puzzle graded with its nested forcing chains (hardness.md's *Try it*):
    // seconds in release, the row hardness-nested, and many more in a debug build.
    "sudoku-lab grade --steps --timeout 5m",
    // The golf port on the built-in puzzles (one-liner.md's *Try it*): its 20 million calls on
    // the commenter's take 18 s in a debug build (`solve::node_counts_match_the_seed_programs_
    // on_the_wikipedia_puzzle` pins its counts).
    "sudoku-lab solve --solver golf --stats",
];
const SLOW_START: Duration = Duration::from_secs(1);

/// One command of a code block (or of a chapter's *Try it*, `book_try_it`).
#[derive(Debug, Clone)]
pub(crate) struct Shown {
    /// `README.md:42`.
    pub(crate) place: String,
    pub(crate) command: String,
    /// The comment written after it (`# ...`), if any.
    pub(crate) comment: String,
    /// The output a console block shows for it, if it shows any.
    pub(crate) output: Option<Vec<String>>,
    pub(crate) exit: i32,
}

/// The fenced code blocks of a Markdown text: info string, first line number, lines. Fails
/// on a fence that opens while a block is open, and on a block never closed.
fn blocks(text: &str) -> Result<Vec<(String, usize, Vec<String>)>, String> {
    let mut blocks = Vec::new();
    let mut open: Option<(String, usize, Vec<String>)> = None;
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        let fence = line.trim_start().strip_prefix("```");
        match (&mut open, fence) {
            (None, Some(info)) => open = Some((info.trim().to_string(), number + 1, Vec::new())),
            (Some(_), Some("")) => blocks.push(open.take().unwrap()),
            (Some((_, start, _)), Some(info)) => {
                return Err(format!(
                    "line {number}: a ```{info} block opens inside the block opened on line {}; \
                     close that one first",
                    *start - 1
                ));
            }
            (Some((_, _, lines)), None) => lines.push(line.to_string()),
            (None, None) => {}
        }
    }
    match open {
        Some((_, start, _)) => Err(format!("line {}: a code block never closed", start - 1)),
        None => Ok(blocks),
    }
}

/// The commands of a `sh` or `console` block (other blocks hold none).
fn commands(file: &str, language: &str, start: usize, lines: &[String]) -> Vec<Shown> {
    let console = match language {
        "sh" | "bash" | "shell" => false,
        "console" => true,
        _ => return Vec::new(),
    };
    let mut shown: Vec<Shown> = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_end();
        let text = if console {
            match line.strip_prefix("$ ") {
                Some(command) => command,
                None => {
                    // Output of the command before.
                    let last = shown.last_mut().expect("output after a command");
                    match line
                        .strip_prefix("[exit code ")
                        .and_then(|l| l.strip_suffix(']'))
                    {
                        Some(code) => last.exit = code.parse().expect("[exit code N]"),
                        None => last
                            .output
                            .get_or_insert_with(Vec::new)
                            .push(line.to_string()),
                    }
                    i += 1;
                    continue;
                }
            }
        } else {
            line.trim_start()
        };
        let place = format!("{file}:{}", start + i);
        i += 1;
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        // A command goes on over lines that end with a backslash.
        let mut command = text.to_string();
        while command.ends_with('\\') && i < lines.len() {
            command.pop();
            command.push(' ');
            command.push_str(lines[i].trim());
            i += 1;
        }
        // A comment after the command: two spaces or more, then `#`.
        let (command, comment) = match command.find("  #") {
            Some(at) => (command[..at].to_string(), command[at..].trim().to_string()),
            None => (command, String::new()),
        };
        shown.push(Shown {
            place,
            command: command.split_whitespace().collect::<Vec<_>>().join(" "),
            comment,
            output: None,
            exit: 0,
        });
    }
    shown
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The numbers written with thousands separators in `text` (`146,605`).
fn figures(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() || (i > 0 && chars[i - 1].is_ascii_digit()) {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len()
            && (chars[i].is_ascii_digit()
                || (chars[i] == ',' && chars.get(i + 1).is_some_and(char::is_ascii_digit)))
        {
            i += 1;
        }
        let number: String = chars[start..i].iter().collect();
        if number.contains(',') {
            found.push(number);
        }
    }
    found
}

/// What a command that is not run must name, checked against the project's files; `None`
/// for a command that is to be run.
fn check_without_running(command: &str) -> Option<Result<(), String>> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let root = root();
    let exists = |path: &str, what: &str| {
        if root.join(path).exists() {
            Ok(())
        } else {
            Err(format!("{what}: {path} does not exist"))
        }
    };
    let bench_manifest = std::fs::read_to_string(root.join("bench/Cargo.toml")).unwrap_or_default();
    let declared = |kind: &str, name: &str| {
        let section = format!("[[{kind}]]\nname = \"{name}\"");
        if bench_manifest.contains(&section) {
            Ok(())
        } else {
            Err(format!("bench/Cargo.toml declares no {kind} named {name}"))
        }
    };
    let after = |flag: &str| {
        words
            .iter()
            .position(|w| *w == flag)
            .and_then(|i| words.get(i + 1))
            .copied()
            .unwrap_or("")
    };
    // The word after a prefix (`cargo bench -p sudoku-lab-bench --bench NAME ...`).
    let named = |prefix: &str| command.strip_prefix(prefix)?.split_whitespace().next();
    if command == "cargo test" {
        // The test command itself.
        return Some(Ok(()));
    }
    if let Some(name) = named("cargo test -p sudoku-lab-bench --test ") {
        let file = format!("bench/tests/{name}.rs");
        return Some(declared("test", name).and_then(|()| exists(&file, "the test")));
    }
    if let Some(name) = named("cargo bench -p sudoku-lab-bench --bench ") {
        let file = format!("bench/benches/{name}.rs");
        return Some(declared("bench", name).and_then(|()| exists(&file, "the bench")));
    }
    if let Some(name) = named("cargo run --release -p sudoku-lab-bench --example ") {
        return Some(exists(&format!("bench/examples/{name}.rs"), "the example"));
    }
    // The book's programs: examples of the sudoku-lab-examples package, each listed by path.
    if let Some(name) = named("cargo run -p sudoku-lab-examples --example ")
        .or_else(|| named("cargo run --release -p sudoku-lab-examples --example "))
    {
        return Some(
            declared_example(name)
                .and_then(|()| exists(&format!("examples/{name}.rs"), "the example")),
        );
    }
    Some(match words.as_slice() {
        ["cargo", "install", "--path", "."] => exists("src/main.rs", "the binary"),
        ["cargo", "build", "-p", "sudoku-lab-examples", "--examples"] => {
            exists("examples/Cargo.toml", "the examples' package")
        }
        ["cargo", "install", "mdbook", ..] => {
            let script = std::fs::read_to_string(root.join("scripts/build-book.sh")).unwrap();
            let pinned = format!("VERSION={}", after("--version"));
            if script.contains(&pinned) {
                Ok(())
            } else {
                Err(format!("scripts/build-book.sh does not pin {pinned}"))
            }
        }
        ["mdbook", "serve" | "build", folder, ..] => {
            exists(&format!("{folder}/book.toml"), "the book")
        }
        [script, ..] if script.starts_with("scripts/") => {
            use std::os::unix::fs::PermissionsExt;
            std::fs::metadata(root.join(script))
                .map_err(|e| format!("{script}: {e}"))
                .and_then(|m| {
                    (m.permissions().mode() & 0o111 != 0)
                        .then_some(())
                        .ok_or(format!("{script} is not executable"))
                })
        }
        _ => return None,
    })
}

/// Whether examples/Cargo.toml (the sudoku-lab-examples package) declares the example `name`
/// at the file `examples/NAME.rs`.
fn declared_example(name: &str) -> Result<(), String> {
    let manifest = std::fs::read_to_string(root().join("examples/Cargo.toml")).unwrap_or_default();
    let entry = format!("[[example]]\nname = \"{name}\"\npath = \"{name}.rs\"");
    if manifest.contains(&entry) {
        Ok(())
    } else {
        Err(format!(
            "examples/Cargo.toml declares no example {name} at {name}.rs"
        ))
    }
}

/// A scratch folder that sees the project's files, a scratch home, and a folder on the PATH
/// with `sudoku-lab` in it.
struct Scratch {
    _dir: tempfile::TempDir,
    work: PathBuf,
    home: PathBuf,
    path: String,
}

impl Scratch {
    fn new() -> Scratch {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let (work, home, bin) = (
            dir.path().join("work"),
            dir.path().join("home"),
            dir.path().join("bin"),
        );
        for d in [&work, &home, &bin] {
            std::fs::create_dir(d).unwrap();
        }
        std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_sudoku-lab"), bin.join("sudoku-lab"))
            .unwrap();
        for entry in std::fs::read_dir(root()).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name();
            if name != "target" && name != ".git" {
                std::os::unix::fs::symlink(entry.path(), work.join(&name)).unwrap();
            }
        }
        // `../shared`, where `--set top95` and the like are read, when it exists.
        if let Some(puzzles) = crate::common::shared_puzzles("") {
            let shared = puzzles.parent().expect("the shared folder");
            std::os::unix::fs::symlink(shared, dir.path().join("shared")).unwrap();
        }
        let path = format!(
            "{}:{}",
            bin.display(),
            std::env::var("PATH").unwrap_or_default()
        );
        Scratch {
            _dir: dir,
            work,
            home,
            path,
        }
    }

    /// Runs `command` in bash; its exit code and what it wrote (both streams, in order), or
    /// `None` when a slow command was still at work after [`SLOW_START`].
    fn run(&self, command: &str, slow: bool) -> Option<(i32, String)> {
        let mut child = Command::new("bash")
            .args(["-c", &format!("{command} 2>&1")])
            .current_dir(&self.work)
            .env("HOME", &self.home)
            .env("PATH", &self.path)
            .env_remove("NO_COLOR")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            // Its own process group, so that a slow command stopped early is stopped whole:
            // bash and what it started, not bash alone with its command left running.
            .process_group(0)
            .spawn()
            .expect("bash runs");
        let mut stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = stdout.read_to_string(&mut text);
            text
        });
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if slow && started.elapsed() > SLOW_START {
                let group = format!("-{}", child.id());
                let killed = Command::new("kill").args(["-KILL", "--", &group]).status();
                assert!(killed.is_ok_and(|s| s.success()), "kill -KILL -- {group}");
                let _ = child.wait();
                let _ = reader.join();
                return None;
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let text = reader.join().unwrap();
        Some((status.code().unwrap_or(-1), text))
    }
}

/// Runs or checks every command of the files, and returns what did not hold.
fn check_files(files: &[PathBuf]) -> Vec<String> {
    let mut problems = Vec::new();
    let mut runs = Vec::new();
    for path in files {
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        match blocks(&text) {
            Err(e) => problems.push(format!("{name}: {e}")),
            Ok(blocks) => {
                for (language, start, lines) in blocks {
                    let block = commands(&name, &language, start, &lines);
                    if !block.is_empty() {
                        runs.push(block);
                    }
                }
            }
        }
    }
    // Each block in its own scratch folder and on its own thread; its commands in order.
    let found: Vec<Vec<String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = runs
            .iter()
            .map(|block| scope.spawn(move || check_block(block)))
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    problems.extend(found.into_iter().flatten());
    problems
}

/// Runs or checks the commands of one block in order, in a scratch folder of its own; what
/// did not hold.
pub(crate) fn check_block(block: &[Shown]) -> Vec<String> {
    let scratch = Scratch::new();
    let mut problems = Vec::new();
    for shown in block {
        let mut fail =
            |what: String| problems.push(format!("{}: `{}`: {what}", shown.place, shown.command));
        if let Some(checked) = check_without_running(&shown.command) {
            if let Err(e) = checked {
                fail(e);
            }
            continue;
        }
        let command = shown
            .command
            .replace("cargo run --release -- ", "sudoku-lab ")
            .replace("cargo run -- ", "sudoku-lab ");
        let known = ["sudoku-lab ", "mkdir ", "printf ", "echo ", "head ", "cat "];
        if !known.iter().any(|k| command.starts_with(k)) {
            fail("the README test does not know how to check this command: teach it".into());
            continue;
        }
        let slow = SLOW.iter().any(|s| command.starts_with(s));
        let Some((code, output)) = scratch.run(&command, slow) else {
            continue;
        };
        if code != shown.exit {
            fail(format!(
                "exit code {code}, expected {}; it printed:\n{output}",
                shown.exit
            ));
            continue;
        }
        if let Some(expected) = &shown.output {
            let got: Vec<&str> = output.lines().map(str::trim_end).collect();
            if got != *expected {
                fail(format!("printed {got:#?}, the block shows {expected:#?}"));
            }
        }
        for figure in figures(&shown.comment) {
            if !output.contains(&figure) {
                fail(format!(
                    "the comment says {figure}, which is not in its output:\n{output}"
                ));
            }
        }
    }
    problems
}

#[test]
fn every_command_of_the_readme_runs_as_it_says() {
    let problems = check_files(&[root().join("README.md")]);
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn every_command_of_the_books_shell_blocks_runs_as_it_says() {
    let mut chapters: Vec<PathBuf> = std::fs::read_dir(root().join("book/src"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    chapters.sort();
    let problems = check_files(&chapters);
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn the_checks_themselves_fail_on_what_they_guard() {
    // The README's old bug: a block opened before the previous one was closed.
    let unclosed = "```sh\nsudoku-lab solve\n## A heading\n```sh\nsudoku-lab grade\n```\n";
    assert!(blocks(unclosed).unwrap_err().contains("line 4"));
    assert!(blocks("```sh\nsudoku-lab solve\n").is_err());
    // A console block: commands, their output, their exit code; continuations and comments.
    let lines: Vec<String> = [
        "$ sudoku-lab solve \\",
        "    1.......2..3...4  # 1,234 things",
        "error: something",
        "[exit code 2]",
    ]
    .map(String::from)
    .to_vec();
    let shown = commands("X.md", "console", 1, &lines);
    assert_eq!(shown.len(), 1);
    assert_eq!(shown[0].command, "sudoku-lab solve 1.......2..3...4");
    assert_eq!(
        shown[0].output.as_deref(),
        Some(&["error: something".to_string()][..])
    );
    assert_eq!(
        (shown[0].exit, figures(&shown[0].comment)),
        (2, vec!["1,234".to_string()])
    );
    // A wrong output, a wrong exit code, a figure not printed, a command nobody checks, a
    // bench that does not exist: each is reported.
    let block = |command: &str, output: Option<&str>, exit: i32, comment: &str| Shown {
        place: "X.md:1".into(),
        command: command.into(),
        comment: comment.into(),
        output: output.map(|o| vec![o.to_string()]),
        exit,
    };
    let wikipedia = sudoku_lab::puzzles::WIKIPEDIA.line;
    let problems = check_block(&[
        block(
            &format!("sudoku-lab solve {wikipedia}"),
            Some("not the solution"),
            0,
            "",
        ),
        block("sudoku-lab solve --no-such-flag", None, 0, ""),
        block(
            &format!("sudoku-lab solve {wikipedia}"),
            None,
            0,
            "# 9,999,999 calls",
        ),
        block("rm -rf /nothing", None, 0, ""),
        block(
            "cargo bench -p sudoku-lab-bench --bench nothing",
            None,
            0,
            "",
        ),
        block(
            "cargo run -p sudoku-lab-examples --example nothing",
            None,
            0,
            "",
        ),
    ]);
    assert_eq!(problems.len(), 6, "{problems:#?}");
}

/// The root package finds no examples itself (`autoexamples = false`): the programs of
/// `examples/` are the examples of the sudoku-lab-examples package, so that `cargo test` does not
/// build them. A file that package does not list would be compiled nowhere, and a command written
/// without `-p` names an example the root package does not have.
#[test]
fn every_program_of_examples_is_an_example_of_its_package_and_named_so() {
    let mut programs = 0;
    for entry in std::fs::read_dir(root().join("examples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_stem().unwrap().to_string_lossy();
            assert_eq!(declared_example(&name), Ok(()));
            programs += 1;
        }
    }
    assert!(programs >= 20, "{programs} programs in examples/");
    let mut files = vec![root().join("README.md"), root().join(".ci/run")];
    for dir in ["book/src", "scripts", "examples"] {
        for entry in std::fs::read_dir(root().join(dir)).unwrap() {
            files.push(entry.unwrap().path());
        }
    }
    let mut unnamed = Vec::new();
    for path in files.iter().filter(|p| p.is_file()) {
        let text = std::fs::read_to_string(path).unwrap();
        for (i, line) in text.lines().enumerate() {
            if ["cargo run --example ", "cargo run --release --example "]
                .iter()
                .any(|c| line.contains(c))
            {
                unnamed.push(format!("{}:{}: {line}", path.display(), i + 1));
            }
        }
    }
    assert!(
        unnamed.is_empty(),
        "name the package (`cargo run -p sudoku-lab-examples --example NAME`):\n{}",
        unnamed.join("\n")
    );
}

/// A target of Cargo.toml marked `test = false` leaves its unit tests out of a plain `cargo
/// test`; CI must then run them by name, or nothing would: `cargo test --lib` for the `[lib]`,
/// `cargo test --bin NAME` for a `[[bin]]`, each a line of `.ci/run`.
#[test]
fn every_target_a_plain_cargo_test_skips_is_tested_by_name_in_ci() {
    let manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let ci = std::fs::read_to_string(root().join(".ci/run")).unwrap();
    // Each table of the manifest: its header, then its `key = value` lines.
    let mut tables: Vec<(String, Vec<String>)> = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            tables.push((line.to_string(), Vec::new()));
        } else if let Some((_, lines)) = tables.last_mut() {
            lines.push(line.replace(' ', ""));
        }
    }
    let mut missing = Vec::new();
    for (header, lines) in &tables {
        if !lines.iter().any(|l| l == "test=false") {
            continue;
        }
        let command = match header.as_str() {
            "[lib]" => "cargo test --lib".to_string(),
            "[[bin]]" => {
                let name = lines.iter().find_map(|l| l.strip_prefix("name="));
                format!(
                    "cargo test --bin {}",
                    name.expect("a [[bin]] has a name").trim_matches('"')
                )
            }
            _ => continue,
        };
        if !ci.lines().any(|l| l.trim() == command) {
            missing.push(format!(
                "{header} has test = false and .ci/run never runs `{command}`"
            ));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// A test that samples in a plain `cargo test` and runs whole when a variable asks for it
/// (`SHIPPED_SETS=all`, `GOLF_DIGITS=all`, `FUZZ_CASES=3000`) runs whole only where something
/// sets that variable: each one a test reads must be set by a line of `.ci/run`.
#[test]
fn every_sweep_a_plain_cargo_test_samples_is_run_whole_in_ci() {
    let ci = std::fs::read_to_string(root().join(".ci/run")).unwrap();
    let mut read = Vec::new();
    // The files of tests/ and of its folders of modules.
    let paths = crate::common::files_under(&root().join("tests"));
    for path in paths
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
    {
        let text = std::fs::read_to_string(path).unwrap();
        for (i, _) in text.match_indices("env::var(\"") {
            let rest = &text[i + "env::var(\"".len()..];
            let name = &rest[..rest.find('"').unwrap()];
            // The environment's own variables, not a test's switch.
            if name != "PATH" {
                read.push(name.to_string());
            }
        }
    }
    read.sort();
    read.dedup();
    assert!(read.len() >= 3, "{read:?}");
    let unset: Vec<&String> = read
        .iter()
        .filter(|name| {
            !ci.lines()
                .any(|l| l.trim_start().starts_with(&format!("{name}=")))
        })
        .collect();
    assert!(
        unset.is_empty(),
        "tests read {unset:?}, which no line of .ci/run sets: the whole sweep would run nowhere"
    );
}

/// Each test filter of a `.ci/run` line that runs this binary (`cargo test --test main
/// FILTER...`) names at least one of its tests: a renamed test would otherwise leave its sweep
/// running nothing, and green. The binary lists its own tests (`--list`).
#[test]
fn every_test_filter_of_the_ci_script_names_a_test() {
    let ci = std::fs::read_to_string(root().join(".ci/run")).unwrap();
    let listed = Command::new(std::env::current_exe().unwrap())
        .args(["--list", "--format", "terse"])
        .output()
        .unwrap();
    let names: Vec<String> = String::from_utf8_lossy(&listed.stdout)
        .lines()
        .filter_map(|l| l.strip_suffix(": test").map(str::to_string))
        .collect();
    assert!(names.len() > 100, "{} tests listed", names.len());
    let mut filters = Vec::new();
    for line in ci.lines().filter(|l| !l.trim_start().starts_with('#')) {
        let Some((_, rest)) = line.split_once("cargo test --test main") else {
            continue;
        };
        filters.extend(rest.split_whitespace().filter(|w| !w.starts_with('-')));
    }
    assert!(filters.len() >= 5, "{filters:?}");
    let unmatched: Vec<&&str> = filters
        .iter()
        .filter(|f| !names.iter().any(|n| n.contains(**f)))
        .collect();
    assert!(
        unmatched.is_empty(),
        ".ci/run filters that name no test: {unmatched:?}"
    );
}
