//! How a technique is rated: one rating for all its deductions, or one that grows with the
//! deduction's shape. Apart from `Rating` so that a deduction, which carries its rating, and the
//! rule that rates it import one another in one direction only.

use std::fmt;

use super::{Deduction, Rating};

/// How a technique is rated: one rating for all its deductions, or a rating that grows with the
/// deduction's shape (its house, its length, the size of its sets), between known bounds.
#[derive(Clone, Copy)]
pub enum Rated {
    /// Every deduction of the technique gets this rating.
    Fixed(Rating),
    /// From the first rating to the second, as the function says for each deduction.
    Between(Rating, Rating, fn(&Deduction) -> Rating),
    /// From this rating up, as the function says (the loop or the set can grow with the grid).
    From(Rating, fn(&Deduction) -> Rating),
}

impl Rated {
    /// The rating of one deduction of the technique.
    pub fn of(self, deduction: &Deduction) -> Rating {
        match self {
            Rated::Fixed(rating) => rating,
            Rated::Between(_, _, rate) | Rated::From(_, rate) => rate(deduction),
        }
    }

    /// The lowest rating a deduction of the technique can get.
    pub fn lowest(self) -> Rating {
        match self {
            Rated::Fixed(rating) | Rated::Between(rating, _, _) | Rated::From(rating, _) => rating,
        }
    }

    /// The highest, when there is one.
    pub fn highest(self) -> Option<Rating> {
        match self {
            Rated::Fixed(rating) | Rated::Between(_, rating, _) => Some(rating),
            Rated::From(..) => None,
        }
    }
}

/// `3.2`, `2.6-2.8` or `4.5+`.
impl fmt::Display for Rated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Rated::Fixed(rating) => write!(f, "{rating}"),
            Rated::Between(low, high, _) => write!(f, "{low}-{high}"),
            Rated::From(low, _) => write!(f, "{low}+"),
        }
    }
}
