//! One step of a person-style solve, as data: the technique, and its pattern (what it saw and
//! what it concludes). Its rating and its words come from the technique's file.

use std::fmt;
use std::sync::Arc;

use crate::grid::{Candidates, Cell, Digit, House};
use crate::steps::{Pattern, Reasoning, Role};

use super::chain::Chain;
use super::{Rating, Technique};

/// One deduction: the technique, which form of it when it has several, and its pattern.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deduction {
    pub technique: Technique,
    /// The form of the technique, when it has several: `pointing` or `claiming` for locked
    /// candidates, `type 2` for a unique rectangle, `sashimi` for a finned fish.
    pub variant: Option<&'static str>,
    pub pattern: Pattern,
    /// The chains of implications a chain technique reasons along (empty for the others): each
    /// starts from an assumption and ends at what it forces; the pattern's links are theirs.
    pub chains: Vec<Chain>,
    /// The inner steps of a nested forcing chain (empty for the others): each proves a node of
    /// the chains that says `Because::Inner` with its index, on the board the outer chain has
    /// crossed candidates out of. Shared, as one inner step serves many outer chains.
    pub nested: Vec<Arc<Deduction>>,
}

impl Deduction {
    /// A deduction of `technique` with this pattern.
    pub fn new(technique: Technique, pattern: Pattern) -> Deduction {
        Deduction {
            technique,
            variant: None,
            pattern,
            chains: Vec::new(),
            nested: Vec::new(),
        }
    }

    /// The same deduction, of the given form.
    pub fn variant(mut self, variant: &'static str) -> Deduction {
        self.variant = Some(variant);
        self
    }

    /// The candidates this deduction removes.
    pub fn removals(&self) -> &[(Cell, Digit)] {
        &self.pattern.removals
    }

    /// The digit this deduction places, if it places one.
    pub fn placement(&self) -> Option<(Cell, Digit)> {
        self.pattern.placement
    }

    /// True when applying it changes the board: it removes a candidate or places a digit.
    pub fn makes_progress(&self) -> bool {
        !self.pattern.removals.is_empty() || self.pattern.placement.is_some()
    }

    /// How hard this step is, on the Sudoku Explainer scale.
    pub fn rating(&self) -> Rating {
        self.technique.about().rating.of(self)
    }

    /// `locked candidates (pointing)`: the technique and its form.
    pub fn name(&self) -> String {
        match self.variant {
            Some(v) => format!("{} ({v})", self.technique.name()),
            None => self.technique.name().to_string(),
        }
    }

    /// The houses of the pattern that play `role`.
    pub fn houses(&self, role: Role) -> impl Iterator<Item = House> + '_ {
        self.pattern
            .houses
            .iter()
            .filter(move |&&(_, r)| r == role)
            .map(|&(h, _)| h)
    }

    /// The cells of the pattern that play `role`.
    pub fn cells(&self, role: Role) -> impl Iterator<Item = Cell> + '_ {
        self.pattern
            .cells
            .iter()
            .filter(move |&&(_, r)| r == role)
            .map(|&(c, _)| c)
    }

    /// The house to look at first: the pattern's first house, else its first cell's box.
    pub fn focus(&self) -> Option<House> {
        self.pattern.houses.first().map(|&(h, _)| h)
    }

    /// `X-Wing: in rows 3 and 6, 7 fits only columns 2 and 8, so the rest of columns 2 and 8
    /// loses it`: the step in words, without the list of removals.
    pub fn sentence(&self) -> String {
        format!(
            "{}: {}",
            self.name(),
            (self.technique.about().explain)(self)
        )
    }

    /// The step as a solver reports it (each [`crate::steps::Step::Exclude`] of it shares it).
    pub fn reasoning(&self) -> Reasoning {
        Reasoning {
            technique: self.technique.slug(),
            name: self.technique.name(),
            // The sentence opens with the name and its form (`sentence`); a nested chain's
            // inner steps follow it, as `grade --steps` writes them.
            named: self.name().len(),
            text: format!("{}{}", self.sentence(), self.inner_lines()),
            pattern: self.pattern.clone(),
        }
    }
}

/// The one sentence every command says a step with: `grade --steps`, `explain`, `hint
/// --level 3`, `solve -v` and the player's captions; a nested chain's inner steps follow it,
/// one a line. `X-Wing: 7 fits only columns 2 and 8 in
/// rows 3 and 6, so the rest of columns 2 and 8 lose it (r1c2-7, r8c8-7)`.
impl fmt::Display for Deduction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence())?;
        if !self.pattern.removals.is_empty() {
            write!(f, " ({})", removal_list(&self.pattern.removals))?;
        }
        f.write_str(&self.inner_lines())
    }
}

impl Deduction {
    /// A nested chain's inner steps, each on a line of its own under the step (a newline
    /// first), indented a level deeper at each level of nesting: the chains name them `nested
    /// chain N`. Empty for a step with none.
    fn inner_lines(&self) -> String {
        let mut lines = String::new();
        for (k, inner) in self.nested.iter().enumerate() {
            let text = inner.to_string().replace('\n', "\n    ");
            lines.push_str(&format!("\n        nested chain {}: {text}", k + 1));
        }
        lines
    }
}

/// `r1c4-1, r1c5-1`: removals as players note them.
pub fn removal_list(removals: &[(Cell, Digit)]) -> String {
    removals
        .iter()
        .map(|(c, d)| format!("{c}-{d}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `a`, `a and b`, `a, b and c`.
pub fn and_list<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let items: Vec<String> = items.into_iter().map(|x| x.to_string()).collect();
    match items.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// `1, 2 and 3`.
pub fn digit_list(digits: Candidates) -> String {
    and_list(digits.iter())
}

/// `rows 2 and 8`, `column 4`, `box 1 and row 3`: houses named as a sentence would, the kind
/// said once when all share it.
pub fn house_list(houses: &[House]) -> String {
    let Some(first) = houses.first() else {
        return String::new();
    };
    if houses.len() > 1 && houses.iter().all(|h| h.kind() == first.kind()) {
        let plural = match first {
            House::Box(_) => "boxes",
            House::Row(_) => "rows",
            House::Col(_) => "columns",
        };
        format!(
            "{plural} {}",
            and_list(houses.iter().map(|h| h.number() + 1))
        )
    } else {
        and_list(houses)
    }
}

/// `r1c2, r1c5 and r3c3`.
pub fn cell_list(cells: impl IntoIterator<Item = Cell>) -> String {
    and_list(cells)
}

/// `, so r3c7 = 5`: the end of a sentence that places a digit.
pub fn so_place(d: &Deduction) -> String {
    match d.pattern.placement {
        Some((cell, digit)) => format!(", so {cell} = {digit}"),
        None => String::new(),
    }
}
