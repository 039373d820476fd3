//! String tricks: `%` formatting, digit strings, backquotes.

use super::constants::constant_str;
use super::finder::Finder;
use super::layout::tight_text;
use super::registry::Trick;
use super::walk::Walk;
use crate::pyexpr::{BinOp, Expr, ExprKind, NoNames, Semantics, Value};

/// A `%` format's pieces when its only fields are `%s`, `%d` and `%i` (with `%%`) and it has
/// text besides them: each field `None`, each run of text `Some`.
pub(super) fn format_pieces(format: &str) -> Option<Vec<Option<String>>> {
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut chars = format.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            text.push(c);
            continue;
        }
        match chars.next()? {
            '%' => text.push('%'),
            's' | 'd' | 'i' => {
                if !text.is_empty() {
                    pieces.push(Some(std::mem::take(&mut text)));
                }
                pieces.push(None);
            }
            _ => return None,
        }
    }
    if !text.is_empty() {
        pieces.push(Some(text));
    }
    let fields = pieces.iter().filter(|p| p.is_none()).count();
    (fields >= 1 && pieces.len() > fields).then_some(pieces)
}

/// The string a constant expression makes (`'%d'%5**18`, `` `14**7*9` ``), when it holds
/// digits only.
pub(super) fn constant_text(e: &Expr, sem: Semantics) -> Option<String> {
    if !e.names().is_empty() {
        return None;
    }
    match e.eval(&NoNames, sem).ok()? {
        Value::Str(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => Some(s),
        _ => None,
    }
}

pub(super) fn digit_note(text: &str) -> String {
    let d = crate::digits::explain(text);
    if d.covers {
        format!(
            "{text} holds every digit 1-9{}.",
            if d.repeats.is_empty() {
                ", each once".to_string()
            } else {
                format!(
                    " ({} repeated: tried again for nothing)",
                    d.repeats
                        .iter()
                        .map(|(dg, n)| format!("{dg} x{n}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        )
    } else {
        format!("{text} does not hold every digit 1-9: some digits are never tried.")
    }
}

/// An f-string's plain spelling as concatenation (`f"{a} {b}"` is `str(a)+' '+str(b)`), when
/// its fields are expressions with at most a conversion and a plain format spec (no nested
/// quotes or braces) and it is not raw or byte: the text between them as plain literals.
pub(super) fn fstring_concat(text: &str) -> Option<String> {
    let quote_at = text.find(['\'', '"'])?;
    let prefix = text[..quote_at].to_ascii_lowercase();
    if prefix != "f" {
        return None;
    }
    let body = &text[quote_at..];
    // A triple-quoted f-string may hold both quotes: left unread.
    if body.starts_with("\"\"\"") || body.starts_with("'''") {
        return None;
    }
    let inner = body.get(1..body.len().checked_sub(1)?)?;
    if inner.contains(['\\', '\n']) {
        return None;
    }
    let mut parts: Vec<String> = Vec::new();
    let mut lit = String::new();
    let mut chars = inner.chars().peekable();
    let mut fields = 0;
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                lit.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                lit.push('}');
            }
            '{' => {
                let field = fstring_field(&mut chars)?;
                if !lit.is_empty() {
                    parts.push(py_literal(&std::mem::take(&mut lit)));
                }
                parts.push(field);
                fields += 1;
            }
            '}' => return None,
            ch => lit.push(ch),
        }
    }
    if !lit.is_empty() {
        parts.push(py_literal(&lit));
    }
    (fields >= 1 && parts.len() >= 2).then(|| parts.join("+"))
}

/// One field of an f-string, read up to its `}`, as plain Python: `str(x)`, `repr(x)` for
/// `!r`, `format(x,'spec')` for a format spec (brackets in the expression may hold `:`, a
/// slice's). None for a nested quote or brace, a `=` field, or a spec holding a field.
fn fstring_field(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) -> Option<String> {
    let (mut expr, mut conv, mut spec) = (String::new(), None, None::<String>);
    let mut depth = 0usize;
    loop {
        let ch = chars.next()?;
        if let Some(sp) = spec.as_mut() {
            match ch {
                '}' => break,
                '{' | '\'' | '"' => return None,
                c => sp.push(c),
            }
            continue;
        }
        match ch {
            '}' if depth == 0 => break,
            '{' | '\'' | '"' => return None,
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.checked_sub(1)?,
            '!' if depth == 0 && chars.peek() != Some(&'=') => {
                conv = Some(chars.next()?);
                match chars.next()? {
                    '}' => break,
                    ':' => spec = Some(String::new()),
                    _ => return None,
                }
                continue;
            }
            ':' if depth == 0 => {
                spec = Some(String::new());
                continue;
            }
            // `{x=}` (the expression's text and its value) has no plain spelling here; `==`,
            // `<=`, `>=` and `!=` are comparisons.
            '=' if depth == 0
                && chars.peek() != Some(&'=')
                && !expr.ends_with(['=', '<', '>', '!']) =>
            {
                return None;
            }
            _ => {}
        }
        expr.push(ch);
    }
    let x = expr.trim();
    if x.is_empty() {
        return None;
    }
    let value = match conv {
        None => x.to_string(),
        Some('r') => format!("repr({x})"),
        Some('s') => format!("str({x})"),
        Some(_) => return None,
    };
    Some(match spec {
        Some(sp) if !sp.is_empty() => format!("format({value},{})", py_literal(&sp)),
        _ if conv.is_some() => value,
        _ => format!("str({value})"),
    })
}

/// A plain one-line string literal holding `s` (no backslash or newline in it).
fn py_literal(s: &str) -> String {
    if s.contains('\'') {
        format!("\"{s}\"")
    } else {
        format!("'{s}'")
    }
}

impl Finder<'_> {
    /// The string shapes read here; true when one has walked the node.
    pub(super) fn string_shapes(&mut self, e: &Expr) -> bool {
        // `'.#'[n%2]`: a literal of characters indexed by a computed value, a table of
        // one-character strings in place of a list of them.
        if let ExprKind::Subscript(s, index) = &e.kind
            && let ExprKind::Str { value, text } = &s.kind
            && !matches!(index.kind, ExprKind::Slice(..) | ExprKind::Num(_))
            && !matches!(&index.kind, ExprKind::Unary(_, x) if matches!(x.kind, ExprKind::Num(_)))
            && (2..=16).contains(&value.chars().count())
            && value.chars().all(|c| c.is_ascii_graphic() || c == ' ')
            && !value.contains(['\'', '\\'])
            && text.starts_with(['\'', '"'])
        {
            let items: Vec<String> = value.chars().map(|c| format!("'{c}'")).collect();
            let (golfed, it) = (self.text(e), self.text(index));
            let readable = format!("[{}][{it}]", items.join(","));
            self.push(e.start, Trick::CharTable, golfed, readable,
                "a string is a sequence of one-character strings: indexed by a computed value it is a table lookup, without a list's quotes and commas");
            self.expr(index, false);
            return true;
        }
        false
    }
}

impl Finder<'_> {
    /// `'%d'%x`: str(x), or the digit string a constant formats to.
    pub(super) fn percent_str(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Binary(BinOp::Mod, s, x) if matches!(&s.kind, ExprKind::Str { value, .. } if value == "%d" || value == "%s" || value == "%i") =>
            {
                if let Some(digits) = constant_text(e, self.sem) {
                    let note = digit_note(&digits);
                    self.push(
                        e.start,
                        Trick::DigitString,
                        self.text(e),
                        format!("'{digits}'"),
                        &note,
                    );
                    return Walk::Walked;
                }
                // str()'s own parentheses hold the operand `%` needed them for.
                let xt = match &x.kind {
                    ExprKind::Paren(inner) if !matches!(inner.kind, ExprKind::Tuple(_)) => {
                        self.text(inner)
                    }
                    _ => self.text(x),
                };
                self.push(e.start, Trick::PercentStr, self.text(e), format!("str({xt})"),
                    "'%d'%x formats x as a decimal string, as str(x) does, and binds like `*` where str() needs its parentheses");
                self.expr(x, false);
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// `'%d,%d'%(a,b)`: str() of each value joined with the text between.
    pub(super) fn percent_format(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Binary(BinOp::Mod, s, x)
                if let ExprKind::Str { value, .. } = &s.kind
                    && let Some(pieces) = format_pieces(value)
                    && let values = match &x.unparen().kind {
                        ExprKind::Tuple(items) => items.iter().collect::<Vec<_>>(),
                        _ => vec![&**x],
                    }
                    && pieces.iter().filter(|p| p.is_none()).count() == values.len()
                    && !values
                        .iter()
                        .any(|v| matches!(v.kind, ExprKind::Starred(_))) =>
            {
                // `'%d,%d'%(a,b)`: the fields and the text between them, against str() of each
                // value joined by `+`.
                let mut values_iter = values.iter();
                let parts: Vec<String> = pieces
                    .iter()
                    .map(|p| match p {
                        Some(text) => crate::pyvalue::str_repr(text),
                        None => self.str_text(values_iter.next().expect("counted")),
                    })
                    .collect();
                let plain = parts.join("+");
                let readable = if self.tight_ctx.contains(&(e.start, e.end)) {
                    format!("({plain})")
                } else {
                    plain
                };
                self.push(e.start, Trick::PercentFormat, self.text(e), readable,
                    "`%` formatting writes each value as str() would (an int, or a string by %s) into the text around it: no str() calls and no `+` between the pieces");
                for v in values {
                    self.expr(v, false);
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// Python 2's backquotes: repr(), or the digit string of a constant.
    pub(super) fn backquote(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            ExprKind::Repr(x) => {
                let xt = self.text(x);
                if let Some(digits) = constant_text(e, self.sem) {
                    let note = format!(
                        "backquotes are Python 2's repr(); {} {}",
                        digit_note(&digits),
                        if digits.len() <= 10
                            && digits.parse::<i64>().is_ok_and(|v| v <= i32::MAX as i64)
                        {
                            "It fits a 32-bit int, so repr has no `L`."
                        } else {
                            "A long on a 32-bit Python 2 (past 2**31-1), whose repr ends in `L`; safe on 64 bits up to 2**63-1."
                        }
                    );
                    self.push(
                        e.start,
                        Trick::BackquoteDigits,
                        self.text(e),
                        format!("'{digits}'"),
                        &note,
                    );
                } else {
                    self.push(
                        e.start,
                        Trick::BackquoteRepr,
                        self.text(e),
                        format!("repr({xt})"),
                        "backquotes are Python 2's repr(), four bytes shorter",
                    );
                    self.expr(x, false);
                }
            }
            _ => return Walk::NotMine,
        }
        Walk::Walked
    }

    /// An f-string with fields: str() of each value between the text, when that is longer.
    pub(super) fn fstring(&mut self, e: &Expr, _cond: bool) -> Walk {
        match &e.kind {
            // An f-string's fields hold expressions the finder does not read.
            ExprKind::Str { text, .. }
                if text
                    .split(['\'', '"'])
                    .next()
                    .is_some_and(|p| p.to_ascii_lowercase().contains('f'))
                    && text.contains('{') =>
            {
                if let Some(plain) = fstring_concat(text) {
                    let golfed = self.text(e);
                    let readable = self.drop_in(e.start, &golfed, plain);
                    if tight_text(&readable).len() > golfed.len() {
                        self.push(e.start, Trick::FString, golfed, readable,
                            "an f-string (Python 3.6+) puts each value's str() between the text: no str() calls, no `+`");
                        return Walk::Walked;
                    }
                }
                self.unknown(
                    e.start,
                    self.text(e),
                    "an f-string with fields: the expressions in its braces are not read"
                        .to_string(),
                );
            }
            _ => return Walk::NotMine,
        }
        Walk::Noted
    }

    /// A loop over a run of digits (`for c in'123'`): map(str,range(...)).
    pub(super) fn digit_string_loop(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Str { value, .. }
                if self.facts.golfed
                    && self.iter_at == Some(e.start)
                    && value.len() >= 3
                    && value.bytes().all(|b| b.is_ascii_digit())
                    && let Some(step) = [1i32, -1].into_iter().find(|&d| {
                        value
                            .as_bytes()
                            .windows(2)
                            .all(|w| w[1] as i32 - w[0] as i32 == d)
                    }) =>
            {
                let golfed = self.text(e);
                let (first, last) = (
                    (value.as_bytes()[0] - b'0') as i32,
                    (value.as_bytes()[value.len() - 1] - b'0') as i32,
                );
                let range = if step == 1 {
                    if first == 0 {
                        format!("range({})", last + 1)
                    } else {
                        format!("range({first},{})", last + 1)
                    }
                } else {
                    format!("range({first},{},-1)", last - 1)
                };
                self.push(e.start, Trick::DigitStringLoop, golfed, format!("map(str,{range})"),
                    "a loop over a string of digits takes each digit as a one-character string: range() and str() in one literal");
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }

    /// A constant string repeated by `*`: a counted loop, or the string written out.
    pub(super) fn string_repeat(&mut self, e: &Expr, _cond: bool) -> Walk {
        let walked = match &e.kind {
            ExprKind::Binary(BinOp::Mul, ..)
                if e.names().is_empty() && constant_str(e, self.sem).is_some() =>
            {
                let golfed = self.text(e);
                let value = constant_str(e, self.sem).unwrap_or_default();
                if self.iter_at == Some(e.start) {
                    self.push(e.start, Trick::RepeatLoop, golfed, format!("range({})", value.chars().count()),
                        "a string repeated N times iterates N times (its characters unused): a counted loop shorter than range()");
                } else {
                    let readable = crate::pyvalue::str_repr(&value);
                    if readable.len() > golfed.len() {
                        self.push(
                            e.start,
                            Trick::StringRepeat,
                            golfed,
                            readable,
                            "a string repeated by `*` is shorter than the string written out",
                        );
                    }
                }
                true
            }
            _ => return Walk::NotMine,
        };
        Walk::after(walked)
    }
}
