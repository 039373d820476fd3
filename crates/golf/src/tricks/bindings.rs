//! What a program binds its names to, name by name: containers, lists, lists of numbers, the
//! variables of `range` loops. Each analysis walks every binding of a name (assignments, loop
//! and comprehension targets, parameters, walruses) and keeps the names all of whose bindings
//! pass its test, so a trick that reads a name's type is sure of it everywhere; and the
//! running products of a counter (Wilson's theorem's factorials).

use crate::pyexpr::{self, Arg, BinOp, Expr, ExprKind, Semantics};
use crate::pystmt::{Program, StmtKind};

/// A list, set or dict display or comprehension, a call of list(), set(), dict(), sorted()
/// or split() (Python 2's map(), filter(), zip()), a sum of those.
fn container(e: &Expr, sem: Semantics) -> bool {
    match &e.unparen().kind {
        ExprKind::List(_) | ExprKind::Set(_) | ExprKind::Dict(_) => true,
        ExprKind::Comp(k, ..) => !matches!(k, pyexpr::CompKind::Generator),
        ExprKind::Call(f, _) => match &f.kind {
            ExprKind::Name(n) => {
                matches!(n.as_str(), "list" | "set" | "dict" | "sorted")
                    || (sem == Semantics::Py2 && matches!(n.as_str(), "map" | "filter" | "zip"))
            }
            ExprKind::Attr(_, m) => m == "split",
            _ => false,
        },
        ExprKind::Binary(BinOp::Add, a, b) => container(a, sem) && container(b, sem),
        _ => false,
    }
}

/// The names a program binds only to containers (a list, set or dict display or
/// comprehension, a call of list(), set(), dict(), sorted() or split(), a sum of those, a
/// parameter whose default is one), never to anything else nor as a loop variable: their
/// truth is their being non-empty.
pub(super) fn container_names(program: &Program, sem: Semantics) -> Vec<String> {
    bound_only_to(program, sem, container)
}

/// A list display or comprehension, a call of list(), sorted() or split() (Python 2's map(),
/// filter(), zip() and range()), a sum of those.
pub(super) fn list_expr(e: &Expr, sem: Semantics) -> bool {
    match &e.unparen().kind {
        ExprKind::List(_) | ExprKind::Comp(pyexpr::CompKind::List, ..) => true,
        ExprKind::Call(f, _) => match &f.kind {
            ExprKind::Name(n) => {
                matches!(n.as_str(), "list" | "sorted")
                    || (sem == Semantics::Py2
                        && matches!(n.as_str(), "map" | "filter" | "zip" | "range"))
            }
            ExprKind::Attr(_, m) => m == "split",
            _ => false,
        },
        ExprKind::Binary(BinOp::Add, a, b) => list_expr(a, sem) && list_expr(b, sem),
        ExprKind::Binary(BinOp::Mul, a, b) => list_expr(a, sem) || list_expr(b, sem),
        _ => false,
    }
}

/// The names a program binds only to lists (a list display or comprehension, list(),
/// sorted(), split(), Python 2's map(), filter(), zip() and range(), a sum of those), never
/// to anything else nor as a loop variable: a slice of one is a list.
pub(super) fn list_names(program: &Program, sem: Semantics) -> Vec<String> {
    bound_only_to(program, sem, list_expr)
}

/// A list of numbers: a display of numeric literals (`[0]*81` too), `list(map(int,...))`,
/// `[*map(int,...)]` (Python 2's `map(int,...)`), a comprehension of `int()` calls.
fn number_list_expr(e: &Expr, sem: Semantics) -> bool {
    let int_call = |x: &Expr| matches!(&x.kind, ExprKind::Call(f, _) if matches!(&f.kind, ExprKind::Name(n) if n == "int"));
    let map_int = |x: &Expr| {
        matches!(&x.kind, ExprKind::Call(f, args)
            if matches!(&f.kind, ExprKind::Name(n) if n == "map")
                && matches!(args.first(), Some(Arg::Pos(g)) if matches!(&g.kind, ExprKind::Name(n) if n == "int")))
    };
    match &e.unparen().kind {
        ExprKind::List(items) => {
            !items.is_empty()
                && items.iter().all(|x| match &x.kind {
                    ExprKind::Num(_) => true,
                    ExprKind::Starred(m) => map_int(m),
                    _ => false,
                })
        }
        ExprKind::Comp(pyexpr::CompKind::List, elt, _) => int_call(elt),
        ExprKind::Call(f, args) => match (&f.kind, args.as_slice()) {
            (ExprKind::Name(n), [Arg::Pos(x)]) if n == "list" => map_int(x),
            (ExprKind::Name(n), _) if n == "map" => sem == Semantics::Py2 && map_int(e.unparen()),
            _ => false,
        },
        ExprKind::Binary(BinOp::Add, a, b) => number_list_expr(a, sem) && number_list_expr(b, sem),
        ExprKind::Binary(BinOp::Mul, a, b) => {
            number_list_expr(a, sem) && matches!(b.kind, ExprKind::Num(_) | ExprKind::Name(_))
                || number_list_expr(b, sem)
                    && matches!(a.kind, ExprKind::Num(_) | ExprKind::Name(_))
        }
        _ => false,
    }
}

/// The names a program binds only to lists of numbers (see [`number_list_expr`]) and stores
/// only numbers into (`g[i]=5`, `g[i]=d` with d a number name, arithmetic on those, an item
/// of another such list), to a fixed point: `g[i]='x'` or `g[i]=c` (a character) is no number.
pub(super) fn number_list_names(
    program: &Program,
    sem: Semantics,
    numbers: &[String],
) -> Vec<String> {
    let mut names = bound_only_to(program, sem, number_list_expr);
    loop {
        let stored = |v: &Expr, names: &[String]| {
            let mut ok = true;
            v.visit(&mut |y| match &y.kind {
                ExprKind::Name(n) => ok &= numbers.contains(n) || names.contains(n),
                ExprKind::Str { .. } | ExprKind::Call(..) => ok = false,
                _ => {}
            });
            ok
        };
        let before = names.len();
        for (_, st) in program.stmts() {
            let (targets, v) = match &st.kind {
                StmtKind::Assign(targets, v) => (targets.iter().collect::<Vec<_>>(), v),
                StmtKind::AugAssign(t, _, v) => (vec![t], v),
                _ => continue,
            };
            for t in targets {
                if let ExprKind::Subscript(x, _) = &t.kind
                    && let ExprKind::Name(n) = &x.kind
                    && names.contains(n)
                    && !stored(v, &names)
                {
                    names.retain(|m| m != n);
                }
            }
        }
        if names.len() == before {
            return names;
        }
    }
}

/// The names a program binds only as the variable of a `for` (or a comprehension's `for`)
/// over `range(n)`, one argument: each takes 0 first.
pub(super) fn range_vars(program: &Program) -> Vec<String> {
    names_bound_only(program, |b| match b {
        Binding::Loop(target, iter) => {
            matches!(target.kind, ExprKind::Name(_))
                && matches!(&iter.kind, ExprKind::Call(f, args)
                    if matches!(&f.kind, ExprKind::Name(n) if n == "range")
                        && matches!(args.as_slice(), [Arg::Pos(_)]))
        }
        _ => false,
    })
}

/// One way a program binds a name, as [`names_bound_only`] meets it.
enum Binding<'a> {
    /// `name=value`, the name alone on the left.
    Assign(&'a Expr),
    /// `name op= value`.
    AugAssign(&'a str, &'a Expr),
    /// A name of the target of a `for`, or of a comprehension's `for`, over `iter`: (target,
    /// iter).
    Loop(&'a Expr, &'a Expr),
    /// A parameter of a def or a lambda, with its default.
    Param(Option<&'a Expr>),
    /// A name inside a tuple or list target, or a walrus.
    Other,
}

/// The names every binding of which `only` accepts: the one walk over a program's bindings
/// (assignments, loops, parameters, lambdas, comprehensions, walruses) that each question of
/// the kind "what is this name ever bound to" asks its own way.
fn names_bound_only(program: &Program, only: impl Fn(&Binding) -> bool) -> Vec<String> {
    let mut bound: Vec<(String, bool)> = Vec::new();
    let mut bind = |n: &str, b: Binding| {
        let ok = only(&b);
        match bound.iter_mut().find(|(m, _)| m == n) {
            Some(entry) => entry.1 &= ok,
            None => bound.push((n.to_string(), ok)),
        }
    };
    for (_, st) in program.stmts() {
        match &st.kind {
            StmtKind::Assign(targets, v) => {
                for t in targets {
                    match &t.kind {
                        ExprKind::Name(n) => bind(n, Binding::Assign(v)),
                        _ => target_names(t, &mut |n| bind(n, Binding::Other)),
                    }
                }
            }
            StmtKind::AugAssign(t, op, v) => {
                if let ExprKind::Name(n) = &t.kind {
                    bind(n, Binding::AugAssign(op, v));
                }
            }
            StmtKind::For { target, iter } => {
                target_names(target, &mut |n| bind(n, Binding::Loop(target, iter)));
            }
            StmtKind::Def { params, .. } => {
                for p in params {
                    bind(&p.name, Binding::Param(p.default.as_ref()));
                }
            }
            _ => {}
        }
        for x in st.kind.exprs() {
            x.visit(&mut |y| match &y.kind {
                ExprKind::Lambda(ps, _) => {
                    for p in ps {
                        bind(&p.name, Binding::Param(p.default.as_ref()));
                    }
                }
                ExprKind::Comp(_, _, gens) => {
                    for g in gens {
                        target_names(&g.target, &mut |n| {
                            bind(n, Binding::Loop(&g.target, &g.iter))
                        });
                    }
                }
                ExprKind::Walrus(n, _) => bind(n, Binding::Other),
                _ => {}
            });
        }
    }
    bound
        .into_iter()
        .filter(|(_, ok)| *ok)
        .map(|(n, _)| n)
        .collect()
}

/// The names a target binds: a name, or those of a tuple or list of targets; a subscript or
/// an attribute (`g[k]`, `for g[k]in`) stores into a value and binds no name.
fn target_names(t: &Expr, bind: &mut impl FnMut(&str)) {
    match &t.kind {
        ExprKind::Name(n) => bind(n),
        ExprKind::Tuple(v) | ExprKind::List(v) => {
            for x in v {
                target_names(x, bind);
            }
        }
        ExprKind::Paren(x) | ExprKind::Starred(x) => target_names(x, bind),
        _ => {}
    }
}

/// The names a program binds only to what `container` says (a parameter by its default),
/// never to anything else nor as a loop variable.
fn bound_only_to(
    program: &Program,
    sem: Semantics,
    container: fn(&Expr, Semantics) -> bool,
) -> Vec<String> {
    names_bound_only(program, |b| match *b {
        Binding::Assign(v) => container(v, sem),
        // `s+=x,` and `s+=[x]` keep a list a list.
        Binding::AugAssign(op, v) => {
            op == "+=" && (container(v, sem) || matches!(v.kind, ExprKind::Tuple(_)))
        }
        Binding::Param(default) => default.is_some_and(|d| container(d, sem)),
        Binding::Loop(..) | Binding::Other => false,
    })
}

/// A running product `P*=n*n` (or `P*=n`) of a counter n that counts up by one from 1 or 2,
/// P bound to 1 before: at the top of each round, before the product takes n, P is
/// ((n-1)!)**2 (or (n-1)!).
pub(super) struct RunningProduct {
    pub(super) product: String,
    pub(super) counter: String,
    /// The factor is n squared (`n*n`, `n**2`), not n.
    pub(super) squared: bool,
    /// Where the `P*=` statement stands (line, column).
    pub(super) at: (usize, usize),
}

/// The running products of the program (see [`RunningProduct`]): P bound once to 1 and
/// multiplied in one place only by n or n squared, n bound to 1 or 2 and stepped once by
/// `n+=1`, or the variable of a loop over `range(1,..)` or `range(2,..)`.
pub(super) fn running_products(program: &Program) -> Vec<RunningProduct> {
    let name = |e: &Expr| match &e.kind {
        ExprKind::Name(n) => Some(n.clone()),
        _ => None,
    };
    let mut starts: Vec<(String, Option<i64>)> = Vec::new();
    let mut steps: Vec<String> = Vec::new();
    let mut rebound: Vec<String> = Vec::new();
    let mut products: Vec<RunningProduct> = Vec::new();
    for (l, st) in program.stmts() {
        let tok = &l.tokens[st.start.min(l.tokens.len() - 1)];
        match &st.kind {
            StmtKind::Assign(ts, v) => {
                let lit = match &v.kind {
                    ExprKind::Num(x) => x.parse::<i64>().ok(),
                    _ => None,
                };
                for n in ts.iter().filter_map(name) {
                    match starts.iter().any(|(m, _)| *m == n) {
                        true => rebound.push(n),
                        false => starts.push((n, lit)),
                    }
                }
            }
            StmtKind::For { target, iter } => {
                let from = match &iter.kind {
                    ExprKind::Call(f, args)
                        if matches!(&f.kind, ExprKind::Name(r) if r == "range")
                            && args.len() == 2 =>
                    {
                        match &args[0] {
                            crate::pyexpr::Arg::Pos(a) => match &a.kind {
                                ExprKind::Num(x) => x.parse::<i64>().ok(),
                                _ => None,
                            },
                            _ => None,
                        }
                    }
                    _ => None,
                };
                if let Some(n) = name(target) {
                    starts.push((n.clone(), from));
                    steps.push(n);
                }
            }
            StmtKind::AugAssign(t, op, v) => {
                let Some(t) = name(t) else { continue };
                match (op.as_str(), &v.kind) {
                    ("+=", ExprKind::Num(one)) if one == "1" => steps.push(t),
                    ("*=", ExprKind::Binary(BinOp::Mul, a, b))
                        if name(a).is_some() && name(a) == name(b) =>
                    {
                        products.push(RunningProduct {
                            product: t,
                            counter: name(a).unwrap_or_default(),
                            squared: true,
                            at: (tok.line, tok.col),
                        });
                    }
                    ("*=", ExprKind::Binary(BinOp::Pow, a, two))
                        if name(a).is_some()
                            && matches!(&two.kind, ExprKind::Num(x) if x == "2") =>
                    {
                        products.push(RunningProduct {
                            product: t,
                            counter: name(a).unwrap_or_default(),
                            squared: true,
                            at: (tok.line, tok.col),
                        });
                    }
                    ("*=", ExprKind::Name(n)) => {
                        products.push(RunningProduct {
                            product: t,
                            counter: n.clone(),
                            squared: false,
                            at: (tok.line, tok.col),
                        });
                    }
                    _ => rebound.push(t),
                }
            }
            _ => {}
        }
    }
    let once = |n: &str, v: &[String]| v.iter().filter(|m| *m == n).count() == 1;
    let start = |n: &str| starts.iter().find(|(m, _)| m == n).and_then(|(_, v)| *v);
    let product_names: Vec<String> = products.iter().map(|p| p.product.clone()).collect();
    products.retain(|p| {
        once(&p.product, &product_names)
            && start(&p.product) == Some(1)
            && matches!(start(&p.counter), Some(1 | 2))
            && once(&p.counter, &steps)
            && !rebound.contains(&p.product)
            && !rebound.contains(&p.counter)
    });
    products
}
