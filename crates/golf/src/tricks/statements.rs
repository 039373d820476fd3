//! Statements: each statement's tricks, and expressions used as statements.

use super::finder::{Finder, Walruses};
use super::layout::{tight_text, word_char};
use super::registry::Trick;
use super::report::is_ordinary_stmt;
use crate::pyexpr::{Arg, CompKind, Expr, ExprKind, Generator};
use crate::pystmt::{Line, Stmt, StmtKind};

impl Finder<'_> {
    /// A walrus evaluated first thing in a statement that a plain assignment could stand before
    /// (in an `if` condition, an assignment's value, an expression statement or a `return`,
    /// reached through the operands Python evaluates first: the left of an operator, of `and`
    /// and `or`, of a comparison, a subscript's or attribute's object, a named call's first
    /// argument): its start and the bytes it saves against `n=v` on a line of its own (`if`)
    /// or before `;`.
    pub(super) fn hoist_walrus(
        &self,
        s: &Stmt,
        line: &Line,
        golfed: &str,
    ) -> Option<(usize, isize)> {
        let f = self;
        let (root, sep) = match &s.kind {
            // A line of its own takes the indentation a reader writes, four spaces a level
            // (the file's own where wider), as the other tricks count an added line.
            StmtKind::If(c) => (c, 1 + line.indent.len().max(4 * line.level)),
            StmtKind::Assign(_, v) => (v, 1),
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => (e, 1),
            _ => return None,
        };
        // The walrus, and the parentheses right around it, which go with it.
        let (mut g, mut wrapped) = (root, root);
        let (n, v) = loop {
            let next = match &g.kind {
                ExprKind::Walrus(n, v) => break (n, v),
                ExprKind::Paren(x) => {
                    g = x;
                    continue;
                }
                ExprKind::Compare(a, _)
                | ExprKind::Binary(_, a, _)
                | ExprKind::And(a, _)
                | ExprKind::Or(a, _)
                | ExprKind::Subscript(a, _)
                | ExprKind::Attr(a, _) => a,
                // A display's first item is evaluated before the rest.
                ExprKind::List(items) | ExprKind::Tuple(items) | ExprKind::Set(items) => {
                    items.first()?
                }
                ExprKind::Call(c, args) if matches!(c.kind, ExprKind::Name(_)) => {
                    match args.first() {
                        Some(Arg::Pos(x)) => x,
                        _ => return None,
                    }
                }
                _ => return None,
            };
            g = next;
            wrapped = next;
        };
        let gt = f.text(wrapped);
        let plain = tight_text(&format!("{n}={}", f.text(v))).len();
        // The name put in the walrus's place, a space kept where it would glue to a word
        // (`if(n:=v)>3` is `if n>3`).
        let after = match golfed.find(&gt) {
            Some(k) => {
                let (before, rest) = (&golfed[..k], &golfed[k + gt.len()..]);
                let left = if before.ends_with(word_char) { " " } else { "" };
                let right = if rest.starts_with(word_char) { " " } else { "" };
                tight_text(&format!("{before}{left}{n}{right}{rest}")).len()
            }
            None => tight_text(golfed).len(),
        };
        let saves = (plain + sep + after) as isize - tight_text(golfed).len() as isize;
        Some((g.start, saves))
    }

    /// The plain forms of the statement's walruses: the one a statement before could replace
    /// (see [`hoist_walrus`](Self::hoist_walrus)), and for each other the smallest expression
    /// holding it and every read of its name, where `v` written at each read replaces it. None
    /// for a walrus whose value reads its own name (`n:=n+1`) or whose name is read outside
    /// that expression's reach (after the statement, outside a lambda): no plain form of the
    /// kind is measured there, and the walk lists it as unknown.
    pub(super) fn walrus_plan(&self, s: &Stmt, line: &Line, golfed: &str) -> Walruses {
        let hoisted = self.hoist_walrus(s, line, golfed);
        let roots = s.kind.exprs();
        let mut nodes: Vec<&Expr> = Vec::new();
        fn collect<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
            out.push(e);
            for c in e.children() {
                collect(c, out);
            }
        }
        for r in &roots {
            collect(r, &mut nodes);
        }
        // The statement's bytes, for the reads of a name outside it.
        let (from, to) = match (
            self.toks.get(s.start),
            s.end.checked_sub(1).and_then(|k| self.toks.get(k)),
        ) {
            (Some(a), Some(b)) => (a.offset, b.offset + b.text.len()),
            _ => (0, self.source.len()),
        };
        let mut regions = Vec::new();
        let contains = |x: &Expr, a: usize, b: usize| x.start <= a && b <= x.end;
        for w in &nodes {
            let ExprKind::Walrus(n, v) = &w.kind else {
                continue;
            };
            if hoisted.is_some_and(|(at, _)| at == w.start) || v.names().contains(n) {
                continue;
            }
            // A lambda's body is a scope of its own: a walrus there binds only in it.
            let lambda = nodes
                .iter()
                .filter(|x| matches!(x.kind, ExprKind::Lambda(..)) && contains(x, w.start, w.end))
                .min_by_key(|x| x.end - x.start);
            let within = |x: &Expr| lambda.is_none_or(|l| contains(l, x.start, x.end));
            let uses: Vec<&&Expr> = nodes
                .iter()
                .filter(|x| matches!(&x.kind, ExprKind::Name(m) if m == n) && within(x))
                .collect();
            if lambda.is_none() {
                // A walrus outside a lambda binds in the enclosing scope: a read after the
                // statement would need the name bound.
                if self.read_outside(n, from, to) {
                    continue;
                }
            }
            let lo = uses
                .iter()
                .map(|u| u.start)
                .chain([w.start])
                .min()
                .unwrap_or(w.start);
            let hi = uses
                .iter()
                .map(|u| u.end)
                .chain([w.end])
                .max()
                .unwrap_or(w.end);
            if let Some(region) = nodes
                .iter()
                .filter(|x| contains(x, lo, hi))
                .min_by_key(|x| x.end - x.start)
            {
                regions.push((w.start, (region.start, region.end)));
            }
        }
        Walruses { hoisted, regions }
    }
}

impl Finder<'_> {
    /// Whether the code being read names `n` (not as an attribute) outside the bytes
    /// `from..to`: the file's fact, or, in an exec string's code, that code tokenized.
    fn read_outside(&self, n: &str, from: usize, to: usize) -> bool {
        if self.exec_at.is_none() {
            return self
                .facts
                .name_offsets
                .get(n)
                .is_some_and(|at| at.iter().any(|&o| o < from || o >= to));
        }
        let tokens = crate::pytoken::tokenize(self.source).unwrap_or_default();
        tokens.iter().enumerate().any(|(k, t)| {
            t.kind == crate::pytoken::Kind::Name
                && t.text == *n
                && (t.offset < from || t.offset >= to)
                && !(k > 0 && tokens[k - 1].is("."))
        })
    }
}

impl Finder<'_> {
    /// One statement's tricks (its expressions walked).
    pub(super) fn statement(&mut self, s: &Stmt, line: &Line) {
        let f = self;
        let golfed = f.span(s.start, s.end);
        f.hoist = Some(std::rc::Rc::new(f.walrus_plan(s, line, &golfed)));
        f.followed = line.stmts.last().is_some_and(|l| l.start > s.start);
        f.preceded = line.stmts.first().is_some_and(|l| l.start < s.start);
        match &s.kind {
            StmtKind::Def { .. } => f.def_defaults(s),
            StmtKind::If(c) | StmtKind::Elif(c) | StmtKind::While(c) => f.condition_header(s, c),
            StmtKind::For { .. } => f.for_header(s, golfed),
            StmtKind::Print { .. } => f.print_statement(s, golfed),
            StmtKind::Exec { code, scopes } => {
                f.exec_loop(s, code, golfed);
                for x in scopes {
                    f.expr(x, false);
                }
            }
            StmtKind::Assign(..) => f.assignment(s, golfed),
            StmtKind::AugAssign(..) => f.augmented_assignment(s, golfed),
            StmtKind::Expr(e)
                if matches!(e.kind, ExprKind::IfElse(..))
                    && !f.followed
                    && !f.preceded
                    && f.exec_at.is_none() =>
            {
                f.ternary_statement(s, e)
            }
            StmtKind::Expr(e) => f.statement_expr(e, true),
            StmtKind::Return(Some(e))
                if f.bool_function
                    && matches!(&e.kind, ExprKind::Num(n) if n == "0" || n == "1") =>
            {
                f.return_int_bool(s, e, golfed);
            }
            StmtKind::Return(Some(e)) | StmtKind::Del(e) => f.expr(e, false),
            StmtKind::Raise(v) => {
                for x in v {
                    f.expr(x, false);
                }
            }
            StmtKind::Assert(a, b) => {
                f.expr(a, true);
                if let Some(b) = b {
                    f.expr(b, false);
                }
            }
            StmtKind::FromImport { module, names } if names.len() == 1 && names[0] == "*" => {
                f.star_import(s, module, golfed);
            }
            StmtKind::Return(None)
            | StmtKind::Pass
            | StmtKind::Break
            | StmtKind::Continue
            | StmtKind::Global(_)
            | StmtKind::Import(_)
            | StmtKind::FromImport { .. }
            | StmtKind::Else => {}
            other if !is_ordinary_stmt(other) => f.unknown_statement(s, other),
            // Any other kind is ordinary Python (see `ORDINARY`).
            _ => {}
        }
    }

    /// An `if`, `elif` or `while` header: its condition read for its truth, and `while 1:`.
    fn condition_header(&mut self, s: &Stmt, c: &Expr) {
        if matches!(s.kind, StmtKind::While(_)) && matches!(&c.kind, ExprKind::Num(n) if n == "1") {
            self.push(
                c.start,
                Trick::OneForTrue,
                "1".into(),
                "True".into(),
                "`while 1:` loops for ever, three bytes shorter than `while True:`",
            );
        }
        self.expr(c, true);
    }

    /// `return 1` or `return 0` in a function that answers yes or no: True and False.
    fn return_int_bool(&mut self, s: &Stmt, e: &Expr, golfed: String) {
        let word = if self.text(e) == "1" { "True" } else { "False" };
        self.push(s.start, Trick::ReturnIntBool, golfed, format!("return {word}"),
            "a function that answers yes or no returns 1 and 0 (equal to True and False, and as true or false) in place of the words");
    }

    /// `from m import *`: every name at once, against the import of the names used (or of
    /// the module).
    fn star_import(&mut self, s: &Stmt, module: &str, golfed: String) {
        let readable = if module == "sys" && !self.facts.sys_names.is_empty() {
            format!("from sys import {}", self.facts.sys_names.join(","))
        } else {
            format!("import {module}")
        };
        self.push(s.start, Trick::StarImport, golfed, readable,
            "a star import brings every name at once: the program writes argv, exit... without the module's name");
    }

    /// A statement of a kind the finder does not read: listed as unknown, its expressions
    /// read all the same so that nothing in them is dropped.
    fn unknown_statement(&mut self, s: &Stmt, other: &StmtKind) {
        let text = self.span(s.start, s.end);
        self.unknown(
            s.start,
            text,
            format!(
                "a `{}` statement: not a construct the trick finder reads",
                other.word()
            ),
        );
        for x in other.exprs() {
            self.expr(x, false);
        }
    }
}

impl Finder<'_> {
    /// An expression used as a statement: its value is thrown away.
    ///
    /// `compound_ok` is false where only a simple statement can stand (the body `y` of `x and y`
    /// read as `if x:y`): no if or for statement is proposed there.
    pub(super) fn statement_expr(&mut self, e: &Expr, compound_ok: bool) {
        let f = self;
        f.stmt_spans.insert((e.start, e.end));
        match &e.kind {
            ExprKind::Call(fun, args)
                if matches!(&fun.kind, ExprKind::Name(n) if n == "exec")
                    && let [Arg::Pos(code)] = args.as_slice() =>
            {
                f.exec_statement(e, code);
            }
            ExprKind::Or(a, b) | ExprKind::And(a, b) if compound_ok => {
                f.short_circuit_as_if(e, a, b)
            }
            ExprKind::Comp(CompKind::List, elt, gens) if compound_ok => {
                f.comprehension_as_loop(e, elt, gens);
            }
            _ => f.expr(e, false),
        }
    }

    /// `x if c else y` as a statement on a line of its own: the if/else statement it stands
    /// for, in one line.
    fn ternary_statement(&mut self, s: &Stmt, e: &Expr) {
        let ExprKind::IfElse(x, c, y) = &e.kind else {
            return;
        };
        let f = self;
        f.stmt_spans.insert((e.start, e.end));
        let (xt, ct, yt) = (
            tight_text(&f.text(x)),
            tight_text(&f.text(c)),
            tight_text(&f.text(y)),
        );
        let (head, tail) = (tight_text(&format!("if {ct}:{xt}")), format!("else:{yt}"));
        let indent = " ".repeat(4 * s.level);
        let golfed = f.text(e);
        let saves = (head.len() + 1 + indent.len() + tail.len()) as isize
            - tight_text(&golfed).len() as isize;
        f.push_saving(e.start, Trick::TernaryStatement, golfed, format!("{head}\n{indent}{tail}"), saves,
            "a conditional expression as a whole statement runs one of its two sides: the if/else statement on one line, without the else's line and indentation");
        f.expr(x, false);
        f.expr(c, true);
        f.expr(y, false);
    }

    /// `exec(code)` as a statement: read as the exec statement it is.
    fn exec_statement(&mut self, e: &Expr, code: &Expr) {
        let f = self;
        let st = Stmt {
            kind: StmtKind::Expr(e.clone()),
            start: e.start,
            end: e.end,
            level: 0,
        };
        let golfed = f.text(e);
        f.exec_loop(&st, code, golfed);
    }

    /// `x or y` and `x and y` as a statement: an if that fits where a statement may not.
    fn short_circuit_as_if(&mut self, e: &Expr, a: &Expr, b: &Expr) {
        let f = self;
        let (at, bt) = (f.text(a), f.text(b));
        let (name, test, what) = match &e.kind {
            ExprKind::Or(..) => (
                Trick::OrAsIf,
                format!("not({at})"),
                "`x or y` as a statement runs y only when x is false",
            ),
            _ => (
                Trick::AndAsIf,
                at,
                "`x and y` as a statement runs y only when x is true",
            ),
        };
        let plain = format!("if {test}:{bt}");
        // In an exec string's code no layout trick is read: an if after `;` (or after a
        // header's `:`) needs a line of its own there, `\n` (two bytes) for the `;`.
        let after = f.exec_at.is_some() && f.preceded;
        if f.followed || after {
            // `a and b;c` is not `if a:b;c` (c would join the if's body): the if needs
            // a line of its own, its line break in place of the `;` (in an exec string's
            // code, the two bytes `\n` against `;`).
            let extra = isize::from(f.exec_at.is_some() && f.followed) + isize::from(after);
            let saves =
                tight_text(&plain).len() as isize - tight_text(&f.text(e)).len() as isize + extra;
            let rest = if f.followed {
                ", the statements after it on the next line"
            } else {
                ""
            };
            f.push_saving(a.end, name, f.text(e), format!("{plain} on a line of its own{rest}"), saves,
                &if f.followed {
                    format!("{what}: an if that fits before `;`, where an if statement would end the line")
                } else {
                    format!("{what}: an if that fits after `;` or a header's `:`, where an if statement needs a line of its own")
                });
        } else {
            f.push(
                a.end,
                name,
                f.text(e),
                plain,
                &format!("{what}: an if that fits after `;`"),
            );
        }
        f.expr(a, true);
        f.statement_expr(b, false);
    }

    /// A list comprehension as a statement: a loop run for its side effects.
    pub(super) fn comprehension_as_loop(&mut self, e: &Expr, elt: &Expr, gens: &[Generator]) {
        let f = self;
        // Each `for` and `if` of the comprehension is a header; a header's body may follow
        // it on its line only when it is a simple statement, so a second header starts a
        // line of its own, one space deeper.
        let mut heads: Vec<String> = Vec::new();
        for g in gens {
            heads.push(format!("for {} in {}:", f.text(&g.target), f.text(&g.iter)));
            heads.extend(g.ifs.iter().map(|c| format!("if {}:", f.text(c))));
        }
        let last = heads.len() - 1;
        let lines: Vec<String> = heads
            .iter()
            .enumerate()
            .map(|(k, h)| {
                let h = tight_text(h);
                let body = if k == last {
                    tight_text(&f.text(elt))
                } else {
                    String::new()
                };
                format!("{}{h}{body}", " ".repeat(k))
            })
            .collect();
        let plain = lines.join("\n");
        let saves = plain.len() as isize - tight_text(&f.text(e)).len() as isize;
        // Where it stands after `;` or a header, or before `;`, `push_saving` says where the
        // loop's lines go.
        f.push_saving(e.start, Trick::ComprehensionLoop, f.text(e), plain, saves,
            "a list comprehension run for its side effects, its list thrown away, is a loop that fits after `;` or in a lambda (where a for statement cannot stand); against a for statement alone it may cost a byte");
        f.generators(gens);
        match &elt.kind {
            ExprKind::Or(a, b) | ExprKind::And(a, b) => f.short_circuit_in_loop(elt, a, b),
            _ => f.statement_expr(elt, false),
        }
    }

    /// `x or y` (`x and y`) as the item of a list comprehension run for its effects: in the
    /// loop the comprehension stands for, the body `if not x:y` (`if x:y`).
    fn short_circuit_in_loop(&mut self, e: &Expr, a: &Expr, b: &Expr) {
        let f = self;
        f.stmt_spans.insert((e.start, e.end));
        let (at, bt) = (f.text(a), f.text(b));
        let (name, plain, what) = match &e.kind {
            ExprKind::Or(..) => (
                Trick::OrAsIf,
                format!("if not({at}):{bt}"),
                "`x or y` whose value is thrown away runs y only when x is false",
            ),
            _ => (
                Trick::AndAsIf,
                format!("if {at}:{bt}"),
                "`x and y` whose value is thrown away runs y only when x is true",
            ),
        };
        let plain = tight_text(&plain);
        let saves = plain.len() as isize - tight_text(&f.text(e)).len() as isize;
        f.push_saving(a.end, name, f.text(e),
            format!("{plain}, as the body of the for loop the comprehension stands for, on a line of its own"), saves,
            &format!("{what}: an if in an expression, which can stand as a comprehension's item where no statement can"));
        f.expr(a, true);
        f.statement_expr(b, false);
    }
}

impl Finder<'_> {
    /// A `for` header: a subscript or attribute as its target, and its iterable walked as
    /// iterated over.
    pub(super) fn for_header(&mut self, s: &Stmt, golfed: String) {
        let StmtKind::For { target, iter } = &s.kind else {
            return;
        };
        let f = self;
        if let ExprKind::Subscript(..) | ExprKind::Attr(..) = &target.kind {
            let (tt, it) = (f.text(target), f.text(iter));
            f.push(target.start, Trick::SubscriptTarget, golfed.clone(), format!("for v in {it}:{tt}=v;"),
                "a loop may assign straight into a subscript: `for g[i]in s:` stores each value where it is tried, no loop variable to copy");
        }
        f.slice_counter(target, iter);
        f.iter_at = Some(iter.start);
        f.expr(iter, false);
        f.iter_at = None;
    }
}
