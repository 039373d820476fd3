//! The one way a command reads a file it is given other than a file of puzzles (which
//! `input` reads): the ratings of `grade --against-ratings`, the programs of `golf tricks` and
//! `golf shorten`, the puzzles `generate --from` walks from. One rule for all: a path that is
//! a folder, cannot be opened or fails while it is read ends the read, with one message naming
//! the file (and the line, for a file read by lines), and the command exits with 2.

use std::fs::File;
use std::io::{self, BufRead};
use std::path::Path;

/// `path`, opened for reading; a folder (which opens, then fails every read) is refused here,
/// with the file named in the error.
pub fn open(path: &Path) -> io::Result<File> {
    let name = path.display();
    let file = File::open(path).map_err(|e| cannot(format!("cannot read {name}: {e}"), &e))?;
    match file.metadata() {
        Ok(m) if m.is_dir() => Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("cannot read {name}: it is a folder, not a file"),
        )),
        Ok(_) => Ok(file),
        Err(e) => Err(cannot(format!("cannot read {name}: {e}"), &e)),
    }
}

/// The lines of `path` (standard input where it is `-`), numbered as [`Lines`] numbers them.
pub fn lines_of(path: &Path) -> io::Result<Lines<Box<dyn BufRead>>> {
    if path.as_os_str() == "-" {
        let reader: Box<dyn BufRead> = Box::new(super::stdin::Stdin::spawn()?);
        return Ok(Lines::new(reader, Path::new("standard input")));
    }
    let reader: Box<dyn BufRead> = Box::new(io::BufReader::new(open(path)?));
    Ok(Lines::new(reader, path))
}

/// The lines of a reader, numbered from 1, that end at the first read error: that error comes
/// once, naming `name` and the line, and nothing after it (a reader that fails does not recover,
/// and a loop that went on would report the same error forever).
pub struct Lines<R> {
    lines: io::Lines<R>,
    name: String,
    line: usize,
    ended: bool,
}

impl<R: BufRead> Lines<R> {
    pub fn new(reader: R, name: &Path) -> Lines<R> {
        Lines {
            lines: reader.lines(),
            name: name.display().to_string(),
            line: 0,
            ended: false,
        }
    }

    /// What the lines are read from, as errors name it (a file, or "standard input").
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl<R: BufRead> Iterator for Lines<R> {
    /// The line's number, and its text or the error that ended the read.
    type Item = (usize, io::Result<String>);

    fn next(&mut self) -> Option<Self::Item> {
        if self.ended {
            return None;
        }
        self.line += 1;
        match self.lines.next()? {
            Ok(text) => Some((self.line, Ok(text))),
            Err(e) => {
                self.ended = true;
                let message = format!("{}: line {}: cannot read: {e}", self.name, self.line);
                Some((self.line, Err(cannot(message, &e))))
            }
        }
    }
}

/// An error of the same kind as `e`, with `message`.
fn cannot(message: String, e: &io::Error) -> io::Error {
    io::Error::new(e.kind(), message)
}
