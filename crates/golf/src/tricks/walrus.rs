//! The walrus `n:=v` (Python 3.8+): an assignment inside an expression. It is measured against
//! the plain statement before its own or, where no statement can stand, against v written at
//! each read of n.

use super::facts::is_primary;
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use super::walk::Walk;
use crate::pyexpr::{Expr, ExprKind};

impl Finder<'_> {
    /// `n:=v`: the walrus against the plain statement before, or against v written at each read.
    pub(super) fn walrus(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Walrus(n, v) => {
                let plan = self.hoist.clone().unwrap_or_default();
                let region = plan.regions.iter().find(|r| r.0 == e.start).map(|r| r.1);
                match (plan.hoisted, region) {
                    (Some((at, saves)), _) if at == e.start => {
                        let note = if saves == 0 {
                            "`:=` assigns inside an expression (Python 3.8+), but here the plain statement before this one takes as many bytes: the walrus is not a saving".to_string()
                        } else if saves > 0 {
                            "`:=` assigns inside an expression (Python 3.8+): shorter than the plain statement before this one".to_string()
                        } else {
                            format!("`:=` assigns inside an expression (Python 3.8+), but here the plain statement before this one fits and is {} byte{} shorter: the walrus is not a saving", -saves, if saves == -1 { "" } else { "s" })
                        };
                        let readable = format!("{n}={} on a statement of its own before, `{n}` here", self.text(v));
                        self.push_saving(e.start, Trick::Walrus, self.text(e), readable, saves, &note);
                    }
                    (_, Some((a, b))) => {
                        let (golfed, plain, uses) = self.walrus_written_out(e, n, v, (a, b));
                        let readable = self.drop_in(a, &golfed, plain);
                        let saves = tight_text(&readable).len() as isize - tight_text(&golfed).len() as isize;
                        let against = if uses == 0 {
                            "against v alone, the name never read".to_string()
                        } else {
                            format!(
                                "against v written at each of its {uses} read{} (computed again at each, the same value when v has no side effects)",
                                if uses == 1 { "" } else { "s" }
                            )
                        };
                        let note = format!(
                            "`:=` assigns inside an expression (Python 3.8+), where no statement can stand before it; {against}{}",
                            if saves > 0 { "" } else { ": in bytes not a saving here" }
                        );
                        self.push_saving(e.start, Trick::Walrus, golfed, readable, saves, &note);
                    }
                    _ => self.unknown(
                        e.start,
                        self.text(e),
                        format!("a walrus whose name is read in its own value or outside the statement (`{n}` read again later): no plain form measured"),
                    ),
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// The expression `region` (token span) holding the walrus `e` (`n:=v`) with the walrus
    /// replaced by `v` and each read of `n` by `v` (in parentheses unless a primary): its text
    /// as written, that plain text (only the spaces Python needs), and the number of reads.
    pub(super) fn walrus_written_out(
        &self,
        e: &Expr,
        n: &str,
        v: &Expr,
        region: (usize, usize),
    ) -> (String, String, usize) {
        let atomic = is_primary(v);
        let vt = self.text(v);
        // The walrus alone (its name never read): its value in its place, parenthesised only
        // where the place needs it (see `drop_in`).
        if region == (e.start, e.end) {
            return (self.text(e), vt, 0);
        }
        let vt = if atomic { vt } else { format!("({vt})") };
        // The walrus with the parentheses it needs as a whole (`(n:=v)`), but a call's own.
        let (mut ws, mut we) = (e.start, e.end);
        if ws > region.0
            && we < region.1
            && self.toks[ws - 1].is("(")
            && self.toks[we].is(")")
            && !(ws >= 2 && {
                let p = &self.toks[ws - 2];
                p.kind == crate::pytoken::Kind::Name
                    && !crate::pyexpr::is_keyword(&p.text, self.sem)
                    || p.is(")")
                    || p.is("]")
            })
        {
            ws -= 1;
            we += 1;
        }
        let mut out = String::new();
        let mut uses = 0;
        let mut k = region.0;
        while k < region.1 {
            let t = &self.toks[k];
            let text = if k == ws {
                k = we;
                vt.as_str()
            } else {
                k += 1;
                if t.kind == crate::pytoken::Kind::Name
                    && t.text == n
                    && !(k >= 2 && self.toks[k - 2].is("."))
                {
                    uses += 1;
                    vt.as_str()
                } else {
                    t.text.as_str()
                }
            };
            if out.ends_with(super::layout::word_char) && text.starts_with(super::layout::word_char)
            {
                out.push(' ');
            }
            out.push_str(text);
        }
        (self.span(region.0, region.1), out, uses)
    }
}
