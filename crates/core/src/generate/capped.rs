//! The ladder run only as far as a wanted rating allows: the grade of a puzzle when every step
//! is rated at most `cap`, and a stop as soon as the ladder needs a harder one.
//!
//! A search for a Jellyfish (5.2) need not know which forcing chain a puzzle would take: once
//! the ladder needs anything rated above 5.2, the puzzle is too hard. So the techniques whose
//! lowest rating is above the cap are not tried while an allowed one makes progress; they are
//! asked only when an allowed technique later on the ladder is about to be used, for the ladder
//! would take them first. The path is thus the ladder's own, step for step, up to the stop.

use crate::grid::Grid;
use crate::logic::{Board, Deduction, Family, Outcome, Rating, Technique};
use crate::steps::NoObserver;

/// What the capped ladder did with a puzzle.
pub struct Trial {
    /// The ladder's steps, the grid as far as they filled it: the puzzle's true outcome when
    /// `too_hard` is false.
    pub outcome: Outcome,
    /// The ladder needed a step rated above the cap (or above the chased technique's), or had
    /// none to take.
    pub too_hard: bool,
    /// At how many steps the watched technique could have made progress, taken or not.
    pub watched: usize,
    /// The rating of the step that outranked the chased technique, when the run stopped at one
    /// (a step within the cap, which the ladder would have taken).
    pub outranked_by: Option<Rating>,
}

/// Which techniques of the ladder a cap lets the search try first.
pub struct Cap {
    cap: Option<Rating>,
    allowed: [bool; Technique::COUNT],
    chase: Option<Technique>,
}

impl Cap {
    /// Steps up to `cap`; every step when None.
    pub fn new(cap: Option<Rating>) -> Cap {
        let mut allowed = [true; Technique::COUNT];
        if let Some(cap) = cap {
            for t in Technique::LADDER {
                allowed[t.index()] = t.about().rating.lowest() <= cap;
            }
        }
        Cap {
            cap,
            allowed,
            chase: None,
        }
    }

    /// Lets the run ask the nested forcing chains ([`Technique::is_nested`]) only when `nested`
    /// is true, as in a search for one of them. Elsewhere a puzzle that needs them is too hard:
    /// they are the ladder's last rungs, asked only where every other finds nothing, and a
    /// search for an easier grade would spend minutes on each such puzzle to reject it. One
    /// whose nested step would rate within the cap is missed, never a wrong one accepted.
    pub fn trying_nested(mut self, nested: bool) -> Cap {
        for t in Technique::LADDER.into_iter().filter(|t| t.is_nested()) {
            self.allowed[t.index()] &= nested;
        }
        self
    }

    /// Stops, too, at the first step that leaves `chase` no chance to be the hardest: a step
    /// of another technique rated above every step of `chase` so far (above its lowest rating
    /// before it is used). A technique rated by its length is mostly used at its usual lengths,
    /// so the run stops early, and a puzzle that uses it is measured by the grid it fills
    /// before the harder step, which moves of the search can shrink clue by clue. A later,
    /// longer use of it is missed, never a wrong one accepted.
    pub fn chasing(self, chase: Option<Technique>) -> Cap {
        Cap { chase, ..self }
    }

    /// Runs the ladder on `puzzle`, which has one solution, up to its first step above the cap,
    /// and counts the steps where `watch` would make progress, had the ladder not found an
    /// easier step first.
    pub fn run(&self, puzzle: &Grid, watch: Option<Technique>) -> Trial {
        let mut board = Board::new(puzzle).assuming_unique();
        let mut deductions = Vec::new();
        let mut too_hard = false;
        let mut watched = 0;
        let mut outranked_by = None;
        let mut contradiction = board.is_broken();
        let mut top = self.chase.map(|t| t.about().rating.lowest());
        while !contradiction && !board.is_full() {
            match self.next(&board) {
                Some(d)
                    if self.chase.is_some_and(|t| t != d.technique)
                        && top.is_some_and(|top| d.rating() > top) =>
                {
                    too_hard = true;
                    outranked_by = Some(d.rating());
                    break;
                }
                Some(d) => {
                    if self.chase == Some(d.technique) {
                        top = top.max(Some(d.rating()));
                    }
                    // Asked only where the ladder needed more than a single: elsewhere the
                    // watched technique would only repeat what a single does.
                    if let Some(t) = watch
                        && d.technique.family() != Family::Singles
                        && t.find(&board).is_some_and(|w| w.makes_progress())
                    {
                        watched += 1;
                    }
                    board.apply(&d, &mut NoObserver);
                    deductions.push(d);
                    contradiction = board.is_broken();
                }
                None => {
                    too_hard = self.cap.is_some();
                    break;
                }
            }
        }
        let outcome = Outcome {
            solved: !contradiction && board.is_full(),
            grid: board.grid(),
            deductions,
            contradiction,
        };
        Trial {
            outcome,
            too_hard,
            watched,
            outranked_by,
        }
    }

    /// The ladder's next deduction when it is rated at most the cap; None when the ladder would
    /// take a harder one, or none.
    fn next(&self, board: &Board) -> Option<Deduction> {
        let progress = |t: Technique| t.find(board).filter(Deduction::makes_progress);
        let (at, d) = Technique::LADDER
            .into_iter()
            .enumerate()
            .filter(|&(_, t)| self.allowed[t.index()])
            .find_map(|(at, t)| progress(t).map(|d| (at, d)))?;
        let skipped_first = Technique::LADDER[..at]
            .iter()
            .any(|&t| !self.allowed[t.index()] && progress(t).is_some());
        let above = self.cap.is_some_and(|cap| d.rating() > cap);
        (!skipped_first && !above).then_some(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic;
    use crate::parse::parse_puzzle;

    /// The first puzzle of the shipped wings set, which the ladder grades: a wing is its
    /// hardest step.
    fn wings_puzzle() -> (Grid, logic::Outcome) {
        let puzzle = parse_puzzle(
            "2..46.51..6.1....3.71.....2......46.9..8.....52......8.......3..5...8.9...4...1.5",
        )
        .unwrap();
        let full = logic::grade(&puzzle);
        (puzzle, full)
    }

    #[test]
    fn below_the_cap_the_path_is_the_ladders_and_above_it_the_run_stops() {
        let (puzzle, full) = wings_puzzle();
        let rating = full.rating().expect("solved");
        let same = Cap::new(Some(rating)).run(&puzzle, None);
        assert!(!same.too_hard);
        assert_eq!(same.outcome.deductions, full.deductions);
        let lower = Cap::new(Some(Rating::tenths(rating.in_tenths() - 1))).run(&puzzle, None);
        assert!(lower.too_hard && !lower.outcome.solved);
        assert!(lower.outcome.deductions.len() < full.deductions.len());
    }

    #[test]
    fn a_chased_run_stops_at_the_first_step_that_outranks_the_technique_and_names_its_rating() {
        let (puzzle, full) = wings_puzzle();
        let chased = Technique::XWing;
        let cap = Cap::new(full.rating()).chasing(Some(chased));
        let trial = cap.run(&puzzle, None);
        // The ladder's own path, cut at the first step of another technique rated above every
        // X-Wing so far (above the X-Wing's rating before one is used).
        let mut top = chased.about().rating.lowest();
        let stop = full.deductions.iter().position(|d| {
            if d.technique == chased {
                top = top.max(d.rating());
            }
            d.technique != chased && d.rating() > top
        });
        let stop = stop.expect("the wings puzzle needs a step harder than an X-Wing");
        assert!(trial.too_hard);
        assert_eq!(trial.outcome.deductions, full.deductions[..stop]);
        assert_eq!(trial.outranked_by, Some(full.deductions[stop].rating()));
        // Unchased, nothing outranks.
        assert_eq!(
            Cap::new(full.rating()).run(&puzzle, None).outranked_by,
            None
        );
    }

    #[test]
    fn a_run_not_trying_the_nested_chains_stops_where_the_ladder_needs_them() {
        // Easter Monster: the ladder's first step is a nested forcing chain.
        let puzzle = parse_puzzle(
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
        )
        .unwrap();
        let trial = Cap::new(Some(Rating::tenths(u16::MAX)))
            .trying_nested(false)
            .run(&puzzle, None);
        assert!(trial.too_hard && !trial.outcome.solved);
        assert!(
            trial
                .outcome
                .deductions
                .iter()
                .all(|d| !d.technique.is_nested())
        );
    }
}
