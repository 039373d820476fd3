//! Assignments: a lambda bound to a name, tuple and chained assignments, a starred target, and
//! augmented assignments spelling list methods and bit sets. Each rule writes the plain
//! statements (`def`, `;`-separated assignments, `.append()`) its shorter spelling stands for.

use super::finder::Finder;
use super::registry::Trick;
use crate::pyexpr::{BinOp, CompKind, Expr, ExprKind};
use crate::pystmt::{Stmt, StmtKind};

impl Finder<'_> {
    /// An assignment: a lambda bound to a name, several names bound at once, a starred target
    /// alone, one value for several targets.
    pub(super) fn assignment(&mut self, s: &Stmt, golfed: String) {
        let StmtKind::Assign(targets, value) = &s.kind else {
            return;
        };
        let f = self;
        if let [t] = targets.as_slice()
            && let ExprKind::Name(name) = &t.kind
            && let ExprKind::Lambda(params, body) = &value.kind
        {
            let bt = f.text(body);
            f.push(
                s.start,
                Trick::LambdaDef,
                golfed.clone(),
                format!("def {name}({}):return {bt}", f.params_text(params)),
                "a lambda bound to a name is a function without `def` and `return`",
            );
        }
        if let [t] = targets.as_slice()
            && let (ExprKind::Tuple(ts), ExprKind::Tuple(vs)) = (&t.kind, &value.kind)
            && ts.len() == vs.len()
            && ts.iter().all(|x| matches!(x.kind, ExprKind::Name(_)))
            // `a,b=b,a+b` reads a after `a=b` would have rebound it: sequential
            // assignments are not the same, so there is no plain form this short.
            && vs.iter().enumerate().all(|(k, v)| {
                let read = v.names();
                ts[..k].iter().all(|t| !matches!(&t.kind, ExprKind::Name(n) if read.contains(n)))
            })
        {
            let parts: Vec<String> = ts
                .iter()
                .zip(vs)
                .map(|(a, b)| format!("{}={}", f.text(a), f.text(b)))
                .collect();
            f.push(s.start, Trick::TupleAssignment, golfed.clone(), parts.join(";"),
                "several names bound in one statement: the same bytes as `a=x;b=y`, but every value is computed before any name is bound (a swap needs no temporary)");
        }
        // `*x,=s`: a starred target alone in a tuple binds a list of every item.
        if let [t] = targets.as_slice()
            && let ExprKind::Tuple(ts) = &t.kind
            && let [star] = ts.as_slice()
            && let ExprKind::Starred(x) = &star.kind
            && matches!(x.kind, ExprKind::Name(_))
        {
            let (xt, vt) = (f.text(x), f.text(value));
            f.push(s.start, Trick::StarUnpack, golfed.clone(), format!("{xt}=list({vt})"),
                "a starred name alone in the target (`*x,=s`, Python 3) binds a list of every item: list() without its name");
            f.expr(value, false);
            return;
        }
        if targets.len() > 1 {
            let last = targets.last().expect("a target");
            let lt = f.text(last);
            let vt = f.text(value);
            let rest: Vec<String> = targets[..targets.len() - 1]
                .iter()
                .map(|t| format!("{}={lt}", f.text(t)))
                .collect();
            f.push(s.start, Trick::ChainedAssignment, golfed.clone(), format!("{lt}={vt};{}", rest.join(";")),
                "one value assigned to several targets in one statement (`a,b=B=x,y` unpacks the tuple and keeps it)");
        }
        for t in targets {
            f.expr(t, false);
        }
        f.expr(value, false);
    }

    /// An augmented assignment: `+=` spelling append and extend, `|=` and `^=` setting and
    /// flipping a bit of an int used as a set.
    pub(super) fn augmented_assignment(&mut self, s: &Stmt, golfed: String) {
        let StmtKind::AugAssign(t, op, v) = &s.kind else {
            return;
        };
        if op == "+=" {
            self.list_growth(s, t, v, &golfed);
        }
        if self.bit_assignment(s, t, op, v, &golfed) {
            return;
        }
        self.expr(t, false);
        self.expr(v, false);
    }

    /// `s+=x,`, `s+=[x]`, `s+=[x,y]`: a list grown by .append() or .extend(); a string grown
    /// by `+=` and tested with `in`: a set.
    fn list_growth(&mut self, s: &Stmt, t: &Expr, v: &Expr, golfed: &str) {
        let f = self;
        let tt = f.text(t);
        match &v.kind {
            ExprKind::Tuple(items) if items.len() == 1 => {
                let it = f.text(&items[0]);
                f.push(s.start, Trick::AppendTuple, golfed.to_string(), format!("{tt}.append({it})"),
                    "`s+=x,` extends a list by the one-item tuple x, (for a tuple it builds a new one): .append() in fewer bytes");
            }
            ExprKind::List(items) if items.len() > 1 => {
                f.push(
                    s.start,
                    Trick::ExtendList,
                    golfed.to_string(),
                    format!("{tt}.extend({})", f.text(v)),
                    "`s+=[x,y]` extends a list in place: .extend() in fewer bytes",
                );
            }
            ExprKind::Comp(CompKind::List, ..) => {
                f.push(s.start, Trick::ExtendList, golfed.to_string(), format!("{tt}.extend({})", f.text(v)),
                    "`s+=[... for ...]` extends a list in place by every item the comprehension makes: .extend() in fewer bytes");
            }
            _ if matches!(&t.kind, ExprKind::Name(n) if f.facts.strings.contains(n) && f.facts.members.contains(n))
                && !matches!(v.kind, ExprKind::List(_) | ExprKind::Tuple(_)) =>
            {
                f.push(s.start, Trick::StringSet, golfed.to_string(), format!("{tt}.add({})", f.text(v)),
                    "a string grown by `+=` and tested with `in` keeps the values used so far, as a set would (`s=''` against `s=set()`, `s+=c` against `s.add(c)`); it assumes each value added is one character, since `in` on a string also finds longer substrings");
            }
            ExprKind::List(items) if items.len() == 1 => {
                let it = f.text(&items[0]);
                f.push(
                    s.start,
                    Trick::AppendList,
                    golfed.to_string(),
                    format!("{tt}.append({it})"),
                    "`s+=[x]` extends a list by one item: .append() in fewer bytes",
                );
            }
            _ => {}
        }
    }

    /// `m|=(c)<<k`, `m|=1<<k`, `m^=1<<k`: a bit of an int used as a set set by a condition,
    /// set, or flipped; true when the assignment's sides have been walked.
    fn bit_assignment(&mut self, s: &Stmt, t: &Expr, op: &str, v: &Expr, golfed: &str) -> bool {
        let f = self;
        if op == "|="
            && let ExprKind::Binary(BinOp::Shl, c, k) = &v.kind
            && let Some(ct) = f.as_condition(c)
        {
            let (tt, kt) = (f.text(t), f.text(k));
            f.push(s.start, Trick::BoolShift, golfed.to_string(), format!("if {ct}:{tt}|=1<<{kt}"),
                "a comparison is 1 or 0 (True or False): `m|=(c)<<k` sets bit k only when c holds, an if statement in an expression (which, unlike an if, can follow a loop's header on its line)");
            f.expr(t, false);
            f.expr(c, true);
            f.expr(k, false);
            return true;
        }
        if op == "|="
            && let Some(kt) = f.one_bit(v)
        {
            let tt = f.text(t);
            f.push(s.start, Trick::BitmaskSet, golfed.to_string(), format!("{tt}.add({kt})"),
                "an int as a set of small numbers (bit k set when k is in it): `m|=1<<k` adds k, as s.add(k) does, with `m=0` for `s=set()` and `m>>k&1` for `k in s`");
            f.expr(t, false);
            f.walk_bit(v);
            return true;
        }
        if op == "^="
            && let Some(kt) = f.one_bit(v)
        {
            let tt = f.text(t);
            f.push(s.start, Trick::BitmaskToggle, golfed.to_string(), format!("{tt}^={{{kt}}}"),
                "an int as a set of small numbers (bit k set when k is in it): `m^=1<<k` flips bit k, adding k when absent and removing it when present, as `s^={k}` does to a set (one byte more for the int; `m=0` against `s=set()` wins it back)");
            f.expr(t, false);
            f.walk_bit(v);
            return true;
        }
        false
    }
}
