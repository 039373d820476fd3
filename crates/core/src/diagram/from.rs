//! The library's own values as diagrams, in one place: the ladder's [`Deduction`], a solver's
//! [`Step`], the boards they happen on. Everything else in [`crate::diagram`] knows nothing of
//! solvers; when a technique's pattern changes shape, only this file follows it.

use super::model::{CellRole, Content, Diagram, HouseRole, Link, MarkRole, Panel, Strength};
use crate::grid::{Cell, Digit, Grid};
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

/// A solve's pencil marks as they stand (see [`pencil::PencilMarks`]).
pub fn pencil_board(board: &pencil::PencilMarks) -> Diagram {
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

/// The diagram's part for a house of a technique's pattern: the houses the reasoning starts
/// from are primary, the houses that lose candidates secondary.
fn house_role(role: Role) -> HouseRole {
    match role {
        Role::Cover | Role::Target => HouseRole::Secondary,
        _ => HouseRole::Primary,
    }
}

/// The diagram's part for a cell of a technique's pattern.
fn cell_role(role: Role) -> CellRole {
    match role {
        Role::Base | Role::Subset | Role::Cover => CellRole::Pattern,
        Role::Pivot => CellRole::Pivot,
        Role::Pincer => CellRole::Pincer,
        Role::Fin => CellRole::Fin,
        Role::Extra => CellRole::Extra,
        Role::Support => CellRole::Peer,
        Role::Target => CellRole::Target,
    }
}

/// Draws a technique's pattern: its houses, its cells by their part, the candidates it rests
/// on ringed, its links as arrows (strong solid, weak dashed), and what it changes (the digit
/// placed, or the candidates struck through).
pub fn pattern(diagram: &mut Diagram, pattern: &Pattern) {
    let layout = diagram.shape.layout();
    for &(house, role) in &pattern.houses {
        diagram.house(house, house_role(role));
    }
    if let Some((cell, digit)) = pattern.placement {
        if pattern.houses.is_empty() {
            // A naked single: its row, column and box hold every other digit.
            for house in layout.houses_of(cell) {
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
    for &(cell, role) in &pattern.cells {
        diagram.cell(cell, cell_role(role));
    }
    // The candidates the reasoning rests on; a pattern that lists none rests on its digits in
    // its cells.
    let mut resting: Vec<(Cell, Digit)> = pattern.candidates.clone();
    if resting.is_empty() {
        for &(cell, _) in &pattern.cells {
            resting.extend(pattern.digits.iter().map(|d| (cell, d)));
        }
    }
    for (cell, digit) in resting {
        let pencilled = match diagram.contents[cell.index()] {
            Content::Marks(c) => c.contains(digit),
            _ => false,
        };
        if pencilled && diagram.mark_role(cell, digit).is_none() {
            diagram.mark(cell, digit, MarkRole::Pattern);
        }
    }
    for link in &pattern.links {
        diagram.links.push(Link {
            from: link.from,
            to: link.to,
            strength: match link.kind {
                LinkKind::Strong => Strength::Strong,
                LinkKind::Weak => Strength::Weak,
            },
        });
    }
}

/// Draws on `diagram` what `deduction` saw (its houses, cells, candidates and links) and what
/// it changes. `diagram` should show the board the deduction was found on.
pub fn deduction(diagram: &mut Diagram, deduction: &Deduction) {
    pattern(diagram, &deduction.pattern);
}

/// A step as panels, the way a nested forcing chain reads: the step on `board` (the ladder's
/// board it was found on, `puzzle` its givens), then one panel per inner step (`nested`), each
/// on the board that step was found on, where the outer chain has crossed out the candidates
/// it made false before the node the inner step proves. A step with no inner step is one
/// panel.
pub fn nested(puzzle: &Grid, board: &logic::Board, d: &Deduction) -> Vec<Panel> {
    let mut outer = ladder_board(puzzle, board);
    deduction(&mut outer, d);
    let mut panels = vec![Panel {
        caption: format!("{} ({})", d.name(), removals(d)),
        diagram: outer,
    }];
    for (k, inner) in d.nested.iter().enumerate() {
        let found_on = logic::replay::inner_board(board, d, k);
        let mut diagram = ladder_board(puzzle, found_on.as_ref().unwrap_or(board));
        deduction(&mut diagram, inner);
        panels.push(Panel {
            caption: format!(
                "nested chain {}: {} ({})",
                k + 1,
                inner.name(),
                removals(inner)
            ),
            diagram,
        });
    }
    panels
}

/// `r2c7-7, r3c9-1`: what a step removes, or the digit it places.
fn removals(d: &Deduction) -> String {
    match d.placement() {
        Some((cell, digit)) => format!("{cell} = {digit}"),
        None => (d.removals().iter())
            .map(|(c, x)| format!("{c}-{x}"))
            .collect::<Vec<_>>()
            .join(", "),
    }
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
            for &(house, role) in &reasoning.pattern.houses {
                diagram.house(house, house_role(role));
            }
            diagram.cell(cell, CellRole::Target);
            diagram.mark(cell, digit, MarkRole::Removed);
        }
        Step::Contradiction(_) | Step::Undo { .. } | Step::Solved => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::House;
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
        let house = found.focus().expect("its house");
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

    #[test]
    fn a_pattern_draws_its_roles_and_its_links_strong_and_weak() {
        use crate::steps::Link as PatternLink;
        let puzzle = WIKIPEDIA.grid();
        let d = |v| Digit::new(v).unwrap();
        let (pivot, pincer, target) = (Cell::new(0, 2, 9), Cell::new(0, 3, 9), Cell::new(1, 1, 9));
        let found = Pattern {
            digits: [1, 2].into_iter().map(d).collect(),
            houses: vec![(House::Row(0), Role::Base), (House::Box(0), Role::Cover)],
            cells: vec![(pivot, Role::Pivot), (pincer, Role::Pincer)],
            candidates: vec![(pivot, d(1)), (pincer, d(2))],
            links: vec![
                PatternLink {
                    from: (pivot, d(1)),
                    to: (pincer, d(1)),
                    kind: LinkKind::Weak,
                },
                PatternLink {
                    from: (pincer, d(1)),
                    to: (pincer, d(2)),
                    kind: LinkKind::Strong,
                },
            ],
            removals: vec![(target, d(2))],
            groups: Vec::new(),
            placement: None,
        };
        let mut diagram = Diagram::pencil_marks(&puzzle);
        pattern(&mut diagram, &found);
        assert_eq!(diagram.role_of(pivot), Some(CellRole::Pivot));
        assert_eq!(diagram.role_of(pincer), Some(CellRole::Pincer));
        assert_eq!(diagram.role_of(target), Some(CellRole::Target));
        assert_eq!(
            diagram.houses,
            vec![
                (House::Row(0), HouseRole::Primary),
                (House::Box(0), HouseRole::Secondary)
            ]
        );
        let strengths: Vec<Strength> = diagram.links.iter().map(|l| l.strength).collect();
        assert_eq!(strengths, vec![Strength::Weak, Strength::Strong]);
        let svg = diagram.to_svg("a wing");
        assert_eq!(svg.matches("marker-end=\"url(#arrow)\"").count(), 2);
        assert_eq!(
            svg.matches("stroke-dasharray=\"5 4\"").count(),
            1,
            "one weak link"
        );
        assert_eq!(
            svg.matches("stroke-dasharray=\"6 3\"").count(),
            1,
            "one pincer"
        );
    }
}
