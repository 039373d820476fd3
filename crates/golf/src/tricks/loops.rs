//! Loops: `exec"code"*N` and single-`for` comprehensions.

use super::constants::constant_str;
use super::facts::is_primary;
use super::finder::Finder;
use super::layout::{tight, tight_text, word_char};
use super::registry::Trick;
use crate::pyexpr::{self, BinOp, CompKind, Expr, ExprKind};
use crate::pystmt::{self, Program, Stmt, StmtKind};
use crate::pytoken::Kind;

impl Finder<'_> {
    /// `for x in[v]` in a comprehension: a one-item loop that binds x to v, an assignment
    /// where no statement can stand, against v written at each use of x.
    pub(super) fn single_for(&mut self, e: &Expr, kind: CompKind, gens: &[pyexpr::Generator]) {
        for g in gens {
            let ExprKind::List(items) = &g.iter.unparen().kind else {
                continue;
            };
            let ([v], ExprKind::Name(x)) = (items.as_slice(), &g.target.kind) else {
                continue;
            };
            if matches!(v.kind, ExprKind::Starred(_))
                || (gens.len() == 1 && kind != CompKind::List)
                || g.target.start == 0
                || !self.toks[g.target.start - 1].is("for")
            {
                continue;
            }
            let atomic = is_primary(v);
            let vt = self.text(v);
            let vt = if atomic { vt } else { format!("({vt})") };
            let mut out = String::new();
            let mut uses = 0;
            for k in e.start..e.end {
                if (g.target.start - 1..g.iter.end).contains(&k) {
                    continue;
                }
                let t = &self.toks[k];
                let text =
                    if t.kind == Kind::Name && t.text == *x && !(k > 0 && self.toks[k - 1].is("."))
                    {
                        uses += 1;
                        vt.as_str()
                    } else {
                        t.text.as_str()
                    };
                if out.ends_with(word_char) && text.starts_with(word_char) {
                    out.push(' ');
                }
                out.push_str(text);
            }
            let golfed = self.text(e);
            let saves = out.len() as isize - tight_text(&golfed).len() as isize;
            let note = if saves > 0 {
                format!(
                    "`for {x} in[v]` runs once with {x} bound to v: an assignment inside a comprehension (or a lambda), where no statement can stand; against v written at each of its {uses} uses (computed again at each, the same value when v has no side effects)"
                )
            } else {
                format!(
                    "`for {x} in[v]` runs once with {x} bound to v: an assignment inside a comprehension, computing v once for each pass of the loops before it rather than at each use; in bytes not a saving here: v written at each of its {uses} use{} is {} byte{} shorter",
                    if uses == 1 { "" } else { "s" },
                    -saves,
                    if saves == -1 { "" } else { "s" }
                )
            };
            self.push_saving(
                g.target.start - 1,
                Trick::ForInListAssign,
                golfed,
                out,
                saves,
                &note,
            );
        }
    }
}

impl Finder<'_> {
    /// Where each byte of the code of a one-literal string `c` stands in the file (offset, line,
    /// column), when `body` is that literal's value: a plain or raw one-line literal whose
    /// escapes are one of `\\`, `\'`, `\"`, `\n`, `\t`. None otherwise (the code is then placed
    /// at the exec statement).
    pub(super) fn literal_map(&self, c: &Expr, body: &str) -> Option<Vec<(usize, usize, usize)>> {
        let f = self;
        let c = c.unparen();
        if c.end != c.start + 1 {
            return None;
        }
        let t = f.toks.get(c.start)?;
        if t.kind != Kind::Str {
            return None;
        }
        // The token's place in the file: through the enclosing exec string's map, if any.
        let outer = |k: usize| -> Option<(usize, usize, usize)> {
            match &f.exec_map {
                Some(m) => m.get(t.offset + k).copied(),
                None => Some((t.offset + k, t.line, t.col + k)),
            }
        };
        let text = t.text.as_str();
        let raw = text.starts_with(['r', 'R']);
        let prefix = text.find(['\'', '"'])?;
        if !text[..prefix].chars().all(|ch| ch == 'r' || ch == 'R') {
            return None;
        }
        let quote = &text[prefix..prefix + 1];
        if text[prefix..].starts_with(&quote.repeat(3)) || text.contains('\n') {
            return None;
        }
        let inner = &text[prefix + 1..text.len() - 1];
        let bytes = inner.as_bytes();
        let mut map = Vec::with_capacity(body.len());
        let mut k = 0;
        while k < bytes.len() {
            let at = prefix + 1 + k;
            if bytes[k] == b'\\' && !raw {
                match bytes.get(k + 1) {
                    Some(b'\\' | b'\'' | b'"' | b'n' | b't') => {
                        map.push(outer(at)?);
                        k += 2;
                    }
                    _ => return None,
                }
            } else {
                map.push(outer(at)?);
                k += 1;
            }
        }
        (map.len() == body.len()).then_some(map)
    }
}

impl Finder<'_> {
    /// `exec"code"*N` (Python 2) or `exec("code"*N)`: the code run N times, against the natural
    /// loop `for k in range(N):code` (a counter the code steps by 1 becomes the loop variable);
    /// the code itself is read for tricks too.
    pub(super) fn exec_loop(&mut self, s: &Stmt, code: &Expr, golfed: String) {
        let f = self;
        let inner = match &code.unparen().kind {
            ExprKind::Binary(BinOp::Mul, c, n) => Some((c, n)),
            _ => None,
        };
        let Some((c, n)) = inner else {
            if f.exec_reuse(s, code, &golfed) {
                return;
            }
            if !f.exec_once(s, code, &golfed) {
                f.expr(code, false);
            }
            return;
        };
        let Some(body) = constant_str(c, f.sem) else {
            f.expr(code, false);
            return;
        };
        let nt = f.text(n);
        let (line, col) = f.place(s.start);
        let parsed = pystmt::parse_program(&body, f.sem);
        let body_stmts = exec_statements(&body, &parsed);
        // The counter becomes the loop variable only when that keeps the meaning: it is stepped
        // last, stepped nowhere else in the code, and bound once in the file, to a known integer,
        // before this statement. Otherwise the loop keeps the counter in its body.
        let count = match &n.kind {
            ExprKind::Num(x) => x.parse::<i64>().ok(),
            _ => None,
        };
        let start = f.counter_start(&body_stmts, (line, col), s.start);
        let exec_indent = f.exec_stmt_indent(s);
        // A body with a compound statement or several lines cannot follow the loop's header on
        // its line: the plain loop puts it on lines of its own, one space deeper.
        let block = match &parsed {
            Ok(prog) => prog.lines.len() > 1 || prog.stmts().any(|(_, st)| st.kind.is_header()),
            Err(_) => false,
        };
        let lines_of = |texts: &[&str], header: String| {
            loop_lines(texts, header, block, &parsed, &body, exec_indent)
        };
        let (readable, note) = exec_readable(&body_stmts, start.clone(), count, &nt, lines_of);
        // The counter's binding (`k=0` and its `;` or line break) is part of what the loop
        // replaces: the natural loop binds it in its header.
        let init = start
            .as_ref()
            .map_or(0, |(k, v)| format!("{k}={v}").len() as isize + 1);
        let saves = if readable.contains('\n') {
            readable.len() as isize
        } else {
            tight_text(&readable).len() as isize
        } - tight_text(&golfed).len() as isize
            - init;
        let note = if init > 0 {
            format!(
                "{note}; the counter's binding before it ({init} bytes with its separator) counted with the golfed form"
            )
        } else {
            note
        };
        // The counter's binding first on the line (`k=0;exec...`) is part of what the loop
        // replaces: the loop stands at the line's start, where a for statement may.
        let binding_first = init > 0
            && f.exec_at.is_none()
            && s.start == 4
            && f.toks.get(3).is_some_and(|t| t.is(";"));
        let preceded = f.preceded;
        f.preceded = preceded && !binding_first;
        f.push_saving(
            s.start,
            Trick::ExecLoop,
            golfed.clone(),
            readable,
            saves,
            &note,
        );
        f.preceded = preceded;
        if let Ok(prog) = &parsed {
            f.read_exec_code(s, c, &body, prog, &golfed, exec_indent);
        }
        // The count is an operand of `*` in the file: what binds tighter than `+` there is
        // judged from that product, as for any expression.
        f.note_context(code.unparen());
        f.expr(n, false);
    }
}

impl Finder<'_> {
    /// The counter an exec loop's code steps last, when it is stepped nowhere else in the code
    /// and bound once in the file, to a known integer, before `before`, and named nowhere after
    /// the exec statement (its first token `at`): its name and start.
    fn counter_start(
        &self,
        body_stmts: &[(String, Option<String>)],
        before: (usize, usize),
        at: usize,
    ) -> Option<(String, i64)> {
        let f = self;
        let (line, col) = before;
        body_stmts
            .last()
            .and_then(|(_, c)| c.clone())
            .and_then(|k| {
                let steps = body_stmts
                    .iter()
                    .filter(|(_, c)| c.as_ref() == Some(&k))
                    .count();
                f.facts
                    .int_starts
                    .iter()
                    .find(|(m, _, at)| *m == k && *at < (line, col))
                    .filter(|_| steps == 1)
                    // Named after the exec statement, the counter's value after the loop may be
                    // read, which the loop variable leaves one less (in an exec string's code,
                    // named anywhere but its binding).
                    .filter(|_| {
                        let after = match (f.exec_at, f.toks.get(at)) {
                            (None, Some(t)) => t.offset,
                            _ => 0,
                        };
                        f.facts.name_offsets.get(&k).is_none_or(|o| {
                            o.iter().filter(|&&x| x > after).count() <= usize::from(after == 0)
                        })
                    })
                    .map(|&(_, v, _)| (k, v))
            })
    }
}

/// Each statement of an exec string's code (its text as written), with the counter it steps by
/// 1 when it is `k+=1` taken every time round; the whole code as one statement where it does
/// not parse.
fn exec_statements(
    body: &str,
    parsed: &Result<Program, pyexpr::ParseError>,
) -> Vec<(String, Option<String>)> {
    let mut body_stmts: Vec<(String, Option<String>)> = Vec::new();
    match &parsed {
        Ok(prog) => {
            for (l, st) in prog.stmts() {
                let text = match (l.tokens.get(st.start), l.tokens.get(st.end.max(1) - 1)) {
                    (Some(a), Some(b)) if a.offset <= b.offset => body
                        .get(a.offset..b.offset + b.text.len())
                        .map_or_else(|| tight(&l.tokens[st.start..st.end]), str::to_string),
                    _ => tight(&l.tokens[st.start..st.end]),
                };
                // A step inside a block (`if c:k+=1`) is not taken every time round.
                let unconditional = l.level == 0 && !l.stmts.iter().any(|x| x.kind.is_header());
                let counter = match &st.kind {
                    StmtKind::AugAssign(t, op, v)
                        if unconditional
                            && op == "+="
                            && matches!(&v.kind, ExprKind::Num(x) if x == "1") =>
                    {
                        match &t.kind {
                            ExprKind::Name(k) => Some(k.clone()),
                            _ => None,
                        }
                    }
                    _ => None,
                };
                body_stmts.push((text, counter));
            }
        }
        Err(_) => body_stmts.push((body.trim_end_matches([';', '\n', ' ']).to_string(), None)),
    }
    body_stmts
}

/// The plain loop's text: `header` and the statements `texts` of the code, on its line or, for
/// a body with a compound statement or several lines (`block`), on lines of their own one space
/// deeper than the exec statement's line (`exec_indent`).
fn loop_lines(
    texts: &[&str],
    header: String,
    block: bool,
    parsed: &Result<Program, pyexpr::ParseError>,
    body: &str,
    exec_indent: usize,
) -> String {
    if !block {
        return format!("{header}{}", texts.join(";"));
    }
    let mut out = header;
    if let Ok(prog) = &parsed {
        for l in &prog.lines {
            let kept: Vec<&str> = l
                .stmts
                .iter()
                .filter_map(|st| {
                    let (a, b) = (l.tokens.get(st.start)?, l.tokens.get(st.end.max(1) - 1)?);
                    body.get(a.offset..b.offset + b.text.len())
                })
                .filter(|t| texts.contains(t))
                .collect();
            if kept.is_empty() {
                continue;
            }
            // A header's body follows its `:` with no `;` between.
            let text = match l.stmts.first() {
                Some(h) if h.kind.is_header() && kept.len() > 1 => {
                    format!("{}{}", kept[0], kept[1..].join(";"))
                }
                _ => kept.join(";"),
            };
            // One level deeper than the exec statement's own line.
            out.push_str(&format!("\n{} {}{text}", " ".repeat(exec_indent), l.indent));
        }
    }
    out
}

/// The natural loop an exec loop stands for, and the note saying why it keeps the meaning:
/// with the counter as its variable where `start` is known, else a `for _` loop.
fn exec_readable(
    body_stmts: &[(String, Option<String>)],
    start: Option<(String, i64)>,
    count: Option<i64>,
    nt: &str,
    lines_of: impl Fn(&[&str], String) -> String,
) -> (String, String) {
    match (start.clone(), count) {
        (Some((k, v)), Some(c)) => {
            let kept: Vec<&str> = body_stmts[..body_stmts.len() - 1]
                .iter()
                .map(|(t, _)| t.as_str())
                .collect();
            let range = if v == 0 {
                format!("range({nt})")
            } else {
                format!("range({v},{})", v + c)
            };
            (
                if kept.is_empty() {
                    format!("for {k} in {range}:pass")
                } else {
                    lines_of(&kept, format!("for {k} in {range}:"))
                },
                format!(
                    "exec of a string repeated N times runs its code N times; its counter `{k}` (bound once, to {v}, and stepped by 1 last) becomes the loop variable of the natural loop, which takes the same values in the body (after the loop `{k}` is one less: {} against {})",
                    v + c - 1,
                    v + c
                ),
            )
        }
        _ => {
            let kept: Vec<&str> = body_stmts.iter().map(|(t, _)| t.as_str()).collect();
            (
                lines_of(&kept, format!("for _ in range({nt}):")),
                "exec of a string repeated N times runs its code N times: a loop with no header or indentation (any counter kept in the body, its start value unknown here)".to_string(),
            )
        }
    }
}

impl Finder<'_> {
    /// The line and indentation (bytes) of the line holding the exec statement `s`.
    fn exec_stmt_indent(&self, s: &Stmt) -> usize {
        let f = self;
        if f.exec_at.is_some() {
            return f.exec_indent;
        }
        f.toks.get(s.start).map_or(0, |t| {
            let start = f.source[..t.offset.min(f.source.len())]
                .rfind('\n')
                .map_or(0, |k| k + 1);
            f.source[start..t.offset.min(f.source.len())]
                .bytes()
                .take_while(|b| *b == b' ' || *b == b'\t')
                .count()
        })
    }
}

impl Finder<'_> {
    /// Reads an exec string's code `body` (the one-literal string `c`, parsed as `prog`) for
    /// tricks, each placed in the file where the literal allows it (at the exec statement
    /// otherwise).
    fn read_exec_code(
        &mut self,
        s: &Stmt,
        c: &Expr,
        body: &str,
        prog: &Program,
        golfed: &str,
        exec_indent: usize,
    ) {
        let f = self;
        let (line, col) = f.place(s.start);
        let exec_span = f.exec_span.or_else(|| f.locate(golfed, s.start));
        let exec_map = f.literal_map(c, body).map(std::rc::Rc::new);
        for (l, st) in prog.stmts() {
            let mut sub = Finder {
                exec_at: Some((line, col)),
                exec_span,
                exec_map: exec_map.clone(),
                exec_indent,
                in_def: f.in_def,
                bare_exec: f.bare_exec,
                func: f.func,
                ..Finder::new(f.facts, body, &l.tokens, f.sem)
            };
            sub.statement(st, l);
            f.tricks.append(&mut sub.tricks);
            f.unknown.append(&mut sub.unknown);
        }
    }
}

impl Finder<'_> {
    /// `exec"code"` or `exec("code")` run once: the code is read for tricks like the file's.
    pub(super) fn exec_once(&mut self, s: &Stmt, code: &Expr, golfed: &str) -> bool {
        let f = self;
        let c = code.unparen();
        let Some(body) = constant_str(c, f.sem) else {
            return false;
        };
        let Ok(prog) = pystmt::parse_program(&body, f.sem) else {
            return false;
        };
        let exec_indent = f.exec_stmt_indent(s);
        f.read_exec_code(s, c, &body, &prog, golfed, exec_indent);
        true
    }
}

impl Finder<'_> {
    /// `exec c` where the code string `c` is run in several places: the code written once.
    /// True when found (the statement then read).
    fn exec_reuse(&mut self, s: &Stmt, code: &Expr, golfed: &str) -> bool {
        let f = self;
        let ExprKind::Name(n) = &code.unparen().kind else {
            return false;
        };
        let facts = f.facts;
        let Some(x) = facts.exec_codes.iter().find(|x| x.name == *n) else {
            return false;
        };
        if f.exec_at.is_some() {
            return false;
        }
        let first = f
            .toks
            .get(code.unparen().start)
            .is_some_and(|t| t.offset == x.first);
        let saves = tight_text(&x.code).len() as isize
            - golfed.len() as isize
            - if first { x.binding as isize } else { 0 };
        let note = format!(
            "exec runs a code string bound to a name wherever it is named: the code, written once, runs in {} places, as a function would without `def`, parentheses or `global` (exec runs it in the scope where it stands){}",
            x.runs,
            if first {
                format!(
                    "; its binding ({} bytes with its separator) counted here, at the first",
                    x.binding
                )
            } else {
                String::new()
            }
        );
        f.push_saving(
            s.start,
            Trick::ExecReuse,
            golfed.to_string(),
            x.code.clone(),
            saves,
            &note,
        );
        // The code's own tricks, read once (at the first exec), placed at the statement.
        if first && let Ok(prog) = pystmt::parse_program(&x.code, f.sem) {
            let indent = f.exec_stmt_indent(s);
            f.read_exec_code(s, code.unparen(), &x.code, &prog, golfed, indent);
        }
        true
    }
}

impl Finder<'_> {
    /// `for _ in s[:N]`: a loop whose variable is never read, over the first N items of a
    /// sequence, a counted loop of N passes (when s has N items or more).
    pub(super) fn slice_counter(&mut self, target: &Expr, iter: &Expr) {
        let (ExprKind::Name(x), ExprKind::Subscript(s, index)) = (&target.kind, &iter.kind) else {
            return;
        };
        let ExprKind::Slice(None, Some(hi), None) = &index.kind else {
            return;
        };
        let Some(n) = Self::int_literal(hi) else {
            return;
        };
        if n < 2
            || !matches!(
                s.unparen().kind,
                ExprKind::Name(_) | ExprKind::Subscript(..)
            )
        {
            return;
        }
        // The variable is only ever bound by a `for` (its value never read).
        let Ok(tokens) = crate::pytoken::tokenize(self.source) else {
            return;
        };
        let unread = tokens.iter().enumerate().all(|(k, t)| {
            t.kind != Kind::Name || t.text != *x || (k > 0 && tokens[k - 1].is("for"))
        });
        if !unread {
            return;
        }
        let golfed = self.text(iter);
        let st = self.text(s);
        self.push(iter.start, Trick::SliceCounter, golfed, format!("range({n})"),
            &format!("a loop over the first {n} items of {st}, its variable never read, runs {n} times when {st} has at least {n} items (fewer otherwise): a counted loop shorter than range({n})"));
    }
}
