//! A difficulty on the Sudoku Explainer scale, kept in tenths so that ratings compare exactly.

use std::fmt;

/// A difficulty on the Sudoku Explainer (SE) scale: 1.2 for a hidden single in a box, 3.2 for
/// an X-Wing, 6.2 for Aligned Pair Exclusion. Kept in tenths, as SE publishes them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Rating(u16);

impl Rating {
    /// The rating of a grid given complete.
    pub const ZERO: Rating = Rating(0);

    /// The rating of `tenths` tenths: `Rating::tenths(32)` is 3.2.
    pub const fn tenths(tenths: u16) -> Rating {
        Rating(tenths)
    }

    /// The rating in tenths: 32 for 3.2.
    pub fn in_tenths(self) -> u16 {
        self.0
    }

    /// This rating plus `tenths` tenths.
    pub const fn plus(self, tenths: u16) -> Rating {
        Rating(self.0 + tenths)
    }

    /// The rating as a number: 3.2.
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }

    /// Reads `3.2` (one decimal at most, as SE writes ratings).
    pub fn parse(text: &str) -> Option<Rating> {
        let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
        if whole.is_empty() || tenth.len() != 1 {
            return None;
        }
        let whole: u16 = whole.parse().ok()?;
        let tenth: u16 = tenth.parse().ok()?;
        whole.checked_mul(10)?.checked_add(tenth).map(Rating)
    }
}

/// `3.2`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// A number in JSON: `3.2`.
impl serde::Serialize for Rating {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.value())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_read_and_write_as_se_publishes_them() {
        let r = Rating::parse("3.2").unwrap();
        assert_eq!((r.in_tenths(), r.to_string()), (32, "3.2".to_string()));
        assert_eq!(Rating::parse("10.5").unwrap().to_string(), "10.5");
        assert_eq!(Rating::parse("4").unwrap(), Rating::tenths(40));
        for bad in ["", ".5", "3.25", "x", "3.x"] {
            assert_eq!(Rating::parse(bad), None, "{bad}");
        }
        assert!(Rating::tenths(26) < Rating::tenths(28));
    }
}
