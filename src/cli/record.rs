//! `solve --record FILE`: the solve of one puzzle written as a recording (the schema is in
//! `sudoku_lab::recording` and the book's `recording-format.md`), for the book's player.

use std::fs::File;
use std::io::{self, BufWriter, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;
use colored::Colorize;
use sudoku_lab::recording::{DEFAULT_LIMIT, RecordingBuilder};
use sudoku_lab::solvers::SolveError;
use sudoku_lab::{Grid, Report, Step};

use super::output::{Out, thousands};

#[derive(Args, Debug)]
pub struct RecordArgs {
    /// Write every step of the solve (the puzzle, each placement with its reason, each
    /// elimination, guess, contradiction and undo) to this JSON file, for the book's player.
    /// With several puzzles, the first is recorded (with --jobs, the first a thread takes).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["verbose", "trace"])]
    pub record: Option<PathBuf>,

    /// Keep at most this many steps in the recording (at most a million, some 150 MB of file);
    /// the file says when it was cut.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_LIMIT as u32, requires = "record",
          value_parser = clap::value_parser!(u32).range(0..=MAX_RECORD_LIMIT))]
    pub record_limit: u32,

    /// The `--record` file, created before the first solve (so that a path that cannot be
    /// written is an error before any work), and taken by the puzzle recorded.
    #[arg(skip)]
    file: Mutex<Option<File>>,

    /// Whether a puzzle of this run has been recorded already (puzzles may be solved on
    /// several threads, so it is claimed atomically).
    #[arg(skip)]
    done: AtomicBool,
}

/// The most steps a recording keeps. The steps are written as they come, so the bound is on
/// the file (about 150 bytes a step), not on memory.
const MAX_RECORD_LIMIT: i64 = 1_000_000;

impl RecordArgs {
    /// Creates the `--record` file, so that a path that cannot be written is refused before
    /// any puzzle is solved.
    pub fn check(&self) -> io::Result<()> {
        if let Some(path) = &self.record {
            let file = File::create(path).map_err(|e| context(path, e))?;
            *self.file.lock().unwrap_or_else(|e| e.into_inner()) = Some(file);
        }
        Ok(())
    }
}

fn context(path: &Path, e: io::Error) -> io::Error {
    io::Error::new(e.kind(), format!("--record {}: {e}", path.display()))
}

/// Solves `puzzle` by `run`, recording the steps to the `--record` file if this is the first
/// puzzle of a run that asked for one: `run` tells the observer it is given each step (none
/// when this puzzle is not recorded: then nothing watches the steps, at no cost); the steps
/// are written as the solver reports them. `name` is the solver's name in the recording.
pub fn solve_with(
    args: &RecordArgs,
    name: &str,
    puzzle: &Grid,
    label: &str,
    out: &mut Out,
    run: impl FnOnce(Option<&mut dyn FnMut(&Step)>) -> Result<Report, SolveError>,
) -> io::Result<Result<Report, SolveError>> {
    let claimed = args
        .record
        .as_deref()
        .filter(|_| !args.done.swap(true, Ordering::Relaxed));
    let (Some(path), Some(file)) = (
        claimed,
        claimed.and_then(|_| args.file.lock().unwrap_or_else(|e| e.into_inner()).take()),
    ) else {
        if args.record.is_some() {
            out.err(format!(
                "{}: {label}: not recorded: --record records the first puzzle of a run",
                "note".cyan().bold()
            ));
        }
        // Nothing is recorded: nothing needs the steps.
        return Ok(run(None));
    };
    // The steps go to a file beside the recording as the solver reports them, so that a long
    // recording takes no memory; the recording's own fields come first in the file (the steps
    // last, as the format says), so the steps are copied in after the solve.
    let steps_path = path.with_file_name(format!(
        ".{}.steps",
        path.file_name()
            .map_or("recording".into(), |n| n.to_string_lossy())
    ));
    let steps_file = File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(&steps_path)
        .map_err(|e| context(&steps_path, e))?;
    let mut steps = BufWriter::new(steps_file);
    let mut builder = RecordingBuilder::new(puzzle, args.record_limit as usize);
    let mut written = 0u64;
    let mut failed: Option<io::Error> = None;
    let report = run(Some(&mut |step: &Step| {
        if let Some(recorded) = builder.take(step)
            && failed.is_none()
        {
            let comma = if written == 0 { "" } else { "," };
            written += 1;
            let line = serde_json::to_string(&recorded).map_err(io::Error::from);
            if let Err(e) = line.and_then(|line| write!(steps, "{comma}\n{line}")) {
                failed = Some(e);
            }
        }
    }));
    let finished = (|| {
        let report = match report {
            Ok(report) => report,
            // Nothing was solved, so nothing is recorded.
            Err(e) => return Ok(Err(e)),
        };
        if let Some(e) = failed {
            return Err(context(&steps_path, e));
        }
        let mut steps = steps
            .into_inner()
            .map_err(|e| context(&steps_path, e.into_error()))?;
        let recording = builder.finish(name, &report);
        let mut file = BufWriter::new(file);
        let head = serde_json::to_string(&recording)?;
        let head = head
            .strip_suffix("[]}")
            .expect("the steps are the last field of a recording");
        write!(file, "{head}[").map_err(|e| context(path, e))?;
        steps.seek(SeekFrom::Start(0))?;
        io::copy(&mut steps, &mut file).map_err(|e| context(path, e))?;
        writeln!(file, "\n]}}").map_err(|e| context(path, e))?;
        file.flush().map_err(|e| context(path, e))?;
        Ok(Ok((report, recording)))
    })();
    let _ = std::fs::remove_file(&steps_path);
    let (report, recording) = match finished? {
        Ok(done) => done,
        Err(e) => {
            let _ = std::fs::remove_file(path);
            return Ok(Err(e));
        }
    };
    if recording.truncated {
        out.err(format!(
            "{}: {label}: the recording keeps the first {} of {} steps (--record-limit {}); {} says so",
            "note".cyan().bold(),
            thousands(written),
            thousands(recording.total_steps),
            args.record_limit,
            path.display()
        ));
    }
    Ok(Ok(report))
}
