//! The library's own values as diagrams, in one place: the ladder's [`Deduction`], a solver's
//! [`Step`], the boards they happen on. Everything else in [`crate::diagram`] knows nothing of
//! solvers; when a technique's pattern changes shape, only this file follows it.

use super::{CellRole, Content, Diagram, HouseRole, Link, MarkRole, Strength};
use crate::grid::Grid;
use crate::logic::{self, Deduction};
use crate::pencil;
use crate::steps::{Cause, LinkKind, Pattern, Reason, Role, Step};

/// The ladder's board as it stands: the givens of `puzzle`, the digits found since, and the
/// candidates of every empty cell.
pub fn ladder_board(puzzle: &Grid, board: &logic::Board) -> Diagram {
    let mut diagram = Diagram::puzzle(puzzle);
    for cell in puzzle.shape().all_cells() {
        diagram.contents[cell.index()] = match (puzzle.get(cell), board.get(cell)) {
            (Some(given), _) => Content::Given(given),
            (None, Some(found)) => Content::Placed(found),
            (None, None) => Content::Marks(board.candidates(cell)),
        };
    }
    diagram
}

/// A solve's pencil marks as they stand (see [`pencil::Board`]).
pub fn pencil_board(board: &pencil::Board) -> Diagram {
    let mut diagram = Diagram::new(board.shape());
    for cell in board.shape().all_cells() {
        diagram.contents[cell.index()] = match board.cell(cell) {
            pencil::Mark::Given(d) => Content::Given(d),
            pencil::Mark::Placed(d) => Content::Placed(d),
            pencil::Mark::Candidates(c) => Content::Marks(c),
        };
    }
    diagram
}

/// Lights a pattern's houses: those it starts from as primary, the others as secondary.
fn houses(diagram: &mut Diagram, pattern: &Pattern) {
    for &(house, role) in &pattern.houses {
        let role = if role == Role::Base {
            HouseRole::Primary
        } else {
            HouseRole::Secondary
        };
        diagram.house(house, role);
    }
}

/// Draws a technique's pattern: the houses it starts from as primary, the others as secondary,
/// the digit it places, the candidates it removes, its cells, the candidates it rests on and
/// its links. A cell or mark drawn twice keeps its first role, so the conclusion comes first.
fn pattern(diagram: &mut Diagram, pattern: &Pattern) {
    houses(diagram, pattern);
    if let Some((cell, digit)) = pattern.placement {
        if pattern.houses.is_empty() {
            // A naked single: its row, column and box hold every other digit.
            for house in diagram.shape.layout().houses_of(cell) {
                diagram.house(house, HouseRole::Secondary);
            }
        }
        diagram.cell(cell, CellRole::Focus);
        diagram.mark(cell, digit, MarkRole::Placed);
    }
    for &(cell, digit) in &pattern.removals {
        diagram.cell(cell, CellRole::Target);
        diagram.mark(cell, digit, MarkRole::Removed);
    }
    for &(cell, _) in &pattern.cells {
        diagram.cell(cell, CellRole::Pattern);
    }
    for &(cell, digit) in &pattern.candidates {
        if diagram.mark_role(cell, digit).is_none() {
            diagram.mark(cell, digit, MarkRole::Pattern);
        }
    }
    diagram.links.extend(pattern.links.iter().map(|link| Link {
        from: link.from,
        to: link.to,
        strength: match link.kind {
            LinkKind::Strong => Strength::Strong,
            LinkKind::Weak => Strength::Weak,
        },
    }));
}

/// Draws on `diagram` what `deduction` saw (its houses, cells, candidates and links) and what
/// it changes (the digit placed, or the candidates removed). `diagram` should show the board
/// the deduction was found on.
pub fn deduction(diagram: &mut Diagram, deduction: &Deduction) {
    pattern(diagram, &deduction.pattern);
}

/// Draws on `diagram` what one step of a solver did: a placement and the house or houses
/// behind it, an elimination and its cause.
pub fn step(diagram: &mut Diagram, step: &Step) {
    let layout = diagram.shape.layout();
    match *step {
        Step::Place {
            cell,
            digit,
            reason,
        } => {
            match reason {
                Reason::HiddenSingle(house) => {
                    diagram.house(house, HouseRole::Primary);
                }
                Reason::NakedSingle => {
                    for house in layout.houses_of(cell) {
                        diagram.house(house, HouseRole::Secondary);
                    }
                }
                // A guess among a digit's places in a house (dancing links) shows that house.
                Reason::GuessPlace { house, .. } => {
                    diagram.house(house, HouseRole::Primary);
                }
                Reason::Guess { .. } | Reason::Try | Reason::Model => {}
            }
            diagram.cell(cell, CellRole::Focus);
            diagram.mark(cell, digit, MarkRole::Placed);
        }
        Step::Eliminate { cell, digit, cause } => {
            let Cause::Peer(peer) = cause;
            diagram.cell(peer, CellRole::Focus);
            diagram.cell(cell, CellRole::Target);
            diagram.mark(cell, digit, MarkRole::Removed);
        }
        Step::Exclude {
            cell,
            digit,
            ref reasoning,
        } => {
            houses(diagram, &reasoning.pattern);
            diagram.cell(cell, CellRole::Target);
            diagram.mark(cell, digit, MarkRole::Removed);
        }
        Step::Contradiction(_) | Step::Undo { .. } | Step::Solved => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, Digit};
    use crate::logic::Technique;
    use crate::puzzles::{SEED_003, WIKIPEDIA};

    #[test]
    fn a_hidden_single_lights_its_house_and_boxes_its_digit() {
        let puzzle = SEED_003.grid();
        let board = logic::Board::new(&puzzle);
        let found = Technique::HiddenSingle
            .find(&board)
            .expect("a hidden single");
        let mut diagram = ladder_board(&puzzle, &board);
        deduction(&mut diagram, &found);
        let (cell, digit) = found.placement().expect("a single places a digit");
        let house = found.focus().expect("the single's house");
        assert_eq!(diagram.houses, vec![(house, HouseRole::Primary)]);
        assert_eq!(diagram.role_of(cell), Some(CellRole::Focus));
        assert_eq!(diagram.mark_role(cell, digit), Some(MarkRole::Placed));
    }

    #[test]
    fn a_peer_elimination_strikes_the_digit_and_lights_the_peer() {
        let shape = WIKIPEDIA.grid().shape();
        let (cell, peer) = (Cell::new(0, 2, 9), Cell::new(0, 0, 9));
        let five = Digit::new(5).unwrap();
        let mut diagram = Diagram::pencil_marks(&WIKIPEDIA.grid());
        step(
            &mut diagram,
            &Step::Eliminate {
                cell,
                digit: five,
                cause: Cause::Peer(peer),
            },
        );
        assert_eq!(diagram.shape, shape);
        assert_eq!(diagram.role_of(peer), Some(CellRole::Focus));
        assert_eq!(diagram.role_of(cell), Some(CellRole::Target));
        assert_eq!(diagram.mark_role(cell, five), Some(MarkRole::Removed));
    }
}
