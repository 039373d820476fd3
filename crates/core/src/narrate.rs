//! Solving out loud: the words for each [`Step`], as `solve -v`, `explain` and `hint` write
//! them (and as a browser player would show them: the words live here, not in the binary).
//!
//! [`describe`] words one step on its own. A [`Narrator`] words a stream of steps as a person
//! tells a solve: it remembers the guesses still standing, so that a contradiction and the undo
//! it causes become one sentence (`r8c1 has no candidate left: undo the guess r7c3 = 5`).

use crate::grid::{Candidates, Cell, House, Shape};
use std::fmt;
use std::ops::Range;

use crate::steps::{Cause, Contradiction, Reason, Step};

/// `r4c7 = 3   naked single: 1 2 4 5 6 7 8 9 are already in row 4, column 7 or box 6`, and the
/// like: one step in words, on its own.
pub fn describe(step: &Step, shape: Shape) -> String {
    worded(step, shape).0
}

/// `what   reason why`: a placement or an elimination told with the name of its reason, and
/// where the two stand in the text.
fn reasoned(what: String, reason: &str, why: &str) -> (String, Option<Spans>) {
    let start = what.len() + "   ".len();
    let spans = Spans {
        what: 0..what.len(),
        reason: start..start + reason.len(),
    };
    (format!("{what}   {reason}{why}"), Some(spans))
}

/// [`describe`]'s words, with the [`Spans`] of a line that has them.
fn worded(step: &Step, shape: Shape) -> (String, Option<Spans>) {
    let plain = |text: String| (text, None);
    match *step {
        Step::Place {
            cell,
            digit,
            reason,
        } => match reason {
            Reason::NakedSingle => {
                let mut others = Candidates::all(shape.side());
                others.remove(digit);
                let [row, col, bx] = houses(cell, shape);
                reasoned(
                    format!("{cell} = {digit}"),
                    "naked single",
                    &format!(": {others} are already in {row}, {col} or {bx}"),
                )
            }
            Reason::HiddenSingle(house) => reasoned(
                format!("{cell} = {digit}"),
                "hidden single",
                &format!(": the only place for {digit} in {house}"),
            ),
            Reason::Guess { k, of, candidates } => plain(if k == 1 {
                format!("guess {cell} = {digit} (candidates {candidates})")
            } else {
                format!("guess {cell} = {digit} instead (candidates {candidates}, try {k} of {of})")
            }),
            Reason::Try => plain(format!("try {cell} = {digit}")),
            Reason::GuessPlace { k, of, house } => plain(if k == 1 {
                format!("guess {cell} = {digit} ({digit} has {of} places in {house})")
            } else {
                format!("guess {cell} = {digit} instead (place {k} of {of} for {digit} in {house})")
            }),
            Reason::Model => reasoned(format!("{cell} = {digit}"), "in the SAT solver's model", ""),
        },
        Step::Eliminate { cell, digit, cause } => match cause {
            Cause::Peer(peer) => plain(format!(
                "{cell} ≠ {digit}   {peer} holds {digit} in {}",
                shared_house(cell, peer, shape)
            )),
        },
        Step::Exclude {
            cell,
            digit,
            ref reasoning,
        } => {
            let (name, why) = reasoning.text.split_at(reasoning.named);
            reasoned(format!("{cell} ≠ {digit}"), name, why)
        }
        Step::Contradiction(c) => plain(contradiction(c)),
        Step::Undo { cell, digit } => plain(format!("undo {cell} = {digit}")),
        Step::Solved => plain("solved".to_string()),
    }
}

/// `r8c1 has no candidate left`, `8 has no place left in box 3`.
pub fn contradiction(c: Contradiction) -> String {
    match c {
        Contradiction::NoCandidate(cell) => format!("{cell} has no candidate left"),
        Contradiction::NoPlace(digit, house) => format!("{digit} has no place left in {house}"),
        Contradiction::Duplicate(digit, house) => format!("{digit} is twice in {house}"),
    }
}

/// The row, column and box of a cell.
pub fn houses(cell: Cell, shape: Shape) -> [House; 3] {
    shape.layout().houses_of(cell)
}

/// The first house two peers share: their row, else their column, else their box.
pub fn shared_house(a: Cell, b: Cell, shape: Shape) -> House {
    let (ha, hb) = (houses(a, shape), houses(b, shape));
    (0..3)
        .map(|i| ha[i])
        .find(|h| hb.contains(h))
        .unwrap_or(ha[2])
}

/// What a line of narration tells, so that a terminal can colour it and a player style it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LineKind {
    /// A digit placed by a single: `r4c7 = 3   naked single: ...`.
    Placement,
    /// A candidate removed because a peer holds the digit.
    Elimination,
    /// A candidate removed by a person-style technique's pattern.
    Technique,
    /// A guess, or a brute-force try.
    Guess,
    /// A guess or try taken back, with the dead end that caused it.
    Undo,
    /// The puzzle has no solution.
    NoSolution,
    /// The grid is complete.
    Solved,
}

/// One line of narration: what it tells, and its words.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Line {
    pub kind: LineKind,
    pub text: String,
    /// Where its parts stand in `text`, for a line that tells a placement or an elimination
    /// with the name of its reason (`r4c7 = 3   naked single: ...`).
    pub spans: Option<Spans>,
}

/// The parts of a line that a terminal sets apart, as byte ranges of its text: what was done
/// (`r4c7 = 3`), and the name of its reason (`naked single`, `X-Wing`); the rest says why.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Spans {
    pub what: Range<usize>,
    pub reason: Range<usize>,
}

impl Line {
    fn new(kind: LineKind, (text, spans): (String, Option<Spans>)) -> Line {
        Line { kind, text, spans }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The kind of line that tells `step` on its own.
pub fn kind_of(step: &Step) -> LineKind {
    match step {
        Step::Place {
            reason: Reason::Guess { .. } | Reason::Try,
            ..
        } => LineKind::Guess,
        Step::Place { .. } => LineKind::Placement,
        Step::Eliminate { .. } => LineKind::Elimination,
        Step::Exclude { .. } => LineKind::Technique,
        Step::Contradiction(_) => LineKind::NoSolution,
        Step::Undo { .. } => LineKind::Undo,
        Step::Solved => LineKind::Solved,
    }
}

/// How much a [`Narrator`] tells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Detail {
    /// Placements, guesses, dead ends and undos: seed 000's `-v`.
    Placements,
    /// Every elimination as well: seed 000's `--moreverbose`.
    Everything,
}

/// Words a stream of steps, one sentence at a time.
#[derive(Clone, Debug)]
pub struct Narrator {
    shape: Shape,
    detail: Detail,
    /// The guesses and tries still standing, innermost last: (cell, digit, is a guess).
    standing: Vec<(Cell, crate::grid::Digit, bool)>,
    /// A dead end not yet told: it is told with the undo it causes.
    dead_end: Option<Contradiction>,
    /// The cell of the last guess undone, while no new placement has followed: when the undo
    /// of an outer guess comes next, every candidate of that cell has failed.
    exhausted: Option<Cell>,
    /// A solution was reached and nothing placed since: an undo now looks for more solutions.
    after_solution: bool,
    /// The last step was a brute-force try: an undo right after it means that no digit fits
    /// the next empty cell.
    after_try: bool,
}

impl Narrator {
    pub fn new(shape: Shape, detail: Detail) -> Narrator {
        Narrator {
            shape,
            detail,
            standing: Vec::new(),
            dead_end: None,
            exhausted: None,
            after_solution: false,
            after_try: false,
        }
    }

    /// The line for this step, or `None` when it is told later (a dead end, with its undo) or
    /// not at this level of detail (an elimination).
    pub fn tell(&mut self, step: &Step) -> Option<Line> {
        let worded = self.tell_text(step)?;
        let kind = match step {
            Step::Contradiction(_) => LineKind::NoSolution,
            other => kind_of(other),
        };
        Some(Line::new(kind, worded))
    }

    fn tell_text(&mut self, step: &Step) -> Option<(String, Option<Spans>)> {
        let after_try = std::mem::replace(
            &mut self.after_try,
            matches!(
                step,
                Step::Place {
                    reason: Reason::Try,
                    ..
                }
            ),
        );
        match *step {
            Step::Eliminate { .. } => {
                (self.detail == Detail::Everything).then(|| worded(step, self.shape))
            }
            // A technique's elimination is a step of the reasoning, not bookkeeping: always told.
            Step::Exclude { .. } => Some(worded(step, self.shape)),
            Step::Place {
                cell,
                digit,
                reason,
            } => {
                match reason {
                    Reason::Guess { .. } | Reason::GuessPlace { .. } => {
                        self.standing.push((cell, digit, true))
                    }
                    Reason::Try => self.standing.push((cell, digit, false)),
                    Reason::NakedSingle | Reason::HiddenSingle(_) | Reason::Model => {}
                }
                self.exhausted = None;
                self.after_solution = false;
                Some(worded(step, self.shape))
            }
            Step::Contradiction(c) => {
                if self.standing.is_empty() {
                    Some((
                        format!("{}: the puzzle has no solution", contradiction(c)),
                        None,
                    ))
                } else {
                    self.dead_end = Some(c);
                    None
                }
            }
            Step::Undo { cell, digit } => {
                let guess = self.standing.pop().is_none_or(|(_, _, is_guess)| is_guess);
                let what = if guess { "the guess" } else { "the try" };
                let why = if let Some(c) = self.dead_end.take() {
                    format!("{}: ", contradiction(c))
                } else if let Some(inner) = self.exhausted {
                    if guess {
                        format!("no candidate of {inner} works: ")
                    } else {
                        format!("no digit works at {inner}: ")
                    }
                } else if after_try {
                    "no digit fits the next empty cell: ".to_string()
                } else {
                    String::new()
                };
                let more = if self.after_solution {
                    " to look for more solutions"
                } else {
                    ""
                };
                self.exhausted = Some(cell);
                self.after_solution = false;
                Some((format!("{why}undo {what} {cell} = {digit}{more}"), None))
            }
            Step::Solved => {
                self.dead_end = None;
                self.exhausted = None;
                self.after_solution = true;
                Some(("solved".to_string(), None))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Digit;

    fn d(v: u8) -> Digit {
        Digit::new(v).unwrap()
    }

    #[test]
    fn placements_read_as_the_issue_writes_them() {
        let shape = Shape::NINE;
        let naked = Step::Place {
            cell: Cell::new(3, 6, 9),
            digit: d(3),
            reason: Reason::NakedSingle,
        };
        assert_eq!(
            describe(&naked, shape),
            "r4c7 = 3   naked single: 1 2 4 5 6 7 8 9 are already in row 4, column 7 or box 6"
        );
        let hidden = Step::Place {
            cell: Cell::new(1, 4, 9),
            digit: d(8),
            reason: Reason::HiddenSingle(House::Box(1)),
        };
        assert_eq!(
            describe(&hidden, shape),
            "r2c5 = 8   hidden single: the only place for 8 in box 2"
        );
    }

    #[test]
    fn a_placement_line_says_where_its_parts_stand() {
        let mut n = Narrator::new(Shape::NINE, Detail::Placements);
        let naked = Step::Place {
            cell: Cell::new(3, 6, 9),
            digit: d(3),
            reason: Reason::NakedSingle,
        };
        let line = n.tell(&naked).unwrap();
        let spans = line.spans.clone().unwrap();
        assert_eq!(&line.text[spans.what], "r4c7 = 3");
        assert_eq!(&line.text[spans.reason.clone()], "naked single");
        assert!(line.text[spans.reason.end..].starts_with(": 1 2 4"));
        let model = Step::Place {
            cell: Cell::new(0, 0, 9),
            digit: d(5),
            reason: Reason::Model,
        };
        let line = n.tell(&model).unwrap();
        let spans = line.spans.unwrap();
        assert_eq!(&line.text[spans.reason], "in the SAT solver's model");
        let guess = Step::Place {
            cell: Cell::new(0, 1, 9),
            digit: d(5),
            reason: Reason::Try,
        };
        assert_eq!(n.tell(&guess).unwrap().spans, None);
    }

    #[test]
    fn a_dead_end_is_told_with_the_undo_it_causes() {
        let mut n = Narrator::new(Shape::NINE, Detail::Placements);
        let (guess_cell, dead) = (Cell::new(6, 2, 9), Cell::new(7, 0, 9));
        let candidates: Candidates = [d(5), d(9)].into_iter().collect();
        let guess = Step::Place {
            cell: guess_cell,
            digit: d(5),
            reason: Reason::Guess {
                k: 1,
                of: 2,
                candidates,
            },
        };
        let told = n.tell(&guess).unwrap();
        assert_eq!(
            (told.kind, told.text.as_str()),
            (LineKind::Guess, "guess r7c3 = 5 (candidates 5 9)")
        );
        let elim = Step::Eliminate {
            cell: dead,
            digit: d(5),
            cause: Cause::Peer(guess_cell),
        };
        assert_eq!(n.tell(&elim), None);
        assert_eq!(
            n.tell(&Step::Contradiction(Contradiction::NoCandidate(dead))),
            None
        );
        assert_eq!(
            n.tell(&Step::Undo {
                cell: guess_cell,
                digit: d(5)
            })
            .unwrap(),
            Line::new(
                LineKind::Undo,
                (
                    "r8c1 has no candidate left: undo the guess r7c3 = 5".to_string(),
                    None
                )
            )
        );
        let everything = Narrator::new(Shape::NINE, Detail::Everything).tell(&elim);
        assert_eq!(everything.unwrap().text, "r8c1 ≠ 5   r7c3 holds 5 in box 7");
    }
}
