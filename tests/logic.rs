//! The person-style ladder (`crates/core/src/logic/`) and the `grade` command: every technique
//! on a real puzzle where it is the ladder's next step, soundness on real puzzles, the ratings
//! on the Sudoku Explainer scale, and the commands that tell the techniques.

use sudoku_lab::logic::{self, Board, Deduction, Family, Grade, Rating, Technique};
use sudoku_lab::puzzles::WIKIPEDIA;
use sudoku_lab::steps::{Recorder, Role, Step};
use sudoku_lab::uniqueness::first_solution;
use sudoku_lab::{Cell, Digit, Grid, House, NoObserver, parse_puzzle};

use crate::common::{run, shared_lines};

/// A 9x9 puzzle from `(row, col, digit)` givens, all 1-based.
fn grid(givens: &[(usize, usize, u8)]) -> Grid {
    let mut g = Grid::empty(sudoku_lab::Shape::NINE);
    for &(r, c, d) in givens {
        g.set(Cell::new(r - 1, c - 1, 9), Digit::new(d));
    }
    assert!(g.first_conflict().is_none());
    g
}

fn cell(r: usize, c: usize) -> Cell {
    Cell::new(r - 1, c - 1, 9)
}

/// What `technique` finds first on `puzzle`, with its sentence.
fn check(technique: Technique, puzzle: &Grid, expected: &str) -> Deduction {
    let d = technique
        .find(&Board::new(puzzle))
        .unwrap_or_else(|| panic!("no {technique} found"));
    assert_eq!(d.technique, technique);
    assert_eq!(d.to_string(), expected);
    d
}

/// Every removal and placement of `d` agrees with `solution`, and its rating lies within what
/// its technique declares (`grade --techniques` prints those bounds).
fn assert_sound(d: &Deduction, solution: &Grid, context: &str) {
    let rated = d.technique.about().rating;
    assert!(
        d.rating() >= rated.lowest(),
        "{context}: {d} rated {}",
        d.rating()
    );
    if let Some(highest) = rated.highest() {
        assert!(d.rating() <= highest, "{context}: {d} rated {}", d.rating());
    }
    if let Some((cell, digit)) = d.placement() {
        assert_eq!(solution.get(cell), Some(digit), "{context}: {d}");
    }
    for &(cell, digit) in d.removals() {
        assert_ne!(solution.get(cell), Some(digit), "{context}: {d}");
    }
}

/// The board just before the ladder first uses `technique` on `line`, and that deduction.
fn first_use(line: &str, technique: Technique) -> (Board, Deduction) {
    first_use_of(line, technique, None)
}

/// The board just before the ladder first uses `technique` on `line` (in the form `variant`,
/// when given), and that deduction.
fn first_use_of(line: &str, technique: Technique, variant: Option<&str>) -> (Board, Deduction) {
    let puzzle = parse_puzzle(line).unwrap();
    let mut board = Board::new(&puzzle).assuming_unique();
    while let Some(d) = logic::next_deduction(&board) {
        if d.technique == technique && variant.is_none_or(|v| d.variant == Some(v)) {
            return (board, d);
        }
        board.apply(&d, &mut NoObserver);
    }
    panic!("{technique} {variant:?} is never the ladder's step on {line}");
}

/// It is the ladder's next step on `board`: no easier rung makes progress there.
fn assert_no_easier_step(board: &Board, technique: Technique) {
    for easier in Technique::LADDER
        .into_iter()
        .take_while(|&t| t != technique)
    {
        let found = easier.find(board).filter(Deduction::makes_progress);
        assert!(
            found.is_none(),
            "{easier} applies before {technique}: {found:?}"
        );
    }
}

/// Each technique, its rating in tenths, a public puzzle (the SE-rated calibration sample and
/// the magictour top1465 list, public domain, or our own generated sets) where the ladder
/// uses it, and the sentence of its first use there.
const FIRST_USES: &[(Technique, u16, &str, &str)] = &[
    (
        Technique::HiddenSingle,
        12,
        "13..62.....2.4..........5..5.879...........6.9......1.....57.26..1..6.846........",
        "hidden single: in box 2, 7 fits only r3c5, so r3c5 = 7",
    ),
    (
        Technique::DirectHiddenPair,
        20,
        "..6......7......5.24..39........3..4...874....8..1.23.49.78............15..6..97.",
        "direct hidden pair: in box 2, 2 and 4 fit only r1c4 and r2c4, so those cells hold nothing else; then 1 fits only r3c4 in box 2, so r3c4 = 1 (r1c4-1, r2c4-1)",
    ),
    (
        Technique::NakedSingle,
        23,
        "....3...6..56.4.....487......6.....9..3..7.1.8..9.2.7.1....5..796......2........1",
        "naked single: r5c4 has one candidate left, so r5c4 = 4",
    ),
    (
        Technique::DirectLockedCandidates,
        17,
        "9......3..4.2.1...683......7.......6...8...42...1.4.......5..24....87..58.6......",
        "direct locked candidates (pointing): in box 6, 1 fits only cells of column 7, so the rest of column 7 loses it; then 1 fits only r8c8 in box 9, so r8c8 = 1 (r8c7-1)",
    ),
    (
        Technique::DirectHiddenTriple,
        25,
        "57..6...3.3...5.6.6.1..7....53.....1....8....9.....27....8..4.2.8.1...3.2...4..19",
        "direct hidden triple: in row 8, 2, 5 and 9 fit only r8c3, r8c5 and r8c6, so those cells hold nothing else; then 4 fits only r8c1 in row 8, so r8c1 = 4 (r8c3-4, r8c3-7, r8c5-7)",
    ),
    (
        Technique::LockedCandidates,
        26,
        "6...5...7.3........8.4.92...153.......8...3.......759...95.1.3........8.2...7...4",
        "locked candidates (pointing): in box 9, 2 fits only cells of column 9, so the rest of column 9 loses it (r4c9-2, r5c9-2, r6c9-2)",
    ),
    (
        Technique::NakedPair,
        30,
        "...4.31..37..9....6...7...9......415..9...7..842......1...5...2....6..81..62.1...",
        "naked pair: in column 5, r1c5 and r4c5 hold 2 and 8 between them, so no other cell of column 5 can (r9c5-8)",
    ),
    (
        Technique::XWing,
        32,
        "97.3.6.428.5...1.9....5....2.7...3.4.1..2..8.4..738..1...9.5............1..847..3",
        "X-Wing: in columns 1 and 9, 5 fits only rows 5 and 8, so the rest of rows 5 and 8 loses it (r5c4-5, r8c2-5, r8c8-5)",
    ),
    (
        Technique::HiddenPair,
        34,
        ".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5.",
        "hidden pair: in row 7, 1 and 5 fit only r7c2 and r7c4, so those cells hold nothing else (r7c2-4, r7c2-9, r7c4-4)",
    ),
    (
        Technique::NakedTriple,
        36,
        "6.3..7......91..6..182.....7.1...5..53.....47..4...9.6.....135..2..89......3..6.8",
        "naked triple: in column 5, r3c5, r6c5 and r9c5 hold 3, 5 and 7 between them, so no other cell of column 5 can (r4c5-3, r7c5-7)",
    ),
    (
        Technique::Swordfish,
        38,
        "..96.3..4.1.7...8.4...8...3......641..5...2..164......6...1...2.5...2.6.3..4.75..",
        "Swordfish: in columns 3, 6 and 7, 8 fits only rows 4, 6 and 7, so the rest of rows 4, 6 and 7 loses it (r4c2-8, r4c4-8, r7c4-8)",
    ),
    (
        Technique::Skyscraper,
        40,
        ".4........861...34..15..26....3.584.....4.....589.2....95..83..16...945........1.",
        "Skyscraper: 2 fits only r2c1 or r2c5 in row 2, and only r8c5 or r8c3 in row 8; r2c5 and r8c5 share column 5, so they are not both 2: r2c1 or r8c3 is, and the cells that see both lose it (r1c3-2)",
    ),
    (
        Technique::TwoStringKite,
        41,
        ".24...65.1.......7..8.1.9...........26..9..83.8.5.1.7.6..9.3..8..28547......7....",
        "2-String Kite: 5 fits only r9c9 or r4c9 in column 9, and only r5c7 or r5c3 in row 5; r4c9 and r5c7 share box 6, so they are not both 5: r9c9 or r5c3 is, and the cells that see both lose it (r9c3-5)",
    ),
    (
        Technique::XyWing,
        42,
        ".6..5..3....3.6.....7...4...3.....6..14.2.79.7.......1.........9..147..5.516.987.",
        "XY-Wing: r2c7 (1 2) sees r2c1 (1 5) and r4c7 (2 5): whichever of 1 or 2 r2c7 holds, r2c1 or r4c7 is 5, so the cells that see both pincers lose 5 (r4c1-5)",
    ),
    (
        Technique::TurbotFish,
        42,
        "4..3...5825.4..31..8.1...........673....6....764...........4.8..13..5.6484...1..5",
        "Turbot Fish: 7 fits only r1c7 or r1c2 in row 1, and only r7c2 or r9c3 in box 7; r1c2 and r7c2 share column 2, so they are not both 7: r1c7 or r9c3 is, and the cells that see both lose it (r9c7-7)",
    ),
    (
        Technique::FinnedXWing,
        43,
        "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96",
        "finned X-Wing: in rows 5 and 9, 3 fits only columns 3 and 4 or the fin r9c2: if no fin holds it the fish stands, and if one does it sees box 7, so the cells of columns 3 and 4 in box 7 lose it (r8c3-3)",
    ),
    (
        Technique::EmptyRectangle,
        43,
        ".9......6..689....2.37.6.9.1...2.....549.832.....7...4.2.6.78.9....356..3......5.",
        "Empty Rectangle: 1 fits only r1c4 or r8c4/r9c4 in column 4, and only r7c5 or r7c3 in row 7; r8c4/r9c4 and r7c5 share box 8, so they are not both 1: r1c4 or r7c3 is, and the cells that see both lose it (r1c3-1)",
    ),
    (
        Technique::HiddenTriple,
        40,
        ".........3.59.46.1.4..1..3.2.......7..71634.....2.7....2.8.1.7.8.6...3.2..9...1..",
        "hidden triple: in row 4, 1, 3 and 6 fit only r4c2, r4c3 and r4c8, so those cells hold nothing else (r4c2-5, r4c2-9, r4c3-4)",
    ),
    (
        Technique::XyzWing,
        44,
        ".24..9.3....6..974....8..2...1.4....2.7.5.8.9....6.7...7..9....539..6....8.1..29.",
        "XYZ-Wing: r2c6 (2 3 5) sees r2c5 (2 3) and r9c6 (3 5): whichever of 2, 3 or 5 r2c6 holds, one of r2c6, r2c5 and r9c6 is 3, so the cells that see all three lose 3 (r3c6-3)",
    ),
    (
        Technique::UniqueRectangle,
        45,
        "9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3",
        "unique rectangle (type 1): if r2c7, r6c9, r6c7 and r2c9 held only 4 and 8, they could swap on this rectangle and the puzzle would have two solutions; so r2c9 is not 4 and 8 (r2c9-4, r2c9-8)",
    ),
    (
        Technique::NakedQuad,
        50,
        ".3.612.7....8.4.......5.....1.9.5.2...6.7.1...........3.4.6.7.15..7.8..42.......3",
        "naked quad: in box 3, r1c9, r2c9, r3c7 and r3c9 hold 2, 6, 8 and 9 between them, so no other cell of box 3 can (r1c7-8, r1c7-9, r2c7-6)",
    ),
    (
        Technique::Jellyfish,
        52,
        "..45..7...2.8...6..6..714..........6..64172..3..........713..9..8...6.5...3..41..",
        "Jellyfish: in columns 3, 5, 6 and 7, 9 fits only rows 2, 4, 6 and 8, so the rest of rows 2, 4, 6 and 8 loses it (r2c9-9, r4c4-9, r8c1-9)",
    ),
    (
        Technique::ThreeLinkXChain,
        54,
        "1.3.7...2.......4..9...5..1.2.1..5.3..7...2..4.5..2.6.2..8...3..5.......8...2.7.9",
        "three-link X-Chain (parallel lines): 7 fits only two places (or two groups) in each of row 2 (r2c9=r2c2), row 7 (r7c2=r7c6) and row 4 (r4c6=r4c8), and each next link's end sees the last one's, so the links chain: r2c9 or r4c8 is 7, and the cells that see both lose it (r3c8-7, r6c9-7)",
    ),
    (
        Technique::WWing,
        71,
        "34...2..8..2...9....8.3.27.1.4..9...5...2...9...6..5.7.39.7.6....1...7..7..9...31",
        "W-Wing: r2c2 and r7c6 both hold only 1 and 5, and in column 8, 5 fits only r2c8 and r7c8, which see them: r2c2 and r7c6 cannot both be 5, so one of them is 1, and the cells that see both lose 1 (r2c6-1)",
    ),
    (
        Technique::WxyzWing,
        55,
        "..7...5......8....9...7...1.251.893...3...6....9...2.....5.3...7.......6.1.2.7.4.",
        "WXYZ-Wing: r9c1, r9c7 and r9c9 hold only 3, 5, 8 and 9 between them, one digit more than cells, and r1c9 holds 8 and 9; every 9 of theirs sees r1c9, so if r1c9 is not 8 it is 9 and the set is left with 8: the cells that see every 8 among them lose it (r3c7-8)",
    ),
    (
        Technique::Bug,
        56,
        ".25...17....5.3...3...1...5..8...4....7...2..4..762..8...936.......4....7.6...8.4",
        "BUG (type 1): without the extra 5 of r8c1, every empty cell would have two candidates and every digit two places in each house, a pattern with two solutions; so r8c1 is 5 (r8c1-1, r8c1-9)",
    ),
    (
        Technique::VwxyzWing,
        62,
        "2...59..8...8.26...8.1...5.49....1.7.........8.7....94.3...6.8...69.1...1..73...6",
        "VWXYZ-Wing (doubly linked): r8c1, r8c7, r8c8 and r8c9 hold only 2, 3, 4, 5 and 7 between them, one digit more than cells, and r9c8 holds 2 and 4; every 2 and every 4 of theirs sees r9c8, so the set is locked on its other digits and 2 and 4 each lie in the set or in r9c8: the cells that see all of one digit's places lose it (r7c7-4, r8c2-5, r8c2-7)",
    ),
    (
        Technique::AlignedPairExclusion,
        62,
        ".....36....17..2..8.96...7.2...9......4...5......2...4.4...13.8..6..81....54.....",
        "Aligned Pair Exclusion: every pair of digits r1c5 and r9c6 could hold together that includes r1c5-5 either repeats a digit they both see or takes both candidates of r3c6, r7c5, r8c5 and r2c6, which see both cells; so those candidates go (r1c5-5)",
    ),
    (
        Technique::AlignedTripleExclusion,
        75,
        "...5...4.126....5...8..731...19.6..7....4....4..7.31...743..5...1....836.6...5...",
        "Aligned Triple Exclusion: every way r1c6, r8c4 and r2c6 could hold digits together that includes r1c6-8 either repeats a digit in a house they share or takes every candidate of r2c4, r8c6 and r7c6, which see all three cells; so those candidates go (r1c6-8)",
    ),
    (
        Technique::FinnedSwordfish,
        67,
        ".7..9..4.14.2.8.379...1...8.8.....9.2.1.4.6.34.......1.1.....2....629...7...8...9",
        "finned Swordfish: in columns 1, 6 and 9, 6 fits only rows 1, 4 and 7 or the fin r6c6: if no fin holds it the fish stands, and if one does it sees box 5, so the cells of rows 1, 4 and 7 in box 5 lose it (r4c5-6)",
    ),
    (
        Technique::HiddenQuad,
        54,
        ".....6....5.87..9...725.8..5.....18..63...94..21.....7..5.217...1..93.5....5.....",
        "hidden quad: in box 5, 3, 4, 6 and 9 fit only r4c4, r4c5, r6c4 and r6c5, so those cells hold nothing else (r6c5-8)",
    ),
    (
        Technique::XChain,
        66,
        ".5.69.3.8..6....1.2..7.........6.9...72.5.86...4.8.........2..7.1....6..9.7.46.8.",
        "X-Chain (loop): if r2c1 is 3, then r5c1 is not 3, so r5c9 is 3, so r9c9 is not 3, so r9c4 is 3, so r7c5 is not 3, so r3c5 is 3, so r3c2 is not 3, so r2c1 is 3, back where it started: the links alternate all round the loop, so whichever way it goes, every candidate that sees a true candidate of each way is false: r4c1 is not 3, r8c1 is not 3, r3c6 is not 3, r7c4 is not 3, r8c4 is not 3, r8c6 is not 3 and r6c9 is not 3 (r4c1-3, r8c1-3, r3c6-3, r7c4-3, r8c4-3, r8c6-3, r6c9-3)",
    ),
    (
        Technique::XyChain,
        66,
        ".........56.....3223..4..79....6.....7.5.1.9....7.8....53...92...98.65..7.......4",
        "XY-Chain (loop): if r6c2 is 1, then r9c2 is not 1, so r9c2 is 8, so r9c8 is not 8, so r9c8 is 6, so r6c8 is not 6, so r6c8 is 4, so r6c2 is not 4, so r6c2 is 1, back where it started: the links alternate all round the loop, so whichever way it goes, every candidate that sees a true candidate of each way is false: r1c2 is not 1, r4c2 is not 1, r1c8 is not 6 and r9c3 is not 8 (r1c2-1, r4c2-1, r1c8-6, r9c3-8)",
    ),
    (
        Technique::Aic,
        70,
        "..4.7.9..7...2...8...........39.25..45.....29.9.1.7.8..4.....3...63.42..9...8...1",
        "AIC (loop): if r2c6 is 3, then r3c5 is not 3, so r3c5 is 6, so r3c7 is not 6, so r2c7 is 6, so r2c7 is not 3, so r2c6 is 3, back where it started: the links alternate all round the loop, so whichever way it goes, every candidate that sees a true candidate of each way is false: r1c6 is not 3 and r3c4 is not 6 (r1c6-3, r3c4-6)",
    ),
    (
        Technique::GroupedAic,
        82,
        "..6...2..9.......4243...896...591.....2.8.3..4..2.3..13.......7...9.7....1.4.8.2.",
        "grouped AIC (forcing): if r6c2 is 8, then r6c8 is not 8, so r6c8 is 5, so neither r5c8 nor r5c9 is 5, so r5c2 is 5, so r2c2 is not 5, so r2c2 is 8, so r6c2 is not 8: the assumption undoes itself, so r6c2 is not 8 (r6c2-8)",
    ),
    (
        Technique::AlsXz,
        82,
        "9...4...7....7....36.....18.26.9.83.1.......9...4.6............7.4...2.5...857...",
        "ALS-XZ: r8c2 and r9c2 hold only 1, 3 and 8 between them, and r7c9 and r8c8 hold only 3, 6 and 8 between them: each set holds one digit more than it has cells; every 8 of one set sees every 8 of the other, so one set lacks 8 and is locked on its other digits: 3 lies in one set or the other, and the cells that see every 3 of both lose it (r7c2-3)",
    ),
    (
        Technique::Nishio,
        77,
        ".4..62...9......2..263..48......487...7...6...528......85..136..3......8...53..1.",
        "Nishio (contradiction): if r7c1 is 7, then r9c2 is not 7, so r9c9 is 7, so r3c9 is not 7, so r3c1 is not 7, so r3c6 is 7; and also r7c4 is not 7, so r8c6 is 7, so r3c6 is not 7: both cannot hold, so the assumption is false: r7c1 is not 7 (r7c1-7)",
    ),
    (
        Technique::CellForcingChain,
        83,
        ".....5.3.21...9..8..513..42..1.....7.3.....1.9.....6..15..623..6..8...75.4.9.....",
        "cell forcing chain: r5c6 holds 4, 7 or 8: if r5c6 is 4, then r5c9 is not 4, so r7c9 is 4, so r7c4 is not 4, so r7c4 is 7, so r5c4 is not 7; if r5c6 is 7, then r5c4 is not 7; if r5c6 is 8, then r3c6 is not 8, so r3c6 is 6, so r4c6 is not 6, so r5c4 is 6, so r5c4 is not 7; whichever it holds, r5c4 is not 7 (r5c4-7)",
    ),
    (
        Technique::UnitForcingChain,
        83,
        "1..7...5......83..4.9.6..8.6......9....3.7....1......2.9..2.1.5..35......2...6..4",
        "unit forcing chain: in box 9, 6 fits only r7c8, r8c7 or r8c9: if r7c8 is 6, then r7c3 is not 6, so r1c3 is 6, so r1c9 is not 6; if r8c7 is 6, then r8c7 is not 9, so r8c5 is 9, so r1c5 is not 9, so r1c9 is 9, so r1c9 is not 6; if r8c9 is 6, then r1c9 is not 6; wherever it goes, r1c9 is not 6 (r1c9-6)",
    ),
    (
        Technique::DigitForcingChain,
        88,
        "3....97.2..2.47...1......9.93.5.6....8.....6....7.2.35.2......9...97.6..7.91....3",
        "digit forcing chain (both ways): if r2c4 is 3, then r2c4 is not 8; if r2c4 is not 3, then r2c7 is 3, so r2c7 is not 1, so r7c7 is 1, so r7c3 is not 1, so r7c4 is 3, so r7c3 is not 3, so r7c3 is 8, so r8c1 is not 8, so r7c1 is not 8, so r2c1 is 8, so r2c4 is not 8: either way, r2c4 is not 8 (r2c4-8)",
    ),
    (
        Technique::DynamicForcingChain,
        88,
        "2.......93...9...8..56.32...7..4..5.16.....475..1.8..6..3.6.4.....5.1............",
        "dynamic forcing chain (cell): r3c8 holds 1 or 7: if r3c8 is 1, then r1c7 is not 1; if r3c8 is 7, then r3c1 is not 7, so r7c1 is 7, so r8c3 is not 7, so r8c8 is not 7, so r8c7 is 7, so r8c7 is not 6, so r8c8 is 6, so r2c8 is not 6, so r2c8 is not 7, so r2c8 is 1, so r1c7 is not 1; whichever it holds, r1c7 is not 1 (r1c7-1)",
    ),
    (
        Technique::DynamicForcingChainPlus,
        94,
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        "dynamic forcing chain (+) (both ways): if r5c2 is 7, then r5c7 is not 7, so r5c8 is not 7, so r5c9 is not 7, so r2c7 is not 7 (by locked candidates), so r2c9 is not 5 (by hidden pair), so r2c8 is not 5 (by hidden pair), so r2c5 is 5, so r2c5 is not 3, so r3c5 is 3, so r3c3 is not 3; if r5c2 is not 7, then r9c2 is not 8 (by hidden pair), so r6c2 is not 8 (by hidden pair), so r8c2 is 8, so r8c2 is not 3, so r9c2 is not 3 (by hidden pair), so r3c3 is not 3 (by locked candidates): either way, r3c3 is not 3 (r3c3-3)",
    ),
];

#[test]
fn every_technique_is_the_ladders_step_on_a_real_puzzle_and_says_why() {
    for &(technique, tenths, line, text) in FIRST_USES {
        let (board, d) = first_use(line, technique);
        assert_eq!(d.to_string(), text, "{technique}");
        assert_eq!(d.rating(), Rating::tenths(tenths), "{technique}");
        // It is the next step: no easier rung makes progress there.
        assert_no_easier_step(&board, technique);
        let solution = first_solution(&parse_puzzle(line).unwrap()).unwrap();
        assert_sound(&d, &solution, line);
    }
    // Every technique has its row, but the nested forcing chains: reaching their first use
    // takes the ladder minutes of a debug build (they rate 9.5 and up), so the core's own test
    // (logic/chaining/nested.rs) starts from AI Escargot's pencil marks where it needs one, and
    // the `hardest` example (run by `scripts/book-outputs.sh --check`) replays every chain step
    // of data/hardest-known.txt.
    let listed: Vec<Technique> = FIRST_USES.iter().map(|r| r.0).collect();
    let nested = |t: &Technique| t.slug().starts_with("nested-");
    assert_eq!(Technique::LADDER.iter().filter(|t| nested(t)).count(), 4);
    for t in Technique::LADDER.into_iter().filter(|t| !nested(t)) {
        assert!(listed.contains(&t), "{t} has no puzzle");
    }
}

/// The forms of a technique past its first (unique rectangle types 2 to 4 and hidden type 3,
/// BUG types 2 and 3, the sashimi Swordfish), each on a puzzle of the SE-rated calibration
/// sample (public domain) where the ladder uses it: its rating in tenths and its sentence.
const FIRST_VARIANTS: &[(Technique, &str, u16, &str, &str)] = &[
    (
        Technique::UniqueRectangle,
        "type 2",
        45,
        "6...4...1.3...87....97.......3.96...9.6...1.3...12.5.......24....24...8.4...1...2",
        "unique rectangle (type 2): if r7c2, r9c2, r9c4 and r7c4 held only 6 and 9, they could swap on this rectangle and the puzzle would have two solutions; so one of r9c4 and r7c4 holds its extra digit 3, and the cells that see them all lose it (r1c4-3, r8c5-3)",
    ),
    (
        Technique::UniqueRectangle,
        "type 3",
        47,
        "...3.9....5..6..8.4.7...6.3235...416....4.....7..1..2..........7.6.8.3.5..87.42..",
        "unique rectangle (type 3): if r9c1, r9c5, r7c1 and r7c5 held only 3 and 5, they could swap on this rectangle and the puzzle would have two solutions; so one of r7c1 and r7c5 holds an extra digit, and with r7c7 and r7c9 it makes a subset in row 7 that the rest of the house cannot share (r7c3-1, r7c4-1, r7c4-9, r7c6-1)",
    ),
    (
        Technique::UniqueRectangle,
        "hidden type 3",
        45,
        "4....9...6...1...4.85...96....43...8..7.5.3..5...92....12...65.7...2...1...6....2",
        "unique rectangle (hidden type 3): if r1c2, r2c2, r2c7 and r1c7 held only 2 and 7, they could swap on this rectangle and the puzzle would have two solutions; so one of r2c7 and r1c7 holds an extra digit, and the other makes a hidden subset with r3c9 on 2 and 7 in box 3: r3c9 holds nothing else (r3c9-3)",
    ),
    (
        Technique::UniqueRectangle,
        "type 4",
        45,
        "4.......8.9..3..4.8.62.15.7..5...7.....3.5...2...8...9....7.....24...17.5.8...9.2",
        "unique rectangle (type 4): if r2c1, r2c3, r5c3 and r5c1 held only 1 and 7, they could swap on this rectangle and the puzzle would have two solutions; in row 5, 7 fits only r5c3 and r5c1, so neither can be the other digit (r5c3-1, r5c1-1)",
    ),
    (
        Technique::Bug,
        "type 2",
        57,
        "......4.77.2....9..597...3....186..2..4.9.6..3..254....3...192..9....7.48.1......",
        "BUG (type 2): without the extra 1 of r3c1 and r2c5, every empty cell would have two candidates and every digit two places in each house, a pattern with two solutions; so one of r3c1 and r2c5 is 1, and the cells that see them all lose it (r2c2-1, r3c5-1)",
    ),
    (
        Technique::Bug,
        "type 3",
        58,
        "9.82576.4...9.6....63.1.25..3..9..6...9.6.4....53487...7.....8...4...3...........",
        "BUG (type 3): without the extra 1 and 7 of r7c7 and r8c9, every empty cell would have two candidates and every digit two places in each house, a pattern with two solutions; so one of r7c7 and r8c9 holds an extra digit, and with r8c8 it makes a subset in box 9 that the rest of the house cannot share (r9c7-1, r9c9-7)",
    ),
    (
        Technique::FinnedSwordfish,
        "sashimi",
        67,
        "..5...6...8.926.4..2..5..8..92...16.4...9...5...8.2.....9...3...4..6..5...15.98..",
        "finned Swordfish (sashimi): in columns 1, 5 and 8, 1 fits only rows 1, 6 and 7 or the fin r2c1: if no fin holds it the fish stands, and if one does it sees box 1, so the cells of rows 1, 6 and 7 in box 1 lose it (r1c2-1)",
    ),
];

#[test]
fn every_form_of_a_technique_is_the_ladders_step_on_a_real_puzzle() {
    for &(technique, variant, tenths, line, text) in FIRST_VARIANTS {
        let (board, d) = first_use_of(line, technique, Some(variant));
        assert_eq!(d.to_string(), text, "{technique} {variant}");
        assert_eq!(d.rating(), Rating::tenths(tenths), "{technique} {variant}");
        assert_no_easier_step(&board, technique);
        let solution = first_solution(&parse_puzzle(line).unwrap()).unwrap();
        assert_sound(&d, &solution, line);
    }
}

#[test]
fn the_finned_x_wing_finds_a_sashimi_pattern() {
    // Twelve steps into the first top1465 puzzle a sashimi X-Wing on 4 stands: the finder names
    // its fin, and rates it as the grouped two-link chain it is (Sukaku's 4.3).
    let line = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let puzzle = parse_puzzle(line).unwrap();
    let mut board = Board::new(&puzzle).assuming_unique();
    for _ in 0..12 {
        let d = logic::next_deduction(&board).unwrap();
        board.apply(&d, &mut NoObserver);
    }
    let d = Technique::FinnedXWing
        .find(&board)
        .expect("a finned X-Wing");
    assert_eq!(
        d.to_string(),
        "finned X-Wing (sashimi): in columns 4 and 7, 4 fits only rows 3 and 5 or the fin r6c7: \
         if no fin holds it the fish stands, and if one does it sees box 6, so the cells of rows \
         3 and 5 in box 6 lose it (r5c9-4)"
    );
    assert_eq!(d.rating(), Rating::tenths(43));
    assert_eq!(d.cells(Role::Fin).collect::<Vec<_>>(), [cell(6, 7)]);
    assert_sound(&d, &first_solution(&puzzle).unwrap(), line);
}

#[test]
fn the_uniqueness_techniques_wait_for_a_puzzle_known_to_be_unique() {
    let (board, d) = first_use(
        "9..8.1..5...6.7...87.....6949.....57.8.....2....375....4.....7...8.6.9..1.9...6.3",
        Technique::UniqueRectangle,
    );
    assert_eq!(d.variant, Some("type 1"));
    assert!(board.is_unique());
    let grid = board.grid();
    // The same digits, but a board that does not assume one solution: no unique rectangle.
    let mut fresh = Board::new(&grid);
    // Bring the candidates to the same state: replay the ladder without the uniqueness rungs.
    while let Some(next) = logic::next_deduction(&fresh) {
        if fresh.grid() != grid || next.placement().is_some() {
            break;
        }
        fresh.apply(&next, &mut NoObserver);
    }
    assert!(Technique::UniqueRectangle.find(&fresh).is_none());
    assert!(Technique::Bug.find(&fresh).is_none());
}

#[test]
fn the_registry_names_every_technique_once_in_ladder_order() {
    assert_eq!(Technique::LADDER.len(), Technique::COUNT);
    let mut slugs: Vec<&str> = Technique::LADDER.iter().map(|t| t.slug()).collect();
    for (i, t) in Technique::LADDER.into_iter().enumerate() {
        assert_eq!(t.index(), i);
        assert_eq!(Technique::from_slug(t.slug()), Some(t));
        assert_eq!(Grade::from_slug(t.slug()), Some(Grade::Technique(t)));
        assert!(!t.about().look_for.is_empty());
    }
    slugs.sort();
    slugs.dedup();
    assert_eq!(slugs.len(), Technique::COUNT, "a slug is used twice");
    assert_eq!(Grade::all().count(), Grade::COUNT);
    assert_eq!(Grade::from_slug("needs-search"), Some(Grade::NeedsSearch));
    // Every family has a technique, and a slug the command line takes.
    for f in Family::ALL {
        assert!(f.techniques().next().is_some(), "{f}");
        assert_eq!(Family::from_slug(f.slug()), Some(f));
    }
    // SE's order: the singles' direct forms and the naked single before the intersections.
    assert!(Technique::HiddenSingle < Technique::NakedSingle);
    assert!(Technique::NakedSingle < Technique::LockedCandidates);
    assert!(Technique::EmptyRectangle < Technique::XyWing);
}

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

#[test]
fn a_sample_of_the_calibration_file_rates_as_sudoku_explainer_does() {
    // Every fifth puzzle SE rates 4.4 or less, and every fifth of those up to 6.2: the whole
    // file is `grade --against-ratings`'s work (a debug build takes minutes over it).
    let Some(lines) = shared_lines("se_rated_calibration.txt") else {
        return;
    };
    let (mut easy, mut easy_ok, mut hard, mut hard_ok, mut search) = (0, 0, 0, 0, 0);
    for (i, line) in lines.iter().enumerate().filter(|(i, _)| i % 5 == 0) {
        let Some(rated) = logic::calibration::parse_rated(line, i + 1).unwrap() else {
            continue;
        };
        if rated.se > Rating::tenths(62) {
            continue;
        }
        let ours = logic::grade(&rated.puzzle).rating();
        let close = ours.is_some_and(|o| o.in_tenths().abs_diff(rated.se.in_tenths()) <= 1);
        search += usize::from(ours.is_none());
        if rated.se <= Rating::tenths(44) {
            easy += 1;
            easy_ok += usize::from(close);
        } else {
            hard += 1;
            hard_ok += usize::from(close);
        }
    }
    assert!(easy_ok * 10 >= easy * 9, "{easy_ok} of {easy} within 0.1");
    assert!(hard_ok * 10 >= hard * 8, "{hard_ok} of {hard} within 0.1");
    assert!(search * 50 <= easy + hard, "{search} need search");
}

#[test]
fn grade_techniques_lists_the_ladder_in_order_with_ratings() {
    let r = run(&["grade", "--techniques"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let (list, note) = r.stdout.split_once("\n\n").expect("the list, then a note");
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), Technique::COUNT);
    assert!(lines[0].starts_with(" 1  hidden single "), "{}", lines[0]);
    // The ratings go up and down along the ladder; the note says why, and how often they fall.
    let lowest: Vec<_> = Technique::LADDER
        .iter()
        .map(|t| t.about().rating.lowest())
        .collect();
    let falls = lowest.windows(2).filter(|w| w[1] < w[0]).count();
    assert!(falls > 0);
    let note = note.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        note.contains("Sudoku Explainer tries its rules in")
            && note.contains(&format!("fall {falls} times down the list")),
        "{note}"
    );
    assert!(lines[0].contains(" 1.0-1.5 "), "{}", lines[0]);
    let x_wing = lines
        .iter()
        .find(|l| l.contains("X-Wing ") && !l.contains("finned"))
        .unwrap();
    assert!(
        x_wing.contains(" 3.2 ") && x_wing.contains(" fish "),
        "{x_wing}"
    );
    assert!(r.stdout.contains(" 4.5+ "), "{}", r.stdout);

    let r = run(&["grade", "--techniques", "--format", "json"], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let slugs: Vec<String> = r
        .stdout
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            assert!(v["rating"].is_string() && v["look_for"].is_string(), "{l}");
            v["technique"].as_str().unwrap().to_string()
        })
        .collect();
    let ladder: Vec<&str> = Technique::LADDER.iter().map(|t| t.slug()).collect();
    assert_eq!(slugs, ladder);

    // It takes no puzzle.
    let r = run(&["grade", "--techniques", WIKIPEDIA.line], "");
    assert_eq!(r.code, 2, "{}", r.stdout);
}

#[test]
fn grade_writes_the_rating_the_grade_and_a_tally() {
    let input = format!("{}\n{}\n", WIKIPEDIA.line, WIKIPEDIA.line);
    let r = run(&["grade", "-f", "-"], &input);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "line 1: hidden single: rating 1.2, 51 steps (51 hidden single)\n\
         line 2: hidden single: rating 1.2, 51 steps (51 hidden single)\n\
         # 2 of 2 puzzles graded: hidden single 2, needs search 0\n"
    );
}

#[test]
fn a_grid_given_complete_is_not_graded_as_a_technique() {
    // The Wikipedia puzzle's solution: no step to take, so no technique and no "0 steps".
    let solution = run(&["solve", "--format", "line", WIKIPEDIA.line], "");
    let full = solution.stdout.trim();
    let r = run(&["grade", full], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert_eq!(
        r.stdout,
        "puzzle: given complete: no step to take, nothing to rate\n"
    );
    let r = run(&["grade", "--format", "json", full], "");
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["status"], "complete");
    assert!(v["grade"].is_null() && v["hardest"].is_null(), "{v}");
    // One empty cell: one step, in the singular.
    let one = format!(".{}", &full[1..]);
    let r = run(&["grade", &one], "");
    assert_eq!(
        r.stdout,
        "puzzle: hidden single: rating 1.0, 1 step (1 hidden single)\n"
    );
    let r = run(&["explain", "--solver", "ladder", full], "");
    assert!(
        r.stdout.contains("given complete: no step to take"),
        "{}",
        r.stdout
    );
}

#[test]
fn grade_json_carries_the_rating_the_hardest_step_and_each_steps_rating() {
    let line = FIRST_USES[7].2;
    let r = run(&["grade", "--format", "json", "--steps", line], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["grade"], "x-wing");
    assert_eq!(v["rating"], 3.2);
    assert_eq!(v["hardest"]["technique"], "x-wing");
    assert_eq!(v["hardest"]["name"], "X-Wing");
    assert_eq!(v["counts"]["x-wing"], 1);
    assert_eq!(v["counts"]["w-wing"], 0);
    let steps = v["steps"].as_array().unwrap();
    let wing = steps.iter().find(|s| s["technique"] == "x-wing").unwrap();
    assert_eq!(wing["rating"], 3.2);
    assert_eq!(wing["houses"][0]["role"], "base");
    assert!(wing["eliminate"].as_array().is_some_and(|e| !e.is_empty()));
    assert!(steps.iter().all(|s| s["rating"].as_f64().is_some()));
    // A puzzle whose grade takes longer than --timeout (from the forum's hardest, rated 11 or
    // more: nested forcing chains, minutes of work) is not graded, and the error says why.
    let slow = "98.7.....76....8....5......4...6..3...89..4......24..1..76..5......3..4......1..2";
    let r = run(&["grade", "--format", "json", "--timeout", "1s", slow], "");
    let v: serde_json::Value = serde_json::from_str(r.stdout.trim()).unwrap();
    assert_eq!(v["status"], "gave_up");
    assert!(v["rating"].is_null());
    assert!(v["error"].as_str().unwrap().contains("raise --timeout"));
}

#[test]
fn grade_against_ratings_reports_each_band_and_names_a_bad_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rated.txt");
    let rows: Vec<String> = FIRST_USES
        .iter()
        .take(8)
        .map(|&(_, tenths, line, _)| format!("{line} {}", Rating::tenths(tenths)))
        .collect();
    let text = format!("# a comment\n{}\n{} x\n", rows.join("\n"), FIRST_USES[0].2);
    std::fs::write(&path, text).unwrap();
    let r = run(&["grade", "--against-ratings", path.to_str().unwrap()], "");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("line 10: \"x\" is not an SE rating"),
        "{}",
        r.stderr
    );
    assert!(r.stdout.starts_with("  SE puzzles"), "{}", r.stdout);
    assert!(
        r.stdout
            .contains("# rated 4.4 or less: 8 puzzles, our rating within 0.1 of SE's for"),
        "{}",
        r.stdout
    );
    let json = run(
        &[
            "grade",
            "--against-ratings",
            path.to_str().unwrap(),
            "--format",
            "json",
        ],
        "",
    );
    // A line per point of the scale, whose puzzles add up to the file's.
    let points: Vec<&str> = (r.stdout.lines())
        .filter(|l| l.starts_with("# ") && l[2..].split(':').next().unwrap().ends_with(".x"))
        .collect();
    assert!(!points.is_empty(), "{}", r.stdout);
    let counted: usize = (points.iter())
        .map(|l| l.split(": ").nth(1).unwrap().split(' ').next().unwrap())
        .map(|n| n.parse::<usize>().unwrap())
        .sum();
    assert_eq!(counted, 8, "{points:?}");
    assert!(
        points.iter().all(|l| l.contains(", ours exact for ")),
        "{points:?}"
    );
    let v: serde_json::Value = serde_json::from_str(json.stdout.trim()).unwrap();
    assert_eq!(v["up_to_4_4"]["puzzles"], 8);
    let json_points = v["points"].as_array().unwrap();
    assert_eq!(json_points.len(), points.len());
    assert!(json_points.iter().all(|p| p["exact"].as_u64().is_some()));
    assert!(v["bands"].as_array().is_some_and(|b| !b.is_empty()));
}

#[test]
fn grade_refuses_a_puzzle_with_several_solutions_with_exit_code_2() {
    // The Wikipedia puzzle without its first two givens has two solutions.
    let line = format!("00{}", &WIKIPEDIA.line[2..]);
    let several = run(&["grade", &line], "");
    assert_eq!(several.code, 2);
    assert!(
        several
            .stderr
            .contains("puzzle: this puzzle has 2 solutions; a Sudoku has exactly one"),
        "{}",
        several.stderr
    );
}

#[test]
fn grade_reports_a_puzzle_with_no_solution_with_exit_code_1() {
    // r1c9 can only be 9, which column 9 already holds.
    let line = format!("123456780000000009{}", "0".repeat(63));
    let none = run(&["grade", &line], "");
    assert_eq!(none.code, 1);
    assert!(none.stderr.contains("no solution"), "{}", none.stderr);
}

#[test]
fn solve_says_plainly_when_a_puzzle_has_several_solutions() {
    let line = format!("00{}", &WIKIPEDIA.line[2..]);
    let r = run(&["solve", "--format", "line", &line], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stderr.contains("note: puzzle: this puzzle has"),
        "{}",
        r.stderr
    );
    let json = run(&["solve", "--format", "json", &line], "");
    let v: serde_json::Value = serde_json::from_str(json.stdout.trim()).unwrap();
    assert_eq!(v["unique"], false);
}

/// The grid of `line` just before the ladder first uses `technique`, digits only: a hint
/// sees what a learner sees.
fn grid_before(line: &str, technique: Technique) -> String {
    let (board, _) = first_use(line, technique);
    board.grid().to_string()
}

#[test]
fn hint_names_every_technique_at_three_levels() {
    let mut checked = 0;
    for &(technique, _, line, _) in FIRST_USES {
        let grid = grid_before(line, technique);
        let hint = sudoku_lab::hint::next_step(&parse_puzzle(&grid).unwrap());
        let sudoku_lab::hint::Hint::Technique { path, then } = &hint else {
            continue;
        };
        // The learner's grid holds digits only, so its pencil marks are the board's before any
        // elimination: the ladder's first step there may differ; it is named all the same.
        let first = path.first().unwrap_or(then);
        let level = |n| sudoku_lab::hint::Level::from_number(n).unwrap();
        let puzzle = parse_puzzle(&grid).unwrap();
        let nudge = hint.text(level(1), &puzzle);
        assert!(nudge.starts_with("No single is left. Look at "), "{nudge}");
        let named = hint.text(level(2), &puzzle);
        assert!(named.contains(first.technique.name()), "{named}");
        assert!(named.contains(first.technique.about().look_for), "{named}");
        // Every technique on the way to the next digit is named, and how many steps there are.
        for d in path.iter().chain(std::iter::once(then)) {
            assert!(named.contains(d.technique.name()), "{named}");
        }
        if !path.is_empty() {
            let count = format!("the first of {} steps", path.len() + 1);
            assert!(
                nudge.contains(&count) && named.contains(&count),
                "{nudge}\n{named}"
            );
        }
        let step = hint.text(level(3), &puzzle);
        assert!(step.contains(&first.sentence()), "{step}");
        checked += 1;
    }
    assert!(checked >= 20, "only {checked} grids gave a technique hint");
    // Through the command, on an X-Wing.
    let grid = grid_before(FIRST_USES[7].2, Technique::XWing);
    let r = run(&["hint", "--level", "2", &grid], "");
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("No single is left: look for "),
        "{}",
        r.stdout
    );
    let r = run(&["hint", "--level", "1", &grid], "");
    assert!(
        r.stdout.contains("No single is left. Look at "),
        "{}",
        r.stdout
    );
}

#[test]
fn explain_tells_the_ladder_round_by_round_with_its_rating() {
    let line = FIRST_USES[7].2;
    let r = run(
        &["explain", "--solver", "ladder", "--max-rounds", "0", line],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("X-Wing: in columns 1 and 9, 5 fits only"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("solved by the ladder (rating 3.2, X-Wing)"),
        "{}",
        r.stdout
    );
}

#[test]
fn generate_makes_puzzles_of_a_technique_and_of_a_family() {
    // One puzzle of `grade` (a technique or a family) from seed 7, and its grade line.
    let one = |grade: &str| {
        let args = [
            "generate",
            "--count",
            "1",
            "--seed",
            "7",
            "--grade",
            grade,
            "--show-grade",
        ];
        let r = run(&args, "");
        assert_eq!(r.code, 0, "{}", r.stderr);
        let puzzle = parse_puzzle(r.stdout.lines().next().unwrap()).unwrap();
        (r.stdout, logic::grade(&puzzle).grade())
    };
    let (stdout, grade) = one("x-wing");
    assert!(stdout.contains("# grade: X-Wing: rating 3.2"), "{stdout}");
    assert_eq!(grade, Grade::Technique(Technique::XWing));
    let Grade::Technique(t) = one("subsets").1 else {
        panic!("needs search");
    };
    assert_eq!(t.family(), Family::Subsets);
    // A technique too rare to draw in a few attempts: a clear message and exit code 3.
    let r = run(
        &[
            "generate",
            "--seed",
            "1",
            "--grade",
            "jellyfish",
            "--max-attempts",
            "3",
        ],
        "",
    );
    assert_eq!(r.code, 3);
    assert!(r.stderr.contains("of grade \"Jellyfish\""), "{}", r.stderr);
    // Every grade and family is a value of --grade.
    let help = run(&["generate", "--help"], "");
    for t in Technique::LADDER {
        assert!(help.stdout.contains(t.slug()), "{}", t.slug());
    }
}

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
