//! Every technique of the ladder, and every form of one past its first, on a real puzzle where
//! it is the ladder's next step: its rating, its sentence, no easier rung making progress there,
//! and no digit of the solution removed.

use super::*;

/// Each technique, its rating in tenths, a public puzzle (the SE-rated calibration sample and
/// the magictour top1465 list, public domain, or our own generated sets) where the ladder
/// uses it, and the sentence of its first use there.
pub(crate) const FIRST_USES: &[(Technique, u16, &str, &str)] = &[
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
