//! String tricks: `%` formatting, digit strings, backquotes.

use super::*;

impl Finder<'_> {
    /// `e` as a string operand of `+`: as written where it is a string that `+` cannot split,
    /// in str() otherwise.
    pub(super) fn str_text(&self, e: &Expr) -> String {
        let text = self.text(e);
        let atomic = matches!(
            e.kind,
            ExprKind::Str { .. }
                | ExprKind::Name(_)
                | ExprKind::Subscript(..)
                | ExprKind::Call(..)
                | ExprKind::Attr(..)
                | ExprKind::Paren(_)
                | ExprKind::Binary(BinOp::Mod | BinOp::Mul, ..)
        );
        if atomic && is_str_expr(e, self.strings, self.sem) {
            text
        } else {
            format!("str({text})")
        }
    }
}

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
    let d = super::super::digits::explain(text);
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
