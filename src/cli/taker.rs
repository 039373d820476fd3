//! Where `solve --all` and `--count` put the solutions as the search finds them, so that the
//! search's report keeps none of them: written at once, kept in a spill, or only counted.

use std::collections::HashSet;
use std::io;

use colored::Colorize;
use sudoku_lab::render::{self, CellKind};
use sudoku_lab::solvers::KEPT_SOLUTIONS;
use sudoku_lab::steps::{Observer, Step};
use sudoku_lab::{Grid, Solver};

use super::args::Format;
use super::input::Label;
use super::output::{Out, Spill};

/// Where `--all` and `--count` put the solutions as the search finds them (its report then
/// keeps only the first: `Observer::TAKES_SOLUTIONS`), so that a hundred thousand 25x25
/// solutions take no memory: `--all`'s written at once, or kept in a [`Spill`] while standard
/// output is not to hand (a JSON record's head, which comes first, waits for the end of the
/// search; a recording has standard output's turn); `--count`'s counted only.
pub struct Taker<'a> {
    format: Format,
    label: &'a Label,
    puzzle: &'a Grid,
    /// `None`: written to standard output at once (or, with --count, not at all).
    spill: Option<Spill>,
    count_only: bool,
    /// Solutions taken.
    taken: u64,
    /// With the golf solver, whose digit string may repeat digits: the distinct solutions
    /// among the first [`KEPT_SOLUTIONS`], for the note that says how many there were.
    distinct: Option<HashSet<Grid>>,
    /// The first write that failed (a closed pipe): the search stops there, and the puzzle
    /// ends with this error.
    failed: Option<io::Error>,
}

impl<'a> Taker<'a> {
    /// A taker of `puzzle`'s solutions in `format`: counted only with `count_only`, kept in a
    /// spill while a recording has standard output's turn (`recorded`), their repeats noted
    /// for the golf solver.
    pub fn new(
        format: Format,
        label: &'a Label,
        puzzle: &'a Grid,
        solver: &Solver,
        count_only: bool,
        recorded: bool,
    ) -> Taker<'a> {
        let kept = format == Format::Json || recorded;
        Taker {
            format,
            label,
            puzzle,
            spill: (kept && !count_only).then(Spill::new),
            count_only,
            taken: 0,
            distinct: matches!(solver, Solver::Golf(_)).then(HashSet::new),
            failed: None,
        }
    }

    /// An observer that tells `steps` each step and this taker each solution, writing to
    /// `out` what is not kept.
    pub fn taking<'t, 'o, O: Observer>(
        &'t mut self,
        steps: O,
        out: Option<&'o mut Out>,
    ) -> Taking<'t, 'a, 'o, O> {
        Taking {
            steps,
            taker: self,
            out,
        }
    }

    /// Takes one solution: false to stop the search, once a write failed.
    fn take(&mut self, solution: &Grid, out: Option<&mut Out>) -> bool {
        if self.failed.is_some() {
            return false;
        }
        self.taken += 1;
        if let Some(distinct) = &mut self.distinct
            && self.taken <= KEPT_SOLUTIONS
        {
            distinct.insert(solution.clone());
        }
        if self.count_only {
            return true;
        }
        let written = match (&mut self.spill, out) {
            (Some(spill), _) if self.format == Format::Json => {
                let comma = if self.taken > 1 { "," } else { "" };
                serde_json::to_string(&render::line(solution))
                    .map_err(io::Error::from)
                    .and_then(|item| spill.push(&format!("{comma}{item}")))
            }
            (Some(spill), _) => {
                let mut text = Out::buffer();
                write_solution(self.format, self.label, self.puzzle, solution, &mut text)
                    .and_then(|()| spill.push(&text.into_text()))
            }
            // Each solution leaves whole, above the progress on a terminal (`end_item`).
            (None, Some(out)) => {
                write_solution(self.format, self.label, self.puzzle, solution, out)
                    .and_then(|()| out.end_item(false))
            }
            (None, None) => unreachable!("a taker that writes is given standard output"),
        };
        if let Err(e) = written {
            self.failed = Some(e);
            return false;
        }
        true
    }

    /// What waits to be written (the JSON items, or text lines), and with the golf solver the
    /// solutions reached among the first [`KEPT_SOLUTIONS`] and how many of them are distinct;
    /// or the write that failed.
    pub fn finish(self) -> io::Result<(Option<Spill>, Option<Repeats>)> {
        if let Some(e) = self.failed {
            return Err(e);
        }
        let repeats = self
            .distinct
            .map(|d| (self.taken.min(KEPT_SOLUTIONS), d.len() as u64));
        Ok((self.spill, repeats))
    }
}

/// Solutions the golf solver reached among the first [`KEPT_SOLUTIONS`], and how many of them
/// are distinct (its digit string may repeat digits).
pub type Repeats = (u64, u64);

/// The observer a search is given when its solutions are taken: steps to `steps`, solutions
/// to the taker.
pub struct Taking<'t, 'a, 'o, O> {
    steps: O,
    taker: &'t mut Taker<'a>,
    out: Option<&'o mut Out>,
}

impl<O: Observer> Observer for Taking<'_, '_, '_, O> {
    const ENABLED: bool = O::ENABLED;
    const TAKES_SOLUTIONS: bool = true;

    #[inline]
    fn step(&mut self, step: &Step) {
        self.steps.step(step);
    }

    fn solution(&mut self, solution: &Grid) -> bool {
        self.taker.take(solution, self.out.as_deref_mut())
    }
}

/// One solution in a text format.
pub(super) fn write_solution(
    format: Format,
    label: &Label,
    puzzle: &Grid,
    solution: &Grid,
    out: &mut Out,
) -> io::Result<()> {
    match format {
        Format::Grid => {
            out.line(label.bold().to_string())?;
            // Without colour the givens are told apart by a mark, as `--help` promises.
            out.text(if colored::control::SHOULD_COLORIZE.should_colorize() {
                render::boxed(puzzle, solution, paint)
            } else {
                render::boxed_marked(puzzle, solution)
            })
        }
        Format::Matrix => out.text(render::matrix(solution)),
        _ => out.grid_line(solution),
    }
}

/// Givens in bold, digits the solver filled in green, empty cells dimmed.
fn paint(text: &str, kind: CellKind) -> String {
    match kind {
        CellKind::Given => text.bold().to_string(),
        CellKind::Filled => text.green().to_string(),
        CellKind::Empty => text.dimmed().to_string(),
    }
}
