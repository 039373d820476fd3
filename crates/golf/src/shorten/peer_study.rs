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
    let shortest_ij = parts
        .map(|p| p.join("*"))
        .filter(|p| pyexpr::parse_in(p, sem).is_ok_and(|x| peers::check(&x, sem).proved))?;
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
