//! The names a golfed file keeps as one-bit masks (`m=1<<d`): a fact of the whole file, read
//! once before the walk, so that the bit tricks can tell `r|=m` (adding a number to a set) from
//! an `|` of two numbers.

use crate::pyexpr::{BinOp, Expr, ExprKind};
use crate::pystmt::{Program, StmtKind};

/// The names every assignment binds to `1<<k` with one shift `k` as written (`m=1<<d`),
/// each with that shift's text: such a name is a set of one number, so `r|=m`, `r^=m` and
/// `r&m` add, flip and test that number. A name bound otherwise anywhere is no mask.
pub(super) fn mask_names(program: &Program, source: &str) -> Vec<(String, String)> {
    let mut found: Vec<(String, Option<String>)> = Vec::new();
    for (line, st) in program.stmts() {
        let mut bind = |n: &str, k: Option<String>| match found.iter_mut().find(|(m, _)| m == n) {
            Some((_, old)) if *old != k => *old = None,
            Some(_) => {}
            None => found.push((n.to_string(), k)),
        };
        let targets = |t: &Expr, out: &mut Vec<String>| {
            t.visit(&mut |x| {
                if let ExprKind::Name(n) = &x.kind {
                    out.push(n.clone());
                }
            })
        };
        let mut names = Vec::new();
        match &st.kind {
            StmtKind::Assign(ts, v) => {
                let shift = match &v.kind {
                    ExprKind::Binary(BinOp::Shl, one, k) if matches!(&one.kind, ExprKind::Num(n) if n == "1") =>
                    {
                        let (a, b) = (&line.tokens[k.start], &line.tokens[k.end - 1]);
                        source
                            .get(a.offset..b.offset + b.text.len())
                            .map(str::to_string)
                    }
                    _ => None,
                };
                for t in ts {
                    match &t.kind {
                        ExprKind::Name(n) => bind(n, shift.clone()),
                        _ => targets(t, &mut names),
                    }
                }
            }
            StmtKind::AugAssign(t, ..) | StmtKind::For { target: t, .. } => targets(t, &mut names),
            StmtKind::Def { params, .. } => names.extend(params.iter().map(|p| p.name.clone())),
            _ => {}
        }
        for n in names {
            bind(&n, None);
        }
    }
    found
        .into_iter()
        .filter_map(|(n, k)| Some((n, k?)))
        .collect()
}
