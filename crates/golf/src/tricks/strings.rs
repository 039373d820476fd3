//! String tricks: `%` formatting, digit strings, backquotes.

use super::finder::Finder;
use super::registry::Trick;
use crate::pyexpr::{Expr, ExprKind, NoNames, Semantics, Value};

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

/// An f-string's plain spelling as concatenation (`f"{a} {b}"` is `str(a)+' '+str(b)`), when
/// its fields are bare expressions (no conversion, no format spec, no nested quotes or braces)
/// and it is not raw or byte: the text between them as plain literals.
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
                let mut field = String::new();
                loop {
                    match chars.next()? {
                        '}' => break,
                        '{' | '\'' | '"' | '!' | ':' | '=' => return None,
                        ch => field.push(ch),
                    }
                }
                if field.trim().is_empty() {
                    return None;
                }
                if !lit.is_empty() {
                    parts.push(py_literal(&std::mem::take(&mut lit)));
                }
                parts.push(format!("str({})", field.trim()));
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
