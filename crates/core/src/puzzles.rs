//! The puzzles quoted in the seed documents, built into the library so that every command has
//! something to work on with no input at all.

/// A puzzle quoted in a seed document.
#[derive(Clone, Copy, Debug)]
pub struct SeedPuzzle {
    /// A short name for tables.
    pub name: &'static str,
    /// Where it comes from.
    pub source: &'static str,
    /// The puzzle in line form, `0` for an empty cell, as the seeds write it.
    pub line: &'static str,
}

/// The Wikipedia example, solved in seeds 000 and 001.
pub const WIKIPEDIA: SeedPuzzle = SeedPuzzle {
    name: "wikipedia",
    source: "the Wikipedia example (seeds 000 and 001)",
    line: "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
};

/// The puzzle of seed 003's test.
pub const SEED_003: SeedPuzzle = SeedPuzzle {
    name: "seed-003",
    source: "the test puzzle of seed 003",
    line: "203610000580007000400080020802000007000305000600000402040070008000400071000061504",
};

/// The puzzle a commenter of seed 001 said the one-liner got wrong.
pub const COMMENTER: SeedPuzzle = SeedPuzzle {
    name: "commenter",
    source: "the commenter's puzzle (seed 001)",
    line: "807000003602080000000200900040005001000798000200100070004003000000040108300000506",
};

/// The grid the commenter of seed 001 printed for [`COMMENTER`], blaming the one-liner: no
/// solution at all (its rows hold repeated digits). `sudoku-lab golf semantics` shows which
/// program printed it.
pub const COMMENTER_GRID: &str =
    "817311213622482322131224934443535441555798655266156777774663869988847188399979596";

/// Every puzzle quoted in the seeds, in the order above.
pub const SEED_PUZZLES: [SeedPuzzle; 3] = [WIKIPEDIA, SEED_003, COMMENTER];

impl SeedPuzzle {
    /// The puzzle as a grid.
    pub fn grid(&self) -> crate::grid::Grid {
        crate::parse::parse_puzzle(self.line).expect("the seed puzzles are well formed")
    }
}
