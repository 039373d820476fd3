//! A small Python tokenizer, enough for the golf solvers of seeds 001 and 004: names, numbers,
//! strings, Python 2 backquotes, operators, comments, with line and column, and the split of
//! a file into logical statements (`;` and bracket continuations undone).
//!
//! The ungolf steps and the trick finder work on tokens rather than on characters, so that a
//! `:` inside a slice is never taken for the end of a `def` header, and a `'%d'` is a string
//! wherever it stands.

use std::fmt;

use serde::Serialize;

/// What a token is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Name,
    Number,
    Str,
    /// Python 2's `` ` ``, which writes `repr()` of what it encloses.
    Backquote,
    Op,
    Comment,
}

/// One token with its place in the file (1-based line and column).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Token {
    pub kind: Kind,
    pub text: String,
    pub line: usize,
    pub col: usize,
    /// Bracket depth before the token.
    pub depth: usize,
    /// Whether whitespace (or a line break) precedes the token in the source.
    pub spaced: bool,
    /// The byte offset of the token's first character in the source, so that a construct can
    /// be quoted exactly as written.
    pub offset: usize,
}

impl Token {
    pub fn is(&self, text: &str) -> bool {
        self.text == text && self.kind != Kind::Str
    }

    pub fn is_keyword(&self) -> bool {
        self.kind == Kind::Name && KEYWORDS.contains(&self.text.as_str())
    }
}

/// Python 2's keywords that the family's programs use, `print` and `exec` included.
pub const KEYWORDS: [&str; 20] = [
    "and", "or", "not", "in", "is", "if", "else", "elif", "for", "while", "def", "return",
    "import", "from", "print", "lambda", "exec", "as", "pass", "yield",
];

/// Why a text could not be tokenized.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct TokenError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for TokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.col, self.message
        )
    }
}

impl std::error::Error for TokenError {}

const OPS: [&str; 42] = [
    "**=", "//=", ">>=", "<<=", "...", ":=", "->", "@=", "**", "//", "<<", ">>", "<=", ">=", "==",
    "!=", "<>", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "+", "-", "*", "/", "%", "&", "|",
    "^", "~", "<", ">", "(", ")", "[", "]", "{", "}",
];

/// The tokens of `source`, physical line breaks inside brackets or after a backslash included
/// in nothing (they only set `spaced`); a line break at depth 0 is a `\n` token of kind `Op`.
/// A bracket still open at the end is an error (see [`tokenize_open`] for the tokens anyway).
pub fn tokenize(source: &str) -> Result<Vec<Token>, TokenError> {
    match tokenize_open(source)? {
        (tokens, None) => Ok(tokens),
        (_, Some(e)) => Err(e),
    }
}

/// Tokenizes `source` as [`tokenize`] does, but a bracket left open at the end of the file is
/// returned beside the tokens rather than instead of them: the dialects report it differently
/// (Python 3 at the bracket, `'(' was never closed`; Python 2 wherever its parser stops).
/// Errors no Python tokenizer gets past (an unknown character, a string or a number that does
/// not end well, a closing bracket that matches nothing) are errors here.
pub fn tokenize_open(source: &str) -> Result<(Vec<Token>, Option<TokenError>), TokenError> {
    let scan = scan(source);
    match scan.error {
        Some(e) => Err(e),
        None => Ok((scan.tokens, scan.unclosed)),
    }
}

/// What the tokenizer read: the tokens up to its first error, if any (Python's tokenizer feeds
/// its parser as it goes, so a syntax error on an earlier line is reported before it).
pub struct Scan {
    pub tokens: Vec<Token>,
    /// A bracket left open at the end of the file.
    pub unclosed: Option<TokenError>,
    /// The error the tokenizer stopped at.
    pub error: Option<TokenError>,
}

thread_local! {
    /// The bytes this thread has tokenized: see [`bytes_scanned`].
    static SCANNED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many bytes this thread has tokenized so far (every parse tokenizes first): a measure of
/// work that does not depend on the machine, by which tests hold a reader of a file to a work
/// linear in the file's length. A count only: nothing reads it to decide anything.
pub fn bytes_scanned() -> u64 {
    SCANNED.with(|c| c.get())
}

/// Tokenizes `source` as far as it can.
pub fn scan(source: &str) -> Scan {
    SCANNED.with(|c| c.set(c.get() + source.len() as u64));
    let mut out = Vec::new();
    // The open brackets, with where each was opened.
    let mut open: Vec<(char, usize, usize)> = Vec::new();
    let error = scan_into(source, &mut out, &mut open).err();
    let unclosed = open.last().map(|&(c, line, col)| TokenError {
        line,
        col,
        message: format!("'{c}' was never closed"),
    });
    Scan {
        tokens: out,
        unclosed: if error.is_none() { unclosed } else { None },
        error,
    }
}

fn scan_into(
    source: &str,
    out: &mut Vec<Token>,
    open: &mut Vec<(char, usize, usize)>,
) -> Result<(), TokenError> {
    let chars: Vec<char> = source.chars().collect();
    let (mut pos, mut line, mut col) = (0usize, 1usize, 1usize);
    let mut byte = 0usize;
    let mut spaced = true;
    let mut in_backquote = false;
    while pos < chars.len() {
        let c = chars[pos];
        let start = (line, col, byte);
        let depth = open.len();
        let mut push = |kind: Kind, text: String, depth: usize, spaced: &mut bool| {
            out.push(Token {
                kind,
                text,
                line: start.0,
                col: start.1,
                depth,
                spaced: *spaced,
                offset: start.2,
            });
            *spaced = false;
        };
        let error = |message: String| TokenError {
            line: start.0,
            col: start.1,
            message,
        };
        if c == '\n' {
            if depth == 0 && !in_backquote {
                push(Kind::Op, "\n".to_string(), 0, &mut spaced);
            }
            spaced = true;
            pos += 1;
            byte += 1;
            line += 1;
            col = 1;
            continue;
        }
        if c == '\\' && chars.get(pos + 1) == Some(&'\n') {
            spaced = true;
            pos += 2;
            byte += 2;
            line += 1;
            col = 1;
            continue;
        }
        if c == '\\' && chars.get(pos + 1) == Some(&'\r') && chars.get(pos + 2) == Some(&'\n') {
            spaced = true;
            pos += 3;
            byte += 3;
            line += 1;
            col = 1;
            continue;
        }
        if c == ' ' || c == '\t' || c == '\r' || c == '\x0c' {
            spaced = true;
            pos += 1;
            byte += 1;
            col += 1;
            continue;
        }
        let take = |n: usize| chars[pos..pos + n].iter().collect::<String>();
        let n = if c == '#' {
            let n = chars[pos..].iter().take_while(|&&c| c != '\n').count();
            push(Kind::Comment, take(n), depth, &mut spaced);
            n
        } else if c.is_ascii_digit()
            || (c == '.' && chars.get(pos + 1).is_some_and(char::is_ascii_digit))
        {
            let n = number_len(&chars[pos..]).map_err(error)?;
            push(Kind::Number, take(n), depth, &mut spaced);
            n
        } else if c.is_alphabetic() || c == '_' {
            let n = chars[pos..]
                .iter()
                .take_while(|c| c.is_alphanumeric() || **c == '_')
                .count();
            // A string prefix (`r'...'`, `u"..."`, `f'...'`, `b'...'`) belongs to the string.
            if n <= 2
                && matches!(chars.get(pos + n), Some('\'' | '"'))
                && take(n).chars().all(|p| "rRuUbBfF".contains(p))
            {
                let m = string_len(&chars[pos + n..])
                    .ok_or_else(|| error(unterminated(&chars[pos + n..])))?;
                push(Kind::Str, take(n + m), depth, &mut spaced);
                n + m
            } else {
                push(Kind::Name, take(n), depth, &mut spaced);
                n
            }
        } else if c == '\'' || c == '"' {
            let n = string_len(&chars[pos..]).ok_or_else(|| error(unterminated(&chars[pos..])))?;
            push(Kind::Str, take(n), depth, &mut spaced);
            n
        } else if c == '`' {
            push(Kind::Backquote, "`".to_string(), depth, &mut spaced);
            in_backquote = !in_backquote;
            1
        } else if let Some(op) = OPS
            .iter()
            .chain([&",", &":", &";", &".", &"=", &"@"])
            .find(|op| chars[pos..].iter().take(op.len()).copied().eq(op.chars()))
        {
            let mut d = depth;
            match *op {
                "(" | "[" | "{" => open.push((c, line, col)),
                ")" | "]" | "}" => {
                    let want = match c {
                        ')' => '(',
                        ']' => '[',
                        _ => '{',
                    };
                    match open.pop() {
                        None => return Err(error(format!("unmatched '{c}'"))),
                        Some((o, ..)) if o != want => {
                            return Err(error(format!(
                                "closing parenthesis '{c}' does not match opening parenthesis '{o}'"
                            )));
                        }
                        Some(_) => d = open.len(),
                    }
                }
                _ => {}
            }
            push(Kind::Op, op.to_string(), d, &mut spaced);
            op.len()
        } else {
            return Err(error(format!("unexpected character {c:?}")));
        };
        for &ch in &chars[pos..pos + n] {
            byte += ch.len_utf8();
            if ch == '\n' {
                line += 1;
                col = 1;
            } else {
                col += 1;
            }
        }
        pos += n;
    }
    Ok(())
}

/// Why a string does not end, in CPython 3's words.
fn unterminated(chars: &[char]) -> String {
    let q = chars[0];
    if chars.len() >= 3 && chars[1] == q && chars[2] == q {
        "unterminated triple-quoted string literal".to_string()
    } else {
        "unterminated string literal".to_string()
    }
}

/// The length of the number literal at the start of `chars`, as Python's tokenizer reads it:
/// `0x1for` is `0x1f` then `or`, `1if` is `1` then `if`, `1e5` one float, `1else` is `1` then
/// `else`. A prefix with no digit after it (`0or`, `0band`, `0x`) is an error in both dialects.
/// Whether the literal is valid in a dialect (`011`, `5L`, `1_0`) is decided when it is read
/// ([`super::pyvalue::number_literal`]).
fn number_len(chars: &[char]) -> Result<usize, String> {
    let digits = |from: usize, ok: &dyn Fn(char) -> bool| -> usize {
        let mut k = from;
        while k < chars.len()
            && (ok(chars[k]) || (chars[k] == '_' && chars.get(k + 1).is_some_and(|&c| ok(c))))
        {
            k += 1;
        }
        k
    };
    let suffix = |k: usize| -> usize {
        if chars.get(k).is_some_and(|c| "lLjJ".contains(*c)) {
            k + 1
        } else {
            k
        }
    };
    if chars[0] == '0' && chars.get(1).is_some_and(|c| "xXoObB".contains(*c)) {
        let (ok, kind): (&dyn Fn(char) -> bool, &str) = match chars[1].to_ascii_lowercase() {
            'x' => (&|c: char| c.is_ascii_hexdigit(), "hexadecimal"),
            'o' => (&|c: char| ('0'..='7').contains(&c), "octal"),
            _ => (&|c: char| c == '0' || c == '1', "binary"),
        };
        let start = if chars.get(2) == Some(&'_') { 3 } else { 2 };
        let end = digits(start, ok);
        if end == start {
            return Err(format!("invalid {kind} literal"));
        }
        return Ok(suffix(end));
    }
    let dec = |c: char| c.is_ascii_digit();
    let mut k = digits(0, &dec);
    if chars.get(k) == Some(&'.') {
        k = digits(k + 1, &dec);
    }
    if chars.get(k).is_some_and(|c| *c == 'e' || *c == 'E') {
        let sign = usize::from(chars.get(k + 1).is_some_and(|c| *c == '+' || *c == '-'));
        if chars.get(k + 1 + sign).is_some_and(char::is_ascii_digit) {
            k = digits(k + 1 + sign, &dec);
        }
    }
    Ok(suffix(k))
}

/// The length of the string literal at the start of `chars` (quotes included), or `None` if
/// it does not end.
fn string_len(chars: &[char]) -> Option<usize> {
    let q = chars[0];
    let triple = chars.len() >= 3 && chars[1] == q && chars[2] == q;
    let mut i = if triple { 3 } else { 1 };
    while i < chars.len() {
        match chars[i] {
            '\\' => i += 2,
            c if c == q => {
                if !triple {
                    return Some(i + 1);
                }
                if chars.get(i + 1) == Some(&q) && chars.get(i + 2) == Some(&q) {
                    return Some(i + 3);
                }
                i += 1;
            }
            '\n' if !triple => return None,
            _ => i += 1,
        }
    }
    None
}

/// One logical statement: its tokens and its indentation level (0 = top level).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Statement {
    pub indent: usize,
    pub tokens: Vec<Token>,
    /// The whitespace before it when it starts a physical line (tabs and spaces as written),
    /// `None` when it follows a `;` or a compound header on the same line.
    pub indent_text: Option<String>,
}

/// The words that open a compound statement, whose header ends with a `:`.
pub const COMPOUND: [&str; 11] = [
    "def", "if", "elif", "else", "for", "while", "class", "try", "except", "finally", "with",
];

/// The width of an indentation as Python 2 reads it: a tab moves to the next multiple of 8.
fn indent_width(text: &str) -> usize {
    text.chars()
        .fold(0, |w, c| if c == '\t' { (w / 8 + 1) * 8 } else { w + 1 })
}

/// Splits a file into statements: `;` at depth 0 separates statements, a compound header such
/// as `def r(a):` followed by a statement on the same line opens a block, and each physical
/// line's leading whitespace sets its level (deeper whitespace, one level deeper).
pub fn statements(source: &str) -> Result<Vec<Statement>, TokenError> {
    let tokens = tokenize(source)?;
    let lines: Vec<&str> = source.lines().collect();
    let mut out = Vec::new();
    // The indentation widths seen so far, as a stack.
    let mut widths: Vec<usize> = vec![0];
    let mut line_start = true;
    let mut level = 0;
    let mut current: Vec<Token> = Vec::new();
    let mut current_level = 0;
    let mut current_indent: Option<String> = None;
    // `lambda`s at depth 0 whose `:` is still to come: that `:` ends no header.
    let mut lambdas = 0usize;
    let flush = |current: &mut Vec<Token>,
                 level: usize,
                 indent: &mut Option<String>,
                 out: &mut Vec<Statement>| {
        if !current.is_empty() {
            out.push(Statement {
                indent: level,
                tokens: std::mem::take(current),
                indent_text: indent.take(),
            });
        }
    };
    for t in tokens {
        if t.kind == Kind::Comment {
            continue;
        }
        if line_start && !t.is("\n") {
            let text: String = lines
                .get(t.line - 1)
                .map(|l| l.chars().take_while(|c| *c == ' ' || *c == '\t').collect())
                .unwrap_or_default();
            let width = indent_width(&text);
            while widths.last().is_some_and(|&w| w > width) {
                widths.pop();
            }
            if widths.last() != Some(&width) {
                widths.push(width);
            }
            level = widths.len() - 1;
            current_level = level;
            current_indent = Some(text);
            line_start = false;
        }
        if t.depth == 0 && t.is("\n") {
            flush(&mut current, current_level, &mut current_indent, &mut out);
            lambdas = 0;
            line_start = true;
            continue;
        }
        if t.depth == 0 && t.is(";") {
            flush(&mut current, current_level, &mut current_indent, &mut out);
            lambdas = 0;
            continue;
        }
        if t.depth == 0 && t.is("lambda") {
            lambdas += 1;
        }
        let colon = t.depth == 0 && t.is(":");
        let header_colon = colon
            && lambdas == 0
            && current
                .first()
                .is_some_and(|f| f.kind == Kind::Name && COMPOUND.contains(&f.text.as_str()));
        if colon && lambdas > 0 {
            lambdas -= 1;
        }
        current.push(t);
        if header_colon {
            flush(&mut current, current_level, &mut current_indent, &mut out);
            // What follows on the same line is the block's body, one level deeper.
            current_level = level + 1;
        }
    }
    flush(&mut current, current_level, &mut current_indent, &mut out);
    Ok(out)
}

/// Writes tokens the way a reader lays them out: spaces around the words and comparisons,
/// around an assignment's `=`, after commas; arithmetic kept tight, as the golfer wrote it.
pub fn render(tokens: &[Token]) -> String {
    let mut s = String::new();
    let assign = tokens.iter().position(|t| t.depth == 0 && t.is("="));
    for (k, t) in tokens.iter().enumerate() {
        if k > 0 && space_between(&tokens[k - 1], t, k, assign) {
            s.push(' ');
        }
        s.push_str(&t.text);
    }
    s
}

fn space_between(a: &Token, b: &Token, k: usize, assign: Option<usize>) -> bool {
    let word = |t: &Token| t.is_keyword();
    let opener = |t: &Token| t.is("(") || t.is("[") || t.is("{");
    let closer = |t: &Token| t.is(")") || t.is("]") || t.is("}") || t.is(":") || t.is(",");
    let cmp = |t: &Token| {
        ["==", "!=", "<", ">", "<=", ">=", "<>"].contains(&t.text.as_str()) && t.kind == Kind::Op
    };
    let atom = |t: &Token| matches!(t.kind, Kind::Name | Kind::Number | Kind::Str);
    if Some(k) == assign || Some(k) == assign.map(|a| a + 1) {
        return true;
    }
    if a.is(",") || cmp(a) || cmp(b) {
        return true;
    }
    // `import *`: the star of a star import stands apart.
    if a.is("import") {
        return true;
    }
    if word(a) && !closer(b) && !b.is(".") {
        return true;
    }
    if word(b) && !opener(a) && !a.is(".") {
        return true;
    }
    if atom(a) && atom(b) {
        return true;
    }
    false
}

/// Writes statements as lines of code, four spaces a level.
pub fn render_program(statements: &[Statement]) -> String {
    let mut s = String::new();
    for st in statements {
        let indent = "    ".repeat(st.indent);
        let mut line = indent.clone();
        let tokens = &st.tokens;
        let assign = tokens.iter().position(|t| t.depth == 0 && t.is("="));
        let spaced: Vec<bool> = (0..tokens.len())
            .map(|k| k > 0 && space_between(&tokens[k - 1], &tokens[k], k, assign))
            .collect();
        // A line may break before a word inside brackets (`for`, `if`, `or`...), where Python
        // reads a line break as whitespace; `run[k]` is the length from token k to the next
        // such place.
        let breakable = |k: usize| spaced[k] && tokens[k].depth > 0 && tokens[k].is_keyword();
        let mut run = vec![0usize; tokens.len() + 1];
        for k in (0..tokens.len()).rev() {
            let own = tokens[k].text.len() + usize::from(spaced[k]);
            run[k] = own
                + if k + 1 < tokens.len() && !breakable(k + 1) {
                    run[k + 1]
                } else {
                    0
                };
        }
        for (k, t) in tokens.iter().enumerate() {
            let space = spaced[k];
            // A line past the width is broken there, with a deeper hanging indent.
            if breakable(k) && line.len() + run[k] > RENDER_WIDTH && !line.trim().is_empty() {
                s.push_str(line.trim_end());
                s.push('\n');
                line = format!("{indent}        ");
            } else if space {
                line.push(' ');
            }
            line.push_str(&t.text);
        }
        s.push_str(&line);
        s.push('\n');
    }
    s
}

/// The widest line [`render_program`] writes, so that a program shown with a diff marker
/// and an indentation stays within 100 columns.
pub const RENDER_WIDTH: usize = 90;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_carry_their_place() {
        let t = tokenize("def r(a):i=a.find('0')\nx=`14**7*9`").unwrap();
        let find = t.iter().find(|t| t.text == "'0'").unwrap();
        assert_eq!(
            (find.kind, find.line, find.col, find.depth),
            (Kind::Str, 1, 19, 1)
        );
        assert!(
            t.iter()
                .any(|t| t.kind == Kind::Backquote && t.line == 2 && t.col == 3)
        );
        assert!(tokenize("x = 'open").is_err());
        assert!(
            tokenize("x = (1")
                .unwrap_err()
                .message
                .contains("was never closed")
        );
    }

    #[test]
    fn statements_undo_semicolons_and_one_line_blocks() {
        let st = statements("def r(a):i=1;~i or f(a)\nfrom sys import*;r(x)\n").unwrap();
        let shown: Vec<(usize, String)> =
            st.iter().map(|s| (s.indent, render(&s.tokens))).collect();
        assert_eq!(
            shown,
            [
                (0, "def r(a):".to_string()),
                (1, "i = 1".to_string()),
                (1, "~i or f(a)".to_string()),
                (0, "from sys import *".to_string()),
                (0, "r(x)".to_string()),
            ]
        );
    }
}
