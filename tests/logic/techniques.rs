//! Single techniques on puzzles made for them, the observer's view of the ladder, and the
//! ladder's soundness on the shipped sets of every size and on 16x16 grids.

use super::*;

#[test]
fn naked_single_the_centre_of_the_wikipedia_puzzle() {
    // Row 5 holds 4 8 3 1, column 5 holds 7 9 6 2 1 8, the box 6 8 3 2: only 5 is left.
    let d = check(
        Technique::NakedSingle,
        &WIKIPEDIA.grid(),
        "naked single: r5c5 has one candidate left, so r5c5 = 5",
    );
    assert_eq!(d.placement(), Some((cell(5, 5), Digit::new(5).unwrap())));
    assert_eq!(d.rating(), Rating::tenths(23));
}

#[test]
fn hidden_single_a_digit_with_one_place_in_a_row() {
    // Four 1s rule out every cell of row 3 but r3c1: boxes 2 and 3 hold a 1, columns 2 and 3 too.
    let puzzle = grid(&[(1, 4, 1), (2, 7, 1), (4, 2, 1), (7, 3, 1)]);
    let d = check(
        Technique::HiddenSingle,
        &puzzle,
        "hidden single: in box 1, 1 fits only r3c1, so r3c1 = 1",
    );
    assert_eq!(d.focus(), Some(House::Box(0)));
    // SE rates a box's hidden single 1.2, a line's 1.5, a house's last cell 1.0.
    assert_eq!(d.rating(), Rating::tenths(12));
}

#[test]
fn locked_candidates_pointing_and_claiming() {
    // Rows 2 and 3 of box 1 are full, so 1, 8 and 9 are locked into row 1 of the box.
    let pointing = grid(&[
        (2, 1, 2),
        (2, 2, 3),
        (2, 3, 4),
        (3, 1, 5),
        (3, 2, 6),
        (3, 3, 7),
    ]);
    let d = check(
        Technique::LockedCandidates,
        &pointing,
        "locked candidates (pointing): in box 1, 1 fits only cells of row 1, so the rest of row 1 \
         loses it (r1c4-1, r1c5-1, r1c6-1, r1c7-1, r1c8-1, r1c9-1)",
    );
    assert_eq!(d.houses(Role::Base).collect::<Vec<_>>(), [House::Box(0)]);
    assert_eq!(d.houses(Role::Cover).collect::<Vec<_>>(), [House::Row(0)]);
    assert_eq!(d.rating(), Rating::tenths(26));
    // Row 1 is full but for its box-1 cells, so 1, 8 and 9 of row 1 are claimed by box 1.
    let claiming = grid(&[
        (1, 4, 2),
        (1, 5, 3),
        (1, 6, 4),
        (1, 7, 5),
        (1, 8, 6),
        (1, 9, 7),
    ]);
    let d = check(
        Technique::LockedCandidates,
        &claiming,
        "locked candidates (claiming): in row 1, 1 fits only cells of box 1, so the rest of box 1 \
         loses it (r2c1-1, r2c2-1, r2c3-1, r3c1-1, r3c2-1, r3c3-1)",
    );
    assert_eq!(d.rating(), Rating::tenths(28));
}

#[test]
fn naked_pair_two_cells_with_the_same_two_candidates() {
    // Row 1 holds 1-7, so r1c8 and r1c9 are 8 and 9 between them: box 3 has no other room.
    let puzzle = grid(&(1..=7).map(|c| (1, c, c as u8)).collect::<Vec<_>>());
    let d = check(
        Technique::NakedPair,
        &puzzle,
        "naked pair: in box 3, r1c8 and r1c9 hold 8 and 9 between them, so no other cell of box 3 \
         can (r2c7-8, r2c7-9, r2c8-8, r2c8-9, r2c9-8, r2c9-9, r3c7-8, r3c7-9, r3c8-8, r3c8-9, \
         r3c9-8, r3c9-9)",
    );
    assert_eq!(
        d.cells(Role::Base).collect::<Vec<_>>(),
        [cell(1, 8), cell(1, 9)]
    );
}

#[test]
fn the_ladder_tells_the_observer_each_placement_and_technique_elimination() {
    let puzzle = grid(&[
        (2, 1, 2),
        (2, 2, 3),
        (2, 3, 4),
        (3, 1, 5),
        (3, 2, 6),
        (3, 3, 7),
    ]);
    let mut board = Board::new(&puzzle);
    let d = Technique::LockedCandidates.find(&board).unwrap();
    let mut recorder = Recorder::default();
    board.apply(&d, &mut recorder);
    assert_eq!(recorder.steps.len(), 6);
    assert!(recorder.steps.iter().all(|s| matches!(
        s,
        Step::Exclude { digit, reasoning, .. }
            if digit.get() == 1 && reasoning.technique == "locked-candidates"
    )));
    assert!(
        !board
            .candidates(cell(1, 4))
            .contains(Digit::new(1).unwrap())
    );
}

#[test]
fn a_direct_technique_places_its_single_and_keeps_the_marks_as_se_does() {
    let (mut board, d) = first_use(
        "1.......4.9.368...6...49....1......32...3..1.5.8.9.4..42.5...79.......5.........2",
        Technique::DirectLockedCandidates,
    );
    let (cell, digit) = d.placement().expect("a direct technique places a digit");
    let removed = d.removals().to_vec();
    assert!(!removed.is_empty());
    let mut recorder = Recorder::default();
    board.apply(&d, &mut recorder);
    assert_eq!(board.get(cell), Some(digit));
    // The observer hears the reasoning's removals; the board keeps the ones the single does
    // not take, as Sudoku Explainer does.
    let told = recorder
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Exclude { .. }))
        .count();
    assert_eq!(told, removed.len());
    assert!(
        removed
            .iter()
            .any(|&(c, x)| board.get(c).is_none() && board.candidates(c).contains(x))
    );
}

/// Every deduction of the ladder on `line` agrees with the solution. Returns the grade.
fn sound(line: &str) -> Grade {
    let puzzle = parse_puzzle(line).unwrap();
    let solution = first_solution(&puzzle).expect("a solvable puzzle");
    let outcome = logic::grade(&puzzle);
    for d in &outcome.deductions {
        assert_sound(d, &solution, line);
    }
    assert!(!outcome.contradiction);
    outcome.grade()
}

#[test]
fn the_ladder_is_sound_on_the_shipped_sets_of_every_size() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/generated");
    for (name, take) in [
        ("9x9-beyond-exclusion.txt", 40),
        ("4x4.txt", 50),
        ("16x16.txt", 6),
    ] {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        for line in text.lines().filter(|l| !l.starts_with('#')).take(take) {
            sound(line);
        }
    }
}

#[test]
fn the_finders_work_on_16x16_grids() {
    // The generated 16x16 set needs locked candidates, subsets and single-digit chains.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data/generated");
    let text = std::fs::read_to_string(dir.join("16x16.txt")).unwrap();
    let mut used = [0usize; Technique::COUNT];
    for line in text.lines().filter(|l| !l.starts_with('#')).take(6) {
        let outcome = logic::grade(&parse_puzzle(line).unwrap());
        for (i, n) in outcome.counts().into_iter().enumerate() {
            used[i] += n;
        }
    }
    for t in [
        Technique::HiddenSingle,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::HiddenPair,
    ] {
        assert!(used[t.index()] > 0, "{t} never used on 16x16: {used:?}");
    }
}

#[test]
fn easy50_is_mostly_singles_and_top95_mostly_past_them() {
    if let Some(lines) = shared_lines("norvig_easy50.txt") {
        let singles = lines
            .iter()
            .filter(|l| {
                Technique::from_slug(sound(l).slug()).is_some_and(|t| t.family() == Family::Singles)
            })
            .count();
        assert!(
            singles * 10 >= lines.len() * 7,
            "{singles} of {}",
            lines.len()
        );
    }
    if let Some(lines) = shared_lines("norvig_top95.txt") {
        let past = lines
            .iter()
            .take(30)
            .filter(|l| !matches!(sound(l), Grade::Technique(t) if t.family() == Family::Singles))
            .count();
        assert!(past >= 25, "{past} of 30");
    }
}
