//! The peer expression proved: `(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)` is zero exactly when
//! cells `i` and `j` share a row, a column or a box, checked on all 6,561 pairs against the grid
//! model's peers, with any other expression of the same language checked the same way.
//!
//! The check is exhaustive, so it is a proof for the 81 cells of a 9x9 grid: nothing is
//! sampled. Under Python 3 the expression raises, and the check says so instead of guessing.

use num_traits::{ToPrimitive, Zero};
use serde::Serialize;

use super::pyexpr::{Arg, BinOp, EvalError, Expr, ExprKind, Ij, Semantics, Value};
use super::pystmt::{Program, StmtKind, parse_program};
use super::pytoken::{self, Kind, Token};
use sudoku_lab_core::grid::{Cell, Shape};

/// The seed's peer expression.
pub const GOLF_PEER_EXPR: &str = "(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)";

/// The golf expression, parsed.
pub fn golf_expr() -> Expr {
    super::pyexpr::parse_in(GOLF_PEER_EXPR, Semantics::Py2).expect("the seed's expression parses")
}

/// Whether cells `i` and `j` (0..81) share a row, a column or a box, `i == j` included, by the
/// grid model.
pub fn is_peer(i: usize, j: usize) -> bool {
    let nine = Shape::NINE;
    i == j || nine.layout().peers(nine.cell(i)).contains(&nine.cell(j))
}

/// The house relations of the grid model, by name.
pub fn same_house(house: &str, i: usize, j: usize) -> bool {
    let (a, b) = (Shape::NINE.cell(i), Shape::NINE.cell(j));
    match house {
        "row" => a.row() == b.row(),
        "column" => a.col() == b.col(),
        "box" => Shape::NINE.box_of(a) == Shape::NINE.box_of(b),
        "self" => i == j,
        _ => false,
    }
}

/// A pair the expression gets wrong.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct WrongPair {
    pub i: usize,
    pub j: usize,
    pub cell_i: String,
    pub cell_j: String,
    /// What the expression gave (its Python repr).
    pub value: String,
    /// Whether the two cells really are peers.
    pub peers: bool,
}

/// A pair on which the expression raises.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ErrorPair {
    pub i: usize,
    pub j: usize,
    pub error: EvalError,
}

/// An integer of any size, exact: printed in full, and in JSON a number where it fits 128
/// bits, else its digits as a string (JSON readers lose digits of larger numbers).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Exact(pub num_bigint::BigInt);

impl std::fmt::Display for Exact {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl Serialize for Exact {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0.to_i128() {
            Some(n) => s.serialize_i128(n),
            None => s.serialize_str(&self.0.to_string()),
        }
    }
}

/// The result of checking a peer expression on every pair of cells.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PeerCheck {
    pub expr: String,
    pub semantics: Semantics,
    pub pairs: usize,
    /// Pairs where "the expression is zero" equals "the cells are peers".
    pub agree: usize,
    /// Every pair it gets wrong, in order of `i` then `j`.
    pub wrong: Vec<WrongPair>,
    /// How many pairs raise, and the first of them (Python stops at the first).
    pub errors: usize,
    pub first_error: Option<ErrorPair>,
    /// The smallest and largest non-zero integer values, exact however large.
    pub nonzero_range: Option<(Exact, Exact)>,
    /// Whether some value is a float (Python 3's `/`).
    pub floats: bool,
    /// Pairs of non-peers whose value lies in 49..=57, the character codes of '1'..'9': the
    /// values a port to a language where a character is a number could confuse with a digit.
    pub ascii_digit_values: usize,
    /// True when the expression is zero on peers and non-zero elsewhere, on every pair.
    pub proved: bool,
}

/// Evaluates `expr` on all 81x81 pairs under `sem` and compares "is zero" with "are peers".
pub fn check(expr: &Expr, sem: Semantics) -> PeerCheck {
    let mut c = PeerCheck {
        expr: expr.to_string(),
        semantics: sem,
        pairs: 0,
        agree: 0,
        wrong: Vec::new(),
        errors: 0,
        first_error: None,
        nonzero_range: None,
        floats: false,
        ascii_digit_values: 0,
        proved: false,
    };
    for i in 0..81 {
        for j in 0..81 {
            c.pairs += 1;
            let peer = is_peer(i, j);
            match expr.eval(
                &Ij {
                    i: i as i64,
                    j: j as i64,
                },
                sem,
            ) {
                Err(error) => {
                    c.errors += 1;
                    c.first_error.get_or_insert(ErrorPair { i, j, error });
                }
                Ok(v) => {
                    if let Value::Float(_) = v {
                        c.floats = true;
                    }
                    if let Value::Int { v: n, .. } = &v
                        && !n.is_zero()
                    {
                        let range = c
                            .nonzero_range
                            .get_or_insert_with(|| (Exact(n.clone()), Exact(n.clone())));
                        if *n < range.0.0 {
                            range.0 = Exact(n.clone());
                        }
                        if *n > range.1.0 {
                            range.1 = Exact(n.clone());
                        }
                        // Only a non-peer's value could be taken for a digit's code.
                        if n.to_i64().is_some_and(|n| (49..=57).contains(&n)) && !peer {
                            c.ascii_digit_values += 1;
                        }
                    }
                    if v.truthy() != peer {
                        c.agree += 1;
                    } else {
                        c.wrong.push(WrongPair {
                            i,
                            j,
                            cell_i: Shape::NINE.cell(i).to_string(),
                            cell_j: Shape::NINE.cell(j).to_string(),
                            value: v.repr(sem),
                            peers: peer,
                        });
                    }
                }
            }
        }
    }
    c.proved = c.agree == c.pairs;
    c
}

/// One factor of a product expression, and the house its zeros match, if any.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Factor {
    /// `a`, `b`, `c`...: the letter the map uses.
    pub letter: char,
    pub text: String,
    /// `row`, `column`, `box` or `self` when the factor is zero exactly on that relation
    /// (under the semantics asked for); `None` otherwise.
    pub house: Option<&'static str>,
    /// Pairs on which the factor raises.
    pub errors: usize,
}

/// For one cell, which factors are zero at each of the 81 cells.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct FactorMap {
    pub cell: String,
    pub index: usize,
    pub factors: Vec<Factor>,
    /// 9 rows of 9: the letters of the factors that are zero there (`!` where one raises).
    pub rows: Vec<Vec<String>>,
}

/// The factors of `expr` (its top-level product) and where each is zero around `cell`.
pub fn factor_map(expr: &Expr, cell: Cell, sem: Semantics) -> FactorMap {
    let parts = expr.factors();
    let letters = "abcdefghijklmnopqrstuvwxyz";
    let factors = parts
        .iter()
        .zip(letters.chars())
        .map(|(f, letter)| {
            let mut errors = 0;
            let mut zero = vec![false; 81 * 81];
            for i in 0..81 {
                for j in 0..81 {
                    match f.eval(
                        &Ij {
                            i: i as i64,
                            j: j as i64,
                        },
                        sem,
                    ) {
                        Ok(v) => zero[i * 81 + j] = !v.truthy(),
                        Err(_) => errors += 1,
                    }
                }
            }
            let house = (errors == 0)
                .then(|| {
                    ["row", "column", "box", "self"]
                        .into_iter()
                        .find(|h| (0..81 * 81).all(|k| zero[k] == same_house(h, k / 81, k % 81)))
                })
                .flatten();
            Factor {
                letter,
                text: f.to_string(),
                house,
                errors,
            }
        })
        .collect();
    let i = cell.index();
    let rows = (0..9)
        .map(|r| {
            (0..9)
                .map(|col| {
                    let j = r * 9 + col;
                    let mut s = String::new();
                    for (f, letter) in parts.iter().zip(letters.chars()) {
                        match f.eval(
                            &Ij {
                                i: i as i64,
                                j: j as i64,
                            },
                            sem,
                        ) {
                            Ok(v) if !v.truthy() => s.push(letter),
                            Ok(_) => {}
                            Err(_) => s.push('!'),
                        }
                    }
                    s
                })
                .collect()
        })
        .collect();
    FactorMap {
        cell: cell.to_string(),
        index: i,
        factors,
        rows,
    }
}

/// What stands for the two cells in a program's peer test: the empty cell's index (a name bound
/// to `a.find('.')` or `a.index('.')`, or that call written inline) and the other cell (the loop
/// variable over `range(81)`). A golfer picks any names, so they are read from the program.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Binding {
    /// The blank's index as written: a name, or the inline call (`a.find('.')`).
    pub blank: String,
    /// The loop variable's name.
    pub cell: String,
}

impl Binding {
    /// The analyzer's own names, `i` (the blank) and `j` (the other cell).
    pub fn ij() -> Binding {
        Binding {
            blank: "i".to_string(),
            cell: "j".to_string(),
        }
    }

    /// `text` written in `i` and `j`: each use of the blank (its name, or its inline call) and
    /// of the loop variable replaced at once, so that names that swap roles (`j` for the blank,
    /// `i` for the loop) are read right. `None` when `text` does not tokenize.
    pub fn to_ij(&self, text: &str) -> Option<String> {
        let inline = self.blank.contains('(');
        splice(text, &|toks, k| {
            if inline && let Some(n) = inline_find(toks, k) {
                return (tight(&toks[k..k + n]) == tight_text(&self.blank))
                    .then(|| ("i".to_string(), n));
            }
            let t = &toks[k];
            free_name(toks, k)
                .then(|| {
                    if !inline && t.text == self.blank {
                        Some(("i".to_string(), 1))
                    } else if t.text == self.cell {
                        Some(("j".to_string(), 1))
                    } else {
                        None
                    }
                })
                .flatten()
        })
    }

    /// `text`, written in `i` and `j`, in the program's names.
    pub fn from_ij(&self, text: &str) -> Option<String> {
        splice(text, &|toks, k| {
            let t = &toks[k];
            free_name(toks, k)
                .then(|| match t.text.as_str() {
                    "i" => Some((self.blank.clone(), 1)),
                    "j" => Some((self.cell.clone(), 1)),
                    _ => None,
                })
                .flatten()
        })
    }
}

/// The text with the token runs `at` names (a replacement and how many tokens it covers)
/// replaced, a space kept between two words that would otherwise run together.
/// What [`splice`] replaces at a token: the new text and how many tokens it covers.
type Replace<'a> = &'a dyn Fn(&[Token], usize) -> Option<(String, usize)>;

fn splice(text: &str, at: Replace) -> Option<String> {
    let toks: Vec<Token> = pytoken::tokenize(text)
        .ok()?
        .into_iter()
        .filter(|t| !t.is("\n"))
        .collect();
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    let mut out = String::new();
    let mut from = 0;
    let mut k = 0;
    while k < toks.len() {
        let Some((new, n)) = at(&toks, k) else {
            k += 1;
            continue;
        };
        let start = toks[k].offset;
        let end = toks[k + n - 1].offset + toks[k + n - 1].text.len();
        out.push_str(&text[from..start]);
        if word(out.chars().last()) && word(new.chars().next()) {
            out.push(' ');
        }
        out.push_str(&new);
        if word(new.chars().last()) && word(text[end..].chars().next()) {
            out.push(' ');
        }
        from = end;
        k += n;
    }
    out.push_str(&text[from..]);
    Some(out)
}

/// The length in tokens of a call `x.find('c')` or `x.index('c')` of one character, when one
/// starts at token `k`.
fn inline_find(toks: &[Token], k: usize) -> Option<usize> {
    let w = toks.get(k..k + 6)?;
    let one_char = |t: &Token| {
        t.kind == Kind::Str
            && t.text.len() == 3
            && (t.text.starts_with('\'') || t.text.starts_with('"'))
    };
    (w[0].kind == Kind::Name
        && w[1].is(".")
        && (w[2].is("find") || w[2].is("index"))
        && w[3].is("(")
        && one_char(&w[4])
        && w[5].is(")"))
    .then_some(6)
}

/// Whether token `k` is a name read as a variable (not an attribute after `.`).
fn free_name(toks: &[Token], k: usize) -> bool {
    toks[k].kind == Kind::Name && (k == 0 || !toks[k - 1].is("."))
}

fn tight(toks: &[Token]) -> String {
    toks.iter().map(|t| t.text.as_str()).collect()
}

fn tight_text(text: &str) -> String {
    pytoken::tokenize(text)
        .map(|t| tight(&t.into_iter().filter(|t| !t.is("\n")).collect::<Vec<_>>()))
        .unwrap_or_default()
}

/// A peer test found in a program: where it stands, as written, and its names.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct FoundTest {
    pub line: usize,
    pub col: usize,
    /// As written in the file.
    pub text: String,
    pub binding: Binding,
    /// The test in `i` and `j`, proved on all 6,561 pairs under the dialect it was read in.
    pub ij: String,
}

/// The names a program binds: to the blank's index (`k=a.find('.')`, a lambda parameter
/// given `a.find('.')`, a walrus) and to a loop over the 81 cells (`for n in range(81)`, or
/// a counter stepped by `+=1` in an `exec` string).
#[derive(Default)]
struct Bound {
    blank: Vec<String>,
    cell: Vec<String>,
}

fn is_find_call(e: &Expr) -> bool {
    matches!(&e.unparen().kind, ExprKind::Call(f, args)
        if matches!(&f.kind, ExprKind::Attr(_, m) if m == "find" || m == "index")
        && matches!(args.as_slice(), [Arg::Pos(x)] if matches!(&x.kind, ExprKind::Str { value, .. } if value.chars().count() == 1)))
}

fn is_range_81(e: &Expr) -> bool {
    matches!(&e.unparen().kind, ExprKind::Call(f, args)
        if matches!(&f.kind, ExprKind::Name(n) if n == "range")
        && matches!(args.as_slice(), [Arg::Pos(x)] if matches!(&x.kind, ExprKind::Num(n) if n == "81")))
}

fn name_of(e: &Expr) -> Option<&str> {
    match &e.unparen().kind {
        ExprKind::Name(n) => Some(n),
        _ => None,
    }
}

impl Bound {
    fn expr(&mut self, e: &Expr) {
        e.visit(&mut |x| match &x.kind {
            ExprKind::Comp(_, _, gens) => {
                for g in gens {
                    if is_range_81(&g.iter)
                        && let Some(n) = name_of(&g.target)
                    {
                        self.cell.push(n.to_string());
                    }
                }
            }
            ExprKind::Walrus(n, v) if is_find_call(v) => self.blank.push(n.clone()),
            ExprKind::Call(f, args) => {
                if let ExprKind::Lambda(params, _) = &f.unparen().kind {
                    for (p, a) in params.iter().zip(args) {
                        if let Arg::Pos(a) = a
                            && is_find_call(a)
                        {
                            self.blank.push(p.name.clone());
                        }
                    }
                }
            }
            _ => {}
        });
    }

    fn stmt(&mut self, s: &StmtKind) {
        match s {
            StmtKind::Assign(targets, v) if is_find_call(v) => {
                self.blank
                    .extend(targets.iter().filter_map(name_of).map(String::from));
            }
            StmtKind::For { target, iter } if is_range_81(iter) => {
                self.cell.extend(name_of(target).map(String::from));
            }
            StmtKind::AugAssign(t, op, v)
                if op == "+=" && matches!(&v.kind, ExprKind::Num(n) if n == "1") =>
            {
                self.cell.extend(name_of(t).map(String::from));
            }
            _ => {}
        }
    }
}

/// The source of an `exec` statement or call: a string, or a string repeated (`"..."*81`).
fn exec_source(code: &Expr) -> Option<&str> {
    match &code.unparen().kind {
        ExprKind::Str { value, .. } => Some(value),
        ExprKind::Binary(BinOp::Mul, a, b) => exec_source(a).or_else(|| exec_source(b)),
        _ => None,
    }
}

/// A program's pieces: its statements' expressions with the line's tokens, and the programs
/// its `exec` strings hold (their places given as the string's).
struct Piece {
    source: String,
    program: Program,
    /// Where the piece stands in the file, for an `exec` string.
    at: Option<(usize, usize)>,
}

fn pieces(source: &str, sem: Semantics, at: Option<(usize, usize)>, out: &mut Vec<Piece>) {
    let Ok(program) = parse_program(source, sem) else {
        return;
    };
    let mut inner = Vec::new();
    for (line, s) in program.stmts() {
        let mut add = |c: &Expr| {
            if let Some(text) = exec_source(c) {
                let t = &line.tokens[c.start];
                inner.push((text.to_string(), at.unwrap_or((t.line, t.col))));
            }
        };
        if let StmtKind::Exec { code, .. } = &s.kind {
            add(code);
        }
        for e in s.kind.exprs() {
            e.visit(&mut |x| {
                if let ExprKind::Call(f, args) = &x.kind
                    && name_of(f) == Some("exec")
                    && let Some(Arg::Pos(c)) = args.first()
                {
                    add(c);
                }
            });
        }
    }
    out.push(Piece {
        source: source.to_string(),
        program,
        at,
    });
    for (text, place) in inner {
        pieces(&text, sem, Some(place), out);
    }
}

/// The peer tests of a program read as `sem`: each outermost expression whose two free names
/// (the blank's index, which may be an inline `a.find('.')`, and the other cell) make it zero
/// exactly for peers, on all 6,561 pairs. The names are mapped by what binds them
/// (`k=a.find('.')`, `for n in range(81)`), else in order of first use: whichever way round,
/// the check covers every pair both ways.
pub fn find_tests(source: &str, sem: Semantics) -> Vec<FoundTest> {
    let mut all = Vec::new();
    pieces(source, sem, None, &mut all);
    let mut bound = Bound::default();
    for p in &all {
        for (_, s) in p.program.stmts() {
            bound.stmt(&s.kind);
            for e in s.kind.exprs() {
                bound.expr(e);
            }
        }
    }
    let mut found = Vec::new();
    for p in &all {
        for (line, s) in p.program.stmts() {
            let toks = &line.tokens;
            let mut taken: Vec<(usize, usize)> = Vec::new();
            for e in s.kind.exprs() {
                e.visit(&mut |x| {
                    if !matches!(x.unparen().kind, ExprKind::Binary(..))
                        || taken.iter().any(|&(a, b)| a <= x.start && x.end <= b)
                        || x.end > toks.len()
                        || x.start >= x.end
                    {
                        return;
                    }
                    let text = &p.source
                        [toks[x.start].offset..toks[x.end - 1].offset + toks[x.end - 1].text.len()];
                    let Some(binding) = binding_of(&toks[x.start..x.end], &bound) else {
                        return;
                    };
                    let Some(ij) = binding.to_ij(text) else {
                        return;
                    };
                    let Ok(e) = super::pyexpr::parse_in(&ij, sem) else {
                        return;
                    };
                    let mut names = e.names();
                    names.sort();
                    if names != ["i", "j"] || !check(&e, sem).proved {
                        return;
                    }
                    taken.push((x.start, x.end));
                    let (l, c) = p.at.unwrap_or((toks[x.start].line, toks[x.start].col));
                    found.push(FoundTest {
                        line: l,
                        col: c,
                        text: text.to_string(),
                        binding,
                        ij,
                    });
                });
            }
        }
    }
    found
}

/// How the names of an expression's tokens stand for the two cells, when they are two (an
/// inline `a.find('.')` counting as one): the one bound to the blank's index and the one bound
/// to the loop over the cells, or else in order of first use.
fn binding_of(toks: &[Token], bound: &Bound) -> Option<Binding> {
    let mut inline: Option<String> = None;
    let mut names: Vec<String> = Vec::new();
    let mut k = 0;
    while k < toks.len() {
        if let Some(n) = inline_find(toks, k) {
            let text = tight(&toks[k..k + n]);
            if inline.as_ref().is_some_and(|i| *i != text) {
                return None;
            }
            inline = Some(text);
            k += n;
            continue;
        }
        let t = &toks[k];
        if free_name(toks, k)
            && !super::pyexpr::is_keyword(&t.text, Semantics::Py3)
            && !names.contains(&t.text)
        {
            names.push(t.text.clone());
        }
        k += 1;
    }
    let is_blank = |n: &String| bound.blank.contains(n);
    let is_cell = |n: &String| bound.cell.contains(n);
    match (inline, names.as_slice()) {
        (Some(blank), [cell]) => Some(Binding {
            blank,
            cell: cell.clone(),
        }),
        (None, [a, b]) => {
            // `a` is the blank unless `b` alone is bound to the blank or `a` alone to the loop.
            let blank_first = (is_blank(a) || !is_blank(b)) && (is_cell(b) || !is_cell(a));
            let (x, y) = if blank_first { (a, b) } else { (b, a) };
            Some(Binding {
                blank: x.clone(),
                cell: y.clone(),
            })
        }
        _ => None,
    }
}

/// Everything `golf peers` reports.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct PeersReport {
    pub check: PeerCheck,
    pub map: Option<FactorMap>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_golf_expression_is_proved_on_6561_pairs() {
        let c = check(&golf_expr(), Semantics::Py2);
        assert_eq!((c.pairs, c.agree, c.errors), (6561, 6561, 0));
        assert!(c.proved && c.wrong.is_empty() && !c.floats);
        assert_eq!(
            c.nonzero_range.map(|(a, b)| (a.to_string(), b.to_string())),
            Some(("1".to_string(), "360".to_string()))
        );
    }

    #[test]
    fn python_3_raises_a_type_error_on_every_pair() {
        let c = check(&golf_expr(), Semantics::Py3);
        assert_eq!(c.errors, 6561);
        assert_eq!(
            c.first_error.unwrap().error.to_string(),
            "TypeError: unsupported operand type(s) for ^: 'float' and 'float'"
        );
    }

    #[test]
    fn factors_match_column_row_box() {
        let m = factor_map(&golf_expr(), Shape::NINE.cell(40), Semantics::Py2);
        let houses: Vec<_> = m.factors.iter().map(|f| f.house).collect();
        assert_eq!(houses, [Some("column"), Some("row"), Some("box")]);
        assert_eq!(m.rows[4][4], "abc");
        assert_eq!(m.rows[0][4], "a");
        assert_eq!(m.rows[4][0], "b");
        assert_eq!(m.rows[3][3], "c");
        assert_eq!(m.rows[0][0], "");
    }

    #[test]
    fn a_wrong_variant_lists_its_wrong_pairs() {
        // Dropping the box factor leaves the box-only peers out: 81 cells x 4 such peers.
        let e = super::super::pyexpr::parse("(i-j)%9*(i/9^j/9)").unwrap();
        let c = check(&e, Semantics::Py2);
        assert_eq!(c.wrong.len(), 81 * 4);
        // The `&` variant of the seed's box factor: the old count (169) took peers in too.
        let amp = super::super::pyexpr::parse("(i-j)%9*(i/9^j/9)*(i/27^j/27&i%9/3^j%9/3)").unwrap();
        let c = check(&amp, Semantics::Py2);
        assert!(!c.proved);
        assert_eq!(c.ascii_digit_values, 153);
        // A Python 2 octal literal is read as Python 2 reads it: 011 is 9.
        let oct = super::super::pyexpr::parse_in(
            "(i-j)%011*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)",
            Semantics::Py2,
        )
        .unwrap();
        assert!(check(&oct, Semantics::Py2).proved);
        let c = check(&e, Semantics::Py2);
        assert_eq!(c.wrong.len(), 81 * 4);
        assert!(c.wrong.iter().all(|w| w.peers));
    }

    #[test]
    fn a_peer_test_is_found_whatever_its_names() {
        // The blank bound to j and the loop to i: the roles are read from the program, and
        // the names swapped at once.
        let src = "def r(a):j=a.find('.');~j or exit(a);[m in[(j-i)%9*(j/9^i/9)*(j/27^i/27|j%9/3^i%9/3)or a[i]for i in range(81)]or r(a[:j]+m+a[j+1:])for m in`5**18`]\n";
        let t = &find_tests(src, Semantics::Py2)[0];
        assert_eq!(
            (t.binding.blank.as_str(), t.binding.cell.as_str()),
            ("j", "i")
        );
        assert_eq!(t.ij, "(i-j)%9*(i/9^j/9)*(i/27^j/27|i%9/3^j%9/3)");
        assert_eq!(t.binding.from_ij(&t.ij).unwrap(), t.text);
        // Under Python 3 the same test raises: not found.
        assert!(find_tests(src, Semantics::Py3).is_empty());
        // The blank's index written inline, and the test inside an exec string.
        let inline = "r=lambda a:[m in[(a.find('.')-y)%9*(a.find('.')/9^y/9)*(a.find('.')/27^y/27|a.find('.')%9/3^y%9/3)or a[y]for y in range(81)]for m in'1']\n";
        let t = &find_tests(inline, Semantics::Py2)[0];
        assert_eq!(t.binding.blank, "a.find('.')");
        assert_eq!(t.binding.from_ij("i%9or j").unwrap(), "a.find('.')%9or y");
        let exec = "u=a.find('.');v=0\nexec\"s+=[(u-v)%9*(u/9^v/9)*(u/27^v/27|u%9/3^v%9/3)or a[v]];v+=1;\"*81\n";
        let t = &find_tests(exec, Semantics::Py2)[0];
        assert_eq!((t.line, t.col, t.binding.cell.as_str()), (2, 5, "v"));
        // A wrong test (no box factor) is not a peer test.
        let wrong = "[(k-n)%9*(k/9^n/9)or a[n]for n in range(81)]\n";
        assert!(find_tests(wrong, Semantics::Py2).is_empty());
    }
}
