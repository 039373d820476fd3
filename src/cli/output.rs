//! Standard output and exit codes. Writes go through [`Out`] so that a closed pipe
//! (`sudoku-lab solve --file big.txt | head`) surfaces as an error the caller can end on quietly,
//! where `println!` would panic.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// The outcome of a command, as an exit code. When a batch mixes outcomes, the most serious
/// one wins: bad input over a search that gave up over no solution over solved.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Exit {
    Solved = 0,
    NoSolution = 1,
    BadInput = 2,
    GaveUp = 3,
}

impl Exit {
    /// How serious an outcome is; the exit codes themselves are not in that order.
    fn severity(self) -> u8 {
        match self {
            Exit::Solved => 0,
            Exit::NoSolution => 1,
            Exit::GaveUp => 2,
            Exit::BadInput => 3,
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

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

/// Buffered standard output that reports a closed pipe instead of panicking.
pub struct Out {
    inner: BufWriter<io::Stdout>,
}

impl Out {
    pub fn stdout() -> Out {
        Out {
            inner: BufWriter::new(io::stdout()),
        }
    }

    /// Writes `text` and a newline.
    pub fn line(&mut self, text: impl AsRef<str>) -> io::Result<()> {
        self.inner.write_all(text.as_ref().as_bytes())?;
        self.inner.write_all(b"\n")
    }

    /// Writes `text` as it is.
    pub fn text(&mut self, text: impl AsRef<str>) -> io::Result<()> {
        self.inner.write_all(text.as_ref().as_bytes())
    }

    /// Flushes what is buffered, so that lines already produced are seen as they are made.
    pub fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

pub fn is_broken_pipe(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe
}

/// `1234567` as `1,234,567`, for counts a reader compares.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
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
