//! INTERIM captions: a step in words, until the `narrate` module that writes the lines of
//! `solve -v` lands; then [`caption`] calls it instead, so that a recording and `solve -v`
//! say the same thing in the same words.

use crate::steps::{Contradiction, Reason, Step};

/// The step in words: `r1c3 = 4 (naked single: the only candidate left)`.
pub fn caption(step: &Step) -> String {
    match *step {
        Step::Place {
            cell,
            digit,
            reason,
        } => match reason {
            Reason::NakedSingle => {
                format!("{cell} = {digit} (naked single: the only candidate left in {cell})")
            }
            Reason::HiddenSingle(house) => {
                format!("{cell} = {digit} (hidden single: the only place for {digit} in {house})")
            }
            Reason::Guess { k, of, candidates } => {
                format!("{cell} = {digit} (guess {k} of {of}: {cell} could be {candidates})")
            }
            Reason::Try => format!("{cell} = {digit} (try: no peer holds {digit})"),
        },
        Step::Eliminate {
            cell,
            digit,
            because,
        } => format!("{cell}: {digit} removed ({because} holds {digit})"),
        Step::Contradiction(why) => match why {
            Contradiction::NoCandidate(cell) => {
                format!("contradiction: {cell} has no candidate left")
            }
            Contradiction::NoPlace(digit, house) => {
                format!("contradiction: {digit} has no place left in {house}")
            }
            Contradiction::Duplicate(digit, house) => {
                format!("contradiction: {digit} placed twice in {house}")
            }
        },
        Step::Undo { cell, digit } => format!("undo {cell} = {digit}"),
        Step::Solved => "solved".to_string(),
    }
}
