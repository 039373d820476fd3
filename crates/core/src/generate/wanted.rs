//! What `generate --grade` asks for, as the library sees it: a grade (a technique of the ladder,
//! or "needs search") or a family of techniques, and the band of ratings where its puzzles lie.
//!
//! The band steers the search ([`super::climb`]): a puzzle rated below it is too easy, one that
//! needs a step rated above it too hard, whatever the technique.

use std::fmt;

use crate::logic::{Family, Grade, Outcome, Rating, Technique};

/// A grade or a family of techniques.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wanted {
    Grade(Grade),
    Family(Family),
}

/// How far above its lowest rating a technique rated by length is looked for: chains and
/// forcing chains grow a tenth for each few links, and the search aims at their usual lengths.
const OPEN_BAND: u16 = 10;

impl Wanted {
    /// Every value `--grade` takes: the grades in ladder order, then the families.
    pub fn all() -> impl Iterator<Item = Wanted> {
        Grade::all()
            .map(Wanted::Grade)
            .chain(Family::ALL.into_iter().map(Wanted::Family))
    }

    /// As the command line writes it: `x-wing`, `needs-search`, `fish`.
    pub fn slug(self) -> &'static str {
        match self {
            Wanted::Grade(g) => g.slug(),
            Wanted::Family(f) => f.slug(),
        }
    }

    /// The value written as [`slug`](Wanted::slug) writes it.
    pub fn from_slug(slug: &str) -> Option<Wanted> {
        Wanted::all().find(|w| w.slug() == slug)
    }

    /// True when a puzzle with this outcome is what was asked for.
    pub fn matches(self, outcome: &Outcome) -> bool {
        match (self, outcome.grade()) {
            (Wanted::Grade(g), grade) => grade == g,
            (Wanted::Family(f), Grade::Technique(t)) => t.family() == f,
            (Wanted::Family(_), Grade::NeedsSearch) => false,
        }
    }

    /// True when `t` is (one of) the technique(s) asked for.
    pub fn wants(self, t: Technique) -> bool {
        match self {
            Wanted::Grade(g) => g == Grade::Technique(t),
            Wanted::Family(f) => t.family() == f,
        }
    }

    /// The ratings of the puzzles asked for, lowest and highest: those of the technique (a
    /// family's lowest and highest), a technique rated by length looked for within a point of
    /// its lowest (the ladder's top ones at any length, see `is_top`). None for "needs search", which lies above
    /// every rating.
    pub fn band(self) -> Option<(Rating, Rating)> {
        let band = |t: Technique| {
            let rated = t.about().rating;
            let low = rated.lowest();
            (low, rated.highest().unwrap_or(low.plus(OPEN_BAND)))
        };
        let techniques: Vec<Technique> = match self {
            Wanted::Grade(Grade::NeedsSearch) => return None,
            // The ladder's last technique, and the last below the nested chains (a search for
            // an easier grade never asks them), is the hardest step however long its chains
            // are: a longer one makes the puzzle no less of its grade.
            Wanted::Grade(Grade::Technique(t)) if is_top(t) => {
                return Some((band(t).0, Rating::tenths(u16::MAX)));
            }
            Wanted::Grade(Grade::Technique(t)) => vec![t],
            Wanted::Family(f) => f.techniques().collect(),
        };
        let low = techniques.iter().map(|&t| band(t).0).min()?;
        let high = techniques.iter().map(|&t| band(t).1).max()?;
        Some((low, high))
    }
}

/// True for the ladder's last technique and for the last one below the nested chains.
fn is_top(t: Technique) -> bool {
    let next = Technique::LADDER.get(t.index() + 1);
    !t.is_nested() && next.is_none_or(|n| n.is_nested()) || Some(&t) == Technique::LADDER.last()
}

impl fmt::Display for Wanted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Wanted::Grade(g) => write!(f, "grade \"{g}\""),
            Wanted::Family(family) => write!(f, "the family \"{family}\""),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_rung_below_the_nested_chains_is_wanted_at_any_length() {
        let top = |t| {
            Wanted::Grade(Grade::Technique(t))
                .band()
                .map(|(_, high)| high)
        };
        assert_eq!(
            top(Technique::DynamicForcingChainPlus),
            Some(Rating::tenths(u16::MAX))
        );
        assert_eq!(
            top(Technique::NestedDynamicForcingChainPlus),
            Some(Rating::tenths(u16::MAX))
        );
        // Below them, a rung rated by length is looked for within a point of its lowest.
        let dynamic = Technique::DynamicForcingChain.about().rating.lowest();
        assert_eq!(
            top(Technique::DynamicForcingChain),
            Some(dynamic.plus(OPEN_BAND))
        );
    }
}
