//! The trick finder: reads any golfed Python 2 or Python 3 file with the project's one tokenizer
//! and parser, and names each golf idiom by its shape in the syntax tree (never by the names a
//! program happens to use): what it stands for, its readable form, and the bytes it saves.
//! Statements of a kind it does not know, and text neither dialect parses, are listed as
//! unknown, never dropped.
//!
//! Bytes saved compare the golfed text, quoted as written, with its readable form written tight
//! (no optional spaces), so the figure is what the trick itself earns. A line the plain rewrite
//! adds (a one-line body, a statement after `;`) takes the indentation a reader writes, four
//! spaces a level (the file's own where wider), as `short-indent` counts the file's lines.
//!
//! Every construct is either part of a recognised trick, ordinary Python ([`ORDINARY`]: the
//! statements, operators and calls a plain solver writes), or listed as unknown.
//!
//! Dialect forms (Python 2's print statement and integer `/`) are golf only against the other
//! dialect's spelling: they are reported in a file laid out as golf (`;` between statements,
//! bodies on their header's line, or indentation narrower than four spaces), and are ordinary
//! Python 2 in a file laid out to be read.

use serde::Serialize;

use super::peers::is_peer;
use super::pyexpr::{
    self, Arg, BinOp, CmpOp, CompKind, Expr, ExprKind, NoNames, Param, ParseError, Semantics, UnOp,
    Value,
};
use super::pystmt::{self, Line, Program, Stmt, StmtKind};
use super::pytoken::{self, Kind, Token, TokenError};

mod calls;
mod conditionals;
mod facts;
mod functions;
mod layout;
mod loops;
mod peer_tests;
mod sequences;
mod statements;
mod strings;
#[cfg(test)]
mod tests;
mod totals;
mod walk;

use self::{
    conditionals::*, facts::*, functions::*, layout::*, loops::*, statements::*, strings::*,
    totals::*,
};

/// One trick found.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Trick {
    pub line: usize,
    pub col: usize,
    /// A short name (`semicolon`, `tilde-test`, ...).
    pub name: &'static str,
    pub golfed: String,
    /// What it replaces, written plainly.
    pub readable: String,
    /// Bytes saved: the readable form's length minus the golfed form's, both tight.
    pub saves: isize,
    pub note: String,
    /// What this trick adds to the file's total (see [`Report::saved`]): its own saving, or
    /// less where another trick's snippet holds it and that trick's readable form already
    /// spells this one out.
    pub counted: isize,
    /// Why `counted` differs from `saves`, when it does.
    pub counted_note: String,
    /// Where its snippet stands in the file (byte offsets), for nesting; none for layout.
    #[serde(skip)]
    pub span: Option<(usize, usize)>,
}

/// A construct the analyzer does not know.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Unknown {
    pub line: usize,
    pub col: usize,
    pub text: String,
    pub why: String,
}

/// Everything found in one file.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Report {
    /// Bytes of the file, the final newline included.
    pub bytes: usize,
    pub statements: usize,
    /// The dialects that parse the whole file.
    pub dialects: Vec<Semantics>,
    /// For a dialect that does not parse it, the first syntax error there.
    pub syntax_errors: Vec<(Semantics, String)>,
    pub tricks: Vec<Trick>,
    pub unknown: Vec<Unknown>,
    /// The bytes the file saves against one plain spelling: every trick replaced by its
    /// readable form, a trick inside another's snippet counted once (the sum of `counted`).
    pub saved: isize,
    /// Places Python 3.11+ warns about (a number run into a keyword, `0in`, `9or`: "invalid
    /// decimal literal", announced to become an error), as `line L, column C: ...`.
    pub warnings: Vec<String>,
}

/// What the finder counts as ordinary Python, neither a trick nor unknown: every statement
/// kind but `class`, `try`/`except`/`finally`, `with`, decorators, `nonlocal` and annotated
/// assignments; every expression but bitwise operators and `~` outside a recognised trick,
/// `...` and f-strings with fields; and calls of a function the file defines (or a parameter) or of these names.
pub const ORDINARY: [&str; 77] = [
    "range",
    "xrange",
    "len",
    "list",
    "set",
    "tuple",
    "str",
    "int",
    "float",
    "bool",
    "dict",
    "input",
    "raw_input",
    "print",
    "open",
    "map",
    "filter",
    "zip",
    "sorted",
    "reversed",
    "enumerate",
    "all",
    "any",
    "sum",
    "min",
    "max",
    "abs",
    "chr",
    "ord",
    "iter",
    "next",
    "reduce",
    "repr",
    "exit",
    "join",
    "find",
    "index",
    "append",
    "pop",
    "split",
    "strip",
    "read",
    "readline",
    "readlines",
    "write",
    "count",
    "replace",
    "extend",
    "insert",
    "remove",
    "add",
    "update",
    "get",
    "keys",
    "values",
    "items",
    "copy",
    "isdigit",
    "format",
    "rfind",
    "flush",
    "sort",
    "lower",
    "upper",
    "divmod",
    "isinstance",
    "type",
    "round",
    "pow",
    "bin",
    "hex",
    "oct",
    "frozenset",
    "startswith",
    "endswith",
    "splitlines",
    "setrecursionlimit",
];

struct Finder<'a> {
    /// The text the tokens were read from (the file, or the code of an `exec` string).
    source: &'a str,
    toks: &'a [Token],
    sem: Semantics,
    tricks: Vec<Trick>,
    unknown: Vec<Unknown>,
    /// Where an `exec` string stands, for what is found in its code.
    exec_at: Option<(usize, usize)>,
    /// The exec statement's bytes in the file, for what is found in its code.
    exec_span: Option<(usize, usize)>,
    /// Where each byte of an exec string's code stands in the file (offset, line, column),
    /// when the string is one literal: what is found in the code is placed there.
    exec_map: Option<std::rc::Rc<Vec<(usize, usize, usize)>>>,
    /// The indentation (bytes) of the line holding the exec statement whose code is read.
    exec_indent: usize,
    /// The statement being read stands in a function's body (an exec string's code there
    /// runs with the function's locals, which its nested scopes cannot see).
    in_def: bool,
    /// The function whose body holds the statement being read, when it calls itself: its
    /// name and how many calls of itself it makes.
    func: Option<(&'a str, usize)>,
    /// The names the file tests membership in (`c in s`, `c not in s`).
    members: &'a [String],
    /// Operands of an operator (a conditional there needs parentheses).
    operand: std::collections::HashSet<(usize, usize)>,
    /// The functions the file defines (and lambdas it names): calls of them are ordinary.
    defined: &'a [String],
    /// The functions that call themselves, for what a default argument stands for (with the
    /// calls of themselves they make).
    recursive: &'a [(String, usize)],
    /// `exit` is sys.exit here (`from sys import*` or `from sys import exit`).
    sys_star: bool,
    /// The names the file uses from `sys` without its prefix.
    sys_names: &'a [String],
    /// The file is laid out as golf (see the module's comment).
    golfed: bool,
    /// The start of an expression iterated over (a `for` or a comprehension's iterable).
    iter_at: Option<usize>,
    /// The spans of operands that bind tighter than `+` and `-` (a factor, the right side of
    /// `-`, an operand of a unary operator or of `**`): `x+1` needs parentheses there.
    tight_ctx: std::collections::HashSet<(usize, usize)>,
    /// The names the file binds to a string (see [`string_names`]).
    strings: &'a [String],
    /// The names the file binds only to numbers (see [`number_names`]).
    numbers: &'a [String],
    /// The functions the file passes as values (`map(f,s)`), never only calls.
    passed: &'a [String],
    /// Operands of `and`/`or` whose value (not only its truth) is used: `n or 5`.
    value_used: std::collections::HashSet<(usize, usize)>,
    /// For each name bound exactly once to an integer literal: the name, its value and where
    /// (line, column).
    int_starts: &'a [IntStart],
    /// A walrus the statement being read could hoist into a plain statement before it: its
    /// start, and the bytes the walrus saves against that (negative when it costs bytes).
    hoist: Option<(usize, isize)>,
    /// Expressions standing where a simple statement can (a whole statement, or the body
    /// of `x and y` read as `if x:y`): only there may a replacement be a statement.
    stmt_spans: std::collections::HashSet<(usize, usize)>,
    /// The statement being read has more statements after it on its line (`;`): a compound
    /// statement put in its place would swallow them.
    followed: bool,
    /// Another statement (or a header) stands before it on its line.
    preceded: bool,
    /// The file imports sys (`import sys`, `from sys import ...`, `__import__('sys')`): a
    /// replacement naming `sys.` needs no import line of its own.
    has_sys: bool,
    /// The statement stands in a function whose body holds a bare `exec` statement (Python
    /// 2): a nested scope there (a generator expression, a lambda) is a SyntaxError.
    bare_exec: bool,
    /// The statement stands in a function that returns only 0 and 1.
    bool_function: bool,
}

impl Finder<'_> {
    /// The expression as written (its tokens' span in the source).
    fn text(&self, e: &Expr) -> String {
        self.span(e.start, e.end)
    }

    fn span(&self, start: usize, end: usize) -> String {
        if start >= end || end > self.toks.len() {
            return String::new();
        }
        let (a, b) = (&self.toks[start], &self.toks[end - 1]);
        let (from, to) = (a.offset, b.offset + b.text.len());
        match self.source.get(from..to) {
            Some(t) if a.offset <= b.offset => t.to_string(),
            _ => tight(&self.toks[start..end]),
        }
    }

    fn place(&self, at: usize) -> (usize, usize) {
        if let (Some(m), Some(t)) = (&self.exec_map, self.toks.get(at))
            && let Some(&(_, line, col)) = m.get(t.offset)
        {
            return (line, col);
        }
        if let Some(p) = self.exec_at {
            return p;
        }
        let t = &self.toks[at.min(self.toks.len() - 1)];
        (t.line, t.col)
    }

    fn push(
        &mut self,
        at: usize,
        name: &'static str,
        golfed: String,
        readable: String,
        note: &str,
    ) {
        let saves = match name {
            // A binding where no statement may stand: what these earn is not bytes.
            "default-argument" | "walrus" => 0,
            _ => {
                tight_text(&readable).len() as isize
                    - tight_text(&golfed).len().min(golfed.len()) as isize
            }
        };
        // The readable form is shown as it is measured (only the spaces Python needs), so the
        // bytes saved are its length less the golfed text's as written (a space glued away,
        // `9and`, is part of what the snippet saves; the no-space finding inside it is then
        // counted there, once).
        let readable = match name {
            "default-argument" | "walrus" => readable,
            _ if readable.contains(['\n', '`']) => readable,
            _ => tight_text(&readable),
        };
        // A readable form naming `sys.` in a file that does not import sys needs `import sys`
        // on a line of its own, and its bytes count.
        if !self.has_sys && names_sys(&readable) && !names_sys(&golfed) {
            let import = "import sys\n";
            return self.push_saving(
                at,
                name,
                golfed,
                format!("{readable}, with `import sys` on a line of its own"),
                saves + import.len() as isize,
                &format!(
                    "{note} (the plain form's import line counted: {} bytes)",
                    import.len()
                ),
            );
        }
        self.push_saving(at, name, golfed, readable, saves, note);
    }

    fn push_saving(
        &mut self,
        at: usize,
        name: &'static str,
        golfed: String,
        readable: String,
        saves: isize,
        note: &str,
    ) {
        let (line, col) = self.place(at);
        let span = match (&self.exec_map, self.exec_span) {
            (Some(m), _) => self.locate(&golfed, at).and_then(|(a, b)| {
                let from = m.get(a)?.0;
                let to = m.get(b.checked_sub(1)?)?.0 + 1;
                Some((from, to))
            }),
            (None, Some(sp)) => Some(sp),
            (None, None) => self.locate(&golfed, at),
        };
        let note = if self.exec_at.is_some() {
            format!("{note} (in the code of an exec string)")
        } else {
            note.to_string()
        };
        self.tricks.push(Trick {
            line,
            col,
            name,
            golfed,
            readable,
            saves,
            note,
            counted: saves,
            counted_note: String::new(),
            span,
        });
    }

    /// Where `golfed` stands in the file: the occurrence holding (or nearest) token `at`.
    fn locate(&self, golfed: &str, at: usize) -> Option<(usize, usize)> {
        let off = self
            .toks
            .get(at.min(self.toks.len().saturating_sub(1)))?
            .offset;
        if golfed.is_empty() {
            return None;
        }
        self.source
            .match_indices(golfed)
            .map(|(k, _)| (k, k + golfed.len()))
            .min_by_key(|&(a, b)| {
                if a <= off && off <= b {
                    0
                } else {
                    a.abs_diff(off) + 1
                }
            })
    }

    /// `readable` as a drop-in for the snippet `golfed` at token `at`: put in its place, the
    /// text must still parse in the file's dialect, with one expression spanning exactly
    /// what was put there (`[a,b][c]+1` is not `b if c else a+1`; a conditional in a
    /// comprehension's `if` is a syntax error); parenthesised when only that holds.
    fn drop_in(&self, at: usize, golfed: &str, readable: String) -> String {
        let Some((a, b)) = self.locate(golfed, at) else {
            return readable;
        };
        let fits = |r: &str| {
            let (before, after) = (&self.source[..a], &self.source[b..]);
            // A snippet glued to a keyword (`if(`) gets the space its readable form needs.
            let pad = |glued: bool| if glued { " " } else { "" };
            let left = pad(before.ends_with(word_char) && r.starts_with(word_char));
            let right = pad(after.starts_with(word_char) && r.ends_with(word_char));
            let text = format!("{before}{left}{r}{right}{after}");
            let from = a + left.len();
            let to = from + r.len();
            let Ok(program) = pystmt::parse_program(&text, self.sem) else {
                return false;
            };
            let mut found = false;
            for (line, st) in program.stmts() {
                let toks = &line.tokens;
                for x in st.kind.exprs() {
                    x.visit(&mut |y| {
                        let first = toks.get(y.start);
                        let last = y.end.checked_sub(1).and_then(|k| toks.get(k));
                        if let (Some(p), Some(q)) = (first, last) {
                            found |= p.offset == from && q.offset + q.text.len() == to;
                        }
                    });
                }
            }
            found
        };
        if fits(&readable) {
            return readable;
        }
        let wrapped = format!("({readable})");
        if fits(&wrapped) { wrapped } else { readable }
    }

    fn unknown(&mut self, at: usize, text: String, why: String) {
        let (line, col) = self.place(at);
        self.unknown.push(Unknown {
            line,
            col,
            text,
            why,
        });
    }
}

/// Finds the tricks in `source`.
pub fn analyze(source: &str) -> Result<Report, TokenError> {
    let tokens = pytoken::tokenize(source)?;
    let parsed: Vec<(Semantics, Result<Program, ParseError>)> = Semantics::ALL
        .iter()
        .map(|&sem| (sem, pystmt::parse_program(source, sem)))
        .collect();
    let dialects: Vec<Semantics> = parsed
        .iter()
        .filter(|(_, r)| r.is_ok())
        .map(|(s, _)| *s)
        .collect();
    let syntax_errors: Vec<(Semantics, String)> = parsed
        .iter()
        .filter_map(|(s, r)| r.as_ref().err().map(|e| (*s, e.to_string())))
        .collect();
    // A file both dialects parse is read as Python 3 when it writes `//` or calls print(),
    // as Python 2 otherwise (the family's `/` floors there).
    // `print(...)` as a whole statement; `print(x)*9%t` is Python 2's print statement.
    let print_call = |k: usize| {
        let depth = tokens[k + 1].depth;
        let close = tokens[k + 2..]
            .iter()
            .position(|t| t.depth == depth && t.is(")"))
            .map(|p| k + 2 + p);
        close.is_some_and(|c| {
            tokens
                .get(c + 1)
                .is_none_or(|n| n.is("\n") || n.is(";") || n.kind == Kind::Comment)
        })
    };
    let py3_hints = tokens.iter().any(|t| t.is("//"))
        || (0..tokens.len().saturating_sub(2))
            .any(|k| tokens[k].is("print") && tokens[k + 1].is("(") && print_call(k));
    let preferred = match dialects.as_slice() {
        [_, _] if py3_hints => Some(Semantics::Py3),
        d => d.first().copied(),
    };
    let mut tricks = Vec::new();
    let mut unknown = Vec::new();
    let mut warnings = Vec::new();
    let mut statements = 0;
    match preferred.and_then(|p| parsed.iter().find(|(s, _)| *s == p)) {
        Some((sem, Ok(program))) => {
            let sem = *sem;
            let (defined, recursive) = definitions(program);
            let sys_star = program.stmts().any(|(_, s)| {
                matches!(&s.kind, StmtKind::FromImport { module, names } if module == "sys" && names.iter().any(|n| n == "*" || n == "exit"))
            });
            let sys_names = pytoken::statements(source)
                .map(|st| super::ungolf::sys_names_used(&st))
                .unwrap_or_default();
            let has_sys = program.stmts().any(|(_, s)| match &s.kind {
                StmtKind::FromImport { module, .. } => module == "sys",
                StmtKind::Import(names) => names.iter().any(|n| n == "sys"),
                _ => false,
            }) || source.contains("__import__('sys')")
                || source.contains("__import__(\"sys\")");
            let golfed = golfed_layout(program, sem);
            let strings = string_names(program, sem);
            let numbers = number_names(program, &strings);
            // A function named where it is not called, bound or defined: passed as a value.
            let passed: Vec<String> = defined
                .iter()
                .filter(|n| {
                    tokens.windows(3).any(|w| {
                        w[1].kind == Kind::Name
                            && w[1].text == **n
                            && !w[2].is("(")
                            && !w[2].is("=")
                            && !w[0].is("def")
                            && !w[0].is(".")
                    })
                })
                .cloned()
                .collect();
            let int_starts = int_starts(program);
            let members = members(&tokens, sem);
            let bare_exec = bare_exec_lines(program);
            let bool_function = bool_function_lines(program);
            // The functions whose bodies hold each line (a stack of def headers by level).
            let mut defs: Vec<(usize, &str)> = Vec::new();
            for (index, l) in program.lines.iter().enumerate() {
                while defs.last().is_some_and(|&(lv, _)| lv >= l.level) {
                    defs.pop();
                }
                let mut f = Finder {
                    source,
                    toks: &l.tokens,
                    sem,
                    tricks: Vec::new(),
                    unknown: Vec::new(),
                    exec_at: None,
                    exec_span: None,
                    exec_map: None,
                    exec_indent: 0,
                    in_def: false,
                    func: None,
                    members: &members,
                    operand: Default::default(),
                    defined: &defined,
                    recursive: &recursive,
                    sys_star,
                    sys_names: &sys_names,
                    golfed,
                    iter_at: None,
                    tight_ctx: Default::default(),
                    strings: &strings,
                    numbers: &numbers,
                    passed: &passed,
                    value_used: Default::default(),
                    int_starts: &int_starts,
                    hoist: None,
                    stmt_spans: Default::default(),
                    followed: false,
                    preceded: false,
                    has_sys,
                    bare_exec: bare_exec[index],
                    bool_function: bool_function[index],
                };
                for s in &l.stmts {
                    statements += 1;
                    let own = match &s.kind {
                        StmtKind::Assign(t, v) if matches!(v.kind, ExprKind::Lambda(..)) => {
                            t.iter().find_map(|t| match &t.kind {
                                ExprKind::Name(n) => Some(n.as_str()),
                                _ => None,
                            })
                        }
                        _ => None,
                    };
                    f.in_def = !defs.is_empty();
                    f.func = own
                        .or(defs.last().map(|d| d.1))
                        .and_then(|n| recursive.iter().find(|(r, _)| r == n))
                        .map(|(r, c)| (r.as_str(), *c));
                    statement(s, l, &mut f);
                    if let StmtKind::Def { name, .. } = &s.kind {
                        defs.push((l.level, name.as_str()));
                    }
                }
                tricks.append(&mut f.tricks);
                unknown.append(&mut f.unknown);
            }
            // Python 2's `/` between integers floors, where Python 3 needs `//`.
            let mut slashes: Vec<(usize, usize)> = tokens
                .iter()
                .filter(|t| t.kind == Kind::Op && t.is("/"))
                .map(|t| (t.line, t.col))
                .collect();
            // And in the code of the strings the file execs (placed at the string).
            for l in &program.lines {
                if !l.tokens.iter().any(|t| t.is("exec")) {
                    continue;
                }
                for t in l.tokens.iter().filter(|t| t.kind == Kind::Str) {
                    let code = pyexpr::parse_in(&t.text, sem)
                        .ok()
                        .and_then(|e| constant_str(&e, sem));
                    if let Some(Ok(inner)) = code.map(|c| pytoken::tokenize(&c)) {
                        slashes.extend(
                            inner
                                .iter()
                                .filter(|x| x.kind == Kind::Op && x.is("/"))
                                .map(|_| (t.line, t.col)),
                        );
                    }
                }
            }
            slashes.sort();
            if sem == Semantics::Py2
                && golfed
                && let Some(&(line, col)) = slashes.first()
            {
                tricks.push(Trick {
                    line,
                    col,
                    name: "py2-floor-div",
                    golfed: format!("/ ({} time{})", slashes.len(), if slashes.len() == 1 { "" } else { "s" }),
                    readable: "//".into(),
                    saves: slashes.len() as isize,
                    counted: slashes.len() as isize,
                    counted_note: String::new(),
                    span: None,
                    note: "Python 2's `/` between integers floors: one byte less than the `//` Python 3 needs, at each place".into(),
                });
            }
            layout(&tokens, Some(program), sem, &mut tricks);
            if dialects.contains(&Semantics::Py3) {
                for l in &program.lines {
                    for (line, col) in pystmt::literal_warnings(&l.tokens) {
                        warnings.push(format!("line {line}, column {col}: Python 3.11+ warns of a number run into a keyword (invalid decimal literal), a future error"));
                    }
                }
            }
        }
        _ => {
            for (sem, r) in &parsed {
                if let Err(e) = r {
                    let text = source
                        .lines()
                        .nth(e.line.saturating_sub(1))
                        .unwrap_or("")
                        .trim()
                        .to_string();
                    unknown.push(Unknown {
                        line: e.line,
                        col: e.column,
                        text,
                        why: format!("{sem} cannot parse it: {e}"),
                    });
                }
            }
            layout(&tokens, None, Semantics::Py3, &mut tricks);
        }
    }
    tricks.sort_by_key(|t| (t.line, t.col));
    tricks.dedup();
    count_once(&mut tricks);
    unknown.sort_by_key(|u| (u.line, u.col));
    unknown.dedup();
    Ok(Report {
        bytes: source.len(),
        statements,
        dialects,
        syntax_errors,
        saved: tricks.iter().map(|t| t.counted).sum(),
        tricks,
        unknown,
        warnings,
    })
}
