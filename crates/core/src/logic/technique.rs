//! The techniques of the ladder, as names: an enum made from the ladder's lines (`ladder!` in
//! mod.rs), easiest first. It imports nothing of the ladder, so a deduction, the board and a
//! chain name a technique without depending on the registry that finds them.

/// Makes the enum of the ladder's techniques, in ladder order.
macro_rules! technique_enum {
    ($($variant:ident => $module:ident,)*) => {
        /// A technique of the ladder. They compare in ladder order; what the registry knows of
        /// each is [`Technique::about`].
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub enum Technique {
            $($variant,)*
        }

        impl Technique {
            /// How many techniques the ladder has.
            pub const COUNT: usize = [$(stringify!($variant),)*].len();

            /// The ladder, easiest first: the order in which techniques are tried.
            pub const LADDER: [Technique; Technique::COUNT] = [$(Technique::$variant,)*];
        }
    };
}

ladder!(technique_enum);

impl Technique {
    /// Sudoku Explainer's nested forcing chains, the ladder's top rungs: forcing chains whose
    /// links are themselves found by forcing chains, seconds to minutes of work on the hardest
    /// puzzles, so a search for an easier grade never asks them (see `generate::capped`).
    pub fn is_nested(self) -> bool {
        matches!(
            self,
            Technique::NestedForcingChain
                | Technique::NestedMultipleForcingChain
                | Technique::NestedDynamicForcingChain
                | Technique::NestedDynamicForcingChainPlus
        )
    }
}
