//! `solve --record FILE`: the solve of one puzzle written as a recording (the schema is in
//! `sudoku_lab::recording` and the book's `recording-format.md`), for the book's player.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;
use colored::Colorize;
use sudoku_lab::recording::{DEFAULT_LIMIT, Recording, RecordingBuilder};
use sudoku_lab::solvers::SolveError;
use sudoku_lab::{Grid, Limits, NoObserver, Report, Solver};

use super::output::{Out, thousands};

#[derive(Args, Debug)]
pub struct RecordArgs {
    /// Write every step of the solve (the puzzle, each placement with its reason, each
    /// elimination, guess, contradiction and undo) to this JSON file, for the book's player.
    /// With several puzzles, the first is recorded (with --jobs, the first a thread takes).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["verbose", "trace"])]
    pub record: Option<PathBuf>,

    /// Keep at most this many steps in the recording; the file says when it was cut.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_LIMIT, requires = "record")]
    pub record_limit: usize,

    /// Whether a puzzle of this run has been recorded already (puzzles may be solved on
    /// several threads, so it is claimed atomically).
    #[arg(skip)]
    done: AtomicBool,
}

/// Solves `puzzle`, recording the steps to the `--record` file if this is the first puzzle of
/// a run that asked for one.
pub fn solve(
    args: &RecordArgs,
    solver: &Solver,
    puzzle: &Grid,
    limits: &Limits,
    label: &str,
    out: &mut Out,
) -> io::Result<Result<Report, SolveError>> {
    let Some(path) = claim(args, label, out) else {
        return Ok(solver.solve(puzzle, limits, &mut NoObserver));
    };
    let mut builder = RecordingBuilder::new(puzzle, args.record_limit);
    let report = match solver.solve(puzzle, limits, &mut builder) {
        Ok(report) => report,
        Err(e) => return Ok(Err(e)),
    };
    save(
        args,
        path,
        &builder.finish(solver.name(), &report),
        label,
        out,
    )?;
    Ok(Ok(report))
}

/// The `--record` file, if this puzzle is the first of the run to ask for it (else a note
/// says it is not recorded, when a file was asked for).
pub fn claim<'a>(args: &'a RecordArgs, label: &str, out: &mut Out) -> Option<&'a Path> {
    let path = args
        .record
        .as_deref()
        .filter(|_| !args.done.swap(true, Ordering::Relaxed));
    if path.is_none() && args.record.is_some() {
        out.err(format!(
            "{}: {label}: not recorded: --record records the first puzzle of a run",
            "note".cyan().bold()
        ));
    }
    path
}

/// Writes the recording to `path`, with a note when it was cut at `--record-limit`.
pub fn save(
    args: &RecordArgs,
    path: &Path,
    recording: &Recording,
    label: &str,
    out: &mut Out,
) -> io::Result<()> {
    write(path, recording)?;
    if recording.truncated {
        out.err(format!(
            "{}: {label}: the recording keeps the first {} of {} steps (--record-limit {}); {} says so",
            "note".cyan().bold(),
            thousands(recording.steps.len() as u64),
            thousands(recording.total_steps),
            args.record_limit,
            path.display()
        ));
    }
    Ok(())
}

/// Writes the recording as JSON with one step to a line, so that it reads and diffs well.
fn write(path: &Path, recording: &Recording) -> io::Result<()> {
    let context = |e: io::Error| io::Error::new(e.kind(), format!("{}: {e}", path.display()));
    let mut out = BufWriter::new(File::create(path).map_err(context)?);
    out.write_all(recording.to_json_lines()?.as_bytes())
        .map_err(context)?;
    out.flush().map_err(context)
}
