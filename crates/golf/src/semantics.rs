//! Python 2 against Python 3: the one-liner and the readable variants of seeds 001 and 004 run
//! under each language's rules for `/`, and the search for the program that printed the
//! commenter's wrong grid in seed 001.
//!
//! Each variant is modelled by what decides its behaviour: its peer test (derived from the
//! specimen's expression by the project's own rewrites), its digit order, and whether it stops
//! at the first solution. A simulated run builds the peer test's table for the semantics asked
//! for (or the error Python raises) and then searches exactly as the golf solver does.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use rayon::prelude::*;
use serde::Serialize;

use super::nodes::{PERMUTATIONS, nth_permutation};
use super::peers::{golf_expr, same_house};
use super::pyexpr::{self, EvalError, Expr, ExprKind, Ij, Semantics};
use sudoku_lab_core::grid::{Grid, Shape};
use sudoku_lab_core::solvers::Limits;
use sudoku_lab_core::solvers::golf_engine::{Ended, PeerLists, run};
use sudoku_lab_core::steps::NoObserver;

/// When a variant's test says two cells are peers.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PeerWhen {
    /// The golf form: the expression is zero (false).
    Zero,
    /// The readable form: the test is true.
    True,
}

/// One sub-test of a variant, and the house it is meant to test.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Clause {
    pub house: &'static str,
    pub text: String,
    #[serde(skip)]
    pub expr: Expr,
}

/// A program of the family, modelled by what decides its behaviour.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Variant {
    pub key: &'static str,
    pub title: &'static str,
    /// How the project derives its test from the specimen.
    pub derived: &'static str,
    pub test: String,
    #[serde(skip)]
    pub expr: Expr,
    pub peer_when: PeerWhen,
    pub clauses: Vec<Clause>,
    pub digits: String,
    /// Prints every solution (`print`) instead of stopping at the first (`exit`).
    pub every_solution: bool,
    /// Whether Python 3 compiles the program as written.
    pub py3_syntax: Py3Syntax,
}

/// What Python 3's parser makes of a variant.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "syntax", content = "why", rename_all = "kebab-case")]
pub enum Py3Syntax {
    Compiles,
    /// A SyntaxError before anything runs: nothing to simulate.
    Fails(&'static str),
    /// A SyntaxError in lines the search never reaches; simulated as if they were fixed.
    Patched(&'static str),
}

fn digits_of_expr(text: &str) -> String {
    pyexpr::parse(text)
        .expect("a digit expression")
        .eval(&pyexpr::NoNames, Semantics::Py2)
        .expect("a constant")
        .str(Semantics::Py2)
}

/// The variants of seeds 001 and 004, in the order the seeds show them.
pub fn variants() -> Vec<Variant> {
    let golf = golf_expr();
    let factors: Vec<Expr> = golf.factors().into_iter().cloned().collect();
    let golf_clauses: Vec<Clause> = ["column", "row", "box"]
        .into_iter()
        .zip(&factors)
        .map(|(house, e)| Clause {
            house,
            text: e.to_string(),
            expr: e.clone(),
        })
        .collect();
    let readable = golf.zero_test();
    let parts: Vec<Expr> = readable.or_clauses().into_iter().cloned().collect();
    let readable_clauses: Vec<Clause> = ["column", "row", "box"]
        .into_iter()
        .zip(&parts)
        .map(|(house, e)| Clause {
            house,
            text: e.to_string(),
            expr: e.clone(),
        })
        .collect();
    // The maintainer names the clauses same_row, same_col, same_block and tests them in that
    // order.
    let or = |a: Expr, b: Expr| Expr {
        start: a.start,
        end: b.end,
        kind: ExprKind::Or(Box::new(a), Box::new(b)),
    };
    let maintainer = or(or(parts[1].clone(), parts[0].clone()), parts[2].clone());
    let maintainer_clauses = vec![
        readable_clauses[1].clone(),
        readable_clauses[0].clone(),
        readable_clauses[2].clone(),
    ];
    let five18 = digits_of_expr("5**18");
    let golf_variant = |key, title, derived| Variant {
        key,
        title,
        derived,
        test: golf.to_string(),
        expr: golf.clone(),
        peer_when: PeerWhen::Zero,
        clauses: golf_clauses.clone(),
        digits: five18.clone(),
        every_solution: false,
        py3_syntax: Py3Syntax::Compiles,
    };
    vec![
        golf_variant(
            "one-liner",
            "the specimen, seed 001's one-liner",
            "the specimen itself",
        ),
        golf_variant(
            "syntax-fixed",
            "seed 001's laid-out version",
            "ungolf step `layout`: `;` made line breaks, whitespace",
        ),
        golf_variant(
            "cleaned",
            "seed 001's first clean-up: an if and a for loop around the golf test",
            "ungolf steps `exit-if` and `loop`: same test, same digits",
        ),
        Variant {
            key: "explicit",
            title: "seed 001's explicit version with `okay` and a three-clause test",
            derived: "the golf test rewritten as a test for zero: x*y == 0 is x == 0 or y == 0, \
                      x^y == 0 is x == y, x|y == 0 is x == 0 and y == 0",
            test: readable.to_string(),
            expr: readable.clone(),
            peer_when: PeerWhen::True,
            clauses: readable_clauses,
            digits: five18.clone(),
            every_solution: false,
            py3_syntax: Py3Syntax::Compiles,
        },
        Variant {
            key: "maintainer",
            title: "seed 001's maintainer rewrite: same_row, same_col, same_block, then 1-9",
            derived: "the explicit test's clauses, named and reordered; the digits 123456789",
            test: maintainer.to_string(),
            expr: maintainer,
            peer_when: PeerWhen::True,
            clauses: maintainer_clauses,
            digits: "123456789".to_string(),
            every_solution: false,
            py3_syntax: Py3Syntax::Patched(
                "its usage message uses Python 2 `print` statements: as written it does not \
                 compile under Python 3; simulated with those two lines made print() calls \
                 (they run only on bad arguments)",
            ),
        },
        Variant {
            key: "seed-004",
            title: "seed 004's variant: `14**7*9` in backquotes, printing every solution",
            derived: "the `golf ungolf` delta: two lines of the laid-out specimen changed",
            test: golf.to_string(),
            expr: golf.clone(),
            peer_when: PeerWhen::Zero,
            clauses: golf_clauses,
            digits: digits_of_expr("14**7*9"),
            every_solution: true,
            py3_syntax: Py3Syntax::Fails(
                "backquotes and the `print a` statement are Python 2 syntax: Python 3 stops \
                 with a SyntaxError before running anything",
            ),
        },
    ]
}

/// What became of one clause under one semantics.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(tag = "fate", rename_all = "kebab-case")]
pub enum Fate {
    /// It tests its house exactly.
    Survives,
    /// It is true (or zero) only for i == j: the house test is gone.
    OnlySelf,
    /// It raises on every pair.
    Raises { error: String },
    /// Something else: so many pairs differ from its house.
    Wrong { pairs: usize },
}

/// A clause's fate under both Pythons.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct ClauseReport {
    pub house: &'static str,
    pub text: String,
    pub py2: Fate,
    pub py3: Fate,
}

fn is_peer_value(v: &pyexpr::Value, when: PeerWhen) -> bool {
    match when {
        PeerWhen::Zero => !v.truthy(),
        PeerWhen::True => v.truthy(),
    }
}

fn fate(clause: &Clause, when: PeerWhen, sem: Semantics) -> Fate {
    let mut rel = Vec::with_capacity(81 * 81);
    for i in 0..81 {
        for j in 0..81 {
            match clause.expr.eval(&Ij { i, j }, sem) {
                Ok(v) => rel.push(is_peer_value(&v, when)),
                Err(e) => {
                    return Fate::Raises {
                        error: e.to_string(),
                    };
                }
            }
        }
    }
    let differs = |h: &str| {
        (0..81 * 81)
            .filter(|&k| rel[k] != same_house(h, k / 81, k % 81))
            .count()
    };
    match differs(clause.house) {
        0 => Fate::Survives,
        _ if differs("self") == 0 => Fate::OnlySelf,
        n => Fate::Wrong { pairs: n },
    }
}

/// Which of a variant's row, column and box tests survive each Python.
pub fn clause_fates(v: &Variant) -> Vec<ClauseReport> {
    v.clauses
        .iter()
        .map(|c| ClauseReport {
            house: c.house,
            text: c.text.clone(),
            py2: fate(c, v.peer_when, Semantics::Py2),
            py3: fate(c, v.peer_when, Semantics::Py3),
        })
        .collect()
}

/// What a simulated run did.
#[derive(Clone, PartialEq, Debug, Serialize)]
#[serde(tag = "outcome", rename_all = "kebab-case")]
pub enum Outcome {
    /// Python could not compile the program.
    SyntaxError { reason: String },
    /// Python raised during the run, in call number `call` (1 is the first), at cells i, j.
    Raised {
        error: EvalError,
        message: String,
        call: u64,
        i: usize,
        j: usize,
    },
    /// Not run: the test is exact under this semantics, so the program can only print valid
    /// grids, and the grid sought has repeated digits.
    Skipped { reason: String },
    /// The run printed these grids (one for an `exit` variant) after `nodes` calls.
    Printed {
        grids: Vec<String>,
        nodes: u64,
        /// The node limit stopped the run.
        gave_up: bool,
    },
}

/// A variant run under one semantics with one digit order.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VariantRun {
    pub variant: &'static str,
    pub semantics: Semantics,
    pub order: String,
    pub outcome: Outcome,
}

/// A variant's test under one semantics: for each cell the peers it counts, in Python's order of
/// `j`, as the golf engine takes them, and the error of each cell whose test raises.
#[derive(Clone, Debug)]
pub struct PeerTable {
    pub lists: PeerLists,
    pub errors: Vec<Option<EvalError>>,
}

/// Evaluates the variant's test for every cell `i` (in Python's order of `j`).
pub fn peer_table(v: &Variant, sem: Semantics) -> PeerTable {
    let mut errors = vec![None; 81];
    let lists = (0..81)
        .map(|i| {
            let mut peers = Vec::new();
            for j in 0..81 {
                match v.expr.eval(
                    &Ij {
                        i: i as i64,
                        j: j as i64,
                    },
                    sem,
                ) {
                    Ok(val) => {
                        if is_peer_value(&val, v.peer_when) {
                            peers.push(j as u8);
                        }
                    }
                    Err(e) => {
                        errors[i] = Some(e);
                        return Err(j);
                    }
                }
            }
            Ok(peers)
        })
        .collect();
    PeerTable {
        lists: PeerLists(lists),
        errors,
    }
}

/// Runs `v` on `puzzle` under `sem` with the digit `order` (its own when `None`), as Python
/// would, stopping after `max_nodes` calls and, for a variant that prints every solution,
/// after `max_grids` grids.
pub fn simulate(
    v: &Variant,
    sem: Semantics,
    table: Option<&PeerTable>,
    puzzle: &Grid,
    order: Option<&str>,
    max_nodes: Option<u64>,
    max_grids: usize,
) -> VariantRun {
    let order = order.unwrap_or(&v.digits).to_string();
    if sem == Semantics::Py3
        && let Py3Syntax::Fails(reason) = v.py3_syntax
    {
        return VariantRun {
            variant: v.key,
            semantics: sem,
            order,
            outcome: Outcome::SyntaxError {
                reason: reason.to_string(),
            },
        };
    }
    let own;
    let table = match table {
        Some(t) => t,
        None => {
            own = peer_table(v, sem);
            &own
        }
    };
    let digits: Vec<u8> = order.bytes().map(|b| b - b'0').collect();
    let limits = Limits {
        max_nodes,
        ..Limits::solutions(if v.every_solution {
            max_grids.max(1) as u64
        } else {
            1
        })
    };
    let (report, ended) = run(
        &sudoku_lab_core::solvers::golf_engine::cells_of(puzzle),
        &digits,
        &mut &table.lists,
        &limits,
        &mut NoObserver,
        None,
    );
    let outcome = match ended {
        Ended::Raised { call, i, j } => {
            let error = table.errors[i].clone().expect("the cell's error");
            Outcome::Raised {
                message: error.to_string(),
                error,
                call,
                i,
                j,
            }
        }
        Ended::Searched => Outcome::Printed {
            grids: report
                .solutions
                .iter()
                .map(|g| g.to_line_with('0'))
                .collect(),
            nodes: report.stats.nodes,
            gave_up: report.stop.gave_up(),
        },
    };
    VariantRun {
        variant: v.key,
        semantics: sem,
        order,
        outcome,
    }
}

/// Runs that decide their behaviour alike (same test, semantics, order, ending and syntax)
/// run once: the seed's first three variants are one program laid out three ways.
#[derive(Default)]
pub struct RunCache {
    outcomes: std::collections::HashMap<(String, Semantics, String, bool, bool), Outcome>,
}

impl RunCache {
    /// [`simulate`], remembered.
    #[allow(clippy::too_many_arguments)]
    pub fn run(
        &mut self,
        v: &Variant,
        sem: Semantics,
        table: Option<&PeerTable>,
        puzzle: &Grid,
        order: Option<&str>,
        max_nodes: Option<u64>,
        max_grids: usize,
    ) -> VariantRun {
        let order = order.unwrap_or(&v.digits).to_string();
        let syntax = sem == Semantics::Py3 && matches!(v.py3_syntax, Py3Syntax::Fails(_));
        let key = (v.test.clone(), sem, order.clone(), v.every_solution, syntax);
        if let Some(o) = self.outcomes.get(&key) {
            return VariantRun {
                variant: v.key,
                semantics: sem,
                order,
                outcome: o.clone(),
            };
        }
        let run = simulate(v, sem, table, puzzle, Some(&order), max_nodes, max_grids);
        self.outcomes.insert(key, run.outcome.clone());
        run
    }
}

/// True when the table's peers are exactly the grid's (each cell with itself included).
pub fn is_exact(table: &PeerTable) -> bool {
    table.lists.0.iter().enumerate().all(|(i, p)| match p {
        Ok(p) => p.len() == 21 && p.iter().all(|&j| super::peers::is_peer(i, j as usize)),
        Err(_) => false,
    })
}

/// The digits a grid repeats in one house.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Conflict {
    /// `row 1`, `column 3`, `box 7`.
    pub house: String,
    pub digit: char,
    /// The cells holding it, as `r1c2`.
    pub cells: Vec<String>,
}

/// Every digit repeated in a house of an 81-character grid, rows first.
///
/// Why not `Grid::first_conflict`: that names the first pair only, where this report lists
/// every repeated digit with all the cells holding it (the commenter's grid has dozens). Why a
/// string: the text is what a simulated Python program printed, not a puzzle read by the
/// library, and it may hold any character; the houses themselves come from the library's
/// `Layout`, so the rule of what a conflict is has one home.
pub fn conflicts(grid: &str) -> Vec<Conflict> {
    let nine = Shape::NINE;
    let chars: Vec<char> = grid.chars().collect();
    let mut out = Vec::new();
    let mut houses: Vec<_> = nine.layout().houses().collect();
    houses.sort_by_key(|(h, _)| (h.kind() != "row", h.kind() != "column", h.number()));
    for (house, cells) in houses {
        for d in '1'..='9' {
            let at: Vec<String> = cells
                .iter()
                .filter(|c| chars.get(c.index()) == Some(&d))
                .map(|c| c.to_string())
                .collect();
            if at.len() > 1 {
                out.push(Conflict {
                    house: house.to_string(),
                    digit: d,
                    cells: at,
                });
            }
        }
    }
    out
}

/// A (variant, semantics, order) that printed the target grid.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Match {
    pub variant: &'static str,
    pub semantics: Semantics,
    pub order: String,
    /// True when the order is the variant's own: the program as written. Otherwise it is the
    /// variant with another digit string, a program nobody quoted.
    pub own_order: bool,
}

/// How many orders of the nine digits make a variant print the target under a semantics.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct OrderCount {
    pub variant: &'static str,
    pub semantics: Semantics,
    pub orders: usize,
    /// Orders actually run: fewer than `orders` when [`ALL_ORDERS_BUDGET`] was spent first.
    pub counted: usize,
    pub matching: usize,
    /// The first few matching orders, in lexicographic order.
    pub examples: Vec<String>,
}

/// The search for the program that printed a grid.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Culprit {
    pub puzzle: String,
    pub target: String,
    /// Every run tried: each variant under each Python with each of the listed orders.
    pub runs: Vec<VariantRun>,
    pub matches: Vec<Match>,
    /// With `all_orders`, the count over all 362,880 orders for the runs that compute.
    pub all_orders: Vec<OrderCount>,
    /// Why the target cannot be a solution.
    pub conflicts: Vec<Conflict>,
    /// Whether the target keeps the puzzle's givens.
    pub keeps_givens: bool,
}

/// Calls of `r` that the runs over all 362,880 orders may make together, per variant and
/// semantics: each run stops at `max_nodes`, and this stops the whole sweep, so that a puzzle
/// on which every order searches long cannot keep it going for days. Orders not run once it is
/// spent are not counted ([`OrderCount::counted`] says how many were).
pub const ALL_ORDERS_BUDGET: u64 = 2_000_000_000;

/// The digit orders tried for every variant: the seeds' three.
pub const ORDERS: [&str; 3] = ["3814697265625", "948721536", "123456789"];

/// Tries every variant under both Pythons with each order in [`ORDERS`] (and, with
/// `all_orders`, all 362,880 orders of the nine digits for the runs that do not raise) on
/// `puzzle`, and keeps those that print `target` exactly.
pub fn find_culprit(
    puzzle: &Grid,
    target: &str,
    max_nodes: Option<u64>,
    all_orders: bool,
) -> Culprit {
    let mut runs = Vec::new();
    let mut matches = Vec::new();
    let mut counts = Vec::new();
    let mut cache = RunCache::default();
    let target_valid = conflicts(target).is_empty();
    for v in variants() {
        for sem in Semantics::ALL {
            let table = peer_table(&v, sem);
            // An exact test only ever prints valid grids: a grid with a repeated digit cannot
            // come from it, in any order.
            if is_exact(&table) && !target_valid {
                for order in ORDERS {
                    runs.push(VariantRun {
                        variant: v.key,
                        semantics: sem,
                        order: order.to_string(),
                        outcome: Outcome::Skipped {
                            reason: format!(
                                "under {sem} this test is exact (21 peers a cell, itself included): it prints valid grids only"
                            ),
                        },
                    });
                }
                continue;
            }
            for order in ORDERS {
                let run = cache.run(&v, sem, Some(&table), puzzle, Some(order), max_nodes, 2);
                if let Outcome::Printed { grids, .. } = &run.outcome
                    && grids.iter().any(|g| g == target)
                {
                    matches.push(Match {
                        variant: v.key,
                        semantics: sem,
                        order: order.to_string(),
                        own_order: order == v.digits,
                    });
                }
                runs.push(run);
            }
            let runs_at_all = !matches!(
                runs.last().map(|r: &VariantRun| &r.outcome),
                Some(Outcome::SyntaxError { .. } | Outcome::Raised { .. })
            );
            if all_orders && runs_at_all {
                let spent = AtomicU64::new(0);
                let counted = AtomicUsize::new(0);
                let found: Vec<usize> = (0..PERMUTATIONS)
                    .into_par_iter()
                    .filter(|&n| {
                        if spent.load(Ordering::Relaxed) > ALL_ORDERS_BUDGET {
                            return false;
                        }
                        counted.fetch_add(1, Ordering::Relaxed);
                        let order: String =
                            nth_permutation(n).iter().map(|&d| (b'0' + d) as char).collect();
                        let run = simulate(&v, sem, Some(&table), puzzle, Some(&order), max_nodes, 2);
                        if let Outcome::Printed { nodes, .. } = &run.outcome {
                            spent.fetch_add(*nodes, Ordering::Relaxed);
                        }
                        matches!(&run.outcome, Outcome::Printed { grids, .. } if grids.iter().any(|g| g == target))
                    })
                    .collect();
                counts.push(OrderCount {
                    variant: v.key,
                    semantics: sem,
                    orders: PERMUTATIONS,
                    counted: counted.into_inner(),
                    matching: found.len(),
                    examples: found
                        .iter()
                        .take(5)
                        .map(|&n| {
                            nth_permutation(n)
                                .iter()
                                .map(|&d| (b'0' + d) as char)
                                .collect()
                        })
                        .collect(),
                });
            }
        }
    }
    let givens = puzzle.to_line_with('0');
    Culprit {
        puzzle: givens.clone(),
        target: target.to_string(),
        runs,
        matches,
        all_orders: counts,
        conflicts: conflicts(target),
        // Not `Grid::is_solved_by`: that also asks for a valid solution, and the printed text
        // here is most often not one (which `conflicts` shows); only the givens are compared.
        keeps_givens: givens
            .chars()
            .zip(target.chars())
            .all(|(g, t)| g == '0' || g == t),
    }
}

/// The seed's grid printed by the commenter of seed 001.
pub const COMMENTER_GRID: &str =
    "817311213622482322131224934443535441555798655266156777774663869988847188399979596";

/// The original, run as intended (Python 2, the library's golf port) with one digit order.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Intended {
    pub order: String,
    pub calls: u64,
    pub gave_up: bool,
    pub solution: Option<String>,
    pub valid: bool,
}

/// One variant with its clauses' fates and its runs.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct VariantReport {
    pub variant: Variant,
    pub clauses: Vec<ClauseReport>,
    pub runs: Vec<VariantRun>,
}

/// Everything `golf semantics` reports.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct SemanticsReport {
    pub puzzle: String,
    pub variants: Vec<VariantReport>,
    pub culprit: Option<Culprit>,
    pub intended: Vec<Intended>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_lab_core::puzzles::{COMMENTER, WIKIPEDIA};

    const COMMENTER_GRID: &str =
        "817311213622482322131224934443535441555798655266156777774663869988847188399979596";

    #[test]
    fn the_readable_tests_lose_row_and_box_under_python_3() {
        let vs = variants();
        let explicit = vs.iter().find(|v| v.key == "explicit").unwrap();
        let fates: Vec<(&str, Fate)> = clause_fates(explicit)
            .into_iter()
            .map(|c| (c.house, c.py3))
            .collect();
        assert_eq!(
            fates,
            [
                ("column", Fate::Survives),
                ("row", Fate::OnlySelf),
                ("box", Fate::OnlySelf)
            ]
        );
        assert!(
            clause_fates(explicit)
                .iter()
                .all(|c| c.py2 == Fate::Survives)
        );
        let golf = vs.iter().find(|v| v.key == "one-liner").unwrap();
        let py3: Vec<bool> = clause_fates(golf)
            .iter()
            .map(|c| matches!(c.py3, Fate::Raises { .. }))
            .collect();
        assert_eq!(py3, [false, true, true]);
    }

    #[test]
    fn the_one_liner_raises_under_python_3_at_the_first_call() {
        let vs = variants();
        let run = simulate(
            &vs[0],
            Semantics::Py3,
            None,
            &WIKIPEDIA.grid(),
            None,
            None,
            1,
        );
        match run.outcome {
            Outcome::Raised {
                message,
                call,
                i,
                j,
                ..
            } => {
                assert_eq!(
                    message,
                    "TypeError: unsupported operand type(s) for ^: 'float' and 'float'"
                );
                assert_eq!((call, i, j), (1, 2, 0));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_commenters_grid_is_the_maintainer_rewrite_under_python_3() {
        let c = find_culprit(&COMMENTER.grid(), COMMENTER_GRID, Some(1_000_000), false);
        let found: Vec<(&str, Semantics, &str, bool)> = c
            .matches
            .iter()
            .map(|m| (m.variant, m.semantics, m.order.as_str(), m.own_order))
            .collect();
        // As written, only the maintainer rewrite prints it; the explicit version's test is
        // the same under Python 3, so given the maintainer's digit order it prints it too.
        assert_eq!(
            found,
            [
                ("explicit", Semantics::Py3, "123456789", false),
                ("maintainer", Semantics::Py3, "123456789", true)
            ]
        );
        assert!(c.keeps_givens);
        let row1: Vec<(char, usize)> = c
            .conflicts
            .iter()
            .filter(|x| x.house == "row 1")
            .map(|x| (x.digit, x.cells.len()))
            .collect();
        assert_eq!(row1, [('1', 4), ('3', 2)]);
    }
}
