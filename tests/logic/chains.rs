//! Chain steps replayed on their pencil marks: every chain step of a calibration sample, a step
//! with one removal too many refused, grouped AICs and ALS-XZ steps.

use super::*;

#[test]
fn every_chain_step_replays_on_its_pencil_marks_on_a_calibration_sample() {
    // The whole file runs in release: `cargo run --release -p sudoku-lab-examples --example replay_chains`.
    let Some(lines) = shared_lines("se_rated_calibration.txt") else {
        eprintln!("skipped: ../shared/puzzles/se_rated_calibration.txt is not here");
        return;
    };
    let mut steps = 0;
    for (i, line) in lines.iter().enumerate().filter(|(i, _)| i % 16 == 0) {
        let Ok(Some(rated)) = logic::calibration::parse_rated(line, i + 1) else {
            continue;
        };
        if rated.se < Rating::tenths(65) {
            continue;
        }
        steps += logic::replay::replay_puzzle(&rated.puzzle)
            .unwrap_or_else(|e| panic!("line {}: {e}", i + 1));
    }
    assert!(steps > 20, "only {steps} chain steps replayed");
}

/// `d` with one removal more than it proves: the first candidate on `board` it leaves.
fn one_removal_more(board: &Board, d: &Deduction) -> Deduction {
    let extra = board
        .shape()
        .all_cells()
        .find_map(|c| {
            board
                .candidates(c)
                .iter()
                .map(|x| (c, x))
                .find(|r| !d.removals().contains(r))
        })
        .unwrap();
    let mut wrong = d.clone();
    wrong.pattern.removals.push(extra);
    wrong
}

#[test]
fn a_chain_step_that_does_not_follow_fails_its_replay() {
    let line = ".........56.....3223..4..79....6.....7.5.1.9....7.8....53...92...98.65..7.......4";
    let (board, d) = first_use(line, Technique::XyChain);
    logic::replay::check(&board, &d).unwrap();
    // One more removal than the chain proves.
    assert!(logic::replay::check(&board, &one_removal_more(&board, &d)).is_err());
    // A node whose parent does not force it.
    let mut broken = d.clone();
    let node = &mut broken.chains[0].nodes[2];
    node.digit = Digit::from_index((node.digit.index() + 1) % 9);
    assert!(logic::replay::check(&board, &broken).is_err());
}

#[test]
fn grouped_aic_and_als_xz_steps_replay_and_a_wrong_one_fails() {
    // The first grouped AIC and the first ALS-XZ of two SE-rated calibration puzzles (public
    // domain), each replayed on the pencil marks it was found on; one removal more fails.
    for (line, technique) in [
        (
            "..6...2..9.......4243...896...591.....2.8.3..4..2.3..13.......7...9.7....1.4.8.2.",
            Technique::GroupedAic,
        ),
        (
            "9...4...7....7....36.....18.26.9.83.1.......9...4.6............7.4...2.5...857...",
            Technique::AlsXz,
        ),
    ] {
        let (board, d) = first_use(line, technique);
        logic::replay::check(&board, &d).unwrap_or_else(|e| panic!("{d}: {e}"));
        assert!(logic::replay::replay_puzzle(&parse_puzzle(line).unwrap()).unwrap() > 0);
        let wrong = one_removal_more(&board, &d);
        assert!(logic::replay::check(&board, &wrong).is_err(), "{technique}");
    }
    // A group node whose cells do not all lie in the house that links it.
    let (board, d) = first_use(
        "..6...2..9.......4243...896...591.....2.8.3..4..2.3..13.......7...9.7....1.4.8.2.",
        Technique::GroupedAic,
    );
    let mut broken = d.clone();
    let group = broken.chains[0]
        .nodes
        .iter_mut()
        .find(|n| n.is_group())
        .unwrap();
    group.group.push(cell(9, 9));
    assert!(logic::replay::check(&board, &broken).is_err());
}
