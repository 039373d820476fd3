//! Where puzzles come from: an argument, a file, standard input, or (with none of these) the
//! puzzles quoted in the seed documents.

use std::fs::File;
use std::io::{self, BufReader};
use std::path::PathBuf;

use clap::Args;
use sudoku_lab::parse::{Entry, ParseError, PuzzleReader, parse_puzzle_as};
use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::{Grid, Shape};

#[derive(Args, Debug, Clone)]
pub struct InputArgs {
    /// A puzzle: one line of 81 characters (0 or . for an empty cell), or seed 000's block form
    /// (one text line per row). `-` reads puzzles from standard input.
    pub puzzle: Option<String>,

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

/// One puzzle to work on: its name in messages, and the grid or what is wrong with it.
pub struct Item {
    /// `line 3`, or the name of a seed puzzle.
    pub label: Label,
    pub result: Result<Grid, ParseError>,
}

/// A puzzle's name in messages, read as a `&str`. `line 3` is kept in place: a file gives one
/// per puzzle, and most are never shown, so making each costs no allocation.
pub enum Label {
    /// `line N`: the text's bytes, and how many of them are used.
    Line([u8; LINE_LABEL], u8),
    /// A seed puzzle's name, or `puzzle` for the one given as an argument.
    Name(&'static str),
}

/// Room for `line ` and the twenty digits of the largest line number.
const LINE_LABEL: usize = 25;

impl Label {
    /// `line n`.
    fn line(mut n: usize) -> Label {
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
        Label::Line(text, (5 + LINE_LABEL - i) as u8)
    }
}

impl std::ops::Deref for Label {
    type Target = str;

    fn deref(&self) -> &str {
        match self {
            Label::Line(text, len) => {
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
            result: entry.result,
        }
    }
}

impl InputArgs {
    /// The puzzles, read lazily: a file streams one line at a time.
    pub fn items(&self) -> io::Result<Box<dyn Iterator<Item = Item>>> {
        let stdin = || -> Box<dyn Iterator<Item = Item>> {
            Box::new(PuzzleReader::new(io::stdin().lock(), self.size).map(Item::from))
        };
        if let Some(path) = &self.file {
            if path.as_os_str() == "-" {
                return Ok(stdin());
            }
            let file = File::open(path).map_err(|e| {
                io::Error::new(e.kind(), format!("cannot open {}: {e}", path.display()))
            })?;
            return Ok(Box::new(
                PuzzleReader::new(BufReader::new(file), self.size).map(Item::from),
            ));
        }
        if let Some(text) = &self.puzzle {
            if text == "-" {
                return Ok(stdin());
            }
            return Ok(Box::new(std::iter::once(Item {
                label: Label::Name("puzzle"),
                result: parse_puzzle_as(text, self.size),
            })));
        }
        let size = self.size;
        Ok(Box::new(SEED_PUZZLES.into_iter().filter_map(move |p| {
            let grid = p.grid();
            (size.is_none_or(|s| s == grid.shape())).then(|| Item {
                label: Label::Name(p.name),
                result: Ok(grid),
            })
        })))
    }
}
