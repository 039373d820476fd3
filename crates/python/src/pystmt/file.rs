//! A whole file read as Python 2 or Python 3: its logical lines, CPython's tokenizer rules for
//! indentation (its two stacks, `TabError`, MAXINDENT), Python 2's ASCII rule, and Python 3's
//! habit of letting a tokenizer error replace its parser's.
//!
//! Each line's statements are read by [`super::grammar`]; the verdict lines of the
//! differential tests (`scripts/python/golf_compile.py`'s form) are here too.

use super::ast::{Line, Program, Stmt, StmtKind};
use super::grammar::read_line;
use crate::pyexpr::{PY3_MAXLEVEL, ParseError, Parser, Semantics};
use crate::pytoken::{self, Kind, Token};

/// The indentation levels CPython's tokenizers keep (MAXINDENT in tokenizer.h, 2.7 and 3.11):
/// a block 100 levels deep is an `IndentationError`.
pub const MAXINDENT: usize = 100;

/// The width of an indentation: a tab moves to the next multiple of `tab` columns.
fn width(text: &str, tab: usize) -> usize {
    text.chars().fold(0, |w, c| {
        if c == '\t' {
            (w / tab + 1) * tab
        } else {
            w + 1
        }
    })
}

fn indentation_error(line: usize, col: usize, message: &str) -> ParseError {
    ParseError {
        line,
        column: col,
        message: message.to_string(),
        kind: "IndentationError",
        tokenizer: false,
    }
}

/// Python 2 reads a file as ASCII unless a comment on its first two lines names an encoding.
fn has_coding_cookie(source: &str) -> bool {
    source.lines().take(2).any(|l| {
        let l = l.trim_start();
        l.starts_with('#')
            && l.find("coding")
                .is_some_and(|k| l[k + 6..].starts_with(':') || l[k + 6..].starts_with('='))
    })
}

/// Reads `source` as a program of `sem`: the first syntax error there (line and column, as
/// CPython counts them, and its class) when it is not one.
///
/// Python 3.10+ has one quirk here: when its parser fails, it tokenizes the rest of the file,
/// and an error its tokenizer raises there (a bad number literal, a string that does not end, a
/// character no token starts with) replaces the parser's; so does CPython here.
pub fn parse_program(source: &str, sem: Semantics) -> Result<Program, ParseError> {
    let first = read_program(source, sem);
    match &first {
        Err(e)
            if sem == Semantics::Py3
                && !e.tokenizer
                && (e.kind == "SyntaxError" || e.message.starts_with("expected an indented")) =>
        {
            py3_override(source, e).map_or(first, Err)
        }
        _ => first,
    }
}

/// What Python 3 reports instead of its parser's error `e` when it tokenizes the rest of the
/// file: the first error its tokenizer raises from `e` on (a bad number literal, a string that
/// does not end, a character no token starts with, a closing bracket that matches nothing); or,
/// where the tokenizer stops without one (an inconsistent tab, an unindent to no level, the
/// end), a bracket still open there since a line before `e`'s.
fn py3_override(source: &str, e: &ParseError) -> Option<ParseError> {
    let scan = pytoken::scan(source);
    let from = (e.line, e.column);
    let raised = |m: &str, line: usize, col: usize| {
        let mut x = ParseError::syntax(line, col, m);
        x.tokenizer = true;
        x
    };
    let mut first: Option<ParseError> = None;
    let mut keep = |x: ParseError| {
        if (x.line, x.column) >= from
            && first
                .as_ref()
                .is_none_or(|f| (x.line, x.column) < (f.line, f.column))
        {
            first = Some(x);
        }
    };
    for (k, t) in scan.tokens.iter().enumerate() {
        if t.kind != Kind::Number {
            continue;
        }
        let glued = scan.tokens.get(k + 1).is_some_and(|n| {
            !n.spaced
                && n.kind == Kind::Name
                && n.line == t.line
                && !WARNED_AFTER_NUMBER.contains(&n.text.as_str())
        });
        let refused = crate::pyvalue::number_literal(&t.text, Semantics::Py3)
            .err()
            .filter(|m| !m.contains("not simulated") && !m.contains("bound"));
        if let Some(m) = refused.or(glued.then(|| "invalid decimal literal".to_string())) {
            keep(raised(&m, t.line, t.col));
        }
    }
    // Where the tokenizer stops without raising: an ASCII character Python reports as plain
    // `invalid syntax`, an inconsistent indentation, or the end.
    let mut stop = (usize::MAX, usize::MAX);
    if let Some(x) = &scan.error {
        let junk = x.message.starts_with("unexpected character")
            && x.message.chars().nth(22).is_some_and(|c| c.is_ascii());
        if junk {
            stop = (x.line, x.col);
        } else {
            keep(raised(&x.message, x.line, x.col));
        }
    }
    if let Some((line, col)) = py3_indentation_stop(&scan.tokens, source)
        && (line, col) >= from
    {
        stop = stop.min((line, col));
    }
    if let Some(f) = first.filter(|f| (f.line, f.column) < stop) {
        return Some(f);
    }
    // The innermost bracket open where the tokenizer stopped.
    let mut open: Vec<&Token> = Vec::new();
    for t in scan.tokens.iter().take_while(|t| (t.line, t.col) < stop) {
        if t.kind != Kind::Op {
            continue;
        }
        match t.text.as_str() {
            "(" | "[" | "{" => open.push(t),
            ")" | "]" | "}" => {
                open.pop();
            }
            _ => {}
        }
    }
    let b = open.last()?;
    (b.line < e.line).then(|| raised(&format!("'{}' was never closed", b.text), b.line, b.col))
}

/// Where Python 3's tokenizer stops at an indentation (a `TabError`, or an unindent to no
/// outer level), on its own, whatever the parser made of the lines.
fn py3_indentation_stop(tokens: &[Token], source: &str) -> Option<(usize, usize)> {
    let physical: Vec<&str> = source.split('\n').collect();
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    let mut line_start = true;
    for t in tokens {
        if t.kind == Kind::Comment {
            continue;
        }
        if t.depth == 0 && t.is("\n") {
            line_start = true;
            continue;
        }
        if !line_start {
            continue;
        }
        line_start = false;
        let indent: String = physical[t.line - 1]
            .chars()
            .take_while(|c| matches!(c, ' ' | '\t'))
            .collect();
        let (col, alt) = (width(&indent, 8), width(&indent, 1));
        let &(top, top_alt) = stack.last().expect("a bottom");
        if col == top {
            if alt != top_alt {
                return Some((t.line, 1));
            }
        } else if col > top {
            if alt <= top_alt {
                return Some((t.line, 1));
            }
            stack.push((col, alt));
        } else {
            while stack.last().is_some_and(|&(c, _)| c > col) {
                stack.pop();
            }
            let &(c, a) = stack.last().expect("a bottom");
            if c != col || a != alt {
                return Some((t.line, 1));
            }
        }
    }
    None
}

/// Reads `source` as a program of `sem`, line by line: each logical line's indentation
/// checked against CPython's stacks, then its statements parsed.
fn read_program(source: &str, sem: Semantics) -> Result<Program, ParseError> {
    let (tokens, unclosed, token_error) = scan_within_levels(source, sem);
    let physical: Vec<&str> = source.split('\n').collect();
    let mut ascii = AsciiCheck {
        physical: &physical,
        only: sem == Semantics::Py2 && !has_coding_cookie(source),
        checked_to: 0,
    };
    // With a tokenizer error, the last line stops short: its statements are read as far as
    // they go, and an error there before the bad token is the one Python reports.
    let partial = token_error.is_some();
    let logical = logical_lines(tokens, token_error.as_ref());
    let mut blocks = Blocks::new(sem);
    let mut lines: Vec<Line> = Vec::new();
    let count = logical.len();
    for (n, toks) in logical.into_iter().enumerate() {
        let first = &toks[0];
        ascii.check(toks.last().map_or(first.line, |t| t.line))?;
        let indent: String = physical[first.line - 1]
            .chars()
            .take_while(|c| matches!(c, ' ' | '\t' | '\x0c'))
            .filter(|c| *c != '\x0c')
            .collect();
        let level = blocks.level(first, &indent, physical[first.line - 1])?;
        if partial && n + 1 == count {
            let e = token_error.clone().expect("a tokenizer error");
            return Err(blocks.cut_line_error(&toks, level, e));
        }
        blocks.close_blocks(first, level)?;
        if sem == Semantics::Py3
            && n + 1 == count
            && let Some(e) = &unclosed
        {
            return Err(blocks.unclosed_error(&toks, level, e));
        }
        blocks.check_decorated(&toks)?;
        let stmts = blocks.read(&toks, level)?;
        lines.push(Line {
            tokens: toks,
            level,
            indent,
            stmts,
        });
    }
    ascii.check(physical.len())?;
    blocks.finish(lines)
}

/// `source`'s tokens, the bracket left open at its end and the tokenizer's error; under
/// Python 3 they stop at the bracket past MAXLEVEL.
fn scan_within_levels(
    source: &str,
    sem: Semantics,
) -> (
    Vec<Token>,
    Option<pytoken::TokenError>,
    Option<pytoken::TokenError>,
) {
    let pytoken::Scan {
        mut tokens,
        mut unclosed,
        error: mut token_error,
    } = pytoken::scan(source);
    // Python 3's tokenizer keeps at most MAXLEVEL (200) brackets open: the next one is an
    // error of its own, raised where it stands (Python 2 has no such limit: its parser stack
    // stops it first, see `PY2_MAXSTACK`).
    if sem == Semantics::Py3
        && let Some(k) = tokens.iter().position(|t| {
            t.kind == Kind::Op
                && t.depth >= PY3_MAXLEVEL
                && matches!(t.text.as_str(), "(" | "[" | "{")
        })
        && token_error
            .as_ref()
            .is_none_or(|e| (e.line, e.col) > (tokens[k].line, tokens[k].col))
    {
        token_error = Some(pytoken::TokenError {
            line: tokens[k].line,
            col: tokens[k].col,
            message: "too many nested parentheses".to_string(),
        });
        tokens.truncate(k);
        unclosed = None;
    }
    (tokens, unclosed, token_error)
}

/// Python 2's rule that a file with no encoding declared is ASCII, checked up to the lines
/// read so far: an error on a line comes before the non-ASCII character of a later one.
struct AsciiCheck<'s> {
    physical: &'s [&'s str],
    /// Python 2 with no coding cookie: the only case that checks.
    only: bool,
    checked_to: usize,
}

impl AsciiCheck<'_> {
    /// The first non-ASCII character on the physical lines before `upto` not yet checked.
    fn check(&mut self, upto: usize) -> Result<(), ParseError> {
        if !self.only {
            return Ok(());
        }
        for (n, text) in self
            .physical
            .iter()
            .enumerate()
            .take(upto.min(self.physical.len()))
            .skip(self.checked_to)
        {
            if let Some((k, c)) = text.char_indices().find(|(_, c)| !c.is_ascii()) {
                return Err(ParseError::syntax(
                    n + 1,
                    k + 1,
                    format!(
                        "Non-ASCII character {:?} on line {}, but no encoding declared",
                        c,
                        n + 1
                    ),
                ));
            }
        }
        self.checked_to = self.checked_to.max(upto);
        Ok(())
    }
}

/// The logical lines of `tokens`, comments dropped; after a tokenizer error, a last line
/// that stops short, or a placeholder for it when no token precedes the error.
fn logical_lines(tokens: Vec<Token>, token_error: Option<&pytoken::TokenError>) -> Vec<Vec<Token>> {
    let mut logical: Vec<Vec<Token>> = Vec::new();
    let mut current = Vec::new();
    for t in tokens {
        if t.kind == Kind::Comment {
            continue;
        }
        if t.depth == 0 && t.is("\n") {
            if !current.is_empty() {
                logical.push(std::mem::take(&mut current));
            }
            continue;
        }
        current.push(t);
    }
    if !current.is_empty() {
        logical.push(current);
    } else if let Some(e) = token_error {
        logical.push(vec![Token {
            kind: Kind::Comment,
            text: String::new(),
            line: e.line,
            col: e.col,
            depth: 0,
            spaced: true,
            offset: 0,
        }]);
    }
    logical
}

/// What the lines read so far ask of the next: CPython's indentation stacks, the headers
/// still open, a decorator's promise, and what Python 2's parser carries to the end.
struct Blocks {
    sem: Semantics,
    /// CPython's two indentation stacks: columns with a tab as 8, and with a tab as 1.
    stack: Vec<(usize, usize)>,
    /// The line of a header whose block has not started yet.
    expect_block: Option<usize>,
    /// The last header at each level that a later clause (`else`, `except`...) may continue.
    open: Vec<Option<&'static str>>,
    /// Errors Python 2 finds only once the whole file is read.
    deferred: Vec<ParseError>,
    /// A decorator's line: the next line must define what it decorates.
    decorated: Option<usize>,
    /// Python 2's parser reads `print` as a name from the statement after
    /// `from __future__ import print_function` on.
    print_function: bool,
}

impl Blocks {
    fn new(sem: Semantics) -> Blocks {
        Blocks {
            sem,
            stack: vec![(0, 0)],
            expect_block: None,
            open: vec![None],
            deferred: Vec::new(),
            decorated: None,
            print_function: false,
        }
    }

    /// A parser for one line at `level`, with what the lines before set.
    fn parser<'t>(&self, toks: &'t [Token], level: usize) -> Parser<'t> {
        let mut p = Parser::new(toks, self.sem);
        p.print_function = self.print_function;
        // Each block around the line: `stmt`, `compound_stmt`, its statement, `suite`.
        p.py2_stack += 4 * level;
        p
    }

    /// The block level of the line starting with `first`, indented by `indent` (of the
    /// physical line `physical`), as CPython's tokenizers push and pop it.
    fn level(&mut self, first: &Token, indent: &str, physical: &str) -> Result<usize, ParseError> {
        let sem = self.sem;
        let (col, alt) = (width(indent, 8), width(indent, 1));
        let tab_error = || ParseError {
            line: first.line,
            column: indent.len() + 1,
            message: "inconsistent use of tabs and spaces in indentation".to_string(),
            kind: "TabError",
            tokenizer: true,
        };
        let py3 = sem == Semantics::Py3;
        let &(top, top_alt) = self.stack.last().expect("the stack has a bottom");
        if let Some(header_line) = self.expect_block.take() {
            if col <= top {
                return Err(indentation_error(
                    first.line,
                    first.col,
                    &format!("expected an indented block after the header on line {header_line}"),
                ));
            }
            if py3 && alt <= top_alt {
                return Err(tab_error());
            }
            // Both tokenizers keep at most MAXINDENT (100) levels, the top one included.
            if self.stack.len() >= MAXINDENT {
                let column = match sem {
                    Semantics::Py2 => physical.chars().count() + 1,
                    Semantics::Py3 => 1,
                };
                return Err(indentation_error(
                    first.line,
                    column,
                    "too many levels of indentation",
                ));
            }
            self.stack.push((col, alt));
        } else if col > top {
            if py3 && alt <= top_alt {
                return Err(tab_error());
            }
            // Python 3's parser, still wanting the `except` of a one-line `try`, names that.
            if py3 && self.open.get(self.stack.len() - 1).copied().flatten() == Some("try") {
                return Err(ParseError::syntax(
                    first.line,
                    first.col,
                    "expected 'except' or 'finally' block",
                ));
            }
            return Err(indentation_error(
                first.line,
                first.col,
                "unexpected indent",
            ));
        } else if col == top {
            if py3 && alt != top_alt {
                return Err(tab_error());
            }
        } else {
            while self.stack.last().is_some_and(|&(c, _)| c > col) {
                self.stack.pop();
            }
            let &(c, a) = self.stack.last().expect("the stack has a bottom");
            if c != col {
                return Err(indentation_error(
                    first.line,
                    first.col,
                    "unindent does not match any outer indentation level",
                ));
            }
            if py3 && a != alt {
                return Err(tab_error());
            }
        }
        Ok(self.stack.len() - 1)
    }

    /// The error of the last line, cut short by the tokenizer's error `e`: the parser's, when
    /// it stops before the bad token, else the tokenizer's.
    fn cut_line_error(&self, toks: &[Token], level: usize, e: pytoken::TokenError) -> ParseError {
        let first = &toks[0];
        if first.kind == Kind::Comment {
            return e.into();
        }
        let last = toks.last().expect("a token");
        let mut p = self.parser(toks, level);
        let mut o = self.open.clone();
        if let Err(parse) = read_line(&mut p, level, &mut o)
            && (parse.line, parse.column) <= (last.line, last.col)
        {
            return parse;
        }
        e.into()
    }

    /// Closes the blocks deeper than `level`: a `try` whose block ended with no `except` or
    /// `finally` is an error (Python 2 meets a dedent where it wants `except`).
    fn close_blocks(&mut self, first: &Token, level: usize) -> Result<(), ParseError> {
        for l in (level + 1..self.open.len()).rev() {
            if self.open[l] == Some("try") {
                return Err(match self.sem {
                    Semantics::Py2 => {
                        indentation_error(first.line, first.col, "unexpected unindent")
                    }
                    Semantics::Py3 => ParseError::syntax(
                        first.line,
                        first.col,
                        "expected 'except' or 'finally' block",
                    ),
                });
            }
        }
        self.open.truncate(level + 1);
        Ok(())
    }

    /// Python 3 reports a bracket left open (`e`) at the bracket itself, unless the last line
    /// fails to parse on an earlier line.
    fn unclosed_error(
        &mut self,
        toks: &[Token],
        level: usize,
        e: &pytoken::TokenError,
    ) -> ParseError {
        let mut p = self.parser(toks, level);
        if let Err(parse) = read_line(&mut p, level, &mut self.open)
            && parse.line < e.line
        {
            return parse;
        }
        e.clone().into()
    }

    /// After a decorator, the line must define what it decorates.
    fn check_decorated(&mut self, toks: &[Token]) -> Result<(), ParseError> {
        let first = &toks[0];
        if self.decorated.take().is_some() {
            let defines = toks
                .iter()
                .take(2)
                .any(|t| t.is("def") || t.is("class") || t.is("@"));
            if !defines
                || !(first.is("def") || first.is("class") || first.is("@") || first.is("async"))
            {
                return Err(ParseError::syntax(
                    first.line,
                    first.col,
                    "invalid syntax (a decorator must precede a def or a class)",
                ));
            }
        }
        Ok(())
    }

    /// The statements of the line `toks` at `level`, and what they ask of the next line.
    fn read(&mut self, toks: &[Token], level: usize) -> Result<Vec<Stmt>, ParseError> {
        let mut p = self.parser(toks, level);
        let stmts = read_line(&mut p, level, &mut self.open)?;
        self.deferred.append(&mut p.deferred);
        self.print_function = p.print_function;
        if matches!(stmts[0].kind, StmtKind::Decorator(_)) {
            self.decorated = Some(level);
        }
        if stmts.last().is_some_and(|s| s.kind.is_header()) {
            self.expect_block = Some(toks[0].line);
        }
        Ok(stmts)
    }

    /// The program of `lines`, or the error at the end of the file: a block that never came,
    /// a `try` with no `except`, or an error Python 2 deferred to the end.
    fn finish(self, lines: Vec<Line>) -> Result<Program, ParseError> {
        let (sem, decorated) = (self.sem, self.decorated);
        let last_line = lines
            .last()
            .and_then(|l| l.tokens.last())
            .map_or(1, |t| t.line);
        if self.expect_block.is_some() || decorated.is_some() {
            // Python 2 calls a header on the file's first line with nothing after it an EOF.
            return Err(match sem {
                Semantics::Py2 if last_line == 1 || decorated == Some(0) => {
                    ParseError::syntax(last_line, 1, "unexpected EOF while parsing")
                }
                Semantics::Py3 if decorated == Some(0) => ParseError::syntax(
                    last_line,
                    1,
                    "invalid syntax (a decorator with nothing after it)",
                ),
                _ if decorated.is_some() => indentation_error(last_line, 1, "unexpected unindent"),
                _ => indentation_error(last_line, 1, "expected an indented block"),
            });
        }
        if let Some(l) = self.open.iter().position(|o| *o == Some("try")) {
            return Err(if sem == Semantics::Py2 && l > 0 {
                indentation_error(last_line, 1, "unexpected unindent")
            } else {
                ParseError::syntax(last_line, 1, "expected 'except' or 'finally' block")
            });
        }
        if let Some(e) = self.deferred.into_iter().next() {
            return Err(e);
        }
        Ok(Program {
            lines,
            print_function: self.print_function,
        })
    }
}

/// The keywords a number may run into with only a warning in Python 3.11 and later
/// ("invalid decimal literal", announced to become an error).
pub const WARNED_AFTER_NUMBER: [&str; 8] = ["and", "else", "for", "if", "in", "is", "not", "or"];

/// Where a number literal runs straight into a keyword (`1if`, `0in`, `9or`): CPython 3.11+
/// warns there, and a later version will refuse it. The places of the keywords.
pub fn literal_warnings(tokens: &[Token]) -> Vec<(usize, usize)> {
    tokens
        .windows(2)
        .filter(|w| {
            w[0].kind == Kind::Number
                && !w[1].spaced
                && w[1].kind == Kind::Name
                && WARNED_AFTER_NUMBER.contains(&w[1].text.as_str())
        })
        .map(|w| (w[1].line, w[1].col))
        .collect()
}

/// The verdict on `source` in the form `scripts/python/golf_compile.py` prints: `ok` or the
/// error's class and line, and (Python 3) ` warn` with the lines of [`literal_warnings`].
pub fn verdict_line(source: &str, sem: Semantics) -> String {
    match parse_program(source, sem) {
        Ok(p) => {
            let mut lines: Vec<usize> = match sem {
                Semantics::Py2 => Vec::new(),
                Semantics::Py3 => p
                    .lines
                    .iter()
                    .flat_map(|l| literal_warnings(&l.tokens))
                    .map(|(line, _)| line)
                    .collect(),
            };
            lines.dedup();
            if lines.is_empty() {
                "ok".to_string()
            } else {
                let shown: Vec<String> = lines.iter().map(usize::to_string).collect();
                format!("ok warn {}", shown.join(","))
            }
        }
        // Python 2's parser-stack overflow is a MemoryError, with no line.
        Err(e) if e.kind == "MemoryError" => e.kind.to_string(),
        Err(e) => format!("{} {}", e.kind, e.line),
    }
}
