//! Solving out loud in the terminal: the library's [`Narrator`] words each step, this module
//! keeps the lines (up to a limit, and says how many more there were) and colours them.

use std::io;

use colored::Colorize;
use sudoku_lab::narrate::{Detail, Line, LineKind, Narrator, Spans};
use sudoku_lab::solvers::SolveError;
use sudoku_lab::{Grid, Limits, Observer, Report, Shape, Solver, Step};

use super::output::{Out, thousands};

/// The lines told about one solve, the first `max` of them kept.
pub struct Told {
    lines: Vec<Line>,
    /// Lines not kept because the limit was reached.
    more: u64,
}

impl Told {
    /// Nothing told yet.
    pub fn new() -> Told {
        Told {
            lines: Vec::new(),
            more: 0,
        }
    }

    /// Keeps a line, unless `max` lines (0: no limit) are kept already.
    pub fn push(&mut self, line: Line, max: usize) {
        if max == 0 || self.lines.len() < max {
            self.lines.push(line);
        } else {
            self.more += 1;
        }
    }

    /// Writes the lines, coloured, and a closing line if some were left out.
    pub fn write(&self, out: &mut Out) -> io::Result<()> {
        for line in &self.lines {
            out.line(paint(line))?;
        }
        if self.more > 0 {
            out.line(
                format!(
                    "... {} more lines not shown (--max-lines 0 shows them all)",
                    thousands(self.more)
                )
                .dimmed()
                .to_string(),
            )?;
        }
        Ok(())
    }
}

/// Solves with a narrator listening, writing each line as it is told (the first `max_lines`
/// of them, 0: all), so that a long search told out loud keeps none of its lines; then a
/// closing line if some were left out. The report, or the first error writing the lines.
pub fn solve_out_loud(
    solver: &Solver,
    puzzle: &Grid,
    limits: &Limits,
    detail: Detail,
    max_lines: usize,
    out: &mut Out,
) -> io::Result<Result<Report, SolveError>> {
    let mut telling = Telling::new(puzzle.shape(), detail, max_lines, out);
    let report = solver.solve(puzzle, limits, &mut telling);
    telling.finish()?;
    Ok(report)
}

/// An observer that writes each step's line as it is told, the first `max` of them (0: all).
pub struct Telling<'a> {
    narrator: Narrator,
    out: &'a mut Out,
    max: usize,
    written: usize,
    /// Counts the lines left out, for the closing line.
    told: Told,
    failed: Option<io::Error>,
}

impl<'a> Telling<'a> {
    pub fn new(shape: Shape, detail: Detail, max: usize, out: &'a mut Out) -> Telling<'a> {
        Telling {
            narrator: Narrator::new(shape, detail),
            out,
            max,
            written: 0,
            told: Told::new(),
            failed: None,
        }
    }

    /// A line that tells no step (what the solver does next and why, or what the solve came
    /// to), painted as a line of `kind` is.
    pub fn note(&mut self, kind: LineKind, text: String) {
        self.write(Line {
            kind,
            text,
            spans: None,
        });
    }

    fn write(&mut self, line: Line) {
        if (self.max == 0 || self.written < self.max) && self.failed.is_none() {
            self.written += 1;
            if let Err(e) = self.out.line(paint(&line)) {
                self.failed = Some(e);
            }
        } else {
            self.told.more += 1;
        }
    }

    /// The closing line if some lines were left out, or the first error writing them.
    pub fn finish(self) -> io::Result<()> {
        if let Some(e) = self.failed {
            return Err(e);
        }
        self.told.write(self.out)
    }
}

impl Observer for Telling<'_> {
    fn step(&mut self, step: &Step) {
        if let Some(line) = self.narrator.tell(step) {
            self.write(line);
        }
    }
}

/// Colours a line by its kind and, where it has them, its parts (no word of it is read):
/// placements with the cell bold and the technique green, a technique's eliminations with the
/// technique cyan, guesses yellow, undos and dead ends red,
/// peer eliminations dimmed, the end green.
pub fn paint(line: &Line) -> String {
    let text = line.text.as_str();
    match line.kind {
        LineKind::Guess => text.yellow().to_string(),
        LineKind::Undo | LineKind::NoSolution => text.red().to_string(),
        LineKind::Elimination => text.dimmed().to_string(),
        LineKind::Solved => text.green().bold().to_string(),
        LineKind::Placement | LineKind::Technique => match &line.spans {
            Some(Spans { what, reason }) => {
                let name = &text[reason.clone()];
                let name = if line.kind == LineKind::Placement {
                    name.green()
                } else {
                    name.cyan()
                };
                format!(
                    "{}{}{name}{}",
                    text[what.clone()].bold(),
                    &text[what.end..reason.start],
                    &text[reason.end..]
                )
            }
            None => text.to_string(),
        },
    }
}
