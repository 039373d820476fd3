//! Standard output and exit codes. Writes go through [`Out`] so that a closed pipe
//! (`sudoku-lab solve --file big.txt | head`) surfaces as an error the caller can end on quietly,
//! where `println!` would panic.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use serde::Serialize;
use sudoku_lab::Verdict;

/// The outcome of a command, as an exit code. When a batch mixes outcomes, the most serious
/// one wins: bad input over a search that gave up over no solution over solved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Exit {
    Solved = 0,
    NoSolution = 1,
    BadInput = 2,
    GaveUp = 3,
    /// Ctrl-C (SIGINT) stopped a run before the end of its input: 128 + 2, as shells report it.
    Interrupted = 130,
}

impl Exit {
    /// How serious an outcome is; the exit codes themselves are not in that order.
    fn severity(self) -> u8 {
        match self {
            Exit::Solved => 0,
            Exit::NoSolution => 1,
            Exit::GaveUp => 2,
            Exit::BadInput => 3,
            Exit::Interrupted => 4,
        }
    }

    /// The more serious of two outcomes.
    pub fn worst(self, other: Exit) -> Exit {
        if other.severity() > self.severity() {
            other
        } else {
            self
        }
    }
}

/// The exit code of a search's verdict.
impl From<Verdict> for Exit {
    fn from(verdict: Verdict) -> Exit {
        match verdict {
            Verdict::Solved => Exit::Solved,
            Verdict::NoSolution => Exit::NoSolution,
            Verdict::GaveUp => Exit::GaveUp,
        }
    }
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

/// Buffered standard output that reports a closed pipe instead of panicking, and standard
/// error for messages. With `--jobs`, each puzzle is worked on with an [`Out::buffer`] that
/// keeps both streams in order, and the buffers are replayed in input order.
pub struct Out {
    sink: Sink,
}

enum Sink {
    Stdout {
        writer: BufWriter<io::Stdout>,
        /// Standard output is a terminal: what is written is shown at once.
        terminal: bool,
    },
    /// Text kept for later: standard output's, and each standard error line with the length
    /// standard output's text had when it was written.
    Buffer {
        text: String,
        errors: Vec<(usize, String)>,
    },
}

/// The buffer of standard output. Lines are handed to the system in blocks of up to this size
/// (see [`Out::end_item`]), never one by one: a write per line would cost more than solving an
/// easy puzzle.
const BLOCK: usize = 64 * 1024;

impl Out {
    pub fn stdout() -> Out {
        Out {
            sink: Sink::Stdout {
                writer: BufWriter::with_capacity(BLOCK, io::stdout()),
                terminal: io::stdout().is_terminal(),
            },
        }
    }

    /// An `Out` that keeps everything written to it, for [`Out::replay`].
    pub fn buffer() -> Out {
        Out {
            sink: Sink::Buffer {
                text: String::new(),
                errors: Vec::new(),
            },
        }
    }

    /// Writes `text` and a newline.
    pub fn line(&mut self, text: impl AsRef<str>) -> io::Result<()> {
        let text = text.as_ref();
        match &mut self.sink {
            Sink::Stdout { writer, .. } => {
                writer.write_all(text.as_bytes())?;
                writer.write_all(b"\n")
            }
            Sink::Buffer { text: kept, .. } => {
                kept.push_str(text);
                kept.push('\n');
                Ok(())
            }
        }
    }

    /// Writes `grid` in line form (`render::line`) and a newline: for a 9x9 grid or smaller,
    /// straight from the cells, with no string made on the way.
    pub fn grid_line(&mut self, grid: &sudoku_lab::Grid) -> io::Result<()> {
        let cells = grid.cells();
        let mut line = [b'\n'; 82];
        if cells.len() >= line.len() {
            return self.line(sudoku_lab::render::line(grid));
        }
        // A grid this small has no digit above 9: each byte is '0' plus the digit, or '.', a
        // choice the compiler makes for many cells at once (`Digit::to_ascii`'s letters for
        // larger grids kept it to one).
        for (byte, cell) in line.iter_mut().zip(cells) {
            *byte = cell.map_or(b'.', |digit| b'0' + digit.get());
        }
        let line = &line[..=cells.len()];
        match &mut self.sink {
            Sink::Stdout { writer, .. } => writer.write_all(line),
            Sink::Buffer { text, .. } => {
                text.push_str(std::str::from_utf8(line).expect("ASCII"));
                Ok(())
            }
        }
    }

    /// Writes `record` as one line of JSON (a line of a JSON Lines stream).
    pub fn json_line(&mut self, record: &impl Serialize) -> io::Result<()> {
        self.line(serde_json::to_string(record)?)
    }

    /// Opens a JSON object written in parts, as its content is produced, so that a record of
    /// megabytes is never held whole: the fields of `head`, then an array named `key` whose
    /// items [`json_item`](Out::json_item) writes; [`json_close`](Out::json_close) ends it.
    pub fn json_open(&mut self, head: &impl Serialize, key: &str) -> io::Result<()> {
        let mut text = serde_json::to_string(head)?;
        // A struct is an object: `{...}`, its closing brace taken off to go on.
        text.pop();
        if text.len() > 1 {
            text.push(',');
        }
        text.push_str(&serde_json::to_string(key)?);
        text.push_str(":[");
        self.text(text)
    }

    /// Writes the item number `n` (from 0) of the array [`json_open`](Out::json_open) began.
    pub fn json_item(&mut self, n: usize, item: &impl Serialize) -> io::Result<()> {
        if n > 0 {
            self.text(",")?;
        }
        self.text(serde_json::to_string(item)?)
    }

    /// Ends the array and the object [`json_open`](Out::json_open) began with the fields of
    /// `tail`, and the line.
    pub fn json_close(&mut self, tail: &impl Serialize) -> io::Result<()> {
        let text = serde_json::to_string(tail)?;
        // `{...}` without its opening brace: `}` alone when the tail has no field.
        let rest = text.get(1..).unwrap_or("}");
        if rest == "}" {
            self.line("]}")
        } else {
            self.line(format!("],{rest}"))
        }
    }

    /// Writes `text` as it is.
    pub fn text(&mut self, text: impl AsRef<str>) -> io::Result<()> {
        match &mut self.sink {
            Sink::Stdout { writer, .. } => writer.write_all(text.as_ref().as_bytes()),
            Sink::Buffer { text: kept, .. } => {
                kept.push_str(text.as_ref());
                Ok(())
            }
        }
    }

    /// Writes a message line on standard error. A standard error that cannot be written (closed
    /// with `2>&-`, or a closed pipe after `2>&1 | head`) loses the message but does not stop
    /// the run or panic, as `eprintln!` would.
    pub fn err(&mut self, text: impl AsRef<str>) {
        let mut line = text.as_ref().to_string();
        line.push('\n');
        match &mut self.sink {
            Sink::Stdout { writer, .. } => write_err(writer, &line),
            Sink::Buffer { text, errors } => errors.push((text.len(), line)),
        }
    }

    /// The standard output text a buffer kept (empty for standard output), its messages left
    /// out.
    pub fn into_text(self) -> String {
        match self.sink {
            Sink::Buffer { text, .. } => text,
            Sink::Stdout { .. } => String::new(),
        }
    }

    /// The standard output text a buffer kept (empty for standard output), for tests.
    #[cfg(test)]
    pub fn kept_text(&self) -> &str {
        match &self.sink {
            Sink::Buffer { text, .. } => text,
            Sink::Stdout { .. } => "",
        }
    }

    /// Writes what `buffer` kept, both streams, in the order it was written.
    pub fn replay(&mut self, buffer: Out) -> io::Result<()> {
        let Sink::Buffer { text, errors } = buffer.sink else {
            return Ok(());
        };
        let mut done = 0;
        for (at, line) in errors {
            self.text(&text[done..at])?;
            done = at;
            match &mut self.sink {
                Sink::Stdout { writer, .. } => write_err(writer, &line),
                Sink::Buffer { text, errors } => errors.push((text.len(), line)),
            }
        }
        self.text(&text[done..])
    }

    /// Flushes what is buffered, so that lines already produced are seen as they are made.
    pub fn flush(&mut self) -> io::Result<()> {
        match &mut self.sink {
            Sink::Stdout { writer, .. } => writer.flush(),
            Sink::Buffer { .. } => Ok(()),
        }
    }

    /// Called between the items of a batch, each item's output complete: hands the output to
    /// the system when it is a terminal, when `now` asks for it (the caller's reason: input
    /// that waits on someone, or time passing), or when half a block is waiting. So the output
    /// leaves in whole items, a block at a time when the input is a file, and a run cut short
    /// never leaves half a line.
    pub fn end_item(&mut self, now: bool) -> io::Result<()> {
        match &mut self.sink {
            Sink::Stdout { writer, terminal } => {
                if now || *terminal || writer.buffer().len() >= BLOCK / 2 {
                    // Output on the terminal where a progress bar is drawn goes above it.
                    if *terminal {
                        super::progress::suspend(|| writer.flush())?;
                    } else {
                        writer.flush()?;
                    }
                }
                Ok(())
            }
            Sink::Buffer { .. } => Ok(()),
        }
    }
}

/// Writes `line` on standard error after what standard output holds, so that on a terminal
/// the two streams appear in the order they were written. Errors are ignored here: a closed
/// standard output shows up at the next write to it, where the caller handles it.
fn write_err(stdout: &mut BufWriter<io::Stdout>, line: &str) {
    // A progress bar drawn now is taken off the screen for the line, and drawn again below it.
    super::progress::suspend(|| {
        let _ = stdout.flush();
        let _ = io::stderr().write_all(line.as_bytes());
    });
}

/// Text produced before the output that must come first is known (the solutions of `solve
/// --all --format json`, which follow the record's counts and status): kept in memory up to
/// [`SPILL_IN_MEMORY`] bytes, and past that in an anonymous temporary file (which the system
/// deletes when it is closed), so that however much is kept, memory stays flat.
/// [`Spill::copy_to`] writes it out.
pub struct Spill {
    memory: String,
    file: Option<BufWriter<std::fs::File>>,
}

/// The most text a [`Spill`] keeps in memory: a thousand 25x25 solutions as JSON strings.
pub const SPILL_IN_MEMORY: usize = 1 << 20;

impl Spill {
    pub fn new() -> Spill {
        Spill {
            memory: String::new(),
            file: None,
        }
    }

    /// Keeps `text`, after what was kept before.
    pub fn push(&mut self, text: &str) -> io::Result<()> {
        if self.file.is_none() && self.memory.len() + text.len() > SPILL_IN_MEMORY {
            let mut file = BufWriter::with_capacity(BLOCK, tempfile::tempfile()?);
            file.write_all(self.memory.as_bytes())?;
            self.memory = String::new();
            self.file = Some(file);
        }
        match &mut self.file {
            Some(file) => file.write_all(text.as_bytes()),
            None => {
                self.memory.push_str(text);
                Ok(())
            }
        }
    }

    /// Writes what was kept to `out`, in blocks.
    pub fn copy_to(self, out: &mut Out) -> io::Result<()> {
        use std::io::{Read, Seek};
        let Some(file) = self.file else {
            return out.text(&self.memory);
        };
        let mut file = file.into_inner().map_err(|e| e.into_error())?;
        file.seek(io::SeekFrom::Start(0))?;
        let mut block = vec![0; BLOCK];
        // The bytes of a character cut by the end of a block, carried to the next.
        let mut carried = 0;
        loop {
            let read = file.read(&mut block[carried..])?;
            if read == 0 {
                return Ok(());
            }
            let filled = carried + read;
            let whole = match std::str::from_utf8(&block[..filled]) {
                Ok(text) => text.len(),
                Err(e) if e.error_len().is_none() => e.valid_up_to(),
                Err(e) => return Err(io::Error::new(io::ErrorKind::InvalidData, e)),
            };
            out.text(std::str::from_utf8(&block[..whole]).expect("checked"))?;
            block.copy_within(whole..filled, 0);
            carried = filled - whole;
        }
    }
}

pub fn is_broken_pipe(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe
}

/// `1234567` as `1,234,567`, for counts a reader compares.
pub use sudoku_lab::render::thousands;

/// A count and its noun, singular for one: `1 node`, `1,024 nodes`, `0 puzzles`, `2 guesses`
/// (a noun ending in s takes es).
pub fn plural(n: u64, noun: &str) -> String {
    let s = match (n, noun.ends_with('s')) {
        (1, _) => "",
        (_, true) => "es",
        _ => "s",
    };
    format!("{} {noun}{s}", thousands(n))
}

/// The JSON record of a puzzle a command could not work on (it does not parse, its givens
/// break a rule), so that in a JSON Lines stream every input line has its record.
#[derive(Serialize, Debug)]
pub struct Invalid<'a> {
    pub label: &'a str,
    /// The puzzle, when it was read.
    pub puzzle: Option<String>,
    /// Always `invalid`.
    pub status: &'static str,
    pub error: &'a str,
}

impl<'a> Invalid<'a> {
    pub fn new(label: &'a str, puzzle: Option<&sudoku_lab::Grid>, error: &'a str) -> Invalid<'a> {
        Invalid {
            label,
            puzzle: puzzle.map(sudoku_lab::render::line),
            status: "invalid",
            error,
        }
    }
}

/// `at least 1,000 solutions` or `2 solutions`.
pub fn several(found: u64, complete: bool) -> String {
    format!(
        "{}{} solutions",
        if complete { "" } else { "at least " },
        thousands(found)
    )
}

/// A duration written for people: `812 µs`, `31.0 ms`, `2.41 s`.
pub fn duration(d: std::time::Duration) -> String {
    let s = d.as_secs_f64();
    if s < 1e-3 {
        format!("{:.0} µs", s * 1e6)
    } else if s < 1.0 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{s:.2} s")
    }
}
