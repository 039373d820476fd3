//! Peer tests: the product or sum of a Sudoku solver's row, column and box tests, and the names they stand for.

use super::facts::Role;
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use super::walk::Walk;
use crate::peers::is_peer;
use crate::pyexpr::{self, BinOp, CompKind, Expr, ExprKind, Semantics, UnOp, Value};

impl Finder<'_> {
    /// The plain boolean peer test in the file's names and dialect: true for peers when
    /// `peer` is set, true for non-peers otherwise.
    pub(super) fn plain_peer_test(&self, roles: &[(String, Role)], peer: bool) -> String {
        let ([c1, r1, br1, bc1], [c2, r2, br2, bc2]) = self.cell_terms(roles);
        if peer {
            format!("{c1}=={c2} or {r1}=={r2} or {br1}=={br2} and {bc1}=={bc2}")
        } else {
            format!("{c1}!={c2} and {r1}!={r2} and({br1}!={br2} or {bc1}!={bc2})")
        }
    }

    /// Each cell's column, row, box row and box column in the file's names and dialect.
    fn cell_terms(&self, roles: &[(String, Role)]) -> ([String; 4], [String; 4]) {
        let d = if self.sem == Semantics::Py2 {
            "/"
        } else {
            "//"
        };
        // Each cell's column, row, box row and box column, from an index or from a row and
        // a column.
        let cell = |c: usize| -> [String; 4] {
            let named = |want: Role| {
                roles
                    .iter()
                    .find(|(_, r)| *r == want)
                    .map(|(n, _)| n.clone())
            };
            match named(Role::Index(c)) {
                Some(i) => [
                    format!("{i}%9"),
                    format!("{i}{d}9"),
                    format!("{i}{d}27"),
                    format!("{i}%9{d}3"),
                ],
                None => {
                    let r = named(Role::Row(c)).unwrap_or_default();
                    let k = named(Role::Col(c)).unwrap_or_default();
                    [k.clone(), r.clone(), format!("{r}{d}3"), format!("{k}{d}3")]
                }
            }
        };
        (cell(0), cell(1))
    }

    /// The parts of a peer test found true: each factor (or clause) that decides one of the
    /// two cells' column, row, box, box row or box column, named with its plain comparison
    /// (each checked on all 6,561 pairs), and the parts of a box test inside it.
    fn peer_factors(&mut self, e: &Expr, roles: &[(String, Role)], depth: usize) {
        let parts: Vec<&Expr> = match &e.unparen().kind {
            ExprKind::Binary(op @ (BinOp::Mul | BinOp::Or | BinOp::And), ..) => {
                let mut out = Vec::new();
                let mut stack = vec![e.unparen()];
                while let Some(x) = stack.pop() {
                    match &x.kind {
                        ExprKind::Binary(o, a, b) if o == op => {
                            stack.push(b);
                            stack.push(a);
                        }
                        _ => out.push(x),
                    }
                }
                out
            }
            ExprKind::Or(..) => e.unparen().or_clauses(),
            ExprKind::And(a, b) => vec![a, b],
            _ => return,
        };
        if parts.len() < 2 {
            return;
        }
        let names: Vec<String> = roles.iter().map(|(n, _)| n.clone()).collect();
        let rs: Vec<Role> = roles.iter().map(|(_, r)| *r).collect();
        let ([c1, r1, br1, bc1], [c2, r2, br2, bc2]) = self.cell_terms(roles);
        // Each relation: what it compares, and its plain tests for "differ" and "same".
        let relations: [Relation; 5] = [
            (
                "column",
                |i, j| i % 9 == j % 9,
                format!("{c1}!={c2}"),
                format!("{c1}=={c2}"),
            ),
            (
                "row",
                |i, j| i / 9 == j / 9,
                format!("{r1}!={r2}"),
                format!("{r1}=={r2}"),
            ),
            (
                "box",
                |i, j| i / 27 == j / 27 && i % 9 / 3 == j % 9 / 3,
                format!("{br1}!={br2} or {bc1}!={bc2}"),
                format!("{br1}=={br2} and {bc1}=={bc2}"),
            ),
            (
                "box row",
                |i, j| i / 27 == j / 27,
                format!("{br1}!={br2}"),
                format!("{br1}=={br2}"),
            ),
            (
                "box column",
                |i, j| i % 9 / 3 == j % 9 / 3,
                format!("{bc1}!={bc2}"),
                format!("{bc1}=={bc2}"),
            ),
        ];
        for part in parts {
            let Some(decided) = self.decided_relation(part, &names, &rs, &relations) else {
                continue;
            };
            let found = decided.map(|(k, differ)| {
                let (what, _, to_differ, to_equal) = &relations[k];
                let plain = if differ { to_differ } else { to_equal };
                (what, plain.clone(), differ)
            });
            if let Some((what, plain, differ)) = found {
                let golfed = self.text(part);
                let readable = self.drop_in(part.start, &golfed, plain);
                // A part already written as the comparison it stands for is no trick.
                let bare = |t: &str| {
                    let t = tight_text(t);
                    match t.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
                        Some(inner) if pyexpr::parse_in(inner, self.sem).is_ok() => {
                            inner.to_string()
                        }
                        _ => t,
                    }
                };
                if golfed.len() > 1 && bare(&golfed) != bare(&readable) {
                    let note = if differ {
                        format!(
                            "a part of the peer test: true (non-zero) exactly when the two cells are in different {}, zero when they share a {what} (checked on all 6,561 pairs)",
                            if *what == "box" {
                                "boxes".to_string()
                            } else {
                                format!("{what}s")
                            }
                        )
                    } else {
                        format!(
                            "a part of the peer test: true exactly when the two cells share a {what} (checked on all 6,561 pairs)"
                        )
                    };
                    self.push(part.start, Trick::PeerFactor, golfed, readable, &note);
                }
            }
            if depth == 0 {
                self.peer_factors(part, roles, depth + 1);
            }
        }
    }

    /// Which of `relations` the peer test's part `part` decides (its index, and whether it is
    /// true for cells that differ there), each checked on all 6,561 pairs with the names
    /// standing for the roles `rs`; `None` when the part does not evaluate. Remembered by the
    /// part's printed form and roles: a file repeats its peer test.
    fn decided_relation(
        &self,
        part: &Expr,
        names: &[String],
        rs: &[Role],
        relations: &[Relation; 5],
    ) -> Option<Option<(usize, bool)>> {
        let key = format!("{part} {names:?} {rs:?}");
        if let Some(found) = self.facts.peer_parts.borrow().get(&key) {
            return *found;
        }
        let truth: Option<Vec<bool>> = (0..81)
            .flat_map(|i| (0..81).map(move |j| (i, j)))
            .map(|(i, j)| {
                let env = Cells {
                    names,
                    roles: rs,
                    cells: [i, j],
                };
                part.eval(&env, self.sem).ok().map(|v| v.truthy())
            })
            .collect();
        let found = truth.map(|truth| {
            relations
                .iter()
                .enumerate()
                .find_map(|(k, (_, same, _, _))| {
                    let t = |k: usize| truth[k];
                    let pairs = || (0..81usize).flat_map(|i| (0..81usize).map(move |j| (i, j)));
                    if pairs().enumerate().all(|(k, (i, j))| t(k) != same(i, j)) {
                        Some((k, true))
                    } else if pairs().enumerate().all(|(k, (i, j))| t(k) == same(i, j)) {
                        Some((k, false))
                    } else {
                        None
                    }
                })
        });
        self.facts.peer_parts.borrow_mut().insert(key, found);
        found
    }

    /// True (and the trick recorded) when `e` is a test in two names that decides whether two
    /// cells are peers (checked on all 6,561 pairs), shorter than the plain boolean test.
    pub(super) fn peer_product(&mut self, e: &Expr, _cond: bool) -> bool {
        // `P<1` with P a peer test: the product and the `<1` are two tricks.
        if let ExprKind::Compare(a, chain) = &e.unparen().kind
            && chain.len() == 1
            && [&**a, &chain[0].1]
                .into_iter()
                .any(|x| self.peer_polarity(x).is_some())
        {
            return false;
        }
        let Some((peer, roles)) = self.peer_roles(e) else {
            return false;
        };
        let readable = self.plain_peer_test(&roles, peer);
        let golfed = self.text(e);
        if tight_text(&readable).len() <= tight_text(&golfed).len() {
            return false;
        }
        let readable = self.drop_in(e.start, &golfed, readable);
        let (name, how) = if matches!(e.unparen().kind, ExprKind::Binary(..)) {
            (
                Trick::PeerProduct,
                "a product is zero when a factor is, x^y when x == y, x|y when both are",
            )
        } else {
            (
                Trick::PeerTest,
                "an arithmetic form in place of the comparisons",
            )
        };
        let note = format!(
            "{} exactly when the two cells share a column, a row or a box (checked on all 6,561 pairs): {how}; compared with the plain boolean test",
            if peer { "true" } else { "false (zero)" }
        );
        self.push(e.start, name, golfed, readable, &note);
        self.peer_factors(e, &roles, 0);
        true
    }

    pub(super) fn is_peer_test(&self, e: &Expr) -> bool {
        self.peer_polarity(e) == Some(false)
    }

    /// `Some(false)` when `e` is false exactly for peers, `Some(true)` when it is true exactly
    /// for peers, `None` otherwise (see [`Finder::peer_roles`]).
    pub(super) fn peer_polarity(&self, e: &Expr) -> Option<bool> {
        self.peer_roles(e).map(|(peer, _)| peer)
    }

    /// Whether `e` decides if two cells are peers, and how its names stand for the cells: two
    /// cell indices (0-80), an index and a row and column, or two rows and columns (0-8),
    /// each reading checked on all 6,561 pairs of cells.
    pub(super) fn peer_roles(&self, e: &Expr) -> Option<(bool, Vec<(String, Role)>)> {
        // Expressions printed alike evaluate alike (the printing parenthesises as the tree
        // nests): a file that repeats its peer test proves it once.
        let key = e.to_string();
        if let Some(found) = self.facts.peer_roles.borrow().get(&key) {
            return found.clone();
        }
        let found = self.prove_peer_roles(e);
        self.facts
            .peer_roles
            .borrow_mut()
            .insert(key, found.clone());
        found
    }

    /// [`Finder::peer_roles`] computed: each reading of the names tried on all 6,561 pairs.
    fn prove_peer_roles(&self, e: &Expr) -> Option<(bool, Vec<(String, Role)>)> {
        let names = e.names();
        if !(2..=4).contains(&names.len())
            || !matches!(
                e.unparen().kind,
                ExprKind::Binary(..)
                    | ExprKind::And(..)
                    | ExprKind::Or(..)
                    | ExprKind::Compare(..)
                    | ExprKind::Unary(UnOp::Not, _)
            )
        {
            return None;
        }
        let holds = |roles: &[Role], peer: bool| {
            (0..81).all(|i| {
                (0..81).all(|j| {
                    let env = Cells {
                        names: &names,
                        roles,
                        cells: [i, j],
                    };
                    match e.eval(&env, self.sem) {
                        Ok(v) => v.truthy() == (peer == is_peer(i as usize, j as usize)),
                        Err(_) => false,
                    }
                })
            })
        };
        Role::readings(names.len()).into_iter().find_map(|roles| {
            [false, true]
                .into_iter()
                .find(|&p| holds(&roles, p))
                .map(|p| (p, names.iter().cloned().zip(roles).collect()))
        })
    }
}

/// A relation of two cells (0-80) a part of a peer test may decide: its name, whether two cells
/// share it, and its plain tests for "differ" and "share" in the file's names.
type Relation = (&'static str, fn(usize, usize) -> bool, String, String);

/// The names of a peer test bound for one pair of cells.
pub(super) struct Cells<'a> {
    names: &'a [String],
    roles: &'a [Role],
    cells: [i64; 2],
}

impl pyexpr::Env for Cells<'_> {
    fn get(&self, name: &str) -> Option<Value> {
        let k = self.names.iter().position(|n| n == name)?;
        Some(Value::int(self.roles[k].value(self.cells)))
    }
}

impl Finder<'_> {
    /// A sum or product (or parenthesised one) read as a product of peer tests.
    pub(super) fn peer_test_product(&mut self, e: &Expr, cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Binary(..) | ExprKind::Paren(_) if self.peer_product(e, cond) => Walk::Walked,
            _ => Walk::NotMine,
        }
    }

    /// `[E or a[j] for j in ...]` with E a peer test: the int-or-digit list.
    pub(super) fn int_or_digit(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Comp(CompKind::List, elt, gens) => {
                // `[E or a[j] for j in range(81)]` with E a peer test: the int-or-digit list.
                if let ExprKind::Or(test, item) = &elt.kind
                    && self.is_peer_test(test)
                {
                    let (tt, it) = (self.text(test), self.text(item));
                    let g = &gens[0];
                    let (gt, gi) = (self.text(&g.target), self.text(&g.iter));
                    self.push(elt.start, Trick::IntOrDigit, format!("[{}for {gt} in {gi}]", self.text(elt)), format!("[{it} for {gt} in {gi} if {tt}==0]"),
                        "a non-zero int in the list never equals a one-character string, so the list excludes exactly the peers' characters");
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// `and`, `or`, `not` and chained comparisons read as peer tests.
    pub(super) fn peer_test_logic(&mut self, e: &Expr, cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Or(..) | ExprKind::And(..) | ExprKind::Unary(UnOp::Not, _) => {
                self.peer_product(e, cond)
            }
            ExprKind::Compare(_, chain) if chain.len() > 1 => self.peer_product(e, cond),
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }
}
