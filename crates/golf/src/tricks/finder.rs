//! The finder: the state of one line's reading (the file's facts it consults, what it has
//! found so far) and its core methods (placing, recording and quoting what it finds).

use super::facts::{Facts, is_str_expr, names_sys};
use super::layout::{tight, tight_text, word_char};
use super::registry::Trick;
use super::report::{Finding, Unknown};
use crate::pyexpr::{BinOp, Expr, ExprKind, Semantics, UnOp};
use crate::pystmt;
use crate::pytoken::Token;

pub(super) struct Finder<'a> {
    /// What the file binds and uses, computed once for all its lines.
    pub(super) facts: &'a Facts,
    /// The text the tokens were read from (the file, or the code of an `exec` string).
    pub(super) source: &'a str,
    pub(super) toks: &'a [Token],
    pub(super) sem: Semantics,
    pub(super) tricks: Vec<Finding>,
    pub(super) unknown: Vec<Unknown>,
    /// Where an `exec` string stands, for what is found in its code.
    pub(super) exec_at: Option<(usize, usize)>,
    /// The exec statement's bytes in the file, for what is found in its code.
    pub(super) exec_span: Option<(usize, usize)>,
    /// Where each byte of an exec string's code stands in the file (offset, line, column),
    /// when the string is one literal: what is found in the code is placed there.
    pub(super) exec_map: Option<std::rc::Rc<Vec<(usize, usize, usize)>>>,
    /// The indentation (bytes) of the line holding the exec statement whose code is read.
    pub(super) exec_indent: usize,
    /// The statement being read stands in a function's body (an exec string's code there
    /// runs with the function's locals, which its nested scopes cannot see).
    pub(super) in_def: bool,
    /// The function whose body holds the statement being read, when it calls itself: its
    /// name and how many calls of itself it makes.
    pub(super) func: Option<(&'a str, usize)>,
    /// Operands of an operator (a conditional there needs parentheses).
    pub(super) operand: std::collections::HashSet<(usize, usize)>,
    /// The start of an expression iterated over (a `for` or a comprehension's iterable).
    pub(super) iter_at: Option<usize>,
    /// The spans of operands that bind tighter than `+` and `-` (a factor, the right side of
    /// `-`, an operand of a unary operator or of `**`): `x+1` needs parentheses there.
    pub(super) tight_ctx: std::collections::HashSet<(usize, usize)>,
    /// Right operands of `+`: a sum or difference stands there bare (`a+~-x` is `a+x-1`).
    pub(super) add_right: std::collections::HashSet<(usize, usize)>,
    /// Operands of `and`/`or` whose value (not only its truth) is used: `n or 5`.
    pub(super) value_used: std::collections::HashSet<(usize, usize)>,
    /// Operands of `and`/`or` read for their truth whose value may still be the whole
    /// expression's value, with which of their values get through ([`TRUE_ESCAPES`],
    /// [`FALSE_ESCAPES`]): in `c and s or y`, s's true values are the result.
    pub(super) escaping: std::collections::HashMap<(usize, usize), u8>,
    /// Factors of a product read for its truth: numbers multiplied, whose own truth is no
    /// test (`n%2*k`, `(n%2)*k`).
    pub(super) factors: std::collections::HashSet<(usize, usize)>,
    /// The walruses of the statement being read and their plain forms (see [`Walruses`]).
    pub(super) hoist: Option<std::rc::Rc<Walruses>>,
    /// Expressions standing where a simple statement can (a whole statement, or the body
    /// of `x and y` read as `if x:y`): only there may a replacement be a statement.
    pub(super) stmt_spans: std::collections::HashSet<(usize, usize)>,
    /// The statement being read has more statements after it on its line (`;`): a compound
    /// statement put in its place would swallow them.
    pub(super) followed: bool,
    /// Another statement (or a header) stands before it on its line.
    pub(super) preceded: bool,
    /// The statement stands in a function whose body holds a bare `exec` statement (Python
    /// 2): a nested scope there (a generator expression, a lambda) is a SyntaxError.
    pub(super) bare_exec: bool,
    /// How many lambdas and comprehensions the walk is inside: no statement can stand there.
    pub(super) scope_depth: u32,
    /// The statement stands in a function that returns only 0 and 1.
    pub(super) bool_function: bool,
}

/// An operand's true values are the value of the expression holding it (`x or y`'s x).
pub(super) const TRUE_ESCAPES: u8 = 1;
/// An operand's false values are the value of the expression holding it (`x and y`'s x).
pub(super) const FALSE_ESCAPES: u8 = 2;

/// The plain forms of one statement's walruses (`n:=v`).
#[derive(Default)]
pub(super) struct Walruses {
    /// A walrus the statement could hoist into a plain statement before it: its start, and
    /// the bytes the walrus saves against that (negative when it costs bytes).
    pub(super) hoisted: Option<(usize, isize)>,
    /// A walrus where no statement can stand before it (in a comprehension, a lambda, an
    /// operand): its start, and the smallest expression holding it and every read of its name
    /// (token span), where `v` written at each read is its plain form.
    pub(super) regions: Vec<(usize, (usize, usize))>,
}

impl<'a> Finder<'a> {
    /// The finder of one line of `source` (the file, or the code of an `exec` string), its
    /// tokens `toks`, with nothing found yet and no place set: outside any `exec`, `def` or
    /// function, at scope depth 0. Callers set the place with `..Finder::new(..)`.
    pub(super) fn new(
        facts: &'a Facts,
        source: &'a str,
        toks: &'a [Token],
        sem: Semantics,
    ) -> Finder<'a> {
        Finder {
            facts,
            source,
            toks,
            sem,
            tricks: Vec::new(),
            unknown: Vec::new(),
            exec_at: None,
            exec_span: None,
            exec_map: None,
            exec_indent: 0,
            in_def: false,
            func: None,
            operand: Default::default(),
            iter_at: None,
            tight_ctx: Default::default(),
            value_used: Default::default(),
            escaping: Default::default(),
            factors: Default::default(),
            add_right: Default::default(),
            hoist: None,
            stmt_spans: Default::default(),
            followed: false,
            preceded: false,
            bare_exec: false,
            scope_depth: 0,
            bool_function: false,
        }
    }
}

impl Finder<'_> {
    /// Whether `e` (or the parenthesised expression holding it) is a factor of a product.
    pub(super) fn is_factor(&self, e: &Expr) -> bool {
        self.factors.contains(&(e.start, e.end))
            || (e.start > 0 && self.factors.contains(&(e.start - 1, e.end + 1)))
    }

    /// The expression as written (its tokens' span in the source).
    pub(super) fn text(&self, e: &Expr) -> String {
        self.span(e.start, e.end)
    }

    pub(super) fn span(&self, start: usize, end: usize) -> String {
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

    pub(super) fn place(&self, at: usize) -> (usize, usize) {
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

    pub(super) fn push(
        &mut self,
        at: usize,
        name: Trick,
        golfed: String,
        readable: String,
        note: &str,
    ) {
        let saves = match name {
            // A binding where no statement may stand: what these earn is not bytes.
            Trick::DefaultArgument | Trick::Walrus => 0,
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
            Trick::DefaultArgument | Trick::Walrus => readable,
            _ if readable.contains(['\n', '`']) => readable,
            _ => tight_text(&readable),
        };
        // A readable form naming `sys.` in a file that does not import sys needs `import sys`
        // on a line of its own, and its bytes count.
        if !self.facts.has_sys && names_sys(&readable) && !names_sys(&golfed) {
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

    pub(super) fn push_saving(
        &mut self,
        at: usize,
        name: Trick,
        golfed: String,
        readable: String,
        saves: isize,
        note: &str,
    ) {
        let readable = self.placed(&golfed, readable);
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
        self.tricks.push(Finding {
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

    /// A readable form that is a compound statement (`if`, `for`, `while`...) where the
    /// statement being read follows `;` or a header's `:` on its line, or has `;` after it:
    /// put in place it would be a SyntaxError or swallow what follows, so it says where it
    /// goes (unless it says so itself).
    fn placed(&self, golfed: &str, readable: String) -> String {
        let opens = |text: &str| {
            ["if", "for", "while", "with", "try", "def", "class"]
                .iter()
                .any(|k| {
                    text.strip_prefix(k)
                        .is_some_and(|r| r.starts_with([' ', '(', ':', '\'', '"', '[', '~', '-']))
                })
        };
        // A header read as another header (`if'.'!=x` as `if x!='.'`) stands where it stood.
        if !opens(&readable)
            || opens(golfed)
            || readable.contains("line of its own")
            || readable.contains("as the body of")
        {
            return readable;
        }
        match (self.preceded, self.followed) {
            (true, true) => {
                format!("{readable} on a line of its own, the statements after it on the next line")
            }
            (true, false) => format!("{readable} on a line of its own"),
            (false, true) if !readable.contains("next line") => {
                format!("{readable}, the statements after it on the next line")
            }
            _ => readable,
        }
    }

    /// Where `golfed` stands in the file: the occurrence holding (or nearest) token `at`.
    pub(super) fn locate(&self, golfed: &str, at: usize) -> Option<(usize, usize)> {
        let off = self
            .toks
            .get(at.min(self.toks.len().saturating_sub(1)))?
            .offset;
        if golfed.is_empty() {
            return None;
        }
        nearest(self.source, golfed, off)
    }

    /// `readable` as a drop-in for the snippet `golfed` at token `at`: put in its place, the
    /// text must still parse in the file's dialect, with one expression spanning exactly
    /// what was put there (`[a,b][c]+1` is not `b if c else a+1`; a conditional in a
    /// comprehension's `if` is a syntax error); parenthesised when only that holds.
    pub(super) fn drop_in(&self, at: usize, golfed: &str, readable: String) -> String {
        let Some((a, b)) = self.locate(golfed, at) else {
            return readable;
        };
        // The file's top-level blocks parse alone; an exec string's code is parsed whole.
        let blocks: &[usize] = if self.exec_at.is_none() {
            &self.facts.blocks
        } else {
            &[]
        };
        let fits = |r: &str| fits_in(self.source, blocks, (a, b), r, self.sem);
        if fits(&readable) {
            return readable;
        }
        let wrapped = format!("({readable})");
        if fits(&wrapped) { wrapped } else { readable }
    }

    pub(super) fn unknown(&mut self, at: usize, text: String, why: String) {
        let (line, col) = self.place(at);
        self.unknown.push(Unknown {
            line,
            col,
            text,
            why,
        });
    }

    /// Whether `e` is surely a number: a numeric literal, a name the file binds only to
    /// numbers, a call of a builtin that returns one, or arithmetic on those.
    pub(super) fn is_number(&self, e: &Expr) -> bool {
        let num = |x: &Expr| self.is_number(x);
        match &e.kind {
            ExprKind::Num(_) => true,
            ExprKind::Name(n) => self.facts.numbers.contains(n),
            ExprKind::Paren(x) | ExprKind::Unary(UnOp::Neg | UnOp::Invert, x) => num(x),
            // An item (not a slice) of a list of numbers.
            ExprKind::Subscript(s, index) => {
                !matches!(index.kind, ExprKind::Slice(..))
                    && matches!(&s.kind, ExprKind::Name(n) if self.facts.number_lists.contains(n))
            }
            ExprKind::Call(f, _) => {
                matches!(&f.kind, ExprKind::Name(n) if matches!(n.as_str(), "len" | "int" | "ord" | "abs"))
            }
            ExprKind::Binary(BinOp::Add | BinOp::Mul, a, b) => num(a) && num(b),
            // `x%9`, `x>>1`: an operator other than + and * with a number on the right is
            // arithmetic unless the left is a string (`'%d'%x`) or a container.
            ExprKind::Binary(_, a, b) => {
                num(a)
                    || (num(b)
                        && !is_str_expr(a, &self.facts.strings, self.sem)
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
        if atomic && is_str_expr(e, &self.facts.strings, self.sem) {
            text
        } else {
            format!("str({text})")
        }
    }
}

/// Whether `r` put in place of the bytes `a..b` of `source` is a drop-in there: the text then
/// parses in the dialect, with one expression spanning exactly what was put there (a space
/// added where it would glue to a word). Only the top-level block holding `a..b` is parsed
/// when `blocks` names where they start (see [`block_starts`](super::facts::block_starts)):
/// the file's other blocks parse as they did, so checking a rewrite costs its block's length.
pub(super) fn fits_in(
    source: &str,
    blocks: &[usize],
    (a, b): (usize, usize),
    r: &str,
    sem: Semantics,
) -> bool {
    // A non-ASCII rewrite needs the file's coding cookie (Python 2): the whole file then.
    let (start, end) = if r.is_ascii() {
        block_around(blocks, source.len(), (a, b))
    } else {
        (0, source.len())
    };
    let source = &source[start..end];
    let (a, b) = (a - start, b - start);
    let (before, after) = (&source[..a], &source[b..]);
    // A snippet glued to a keyword (`if(`) gets the space its readable form needs.
    let pad = |glued: bool| if glued { " " } else { "" };
    let left = pad(before.ends_with(word_char) && r.starts_with(word_char));
    let right = pad(after.starts_with(word_char) && r.ends_with(word_char));
    let text = format!("{before}{left}{r}{right}{after}");
    let from = a + left.len();
    let to = from + r.len();
    let Ok(program) = pystmt::parse_program(&text, sem) else {
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
}

/// The bytes of the top-level block holding `a..b` (`blocks` its sorted starts, the first 0),
/// or the whole text where the span crosses blocks.
fn block_around(blocks: &[usize], len: usize, (a, b): (usize, usize)) -> (usize, usize) {
    let k = blocks.partition_point(|&s| s <= a);
    let start = k.checked_sub(1).map_or(0, |k| blocks[k]);
    let end = blocks.get(k).copied().unwrap_or(len);
    if b <= end { (start, end) } else { (0, len) }
}

/// The occurrence of `golfed` in `source` (as `match_indices` finds them, without overlaps)
/// holding byte `off`, or else the nearest, the first of a tie: the scan starts a window
/// before `off`, at a byte no occurrence straddles (where the scan from the start would be in
/// step), and stops once the occurrences pass the best; the whole text only where an earlier
/// occurrence could still be nearer. Each trick then costs its neighbourhood, not the file.
pub(super) fn nearest(source: &str, golfed: &str, off: usize) -> Option<(usize, usize)> {
    let len = golfed.len();
    let key = |a: usize| {
        if a <= off && off <= a + len {
            0
        } else {
            a.abs_diff(off) + 1
        }
    };
    let scan = |from: usize| {
        let mut best: Option<(usize, usize)> = None;
        for (k, _) in source[from..].match_indices(golfed) {
            let a = from + k;
            if best.is_some_and(|(_, kb)| a > off && a - off + 1 > kb) {
                break;
            }
            if best.is_none_or(|(_, kb)| key(a) < kb) {
                best = Some((a, key(a)));
            }
        }
        best
    };
    let mut start = off.saturating_sub(len + 4096).min(source.len());
    while !source.is_char_boundary(start) {
        start -= 1;
    }
    // An occurrence straddling `start` would put the scans out of step.
    let mut lo = start.saturating_sub(len.saturating_sub(1));
    while !source.is_char_boundary(lo) {
        lo -= 1;
    }
    let straddles = source[lo..].find(golfed).is_some_and(|p| lo + p < start);
    if start > 0 && !straddles {
        // An occurrence before `start` ends by it: its key is more than `off - start + 1`.
        if let Some((a, k)) = scan(start)
            && k <= off - start + 1
        {
            return Some((a, a + len));
        }
    }
    scan(0).map(|(a, _)| (a, a + len))
}
