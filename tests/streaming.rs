//! Input that streams: a reader's memory is bounded by the puzzle it holds, whatever comes
//! before it (blank and comment lines are counted, never kept); every line of a file that is a
//! puzzle's length has its own result, even when it is wrong; the output's reordering window
//! is bounded in results, whatever `--jobs` is; a failed read is said once, naming its
//! source; and the reader's limits are named exactly. Each run reads the child's peak memory
//! where the system shows it (`/proc`), and says so where it does not.

use std::io::{BufReader, Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use sudoku_lab::parse::ParseErrorKind;
use sudoku_lab::puzzles::COMMENTER;

const MB: u64 = 1 << 20;

/// A solved grid, and the 4x4 puzzle the streaming cases repeat.
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const FOUR: &str = ".23.34.22.41.12.";

/// How a run ended: its exit code (none when a signal ended it), its output, and its peak
/// memory in bytes (none where the system does not say).
struct Measured {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    peak: Option<u64>,
}

/// Starts `sudoku-lab` with `args`, standard input from `stdin`, the output piped.
fn spawn(args: &[&str], stdin: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_sudoku-lab"))
        .args(args)
        .env_remove("NO_COLOR")
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// Runs `sudoku-lab` with `args` and no standard input, measured.
fn run(args: &[&str]) -> Measured {
    finish(spawn(args, Stdio::null()))
}

/// Reads the child's output to its end and waits for it, reading its peak memory meanwhile.
fn finish(mut child: Child) -> Measured {
    let read_all = |mut stream: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            stream.read_to_end(&mut bytes).expect("the output reads");
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = read_all(Box::new(child.stdout.take().expect("stdout piped")));
    let stderr = read_all(Box::new(child.stderr.take().expect("stderr piped")));
    let peak = crate::common::watch_peak(child.id());
    let status = child.wait().expect("the binary ends");
    Measured {
        code: status.code(),
        stdout: stdout.join().expect("stdout read"),
        stderr: stderr.join().expect("stderr read"),
        peak: peak.join().expect("the watch ends"),
    }
}

/// Asserts that a run's peak memory stayed under `limit` bytes, or says that it is not known.
fn assert_peak(case: &str, run: &Measured, limit: u64) {
    match run.peak {
        Some(peak) => assert!(
            peak < limit,
            "{case}: peak memory {:.1} MB, more than {} MB",
            peak as f64 / MB as f64,
            limit / MB
        ),
        None => eprintln!(
            "skipped: {case}: peak memory not measured (no /proc, or the run ended before it \
             was read)"
        ),
    }
}

/// A file under the test scratch folder, written by `fill`.
fn scratch(name: &str, fill: impl FnOnce(&mut dyn Write)) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("streaming");
    std::fs::create_dir_all(&dir).expect("the scratch folder");
    let path = dir.join(name);
    let mut file = std::io::BufWriter::new(std::fs::File::create(&path).expect("a scratch file"));
    fill(&mut file);
    file.flush().expect("the scratch file is written");
    path
}

#[test]
fn an_endless_stream_of_comments_keeps_memory_small_until_ctrl_c() {
    // `yes '#' | sudoku-lab solve -`: the comments are counted and dropped as they come.
    let mut child = spawn(&["solve", "-"], Stdio::piped());
    let mut stdin = child.stdin.take().expect("stdin piped");
    let written = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let (written, stop) = (written.clone(), stop.clone());
        std::thread::spawn(move || {
            let chunk = "#\n".repeat(32 * 1024);
            // Until told to stop, or until the child is gone (a closed pipe).
            while !stop.load(Ordering::SeqCst) && stdin.write_all(chunk.as_bytes()).is_ok() {
                written.fetch_add(chunk.len() as u64, Ordering::SeqCst);
            }
        })
    };
    // A few seconds of comments: far more than a pipe holds, so the child is reading them (and
    // its Ctrl-C handler, set before its first read, is in place).
    std::thread::sleep(Duration::from_secs(3));
    let fed = written.load(Ordering::SeqCst);
    crate::common::interrupt(&child);
    stop.store(true, Ordering::SeqCst);
    let run = finish(child);
    writer.join().expect("the writer ends");
    assert!(
        fed > 4 * MB,
        "only {fed} bytes were read: the case shows nothing"
    );
    assert_eq!(run.code, Some(130), "{}", run.stderr);
    assert!(run.stderr.contains("interrupted"), "{}", run.stderr);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    assert_peak("an endless stream of comments", &run, 20 * MB);
}

#[test]
fn five_million_blank_lines_before_a_puzzle_keep_memory_small() {
    let puzzle = format!("{}.{}", &SOLVED[..40], &SOLVED[41..]);
    let path = scratch("blank-lines.txt", |file| {
        file.write_all(&vec![b'\n'; 5_000_000]).unwrap();
        writeln!(file, "# then a comment, and the puzzle").unwrap();
        writeln!(file, "{puzzle}").unwrap();
    });
    let run = run(&["solve", "--file", path.to_str().unwrap()]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout, format!("{SOLVED}\n"));
    assert_peak("5,000,000 blank lines", &run, 20 * MB);
}

#[test]
fn sixteen_4x4_lines_with_the_first_mistyped_give_fifteen_results_and_one_error() {
    // Sixteen lines of sixteen characters: were they read as a 16x16 block, one error would
    // swallow the fifteen good puzzles.
    let path = scratch("sixteen.txt", |file| {
        writeln!(file, "1x..............").unwrap();
        for _ in 0..15 {
            writeln!(file, "{FOUR}").unwrap();
        }
    });
    let run = run(&["solve", "--file", path.to_str().unwrap()]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert_eq!(run.stdout, "1234341223414123\n".repeat(15));
    let errors: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("error:"))
        .collect();
    assert_eq!(
        errors,
        [
            "error: line 1, r1c2: unexpected character 'x'; expected a digit 1-4, or 0 or . for \
             an empty cell"
        ]
    );
    assert!(
        run.stderr
            .contains("16 puzzles: 15 solved, 0 with no solution, 0 gave up, 1 invalid"),
        "{}",
        run.stderr
    );
    assert_peak("sixteen 4x4 lines", &run, 20 * MB);
}

/// The solved grid with its digits renamed by the `i`th permutation of 1-9 and a few cells
/// emptied: a quick puzzle whose solution is its own (for `i` below 9!), and that solution.
fn quick_puzzle(i: usize) -> (String, String) {
    let mut digits: Vec<char> = "123456789".chars().collect();
    let mut rest = i;
    let mut names = Vec::new();
    for left in (1..=9).rev() {
        names.push(digits.remove(rest % left));
        rest /= left;
    }
    let solution: String = SOLVED
        .chars()
        .map(|c| names[c.to_digit(10).expect("a digit") as usize - 1])
        .collect();
    let mut cells: Vec<char> = solution.chars().collect();
    for k in 0..8 {
        cells[(i * 7 + k * 13) % 81] = '.';
    }
    (cells.into_iter().collect(), solution)
}

#[test]
fn the_reordering_window_is_bounded_in_results_at_every_jobs() {
    // One slow puzzle (golf on the commenter's puzzle, until its time is up) ahead of many
    // quick ones: while it holds back the writing, the quick ones are solved, up to the
    // window's bound, not the number of jobs. Besides the target for the whole run, what the
    // waiting results add to the same run on the slow puzzle alone (its threads, its search)
    // is held to a few megabytes: a hundred thousand of them took some 26 MB at --jobs 256
    // before the bound counted results.
    const QUICK: usize = 100_000;
    let write = |name: &str, quick: usize| {
        scratch(name, |file| {
            writeln!(file, "{}", COMMENTER.line).unwrap();
            for i in 0..quick {
                writeln!(file, "{}", quick_puzzle(i).0).unwrap();
            }
        })
    };
    let (alone, path) = (write("slow-alone.txt", 1), write("window.txt", QUICK));
    let expected: Vec<String> = (0..QUICK).map(|i| quick_puzzle(i).1).collect();
    let run_on = |path: &PathBuf, jobs: &str| {
        let path = path.to_str().unwrap();
        let args = [
            "solve",
            "--solver",
            "golf",
            // A second is long: the window's 4,096 quick puzzles are solved in a fraction of it.
            "--timeout",
            "1s",
            "--jobs",
            jobs,
            "--file",
            path,
        ];
        run(&args)
    };
    for jobs in ["1", "2", "16", "256"] {
        let base = run_on(&alone, jobs);
        let run = run_on(&path, jobs);
        assert!(
            matches!(run.code, Some(0 | 3)),
            "--jobs {jobs}: {}",
            run.stderr
        );
        // The slow puzzle's line (if it was solved in time), then the quick ones in order.
        let lines: Vec<&str> = run.stdout.lines().collect();
        let quick = &lines[lines.len().saturating_sub(QUICK)..];
        assert!(
            lines.len() - quick.len() <= 1,
            "--jobs {jobs}: {} lines",
            lines.len()
        );
        let first_wrong = quick.iter().zip(&expected).position(|(a, b)| a != b);
        assert_eq!(first_wrong, None, "--jobs {jobs}: out of input order");
        assert_eq!(quick.len(), QUICK, "--jobs {jobs}");
        assert_peak(&format!("the window at --jobs {jobs}"), &run, 30 * MB);
        if let (Some(peak), Some(base)) = (run.peak, base.peak) {
            let added = peak.saturating_sub(base);
            assert!(
                added < 8 * MB,
                "--jobs {jobs}: the waiting results took {:.1} MB",
                added as f64 / MB as f64
            );
        }
    }
}

#[test]
fn a_size_mismatch_is_named_before_any_character() {
    // 625 cells where --size asks for 256: the size is what is wrong, not the first
    // character, which is no digit of a 25x25 grid either.
    let puzzle = format!("é{}", ".".repeat(624));
    let run = run(&["solve", &puzzle, "--size", "16"]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "error: puzzle: this is a 25x25 puzzle, expected 16x16 (256 cells)\n"
    );
}

#[test]
fn a_line_of_exactly_the_longest_kept_is_read_and_one_byte_more_is_not() {
    let longest = sudoku_lab::parse::MAX_LINE_BYTES;
    let cells = "expected 16 (4x4), 81 (9x9), 256 (16x16) or 625 (25x25), one character per cell";
    for (name, length, ending, skipped) in [
        ("longest", longest, "\n", false),
        ("longest-crlf", longest, "\r\n", false),
        ("longest-last", longest, "", false),
        ("one-more", longest + 1, "\n", true),
        ("one-more-crlf", longest + 1, "\r\n", true),
        ("far-more", 3 * longest, "\r\n", true),
    ] {
        let path = scratch(&format!("{name}.txt"), |file| {
            file.write_all(&vec![b'1'; length]).unwrap();
            write!(file, "{ending}").unwrap();
        });
        let run = run(&["solve", "--file", path.to_str().unwrap()]);
        assert_eq!(run.code, Some(2), "{name}: {}", run.stderr);
        let mut message = format!("error: line 1: {length} cells, {cells}");
        if skipped {
            message.push_str("; a line longer than 65,536 bytes is skipped, not read");
        }
        assert_eq!(run.stderr, format!("{message}\n"), "{name}");
    }
}

#[test]
fn a_directory_as_the_file_is_one_error_naming_it() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("streaming");
    std::fs::create_dir_all(&dir).unwrap();
    let dir = dir.to_str().unwrap();
    for jobs in ["1", "4"] {
        let run = run(&["solve", "--jobs", jobs, "--file", dir]);
        assert_eq!(run.code, Some(2), "{}", run.stderr);
        assert_eq!(
            run.stderr,
            format!("error: {dir}: line 1: cannot read input: Is a directory (os error 21)\n"),
            "--jobs {jobs}"
        );
        assert_peak("a directory", &run, 20 * MB);
    }
}

/// A reader that gives its text, then fails once, then gives the text again: a reader that
/// went on after the failure would read it.
struct FailsOnce(Vec<std::io::Result<Vec<u8>>>);

impl Read for FailsOnce {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.0.is_empty() {
            return Ok(0);
        }
        let bytes = self.0.remove(0)?;
        // Each text is short: it fits the buffer of a read.
        buf[..bytes.len()].copy_from_slice(&bytes);
        Ok(bytes.len())
    }
}

#[test]
fn a_reader_stops_at_its_first_failed_read() {
    // Both forms: puzzles one per line (decided on the first line), and a block read ahead.
    let block =
        "53  7\n6  195\n 98    6\n8   6   3\n4  8 3  1\n7   2   6\n 6    28\n   419  5\n    8  79";
    for text in [
        format!("{SOLVED}\n"),
        format!("{FOUR}\n{FOUR}\n"),
        block.to_string(),
    ] {
        let input = FailsOnce(vec![
            Ok(text.clone().into_bytes()),
            Err(std::io::Error::other("the disk is gone")),
            Ok(text.clone().into_bytes()),
        ]);
        let entries: Vec<_> = sudoku_lab::PuzzleReader::new(BufReader::new(input), None).collect();
        let failed = |e: &sudoku_lab::parse::Entry| {
            e.result
                .as_ref()
                .is_err_and(|e| e.kind == ParseErrorKind::Io("the disk is gone".to_string()))
        };
        let last = entries.last().expect("an entry");
        assert!(
            failed(last),
            "{text}: the read error is not last: {:?}",
            last.result
        );
        assert_eq!(entries.iter().filter(|e| failed(e)).count(), 1, "{text}");
    }
}

#[test]
fn a_block_whose_rows_are_sixteen_wide_is_still_one_16x16_puzzle() {
    // The square a 16x16 block draws is one puzzle; the first line decides only when it is a
    // 4x4 puzzle or has a character no 16x16 row has.
    // A 16x16 solution by the usual pattern, every third cell emptied: its rows have digits
    // above 4, so no row is a 4x4 puzzle.
    const DIGITS: &[u8] = b"123456789ABCDEFG";
    let rows: String = (0..16)
        .map(|r| {
            let row: String = (0..16)
                .map(|c| match (r + c) % 3 {
                    0 => '.',
                    _ => DIGITS[(r * 4 + r / 4 + c) % 16] as char,
                })
                .collect();
            format!("{row}\n")
        })
        .collect();
    let mut child = spawn(&["solve", "-", "--format", "line"], Stdio::piped());
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(rows.as_bytes()).unwrap();
    drop(stdin);
    let run = finish(child);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lengths: Vec<usize> = run.stdout.lines().map(str::len).collect();
    assert_eq!(lengths, [256], "one 16x16 solution: {}", run.stdout);
}

#[test]
fn all_and_count_hand_each_solution_on_and_keep_none() {
    // `solve --all` kept every solution it printed until its search ended: a hundred thousand
    // 25x25 solutions took 80 MB (202 MB with dlx). Each is now written as it is found, or,
    // with JSON, kept in a temporary file until the record's head is known; --count keeps none.
    let empty25 = ".".repeat(625);
    let empty16 = ".".repeat(256);
    let all = ["--all", "--limit", "100000"];
    for (case, args, side) in [
        (
            "25x25 --all --format json",
            [&["solve", &empty25][..], &all, &["--format", "json"]].concat(),
            25,
        ),
        (
            "16x16 --all --solver dlx --format line",
            [
                &["solve", &empty16][..],
                &all,
                &["--solver", "dlx", "--format", "line"],
            ]
            .concat(),
            16,
        ),
        (
            "25x25 --count",
            vec!["solve", &empty25, "--count", "--limit", "100000"],
            25,
        ),
    ] {
        let run = run(&args);
        assert_eq!(run.code, Some(0), "{case}: {}", run.stderr);
        assert_peak(case, &run, 30 * MB);
        let lines: Vec<String> = if case.contains("json") {
            let record: serde_json::Value =
                serde_json::from_str(run.stdout.trim_end()).expect("one JSON record");
            assert_eq!(record["solution_count"], 100_000, "{case}");
            let solutions = record["solutions"].as_array().expect("the solutions");
            solutions
                .iter()
                .map(|s| s.as_str().unwrap().to_string())
                .collect()
        } else if case.contains("count") {
            assert_eq!(run.stdout, "puzzle: at least 100,000 solutions\n", "{case}");
            continue;
        } else {
            run.stdout.lines().map(String::from).collect()
        };
        assert_eq!(lines.len(), 100_000, "{case}");
        let distinct: std::collections::HashSet<&String> = lines.iter().collect();
        assert_eq!(
            distinct.len(),
            lines.len(),
            "{case}: the same solution twice"
        );
        for line in [&lines[0], &lines[99_999]] {
            let grid = sudoku_lab::parse_puzzle(line).expect("a grid");
            assert_eq!(grid.shape().side(), side, "{case}");
            assert!(
                sudoku_lab::Grid::empty(grid.shape()).is_solved_by(&grid),
                "{case}: {line}"
            );
        }
    }
}
