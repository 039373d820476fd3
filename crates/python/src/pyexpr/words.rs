//! The reserved words of each dialect and the value of a string literal, as CPython's
//! tokenizer and parser read them (the keyword lists of `keyword.py` in 2.7 and 3.x).
//!
//! The parser asks both while it reads an atom; the trick finder asks them of single tokens.

use crate::pyvalue::Semantics;

const KEYWORDS3: [&str; 35] = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

const KEYWORDS2: [&str; 31] = [
    "and", "as", "assert", "break", "class", "continue", "def", "del", "elif", "else", "except",
    "exec", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "not", "or",
    "pass", "print", "raise", "return", "try", "while", "with", "yield",
];

/// True when `word` is a reserved word of `sem` (`print` and `exec` in Python 2, `True` in 3).
pub fn is_keyword(word: &str, sem: Semantics) -> bool {
    match sem {
        Semantics::Py2 => KEYWORDS2.contains(&word),
        Semantics::Py3 => KEYWORDS3.contains(&word),
    }
}

/// The value of a string literal's text (prefix and quotes included), per dialect.
pub fn string_value(text: &str, sem: Semantics) -> Result<String, String> {
    let quote = text.find(['\'', '"']).ok_or("not a string")?;
    let prefix = text[..quote].to_ascii_lowercase();
    let ok = match sem {
        Semantics::Py2 => ["", "r", "u", "b", "ur", "br", "rb"].contains(&prefix.as_str()),
        Semantics::Py3 => {
            ["", "r", "u", "b", "f", "rb", "br", "fr", "rf"].contains(&prefix.as_str())
        }
    };
    if !ok {
        return Err(format!("invalid string prefix {prefix:?} in {sem}"));
    }
    let body = &text[quote..];
    let q = if body.starts_with("'''") || body.starts_with("\"\"\"") {
        3
    } else {
        1
    };
    let inner = &body[q..body.len() - q];
    if prefix.contains('r') {
        return Ok(inner.to_string());
    }
    let mut out = String::new();
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('0') => out.push('\0'),
            Some('\\') => out.push('\\'),
            Some('\'') => out.push('\''),
            Some('"') => out.push('"'),
            Some('\n') => {}
            Some('x') => {
                let h: String = chars.by_ref().take(2).collect();
                let v = u32::from_str_radix(&h, 16).map_err(|_| "a bad \\x escape")?;
                out.push(char::from_u32(v).ok_or("a bad \\x escape")?);
            }
            Some(o) => {
                out.push('\\');
                out.push(o);
            }
            None => out.push('\\'),
        }
    }
    Ok(out)
}
