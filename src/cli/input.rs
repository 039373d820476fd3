//! Where puzzles come from: an argument, a file, standard input, or (with none of these) the
//! puzzles quoted in the seed documents.

use std::cell::OnceCell;
use std::fs::File;
use std::io::{self, BufReader};
use std::path::PathBuf;

use clap::Args;

use super::stdin::Stdin;
use sudoku_lab::parse::{
    Entry, ParseError, ParseErrorKind, PuzzleReader, marks_line, parse_position_as, parse_puzzle_as,
};
use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::{Candidates, Grid, Shape};

#[derive(Args, Debug, Clone)]
pub struct InputArgs {
    /// A puzzle: one line of 81 characters (0 or . for an empty cell), or seed 000's block form
    /// (one text line per row). `-` reads puzzles from standard input.
    // Not a String: bytes that are not UTF-8 are this puzzle's error, named as a file's are.
    pub puzzle: Option<std::ffi::OsString>,

    /// Read puzzles from a file, one per line; blank lines and # comments are skipped. `-` is
    /// standard input.
    #[arg(long, short = 'f', conflicts_with = "puzzle", value_name = "FILE")]
    pub file: Option<PathBuf>,

    /// Expect grids of this side (4, 9, 16 or 25); a puzzle of another size is an error. By
    /// default each puzzle's size is read from its length.
    #[arg(long, value_parser = parse_size, value_name = "SIDE")]
    pub size: Option<Shape>,
}

fn parse_size(text: &str) -> Result<Shape, String> {
    text.parse::<usize>()
        .ok()
        .and_then(Shape::from_side)
        .ok_or_else(|| format!("{text:?} is not a grid side; expected 4, 9, 16 or 25"))
}

/// The size of the reads from a file of puzzles.
const READ_BLOCK: usize = 64 * 1024;

/// The name of a puzzle given as an argument, in every command and every message (an error in
/// a puzzle of several lines adds the line: `puzzle, line 3, r3c5: ...`).
pub const ARGUMENT: &str = "puzzle";

/// One puzzle to work on: its name in messages, and the grid or the message that says what is
/// wrong with it (naming the puzzle, the line, the cell and the character).
pub struct Item {
    /// `line 3` of a file, [`ARGUMENT`], or the name of a seed puzzle.
    pub label: Label,
    pub result: Result<Grid, String>,
    /// A position given by its pencil marks (to `grade`, `hint` and `explain`): the candidates
    /// of each cell as written, `result` holding its digits.
    pub marks: Option<Vec<Candidates>>,
}

/// A puzzle's name in messages, read as a `&str`. `line 3` is kept as its number, written out
/// in place the first time it is read: a file gives one per puzzle, and most are never shown,
/// so making each costs neither an allocation nor the writing of its digits.
pub enum Label {
    /// `line N`: the number, and once read, the text's bytes and how many of them are used.
    Line(usize, OnceCell<([u8; LINE_LABEL], u8)>),
    /// A seed puzzle's name, or `puzzle` for the one given as an argument.
    Name(&'static str),
}

/// Room for `line ` and the twenty digits of the largest line number.
const LINE_LABEL: usize = 25;

impl Label {
    /// `line n`, not yet written out.
    fn line(n: usize) -> Label {
        Label::Line(n, OnceCell::new())
    }

    /// The text `line n`: its bytes, and how many of them are used.
    fn line_text(mut n: usize) -> ([u8; LINE_LABEL], u8) {
        let mut text = [0u8; LINE_LABEL];
        text[..5].copy_from_slice(b"line ");
        // The digits, last first, at the end; then moved up behind `line `.
        let mut i = LINE_LABEL;
        loop {
            i -= 1;
            text[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        text.copy_within(i.., 5);
        (text, (5 + LINE_LABEL - i) as u8)
    }
}

impl std::ops::Deref for Label {
    type Target = str;

    fn deref(&self) -> &str {
        match self {
            Label::Line(n, text) => {
                let (text, len) = text.get_or_init(|| Label::line_text(*n));
                std::str::from_utf8(&text[..usize::from(*len)]).expect("ASCII digits")
            }
            Label::Name(name) => name,
        }
    }
}

impl std::fmt::Display for Label {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self)
    }
}

impl From<Entry> for Item {
    fn from(entry: Entry) -> Item {
        Item {
            label: Label::line(entry.line),
            result: entry.result.map_err(|e| e.to_string()),
            marks: entry.marks,
        }
    }
}

impl Item {
    /// An entry of a file the command found by itself (a `compare --set` collection in the
    /// `--data` folder): any error, a read error or a line that does not parse, names the
    /// file, which the person running the command did not name.
    pub fn from_found_file(entry: Entry, path: &str) -> Item {
        Item {
            label: Label::line(entry.line),
            result: entry.result.map_err(|e| format!("{path}: {e}")),
            marks: entry.marks,
        }
    }

    /// An entry read from `source` (a file's name, or standard input): a read that failed,
    /// which ends the input, names the source it failed on (`/tmp: line 1: cannot read input:
    /// Is a directory`).
    fn read_from(entry: Entry, source: &str) -> Item {
        let result = entry.result.map_err(|e| match e.kind {
            ParseErrorKind::Io(_) => format!("{source}: {e}"),
            _ => e.to_string(),
        });
        Item {
            label: Label::line(entry.line),
            result,
            marks: entry.marks,
        }
    }
}

/// Why a command does not work on a puzzle: it does not parse, or its givens break a rule.
pub struct Rejection<'a> {
    /// The puzzle, when it was read.
    pub puzzle: Option<&'a Grid>,
    pub message: String,
}

/// Reads the puzzle `text` given as an argument (of `size` when given); an error names it
/// [`ARGUMENT`].
pub fn parse_argument(text: &str, size: Option<Shape>) -> Result<Grid, String> {
    parse_puzzle_as(text, size).map_err(|e| argument_error(text, &e))
}

/// The error `e` in the puzzle argument `text`, named [`ARGUMENT`] (and by its line when the
/// argument holds several).
fn argument_error(text: &str, e: &ParseError) -> String {
    if text.trim_end_matches(['\n', '\r']).contains('\n') {
        format!("{ARGUMENT}, line {}{}", e.line, e.detail())
    } else {
        format!("{ARGUMENT}{}", e.detail())
    }
}

/// The text of the puzzle `arg` given as an argument, or the error that names its first byte
/// that is not UTF-8 (`puzzle: not UTF-8 text: byte 3 is 0x80`), as the file reader names it:
/// every command that takes a puzzle argument (the golf topics too) reads it here.
pub fn argument_text(arg: &std::ffi::OsStr) -> Result<&str, String> {
    arg.to_str().ok_or_else(|| {
        let bytes = arg.as_encoded_bytes();
        // `to_str` failed, so `from_utf8` fails too, and says where.
        let at = std::str::from_utf8(bytes)
            .err()
            .map_or(0, |e| e.valid_up_to());
        format!(
            "{ARGUMENT}: not UTF-8 text: byte {} is 0x{:02X}",
            at + 1,
            bytes.get(at).copied().unwrap_or(0)
        )
    })
}

impl Item {
    /// The puzzle `arg` given as an argument; bytes that are not UTF-8 are named as the file
    /// reader names them (`puzzle: not UTF-8 text: byte 3 is 0x80`).
    fn argument(arg: &std::ffi::OsStr, size: Option<Shape>, marks: bool) -> Item {
        let text = match argument_text(arg) {
            Ok(text) => text,
            Err(e) => return Item::named(ARGUMENT, Err(e)),
        };
        if marks {
            return match parse_position_as(text, size) {
                Ok((grid, marks)) => Item {
                    marks,
                    ..Item::named(ARGUMENT, Ok(grid))
                },
                Err(e) => Item::named(ARGUMENT, Err(argument_error(text, &e))),
            };
        }
        Item::named(ARGUMENT, parse_argument(text, size))
    }

    /// A puzzle named `name` (an argument's, a seed puzzle's), given by its digits.
    fn named(name: &'static str, result: Result<Grid, String>) -> Item {
        Item {
            label: Label::Name(name),
            result,
            marks: None,
        }
    }

    /// The puzzle as a record writes it, when it was read: its line, or a position's pencil
    /// marks in one line (each cell's candidates in their places: 729 characters on 9x9).
    pub fn line(&self) -> Option<String> {
        let grid = self.result.as_ref().ok()?;
        Some(match &self.marks {
            Some(marks) => marks_line(marks),
            None => sudoku_lab::render::line(grid),
        })
    }

    /// The grid, if it can be searched: read, and no digit twice in a house.
    pub fn checked(&self) -> Result<&Grid, Rejection<'_>> {
        let grid = self.result.as_ref().map_err(|e| Rejection {
            puzzle: None,
            message: e.clone(),
        })?;
        match grid.first_conflict() {
            None => Ok(grid),
            Some(conflict) => Err(Rejection {
                puzzle: Some(grid),
                message: format!("{}: {conflict}", self.label),
            }),
        }
    }
}

impl InputArgs {
    /// The puzzles, read lazily: a file streams one line at a time.
    pub fn items(&self) -> io::Result<Box<dyn Iterator<Item = Item>>> {
        self.read(false)
    }

    /// [`items`](InputArgs::items), a position mid-solve given by its pencil marks too: the
    /// 729-character line, or the grid of pencil marks `explain` prints.
    pub fn items_with_marks(&self) -> io::Result<Box<dyn Iterator<Item = Item>>> {
        self.read(true)
    }

    fn read(&self, marks: bool) -> io::Result<Box<dyn Iterator<Item = Item>>> {
        let stdin = || -> io::Result<Box<dyn Iterator<Item = Item>>> {
            Ok(Box::new(
                with_marks(PuzzleReader::new(Stdin::spawn()?, self.size), marks)
                    .map(|entry| Item::read_from(entry, "standard input")),
            ))
        };
        if let Some(path) = &self.file {
            if path.as_os_str() == "-" {
                return stdin();
            }
            let file = File::open(path).map_err(|e| {
                io::Error::new(e.kind(), format!("cannot open {}: {e}", path.display()))
            })?;
            let source = path.display().to_string();
            // Blocks of 64 KiB: a file of 50,000 puzzles (4 MB) in 62 reads rather than 492.
            return Ok(Box::new(
                with_marks(
                    PuzzleReader::new(BufReader::with_capacity(READ_BLOCK, file), self.size),
                    marks,
                )
                .map(move |entry| Item::read_from(entry, &source)),
            ));
        }
        if let Some(text) = &self.puzzle {
            if text == "-" {
                return stdin();
            }
            return Ok(Box::new(std::iter::once(Item::argument(
                text, self.size, marks,
            ))));
        }
        let size = self.size;
        Ok(Box::new(SEED_PUZZLES.into_iter().filter_map(move |p| {
            let grid = p.grid();
            (size.is_none_or(|s| s == grid.shape())).then(|| Item::named(p.name, Ok(grid)))
        })))
    }
}

/// `reader`, reading pencil-mark lines too when `marks` is true.
fn with_marks<R: std::io::BufRead>(reader: PuzzleReader<R>, marks: bool) -> PuzzleReader<R> {
    if marks { reader.with_marks() } else { reader }
}
