//! A solve as data: the puzzle, then every step the solver reported, each with its caption in
//! words, in a versioned schema that the book's step-through player reads.
//!
//! [`RecordingBuilder`] is an [`Observer`]: hand it to [`Solver::solve`](crate::Solver::solve),
//! then [`finish`](RecordingBuilder::finish) it with the solver's report. It keeps at most
//! `limit` steps, because a brute-force search can take millions, and says in the recording
//! when it cut the rest. The library builds the value; the binary writes the file
//! (serde_json), and the book's `recording-format.md` documents the schema.

mod replay;

use serde::{Deserialize, Serialize};

use crate::grid::{Cell, Digit, Grid, House, Shape};
use crate::narrate::{self, Detail, Narrator};
use crate::render;
use crate::solvers::{Report, Stats};
use crate::steps::{
    Cause, Contradiction, LinkKind, Observer, Pattern, Reason, Reasoning, Role, Step,
};

pub use replay::ReplayError;

/// The value of the `schema` field: what kind of document this is.
pub const SCHEMA: &str = "sudoku-lab/recording";

/// The version of the schema this code writes. It goes up when a field changes meaning or a
/// reader would misread a new file; new optional fields do not change it.
pub const VERSION: u32 = 2;

/// The most steps a recording keeps unless asked otherwise.
pub const DEFAULT_LIMIT: usize = 20_000;

/// A whole run: the puzzle, how the search ended, and its steps.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Recording {
    /// Always [`SCHEMA`].
    pub schema: String,
    /// [`VERSION`] when written by this code.
    pub version: u32,
    /// The solver's name, as `solve --solver` takes it.
    pub solver: String,
    /// Cells to a row: 9 for the usual grid.
    pub size: usize,
    /// Cells to a box side: 3 for the usual grid.
    #[serde(rename = "box")]
    pub box_side: usize,
    /// The puzzle as one line, `.` for an empty cell.
    pub puzzle: String,
    /// `solved`, `no_solution` or `gave_up`.
    pub status: Status,
    /// The first solution found, as one line.
    pub solution: Option<String>,
    /// What the search counted.
    pub stats: RecordedStats,
    /// Every step the solver reported, kept or not.
    pub total_steps: u64,
    /// True when the recording keeps only the first `steps.len()` of `total_steps` steps.
    pub truncated: bool,
    /// Why the recording is cut, in words; absent when it is whole.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// The steps, in the order the solver reported them.
    pub steps: Vec<RecordedStep>,
}

/// How the search ended: the search's own [`Verdict`], written `solved`, `no_solution` or
/// `gave_up`.
pub use crate::solvers::Verdict as Status;

/// The search's counters, as they are in the file.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, Serialize, Deserialize)]
pub struct RecordedStats {
    pub nodes: u64,
    pub guesses: u64,
}

impl From<&Stats> for RecordedStats {
    fn from(stats: &Stats) -> RecordedStats {
        RecordedStats {
            nodes: stats.nodes,
            guesses: stats.guesses,
        }
    }
}

/// One step: what happened, as data, and the same in words.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RecordedStep {
    #[serde(flatten)]
    pub event: Event,
    /// The step in words, as `solve -v` writes it.
    pub caption: String,
}

/// What a step did. Cells are 0-based row-major indices (`row * size + col`, so r1c1 is 0);
/// digits are numbers (10 and up for the letters of big grids).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// A digit placed, and why.
    Place {
        cell: usize,
        digit: u8,
        reason: RecordedReason,
    },
    /// A candidate removed from a cell, and why.
    Eliminate {
        cell: usize,
        digit: u8,
        cause: RecordedCause,
    },
    /// A dead end.
    Contradiction {
        /// `no_candidate`, `no_place` or `duplicate`.
        why: ContradictionKind,
        /// The cell left without a candidate.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cell: Option<usize>,
        /// The digit with no place, or placed twice.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        digit: Option<u8>,
        /// The house where that happened.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        house: Option<RecordedHouse>,
    },
    /// A guess or try taken back: the grid returns to what it was just before the matching
    /// `place`, and everything that followed from it is gone.
    Undo { cell: usize, digit: u8 },
    /// The grid is complete.
    Solved,
}

/// Why a digit was placed.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RecordedReason {
    /// The cell had one candidate left.
    NakedSingle,
    /// The digit had one place left in `house`.
    HiddenSingle { house: RecordedHouse },
    /// Candidate `k` (1-based) of the `of` in `candidates`, without proof.
    Guess {
        k: usize,
        of: usize,
        candidates: Vec<u8>,
    },
    /// A brute-force search's tentative placement.
    Try,
    /// Place `k` (1-based) of the `of` places the digit has left in `house`, without proof.
    GuessPlace {
        k: usize,
        of: usize,
        house: RecordedHouse,
    },
    /// The digit of the cell in a SAT solver's satisfying assignment.
    Model,
}

/// Why a candidate was removed: a peer holding it, or a technique's pattern.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RecordedCause {
    /// The peer `cell` holds that digit.
    Peer { cell: usize },
    /// A person-style technique (`grade`'s ladder): its name as the command line writes it
    /// (`x-wing`) and as a sentence does (`X-Wing`), the cells of its pattern, and the whole
    /// pattern.
    Technique {
        technique: String,
        name: String,
        /// Every cell of the pattern, for a drawing that only highlights them.
        cells: Vec<usize>,
        pattern: Box<RecordedPattern>,
    },
}

/// A technique's pattern in a recording: everything a drawing needs, with no knowledge of the
/// technique.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RecordedPattern {
    /// The digits the pattern is about.
    pub digits: Vec<u8>,
    /// The houses of the pattern, each with its `role`.
    pub houses: Vec<RoledHouse>,
    /// The cells of the pattern, each with its `role`.
    pub cells: Vec<RoledCell>,
    /// The candidates the reasoning rests on.
    pub candidates: Vec<RecordedCandidate>,
    /// Links between candidates, `strong` (one of the two is true) or `weak` (not both are).
    pub links: Vec<RecordedLink>,
    /// A chain's group nodes: a link from or to a group's first cell (and its digit) is from
    /// or to the whole group, true when one of its cells holds the digit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<RecordedGroup>,
    /// The candidates the technique removes.
    pub removals: Vec<RecordedCandidate>,
    /// The digit it places, for the techniques that place one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placement: Option<RecordedCandidate>,
}

/// A candidate: a cell (as an index) and a digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RecordedCandidate {
    pub cell: usize,
    pub digit: u8,
}

/// A house with the part it plays.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RoledHouse {
    #[serde(flatten)]
    pub house: RecordedHouse,
    pub role: Role,
}

/// A cell with the part it plays.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct RoledCell {
    pub cell: usize,
    pub role: Role,
}

/// A group node of a chain: a digit's places where a box and a line cross.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct RecordedGroup {
    pub digit: u8,
    /// Its cells, as indices; the first is where its links start and end.
    pub cells: Vec<usize>,
}

/// A link between two candidates.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct RecordedLink {
    pub from: RecordedCandidate,
    pub to: RecordedCandidate,
    /// `strong` or `weak`.
    pub kind: LinkKind,
}

impl RecordedPattern {
    fn new(shape: Shape, pattern: &Pattern) -> RecordedPattern {
        let candidate = |(c, d): (Cell, Digit)| RecordedCandidate {
            cell: c.index(),
            digit: d.get(),
        };
        RecordedPattern {
            digits: pattern.digits.iter().map(|d| d.get()).collect(),
            houses: pattern
                .houses
                .iter()
                .map(|&(h, role)| RoledHouse {
                    house: RecordedHouse::new(shape, h),
                    role,
                })
                .collect(),
            cells: pattern
                .cells
                .iter()
                .map(|&(c, role)| RoledCell {
                    cell: c.index(),
                    role,
                })
                .collect(),
            candidates: pattern.candidates.iter().copied().map(candidate).collect(),
            links: pattern
                .links
                .iter()
                .map(|link| RecordedLink {
                    from: candidate(link.from),
                    to: candidate(link.to),
                    kind: link.kind,
                })
                .collect(),
            groups: pattern
                .groups
                .iter()
                .map(|(d, cells)| RecordedGroup {
                    digit: d.get(),
                    cells: cells.iter().map(|c| c.index()).collect(),
                })
                .collect(),
            removals: pattern.removals.iter().copied().map(candidate).collect(),
            placement: pattern.placement.map(candidate),
        }
    }
}

impl RecordedCause {
    fn technique(shape: Shape, reasoning: &Reasoning) -> RecordedCause {
        let mut cells: Vec<usize> = reasoning
            .pattern
            .cells
            .iter()
            .map(|(c, _)| c.index())
            .collect();
        cells.dedup();
        RecordedCause::Technique {
            technique: reasoning.technique.to_string(),
            name: reasoning.name.to_string(),
            cells,
            pattern: Box::new(RecordedPattern::new(shape, &reasoning.pattern)),
        }
    }
}

/// The kinds of dead end.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ContradictionKind {
    NoCandidate,
    NoPlace,
    Duplicate,
}

/// A row, column or box, with its cells so that a reader need not know the geometry.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RecordedHouse {
    /// `row`, `column` or `box`.
    #[serde(rename = "type")]
    pub kind: String,
    /// 1-based, as written: `row 1` is the top row, boxes go left to right, top to bottom.
    pub number: usize,
    /// The house's cells, as indices.
    pub cells: Vec<usize>,
}

impl RecordedHouse {
    fn new(shape: Shape, house: House) -> RecordedHouse {
        RecordedHouse {
            kind: house.kind().to_string(),
            number: house.number() + 1,
            cells: shape
                .layout()
                .cells_of(house)
                .iter()
                .map(|c| c.index())
                .collect(),
        }
    }
}

impl Event {
    /// The step as data, for a grid of this shape.
    pub fn new(shape: Shape, step: &Step) -> Event {
        let digit = |d: Digit| d.get();
        let cell = |c: Cell| c.index();
        match *step {
            Step::Place {
                cell: c,
                digit: d,
                reason,
            } => Event::Place {
                cell: cell(c),
                digit: digit(d),
                reason: match reason {
                    Reason::NakedSingle => RecordedReason::NakedSingle,
                    Reason::HiddenSingle(h) => RecordedReason::HiddenSingle {
                        house: RecordedHouse::new(shape, h),
                    },
                    Reason::Guess { k, of, candidates } => RecordedReason::Guess {
                        k,
                        of,
                        candidates: candidates.iter().map(digit).collect(),
                    },
                    Reason::Try => RecordedReason::Try,
                    Reason::GuessPlace { k, of, house } => RecordedReason::GuessPlace {
                        k,
                        of,
                        house: RecordedHouse::new(shape, house),
                    },
                    Reason::Model => RecordedReason::Model,
                },
            },
            Step::Eliminate {
                cell: c,
                digit: d,
                cause,
            } => Event::Eliminate {
                cell: cell(c),
                digit: digit(d),
                cause: match cause {
                    Cause::Peer(peer) => RecordedCause::Peer { cell: cell(peer) },
                },
            },
            Step::Exclude {
                cell: c,
                digit: d,
                ref reasoning,
            } => Event::Eliminate {
                cell: cell(c),
                digit: digit(d),
                cause: RecordedCause::technique(shape, reasoning),
            },
            Step::Contradiction(why) => match why {
                Contradiction::NoCandidate(c) => Event::Contradiction {
                    why: ContradictionKind::NoCandidate,
                    cell: Some(cell(c)),
                    digit: None,
                    house: None,
                },
                Contradiction::NoPlace(d, h) => Event::Contradiction {
                    why: ContradictionKind::NoPlace,
                    cell: None,
                    digit: Some(digit(d)),
                    house: Some(RecordedHouse::new(shape, h)),
                },
                Contradiction::Duplicate(d, h) => Event::Contradiction {
                    why: ContradictionKind::Duplicate,
                    cell: None,
                    digit: Some(digit(d)),
                    house: Some(RecordedHouse::new(shape, h)),
                },
            },
            Step::Undo { cell: c, digit: d } => Event::Undo {
                cell: cell(c),
                digit: digit(d),
            },
            Step::Solved => Event::Solved,
        }
    }
}

/// An observer that records the steps of one solve, up to a limit.
#[derive(Clone, Debug)]
pub struct RecordingBuilder {
    puzzle: Grid,
    limit: usize,
    total: u64,
    steps: Vec<RecordedStep>,
    /// Steps handed out by [`RecordingBuilder::take`] to be written as they come, not kept.
    handed_out: usize,
    /// Words each step as `solve --trace` does.
    narrator: Narrator,
}

impl RecordingBuilder {
    /// Records the solve of `puzzle`, keeping at most `limit` steps.
    pub fn new(puzzle: &Grid, limit: usize) -> RecordingBuilder {
        RecordingBuilder {
            puzzle: puzzle.clone(),
            limit,
            total: 0,
            steps: Vec::new(),
            handed_out: 0,
            narrator: Narrator::new(puzzle.shape(), Detail::Everything),
        }
    }

    /// The recording of the finished solve that `report` describes.
    pub fn finish(self, solver: &str, report: &Report) -> Recording {
        let shape = self.puzzle.shape();
        let status = report.verdict();
        let kept = self.steps.len() + self.handed_out;
        let truncated = self.total > kept as u64;
        let note = truncated.then(|| {
            format!(
                "cut: the solver reported {} steps; this recording keeps the first {kept}",
                self.total,
            )
        });
        Recording {
            schema: SCHEMA.to_string(),
            version: VERSION,
            solver: solver.to_string(),
            size: shape.side(),
            box_side: shape.box_side(),
            puzzle: render::line(&self.puzzle),
            status,
            solution: report.solutions.first().map(render::line),
            stats: RecordedStats::from(&report.stats),
            total_steps: self.total,
            truncated,
            note,
            steps: self.steps,
        }
    }
}

impl RecordingBuilder {
    /// Counts `step` and, while fewer than the limit are recorded, gives its record without
    /// keeping it: for a caller that writes the steps as they come (the recording of a long
    /// search then takes no memory). [`RecordingBuilder::finish`] counts them as kept.
    pub fn take(&mut self, step: &Step) -> Option<RecordedStep> {
        self.total += 1;
        if self.steps.len() + self.handed_out >= self.limit {
            return None;
        }
        self.handed_out += 1;
        let shape = self.puzzle.shape();
        // The narrator tells a dead end together with the undo it causes; a player shows
        // the dead end on its own step too, so it gets the words of the dead end alone.
        let caption = self
            .narrator
            .tell(step)
            .map_or_else(|| narrate::describe(step, shape), |line| line.text);
        Some(RecordedStep {
            event: Event::new(shape, step),
            caption,
        })
    }
}

impl Observer for RecordingBuilder {
    fn step(&mut self, step: &Step) {
        if let Some(recorded) = self.take(step) {
            self.handed_out -= 1;
            self.steps.push(recorded);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn a_technique_elimination_records_its_pattern() {
        use crate::logic::{Board, Technique};
        use std::sync::Arc;
        let shape = Shape::NINE;
        // Rows 2 and 3 of box 1 are full: 1 is locked into row 1 of the box (pointing).
        let mut grid = Grid::empty(shape);
        for (i, v) in [2, 3, 4, 5, 6, 7].into_iter().enumerate() {
            grid.set(Cell::new(1 + i / 3, i % 3, 9), Digit::new(v));
        }
        let deduction = Technique::LockedCandidates
            .find(&Board::new(&grid))
            .expect("pointing");
        let step = Step::Exclude {
            cell: Cell::new(0, 5, 9),
            digit: d(1),
            reasoning: Arc::new(deduction.reasoning()),
        };
        let value = serde_json::to_value(Event::new(shape, &step)).unwrap();
        assert_eq!(value["kind"], "eliminate");
        assert_eq!(
            (value["cell"].as_u64(), value["digit"].as_u64()),
            (Some(5), Some(1))
        );
        let cause = &value["cause"];
        assert_eq!(cause["kind"], "technique");
        assert_eq!(cause["technique"], "locked-candidates");
        assert_eq!(cause["cells"], serde_json::json!([0, 1, 2]));
        assert_eq!(cause["pattern"]["houses"][0]["type"], "box");
        assert_eq!(cause["pattern"]["houses"][0]["role"], "base");
        assert_eq!(
            cause["pattern"]["houses"][0]["cells"],
            serde_json::json!([0, 1, 2, 9, 10, 11, 18, 19, 20])
        );
        assert_eq!(cause["pattern"]["houses"][1]["role"], "cover");
        assert_eq!(cause["pattern"]["removals"].as_array().unwrap().len(), 6);
        // A reader of the file gets the same value back.
        let back: Event = serde_json::from_value(value).unwrap();
        assert_eq!(back, Event::new(shape, &step));
    }
}
