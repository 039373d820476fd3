//! Constant strings of a golfed file: what a constant expression evaluates to, and the code
//! strings exec runs in several places, a fact of the whole file read once before the walk.

use crate::pyexpr::{Arg, Expr, ExprKind, NoNames, Semantics, Value};
use crate::pystmt::{self, Program, StmtKind};

/// The string a constant expression makes, when it makes one.
pub(super) fn constant_str(e: &Expr, sem: Semantics) -> Option<String> {
    if !e.names().is_empty() {
        return None;
    }
    match e.eval(&NoNames, sem).ok()? {
        Value::Str(s) => Some(s),
        _ => None,
    }
}

/// A code string bound once to a name (`c="..."`) and run by exec in several places: the
/// name, the code, how many execs run it, where the first stands (the name's byte offset) and
/// the binding's bytes with its separator.
pub(super) struct ExecCode {
    pub(super) name: String,
    pub(super) code: String,
    pub(super) runs: usize,
    pub(super) first: usize,
    pub(super) binding: usize,
}

/// The code strings of `program` run by exec (statement or call) in two places or more, each
/// bound once to a constant string of one line of simple statements.
pub(super) fn exec_codes(program: &Program, sem: Semantics) -> Vec<ExecCode> {
    let mut bound: Vec<(String, Option<(String, usize)>)> = Vec::new();
    let mut runs: Vec<(String, usize)> = Vec::new();
    for (line, st) in program.stmts() {
        let offset = |k: usize| line.tokens.get(k).map_or(0, |t| t.offset);
        let code = match &st.kind {
            StmtKind::Assign(ts, v) => {
                for t in ts {
                    let ExprKind::Name(n) = &t.kind else { continue };
                    let value = constant_str(v, sem).filter(|c| {
                        !c.trim().contains('\n')
                            && pystmt::parse_program(c, sem)
                                .is_ok_and(|p| p.stmts().all(|(_, x)| !x.kind.is_header()))
                    });
                    // The statement's bytes and its separator (`;` or a line break).
                    let len = line
                        .tokens
                        .get(st.end.max(1) - 1)
                        .map_or(0, |t| t.offset + t.text.len() + 1 - offset(st.start));
                    match bound.iter_mut().find(|(m, _)| m == n) {
                        Some(b) => b.1 = None,
                        None => bound.push((n.clone(), value.map(|c| (c, len)))),
                    }
                }
                None
            }
            StmtKind::Exec { code, .. } => Some(code),
            StmtKind::Expr(e) => match &e.kind {
                ExprKind::Call(f, args) if matches!(&f.kind, ExprKind::Name(n) if n == "exec") => {
                    match args.as_slice() {
                        [Arg::Pos(c)] => Some(c),
                        _ => None,
                    }
                }
                _ => None,
            },
            _ => None,
        };
        if let Some(c) = code
            && let ExprKind::Name(n) = &c.unparen().kind
        {
            runs.push((n.clone(), offset(c.unparen().start)));
        }
    }
    bound
        .into_iter()
        .filter_map(|(name, v)| {
            let (code, binding) = v?;
            let at: Vec<usize> = runs
                .iter()
                .filter(|(n, _)| *n == name)
                .map(|r| r.1)
                .collect();
            (at.len() >= 2).then(|| ExecCode {
                code: code.trim().trim_end_matches(';').to_string(),
                runs: at.len(),
                first: at[0],
                binding,
                name,
            })
        })
        .collect()
}
