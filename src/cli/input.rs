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
    pub label: String,
    pub result: Result<Grid, ParseError>,
}

impl From<Entry> for Item {
    fn from(entry: Entry) -> Item {
        // Built by hand: one per puzzle, and `format!` costs more than an easy solve's output.
        let mut label = String::with_capacity(16);
        label.push_str("line ");
        let mut digits = [0u8; 20];
        let mut n = entry.line;
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        label.extend(digits[i..].iter().map(|&d| d as char));
        Item {
            label,
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
                label: "puzzle".to_string(),
                result: parse_puzzle_as(text, self.size),
            })));
        }
        let size = self.size;
        Ok(Box::new(SEED_PUZZLES.into_iter().filter_map(move |p| {
            let grid = p.grid();
            (size.is_none_or(|s| s == grid.shape())).then(|| Item {
                label: p.name.to_string(),
                result: Ok(grid),
            })
        })))
    }
}
