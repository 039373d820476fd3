//! Which program's rules a rating follows: Sudoku Explainer 1.2.1 (the ER of the forum's lists
//! of hardest puzzles) or Sukaku Explainer with its default settings (the ratings of the
//! calibration file). The rater is chosen once for a run and carried by the [`Board`]; each
//! registry entry names the raters whose ladder holds its technique, so no technique asks.
//!
//! [`Board`]: super::Board

use std::fmt;

/// A rater: the program whose rules and ratings the ladder follows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Rater {
    /// Sudoku Explainer 1.2.1, the rater of `serate` and of the forum's lists.
    #[default]
    Se,
    /// Sukaku Explainer (the fork of SE that rated the calibration file), default settings.
    Sukaku,
}

impl Rater {
    /// Every rater, the default first.
    pub const ALL: [Rater; 2] = [Rater::Se, Rater::Sukaku];

    /// `se`, as the command line and JSON write it.
    pub fn slug(self) -> &'static str {
        match self {
            Rater::Se => "se",
            Rater::Sukaku => "sukaku",
        }
    }

    /// `Sudoku Explainer 1.2.1`, as a sentence names it.
    pub fn name(self) -> &'static str {
        match self {
            Rater::Se => "Sudoku Explainer 1.2.1",
            Rater::Sukaku => "Sukaku Explainer",
        }
    }

    /// The rater written as [`slug`](Rater::slug) writes it.
    pub fn from_slug(slug: &str) -> Option<Rater> {
        Rater::ALL.into_iter().find(|r| r.slug() == slug)
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Rater {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// `"se"` in JSON.
impl serde::Serialize for Rater {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.slug())
    }
}

/// The raters whose ladder holds a technique: a registry entry's [`About::raters`].
///
/// [`About::raters`]: super::About::raters
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Raters(u8);

impl Raters {
    /// Every rater.
    pub const ALL: Raters = Raters(0b11);

    /// Sudoku Explainer 1.2.1 alone.
    pub const SE: Raters = Raters(0b01);

    /// True when `rater`'s ladder holds the technique.
    pub fn contains(self, rater: Rater) -> bool {
        self.0 & rater.bit() != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raters_read_as_they_are_written() {
        for rater in Rater::ALL {
            assert_eq!(Rater::from_slug(rater.slug()), Some(rater));
            assert!(Raters::ALL.contains(rater));
        }
        assert_eq!(Rater::default(), Rater::Se);
        assert_eq!(Rater::from_slug("hodoku"), None);
    }
}
