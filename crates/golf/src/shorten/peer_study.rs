//! The study of a program's peer tests: each factor of a test proved on all 6,561 pairs set
//! against the shortest factor `peer_search` finds for its house, in the file's own names.
//!
//! `golf shorten` reports it beside its digit-string rewrites.

use serde::Serialize;

use std::time::Duration;

use crate::peer_search::{self, PeerSearch};
use crate::peers::{self, Binding, FoundTest};
use crate::pyexpr::{self, BinOp, ExprKind, Semantics};

/// One factor of a peer test: the file's, and the shortest the search found for its house.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct FactorStudy {
    pub house: &'static str,
    /// The file's factor for this house, as it stands in the product.
    pub file: Option<String>,
    /// The shortest found, written as it would stand in the product, and how many tie.
    pub found: Option<String>,
    pub ties: usize,
}

/// A peer test of the file and what the search made of it, in one dialect.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PeerStudy {
    pub line: usize,
    pub col: usize,
    /// As written in the file.
    pub text: String,
    /// What its names stand for: the search works in `i` (the blank) and `j` (the other cell)
    /// and writes what it finds back in the file's names.
    pub binding: Binding,
    pub semantics: Semantics,
    pub factors: Vec<FactorStudy>,
    /// The shortest product of the file's and the found factors, in the file's names, proved
    /// on all 6,561 pairs.
    pub shortest: String,
    pub saves: isize,
    pub search: PeerSearch,
}

/// The factor as it stands in a product: parenthesised unless it binds like `*` or tighter.
fn as_factor(e: &str, sem: Semantics) -> String {
    match pyexpr::parse_in(e, sem).map(|p| p.kind) {
        Ok(ExprKind::Binary(op, ..))
            if !matches!(
                op,
                BinOp::Mul | BinOp::Pow | BinOp::Mod | BinOp::Div | BinOp::FloorDiv
            ) =>
        {
            format!("({e})")
        }
        _ => e.to_string(),
    }
}

/// A factor `(a or b)` (its clauses bitwise operands, no comparison or word operator among
/// them) written `(a|b)`: `a|b` is zero exactly when a and b both are, as `a or b` is false,
/// for any ints. Any other factor as it is.
fn barred(factor: &str, sem: Semantics) -> String {
    let Ok(e) = pyexpr::parse_in(factor, sem) else {
        return factor.to_string();
    };
    let clauses = e.unparen().or_clauses();
    let bitwise = |x: &&pyexpr::Expr| {
        !matches!(
            x.kind,
            ExprKind::Compare(..)
                | ExprKind::And(..)
                | ExprKind::Or(..)
                | ExprKind::Unary(pyexpr::UnOp::Not, _)
                | ExprKind::IfElse(..)
                | ExprKind::Lambda(..)
        )
    };
    if clauses.len() < 2 || !clauses.iter().all(bitwise) {
        return factor.to_string();
    }
    let texts: Vec<String> = clauses.iter().map(|c| c.to_string()).collect();
    format!("({})", texts.join("|"))
}

/// Studies a peer test `text` (a product in `i` and `j`) under `sem` against a search of
/// factors up to `max_len` characters within `limit`.
pub fn study_peer_test(
    text: &str,
    line: usize,
    col: usize,
    sem: Semantics,
    max_len: usize,
    limit: Duration,
) -> Option<PeerStudy> {
    let found = FoundTest {
        line,
        col,
        text: text.to_string(),
        binding: Binding::ij(),
        ij: text.to_string(),
    };
    study_found(&found, sem, max_len, limit)
}

/// Studies a peer test found in a file (see [`peers::find_tests`]): the search runs in `i`
/// and `j`, and its findings are written back in the file's names.
pub fn study_found(
    t: &FoundTest,
    sem: Semantics,
    max_len: usize,
    limit: Duration,
) -> Option<PeerStudy> {
    let e = pyexpr::parse_in(&t.ij, sem).ok()?;
    let search = peer_search::search(sem, max_len, limit);
    let file_factors: Vec<String> = e.factors().iter().map(|f| f.to_string()).collect();
    let named = |ij: String| t.binding.from_ij(&ij).unwrap_or(ij);
    let factors: Vec<(Option<String>, Option<String>, FactorStudy)> = peer_search::HOUSES
        .iter()
        .zip(&search.factors)
        .map(|(house, found)| {
            let file = file_factors
                .iter()
                .find(|f| peer_search::proves(f, house, sem))
                .map(|f| as_factor(f, sem));
            let found_ij = found.expr.as_ref().map(|f| as_factor(f, sem));
            let study = FactorStudy {
                house,
                file: file.clone().map(named),
                found: found_ij.clone().map(named),
                ties: found.ties,
            };
            (file, found_ij, study)
        })
        .collect();
    // The shorter of the two, measured in the file's names (an inline `a.find('.')` weighs
    // its full length at each use).
    let parts: Option<Vec<String>> = factors
        .iter()
        .map(|(file, found, _)| match (file, found) {
            (Some(a), Some(b)) => Some(if named(b.clone()).len() < named(a.clone()).len() {
                b.clone()
            } else {
                a.clone()
            }),
            (a, b) => a.clone().or_else(|| b.clone()),
        })
        .collect();
    let proved = |p: &String| pyexpr::parse_in(p, sem).is_ok_and(|x| peers::check(&x, sem).proved);
    // Each factor's `or` spelled `|` where that still proves (a factor the search is too
    // short to reach: `(i/27^j/27 or i%9/3^j%9/3)`).
    let barred = parts
        .as_ref()
        .map(|p| {
            p.iter()
                .map(|f| barred(f, sem))
                .collect::<Vec<_>>()
                .join("*")
        })
        .filter(proved);
    let shortest_ij = parts.map(|p| p.join("*")).filter(proved);
    let shortest_ij = match (shortest_ij, barred) {
        (Some(a), Some(b)) if b.len() < a.len() => Some(b),
        (a, b) => a.or(b),
    }?;
    let shortest = named(shortest_ij);
    Some(PeerStudy {
        line: t.line,
        col: t.col,
        text: t.text.clone(),
        binding: t.binding.clone(),
        semantics: sem,
        saves: t.text.len() as isize - shortest.len() as isize,
        shortest,
        factors: factors.into_iter().map(|(_, _, f)| f).collect(),
        search,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A box factor written with `or` is a byte or three longer than with `|`, and too long for
    /// the factor search to reach: the study spells it with `|`, proved on every pair.
    #[test]
    fn an_or_between_bitwise_clauses_is_spelled_bar() {
        let t = "(i-j)%9*(i/9^j/9)*(i/27^j/27 or i%9/3^j%9/3)";
        let s = study_peer_test(t, 1, 1, Semantics::Py2, 3, Duration::from_secs(5)).unwrap();
        assert!(
            s.shortest.contains("i/27^j/27|i%9/3^j%9/3"),
            "{}",
            s.shortest
        );
        assert!(s.saves >= 3, "{s:?}");
        // A comparison among the clauses keeps its `or`.
        assert_eq!(barred("(i==j or i<j)", Semantics::Py2), "(i==j or i<j)");
    }
}
