//! Functions: default arguments of a `def` or `lambda`.

use super::facts::recursion_passes;
use super::finder::Finder;
use super::registry::Trick;
use super::walk::Walk;
use crate::pyexpr::{CompKind, Expr, ExprKind, Param};
use crate::pystmt::{Stmt, StmtKind};

impl Finder<'_> {
    /// A default argument `,p=v` of function `fname` (a def's, or a named lambda's), against
    /// what the plain form writes instead.
    /// A literal default that no recursive call passes: the parameter holds it in every call,
    /// a named constant (a lambda cannot assign one), or nothing at all when never read.
    pub(super) fn default_never_passed(&mut self, body: &Expr, p: &Param, d: &Expr) {
        let (name, value) = (&p.name, self.text(d));
        let golfed = format!(",{name}={value}");
        let at = d.start.saturating_sub(2);
        let mut reads = 0;
        body.visit(&mut |x| {
            reads += usize::from(matches!(&x.kind, ExprKind::Name(n) if n == name))
        });
        let every = format!(
            "no call passes `{name}`, the recursive calls included: it is {value} in every call"
        );
        if reads == 0 {
            self.push_saving(at, Trick::DefaultArgument, golfed.clone(), String::new(), -(golfed.len() as isize),
                &format!("a default argument that does nothing: {every} and the body never reads it, so `{golfed}` costs {} bytes", golfed.len()));
        } else {
            let saves =
                (reads * value.len()) as isize - (reads * name.len() + golfed.len()) as isize;
            self.push_saving(at, Trick::DefaultArgument, golfed, format!("{value} written at each of the {reads} reads of `{name}`"), saves,
                &format!("a default argument as a named constant: {every} (a lambda cannot assign a name)"));
        }
    }

    pub(super) fn default_argument(
        &mut self,
        fname: Option<&str>,
        params: &[Param],
        p: &Param,
        d: &Expr,
        recursive: bool,
    ) {
        let (name, value) = (&p.name, self.text(d));
        let golfed = format!(",{name}={value}");
        let at = d.start.saturating_sub(2);
        let literal = matches!(d.kind, ExprKind::Num(_) | ExprKind::Str { .. });
        match fname {
            // Passed as a value (`map(f,s)`): no caller can supply the value, so the plain
            // form wraps the function where it is passed.
            Some(f) if recursive && literal && self.facts.passed.iter().any(|n| n == f) => {
                let plain: Vec<&str> = params
                    .iter()
                    .filter(|q| q.default.is_none())
                    .map(|q| q.name.as_str())
                    .collect();
                let ps = plain.join(",");
                let wrapper = format!("lambda {ps}:{f}({ps},{value})");
                // The header keeps `,p` without its `=v`; the wrapper stands where f is passed.
                let saves = (wrapper.len() - f.len()) as isize - (value.len() as isize + 1);
                self.push_saving(at, Trick::DefaultArgument, golfed,
                    format!("`{name}` a plain parameter, and {wrapper} where {f} is passed as a value"), saves,
                    &format!("a default argument for a recursion parameter of a function passed as a value (`map({f},...)`): no caller there can pass `{name}`, so the plain form wraps {f} in a lambda that does"));
            }
            _ if recursive && literal => {
                self.push(at, Trick::DefaultArgument, golfed,
                    format!("{value} passed at the first call, `{name}` a plain parameter"),
                    &format!("a default argument for a recursion parameter: the outside call leaves it out, the recursive calls pass it (`,{name}={value}` in the header against `,{value}` at the call: the same bytes)"));
            }
            _ => {
                // `p=v` on a line of its own at the indentation of the line that holds the
                // header: its newline matches the header's comma, its indentation is extra.
                let indent = self.toks.first().map_or(0, |t| {
                    let start = self.source[..t.offset.min(self.source.len())]
                        .rfind('\n')
                        .map_or(0, |k| k + 1);
                    t.offset.saturating_sub(start)
                });
                // In an exec string's code, the line of its own stands where the exec
                // statement does: its indentation is that line's, plus the code's own.
                let indent = if self.exec_at.is_some() {
                    indent + self.exec_indent
                } else {
                    indent
                };
                let how = if indent > 0 {
                    format!(
                        ", indented by {indent} byte{}",
                        if indent == 1 { "" } else { "s" }
                    )
                } else {
                    String::new()
                };
                self.push_saving(at, Trick::DefaultArgument, golfed,
                    format!("{name}={value} on a line of its own{how}"), indent as isize,
                    &format!("a default argument binds a name once, where a statement cannot stand (`,{name}={value}` against a line `{name}={value}`: the same bytes{})", if indent > 0 { ", and the line's indentation" } else { "" }));
            }
        }
    }
}

impl Finder<'_> {
    /// What a default argument `name=value` stands for: in a function that calls itself, a
    /// constant default is the value its first call would pass; otherwise a global binding.
    /// The readable form of a `def` or `lambda`'s parameters, defaults kept.
    pub(super) fn params_text(&self, params: &[Param]) -> String {
        let f = self;
        params
            .iter()
            .map(|p| {
                let stars = "*".repeat(p.stars as usize);
                match &p.default {
                    Some(d) => format!("{stars}{}={}", p.name, f.text(d)),
                    None => format!("{stars}{}", p.name),
                }
            })
            .collect::<Vec<_>>()
            .join(",")
    }
}

impl Finder<'_> {
    /// A lambda: its default arguments, and `a and b` as its body standing for a conditional.
    pub(super) fn lambda_defaults(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Lambda(params, body) => {
                for p in params {
                    if let Some(d) = &p.default {
                        let rec = body
                            .names()
                            .iter()
                            .any(|n| self.facts.recursive.iter().any(|(r, _)| r == n));
                        let fname = self.func.map(|(n, _)| n.to_string());
                        if let Some(f) = fname.as_deref()
                            && rec
                            && matches!(d.kind, ExprKind::Num(_) | ExprKind::Str { .. })
                            && !self.facts.passed.iter().any(|n| n == f)
                            && !recursion_passes(body, f, params, p)
                        {
                            self.default_never_passed(body, p, d);
                            continue;
                        }
                        self.default_argument(fname.as_deref(), params, p, d, rec);
                        self.expr(d, false);
                    }
                }
                // `a and b` as a lambda's body: the statement `if a:return b` has no room there.
                if let ExprKind::And(a, b) = &body.kind {
                    let (at, bt) = (self.text(a), self.text(b));
                    self.push(body.start, Trick::AndAsIf, self.text(body), format!("{bt} if {at} else {at}"),
                        "`x and y` in a lambda's body is y when x is true and x otherwise: the short-circuit stands for a conditional");
                    self.expr(a, true);
                    self.expr(b, false);
                    return Walk::Walked;
                }
                // A list of Nones is no value: the comprehension is run for its calls.
                if let ExprKind::Comp(CompKind::List, elt, gens) = &body.kind
                    && returns_none(elt)
                {
                    // The loop is the def's body: what stands before or after the lambda's
                    // statement on its line is no concern of it.
                    let followed = std::mem::replace(&mut self.followed, false);
                    let preceded = std::mem::replace(&mut self.preceded, false);
                    self.scope_depth += 1;
                    let at = self.tricks.len();
                    self.comprehension_as_loop(body, elt, gens);
                    self.scope_depth -= 1;
                    self.followed = followed;
                    self.preceded = preceded;
                    // The loop is a statement: it stands in the def the lambda is written
                    // as, not in the lambda.
                    if let Some(t) = self.tricks.get_mut(at) {
                        t.readable
                            .push_str(", as the body of the def the lambda stands for");
                    }
                    return Walk::Walked;
                }
                self.expr(body, false);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }
}

impl Finder<'_> {
    /// A `def` header's default arguments, each against what the plain form writes instead.
    pub(super) fn def_defaults(&mut self, s: &Stmt) {
        let StmtKind::Def { name, params } = &s.kind else {
            return;
        };
        let f = self;
        let recursive = f.facts.recursive.iter().any(|(r, _)| r == name);
        for prm in params {
            if let Some(d) = &prm.default {
                let dt = f.text(d);
                if let [_] = params.as_slice() {
                    // The only parameter: no comma to save, so `=v` in the header costs
                    // its bytes against a header without it (the value passed, or bound,
                    // elsewhere in as many bytes as it takes at best).
                    f.push_saving(
                        d.start.saturating_sub(2),
                        Trick::DefaultArgument,
                        format!("{}={dt}", prm.name),
                        format!("({}) without a default", prm.name),
                        -1,
                        "a default on a function's only parameter has no comma to share: `=v` in the header costs at least one byte against passing v at the one outside call (`f(v)` against `f()`, where the header is `f(x)`)",
                    );
                    f.expr(d, false);
                    continue;
                }
                f.default_argument(Some(name), params, prm, d, recursive);
                f.expr(d, false);
            }
        }
    }
}

/// Whether `e` is a call that returns None whatever it does: print(), or a list's or a set's
/// method that changes it in place.
fn returns_none(e: &Expr) -> bool {
    match &e.unparen().kind {
        ExprKind::Call(f, _) => match &f.kind {
            ExprKind::Name(n) => n == "print",
            ExprKind::Attr(_, m) => matches!(
                m.as_str(),
                "append" | "extend" | "insert" | "add" | "update" | "discard" | "remove" | "sort"
            ),
            _ => false,
        },
        _ => false,
    }
}
