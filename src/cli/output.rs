//! Standard output and exit codes. Writes go through [`Out`] so that a closed pipe
//! (`sudoku-lab solve --file big.txt | head`) surfaces as an error the caller can end on quietly,
//! where `println!` would panic.

use std::io::{self, BufWriter, Write};
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
    Stdout(BufWriter<io::Stdout>),
    /// Text kept for later, each piece tagged with its stream (true: standard error).
    Buffer(Vec<(bool, String)>),
}

impl Out {
    pub fn stdout() -> Out {
        Out {
            sink: Sink::Stdout(BufWriter::new(io::stdout())),
        }
    }

    /// An `Out` that keeps everything written to it, for [`Out::replay`].
    pub fn buffer() -> Out {
        Out {
            sink: Sink::Buffer(Vec::new()),
        }
    }

    /// Writes `text` and a newline.
    pub fn line(&mut self, text: impl AsRef<str>) -> io::Result<()> {
        let text = text.as_ref();
        let mut line = String::with_capacity(text.len() + 1);
        line.push_str(text);
        line.push('\n');
        self.text(line)
    }

    /// Writes `record` as one line of JSON (a line of a JSON Lines stream).
    pub fn json_line(&mut self, record: &impl Serialize) -> io::Result<()> {
        self.line(serde_json::to_string(record)?)
    }

    /// Writes `text` as it is.
    pub fn text(&mut self, text: impl AsRef<str>) -> io::Result<()> {
        match &mut self.sink {
            Sink::Stdout(w) => w.write_all(text.as_ref().as_bytes()),
            Sink::Buffer(pieces) => {
                pieces.push((false, text.as_ref().to_string()));
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
            Sink::Stdout(w) => write_err(w, &line),
            Sink::Buffer(pieces) => pieces.push((true, line)),
        }
    }

    /// Writes what `buffer` kept, both streams, in the order it was written.
    pub fn replay(&mut self, buffer: Out) -> io::Result<()> {
        let Sink::Buffer(pieces) = buffer.sink else {
            return Ok(());
        };
        for (is_err, text) in pieces {
            match &mut self.sink {
                Sink::Stdout(w) if is_err => write_err(w, &text),
                _ => self.text(text)?,
            }
        }
        Ok(())
    }

    /// Flushes what is buffered, so that lines already produced are seen as they are made.
    pub fn flush(&mut self) -> io::Result<()> {
        match &mut self.sink {
            Sink::Stdout(w) => w.flush(),
            Sink::Buffer(_) => Ok(()),
        }
    }
}

/// Writes `line` on standard error after what standard output holds, so that on a terminal
/// the two streams appear in the order they were written. Errors are ignored here: a closed
/// standard output shows up at the next write to it, where the caller handles it.
fn write_err(stdout: &mut BufWriter<io::Stdout>, line: &str) {
    let _ = stdout.flush();
    let _ = io::stderr().write_all(line.as_bytes());
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
