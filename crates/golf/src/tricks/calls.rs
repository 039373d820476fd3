//! Calls: built-in calls spelled short, and calls that stop the program.

use super::facts::{Stop, boolish, is_str_expr};
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use super::report::ORDINARY;
use super::walk::Walk;
use crate::pyexpr::{Arg, BinOp, CompKind, Expr, ExprKind, Semantics};

/// A rule for a call: the node, the called name (empty for a method), the arguments.
type CallRule<'f> = fn(&mut Finder<'f>, &Expr, &str, &[Arg]) -> Walk;

impl Finder<'_> {
    /// Calls of a known shape, and calls of a function neither the file defines nor the
    /// finder knows (listed as unknown).
    pub(super) fn call_shapes(&mut self, e: &Expr, f: &Expr, args: &[Arg], golfed: String) -> bool {
        let fname = match &f.kind {
            ExprKind::Name(n) => n.as_str(),
            _ => "",
        };
        if let Some(stop) = self.stop_call(f, args) {
            self.stop_shapes(e, f, fname, stop, golfed);
            self.walk_call_args(args);
            return true;
        }
        // Tried in this order, the first whose name and arguments fit deciding.
        let rules: &[CallRule<'_>] = &[
            Self::modular_power,
            Self::print_star,
            Self::print_end,
            Self::zip_grouper,
            Self::reduce_loop,
            Self::next_of_call,
            Self::map_call,
            Self::import_expression,
            Self::zip_shifted,
            Self::zip_padded,
            Self::print_comma,
        ];
        for rule in rules {
            match rule(self, e, fname, args) {
                Walk::NotMine => continue,
                Walk::Noted => break,
                Walk::Walked => return true,
            }
        }
        self.unknown_call(e, f, fname, golfed);
        false
    }

    /// A call of a name neither the file defines nor the finder knows as ordinary, or of a
    /// method not known as ordinary: listed as unknown.
    fn unknown_call(&mut self, e: &Expr, f: &Expr, fname: &str, golfed: String) {
        if !fname.is_empty()
            && !ORDINARY.contains(&fname)
            && !self.facts.defined.iter().any(|d| d == fname)
        {
            self.unknown(e.start, golfed.clone(), format!("a call of `{fname}`: neither defined in the file nor in the finder's list of ordinary calls"));
        }
        if let ExprKind::Attr(_, m) = &f.kind
            && !ORDINARY.contains(&m.as_str())
        {
            self.unknown(
                e.start,
                golfed,
                format!("a call of the method `{m}`: not in the finder's list of ordinary calls"),
            );
        }
    }

    /// Each argument of a call walked as a value.
    fn walk_call_args(&mut self, args: &[Arg]) {
        for a in args {
            let (Arg::Pos(x) | Arg::Star(x) | Arg::StarStar(x) | Arg::Keyword(_, x)) = a;
            self.expr(x, false);
        }
    }

    /// `pow(b,e,m)`: b**e%m by modular exponentiation.
    fn modular_power(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        match (fname, args) {
            ("pow", [Arg::Pos(b), Arg::Pos(x), Arg::Pos(m)]) => {
                let golfed = self.text(e);
                let plain = format!(
                    "{}**{}%{}",
                    self.primary_text(b),
                    self.primary_text(x),
                    self.primary_text(m)
                );
                let readable = self.drop_in(e.start, &golfed, plain);
                self.push(e.start, Trick::ModularPower, golfed, readable,
                    "pow(b,e,m) is b**e%m computed by modular exponentiation: the remainder at each step, never the whole power (fast and small where b**e would have millions of digits), at the cost of bytes");
                self.walk_call_args(args);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// `print(*x)`: the items printed through str(), separated by spaces (or `sep=`).
    fn print_star(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        match (fname, args) {
            ("print", [Arg::Star(x), rest @ ..])
                if rest
                    .iter()
                    .all(|a| matches!(a, Arg::Keyword(k, _) if k == "sep")) =>
            {
                let golfed = self.text(e);
                let sep = rest
                    .iter()
                    .find_map(|a| match a {
                        Arg::Keyword(_, v) => Some(self.text(v)),
                        _ => None,
                    })
                    .unwrap_or_else(|| "' '".to_string());
                let xt = self.text(x);
                self.push(e.start, Trick::PrintStar, golfed, format!("print({sep}.join(map(str,{xt})))"),
                    "print(*x) prints the items of x through str(), separated by spaces (or by sep=): the join written by print itself");
                self.walk_call_args(args);
            }
            // Values before or after the starred one: one list of them all, joined.
            ("print", _)
                if args.iter().any(|a| matches!(a, Arg::Star(_)))
                    && args.iter().all(|a| match a {
                        Arg::Pos(_) | Arg::Star(_) => true,
                        Arg::Keyword(k, _) => k == "sep" || k == "end",
                        _ => false,
                    }) =>
            {
                let golfed = self.text(e);
                let mut sep = "' '".to_string();
                let mut end = String::new();
                let mut parts: Vec<String> = Vec::new();
                let mut run: Vec<String> = Vec::new();
                for a in args {
                    match a {
                        Arg::Pos(v) => run.push(self.text(v)),
                        Arg::Star(x) => {
                            if !run.is_empty() {
                                parts.push(format!("[{}]", run.join(",")));
                                run.clear();
                            }
                            parts.push(format!("list({})", self.text(x)));
                        }
                        Arg::Keyword(k, v) if k == "sep" => sep = self.text(v),
                        Arg::Keyword(_, v) => end = format!(",end={}", self.text(v)),
                        _ => {}
                    }
                }
                if !run.is_empty() {
                    parts.push(format!("[{}]", run.join(",")));
                }
                let items = parts.join("+");
                self.push(e.start, Trick::PrintStar, golfed, format!("print({sep}.join(map(str,{items})){end})"),
                    "print(a,*x) prints a and the items of x through str(), separated by spaces (or by sep=): the join of them all written by print itself");
                self.walk_call_args(args);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// `print(x,end='')` as a statement (no value, one or several, the end a literal or a
    /// string computed): sys.stdout.write() of the same text, without the module.
    fn print_end(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        let Some((Arg::Keyword(k, end), values)) = args.split_last() else {
            return Walk::NotMine;
        };
        let str_end = matches!(end.kind, ExprKind::Str { .. })
            || is_str_expr(end, &self.facts.strings, self.sem)
                && matches!(end.kind, ExprKind::Subscript(..) | ExprKind::Name(_));
        if fname != "print"
            || k != "end"
            || !str_end
            || !values.iter().all(|a| matches!(a, Arg::Pos(_)))
            || !self.stmt_spans.contains(&(e.start, e.end))
        {
            return Walk::NotMine;
        }
        let golfed = self.text(e);
        // print() writes its values through str(), a space between them, then the end.
        let parts: Vec<String> = values
            .iter()
            .filter_map(|a| match a {
                Arg::Pos(x) => Some(self.str_text(x)),
                _ => None,
            })
            .collect();
        let mut text = parts.join("+' '+");
        if !matches!(&end.kind, ExprKind::Str { value, .. } if value.is_empty()) || text.is_empty()
        {
            let plus = if text.is_empty() { "" } else { "+" };
            text = format!("{text}{plus}{}", self.text(end));
        }
        let plain = format!("sys.stdout.write({text})");
        self.push(e.start, Trick::PrintEnd, golfed, plain,
            "print() with end= writes its values without the newline (through str(), a space between them), where sys.stdout.write() needs the module and one string");
        self.walk_call_args(args);
        Walk::Walked
    }

    /// `zip(*[iter(s)]*n)`: n items at a time from one iterator.
    fn zip_grouper(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        match (fname, args) {
            ("zip", [Arg::Star(m)]) => {
                let golfed = self.text(e);
                if let ExprKind::Binary(BinOp::Mul, l, n) = &m.kind
                    && let ExprKind::List(v) = &l.kind
                    && let [one] = v.as_slice()
                    && let ExprKind::Call(it, inner) = &one.kind
                    && matches!(&it.kind, ExprKind::Name(n) if n == "iter")
                    && let [Arg::Pos(src)] = inner.as_slice()
                {
                    let (st, nt) = (self.text(src), self.text(n));
                    self.push(e.start, Trick::ZipGrouper, golfed, format!("[tuple({st}[k:k+{nt}])for k in range(0,len({st}),{nt})]"),
                        "zip over N copies of one iterator takes N items at a time: the rows of a grid string");
                    self.expr(src, false);
                    return Walk::Walked;
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// `reduce(lambda r,d:..., s, r0)`: a loop folded into an expression.
    fn reduce_loop(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        match (fname, args) {
            ("reduce", [Arg::Pos(l), Arg::Pos(seq), init @ ..]) => {
                let golfed = self.text(e);
                if let ExprKind::Lambda(ps, body) = &l.kind
                    && ps.len() == 2
                {
                    let it = init.first().map_or("None".to_string(), |a| match a {
                        Arg::Pos(x) => self.text(x),
                        _ => String::new(),
                    });
                    let (r, d) = (&ps[0].name, &ps[1].name);
                    let readable = format!(
                        "{r}={it}\nfor {d} in {}:{r}={}",
                        self.text(seq),
                        self.text(body)
                    );
                    self.push(e.start, Trick::ReduceLoop, golfed, readable,
                        "reduce(lambda r,d:..., s, r0) folds a loop into an expression; with `r or ...` it stops trying once a result is found");
                    self.expr(body, false);
                    self.expr(seq, false);
                    return Walk::Walked;
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// `next(filter(None,g))` and `next(generator)`: the first result, the search stopping there.
    fn next_of_call(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        match (fname, args) {
            ("next", [Arg::Pos(g), rest @ ..]) => {
                let golfed = self.text(e);
                if let ExprKind::Call(ff, fa) = &g.kind
                    && matches!(&ff.kind, ExprKind::Name(n) if n == "filter")
                    && let [Arg::Pos(none), Arg::Pos(src)] = fa.as_slice()
                    && matches!(&none.kind, ExprKind::Name(n) if n == "None")
                {
                    let d = rest
                        .first()
                        .map(|a| match a {
                            Arg::Pos(x) => format!(",{}", self.text(x)),
                            _ => String::new(),
                        })
                        .unwrap_or_default();
                    let st = self.text(src.unparen());
                    self.push(e.start, Trick::NextFilter, golfed, format!("next((v for v in {st} if v){d})"),
                        "filter(None, g) keeps the true items: next() of it is the first result, without naming a variable");
                    self.expr(src, false);
                    return Walk::Walked;
                }
                if let ExprKind::Comp(CompKind::Generator, elt, gens) = &g.kind {
                    let heads: Vec<String> = gens
                        .iter()
                        .map(|g| {
                            let ifs: String = g
                                .ifs
                                .iter()
                                .map(|c| format!(" if {}", self.text(c)))
                                .collect();
                            format!(
                                "for {} in {}{ifs}",
                                self.text(&g.target),
                                self.text(&g.iter)
                            )
                        })
                        .collect();
                    let list = format!("[{} {}]", self.text(elt), heads.join(" "));
                    let (readable, note) = match rest.first() {
                        Some(Arg::Pos(d)) => (
                            format!("({list}+[{}])[0]", self.text(d)),
                            "next() of a generator with a default is its first item, computed lazily, or the default when there is none: the search stops at the first solution (the list form computes them all)",
                        ),
                        _ => (
                            format!("{list}[0]"),
                            "next() of a generator is its first item, computed lazily: the search stops at the first solution (the list form computes them all)",
                        ),
                    };
                    self.push(e.start, Trick::FirstOfGenerator, golfed, readable, note);
                    self.walk_call_args(args);
                    return Walk::Walked;
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// `map(f,s)` of a named function: the comprehension that calls it.
    fn map_call(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        match (fname, args) {
            ("map", [Arg::Pos(fun), Arg::Pos(src)])
                if !matches!(fun.kind, ExprKind::Lambda(..)) =>
            {
                let golfed = self.text(e);
                let (ft, st) = (self.text(fun), self.text(src));
                let note = if self.sem == Semantics::Py2 {
                    "map() of a function over a sequence: in Python 2 it returns a list, so it stands for the comprehension wherever a list is used"
                } else {
                    "map() of a named function is shorter than the comprehension that calls it (an iterator in Python 3)"
                };
                self.push(
                    e.start,
                    Trick::MapCall,
                    golfed,
                    format!("[{ft}(v)for v in {st}]"),
                    note,
                );
                self.walk_call_args(args);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// `__import__('m')`: an import inside an expression, against the statement.
    fn import_expression(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        match (fname, args) {
            ("__import__", [Arg::Pos(m)]) if matches!(m.kind, ExprKind::Str { .. }) => {
                let golfed = self.text(e);
                let ExprKind::Str { value, .. } = &m.kind else {
                    unreachable!()
                };
                let plain = format!("import {value}").len() + 1 + value.len();
                let saves = plain as isize - tight_text(&golfed).len() as isize;
                let note = if saves > 0 {
                    "`__import__('m')` imports a module inside an expression: shorter here than an import statement and the module's name".to_string()
                } else {
                    format!(
                        "`__import__('m')` imports a module inside an expression, where no statement can stand; here the import statement and the module's name would be {} byte{} shorter: not a saving",
                        -saves,
                        if saves == -1 { "" } else { "s" }
                    )
                };
                self.push_saving(
                    e.start,
                    Trick::ImportExpression,
                    golfed,
                    format!("import {value} on a line of its own, `{value}` here"),
                    saves,
                    &note,
                );
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// `zip(s,s[1:])` walked by a `for`: each item beside the next.
    fn zip_shifted(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        match (fname, args) {
            ("zip", [Arg::Pos(a), Arg::Pos(b)])
                if self.iter_at == Some(e.start)
                    && matches!(a.kind, ExprKind::Name(_))
                    && matches!(&b.kind, ExprKind::Subscript(x, i)
                        if self.text(x) == self.text(a)
                            && matches!(&i.kind, ExprKind::Slice(Some(lo), None, None)
                                if matches!(&lo.kind, ExprKind::Num(n) if n == "1"))) =>
            {
                let golfed = self.text(e);
                let at = self.text(a);
                self.push(e.start, Trick::ZipShifted, golfed,
                    format!("[({at}[k],{at}[k+1])for k in range(len({at})-1)]"),
                    "zip of a sequence and itself shifted by one walks each item beside the next, no index arithmetic");
                self.walk_call_args(args);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// `zip([v]+s,s+[v])`: each item beside the one before it, v beyond either end.
    fn zip_padded(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        let ("zip", [Arg::Pos(a), Arg::Pos(b)]) = (fname, args) else {
            return Walk::NotMine;
        };
        let (ExprKind::Binary(BinOp::Add, front, r1), ExprKind::Binary(BinOp::Add, r2, back)) =
            (&a.unparen().kind, &b.unparen().kind)
        else {
            return Walk::NotMine;
        };
        let (ExprKind::List(f), ExprKind::List(k)) = (&front.kind, &back.kind) else {
            return Walk::NotMine;
        };
        let ([v1], [v2]) = (f.as_slice(), k.as_slice()) else {
            return Walk::NotMine;
        };
        if self.text(r1) != self.text(r2)
            || self.text(v1) != self.text(v2)
            || !matches!(r1.kind, ExprKind::Name(_) | ExprKind::Subscript(..))
            || !matches!(
                v1.kind,
                ExprKind::Num(_) | ExprKind::Str { .. } | ExprKind::Name(_)
            )
        {
            return Walk::NotMine;
        }
        let golfed = self.text(e);
        let (rt, vt) = (self.text(r1), self.text(v1));
        self.push(e.start, Trick::ZipPadded, golfed,
            format!("[({rt}[k-1]if k else {vt},{rt}[k]if k<len({rt})else {vt})for k in range(len({rt})+1)]"),
            &format!("zip of the sequence with {vt} put in front and the sequence with {vt} put at the back pairs each item with the one before it, {vt} beyond either end: a walk over neighbours without index tests"));
        self.walk_call_args(args);
        Walk::Walked
    }

    /// `print(a,b)`: the commas write the spaces between the values.
    fn print_comma(&mut self, e: &Expr, fname: &str, args: &[Arg]) -> Walk {
        match (fname, args) {
            ("print", [_, _, ..])
                if self.facts.golfed
                    && self.stmt_spans.contains(&(e.start, e.end))
                    && args.iter().all(|a| matches!(a, Arg::Pos(_))) =>
            {
                let golfed = self.text(e);
                let pos: Vec<&Expr> = args
                    .iter()
                    .filter_map(|a| match a {
                        Arg::Pos(x) => Some(x),
                        _ => None,
                    })
                    .collect();
                let plain: Vec<String> = pos.iter().map(|v| self.str_text(v)).collect();
                self.push(e.start, Trick::PrintComma, golfed, format!("print({})", plain.join("+' '+")),
                    "print() writes a space between the values its commas separate, each through str(): no concatenation, no str() calls");
                self.walk_call_args(args);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// A call that stops the program (`exit()`, `quit()`, `sys.exit()`): what its argument does.
    pub(super) fn stop_call(&self, f: &Expr, args: &[Arg]) -> Option<Stop> {
        let stops = match &f.kind {
            ExprKind::Name(n) => n == "exit" || n == "quit",
            ExprKind::Attr(m, a) => {
                a == "exit" && matches!(&m.kind, ExprKind::Name(s) if s == "sys")
            }
            _ => false,
        };
        if !stops {
            return None;
        }
        Some(match args {
            [] => Stop::Status,
            [Arg::Pos(x)] if matches!(&x.kind, ExprKind::Call(p, _) if matches!(&p.kind, ExprKind::Name(n) if n == "print")) => {
                Stop::Print(self.text(x))
            }
            // A number (or a truth value, or None) is the exit status: nothing is printed.
            [Arg::Pos(x)]
                if matches!(&x.kind, ExprKind::Name(n) if n == "None" || n == "True" || n == "False")
                    || self.is_number(x)
                    || boolish(x) =>
            {
                Stop::Status
            }
            [Arg::Pos(x)] => Stop::Value(self.text(x)),
            _ => Stop::Status,
        })
    }

    /// The tricks of a call that stops the program: the builtin in place of sys.exit, the stop
    /// of a recursive search, and the printing its argument does.
    fn stop_shapes(&mut self, e: &Expr, f: &Expr, fname: &str, stop: Stop, golfed: String) {
        let stmt = self.stmt_spans.contains(&(e.start, e.end));
        // `exit()` and `quit()` (the site module's) without `import sys`.
        if fname == "quit" || fname == "exit" && !self.facts.sys_star {
            let inner = self.span(f.end, e.end);
            let plain = format!("sys.exit{inner}");
            self.push(e.start, Trick::ExitBuiltin, golfed.clone(), plain,
                &format!("the {fname}() builtin (the site module's) stops the program as sys.exit() does, without importing sys"));
            // Its bytes are the name's: a plain form of the whole call (the search's `return`, the
            // print before the stop) holding it counts them, or not, once.
            if let Some(t) = self.tricks.last_mut()
                && let Some((a, _)) = t.span
            {
                t.span = Some((a, a + fname.len()));
            }
        }
        if self.func.is_some() && stmt {
            let (fun, calls) = self.func.unwrap_or_default();
            let plain = match &stop {
                Stop::Print(p) => format!("{p};return 1"),
                _ => "return 1".to_string(),
            };
            let per_call = "if :return 1".len();
            let saves = (tight_text(&plain).len() + calls * per_call) as isize
                - tight_text(&golfed).len() as isize;
            let each = if calls == 0 {
                format!(
                    " (each call of {fun}() in its body is returned already: its result goes up with no test)"
                )
            } else {
                format!(
                    ", and each of the {calls} call{} of {fun}() in its body as `if {fun}(...):return 1`",
                    if calls == 1 { "" } else { "s" }
                )
            };
            self.push_saving(e.start, Trick::ExitSearch, golfed.clone(),
                format!("{plain}{each}"),
                saves,
                &format!("stopping the whole program once solved abandons the recursive search at once, where a function that returns must pass a flag up the stack: {per_call} bytes at each call of itself, at least (a call inside an expression or a comprehension needs a loop first)"));
        }
        let quit = if fname.is_empty() { "sys.exit" } else { fname };
        match stop {
            // print() returns None: exit(None) stops with status 0, printing nothing more.
            Stop::Print(p) if stmt => {
                self.push(e.start, Trick::ExitPrints, golfed, format!("{p};{quit}()"),
                    "print() returns None, and exit(None) stops with status 0 printing nothing more: the print and the stop in one call");
            }
            Stop::Value(x) => {
                let readable = match (stmt, self.sem) {
                    (true, Semantics::Py2) => format!("print>>sys.stderr,{x};{quit}(1)"),
                    (true, _) => format!("print({x},file=sys.stderr);{quit}(1)"),
                    // Where no statement may stand (a lambda, an operand), a tuple runs both.
                    (false, Semantics::Py2) => {
                        format!("(sys.stderr.write(str({x})+'\\n'),{quit}(1))")
                    }
                    (false, _) => format!("(print({x},file=sys.stderr),{quit}(1))"),
                };
                self.push(e.start, Trick::ExitPrints, golfed, readable,
                    "exit(x) with x neither None nor a number prints str(x) to standard error and stops with status 1 (in Python 2 and 3): printing and stopping in one call, from an expression too (a lambda)");
            }
            _ => {}
        }
    }

    /// Whether `e` calls a function that calls itself.
    pub(super) fn calls_recursive(&self, e: &Expr) -> bool {
        let mut found = false;
        e.visit(&mut |x| {
            if let ExprKind::Call(f, _) = &x.kind
                && let ExprKind::Name(n) = &f.kind
                && self.facts.recursive.iter().any(|(r, _)| r == n)
            {
                found = true;
            }
        });
        found
    }
}

impl Finder<'_> {
    /// `exit(x)` as a statement with x not an int: the print and the stop in one call.
    pub(super) fn exit_prints(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Call(f, args) => {
                if let ExprKind::Name(n) = &f.kind
                    && n == "exit"
                    && let [Arg::Pos(x)] = args.as_slice()
                    && !matches!(x.kind, ExprKind::Num(_))
                    && self.stmt_spans.contains(&(e.start, e.end))
                {
                    let xt = self.text(x);
                    let is_print = matches!(&x.kind, ExprKind::Call(p, _) if matches!(&p.kind, ExprKind::Name(n) if n == "print"));
                    if is_print {
                        self.push(e.start, Trick::ExitPrints, self.text(e), format!("{xt};exit()"),
                            "print() returns None, and exit(None) stops with status 0 printing nothing more: the print and the stop in one call");
                    } else {
                        let readable = if self.sem == Semantics::Py2 {
                            format!("print>>sys.stderr,{xt};exit(1)")
                        } else {
                            format!("print({xt},file=sys.stderr);exit(1)")
                        };
                        self.push(e.start, Trick::ExitPrints, self.text(e), readable,
                            "exit(x) with x neither None nor an int prints str(x) to standard error and stops with status 1: printing and stopping in one call");
                    }
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// A call: the built-in calls spelled short, and calls that stop the program.
    pub(super) fn call_rule(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Call(f, args) => self.call_shapes(e, f, args, self.text(e)),
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }
}
