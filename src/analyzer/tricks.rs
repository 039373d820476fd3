//! The trick finder: reads any golfed Python 2 or Python 3 file with the project's one tokenizer
//! and parser, and names each golf idiom by its shape in the syntax tree (never by the names a
//! program happens to use): what it stands for, its readable form, and the bytes it saves.
//! Statements of a kind it does not know, and text neither dialect parses, are listed as
//! unknown, never dropped.
//!
//! Bytes saved compare the golfed text, quoted as written, with its readable form written tight
//! (no optional spaces), so the figure is what the trick itself earns. Layout savings use the
//! file's own indentation (its bytes at each level).
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

/// A `%` format's pieces when its only fields are `%s`, `%d` and `%i` (with `%%`) and it has
/// text besides them: each field `None`, each run of text `Some`.
fn format_pieces(format: &str) -> Option<Vec<Option<String>>> {
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

/// Whether `text` names the sys module (`sys.` not part of a longer name).
fn names_sys(text: &str) -> bool {
    text.match_indices("sys.")
        .any(|(k, _)| !text[..k].ends_with(|c: char| word_char(c) || c == '.'))
}

fn word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Tokens written with only the spaces Python needs.
pub fn tight(tokens: &[Token]) -> String {
    let mut s = String::new();
    for t in tokens {
        if s.ends_with(word_char) && t.text.starts_with(word_char) {
            s.push(' ');
        }
        s.push_str(&t.text);
    }
    s
}

/// A readable form written tight (its own tokens).
fn tight_text(text: &str) -> String {
    match pytoken::tokenize(text) {
        Ok(tokens) => tight(&tokens),
        Err(_) => text.to_string(),
    }
}

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
    /// The file imports sys (`import sys`, `from sys import ...`, `__import__('sys')`): a
    /// replacement naming `sys.` needs no import line of its own.
    has_sys: bool,
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

    fn unknown(&mut self, at: usize, text: String, why: String) {
        let (line, col) = self.place(at);
        self.unknown.push(Unknown {
            line,
            col,
            text,
            why,
        });
    }

    /// The plain boolean peer test in the file's names and dialect: true for peers when
    /// `peer` is set, true for non-peers otherwise.
    fn plain_peer_test(&self, roles: &[(String, Role)], peer: bool) -> String {
        let d = if self.sem == Semantics::Py2 {
            "/"
        } else {
            "//"
        };
        // Each cell's column, row, box row and box column, from an index or from a row and
        // a column.
        let cell = |c: usize| -> [String; 4] {
            let named = |want: Role| {
                roles
                    .iter()
                    .find(|(_, r)| *r == want)
                    .map(|(n, _)| n.clone())
            };
            match named(Role::Index(c)) {
                Some(i) => [
                    format!("{i}%9"),
                    format!("{i}{d}9"),
                    format!("{i}{d}27"),
                    format!("{i}%9{d}3"),
                ],
                None => {
                    let r = named(Role::Row(c)).unwrap_or_default();
                    let k = named(Role::Col(c)).unwrap_or_default();
                    [k.clone(), r.clone(), format!("{r}{d}3"), format!("{k}{d}3")]
                }
            }
        };
        let ([c1, r1, br1, bc1], [c2, r2, br2, bc2]) = (cell(0), cell(1));
        if peer {
            format!("{c1}=={c2} or {r1}=={r2} or {br1}=={br2} and {bc1}=={bc2}")
        } else {
            format!("{c1}!={c2} and {r1}!={r2} and({br1}!={br2} or {bc1}!={bc2})")
        }
    }

    /// Records which operands of `e` bind tighter than `+` (see `tight_ctx`).
    fn note_context(&mut self, e: &Expr) {
        let operands: Vec<&Expr> = match &e.kind {
            ExprKind::Binary(_, a, b) | ExprKind::And(a, b) | ExprKind::Or(a, b) => vec![a, b],
            ExprKind::Unary(_, x)
            | ExprKind::Attr(x, _)
            | ExprKind::Subscript(x, _)
            | ExprKind::Call(x, _) => vec![x],
            ExprKind::Compare(a, chain) => std::iter::once(&**a)
                .chain(chain.iter().map(|(_, b)| b))
                .collect(),
            _ => vec![],
        };
        for x in operands {
            self.operand.insert((x.start, x.end));
        }
        let mut tight = |x: &Expr| {
            self.tight_ctx.insert((x.start, x.end));
        };
        match &e.kind {
            ExprKind::Binary(BinOp::Sub, _, b) => tight(b),
            ExprKind::Binary(
                BinOp::Mul | BinOp::Div | BinOp::FloorDiv | BinOp::Mod | BinOp::Pow,
                a,
                b,
            ) => {
                tight(a);
                tight(b);
            }
            ExprKind::Unary(UnOp::Neg | UnOp::Plus | UnOp::Invert, x)
            | ExprKind::Attr(x, _)
            | ExprKind::Subscript(x, _)
            | ExprKind::Call(x, _) => tight(x),
            _ => {}
        }
    }

    /// Walks `e`; `cond` is true where only its truth value counts.
    fn expr(&mut self, e: &Expr, cond: bool) {
        self.note_context(e);
        if let ExprKind::Comp(kind, _, gens) = &e.kind {
            self.single_for(e, *kind, gens);
        }
        if self.shapes(e, cond) {
            return;
        }
        match &e.kind {
            ExprKind::Binary(BinOp::Sub, a, b) if cond => {
                let (at, bt) = (self.text(a), self.text(b));
                self.push(e.start, "difference-test", self.text(e), format!("{at}!={bt}"),
                    "a difference is zero only when the two are equal: as a truth value, a-b is a!=b");
                self.expr(a, false);
                self.expr(b, false);
                return;
            }
            ExprKind::Unary(UnOp::Invert, x) if cond => {
                let x_text = self.text(x);
                self.push(e.start, "tilde-test", self.text(e), format!("{x_text}!=-1"),
                    "`~x` is `-x-1`, zero only for x == -1 (what find() returns when nothing is found): as a truth value it tests x != -1");
                self.expr(x, false);
                return;
            }
            ExprKind::Unary(UnOp::Neg, x) | ExprKind::Unary(UnOp::Invert, x)
                if matches!(
                    (&e.kind, &x.kind),
                    (ExprKind::Unary(UnOp::Neg, _), ExprKind::Unary(UnOp::Invert, _))
                        | (ExprKind::Unary(UnOp::Invert, _), ExprKind::Unary(UnOp::Neg, _))
                ) =>
            {
                let ExprKind::Unary(_, inner) = &x.kind else {
                    unreachable!()
                };
                let t = self.text(inner);
                let name = match &e.kind {
                    ExprKind::Unary(UnOp::Neg, _) => "neg-tilde",
                    _ => "tilde-neg",
                };
                // `x+1` needs parentheses only where an operator binds tighter than `+`; the
                // operand of `-~` is a primary or a power, which `+` never splits.
                let sum = match &e.kind {
                    ExprKind::Unary(UnOp::Neg, _) => format!("{t}+1"),
                    _ => format!("{t}-1"),
                };
                let needs = self.tight_ctx.contains(&(e.start, e.end));
                let readable = if needs { format!("({sum})") } else { sum };
                let how = if needs {
                    " with the precedence of a unary operator, where the sum would need parentheses (an operator around it binds tighter than `+`)"
                } else {
                    "; here the sum would need no parentheses (no operator around it binds tighter than `+`), so the trick saves nothing"
                };
                let what = if name == "neg-tilde" {
                    "`-~x` is x+1"
                } else {
                    "`~-x` is x-1"
                };
                self.push(e.start, name, self.text(e), readable, &format!("{what}{how}"));
                self.expr(inner, false);
                return;
            }
            ExprKind::Compare(a, chain) if chain.len() == 1 => {
                let (op, b) = &chain[0];
                let (at, bt) = (self.text(a), self.text(b));
                let num = |x: &Expr| match &x.kind {
                    ExprKind::Num(n) => n.parse::<i64>().ok(),
                    _ => None,
                };
                match (op, num(a), num(b)) {
                    (CmpOp::Gt, Some(x), Some(y)) | (CmpOp::Lt, Some(y), Some(x)) if x > y => self.push(e.start, "true-literal", self.text(e), "True".into(),
                        "a comparison of two constants that holds is True in fewer bytes"),
                    (CmpOp::Gt, Some(x), Some(y)) | (CmpOp::Lt, Some(y), Some(x)) if x < y => self.push(e.start, "false-literal", self.text(e), "False".into(),
                        "a comparison of two constants that fails is False in fewer bytes"),
                    (CmpOp::Lt, None, Some(1)) => self.push(e.start, "less-than-one", self.text(e), format!("{at}==0"),
                        "for a count or an index (never negative), x<1 is x==0, one byte shorter"),
                    (CmpOp::Lt, None, Some(0)) => self.push(e.start, "less-than-zero", self.text(e), format!("{at}==-1"),
                        "for a value that is -1 or more (what find() returns), x<0 is x==-1, two bytes shorter"),
                    (CmpOp::Gt, None, Some(0)) if !cond => self.push(e.start, "greater-than-zero", self.text(e), format!("{at}!=0"),
                        "for a value never negative, x>0 is x!=0, one byte shorter"),
                    (CmpOp::Ge, None, Some(1)) | (CmpOp::Gt, Some(0), None) => {
                        let x = if num(a).is_some() { bt.clone() } else { at.clone() };
                        self.push(e.start, "greater-than-zero", self.text(e), format!("{x}!=0"),
                            "for a value never negative, this is x!=0");
                    }
                    _ => {}
                }
                self.expr(a, false);
                self.expr(b, false);
                return;
            }
            ExprKind::Compare(a, chain) if chain.len() > 1 => {
                let mut parts = Vec::new();
                let mut left = self.text(a);
                // A constant between two terms that are not (`a<1>b`) is a dummy middle: the
                // natural spelling puts each term first, `a<1 and b<1`.
                let constant = |x: &Expr| x.names().is_empty() && x.eval(&NoNames, self.sem).is_ok();
                let mut prev: &Expr = a;
                for (k, (op, b)) in chain.iter().enumerate() {
                    let right = self.text(b);
                    let flipped = match op {
                        CmpOp::Lt => Some(CmpOp::Gt),
                        CmpOp::Gt => Some(CmpOp::Lt),
                        CmpOp::Le => Some(CmpOp::Ge),
                        CmpOp::Ge => Some(CmpOp::Le),
                        CmpOp::Eq | CmpOp::Ne => Some(*op),
                        _ => None,
                    };
                    let before = if k == 0 { None } else if k == 1 { Some(&**a) } else { Some(&chain[k - 2].1) };
                    let dummy = k > 0
                        && constant(prev)
                        && !constant(b)
                        && before.is_some_and(|x| !constant(x));
                    let spaced = |op: CmpOp| {
                        if op.symbol().chars().all(char::is_alphabetic) || op.symbol().contains(' ') {
                            format!(" {} ", op.symbol())
                        } else {
                            op.symbol().to_string()
                        }
                    };
                    match flipped {
                        Some(f) if dummy => parts.push(format!("{right}{}{left}", spaced(f))),
                        _ => parts.push(format!("{left}{}{right}", spaced(*op))),
                    }
                    left = right;
                    prev = b;
                }
                self.push(
                    e.start,
                    "chained-comparison",
                    self.text(e),
                    parts.join(" and "),
                    "Python chains comparisons: a<b<c is a<b and b<c, the middle written once",
                );
                self.expr(a, false);
                for (_, b) in chain {
                    self.expr(b, false);
                }
                return;
            }
            // Only with an `x` that is always true: else (a call such as print(), which returns
            // None) `or y` runs y after x too, and it is no conditional.
            ExprKind::Or(a, b) if matches!(&a.kind, ExprKind::And(_, x) if x.always_true()) => {
                let ExprKind::And(c, x) = &a.kind else {
                    unreachable!()
                };
                let (ct, xt, bt) = (self.text(c), self.text(x), self.text(b));
                self.push(e.start, "and-or-ternary", self.text(e), format!("{xt} if {ct} else {bt}"),
                    "c and x or y is x if c else y (x is always true here): the pre-2.5 conditional, shorter by the spaces the words need");
                self.expr(c, true);
                self.expr(x, cond);
                self.expr(b, cond);
                return;
            }
            ExprKind::Or(a, b)
                if !cond
                    && self.golfed
                    && !boolish(a)
                    && !boolish(b)
                    && self.peer_polarity(a).is_none() =>
            {
                let (at, bt) = (self.text(a), self.text(b));
                let paren = |p: String| self.in_context(e, p);
                let note = "`x or y` is x when x is true and y when x is empty, zero or None: a fallback value without the conditional";
                if has_call(a) {
                    // A call is computed once: its value bound to a name on a statement before.
                    let plain = paren(format!("t if t else {bt}"));
                    let saves = (tight_text(&format!("t={at}")).len() + 1 + tight_text(&plain).len())
                        as isize
                        - tight_text(&self.text(e)).len() as isize;
                    self.push_saving(e.start, "or-fallback", self.text(e),
                        format!("{plain}, with t={at} on a statement before"), saves,
                        &format!("{note} (x is a call: the plain form binds its value first, so that it runs once)"));
                } else {
                    self.push(e.start, "or-fallback", self.text(e), paren(format!("{at} if {at} else {bt}")), note);
                }
            }
            ExprKind::Subscript(seq, index)
                if matches!(&seq.kind, ExprKind::List(v) | ExprKind::Tuple(v) if v.len() == 2)
                    && !matches!(index.kind, ExprKind::Slice(..) | ExprKind::Num(_)) =>
            {
                let (ExprKind::List(v) | ExprKind::Tuple(v)) = &seq.kind else {
                    unreachable!()
                };
                let (f, t, c) = (self.text(&v[0]), self.text(&v[1]), self.text(index));
                self.push(e.start, "index-ternary", self.text(e), format!("{t} if {c} else {f}"),
                    "[a,b][c] picks b when c is true (1) and a when false (0): a conditional without the words");
                self.expr(index, true);
                for x in v {
                    self.expr(x, false);
                }
                return;
            }
            ExprKind::Subscript(x, index) => {
                if let ExprKind::Slice(None, None, Some(step)) = &index.kind
                    && matches!(&step.kind, ExprKind::Unary(UnOp::Neg, one) if matches!(&one.kind, ExprKind::Num(n) if n == "1"))
                {
                    let xt = self.text(x);
                    // A constant digit string reversed: the digits the loop really tries.
                    match constant_text(x, self.sem) {
                        Some(d) => {
                            let r: String = d.chars().rev().collect();
                            let calls = super::digits::usable(&r).then(|| {
                                super::nodes::Board::new(&crate::puzzles::WIKIPEDIA.grid())
                                    .count(&super::nodes::digits_of(&r), Some(10_000_000))
                            });
                            let note = format!(
                                "a slice with step -1 reverses the string: the digits tried are {r}, in that order{}",
                                calls.map_or(String::new(), |c| format!(
                                    " ({}{} calls of the one-liner on the Wikipedia puzzle)",
                                    c.nodes,
                                    if c.gave_up { "+" } else { "" }
                                ))
                            );
                            self.push(
                                index.start,
                                "reverse-slice",
                                format!("{xt}[::-1]"),
                                format!("'{r}'"),
                                &note,
                            );
                        }
                        None if self.iter_at == Some(e.start) => self.push(
                            index.start,
                            "reverse-slice",
                            format!("{xt}[::-1]"),
                            format!("reversed({xt})"),
                            "a slice with step -1 is the sequence reversed; iterated over, it is reversed()",
                        ),
                        None if is_str_expr(x, self.strings, self.sem) => self.push(
                            index.start,
                            "reverse-slice",
                            format!("{xt}[::-1]"),
                            format!("''.join(reversed({xt}))"),
                            "a slice with step -1 reverses the string; reversed() of a string is an iterator, which ''.join() makes a string again",
                        ),
                        None => self.push(
                            index.start,
                            "reverse-slice",
                            format!("{xt}[::-1]"),
                            format!("list(reversed({xt}))"),
                            "a slice with step -1 is the sequence reversed; where the result is kept, indexed or measured, reversed() needs list() around it",
                        ),
                    }
                }
            }
            ExprKind::Binary(BinOp::Mod, s, x) if matches!(&s.kind, ExprKind::Str { value, .. } if value == "%d" || value == "%s" || value == "%i") =>
            {
                if let Some(digits) = constant_text(e, self.sem) {
                    let note = digit_note(&digits);
                    self.push(
                        e.start,
                        "digit-string",
                        self.text(e),
                        format!("'{digits}'"),
                        &note,
                    );
                    return;
                }
                let xt = self.text(x);
                self.push(e.start, "percent-str", self.text(e), format!("str({xt})"),
                    "'%d'%x formats x as a decimal string, as str(x) does, and binds like `*` where str() needs its parentheses");
                self.expr(x, false);
                return;
            }
            ExprKind::Binary(BinOp::Mod, s, x)
                if let ExprKind::Str { value, .. } = &s.kind
                    && let Some(pieces) = format_pieces(value)
                    && let values = match &x.unparen().kind {
                        ExprKind::Tuple(items) => items.iter().collect::<Vec<_>>(),
                        _ => vec![&**x],
                    }
                    && pieces.iter().filter(|p| p.is_none()).count() == values.len()
                    && !values.iter().any(|v| matches!(v.kind, ExprKind::Starred(_))) =>
            {
                // `'%d,%d'%(a,b)`: the fields and the text between them, against str() of each
                // value joined by `+`.
                let mut values_iter = values.iter();
                let parts: Vec<String> = pieces
                    .iter()
                    .map(|p| match p {
                        Some(text) => super::pyvalue::str_repr(text),
                        None => self.str_text(values_iter.next().expect("counted")),
                    })
                    .collect();
                let plain = parts.join("+");
                let readable = if self.tight_ctx.contains(&(e.start, e.end)) {
                    format!("({plain})")
                } else {
                    plain
                };
                self.push(e.start, "percent-format", self.text(e), readable,
                    "`%` formatting writes each value as str() would (an int, or a string by %s) into the text around it: no str() calls and no `+` between the pieces");
                for v in values {
                    self.expr(v, false);
                }
                return;
            }
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
                        "backquote-digits",
                        self.text(e),
                        format!("'{digits}'"),
                        &note,
                    );
                } else {
                    self.push(
                        e.start,
                        "backquote-repr",
                        self.text(e),
                        format!("repr({xt})"),
                        "backquotes are Python 2's repr(), four bytes shorter",
                    );
                    self.expr(x, false);
                }
                return;
            }
            ExprKind::Binary(..) | ExprKind::Paren(_) if self.peer_product(e, cond) => return,
            ExprKind::Lambda(params, body) => {
                for p in params {
                    if let Some(d) = &p.default {
                        let rec = body
                            .names()
                            .iter()
                            .any(|n| self.recursive.iter().any(|(r, _)| r == n));
                        let fname = self.func.map(|(n, _)| n.to_string());
                        if let Some(f) = fname.as_deref()
                            && rec
                            && matches!(d.kind, ExprKind::Num(_) | ExprKind::Str { .. })
                            && !self.passed.iter().any(|n| n == f)
                            && !recursion_passes(body, f, params, p)
                        {
                            self.default_never_passed(body, p, d);
                            continue;
                        }
                        self.default_argument(fname.as_deref(), params, p, d, rec);
                        self.expr(d, false);
                    }
                }
                // `a and b` as a lambda's body: the statement `if a:return b` has no room there.
                if let ExprKind::And(a, b) = &body.kind {
                    let (at, bt) = (self.text(a), self.text(b));
                    self.push(body.start, "and-as-if", self.text(body), format!("{bt} if {at} else {at}"),
                        "`x and y` in a lambda's body is y when x is true and x otherwise: the short-circuit stands for a conditional");
                    self.expr(a, true);
                    self.expr(b, false);
                    return;
                }
                self.expr(body, false);
                return;
            }
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
                        self.push(e.start, "exit-prints", self.text(e), format!("{xt};exit()"),
                            "print() returns None, and exit(None) stops with status 0 printing nothing more: the print and the stop in one call");
                    } else {
                        let readable = if self.sem == Semantics::Py2 {
                            format!("print>>sys.stderr,{xt};exit(1)")
                        } else {
                            format!("print({xt},file=sys.stderr);exit(1)")
                        };
                        self.push(e.start, "exit-prints", self.text(e), readable,
                            "exit(x) with x neither None nor an int prints str(x) to standard error and stops with status 1: printing and stopping in one call");
                    }
                }
            }
            ExprKind::Comp(CompKind::List, elt, gens) => {
                // `[E or a[j] for j in range(81)]` with E a peer test: the int-or-digit list.
                if let ExprKind::Or(test, item) = &elt.kind
                    && self.is_peer_test(test)
                {
                    let (tt, it) = (self.text(test), self.text(item));
                    let g = &gens[0];
                    let (gt, gi) = (self.text(&g.target), self.text(&g.iter));
                    self.push(elt.start, "int-or-digit", format!("[{}for {gt} in {gi}]", self.text(elt)), format!("[{it} for {gt} in {gi} if {tt}==0]"),
                        "a non-zero int in the list never equals a one-character string, so the list excludes exactly the peers' characters");
                }
            }
            ExprKind::Num(n) => {
                let lower = n.to_ascii_lowercase();
                if lower.contains('e')
                    && !lower.starts_with("0x")
                    && let Ok(Value::Float(x)) = super::pyvalue::number_literal(n, self.sem)
                    && x.fract() == 0.0
                    && (1e4..1e18).contains(&x)
                {
                    self.push(
                        e.start,
                        "e-literal",
                        n.clone(),
                        format!("{}", x as i64),
                        "a float literal with an exponent writes a large round number in few bytes",
                    );
                }
            }
            ExprKind::Walrus(n, v) => match self.hoist {
                Some((at, saves)) if at == e.start => {
                    let note = if saves > 0 {
                        "`:=` assigns inside an expression (Python 3.8+): shorter than the plain statement before this one".to_string()
                    } else {
                        format!("`:=` assigns inside an expression (Python 3.8+), but here the plain statement before this one fits and is {} byte{} shorter: the walrus is not a saving", -saves, if saves == -1 { "" } else { "s" })
                    };
                    let readable = format!("{n}={} on a statement of its own before, `{n}` here", self.text(v));
                    self.push_saving(e.start, "walrus", self.text(e), readable, saves, &note);
                }
                _ => self.push(e.start, "walrus", self.text(e), format!("{n}=... on a statement of its own"),
                    "`:=` assigns inside an expression (Python 3.8+), where a statement cannot stand"),
            },
            _ if cond
                && !matches!(e.kind, ExprKind::Num(_) | ExprKind::Paren(_))
                && !self.value_used.contains(&(e.start, e.end))
                && self.is_number(e) =>
            {
                self.push(e.start, "truthiness", self.text(e), format!("{}!=0", self.text(e)),
                    "a number is true unless it is zero: as a condition, x stands for x!=0 without the comparison");
                if matches!(e.kind, ExprKind::Binary(..)) {
                    for k in e.children() {
                        self.expr(k, false);
                    }
                }
                return;
            }
            ExprKind::Binary(
                op @ (BinOp::Xor | BinOp::Or | BinOp::And | BinOp::Shl | BinOp::Shr),
                ..,
            ) => {
                self.unknown(
                    e.start,
                    self.text(e),
                    format!("a bitwise `{}` outside a recognised peer test", op.symbol()),
                );
            }
            ExprKind::Unary(UnOp::Invert, _) => {
                self.unknown(
                    e.start,
                    self.text(e),
                    "`~` where its value (not its truth) counts, outside -~x and ~-x".to_string(),
                );
            }
            // An f-string's fields hold expressions the finder does not read.
            ExprKind::Str { text, .. }
                if text
                    .split(['\'', '"'])
                    .next()
                    .is_some_and(|p| p.to_ascii_lowercase().contains('f'))
                    && text.contains('{') =>
            {
                self.unknown(
                    e.start,
                    self.text(e),
                    "an f-string with fields: the expressions in its braces are not read".to_string(),
                );
            }
            ExprKind::Ellipsis => {
                self.unknown(
                    e.start,
                    self.text(e),
                    "`...` is not a construct the finder reads".to_string(),
                );
            }
            _ => {}
        }
        self.children(e, cond);
    }

    /// The shapes added for golf the finder had not seen: each returns true when it has walked
    /// the node itself.
    fn shapes(&mut self, e: &Expr, cond: bool) -> bool {
        let golfed = self.text(e);
        // Both spellings are also what readable Python writes: golf only in a golfed file.
        if self.golfed
            && let Some((seq, i, x)) = self.splice(e)
        {
            let (st, it) = (self.text(seq), self.text(i));
            // Fresh names for the comprehension's index and item.
            let used = e.names();
            let fresh = |want: &str| {
                [want, "_k", "_w", "k_", "w_"]
                    .into_iter()
                    .find(|n| !used.iter().any(|u| u == n))
                    .unwrap_or("_v")
                    .to_string()
            };
            let (k, w) = (fresh("k"), fresh("w"));
            // Python 3's comprehensions have scopes of their own: in an exec string's code in
            // a function neither plain form runs, so none is offered.
            if self.exec_at.is_some() && self.in_def && self.sem != Semantics::Py2 {
                return false;
            }
            let (w, readable, what) = match &x.unparen().kind {
                ExprKind::List(v) if v.len() == 1 => {
                    let vt = self.text(&v[0]);
                    (
                        w.clone(),
                        format!("[{vt} if {k}=={it} else {w} for {k},{w} in enumerate({st})]"),
                        "list",
                    )
                }
                // In an exec string's code in a function, a generator expression's scope
                // cannot see the function's locals (NameError): Python 2's list comprehension
                // has no scope of its own and runs there.
                _ if self.exec_at.is_some() && self.in_def => {
                    let xt = self.text(x);
                    (
                        w.clone(),
                        format!(
                            "''.join([{xt} if {k}=={it} else {w} for {k},{w} in enumerate({st})])"
                        ),
                        "string",
                    )
                }
                _ => {
                    let xt = self.text(x);
                    (
                        w.clone(),
                        format!(
                            "''.join({xt} if {k}=={it} else {w} for {k},{w} in enumerate({st}))"
                        ),
                        "string",
                    )
                }
            };
            let _ = w;
            self.push(e.start, "slice-splice", golfed, readable,
                &format!("two slices around a new middle make a copy of the {what} with item i replaced, in one expression (strings cannot be assigned into; a list would need a copy and an assignment, statements)"));
            self.expr(seq, false);
            self.expr(i, false);
            self.expr(x, false);
            return true;
        }
        match &e.kind {
            ExprKind::Binary(BinOp::Mul, a, b)
                if matches!(a.kind, ExprKind::Name(_))
                    && self.text(a) == self.text(b)
                    && !is_str_expr(a, self.strings, self.sem) =>
            {
                let at = self.text(a);
                self.push(e.start, "square-product", golfed, format!("{at}**2"),
                    "x*x is x squared, a byte shorter than x**2");
                true
            }
            ExprKind::Str { value, .. }
                if self.golfed
                    && self.iter_at == Some(e.start)
                    && value.len() >= 3
                    && value.bytes().all(|b| b.is_ascii_digit())
                    && let Some(step) = [1i32, -1].into_iter().find(|&d| {
                        value.as_bytes().windows(2).all(|w| w[1] as i32 - w[0] as i32 == d)
                    }) =>
            {
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
                self.push(e.start, "digit-string-loop", golfed, format!("map(str,{range})"),
                    "a loop over a string of digits takes each digit as a one-character string: range() and str() in one literal");
                true
            }
            ExprKind::Or(..) | ExprKind::And(..) | ExprKind::Unary(UnOp::Not, _) => {
                self.peer_product(e, cond)
            }
            ExprKind::Compare(_, chain) if chain.len() > 1 => self.peer_product(e, cond),
            ExprKind::Compare(a, chain) if chain.len() == 1 => {
                let (op, b) = &chain[0];
                // `P<1` with P a peer test: the product and the `<1` are two tricks.
                let part = [&**a, b].into_iter().any(|x| self.peer_polarity(x).is_some());
                if !part && self.peer_product(e, cond) {
                    return true;
                }
                let digit = |x: &Expr| match &x.kind {
                    ExprKind::Str { value, .. } if value.len() == 1 => value.chars().next(),
                    _ => None,
                };
                let num = |x: &Expr| match &x.kind {
                    ExprKind::Num(n) => n.parse::<i64>().ok(),
                    _ => None,
                };
                let (at, bt) = (self.text(a), self.text(b));
                let found = match (op, digit(a), digit(b), num(b)) {
                    (CmpOp::Lt, Some('0'), None, _) => Some((bt, "!='0'", "a digit character sorts after '0' unless it is '0': '0'<c is c!='0'")),
                    (CmpOp::Gt, None, Some('0'), _) => Some((at, "!='0'", "a digit character sorts after '0' unless it is '0': c>'0' is c!='0'")),
                    (CmpOp::Gt, Some('1'), None, _) => Some((bt, "=='0'", "the only digit character before '1' is '0': '1'>c is c=='0'")),
                    (CmpOp::Lt, None, Some('1'), _) => Some((at, "=='0'", "the only digit character before '1' is '0': c<'1' is c=='0'")),
                    (CmpOp::Gt, None, None, Some(n @ (8 | 80))) => {
                        let readable = format!("{at}=={}", n + 1);
                        self.push(e.start, "greater-for-equal", golfed, readable,
                            "a counter that stops at the first value past the last cell (or digit): x>N is x==N+1, one byte shorter");
                        self.expr(a, false);
                        return true;
                    }
                    _ => None,
                };
                if let Some((x, test, note)) = found {
                    self.push(e.start, "string-compare", golfed, format!("{x}{test}"), note);
                    self.expr(if digit(a).is_some() { b } else { a }, false);
                    return true;
                }
                false
            }
            ExprKind::Set(items) | ExprKind::List(items) | ExprKind::Tuple(items)
                if items.iter().any(|x| matches!(x.kind, ExprKind::Starred(_))) =>
            {
                let (wrap, what, single, join) = match &e.kind {
                    ExprKind::Set(_) => ("set", "a set display", ("{", "}"), "|"),
                    ExprKind::Tuple(_) => ("tuple", "a tuple display", ("(", ",)"), "+"),
                    _ => ("list", "a list display", ("[", "]"), "+"),
                };
                // Each part in its constructor (or a one-item display), joined by | or +.
                let parts: Vec<String> = items
                    .iter()
                    .map(|x| match &x.kind {
                        ExprKind::Starred(inner) => format!("{wrap}({})", self.text(inner)),
                        _ => format!("{}{}{}", single.0, self.text(x), single.1),
                    })
                    .collect();
                let readable = parts.join(join);
                self.push(e.start, "star-display", golfed, readable,
                    &format!("`*x` unpacks into {what} (Python 3.5+): the constructor call without its name"));
                for x in items {
                    self.expr(x, false);
                }
                true
            }
            ExprKind::Binary(BinOp::Sub, a, b)
                if [a, b].iter().any(|x| {
                    matches!(
                        &x.unparen().kind,
                        ExprKind::Set(_) | ExprKind::Comp(CompKind::Set, ..)
                    ) || matches!(&x.unparen().kind, ExprKind::Call(f, _) if matches!(&f.kind, ExprKind::Name(n) if n == "set"))
                }) =>
            {
                let (at, bt) = (self.text(a), self.text(b));
                self.push(e.start, "set-difference", golfed, format!("{{v for v in {at} if v not in {bt}}}"),
                    "set difference leaves the candidates not yet used, in one operator");
                self.expr(a, false);
                self.expr(b, false);
                true
            }
            ExprKind::Binary(BinOp::Mul, x, c) | ExprKind::Binary(BinOp::Mul, c, x)
                if matches!(
                    &c.unparen().kind,
                    ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _)
                ) && !matches!(
                    &x.unparen().kind,
                    ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _)
                ) =>
            {
                let (xt, ct) = (self.text(x), self.text(c.unparen()));
                // The empty value of x's type: the conditional must give what the product gives.
                let (zero, assumed) = if constant_str(x, self.sem).is_some()
                    || is_str_expr(x, self.strings, self.sem)
                {
                    ("''", "")
                } else if matches!(x.unparen().kind, ExprKind::List(_) | ExprKind::Comp(CompKind::List, ..)) {
                    ("[]", "")
                } else if matches!(x.unparen().kind, ExprKind::Num(_)) {
                    ("0", "")
                } else {
                    ("0", " (x taken as a number: for a string the empty value is '', for a list [])")
                };
                self.push(e.start, "bool-multiply", golfed, format!("({xt} if {ct} else {zero})"),
                    &format!("a comparison is 1 or 0 (True or False): multiplying by it keeps the value or empties it, a conditional without the words{assumed}"));
                self.expr(x, false);
                self.expr(c, true);
                true
            }
            ExprKind::Binary(BinOp::Mul, ..)
                if e.names().is_empty() && constant_str(e, self.sem).is_some() =>
            {
                let value = constant_str(e, self.sem).unwrap_or_default();
                if self.iter_at == Some(e.start) {
                    self.push(e.start, "repeat-loop", golfed, format!("range({})", value.chars().count()),
                        "a string repeated N times iterates N times (its characters unused): a counted loop shorter than range()");
                } else {
                    let readable = super::pyvalue::str_repr(&value);
                    if readable.len() > golfed.len() {
                        self.push(e.start, "string-repeat", golfed, readable,
                            "a string repeated by `*` is shorter than the string written out");
                    }
                }
                true
            }
            ExprKind::Call(f, args) => self.call_shapes(e, f, args, golfed),
            ExprKind::Subscript(x, index)
                if matches!(&index.kind, ExprKind::Slice(None, Some(n), None) if matches!(n.kind, ExprKind::Num(_)))
                    && let ExprKind::Call(j, args) = &x.kind
                    && matches!(&j.kind, ExprKind::Attr(sep, m) if m == "join" && matches!(sep.kind, ExprKind::Str { .. }))
                    && let [Arg::Pos(g)] = args.as_slice()
                    && self.calls_recursive(g) =>
            {
                let gt = self.text(g);
                let source = if matches!(g.kind, ExprKind::Comp(CompKind::Generator, ..)) && !gt.starts_with('(') {
                    format!("({gt})")
                } else {
                    gt
                };
                self.push(e.start, "join-slice", golfed, format!("next((v for v in {source} if v),'')"),
                    "joining every recursive result and slicing off the first solution: each call returns all the solutions below it run together (or ''), so the slice is the first one; next() of the non-empty results is the first, found without exploring the rest (the golfed search explores every branch: slower, the same answer)");
                self.expr(g, false);
                true
            }
            ExprKind::Binary(BinOp::Shl, c, k) if self.as_condition(c).is_some() => {
                let ct = self.as_condition(c).unwrap_or_default();
                let plain = format!("1<<{} if {ct} else 0", self.text(k));
                let readable = self.in_context(e, plain);
                self.push(e.start, "bool-shift", golfed, readable,
                    "a comparison is 1 or 0 (True or False): shifted left by k it is the bit 1<<k or nothing, a conditional without the words");
                self.expr(c, true);
                self.expr(k, false);
                true
            }
            ExprKind::Binary(BinOp::And, a, b) => {
                let one = |x: &Expr| matches!(&x.kind, ExprKind::Num(n) if n == "1");
                let (mask, other) = if one(a) { (b, a) } else { (a, b) };
                // `~m>>k&1`: bit k of ~m, which is bit k of m flipped.
                if one(other)
                    && let ExprKind::Binary(BinOp::Shr, inv, k) = &mask.kind
                    && let ExprKind::Unary(UnOp::Invert, m) = &inv.kind
                {
                    let (mt, kt) = (self.text(m), self.text(k));
                    let plain = if cond {
                        format!("not {mt}>>{kt}&1")
                    } else {
                        format!("1-({mt}>>{kt}&1)")
                    };
                    let readable = self.in_context(e, plain);
                    self.push(e.start, "complement-bit", golfed, readable,
                        "`~m` flips every bit of m (it is -m-1), so `~m>>k&1` is 1 exactly when bit k of m is not set: the test for a value not yet used, without `not` or `==0`");
                    self.expr(m, false);
                    self.expr(k, false);
                    return true;
                }
                // `~m&1<<k` as a truth value: bit k of m not set.
                if cond
                    && let (ExprKind::Unary(UnOp::Invert, m), x) | (x, ExprKind::Unary(UnOp::Invert, m)) = (&a.kind, &b.kind)
                    && let ExprKind::Binary(BinOp::Shl, o, k) = x
                    && one(o)
                {
                    let (mt, kt) = (self.text(m), self.text(k));
                    self.push(e.start, "complement-bit", golfed, format!("not {mt}&1<<{kt}"),
                        "`~m` flips every bit of m (it is -m-1), so `~m&1<<k` is true exactly when bit k of m is not set: the test for a value not yet used, without `not`");
                    self.expr(m, false);
                    self.expr(k, false);
                    return true;
                }
                // `m>>k&1` and `m&1<<k`: bit k of an int used as a set, its membership test.
                let bit = match (&mask.kind, &a.kind, &b.kind) {
                    (ExprKind::Binary(BinOp::Shr, m, k), ..) if one(other) => Some((m, k)),
                    (_, ExprKind::Binary(BinOp::Shl, o, k), _) if one(o) => Some((b, k)),
                    (_, _, ExprKind::Binary(BinOp::Shl, o, k)) if one(o) => Some((a, k)),
                    _ => None,
                };
                if let Some((m, k)) = bit
                    && !matches!(m.kind, ExprKind::Unary(UnOp::Invert, _))
                {
                    let (mt, kt) = (self.text(m), self.text(k));
                    let readable = self.in_context(e, format!("{kt} in {mt}"));
                    self.push(e.start, "bitmask-test", golfed, readable,
                        "an int as a set of small numbers (bit k set when k is in it): `m>>k&1` (or `m&1<<k`) tests bit k, as `k in s` tests a set, with `m=0` for `s=set()` and `m|=1<<k` for s.add(k)");
                    self.expr(m, false);
                    self.expr(k, false);
                    return true;
                }
                false
            }
            ExprKind::Subscript(x, index) => {
                if let ExprKind::Slice(lo, None, Some(step)) = &index.kind
                    && matches!(&step.kind, ExprKind::Num(n) if n.parse::<u32>().is_ok_and(|v| v >= 2))
                {
                    let (xt, st) = (self.text(x), self.text(step));
                    let lt = lo.as_ref().map_or("0".to_string(), |l| self.text(l));
                    let picks = format!("{xt}[v]for v in range({lt},len({xt}),{st})");
                    // A string sliced is a string: the plain form joins the characters again.
                    let readable = if is_str_expr(x, self.strings, self.sem) {
                        format!("''.join({picks})")
                    } else {
                        format!("[{picks}]")
                    };
                    self.push(e.start, "stride-slice", golfed, readable,
                        "a slice with a step picks every Nth item (`p[c::9]`: a column of a grid string) in one subscript");
                    self.expr(x, false);
                    if let Some(l) = lo {
                        self.expr(l, false);
                    }
                    return true;
                }
                false
            }
            _ => false,
        }
    }

    /// Calls of a known shape, and calls of a function neither the file defines nor the
    /// finder knows (listed as unknown).
    fn call_shapes(&mut self, e: &Expr, f: &Expr, args: &[Arg], golfed: String) -> bool {
        let fname = match &f.kind {
            ExprKind::Name(n) => n.as_str(),
            _ => "",
        };
        let pos: Vec<&Expr> = args
            .iter()
            .filter_map(|a| match a {
                Arg::Pos(x) => Some(x),
                _ => None,
            })
            .collect();
        let walk_args = |me: &mut Self| {
            for a in args {
                let (Arg::Pos(x) | Arg::Star(x) | Arg::StarStar(x) | Arg::Keyword(_, x)) = a;
                me.expr(x, false);
            }
        };
        match (fname, args) {
            ("print", [Arg::Star(x), rest @ ..])
                if rest
                    .iter()
                    .all(|a| matches!(a, Arg::Keyword(k, _) if k == "sep")) =>
            {
                let sep = rest
                    .iter()
                    .find_map(|a| match a {
                        Arg::Keyword(_, v) => Some(self.text(v)),
                        _ => None,
                    })
                    .unwrap_or_else(|| "' '".to_string());
                let xt = self.text(x);
                self.push(e.start, "print-star", golfed, format!("print({sep}.join(map(str,{xt})))"),
                    "print(*x) prints the items of x through str(), separated by spaces (or by sep=): the join written by print itself");
                walk_args(self);
                return true;
            }
            ("print", [Arg::Pos(x), Arg::Keyword(k, end)])
                if k == "end"
                    && matches!(end.kind, ExprKind::Str { .. })
                    && self.stmt_spans.contains(&(e.start, e.end)) =>
            {
                // `print(x,end='')` for sys.stdout.write(), which takes one string.
                let sx = self.str_text(x);
                let et = self.text(end);
                let plain = if matches!(&end.kind, ExprKind::Str { value, .. } if value.is_empty())
                {
                    format!("sys.stdout.write({sx})")
                } else {
                    format!("sys.stdout.write({sx}+{et})")
                };
                self.push(e.start, "print-end", golfed, plain,
                    "print() with end= writes its value without the newline (through str()), where sys.stdout.write() needs the module and a string");
                walk_args(self);
                return true;
            }
            ("zip", [Arg::Star(m)]) => {
                if let ExprKind::Binary(BinOp::Mul, l, n) = &m.kind
                    && let ExprKind::List(v) = &l.kind
                    && let [one] = v.as_slice()
                    && let ExprKind::Call(it, inner) = &one.kind
                    && matches!(&it.kind, ExprKind::Name(n) if n == "iter")
                    && let [Arg::Pos(src)] = inner.as_slice()
                {
                    let (st, nt) = (self.text(src), self.text(n));
                    self.push(e.start, "zip-grouper", golfed, format!("[tuple({st}[k:k+{nt}])for k in range(0,len({st}),{nt})]"),
                        "zip over N copies of one iterator takes N items at a time: the rows of a grid string");
                    self.expr(src, false);
                    return true;
                }
            }
            ("reduce", [Arg::Pos(l), Arg::Pos(seq), init @ ..]) => {
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
                    self.push(e.start, "reduce-loop", golfed, readable,
                        "reduce(lambda r,d:..., s, r0) folds a loop into an expression; with `r or ...` it stops trying once a result is found");
                    self.expr(body, false);
                    self.expr(seq, false);
                    return true;
                }
            }
            ("next", [Arg::Pos(g), rest @ ..]) => {
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
                    self.push(e.start, "next-filter", golfed, format!("next((v for v in {st} if v){d})"),
                        "filter(None, g) keeps the true items: next() of it is the first result, without naming a variable");
                    self.expr(src, false);
                    return true;
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
                    self.push(e.start, "first-of-generator", golfed, readable, note);
                    walk_args(self);
                    return true;
                }
            }
            ("map", [Arg::Pos(fun), Arg::Pos(src)])
                if !matches!(fun.kind, ExprKind::Lambda(..)) =>
            {
                let (ft, st) = (self.text(fun), self.text(src));
                let note = if self.sem == Semantics::Py2 {
                    "map() of a function over a sequence: in Python 2 it returns a list, so it stands for the comprehension wherever a list is used"
                } else {
                    "map() of a named function is shorter than the comprehension that calls it (an iterator in Python 3)"
                };
                self.push(
                    e.start,
                    "map-call",
                    golfed,
                    format!("[{ft}(v)for v in {st}]"),
                    note,
                );
                walk_args(self);
                return true;
            }
            ("__import__", [Arg::Pos(m)]) if matches!(m.kind, ExprKind::Str { .. }) => {
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
                    "import-expression",
                    golfed,
                    format!("import {value} on a line of its own, `{value}` here"),
                    saves,
                    &note,
                );
                return true;
            }
            _ if self.stop_call(f, args).is_some()
                && self.func.is_some()
                && self.stmt_spans.contains(&(e.start, e.end)) =>
            {
                let (fun, calls) = self.func.unwrap_or_default();
                let printed = self.stop_call(f, args).flatten();
                let plain = match &printed {
                    Some(p) => format!("{p};return 1"),
                    None => "return 1".to_string(),
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
                self.push_saving(e.start, "exit-search", golfed,
                    format!("{plain}{each}"),
                    saves,
                    &format!("stopping the whole program once solved abandons the recursive search at once, where a function that returns must pass a flag up the stack: {per_call} bytes at each call of itself, at least (a call inside an expression or a comprehension needs a loop first)"));
                if printed.is_some() {
                    // exit(print(x)) is print-then-exit too (below, with the call's arguments).
                    return false;
                }
                walk_args(self);
                return true;
            }
            ("exit" | "quit", [])
            | (
                "exit" | "quit",
                [
                    Arg::Pos(Expr {
                        kind: ExprKind::Num(_),
                        ..
                    }),
                ],
            ) if !self.sys_star || fname == "quit" => {
                let inner = self.span(f.end, e.end);
                let plain = format!("sys.exit{inner}");
                let note = format!(
                    "the {fname}() builtin (the site module's) stops the program without importing sys"
                );
                self.push(e.start, "exit-builtin", golfed, plain, &note);
                return true;
            }
            _ => {}
        }
        if !fname.is_empty()
            && !ORDINARY.contains(&fname)
            && !self.defined.iter().any(|d| d == fname)
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
        let _ = pos;
        false
    }

    fn children(&mut self, e: &Expr, cond: bool) {
        match &e.kind {
            // A product of numbers is true when every factor is: each factor is a truth
            // value (not so for a sequence repeated, `'x'*(a-b)` being '' for a<b).
            ExprKind::Binary(BinOp::Mul, a, b)
                if cond
                    && ![a, b].iter().any(|x| {
                        is_str_expr(x, self.strings, self.sem)
                            || matches!(
                                x.unparen().kind,
                                ExprKind::List(_) | ExprKind::Tuple(_) | ExprKind::Comp(..)
                            )
                    }) =>
            {
                self.expr(a, true);
                self.expr(b, true);
            }
            // any() and all() read each item's truth.
            ExprKind::Call(f, args)
                if matches!(&f.kind, ExprKind::Name(n) if n == "any" || n == "all")
                    && let [Arg::Pos(g)] = args.as_slice()
                    && let ExprKind::Comp(_, elt, gens) = &g.kind =>
            {
                self.expr(elt, true);
                for g in gens {
                    self.expr(&g.iter, false);
                    for c in &g.ifs {
                        self.expr(c, true);
                    }
                }
            }
            ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                if !cond {
                    self.value_used.insert((a.start, a.end));
                }
                self.expr(a, true);
                self.expr(b, cond);
            }
            ExprKind::Unary(UnOp::Not, a) => {
                // `not x` is no shorter than `x==0`: no truthiness trick in it.
                self.value_used.insert((a.start, a.end));
                self.expr(a, true)
            }
            ExprKind::IfElse(a, c, b) => {
                self.expr(a, cond);
                self.expr(c, true);
                self.expr(b, cond);
            }
            ExprKind::Paren(a) => self.expr(a, cond),
            ExprKind::Comp(_, elt, gens) => {
                self.expr(elt, false);
                for g in gens {
                    // A comprehension iterates over its iterable as a for loop does.
                    self.iter_at = Some(g.iter.start);
                    self.expr(&g.iter, false);
                    self.iter_at = None;
                    for c in &g.ifs {
                        self.expr(c, true);
                    }
                }
            }
            _ => {
                for k in e.children() {
                    self.expr(k, false);
                }
            }
        }
    }

    /// True (and the trick recorded) when `e` is a test in two names that decides whether two
    /// cells are peers (checked on all 6,561 pairs), shorter than the plain boolean test.
    fn peer_product(&mut self, e: &Expr, _cond: bool) -> bool {
        // `P<1` with P a peer test: the product and the `<1` are two tricks.
        if let ExprKind::Compare(a, chain) = &e.unparen().kind
            && chain.len() == 1
            && [&**a, &chain[0].1]
                .into_iter()
                .any(|x| self.peer_polarity(x).is_some())
        {
            return false;
        }
        let Some((peer, roles)) = self.peer_roles(e) else {
            return false;
        };
        let readable = self.plain_peer_test(&roles, peer);
        let golfed = self.text(e);
        if tight_text(&readable).len() <= tight_text(&golfed).len() {
            return false;
        }
        let (name, how) = if matches!(e.unparen().kind, ExprKind::Binary(..)) {
            (
                "peer-product",
                "a product is zero when a factor is, x^y when x == y, x|y when both are",
            )
        } else {
            (
                "peer-test",
                "an arithmetic form in place of the comparisons",
            )
        };
        let note = format!(
            "{} exactly when the two cells share a column, a row or a box (checked on all 6,561 pairs): {how}; compared with the plain boolean test",
            if peer { "true" } else { "false (zero)" }
        );
        self.push(e.start, name, golfed, readable, &note);
        true
    }

    /// A default argument `,p=v` of function `fname` (a def's, or a named lambda's), against
    /// what the plain form writes instead.
    /// A literal default that no recursive call passes: the parameter holds it in every call,
    /// a named constant (a lambda cannot assign one), or nothing at all when never read.
    fn default_never_passed(&mut self, body: &Expr, p: &Param, d: &Expr) {
        let (name, value) = (&p.name, self.text(d));
        let golfed = format!(",{name}={value}");
        let at = d.start.saturating_sub(2);
        let mut reads = 0;
        body.visit(&mut |x| {
            reads += usize::from(matches!(&x.kind, ExprKind::Name(n) if n == name))
        });
        let every = format!(
            "no call passes `{name}`, the recursive calls included: it is {value} in every call"
        );
        if reads == 0 {
            self.push_saving(at, "default-argument", golfed.clone(), String::new(), -(golfed.len() as isize),
                &format!("a default argument that does nothing: {every} and the body never reads it, so `{golfed}` costs {} bytes", golfed.len()));
        } else {
            let saves =
                (reads * value.len()) as isize - (reads * name.len() + golfed.len()) as isize;
            self.push_saving(at, "default-argument", golfed, format!("{value} written at each of the {reads} reads of `{name}`"), saves,
                &format!("a default argument as a named constant: {every} (a lambda cannot assign a name)"));
        }
    }

    fn default_argument(
        &mut self,
        fname: Option<&str>,
        params: &[Param],
        p: &Param,
        d: &Expr,
        recursive: bool,
    ) {
        let (name, value) = (&p.name, self.text(d));
        let golfed = format!(",{name}={value}");
        let at = d.start.saturating_sub(2);
        let literal = matches!(d.kind, ExprKind::Num(_) | ExprKind::Str { .. });
        match fname {
            // Passed as a value (`map(f,s)`): no caller can supply the value, so the plain
            // form wraps the function where it is passed.
            Some(f) if recursive && literal && self.passed.iter().any(|n| n == f) => {
                let plain: Vec<&str> = params
                    .iter()
                    .filter(|q| q.default.is_none())
                    .map(|q| q.name.as_str())
                    .collect();
                let ps = plain.join(",");
                let wrapper = format!("lambda {ps}:{f}({ps},{value})");
                // The header keeps `,p` without its `=v`; the wrapper stands where f is passed.
                let saves = (wrapper.len() - f.len()) as isize - (value.len() as isize + 1);
                self.push_saving(at, "default-argument", golfed,
                    format!("`{name}` a plain parameter, and {wrapper} where {f} is passed as a value"), saves,
                    &format!("a default argument for a recursion parameter of a function passed as a value (`map({f},...)`): no caller there can pass `{name}`, so the plain form wraps {f} in a lambda that does"));
            }
            _ if recursive && literal => {
                self.push(at, "default-argument", golfed,
                    format!("{value} passed at the first call, `{name}` a plain parameter"),
                    &format!("a default argument for a recursion parameter: the outside call leaves it out, the recursive calls pass it (`,{name}={value}` in the header against `,{value}` at the call: the same bytes)"));
            }
            _ => {
                // `p=v` on a line of its own at the indentation of the line that holds the
                // header: its newline matches the header's comma, its indentation is extra.
                let indent = self.toks.first().map_or(0, |t| {
                    let start = self.source[..t.offset.min(self.source.len())]
                        .rfind('\n')
                        .map_or(0, |k| k + 1);
                    t.offset.saturating_sub(start)
                });
                // In an exec string's code, the line of its own stands where the exec
                // statement does: its indentation is that line's, plus the code's own.
                let indent = if self.exec_at.is_some() {
                    indent + self.exec_indent
                } else {
                    indent
                };
                let how = if indent > 0 {
                    format!(
                        ", indented by {indent} byte{}",
                        if indent == 1 { "" } else { "s" }
                    )
                } else {
                    String::new()
                };
                self.push_saving(at, "default-argument", golfed,
                    format!("{name}={value} on a line of its own{how}"), indent as isize,
                    &format!("a default argument binds a name once, where a statement cannot stand (`,{name}={value}` against a line `{name}={value}`: the same bytes{})", if indent > 0 { ", and the line's indentation" } else { "" }));
            }
        }
    }

    /// `s[:i]+x+s[i+1:]` (or `s[:i]+x+s[-~i:]`): the sequence, i, and x.
    fn splice<'e>(&self, e: &'e Expr) -> Option<(&'e Expr, &'e Expr, &'e Expr)> {
        let ExprKind::Binary(BinOp::Add, left, hi) = &e.kind else {
            return None;
        };
        let ExprKind::Binary(BinOp::Add, lo, x) = &left.kind else {
            return None;
        };
        let (ExprKind::Subscript(s1, a), ExprKind::Subscript(s2, b)) = (&lo.kind, &hi.kind) else {
            return None;
        };
        let (ExprKind::Slice(None, Some(i), None), ExprKind::Slice(Some(j), None, None)) =
            (&a.kind, &b.kind)
        else {
            return None;
        };
        let (it, jt) = (self.text(i), self.text(j));
        let atomic = matches!(i.kind, ExprKind::Name(_) | ExprKind::Num(_));
        let next = jt == format!("{it}+1")
            || jt == format!("1+{it}")
            || (atomic && jt == format!("-~{it}"));
        (self.text(s1) == self.text(s2) && next).then_some((&**s1, &**i, &**x))
    }

    /// `e` as a string operand of `+`: as written where it is a string that `+` cannot split,
    /// in str() otherwise.
    fn str_text(&self, e: &Expr) -> String {
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

    /// Whether `e` is surely a number: a numeric literal, a name the file binds only to
    /// numbers, a call of a builtin that returns one, or arithmetic on those.
    fn is_number(&self, e: &Expr) -> bool {
        let num = |x: &Expr| self.is_number(x);
        match &e.kind {
            ExprKind::Num(_) => true,
            ExprKind::Name(n) => self.numbers.contains(n),
            ExprKind::Paren(x) | ExprKind::Unary(UnOp::Neg | UnOp::Invert, x) => num(x),
            ExprKind::Call(f, _) => {
                matches!(&f.kind, ExprKind::Name(n) if matches!(n.as_str(), "len" | "int" | "ord" | "abs"))
            }
            ExprKind::Binary(BinOp::Add | BinOp::Mul, a, b) => num(a) && num(b),
            // `x%9`, `x>>1`: an operator other than + and * with a number on the right is
            // arithmetic unless the left is a string (`'%d'%x`) or a container.
            ExprKind::Binary(_, a, b) => {
                num(a)
                    || (num(b)
                        && !is_str_expr(a, self.strings, self.sem)
                        && !matches!(
                            a.unparen().kind,
                            ExprKind::List(_)
                                | ExprKind::Tuple(_)
                                | ExprKind::Set(_)
                                | ExprKind::Str { .. }
                        ))
            }
            _ => false,
        }
    }

    /// A conditional standing for `e`, in parentheses where `e` is an operand of an operator.
    fn in_context(&self, e: &Expr, plain: String) -> String {
        if self.operand.contains(&(e.start, e.end)) {
            format!("({plain})")
        } else {
            plain
        }
    }

    /// `e` as a condition when its value is a truth value (1 or 0): a comparison, `not`,
    /// `and`/`or` of such, or a product of them (both true).
    fn as_condition(&self, e: &Expr) -> Option<String> {
        match &e.kind {
            ExprKind::Paren(x) => self.as_condition(x),
            ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _) => Some(self.text(e)),
            ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                self.as_condition(a)?;
                self.as_condition(b)?;
                Some(self.text(e))
            }
            ExprKind::Binary(BinOp::Mul, a, b) => {
                let part = |x: &Expr| {
                    self.as_condition(x).map(|t| {
                        if matches!(x.unparen().kind, ExprKind::Or(..)) {
                            format!("({t})")
                        } else {
                            t
                        }
                    })
                };
                Some(format!("{} and {}", part(a)?, part(b)?))
            }
            _ => None,
        }
    }

    /// A call that stops the program (`exit()`, `quit()`, `sys.exit()`, with no argument, a
    /// number, or a print() call): `Some(Some(print call))` for `exit(print(x))`.
    fn stop_call(&self, f: &Expr, args: &[Arg]) -> Option<Option<String>> {
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
        match args {
            [] => Some(None),
            [Arg::Pos(x)] if matches!(x.kind, ExprKind::Num(_)) => Some(None),
            [Arg::Pos(x)] if matches!(&x.kind, ExprKind::Call(p, _) if matches!(&p.kind, ExprKind::Name(n) if n == "print")) => {
                Some(Some(self.text(x)))
            }
            _ => None,
        }
    }

    /// Whether `e` calls a function that calls itself.
    fn calls_recursive(&self, e: &Expr) -> bool {
        let mut found = false;
        e.visit(&mut |x| {
            if let ExprKind::Call(f, _) = &x.kind
                && let ExprKind::Name(n) = &f.kind
                && self.recursive.iter().any(|(r, _)| r == n)
            {
                found = true;
            }
        });
        found
    }

    /// `for x in[v]` in a comprehension: a one-item loop that binds x to v, an assignment
    /// where no statement can stand, against v written at each use of x.
    fn single_for(&mut self, e: &Expr, kind: CompKind, gens: &[pyexpr::Generator]) {
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
            let atomic = matches!(
                v.kind,
                ExprKind::Name(_)
                    | ExprKind::Num(_)
                    | ExprKind::Str { .. }
                    | ExprKind::Call(..)
                    | ExprKind::Subscript(..)
                    | ExprKind::Attr(..)
                    | ExprKind::List(_)
                    | ExprKind::Set(_)
                    | ExprKind::Comp(..)
                    | ExprKind::Paren(_)
            );
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
                "for-in-list-assign",
                golfed,
                out,
                saves,
                &note,
            );
        }
    }

    fn is_peer_test(&self, e: &Expr) -> bool {
        self.peer_polarity(e) == Some(false)
    }

    /// `Some(false)` when `e` is false exactly for peers, `Some(true)` when it is true exactly
    /// for peers, `None` otherwise (see [`Finder::peer_roles`]).
    fn peer_polarity(&self, e: &Expr) -> Option<bool> {
        self.peer_roles(e).map(|(peer, _)| peer)
    }

    /// Whether `e` decides if two cells are peers, and how its names stand for the cells: two
    /// cell indices (0-80), an index and a row and column, or two rows and columns (0-8),
    /// each reading checked on all 6,561 pairs of cells.
    fn peer_roles(&self, e: &Expr) -> Option<(bool, Vec<(String, Role)>)> {
        let names = e.names();
        if !(2..=4).contains(&names.len())
            || !matches!(
                e.unparen().kind,
                ExprKind::Binary(..)
                    | ExprKind::And(..)
                    | ExprKind::Or(..)
                    | ExprKind::Compare(..)
                    | ExprKind::Unary(UnOp::Not, _)
            )
        {
            return None;
        }
        let holds = |roles: &[Role], peer: bool| {
            (0..81).all(|i| {
                (0..81).all(|j| {
                    let env = Cells {
                        names: &names,
                        roles,
                        cells: [i, j],
                    };
                    match e.eval(&env, self.sem) {
                        Ok(v) => v.truthy() == (peer == is_peer(i as usize, j as usize)),
                        Err(_) => false,
                    }
                })
            })
        };
        Role::readings(names.len()).into_iter().find_map(|roles| {
            [false, true]
                .into_iter()
                .find(|&p| holds(&roles, p))
                .map(|p| (p, names.iter().cloned().zip(roles).collect()))
        })
    }
}

/// What a name of a peer test stands for: cell 0's or cell 1's index, row or column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    Index(usize),
    Row(usize),
    Col(usize),
}

impl Role {
    /// The ways `n` names can stand for two cells.
    fn readings(n: usize) -> Vec<Vec<Role>> {
        use Role::*;
        match n {
            2 => vec![vec![Index(0), Index(1)]],
            3 => (0..3)
                .flat_map(|k| {
                    [[Row(1), Col(1)], [Col(1), Row(1)]].map(|rc| {
                        let mut v = rc.to_vec();
                        v.insert(k, Index(0));
                        v
                    })
                })
                .collect(),
            4 => {
                let all = [Row(0), Col(0), Row(1), Col(1)];
                let mut out = Vec::new();
                for a in 0..4 {
                    for b in (0..4).filter(|&b| b != a) {
                        for c in (0..4).filter(|&c| c != a && c != b) {
                            let d = 6 - a - b - c;
                            out.push(vec![all[a], all[b], all[c], all[d]]);
                        }
                    }
                }
                out
            }
            _ => vec![],
        }
    }

    /// Its value for the cells `cells` (indices 0-80).
    fn value(self, cells: [i64; 2]) -> i64 {
        match self {
            Role::Index(c) => cells[c],
            Role::Row(c) => cells[c] / 9,
            Role::Col(c) => cells[c] % 9,
        }
    }
}

/// The names of a peer test bound for one pair of cells.
struct Cells<'a> {
    names: &'a [String],
    roles: &'a [Role],
    cells: [i64; 2],
}

impl pyexpr::Env for Cells<'_> {
    fn get(&self, name: &str) -> Option<Value> {
        let k = self.names.iter().position(|n| n == name)?;
        Some(Value::int(self.roles[k].value(self.cells)))
    }
}

/// The string a constant expression makes (`'%d'%5**18`, `` `14**7*9` ``), when it holds
/// digits only.
fn constant_text(e: &Expr, sem: Semantics) -> Option<String> {
    if !e.names().is_empty() {
        return None;
    }
    match e.eval(&NoNames, sem).ok()? {
        Value::Str(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => Some(s),
        _ => None,
    }
}

fn digit_note(text: &str) -> String {
    let d = super::digits::explain(text);
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

/// Whether `e`'s value is a truth value (a comparison, `not`, `and`/`or` of them, a bool).
fn boolish(e: &Expr) -> bool {
    match &e.unparen().kind {
        ExprKind::Compare(..) | ExprKind::Unary(UnOp::Not, _) => true,
        ExprKind::And(a, b) | ExprKind::Or(a, b) => boolish(a) || boolish(b),
        ExprKind::Name(n) => n == "True" || n == "False",
        _ => false,
    }
}

/// Whether `e` calls anything.
fn has_call(e: &Expr) -> bool {
    let mut found = false;
    e.visit(&mut |x| found |= matches!(x.kind, ExprKind::Call(..)));
    found
}

/// The string a constant expression makes, when it makes one.
fn constant_str(e: &Expr, sem: Semantics) -> Option<String> {
    if !e.names().is_empty() {
        return None;
    }
    match e.eval(&NoNames, sem).ok()? {
        Value::Str(s) => Some(s),
        _ => None,
    }
}

/// What a default argument `name=value` stands for: in a function that calls itself, a
/// constant default is the value its first call would pass; otherwise a global binding.
/// The readable form of a `def` or `lambda`'s parameters, defaults kept.
fn params_text(f: &Finder, params: &[Param]) -> String {
    params
        .iter()
        .map(|p| {
            let stars = "*".repeat(p.stars as usize);
            match &p.default {
                Some(d) => format!("{stars}{}={}", p.name, f.text(d)),
                None => format!("{stars}{}", p.name),
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// A walrus evaluated first thing in a statement that a plain assignment could stand before
/// (an `if` condition, an assignment's value, a called statement's first argument): its start
/// and the bytes it saves against `n=v` on a line of its own (`if`) or before `;`.
fn hoist_walrus(s: &Stmt, line: &Line, f: &Finder, golfed: &str) -> Option<(usize, isize)> {
    let (g, sep) = match &s.kind {
        StmtKind::If(c) => (c, 1 + line.indent.len()),
        StmtKind::Assign(_, v) => (v, 1),
        StmtKind::Expr(Expr {
            kind: ExprKind::Call(_, args),
            ..
        }) => match args.first() {
            Some(Arg::Pos(x)) => (x, 1),
            _ => return None,
        },
        _ => return None,
    };
    let ExprKind::Walrus(n, v) = &g.unparen().kind else {
        return None;
    };
    let gt = f.text(g);
    let plain = tight_text(&format!("{n}={}", f.text(v))).len();
    let after = tight_text(&golfed.replacen(&gt, n, 1)).len();
    let saves = (plain + sep + after) as isize - tight_text(golfed).len() as isize;
    Some((g.unparen().start, saves))
}

/// One statement's tricks (its expressions walked).
fn statement(s: &Stmt, line: &Line, f: &mut Finder) {
    let golfed = f.span(s.start, s.end);
    f.hoist = hoist_walrus(s, line, f, &golfed);
    f.followed = line.stmts.last().is_some_and(|l| l.start > s.start);
    match &s.kind {
        StmtKind::Def { name, params } => {
            let recursive = f.recursive.iter().any(|(r, _)| r == name);
            for prm in params {
                if let Some(d) = &prm.default {
                    let dt = f.text(d);
                    if let [_] = params.as_slice() {
                        // The only parameter: no comma to save, so `=v` in the header costs
                        // its bytes against a header without it (the value passed, or bound,
                        // elsewhere in as many bytes as it takes at best).
                        f.push_saving(
                            d.start.saturating_sub(2),
                            "default-argument",
                            format!("{}={dt}", prm.name),
                            format!("({}) without a default", prm.name),
                            -1,
                            "a default on a function's only parameter has no comma to share: `=v` in the header costs at least one byte against passing v at the one outside call (`f(v)` against `f()`, where the header is `f(x)`)",
                        );
                        f.expr(d, false);
                        continue;
                    }
                    f.default_argument(Some(name), params, prm, d, recursive);
                    f.expr(d, false);
                }
            }
        }
        StmtKind::If(c) | StmtKind::Elif(c) | StmtKind::While(c) => {
            if matches!(s.kind, StmtKind::While(_))
                && matches!(&c.kind, ExprKind::Num(n) if n == "1")
            {
                f.push(
                    c.start,
                    "one-for-true",
                    "1".into(),
                    "True".into(),
                    "`while 1:` loops for ever, three bytes shorter than `while True:`",
                );
            }
            f.expr(c, true);
        }
        StmtKind::For { target, iter } => {
            if let ExprKind::Subscript(..) | ExprKind::Attr(..) = &target.kind {
                let (tt, it) = (f.text(target), f.text(iter));
                f.push(target.start, "subscript-target", golfed.clone(), format!("for v in {it}:{tt}=v;"),
                    "a loop may assign straight into a subscript: `for g[i]in s:` stores each value where it is tried, no loop variable to copy");
            }
            f.iter_at = Some(iter.start);
            f.expr(iter, false);
            f.iter_at = None;
        }
        StmtKind::Print {
            dest,
            values,
            comma,
        } => {
            for v in dest.iter().chain(values) {
                f.expr(v, false);
            }
            let (Some(first), Some(last)) = (values.first(), values.last()) else {
                return;
            };
            let vals = f.span(first.start, last.end);
            // `print(x)` is already Python 3's spelling: nothing saved.
            let parenthesised = dest.is_none()
                && values.len() == 1
                && first.start == s.start + 1
                && matches!(first.kind, ExprKind::Paren(_) | ExprKind::Tuple(_))
                && vals.starts_with('(');
            // A trailing comma has no Python 2 spelling in parentheses but for one value
            // (`print(x),`); with several, the commas are print-comma's finding.
            let py2_comma = *comma && f.sem == Semantics::Py2;
            if f.golfed && !parenthesised && py2_comma && values.len() == 1 && dest.is_none() {
                f.push(
                    s.start,
                    "print-statement",
                    golfed.clone(),
                    format!("print({vals}),"),
                    "Python 2's print statement needs no parentheses (against `print(x),`, which keeps the trailing comma's soft space)",
                );
            }
            // The trailing comma itself: the line is not ended, the next print writing a space
            // first, so prints in a loop put their values on one line, space-separated. Its
            // plain spelling collects the values and joins them: what that costs depends on the
            // loop, so no figure is claimed.
            if f.golfed && py2_comma {
                let at = s.end.saturating_sub(1);
                f.push_saving(
                    at,
                    "print-soft-space",
                    ",".to_string(),
                    "collecting the values and printing ' '.join(map(str,values)) once".to_string(),
                    0,
                    "Python 2's print with a trailing comma ends without a newline and leaves a soft space: the next print writes a space first, so prints in a loop write their values on one line, space-separated, with no list and no join (no byte figure: what it saves depends on the loop)",
                );
            }
            if f.golfed && !parenthesised && !py2_comma {
                let end = if *comma { ",end=' '" } else { "" };
                let file = dest
                    .as_ref()
                    .map_or(String::new(), |d| format!(",file={}", f.text(d)));
                f.push(
                    s.start,
                    "print-statement",
                    golfed,
                    format!("print({}{end}{file})", vals.clone()),
                    "Python 2's print statement needs no parentheses (against Python 3's print())",
                );
            }
            // `print a,b`: the commas write the spaces between the values.
            if f.golfed && values.len() >= 2 {
                let plain: Vec<String> = values.iter().map(|v| f.str_text(v)).collect();
                f.push(first.start, "print-comma", vals, plain.join("+' '+"),
                    "the print statement writes a space between the values its commas separate, each through str(): no concatenation, no str() calls");
            }
        }
        StmtKind::Exec { code, scopes } => {
            exec_loop(s, code, f, golfed);
            for x in scopes {
                f.expr(x, false);
            }
        }
        StmtKind::Assign(targets, value) => {
            if let [t] = targets.as_slice()
                && let ExprKind::Name(name) = &t.kind
                && let ExprKind::Lambda(params, body) = &value.kind
            {
                let bt = f.text(body);
                f.push(
                    s.start,
                    "lambda-def",
                    golfed.clone(),
                    format!("def {name}({}):return {bt}", params_text(f, params)),
                    "a lambda bound to a name is a function without `def` and `return`",
                );
            }
            if let [t] = targets.as_slice()
                && let (ExprKind::Tuple(ts), ExprKind::Tuple(vs)) = (&t.kind, &value.kind)
                && ts.len() == vs.len()
                && ts.iter().all(|x| matches!(x.kind, ExprKind::Name(_)))
                // `a,b=b,a+b` reads a after `a=b` would have rebound it: sequential
                // assignments are not the same, so there is no plain form this short.
                && vs.iter().enumerate().all(|(k, v)| {
                    let read = v.names();
                    ts[..k].iter().all(|t| !matches!(&t.kind, ExprKind::Name(n) if read.contains(n)))
                })
            {
                let parts: Vec<String> = ts
                    .iter()
                    .zip(vs)
                    .map(|(a, b)| format!("{}={}", f.text(a), f.text(b)))
                    .collect();
                f.push(s.start, "tuple-assignment", golfed.clone(), parts.join(";"),
                    "several names bound in one statement: the same bytes as `a=x;b=y`, but every value is computed before any name is bound (a swap needs no temporary)");
            }
            if targets.len() > 1 {
                let last = targets.last().expect("a target");
                let lt = f.text(last);
                let vt = f.text(value);
                let rest: Vec<String> = targets[..targets.len() - 1]
                    .iter()
                    .map(|t| format!("{}={lt}", f.text(t)))
                    .collect();
                f.push(s.start, "chained-assignment", golfed.clone(), format!("{lt}={vt};{}", rest.join(";")),
                    "one value assigned to several targets in one statement (`a,b=B=x,y` unpacks the tuple and keeps it)");
            }
            for t in targets {
                f.expr(t, false);
            }
            f.expr(value, false);
        }
        StmtKind::AugAssign(t, op, v) => {
            if op == "+=" {
                let tt = f.text(t);
                match &v.kind {
                    ExprKind::Tuple(items) if items.len() == 1 => {
                        let it = f.text(&items[0]);
                        f.push(s.start, "append-tuple", golfed.clone(), format!("{tt}.append({it})"),
                            "`s+=x,` extends a list by the one-item tuple x, (for a tuple it builds a new one): .append() in fewer bytes");
                    }
                    ExprKind::List(items) if items.len() > 1 => {
                        f.push(
                            s.start,
                            "extend-list",
                            golfed.clone(),
                            format!("{tt}.extend({})", f.text(v)),
                            "`s+=[x,y]` extends a list in place: .extend() in fewer bytes",
                        );
                    }
                    ExprKind::Comp(CompKind::List, ..) => {
                        f.push(s.start, "extend-list", golfed.clone(), format!("{tt}.extend({})", f.text(v)),
                            "`s+=[... for ...]` extends a list in place by every item the comprehension makes: .extend() in fewer bytes");
                    }
                    _ if matches!(&t.kind, ExprKind::Name(n) if f.strings.contains(n) && f.members.contains(n))
                        && !matches!(v.kind, ExprKind::List(_) | ExprKind::Tuple(_)) =>
                    {
                        f.push(s.start, "string-set", golfed.clone(), format!("{tt}.add({})", f.text(v)),
                            "a string grown by `+=` and tested with `in` keeps the values used so far, as a set would (`s=''` against `s=set()`, `s+=c` against `s.add(c)`); it assumes each value added is one character, since `in` on a string also finds longer substrings");
                    }
                    ExprKind::List(items) if items.len() == 1 => {
                        let it = f.text(&items[0]);
                        f.push(
                            s.start,
                            "append-list",
                            golfed.clone(),
                            format!("{tt}.append({it})"),
                            "`s+=[x]` extends a list by one item: .append() in fewer bytes",
                        );
                    }
                    _ => {}
                }
            }
            if op == "|="
                && let ExprKind::Binary(BinOp::Shl, c, k) = &v.kind
                && let Some(ct) = f.as_condition(c)
            {
                let (tt, kt) = (f.text(t), f.text(k));
                f.push(s.start, "bool-shift", golfed.clone(), format!("if {ct}:{tt}|=1<<{kt}"),
                    "a comparison is 1 or 0 (True or False): `m|=(c)<<k` sets bit k only when c holds, an if statement in an expression (which, unlike an if, can follow a loop's header on its line)");
                f.expr(t, false);
                f.expr(c, true);
                f.expr(k, false);
                return;
            }
            if op == "|="
                && let ExprKind::Binary(BinOp::Shl, one, k) = &v.kind
                && matches!(&one.kind, ExprKind::Num(n) if n == "1")
            {
                let (tt, kt) = (f.text(t), f.text(k));
                f.push(s.start, "bitmask-set", golfed.clone(), format!("{tt}.add({kt})"),
                    "an int as a set of small numbers (bit k set when k is in it): `m|=1<<k` adds k, as s.add(k) does, with `m=0` for `s=set()` and `m>>k&1` for `k in s`");
                f.expr(t, false);
                f.expr(k, false);
                return;
            }
            f.expr(t, false);
            f.expr(v, false);
        }
        StmtKind::Expr(e) => statement_expr(e, f, true),
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
            let readable = if module == "sys" && !f.sys_names.is_empty() {
                format!("from sys import {}", f.sys_names.join(","))
            } else {
                format!("import {module}")
            };
            f.push(s.start, "star-import", golfed, readable,
                "a star import brings every name at once: the program writes argv, exit... without the module's name");
        }
        StmtKind::Return(None)
        | StmtKind::Pass
        | StmtKind::Break
        | StmtKind::Continue
        | StmtKind::Global(_)
        | StmtKind::Import(_)
        | StmtKind::FromImport { .. }
        | StmtKind::Else => {}
        other => {
            let text = f.span(s.start, s.end);
            f.unknown(
                s.start,
                text,
                format!(
                    "a `{}` statement: not a construct the trick finder reads",
                    other.word()
                ),
            );
        }
    }
    let _ = line;
}

/// Where each byte of the code of a one-literal string `c` stands in the file (offset, line,
/// column), when `body` is that literal's value: a plain or raw one-line literal whose
/// escapes are one of `\\`, `\'`, `\"`, `\n`, `\t`. None otherwise (the code is then placed
/// at the exec statement).
fn literal_map(c: &Expr, f: &Finder, body: &str) -> Option<Vec<(usize, usize, usize)>> {
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

/// `exec"code"*N` (Python 2) or `exec("code"*N)`: the code run N times, against the natural
/// loop `for k in range(N):code` (a counter the code steps by 1 becomes the loop variable);
/// the code itself is read for tricks too.
fn exec_loop(s: &Stmt, code: &Expr, f: &mut Finder, golfed: String) {
    let inner = match &code.unparen().kind {
        ExprKind::Binary(BinOp::Mul, c, n) => Some((c, n)),
        _ => None,
    };
    let Some((c, n)) = inner else {
        f.expr(code, false);
        return;
    };
    let Some(body) = constant_str(c, f.sem) else {
        f.expr(code, false);
        return;
    };
    let nt = f.text(n);
    let (line, col) = f.place(s.start);
    let parsed = pystmt::parse_program(&body, f.sem);
    // Each statement of the code, with the counter it steps by 1 when it is `k+=1`.
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
    // The counter becomes the loop variable only when that keeps the meaning: it is stepped
    // last, stepped nowhere else in the code, and bound once in the file, to a known integer,
    // before this statement. Otherwise the loop keeps the counter in its body.
    let count = match &n.kind {
        ExprKind::Num(x) => x.parse::<i64>().ok(),
        _ => None,
    };
    let start = body_stmts
        .last()
        .and_then(|(_, c)| c.clone())
        .and_then(|k| {
            let steps = body_stmts
                .iter()
                .filter(|(_, c)| c.as_ref() == Some(&k))
                .count();
            f.int_starts
                .iter()
                .find(|(m, _, at)| *m == k && *at < (line, col))
                .filter(|_| steps == 1)
                .map(|&(_, v, _)| (k, v))
        });
    let exec_indent = if f.exec_at.is_some() {
        f.exec_indent
    } else {
        f.toks.get(s.start).map_or(0, |t| {
            let start = f.source[..t.offset.min(f.source.len())]
                .rfind('\n')
                .map_or(0, |k| k + 1);
            f.source[start..t.offset.min(f.source.len())]
                .bytes()
                .take_while(|b| *b == b' ' || *b == b'\t')
                .count()
        })
    };
    // A body with a compound statement or several lines cannot follow the loop's header on
    // its line: the plain loop puts it on lines of its own, one space deeper.
    let block = match &parsed {
        Ok(prog) => prog.lines.len() > 1 || prog.stmts().any(|(_, st)| st.kind.is_header()),
        Err(_) => false,
    };
    let lines_of = |texts: &[&str], header: String| -> String {
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
    };
    let (readable, note) = match (start.clone(), count) {
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
    };
    let exec_span = f.exec_span.or_else(|| f.locate(&golfed, s.start));
    let exec_map = literal_map(c, f, &body).map(std::rc::Rc::new);

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
    f.push_saving(s.start, "exec-loop", golfed, readable, saves, &note);
    if let Ok(prog) = &parsed {
        for (l, st) in prog.stmts() {
            let mut sub = Finder {
                source: &body,
                toks: &l.tokens,
                sem: f.sem,
                tricks: Vec::new(),
                unknown: Vec::new(),
                exec_at: Some((line, col)),
                exec_span,
                exec_map: exec_map.clone(),
                exec_indent,
                in_def: f.in_def,
                func: f.func,
                members: f.members,
                operand: Default::default(),
                defined: f.defined,
                recursive: f.recursive,
                sys_star: f.sys_star,
                sys_names: f.sys_names,
                golfed: f.golfed,
                iter_at: None,
                tight_ctx: Default::default(),
                strings: f.strings,
                numbers: f.numbers,
                passed: f.passed,
                value_used: Default::default(),
                int_starts: f.int_starts,
                hoist: None,
                stmt_spans: Default::default(),
                followed: false,
                has_sys: f.has_sys,
            };
            statement(st, l, &mut sub);
            f.tricks.append(&mut sub.tricks);
            f.unknown.append(&mut sub.unknown);
        }
    }
    f.expr(n, false);
}

/// An expression used as a statement: its value is thrown away.
///
/// `compound_ok` is false where only a simple statement can stand (the body `y` of `x and y`
/// read as `if x:y`): no if or for statement is proposed there.
fn statement_expr(e: &Expr, f: &mut Finder, compound_ok: bool) {
    f.stmt_spans.insert((e.start, e.end));
    match &e.kind {
        ExprKind::Call(fun, args)
            if matches!(&fun.kind, ExprKind::Name(n) if n == "exec")
                && let [Arg::Pos(code)] = args.as_slice() =>
        {
            let st = Stmt {
                kind: StmtKind::Expr(e.clone()),
                start: e.start,
                end: e.end,
                level: 0,
            };
            let golfed = f.text(e);
            exec_loop(&st, code, f, golfed);
        }
        ExprKind::Or(a, b) | ExprKind::And(a, b) if compound_ok => {
            let (at, bt) = (f.text(a), f.text(b));
            let (name, test, what) = match &e.kind {
                ExprKind::Or(..) => (
                    "or-as-if",
                    format!("not({at})"),
                    "`x or y` as a statement runs y only when x is false",
                ),
                _ => (
                    "and-as-if",
                    at,
                    "`x and y` as a statement runs y only when x is true",
                ),
            };
            let plain = format!("if {test}:{bt}");
            if f.followed {
                // `a and b;c` is not `if a:b;c` (c would join the if's body): the if needs
                // a line of its own, its line break in place of the `;` (in an exec string's
                // code, the two bytes `\n` against `;`).
                let extra = isize::from(f.exec_at.is_some());
                let saves = tight_text(&plain).len() as isize
                    - tight_text(&f.text(e)).len() as isize
                    - extra;
                f.push_saving(a.end, name, f.text(e), format!("{plain} on a line of its own, the statements after it on the next line"), saves,
                    &format!("{what}: an if that fits before `;`, where an if statement would end the line"));
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
            statement_expr(b, f, false);
        }
        ExprKind::Comp(CompKind::List, elt, gens) if compound_ok => {
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
            let readable = if f.followed {
                format!("{plain}, the statements after it on the next line")
            } else {
                plain
            };
            f.push_saving(e.start, "comprehension-loop", f.text(e), readable, saves,
                "a list comprehension run for its side effects, its list thrown away, is a loop that fits after `;` or in a lambda (where a for statement cannot stand); against a for statement alone it may cost a byte");
            for g in gens {
                f.iter_at = Some(g.iter.start);
                f.expr(&g.iter, false);
                f.iter_at = None;
                for c in &g.ifs {
                    f.expr(c, true);
                }
            }
            statement_expr(elt, f, false);
        }
        _ => f.expr(e, false),
    }
}

/// The bytes of the file's indentation at each level (the first line there), and a unit for
/// a level no line shows (the first level's bytes a level, one space when no line is indented).
struct Indents(Vec<Option<usize>>);

impl Indents {
    fn of(program: &Program) -> Indents {
        let mut v: Vec<Option<usize>> = Vec::new();
        for l in &program.lines {
            if v.len() <= l.level {
                v.resize(l.level + 1, None);
            }
            v[l.level].get_or_insert(l.indent.len());
        }
        Indents(v)
    }

    fn bytes(&self, level: usize) -> usize {
        if let Some(Some(b)) = self.0.get(level) {
            return *b;
        }
        let unit = self.0.get(1).copied().flatten().unwrap_or(1).max(1);
        let below = (0..level)
            .rev()
            .find_map(|l| self.0.get(l).copied().flatten().map(|b| (l, b)));
        match below {
            Some((l, b)) => b + unit * (level - l),
            None => unit * level,
        }
    }
}

/// Layout tricks: `;`, bodies on their header's line, line breaks in brackets, missing spaces,
/// narrow indentation.
fn layout(tokens: &[Token], program: Option<&Program>, sem: Semantics, tricks: &mut Vec<Trick>) {
    // A Python 2 print statement's glued argument is counted by print-statement.
    let print_glued = |k: usize| sem == Semantics::Py2 && tokens[k].is("print");
    for (k, t) in tokens.iter().enumerate() {
        if k > 0
            && t.line > tokens[k - 1].line
            && t.depth > 0
            && tokens[k - 1].text.ends_with(word_char)
            && t.text.starts_with(word_char)
        {
            tricks.push(Trick {
                line: tokens[k - 1].line,
                col: tokens[k - 1].col + tokens[k - 1].text.chars().count(),
                name: "bracket-line-break",
                golfed: "a line break inside brackets".into(),
                readable: "a space".into(),
                saves: 0,
                counted: 0,
                counted_note: String::new(),
                span: None,
                note: "inside brackets a line break is whitespace: the golfer wraps the line where a space was needed anyway".into(),
            });
        }
        if t.kind == Kind::Name && pyexpr::is_keyword(&t.text, sem) && k > 0 {
            let p = &tokens[k - 1];
            if p.line == t.line
                && !t.spaced
                && (p.kind == Kind::Number
                    || p.kind == Kind::Str
                    || p.is(")")
                    || p.is("]")
                    || p.is("}")
                    || p.kind == Kind::Backquote)
            {
                let warn = p.kind == Kind::Number
                    && pystmt::WARNED_AFTER_NUMBER.contains(&t.text.as_str());
                tricks.push(Trick {
                    line: t.line,
                    col: t.col,
                    name: "no-space",
                    golfed: format!("{}{}", p.text, t.text),
                    readable: format!("{} {}", p.text, t.text),
                    saves: 1,
                    counted: 1,
                    counted_note: String::new(),
                    span: None,
                    note: if warn {
                        "no space between a number and a keyword: Python reads it today, but 3.11+ warns (invalid decimal literal) and a later version will refuse it".into()
                    } else {
                        "no space is needed between a bracket, quote or digit and a keyword".into()
                    },
                });
            }
            let after = tokens.get(k + 1).filter(|n| n.line == t.line && !n.spaced);
            let tight_after = after.is_some_and(|n| {
                n.kind == Kind::Str
                    || n.kind == Kind::Backquote
                    || ["(", "[", "{", "-", "~", "*"].iter().any(|o| n.is(o))
                    || n.kind == Kind::Number
            });
            if tight_after && !print_glued(k) {
                let n = &tokens[k + 1];
                tricks.push(Trick {
                    line: n.line,
                    col: n.col,
                    name: "no-space",
                    golfed: format!("{}{}", t.text, n.text),
                    readable: format!("{} {}", t.text, n.text),
                    saves: 1,
                    counted: 1,
                    counted_note: String::new(),
                    span: None,
                    note: "no space is needed between a keyword and a bracket, quote or operator"
                        .into(),
                });
            }
        }
    }
    let Some(program) = program else {
        return;
    };
    let indents = Indents::of(program);
    for l in &program.lines {
        let opens = l.stmts.first().is_some_and(|s| s.kind.is_header()) && l.stmts.len() > 1;
        if opens {
            let h = &l.stmts[0];
            let colon = &l.tokens[h.end - 1];
            let body_level = l.level + 1;
            let b = indents.bytes(body_level);
            tricks.push(Trick {
                line: colon.line,
                col: colon.col,
                name: "one-line-body",
                golfed: ":".into(),
                readable: format!(
                    ":, a new line, the indentation of level {body_level} ({b} byte{})",
                    if b == 1 { "" } else { "s" }
                ),
                saves: 1 + b as isize,
                counted: 1 + b as isize,
                counted_note: String::new(),
                span: None,
                note: format!(
                    "the body of the `{}` starts on its header's line: no newline, no indentation",
                    h.kind.word()
                ),
            });
        }
        for w in l.stmts.windows(2) {
            if w[0].kind.is_header() {
                continue;
            }
            let semi = &l.tokens[w[0].end];
            if !semi.is(";") {
                continue;
            }
            let b = indents.bytes(w[1].level);
            let deeper = w[1].level > l.level;
            tricks.push(Trick {
                line: semi.line,
                col: semi.col,
                name: "semicolon",
                golfed: ";".into(),
                readable: format!(
                    "a new line with the indentation of level {} ({b} byte{}){}",
                    w[1].level,
                    if b == 1 { "" } else { "s" },
                    if deeper {
                        ", one level deeper than the header it follows"
                    } else {
                        ""
                    }
                ),
                saves: b as isize,
                counted: b as isize,
                counted_note: String::new(),
                span: None,
                note:
                    "`;` separates statements without the newline and indentation a new line needs"
                        .into(),
            });
        }
    }
    // Indentation narrower than four spaces a level.
    let lines: Vec<&Line> = program.lines.iter().filter(|l| l.level > 0).collect();
    let saved: isize = lines
        .iter()
        .map(|l| 4 * l.level as isize - l.indent.len() as isize)
        .sum();
    if let Some(first) = lines.first()
        && saved > 0
    {
        tricks.push(Trick {
            line: first.tokens[0].line,
            col: 1,
            name: "short-indent",
            golfed: indent_styles(&lines),
            readable: "four spaces a level".into(),
            saves: saved,
            counted: saved,
            counted_note: String::new(),
            span: None,
            note: format!("{} indented line(s): Python needs only consistent indentation, and Python 2 reads a tab as eight columns", lines.len()),
        });
    }
}

/// The indentation of each level as written: `level 1: 1 space, level 2: a tab`.
fn indent_styles(lines: &[&Line]) -> String {
    let mut seen: Vec<(usize, String)> = Vec::new();
    for l in lines {
        if !seen.iter().any(|(v, _)| *v == l.level) {
            let tabs = l.indent.matches('\t').count();
            let spaces = l.indent.matches(' ').count();
            let mut parts = Vec::new();
            if tabs > 0 {
                parts.push(format!("{tabs} tab{}", if tabs > 1 { "s" } else { "" }));
            }
            if spaces > 0 {
                parts.push(format!(
                    "{spaces} space{}",
                    if spaces > 1 { "s" } else { "" }
                ));
            }
            seen.push((l.level, parts.join(" and ")));
        }
    }
    seen.sort();
    seen.iter()
        .map(|(l, t)| format!("level {l}: {t}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// True when the file is laid out as golf: `;` between statements, a body on its header's
/// line, or indentation narrower than four spaces.
/// A keyword glued to its neighbour (`1if`, `in'`, `]for`) counts too: readable code spaces
/// them.
fn golfed_layout(program: &Program, sem: Semantics) -> bool {
    program.lines.iter().any(|l| {
        l.stmts.len() > 1
            || (l.level > 0 && l.indent.len() < 4 * l.level)
            || l.tokens.windows(2).any(|w| {
                let word = |t: &Token| t.kind == Kind::Name && pyexpr::is_keyword(&t.text, sem);
                let glued = |t: &Token| {
                    matches!(t.kind, Kind::Number | Kind::Str | Kind::Backquote)
                        || t.is(")")
                        || t.is("]")
                        || t.is("}")
                };
                !w[1].spaced
                    && ((word(&w[1]) && glued(&w[0]))
                        || (word(&w[0])
                            && !w[0].is("print")
                            && (matches!(w[1].kind, Kind::Str | Kind::Backquote)
                                || w[1].is("[")
                                || w[1].is("~"))))
            })
    })
}

/// Whether `e` is surely a string: a literal, `%` formatting, backquotes, a call that returns
/// one, a slice or item of one, a sum or repetition with one, or a name in `strings`.
fn is_str_expr(e: &Expr, strings: &[String], sem: Semantics) -> bool {
    let s = |x: &Expr| is_str_expr(x, strings, sem);
    match &e.kind {
        ExprKind::Str { .. } | ExprKind::Repr(_) => true,
        ExprKind::Name(n) => strings.contains(n),
        ExprKind::Paren(x) => s(x),
        ExprKind::Binary(BinOp::Mod, a, _) => s(a),
        ExprKind::Binary(BinOp::Add | BinOp::Mul, a, b) => s(a) || s(b),
        ExprKind::Subscript(x, _) => {
            s(x) || matches!(&x.kind, ExprKind::Name(n) | ExprKind::Attr(_, n) if n == "argv")
        }
        ExprKind::IfElse(a, _, b) => s(a) && s(b),
        ExprKind::Call(f, _) => match &f.kind {
            ExprKind::Name(n) => {
                matches!(n.as_str(), "str" | "repr" | "raw_input" | "chr")
                    || (n == "input" && sem == Semantics::Py3)
            }
            ExprKind::Attr(_, m) => matches!(
                m.as_str(),
                "join" | "replace" | "strip" | "upper" | "lower" | "read" | "readline" | "format"
            ),
            _ => false,
        },
        _ => false,
    }
}

/// The names a program binds only to numbers (an integer literal, len(), int(), a find() or
/// an index(), arithmetic on numbers; a `for` over range(); a parameter's numeric default),
/// never to anything else, a string or a container it tests membership in.
fn number_names(program: &Program, strings: &[String]) -> Vec<String> {
    fn number(e: &Expr, known: &[String]) -> bool {
        let num = |x: &Expr| number(x, known);
        match &e.kind {
            ExprKind::Num(_) => true,
            ExprKind::Name(n) => known.contains(n),
            ExprKind::Paren(x) | ExprKind::Unary(UnOp::Neg | UnOp::Invert, x) => num(x),
            ExprKind::Call(f, _) => match &f.kind {
                ExprKind::Name(n) => matches!(n.as_str(), "len" | "int" | "ord" | "abs"),
                ExprKind::Attr(_, m) => matches!(m.as_str(), "find" | "index" | "count" | "rfind"),
                _ => false,
            },
            ExprKind::Binary(BinOp::Add | BinOp::Mul | BinOp::Mod, a, b) => num(a) && num(b),
            ExprKind::Binary(_, a, b) => num(a) && num(b),
            _ => false,
        }
    }
    // Each name with whether every binding seen is a number, to a fixed point.
    let mut known: Vec<String> = Vec::new();
    loop {
        let mut bound: Vec<(String, bool)> = Vec::new();
        let mut bind = |n: &str, is_num: bool| match bound.iter_mut().find(|(m, _)| m == n) {
            Some(entry) => entry.1 &= is_num,
            None => bound.push((n.to_string(), is_num)),
        };
        for (_, st) in program.stmts() {
            match &st.kind {
                StmtKind::Assign(targets, v) => {
                    for t in targets {
                        match (&t.kind, &v.kind) {
                            (ExprKind::Name(n), _) => bind(n, number(v, &known)),
                            (ExprKind::Tuple(ts), ExprKind::Tuple(vs)) if ts.len() == vs.len() => {
                                for (t, v) in ts.iter().zip(vs) {
                                    if let ExprKind::Name(n) = &t.kind {
                                        bind(n, number(v, &known));
                                    }
                                }
                            }
                            _ => t.visit(&mut |x| {
                                if let ExprKind::Name(n) = &x.kind {
                                    bind(n, false);
                                }
                            }),
                        }
                    }
                }
                StmtKind::AugAssign(t, _, v) => {
                    if let ExprKind::Name(n) = &t.kind {
                        bind(n, number(v, &known));
                    }
                }
                StmtKind::For { target, iter } => {
                    let range = matches!(&iter.kind, ExprKind::Call(f, _) if matches!(&f.kind, ExprKind::Name(n) if n == "range" || n == "xrange"));
                    target.visit(&mut |x| {
                        if let ExprKind::Name(n) = &x.kind {
                            bind(n, range && matches!(target.kind, ExprKind::Name(_)));
                        }
                    });
                }
                StmtKind::Def { params, .. } => {
                    for p in params {
                        bind(
                            &p.name,
                            p.default.as_ref().is_some_and(|d| number(d, &known)),
                        );
                    }
                }
                _ => {}
            }
        }
        let next: Vec<String> = bound
            .into_iter()
            .filter(|(n, is_num)| *is_num && !strings.contains(n))
            .map(|(n, _)| n)
            .collect();
        if next == known {
            return known;
        }
        known = next;
    }
}

/// The names a program binds to a string: by assignment, or as a parameter some call passes a
/// string to (`r(argv[1])` makes `r`'s first parameter one), to a fixed point.
fn string_names(program: &Program, sem: Semantics) -> Vec<String> {
    let mut params: Vec<(String, Vec<String>)> = Vec::new();
    for (_, st) in program.stmts() {
        match &st.kind {
            StmtKind::Def { name, params: ps } => {
                params.push((name.clone(), ps.iter().map(|p| p.name.clone()).collect()))
            }
            StmtKind::Assign(targets, v) => {
                if let ExprKind::Lambda(ps, _) = &v.kind {
                    for t in targets {
                        if let ExprKind::Name(n) = &t.kind {
                            params.push((n.clone(), ps.iter().map(|p| p.name.clone()).collect()));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let mut strings: Vec<String> = Vec::new();
    loop {
        let before = strings.len();
        for (_, st) in program.stmts() {
            let mut exprs: Vec<&Expr> = Vec::new();
            match &st.kind {
                StmtKind::Assign(targets, v) => {
                    if is_str_expr(v, &strings, sem) {
                        for t in targets {
                            if let ExprKind::Name(n) = &t.kind
                                && !strings.contains(n)
                            {
                                strings.push(n.clone());
                            }
                        }
                    }
                    exprs.push(v);
                }
                StmtKind::Expr(e) | StmtKind::Return(Some(e)) => exprs.push(e),
                _ => {}
            }
            for e in exprs {
                e.visit(&mut |x| {
                    if let ExprKind::Call(f, args) = &x.kind
                        && let ExprKind::Name(fname) = &f.kind
                        && let Some((_, ps)) = params.iter().find(|(n, _)| n == fname)
                    {
                        for (a, p) in args.iter().zip(ps) {
                            if let Arg::Pos(v) = a
                                && is_str_expr(v, &strings, sem)
                                && !strings.contains(p)
                            {
                                strings.push(p.clone());
                            }
                        }
                    }
                });
            }
        }
        if strings.len() == before {
            return strings;
        }
    }
}

/// A name bound once to an integer literal: the name, the value, the binding's (line, column).
type IntStart = (String, i64, Place);

/// A (line, column) in the file.
type Place = (usize, usize);

/// The names bound exactly once in the program, and that once to an integer literal: the
/// name, its value and the place of the binding.
fn int_starts(program: &Program) -> Vec<IntStart> {
    // Each name bound so far, with its binding while it is the only one (None once rebound).
    let mut seen: Vec<(String, Option<(i64, Place)>)> = Vec::new();
    for (l, st) in program.stmts() {
        let (targets, value): (Vec<&Expr>, Option<&Expr>) = match &st.kind {
            StmtKind::Assign(targets, v) => (targets.iter().collect(), Some(v)),
            StmtKind::AugAssign(t, ..) => (vec![t], None),
            StmtKind::For { target, .. } => (vec![target], None),
            _ => continue,
        };
        for t in targets {
            let mut names = Vec::new();
            t.visit(&mut |x| {
                if let ExprKind::Name(n) = &x.kind {
                    names.push(n.clone());
                }
            });
            let single = matches!(t.kind, ExprKind::Name(_));
            for n in names {
                let v = value
                    .filter(|_| single)
                    .and_then(|v| match &v.kind {
                        ExprKind::Num(x) => x.parse::<i64>().ok(),
                        _ => None,
                    })
                    .map(|v| {
                        let tok = &l.tokens[st.start.min(l.tokens.len() - 1)];
                        (v, (tok.line, tok.col))
                    });
                match seen.iter_mut().find(|(m, _)| *m == n) {
                    Some(entry) => entry.1 = None,
                    None => seen.push((n, v)),
                }
            }
        }
    }
    seen.into_iter()
        .filter_map(|(n, v)| v.map(|(v, at)| (n, v, at)))
        .collect()
}

/// The functions a program defines, and those that call themselves (with how many calls of
/// themselves their bodies make).
fn definitions(program: &Program) -> (Vec<String>, Vec<(String, usize)>) {
    let mut defined = Vec::new();
    let mut recursive = Vec::new();
    for (k, l) in program.lines.iter().enumerate() {
        for s in &l.stmts {
            let name = match &s.kind {
                StmtKind::Def { name, params } => {
                    defined.extend(params.iter().map(|p| p.name.clone()));
                    Some((name.clone(), true))
                }
                StmtKind::Assign(targets, v) if matches!(v.kind, ExprKind::Lambda(..)) => {
                    if let ExprKind::Lambda(params, _) = &v.kind {
                        defined.extend(params.iter().map(|p| p.name.clone()));
                    }
                    targets.iter().find_map(|t| match &t.kind {
                        ExprKind::Name(n) => Some((n.clone(), false)),
                        _ => None,
                    })
                }
                _ => None,
            };
            let Some((name, block)) = name else {
                continue;
            };
            // Each call of itself, and whether `return` passes its result up already (a call
            // that needs no flag tested after it to stop the search).
            let calls = |toks: &[Token], from: usize| -> (usize, usize) {
                let from = from.min(toks.len());
                let found: Vec<bool> = (from..toks.len().saturating_sub(1))
                    .filter(|&k| {
                        toks[k].text == name && toks[k].kind == Kind::Name && toks[k + 1].is("(")
                    })
                    .map(|k| k > 0 && toks[k - 1].is("return"))
                    .collect();
                // Calls in the code of a string the line execs (`exec"...r(a)..."*9`).
                let in_exec: usize = if toks.iter().any(|t| t.is("exec")) {
                    toks[from..]
                        .iter()
                        .filter(|t| t.kind == Kind::Str)
                        .map(|t| {
                            t.text
                                .match_indices(&format!("{name}("))
                                .filter(|&(at, _)| {
                                    !t.text[..at].ends_with(|c: char| word_char(c) || c == '.')
                                })
                                .count()
                        })
                        .sum()
                } else {
                    0
                };
                (
                    found.len() + in_exec,
                    found.iter().filter(|&&r| !r).count() + in_exec,
                )
            };
            // After the def's own name (or the lambda's `=`): the header is not a call.
            let from = s.start + if block { 2 } else { 1 };
            let (mut calls_itself, mut flagged) = calls(&l.tokens, from);
            if block {
                for m in program.lines[k + 1..]
                    .iter()
                    .take_while(|m| m.level > l.level)
                {
                    let (c, f) = calls(&m.tokens, 0);
                    calls_itself += c;
                    flagged += f;
                }
            }
            if calls_itself > 0 {
                recursive.push((name.clone(), flagged));
            }
            defined.push(name);
        }
    }
    (defined, recursive)
}

/// True when some call of `f` in `body` may pass `p`: by keyword, by position, or through `*`
/// or `**`.
fn recursion_passes(body: &Expr, f: &str, params: &[Param], p: &Param) -> bool {
    let index = params.iter().position(|q| q.name == p.name).unwrap_or(0);
    let mut passes = false;
    body.visit(&mut |x| {
        if let ExprKind::Call(callee, args) = &x.kind
            && matches!(&callee.kind, ExprKind::Name(n) if n == f)
        {
            let positional = args.iter().filter(|a| matches!(a, Arg::Pos(_))).count();
            passes |= positional > index
                || args.iter().any(|a| match a {
                    Arg::Keyword(k, _) => *k == p.name,
                    Arg::Star(_) | Arg::StarStar(_) => true,
                    Arg::Pos(_) => false,
                });
        }
    });
    passes
}

/// The names the file tests membership in: `c in s` and `c not in s`, never a `for`'s
/// `in` (the words before it, back to the `for`, are its target).
fn members(tokens: &[Token], sem: Semantics) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for (k, t) in tokens.iter().enumerate() {
        let Some(n) = tokens.get(k + 1) else { break };
        if !t.is("in") || n.kind != Kind::Name || pyexpr::is_keyword(&n.text, sem) {
            continue;
        }
        let before = tokens[..k].iter().rev().find(|b| {
            !(b.kind == Kind::Name && !pyexpr::is_keyword(&b.text, sem)
                || b.is(",")
                || b.is("(")
                || b.is(")")
                || b.is("[")
                || b.is("]"))
        });
        if before.is_some_and(|b| b.is("for")) {
            continue;
        }
        if !names.contains(&n.text) {
            names.push(n.text.clone());
        }
    }
    names
}

/// Counts each saved byte once (see [`Report::saved`]). A trick whose snippet lies inside
/// another's (the innermost holding it; of two on the same bytes, the larger saving holds the
/// other) adds its saving only when every trick holding it keeps its snippet in the readable
/// form; otherwise that readable form already spells it out and it adds nothing. Then each
/// outermost trick's plain spelling (its readable form, the counted tricks inside replaced by
/// theirs) is read as a programmer would write it (`list([...])` is `[...]`), and the
/// outermost trick's count takes the difference.
fn count_once(tricks: &mut [Trick]) {
    let n = tricks.len();
    // The `;` after an exec loop's counter binding (`k=0;exec"..."*9`) goes with the binding,
    // which the exec-loop's figure already counts.
    for i in 0..n {
        if tricks[i].name != "exec-loop" || !tricks[i].note.contains("the counter's binding") {
            continue;
        }
        let (line, col) = (tricks[i].line, tricks[i].col);
        if let Some(j) = (0..n).find(|&j| {
            tricks[j].name == "semicolon" && tricks[j].line == line && tricks[j].col + 1 == col
        }) {
            tricks[j].counted = 0;
            tricks[j].counted_note = format!(
                "the separator of the counter's binding, which the exec-loop at {line}:{col} counts"
            );
        }
    }
    let holds = |a: usize, b: usize| match (tricks[a].span, tricks[b].span) {
        (Some((a0, a1)), Some((b0, b1))) if a != b => {
            a0 <= b0
                && b1 <= a1
                && ((a0, a1) != (b0, b1)
                    || (tricks[a].saves, std::cmp::Reverse(a))
                        > (tricks[b].saves, std::cmp::Reverse(b)))
        }
        _ => false,
    };
    let parent: Vec<Option<usize>> = (0..n)
        .map(|i| {
            (0..n).filter(|&j| holds(j, i)).min_by_key(|&j| {
                let (a, b) = tricks[j].span.unwrap_or_default();
                (b - a, std::cmp::Reverse(tricks[j].saves))
            })
        })
        .collect();
    let mut kept = vec![true; n];
    for i in 0..n {
        let mut a = parent[i];
        while let Some(p) = a {
            if !tight_text(&tricks[p].readable).contains(&tight_text(&tricks[i].golfed)) {
                kept[i] = false;
                let (name, line, col) = (tricks[p].name, tricks[p].line, tricks[p].col);
                tricks[i].counted = 0;
                tricks[i].counted_note = format!(
                    "inside the {name} at {line}:{col}, whose readable form already spells this part out: counted there"
                );
                break;
            }
            a = parent[p];
        }
    }
    fn plain(i: usize, tricks: &[Trick], parent: &[Option<usize>], kept: &[bool]) -> String {
        let mut text = tight_text(&tricks[i].readable);
        for c in 0..tricks.len() {
            if parent[c] == Some(i) && kept[c] {
                let inner = plain(c, tricks, parent, kept);
                text = text.replacen(&tight_text(&tricks[c].golfed), &inner, 1);
            }
        }
        text
    }
    for i in 0..n {
        if parent[i].is_some() || !(0..n).any(|c| parent[c] == Some(i) && kept[c]) {
            continue;
        }
        let composed = plain(i, tricks, &parent, &kept);
        let simple = plain_spelling(&composed);
        if simple != composed {
            let delta = tight_text(&simple).len() as isize - tight_text(&composed).len() as isize;
            tricks[i].counted += delta;
            tricks[i].counted_note = format!(
                "with the tricks inside it replaced, its plain spelling is `{}`, not `{}`: {delta:+} bytes here, so the total counts each byte once",
                tight_text(&simple),
                tight_text(&composed)
            );
        }
    }
}

/// A composed readable form as a programmer writes it: a constructor around a display of its
/// own type is the display (`list([f(v)for v in s])` is `[f(v)for v in s]`).
fn plain_spelling(text: &str) -> String {
    let mut s = text.to_string();
    for (ctor, open, close) in [("list(", '[', ']'), ("set(", '{', '}')] {
        let mut from = 0;
        while let Some(k) = s[from..].find(&format!("{ctor}{open}")).map(|k| k + from) {
            from = k + 1;
            if s[..k].ends_with(word_char) || s[..k].ends_with('.') {
                continue;
            }
            let start = k + ctor.len();
            let mut depth = 0i32;
            let mut end = None;
            for (o, ch) in s[start..].char_indices() {
                match ch {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => {
                        depth -= 1;
                        if depth == 0 {
                            end = (ch == close).then_some(start + o);
                            break;
                        }
                    }
                    _ => {}
                }
            }
            if let Some(e) = end
                && s[e + 1..].starts_with(')')
            {
                s = format!("{}{}{}", &s[..k], &s[start..=e], &s[e + 2..]);
                from = k;
            }
        }
    }
    s
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
            // The functions whose bodies hold each line (a stack of def headers by level).
            let mut defs: Vec<(usize, &str)> = Vec::new();
            for l in &program.lines {
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
                    has_sys,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn names(source: &str) -> Vec<&'static str> {
        analyze(source)
            .unwrap()
            .tricks
            .iter()
            .map(|t| t.name)
            .collect()
    }

    #[test]
    fn the_specimens_tricks() {
        let r = analyze(super::super::specimen::code()).unwrap();
        let names: Vec<&str> = r.tricks.iter().map(|t| t.name).collect();
        for n in [
            "semicolon",
            "one-line-body",
            "tilde-test",
            "comprehension-loop",
            "or-as-if",
            "peer-product",
            "int-or-digit",
            "digit-string",
            "star-import",
            "exit-prints",
            "no-space",
            "bracket-line-break",
        ] {
            assert!(names.contains(&n), "{n} missing from {names:?}");
        }
        assert!(r.unknown.is_empty(), "{:?}", r.unknown);
        assert_eq!(r.dialects, [Semantics::Py2, Semantics::Py3]);
        let d = r.tricks.iter().find(|t| t.name == "digit-string").unwrap();
        assert_eq!((d.line, d.col, d.saves), (3, 45, 5));
        assert_eq!(d.readable, "'3814697265625'");
    }

    /// The exec loop of a recursive Python 2 function (the same file runs under CPython in
    /// tests/golf_python.rs).
    pub(crate) const EXEC_IN_DEF: &str = "def r(a):\n i=a.find('0')\n if i<0:print a;exit()\n m=1;exec\"if`m`not in[a[j]for j in range(81)if(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)<1]:r(a[:i]+`m`+a[i+1:])\\nm+=1\\n\"*9\nr(raw_input())\n";

    #[test]
    fn tricks_in_an_exec_string_in_a_function_stand_where_they_are() {
        let r = analyze(EXEC_IN_DEF).unwrap();
        let at = |name: &str| {
            r.tricks
                .iter()
                .find(|t| t.name == name)
                .unwrap_or_else(|| panic!("{name}: {:?}", r.tricks))
        };
        // Their real places inside the string, not the string's column.
        assert_eq!((at("peer-product").line, at("peer-product").col), (4, 47));
        assert_eq!((at("slice-splice").line, at("slice-splice").col), (4, 94));
        // Nothing inside the exec loop is said to be inside the slice-splice.
        assert!(
            r.tricks
                .iter()
                .all(|t| !t.counted_note.contains("inside the slice-splice")),
            "{:?}",
            r.tricks
        );
        // The loop it replaces, exactly: `m=1;` and the string against the indented loop.
        let e = at("exec-loop");
        assert_eq!(e.saves, 4);
        assert!(e.readable.contains("\n  if`m`"), "{}", e.readable);
        // The `;` before the exec goes with the counter's binding: counted once.
        let semi = r
            .tricks
            .iter()
            .find(|t| t.name == "semicolon" && (t.line, t.col) == (4, 5))
            .unwrap();
        assert_eq!(semi.counted, 0);
        // A generator expression there could not see the function's locals: a list
        // comprehension (no scope of its own in Python 2) is offered.
        assert!(
            at("slice-splice").readable.starts_with("''.join(["),
            "{}",
            at("slice-splice").readable
        );
        let t = analyze("def f(a,R=range(81)):\n exec\"g=lambda x,S=R:x;\"*2\n").unwrap();
        let d = t
            .tricks
            .iter()
            .find(|t| t.name == "default-argument" && t.golfed.contains("S=R"))
            .unwrap_or_else(|| panic!("{:?}", t.tricks));
        assert_eq!(d.saves, 1, "{d:?}");
        // The exec string's `/` floor as Python 2's integer division.
        assert_eq!(at("py2-floor-div").saves, 6);
        // Its calls of itself are in the exec string: exit() abandons the search.
        assert!(
            r.tricks.iter().any(|t| t.name == "exit-search"),
            "{:?}",
            r.tricks
        );
    }

    #[test]
    fn a_chain_through_a_dummy_constant_is_credited_against_the_natural_spelling() {
        let r = analyze("if a<1>b:x\n").unwrap();
        let t = r
            .tricks
            .iter()
            .find(|t| t.name == "chained-comparison")
            .unwrap();
        assert_eq!(t.readable, "a<1 and b<1");
        let r = analyze("if 0<x<9:x\n").unwrap();
        let t = r
            .tricks
            .iter()
            .find(|t| t.name == "chained-comparison")
            .unwrap();
        assert_eq!(t.readable, "0<x and x<9");
    }

    #[test]
    fn the_trailing_comma_print_is_named_as_the_soft_space_trick() {
        let r = analyze("for c in[1,2,3]:print c,\n").unwrap();
        let t = r
            .tricks
            .iter()
            .find(|t| t.name == "print-soft-space")
            .unwrap_or_else(|| panic!("{:?}", r.tricks));
        assert_eq!((t.golfed.as_str(), t.saves, t.col), (",", 0, 24));
        // Never against a Python-3-only form.
        assert!(
            r.tricks.iter().all(|t| !t.readable.contains("end=")),
            "{:?}",
            r.tricks
        );
        // Python 3's print(x,end=' ') is no soft space: not this trick.
        assert!(!names("for c in[1,2,3]:print(c,end=' ')\n").contains(&"print-soft-space"));
    }

    #[test]
    fn idioms_by_shape_not_by_name() {
        let n = names(
            "def s(q,R=range):\n k=q.find('.')\n if k<0:print q;return\n for c in`14**7*9`[::-1]:x=-~k*2;k<1or s(q)\n",
        );
        for want in [
            "default-argument",
            "less-than-zero",
            "reverse-slice",
            "neg-tilde",
            "less-than-one",
            "or-as-if",
            "short-indent",
            "one-line-body",
            "print-statement",
        ] {
            assert!(n.contains(&want), "{want} missing from {n:?}");
        }
        let n = names("exec\"x=1;\"*81\nwhile 1>0:pass\nf=lambda a:a and[1,2][a>3]\n");
        for want in ["exec-loop", "true-literal", "lambda-def", "index-ternary"] {
            assert!(n.contains(&want), "{want} missing from {n:?}");
        }
        // The digits of `14**7*9` reversed, as Python computes them.
        let r = analyze("for m in`14**7*9`[::-1]:pass\n").unwrap();
        assert!(
            r.tricks
                .iter()
                .any(|t| t.name == "backquote-digits" && t.readable == "'948721536'")
        );
        // ... and the loop over it reversed tries 635127849: 3,968 calls, not 716.
        let rev = r.tricks.iter().find(|t| t.name == "reverse-slice").unwrap();
        assert_eq!(rev.readable, "'635127849'");
        assert!(rev.note.contains("3968 calls"), "{}", rev.note);
    }

    #[test]
    fn unknown_constructs_are_listed_not_guessed() {
        let r = analyze("class A:pass\nx=foo(1)^2\n").unwrap();
        assert!(r.unknown.iter().any(|u| u.text.starts_with("class")));
        assert!(r.unknown.iter().any(|u| u.why.contains("`foo`")));
        assert!(r.unknown.iter().any(|u| u.why.contains("bitwise")));
        let r = analyze("x = 1 +\n").unwrap();
        assert!(
            r.unknown
                .iter()
                .any(|u| u.line == 1 && u.why.contains("cannot parse"))
        );
        assert!(r.dialects.is_empty());
    }

    fn find<'r>(r: &'r Report, name: &str) -> &'r Trick {
        r.tricks
            .iter()
            .find(|t| t.name == name)
            .unwrap_or_else(|| panic!("{name} missing from {:?}", r.tricks))
    }

    /// Each case's trick is found with its readable form and its bytes saved; every mismatch
    /// listed together.
    fn check_cases(cases: &[(&str, &str, &str, isize)]) {
        let wrong: Vec<String> = cases
            .iter()
            .filter_map(|&(src, name, readable, saves)| {
                let r = analyze(src).unwrap();
                let t = find(&r, name);
                ((t.readable.as_str(), t.saves) != (readable, saves))
                    .then(|| format!("{src:?}: {name} {:?} {}", t.readable, t.saves))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn shapes_of_golf_the_finder_had_not_seen() {
        check_cases(&[
            ("x={*s}-{1}\n", "star-display", "set(s)", 2),
            ("x=[*s]\n", "star-display", "list(s)", 3),
            ("x=(*s,)\n", "star-display", "tuple(s)", 3),
            ("if k>80:x\n", "greater-for-equal", "k==81", 1),
            ("if j-k and x:y\n", "difference-test", "j!=k", 1),
            ("if'0'<s[i]:x\n", "string-compare", "s[i]!='0'", 1),
            ("s=[];s+=x,\n", "append-tuple", "s.append(x)", 6),
            ("P=[];P+=[x]\n", "append-list", "P.append(x)", 5),
            (
                "for g[i]in s:x\n",
                "subscript-target",
                "for v in s:g[i]=v;",
                5,
            ),
            ("for _ in' '*27:x\n", "repeat-loop", "range(27)", 3),
            (
                "x=p[c::9]\n",
                "stride-slice",
                "[p[v]for v in range(c,len(p),9)]",
                25,
            ),
            (
                "print(*g,sep='')\n",
                "print-star",
                "print(''.join(map(str,g)))",
                10,
            ),
            (
                "print(*r)\n",
                "print-star",
                "print(' '.join(map(str,r)))",
                18,
            ),
            (
                "x=zip(*[iter(s)]*9)\n",
                "zip-grouper",
                "[tuple(s[k:k+9])for k in range(0,len(s),9)]",
                26,
            ),
            (
                "x=next(filter(None,g),'')\n",
                "next-filter",
                "next((v for v in g if v),'')",
                5,
            ),
            (
                "x='123'*(i>-1)\n",
                "bool-multiply",
                "('123'if i>-1 else'')",
                9,
            ),
            // The counter's start is not known: it stays in the body.
            (
                "exec('x+=1;'*81)\n",
                "exec-loop",
                "for _ in range(81):x+=1",
                7,
            ),
            (
                "a,b,c=B=x,y,z\n",
                "chained-assignment",
                "B=x,y,z;a,b,c=B",
                2,
            ),
        ]);
        // The plain boolean peer test is not a trick.
        let r = analyze("x=a%9==b%9or a/9==b/9or a/27==b/27and a%9/3==b%9/3\nx=a-b==0\n").unwrap();
        assert!(
            !r.tricks.iter().any(|t| t.name.starts_with("peer")),
            "{:?}",
            r.tricks
        );
        // A Python 2 print statement whose argument starts with `(`, in a golfed file.
        let r = analyze("print x;print('%s'*9+'\\n')*9%tuple(p)\n").unwrap();
        assert!(
            r.tricks.iter().any(
                |t| t.name == "print-statement" && t.golfed == "print('%s'*9+'\\n')*9%tuple(p)"
            ),
            "{:?}",
            r.tricks
        );
        assert!(
            r.tricks
                .iter()
                .any(|t| t.name == "string-repeat" && t.golfed == "('%s'*9+'\\n')*9"),
            "{:?}",
            r.tricks
        );
        // Peer tests in other forms, against the plain boolean test.
        let r =
            analyze("f=lambda i,j:(i-j)%9*(i//9-j//9)*(i//27-j//27or i%9//3-j%9//3)==0\n").unwrap();
        let t = find(&r, "peer-product");
        assert!(
            t.readable.starts_with("i%9!=j%9 and i//9!=j//9 and"),
            "{}",
            t.readable
        );
    }

    #[test]
    fn claims_against_the_natural_rewrite() {
        // The exec loop against `for k in range(81):` with the loop variable, the counter gone
        // (its binding `k=0;` counted with the golfed form).
        let r = analyze("p=[];k=0;exec\"p+=a[k],;k+=1;\"*81\n").unwrap();
        let t = find(&r, "exec-loop");
        assert_eq!(
            (t.readable.as_str(), t.saves),
            ("for k in range(81):p+=a[k],", 0)
        );
        // Code inside an exec string is read too.
        assert!(r.tricks.iter().any(|t| t.name == "append-tuple"));
        // `;` in a one-line body stands for a line one level deeper, in the file's own bytes.
        let r = analyze("def f(a):\n\tif a:x=1;y=2\n\treturn a\n").unwrap();
        let t = find(&r, "semicolon");
        assert_eq!(t.saves, 2, "{}", t.readable);
        assert!(t.readable.contains("level 2 (2 bytes)"), "{}", t.readable);
        let t = find(&r, "one-line-body");
        assert_eq!(t.saves, 3);
        // The def form of a lambda keeps its default arguments.
        let r = analyze("S=lambda s,i=0:S(s,i+1)\n").unwrap();
        assert_eq!(
            find(&r, "lambda-def").readable,
            "def S(s,i=0):return S(s,i+1)"
        );
        assert!(
            find(&r, "default-argument")
                .readable
                .contains("passed at the first call")
        );
        // `[::-1]` kept (not iterated) stands for list(reversed(...)).
        let r = analyze("x=s[::-1]\nfor c in s[::-1]:x\n").unwrap();
        let rs: Vec<&str> = r
            .tricks
            .iter()
            .filter(|t| t.name == "reverse-slice")
            .map(|t| t.readable.as_str())
            .collect();
        assert_eq!(rs, ["list(reversed(s))", "reversed(s)"]);
        // Snippets quote the source verbatim; a glued print is counted once.
        let r = analyze("def f(s):\n s<0and g(s);print''.join(s)\n").unwrap();
        assert!(
            r.tricks.iter().any(|t| t.golfed == "s<0and g(s)"),
            "{:?}",
            r.tricks
        );
        let p = find(&r, "print-statement");
        assert_eq!((p.golfed.as_str(), p.saves), ("print''.join(s)", 2));
        assert!(
            !r.tricks
                .iter()
                .any(|t| t.name == "no-space" && t.golfed.starts_with("print"))
        );
        // Readable Python 2 (four spaces, one statement a line) is not golf.
        let r = analyze("def f(a):\n    print a\n    return a/2\n").unwrap();
        assert!(r.tricks.is_empty(), "{:?}", r.tricks);
    }

    /// The wrong claims a held-out evaluation found, each against the old behaviour.
    #[test]
    fn claims_that_keep_the_programs_meaning() {
        // An exec loop whose counter starts at 9: the loop counts from 9, or keeps the counter.
        let r = analyze("k=9;exec\"print k;k+=1;\"*3\n").unwrap();
        assert_eq!(
            find(&r, "exec-loop").readable,
            "for k in range(9,12):print k"
        );
        let r = analyze("k=0;k=5;exec\"print k;k+=1;\"*3\n").unwrap();
        assert_eq!(
            find(&r, "exec-loop").readable,
            "for _ in range(3):print k;k+=1"
        );
        let r = analyze("k=0;exec\"k+=1;print k;\"*3\n").unwrap();
        assert_eq!(
            find(&r, "exec-loop").readable,
            "for _ in range(3):k+=1;print k"
        );
        // `-~x` saves its parentheses only where the sum would need them.
        let r = analyze("print(f(-~x),a*-~x,a+~-x,a-~-x,2**-~x)\n").unwrap();
        let ts: Vec<(&str, isize)> = r
            .tricks
            .iter()
            .filter(|t| t.name.contains("tilde"))
            .map(|t| (t.readable.as_str(), t.saves))
            .collect();
        assert_eq!(
            ts,
            [
                ("x+1", 0),
                ("(x+1)", 2),
                ("x-1", 0),
                ("(x-1)", 2),
                ("(x+1)", 2)
            ]
        );
        // Every saving is the shown replacement's length less the snippet's.
        let r =
            analyze("def f(i,j):return(i-j)%9*(i//9^j//9)*(i//27^j//27|i%9//3^j%9//3)\n").unwrap();
        for t in &r.tricks {
            if !t.golfed.contains(['\n', ' ']) && !t.readable.contains([',', '`']) {
                assert_eq!(
                    t.saves,
                    t.readable.len() as isize - t.golfed.len() as isize,
                    "{t:?}"
                );
            }
        }
        // next() with a default keeps it.
        let r = analyze("print(next((x for x in y if x),5))\n").unwrap();
        assert_eq!(
            find(&r, "first-of-generator").readable,
            "([x for x in y if x]+[5])[0]"
        );
        // A string reversed is a string again; a string times a test empties to ''.
        let r = analyze("s=raw_input()\nprint s[::-1],s*(k>3)\n").unwrap();
        assert_eq!(find(&r, "reverse-slice").readable, "''.join(reversed(s))");
        assert_eq!(find(&r, "bool-multiply").readable, "(s if k>3 else'')");
        let r = analyze("def r(a):print a[::-1]\nr(argv[1])\n").unwrap();
        assert_eq!(find(&r, "reverse-slice").readable, "''.join(reversed(a))");
        // exit(print(x)) prints once; exit(s) prints to standard error with status 1.
        let r = analyze("exit(print(3))\n").unwrap();
        assert_eq!(find(&r, "exit-prints").readable, "print(3);exit()");
        let r = analyze("def r(a):exit(a)\n").unwrap();
        assert!(find(&r, "exit-prints").readable.contains("stderr"));
        // A walrus a plain statement could replace in fewer bytes says so.
        let r = analyze("if(n:=len(input())):print(n)\n").unwrap();
        let w = find(&r, "walrus");
        assert_eq!(w.saves, -1);
        assert!(w.note.contains("not a saving"), "{}", w.note);
        let r = analyze("print([y for x in z if(y:=f(x))])\n").unwrap();
        assert_eq!(find(&r, "walrus").saves, 0);
    }

    /// The idioms a held-out evaluation found missing, each recognised by shape with its
    /// replacement and the bytes computed from it.
    #[test]
    fn idioms_missed_before() {
        check_cases(&[
            ("s=[];s+=[a,b]\n", "extend-list", "s.extend([a,b])", 7),
            (
                "s=[];s+=[x*2for x in y]\n",
                "extend-list",
                "s.extend([x*2 for x in y])",
                8,
            ),
            (
                "x=[y*y+y for a in z for y in[a*a+1]]\n",
                "for-in-list-assign",
                "[(a*a+1)*(a*a+1)+(a*a+1)for a in z]",
                1,
            ),
            (
                "x=f(a)or''\n",
                "or-fallback",
                "t if t else '', with t=f(a) on a statement before",
                12,
            ),
            ("x=s or'-';y=1\n", "or-fallback", "s if s else'-'", 7),
            (
                "x=__import__('sys').argv;y=1\n",
                "import-expression",
                "import sys on a line of its own, `sys` here",
                -3,
            ),
            ("x=(a<b)<<k;y=1\n", "bool-shift", "1<<k if a<b else 0", 10),
            (
                "x=1|(a<b)<<k;y=1\n",
                "bool-shift",
                "(1<<k if a<b else 0)",
                12,
            ),
            (
                "for j in R:m|=(a<b)<<k\n",
                "bool-shift",
                "if a<b:m|=1<<k",
                3,
            ),
            (
                "for j in R:m|=(a<b)*(c>d)<<k\n",
                "bool-shift",
                "if a<b and c>d:m|=1<<k",
                5,
            ),
            ("if~m>>k&1:x\n", "complement-bit", "not m>>k&1", 3),
            ("x=~m>>k&1;y=1\n", "complement-bit", "1-(m>>k&1)", 3),
            ("if~m&1<<k:x\n", "complement-bit", "not m&1<<k", 3),
            ("if(a-b)*(c-d):x\n", "difference-test", "a!=b", 1),
            ("x=any(a-b for a in y)\n", "difference-test", "a!=b", 1),
            (
                "u=''\nfor c in s:\n if c not in u:u+=c\n",
                "string-set",
                "u.add(c)",
                4,
            ),
        ]);
        // exit()/quit()/sys.exit() in a function that calls itself abandons the search: against
        // `return 1` and a test of the flag at each of its calls of itself.
        for (src, golfed, saves) in [
            ("def r(a):\n if a:exit()\n r(a-1)\n", "exit()", 14),
            ("def r(a):\n if a:quit()\n r(a-1);r(a)\n", "quit()", 26),
            (
                "import sys\ndef r(a):\n if a:sys.exit()\n r(a-1)\n",
                "sys.exit()",
                10,
            ),
        ] {
            let r = analyze(src).unwrap();
            let t = find(&r, "exit-search");
            assert_eq!((t.golfed.as_str(), t.saves), (golfed, saves), "{src:?}");
        }
        // In a lambda's expression no `return` can stand: no search stop proposed there.
        let r = analyze("r=lambda a:a and exit()or r(a-1)\n").unwrap();
        assert!(!r.tricks.iter().any(|t| t.name == "exit-search"));
        // exit(print(x)) in a search: both the print-then-exit and the search's stop.
        let r = analyze("def r(a):\n if a:exit(print(a))\n r(a-1)\n").unwrap();
        assert_eq!(find(&r, "exit-prints").readable, "print(a);exit()");
        assert!(
            find(&r, "exit-search")
                .readable
                .starts_with("print(a);return 1")
        );
        // Outside a function that calls itself, exit() is only the builtin.
        let r = analyze("def f(a):\n if a:exit()\nf(1)\n").unwrap();
        assert!(!r.tricks.iter().any(|t| t.name == "exit-search"));
        assert!(find(&r, "exit-builtin").readable.starts_with("sys.exit(),"));
        // A header is not a call of itself: `def s(q,R=range)` alone is not recursive.
        let r = analyze("def s(q,R=range):print(q)\n").unwrap();
        assert!(
            find(&r, "default-argument")
                .readable
                .contains("on a line of its own")
        );
        // Every recursive result joined, the first solution sliced off.
        let r = analyze("def r(a):\n return''.join(r(b)for b in a)[:81]\n").unwrap();
        let t = find(&r, "join-slice");
        assert_eq!(t.readable, "next((v for v in(r(b)for b in a)if v),'')");
        assert_eq!(t.saves, 13);
        // A string repeated by a difference is '' for a negative one: no truth test there.
        let r = analyze("if'x'*(a-b):y\n").unwrap();
        assert!(
            !r.tricks.iter().any(|t| t.name == "difference-test"),
            "{:?}",
            r.tricks
        );
        // A one-item loop used once costs bytes, and says so.
        let r = analyze("x=[c for a in z for u in[f(a)]if c in u]\n").unwrap();
        let t = find(&r, "for-in-list-assign");
        assert!(t.saves < 0 && t.note.contains("not a saving"), "{t:?}");
        // None of these is left unknown.
        let r =
            analyze("o=__import__('sys').stdout\nm=0\nfor j in R:m|=(a<b)<<k\nif~m>>k&1:quit()\n")
                .unwrap();
        assert!(r.unknown.is_empty(), "{:?}", r.unknown);
    }

    /// The file's total counts each byte once, against one plain spelling.
    #[test]
    fn totals_count_each_byte_once() {
        // A list built by star-unpacking a map: `list(map(int,s))` and `[int(v)for v in s]`
        // are two starting points; the plain spelling is the comprehension, 5 bytes longer.
        let r = analyze("x=[*map(int,s)]\n").unwrap();
        assert_eq!(find(&r, "star-display").saves, 3);
        assert_eq!(find(&r, "map-call").saves, 8);
        assert_eq!(r.saved, 5, "{:?}", r.tricks);
        // The digits of `14**7*9` reversed: the reversal's readable form spells the digits out,
        // so the backquote inside it is counted there (the file saves -4 against '635127849').
        let r = analyze("x=`14**7*9`[::-1]\n").unwrap();
        let inner = find(&r, "backquote-digits");
        assert_eq!((inner.saves, inner.counted), (2, 0));
        assert_eq!(r.saved, -4);
        // Tricks inside another whose readable form keeps them add up.
        let r = analyze("if(a-b)*(c-d):x\n").unwrap();
        assert_eq!(r.saved, r.tricks.iter().map(|t| t.saves).sum::<isize>());
        // Two tricks on the same bytes: the larger saving holds the other.
        let r = analyze("def r(a):\n if a:exit(print(a))\n r(a-1)\n").unwrap();
        assert_eq!(find(&r, "exit-prints").counted, 0);
    }

    #[test]
    fn dialects_and_warnings() {
        let r = analyze("x={*y}\n").unwrap();
        assert_eq!(r.dialects, [Semantics::Py3]);
        assert!(
            r.syntax_errors[0].1.starts_with("line 1, column"),
            "{:?}",
            r.syntax_errors
        );
        let r = analyze("if 1:\n\tx=1\n        y=2\n").unwrap();
        assert_eq!(r.dialects, [Semantics::Py2]);
        assert!(
            r.syntax_errors[0].1.contains("TabError"),
            "{:?}",
            r.syntax_errors
        );
        let r = analyze("x=[i for i in y if 0in y]\n").unwrap();
        assert!(
            r.warnings[0].starts_with("line 1, column 21"),
            "{:?}",
            r.warnings
        );
    }

    /// The wrong findings of the third held-out evaluation, by kind: each replacement valid
    /// where it stands and each saving complete.
    #[test]
    fn replacements_valid_where_they_stand() {
        let has = |r: &Report, name: &str| r.tricks.iter().any(|t| t.name == name);
        // A statement form only where a statement may stand.
        let r = analyze("f=lambda x:exit(print(x))\n").unwrap();
        assert!(!has(&r, "exit-prints"), "{:?}", r.tricks);
        let r = analyze("x and(y or z)\n").unwrap();
        assert!(!has(&r, "or-as-if"), "{:?}", r.tricks);
        let r = analyze("x and[f(y)for y in x]\ndef f(y):return y\n").unwrap();
        assert!(!has(&r, "comprehension-loop"), "{:?}", r.tricks);
        // An if before `;` would swallow the statements after it.
        let r = analyze("exec\"x=1;x and f();y=2;\"*9\ndef f():return 1\n").unwrap();
        let t = find(&r, "and-as-if");
        assert!(t.readable.contains("line of its own"), "{t:?}");
        assert_eq!(t.saves, -2);
        // An exec loop: the counter's binding counted, the replacement parses.
        let r = analyze("i=0;exec\"print i;i+=1;\"*9\n").unwrap();
        assert_eq!(find(&r, "exec-loop").saves, 0);
        let r = analyze("i=0;exec\"if i:print i\\ni+=1\\n\"*9\n").unwrap();
        let t = find(&r, "exec-loop");
        assert_eq!(t.readable, "for i in range(9):\n if i:print i");
        assert!(pystmt::parse_program(&format!("{}\n", t.readable), Semantics::Py2).is_ok());
        // A step taken only under a condition is no loop variable.
        let r = analyze("i=0;exec\"if i:print i;i+=1\\n\"*9\n").unwrap();
        assert!(find(&r, "exec-loop").readable.starts_with("for _ in"));
        // A string sliced with a step is a string.
        let r = analyze("s=raw_input();print s[::2]\n").unwrap();
        assert!(find(&r, "stride-slice").readable.starts_with("''.join("));
        // The import the plain form needs is counted.
        assert_eq!(
            find(&analyze("exit(3)\n").unwrap(), "exit-builtin").saves,
            15
        );
        assert_eq!(
            find(&analyze("import sys;exit(3)\n").unwrap(), "exit-builtin").saves,
            4
        );
        // A default on the only parameter costs a byte.
        assert_eq!(
            find(
                &analyze("def f(s=[]):return s\n").unwrap(),
                "default-argument"
            )
            .saves,
            -1
        );
        // A comprehension's `if` is a header of its own line in the plain loop.
        let r = analyze("[f(y)for y in x if y]\ndef f(y):return y\n").unwrap();
        let t = find(&r, "comprehension-loop");
        assert_eq!(
            (t.readable.as_str(), t.saves),
            ("for y in x:\n if y:f(y)", 1)
        );
        assert!(pystmt::parse_program(&format!("{}\n", t.readable), Semantics::Py3).is_ok());
        // An f-string's fields are not read: listed as unknown, never dropped.
        assert_eq!(analyze("x=f\"{a^b}\"\n").unwrap().unknown.len(), 1);
        // A tuple update is not sequential assignments.
        assert!(!has(&analyze("a,b=b,a+b\n").unwrap(), "tuple-assignment"));
        assert!(has(&analyze("a,b=c,d\n").unwrap(), "tuple-assignment"));
    }

    /// The kinds the fourth held-out evaluation's predecessor left missing, by shape: bitmask
    /// sets, the truth of a number, `%` formats with text, print's commas and end=, peer tests
    /// over rows and columns; and where each must not be claimed.
    #[test]
    fn idioms_of_the_fourth_pass() {
        check_cases(&[
            ("m=0\nfor d in s:m|=1<<d\n", "bitmask-set", "m.add(d)", 1),
            ("if m>>d&1:x\n", "bitmask-test", "d in m", 0),
            ("if m&1<<d:x\n", "bitmask-test", "d in m", 0),
            ("n=len(s)\nif n:x\n", "truthiness", "n!=0", 3),
            ("k=0\nwhile k%9:k+=1\n", "truthiness", "k%9!=0", 3),
            (
                "x='%d,%d'%(a,b);y=1\n",
                "percent-format",
                "str(a)+','+str(b)",
                4,
            ),
            // `%` binds like `*`: the concatenation needs parentheses there.
            ("x='%d.'%a*9;y=1\n", "percent-format", "(str(a)+'.')", 5),
            (
                "x=1;print x,'s'*(x>1)\n",
                "print-comma",
                "str(x)+' '+'s'*(x>1)",
                9,
            ),
            (
                "import sys\nprint(n,end='')\n",
                "print-end",
                "sys.stdout.write(str(n))",
                9,
            ),
            (
                "print(n,end='')\n",
                "print-end",
                "sys.stdout.write(str(n)), with `import sys` on a line of its own",
                20,
            ),
            (
                "x=(r^y)*(c^x)*(r/3^y/3|c/3^x/3)\n",
                "peer-product",
                "c!=x and r!=y and(r/3!=y/3 or c/3!=x/3)",
                10,
            ),
            (
                "x=(j//9^r)*(j%9^c)*(j//27^r//3|j%9//3^c//3)\n",
                "peer-product",
                "j%9!=c and j//9!=r and(j//27!=r//3 or j%9//3!=c//3)",
                10,
            ),
        ]);
        // The evaluation's missed kinds, in golfed files.
        check_cases(&[
            (
                "x=a[:i]+c+a[i+1:];y=1\n",
                "slice-splice",
                "''.join(c if k==i else w for k,w in enumerate(a))",
                34,
            ),
            (
                "x=a[:i]+[v]+a[-~i:];y=1\n",
                "slice-splice",
                "[v if k==i else w for k,w in enumerate(a)]",
                25,
            ),
            (
                "for c in'123456789':x;y=1\n",
                "digit-string-loop",
                "map(str,range(1,10))",
                9,
            ),
            ("n=3;x=n*n\n", "square-product", "n**2", 1),
        ]);
        // Readable Python writes them too: not golf in a file laid out to be read.
        let r = analyze(
            "def f(a, i, c):\n    for d in '123456789':\n        print(a[:i] + d + a[i + 1:])\n",
        )
        .unwrap();
        assert!(r.tricks.is_empty(), "{:?}", r.tricks);
        // A default of a function passed as a value: no caller can pass it.
        let r = analyze("def f(c,i=0):\n if i<9:f(c,i+1)\nprint(map(f,'ab'))\n").unwrap();
        let t = find(&r, "default-argument");
        assert!(t.readable.contains("lambda c:f(c,0)"), "{t:?}");
        assert_eq!(t.saves, 12);
        // A default bound on an indented line of its own pays the indentation.
        let r = analyze("def g():\n def f(a,R=range):return R(a)\n return f(3)\n").unwrap();
        assert_eq!(find(&r, "default-argument").saves, 1);
        // A call of itself that is returned already needs no flag to stop the search.
        let r = analyze("def r(a):\n if a:exit()\n return r(a-1)\n").unwrap();
        assert_eq!(find(&r, "exit-search").saves, 2);
        // Python 2's trailing-comma print against `print(x),`, valid Python 2.
        let r = analyze("print'x',;y=1\n").unwrap();
        assert_eq!(find(&r, "print-statement").readable, "print('x'),");
        // A bitmask leaves nothing unknown.
        let r = analyze("m=0\nfor d in s:m|=1<<d\nif m>>5&1:x\n").unwrap();
        assert!(r.unknown.is_empty(), "{:?}", r.unknown);
        // No truthiness where the value may be a container, a parameter of unknown type, an
        // operand whose value is used, or under `not` (no shorter than `x==0`).
        for src in [
            "s=[]\nwhile s:s.pop()\n",
            "def f(a):\n if a:return a\n",
            "n=1;x=n or 5\n",
            "n=1;x=n and 5\n",
            "n=1\nif not n:x\n",
            "s='ab'\nif s:x\n",
        ] {
            let r = analyze(src).unwrap();
            assert!(
                !r.tricks.iter().any(|t| t.name == "truthiness"),
                "{src:?}: {:?}",
                r.tricks
            );
        }
    }
}
