//! Our rating beside a published Sudoku Explainer rating: reading rated puzzles (a puzzle and
//! its rating on a line), and the figures that say how well the two agree.

use crate::grid::Grid;
use crate::parse::parse_line;

use super::{Rating, Technique};

/// A puzzle with its published SE rating, and the line it was read from.
#[derive(Clone, Debug)]
pub struct RatedPuzzle {
    pub line: usize,
    pub puzzle: Grid,
    pub se: Rating,
}

/// Reads one line of a rated file: the puzzle, a space, its SE rating (`57..6...3.3 2.5`),
/// and a `#` comment after them if the line has one (where the forum's lists name a puzzle's
/// source). Blank lines and `#` comments give `Ok(None)`; anything else that is not a puzzle
/// and a rating is an error naming the line (and the cell and character, for a bad puzzle).
pub fn parse_rated(text: &str, line: usize) -> Result<Option<RatedPuzzle>, String> {
    // Neither a puzzle nor a rating holds a `#`: the first one opens the comment.
    let text = text.split('#').next().unwrap_or_default().trim();
    if text.is_empty() {
        return Ok(None);
    }
    let mut fields = text.split_whitespace();
    let (Some(puzzle), Some(rating), None) = (fields.next(), fields.next(), fields.next()) else {
        return Err(format!(
            "line {line}: expected a puzzle, a space and its SE rating, found {text:?}"
        ));
    };
    let puzzle = parse_line(puzzle, line, None).map_err(|e| e.to_string())?;
    let se = Rating::parse(rating).ok_or_else(|| {
        format!("line {line}: {rating:?} is not an SE rating (a number such as 4.2)")
    })?;
    Ok(Some(RatedPuzzle { line, puzzle, se }))
}

/// One puzzle rated both ways: SE's rating, ours (none when the ladder needs search), and the
/// technique of our hardest step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pair {
    pub se: Rating,
    pub ours: Option<Rating>,
    pub hardest: Option<Technique>,
}

impl Pair {
    /// True when our rating is SE's within a tenth.
    pub fn within_tenth(&self) -> bool {
        self.within(1)
    }

    /// True when our rating is SE's within `tenths` tenths (0: the same rating).
    pub fn within(&self, tenths: u16) -> bool {
        self.ours
            .is_some_and(|o| o.in_tenths().abs_diff(self.se.in_tenths()) <= tenths)
    }
}

/// How well our ratings agree with SE's over a set of puzzles.
#[derive(Clone, Copy, PartialEq, Debug, serde::Serialize)]
pub struct Agreement {
    pub puzzles: usize,
    /// Puzzles the ladder could not finish.
    pub needs_search: usize,
    /// Puzzles whose rating is SE's exactly.
    pub exact: usize,
    /// Puzzles whose rating is SE's within 0.1.
    pub within_tenth: usize,
    /// Puzzles whose rating is SE's within 0.2.
    pub within_fifth: usize,
    /// Spearman's rank correlation of our rating with SE's; a puzzle that needs search ranks
    /// above every puzzle we rated.
    pub spearman: f64,
    /// The mean absolute difference of the ratings, over the puzzles we rated.
    pub mean_abs_diff: f64,
}

impl Agreement {
    /// The figures for `pairs`.
    pub fn of(pairs: &[Pair]) -> Agreement {
        let rated: Vec<&Pair> = pairs.iter().filter(|p| p.ours.is_some()).collect();
        let diff: f64 = rated
            .iter()
            .map(|p| (p.ours.expect("rated").value() - p.se.value()).abs())
            .sum();
        let se: Vec<f64> = pairs.iter().map(|p| p.se.value()).collect();
        let ours: Vec<f64> = pairs
            .iter()
            .map(|p| p.ours.map_or(f64::INFINITY, Rating::value))
            .collect();
        Agreement {
            puzzles: pairs.len(),
            needs_search: pairs.len() - rated.len(),
            exact: pairs.iter().filter(|p| p.within(0)).count(),
            within_tenth: pairs.iter().filter(|p| p.within(1)).count(),
            within_fifth: pairs.iter().filter(|p| p.within(2)).count(),
            spearman: spearman(&se, &ours),
            mean_abs_diff: if rated.is_empty() {
                0.0
            } else {
                diff / rated.len() as f64
            },
        }
    }
}

/// The ranks of `xs`, 1 for the smallest, ties given the mean of their ranks.
fn ranks(xs: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..xs.len()).collect();
    order.sort_by(|&a, &b| xs[a].total_cmp(&xs[b]));
    let mut ranks = vec![0.0; xs.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && xs[order[j + 1]] == xs[order[i]] {
            j += 1;
        }
        let mean = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            ranks[k] = mean;
        }
        i = j + 1;
    }
    ranks
}

/// Spearman's rank correlation: Pearson's correlation of the ranks (0 when either side is
/// constant).
pub fn spearman(xs: &[f64], ys: &[f64]) -> f64 {
    let (rx, ry) = (ranks(xs), ranks(ys));
    let n = rx.len() as f64;
    if n < 2.0 {
        return 0.0;
    }
    let (mx, my) = (rx.iter().sum::<f64>() / n, ry.iter().sum::<f64>() / n);
    let cov: f64 = rx.iter().zip(&ry).map(|(a, b)| (a - mx) * (b - my)).sum();
    let vx: f64 = rx.iter().map(|a| (a - mx).powi(2)).sum();
    let vy: f64 = ry.iter().map(|b| (b - my).powi(2)).sum();
    if vx == 0.0 || vy == 0.0 {
        0.0
    } else {
        cov / (vx * vy).sqrt()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spearman_is_one_for_the_same_order_and_minus_one_reversed() {
        let a = [1.0, 2.0, 3.0, 4.0];
        assert!((spearman(&a, &[10.0, 20.0, 30.0, f64::INFINITY]) - 1.0).abs() < 1e-12);
        assert!((spearman(&a, &[4.0, 3.0, 2.0, 1.0]) + 1.0).abs() < 1e-12);
        assert_eq!(ranks(&[5.0, 1.0, 5.0]), [2.5, 1.0, 2.5]);
    }

    #[test]
    fn agreement_counts_exact_ratings_and_those_within_a_tenth_and_a_fifth() {
        let pair = |ours: Option<u16>| Pair {
            se: Rating::tenths(80),
            ours: ours.map(Rating::tenths),
            hardest: None,
        };
        let pairs = [80, 81, 79, 82, 84].map(|t| pair(Some(t)));
        let a = Agreement::of(&[&pairs[..], &[pair(None)]].concat());
        assert_eq!(
            (
                a.puzzles,
                a.exact,
                a.within_tenth,
                a.within_fifth,
                a.needs_search
            ),
            (6, 1, 3, 4, 1)
        );
        assert!((a.mean_abs_diff - 0.16).abs() < 1e-9, "{}", a.mean_abs_diff);
    }

    #[test]
    fn a_rated_line_is_a_puzzle_and_a_rating() {
        let line = format!("{} 2.5", ".".repeat(81));
        let rated = parse_rated(&line, 3).unwrap().unwrap();
        assert_eq!((rated.line, rated.se), (3, Rating::tenths(25)));
        assert!(parse_rated("# comment", 1).unwrap().is_none());
        // The forum's lists name each puzzle's source in a comment after its rating.
        let sourced = format!("{} 11.6 # forum list ; CONFLICT 11.7", ".".repeat(81));
        let rated = parse_rated(&sourced, 4).unwrap().unwrap();
        assert_eq!((rated.line, rated.se), (4, Rating::tenths(116)));
        let err = parse_rated(&format!("{} x", ".".repeat(81)), 7).unwrap_err();
        assert!(err.starts_with("line 7: \"x\""), "{err}");
        let err = parse_rated(&format!("{}z 3.0", ".".repeat(80)), 9).unwrap_err();
        assert!(err.contains("line 9"), "{err}");
        assert!(parse_rated("only-one-field", 2).is_err());
    }
}
