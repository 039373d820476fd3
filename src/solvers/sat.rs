//! Beyond the seeds: Sudoku handed to a general SAT solver. The puzzle becomes a formula
//! ([`cnf::sudoku`](crate::cnf::sudoku), minimal or extended encoding, givens as unit clauses)
//! and batsat, a Rust port of MiniSat, finds a satisfying assignment by conflict-driven clause
//! learning; nothing in the search knows it is a Sudoku.
//!
//! A SAT solver's search is not a tree of placements: it decides the value of a variable (most
//! often that a cell does *not* hold a digit), propagates the unit clauses that follow, and on a
//! conflict learns a clause and jumps back. So its steps are not told one by one; what it reports
//! is the model (each digit it put in a cell) and its counts ([`SatStats`]: decisions,
//! propagations, conflicts). A node here is one fixpoint of propagation without a conflict, the
//! point where the solver decides a variable or finds its model complete: [`Search::enter`] is
//! called there, so node budgets and deadlines stop this search like the others. Further
//! solutions are found by adding a blocking clause (not this grid again) and solving again.

use std::cell::Cell as Flag;

use batsat::{Callbacks, Lit, SolverInterface, SolverOpts, Theory, TheoryArg, Var, lbool};

use crate::cnf::sudoku::{self, Encoding};
use crate::cnf::{Cnf, Model};
use crate::grid::{Candidates, Digit, Grid};
use crate::steps::{Contradiction, Observer, Reason, Step};

use super::search::{Limits, Report, Search};

/// What the SAT solver counted, over every solve of a run (one per solution, and the last one
/// that found none).
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, serde::Serialize)]
pub struct SatStats {
    /// Variables of the formula: one per digit in a cell.
    pub variables: u64,
    /// Clauses of the formula, the givens' unit clauses included (the blocking clauses added to
    /// find further solutions are not).
    pub clauses: u64,
    /// Variables whose value the solver chose, without proof.
    pub decisions: u64,
    /// Values forced by unit propagation.
    pub propagations: u64,
    /// Assignments that falsified a clause, each followed by a learnt clause and a backjump.
    pub conflicts: u64,
    /// Times the solver started its search again from the top, keeping what it had learnt (the
    /// first start of each solve not counted).
    pub restarts: u64,
}

/// Solves `puzzle`, of any size, with the SAT solver on the extended or minimal encoding.
pub fn solve<O: Observer>(
    puzzle: &Grid,
    encoding: Encoding,
    limits: &Limits,
    observer: &mut O,
) -> Report {
    solve_counted(puzzle, encoding, limits, observer).0
}

/// [`solve`], with the SAT solver's own counts.
pub fn solve_counted<O: Observer>(
    puzzle: &Grid,
    encoding: Encoding,
    limits: &Limits,
    observer: &mut O,
) -> (Report, SatStats) {
    // The clock starts before the formula is loaded: loading is most of the work.
    let mut search = Search::new(limits);
    let shape = puzzle.shape();
    let halt = Flag::new(false);
    let Loaded {
        mut solver,
        vars,
        mut ok,
        clauses,
    } = Loaded::new(puzzle, encoding, &halt);
    let mut nodes = Nodes {
        search: &mut search,
        halt: &halt,
        levels: 0,
    };
    if !ok && O::ENABLED {
        // The givens' unit clauses contradict the rules: two equal givens in a house.
        if let Some(conflict) = puzzle.first_conflict() {
            observer.step(&Step::Contradiction(Contradiction::Duplicate(
                conflict.digit,
                conflict.house,
            )));
        }
    }
    let mut blocking = Vec::new();
    let mut solves = 0;
    while ok {
        solves += 1;
        if solver.solve_limited_th(&mut nodes, &[]) != lbool::TRUE {
            // FALSE: no (further) solution; UNDEF: stopped at a limit, which `Search` knows.
            break;
        }
        let model = Model::from_literals(
            vars.len() as u32,
            vars.iter().zip(1..).filter_map(|(&v, n)| {
                let value = solver.value_var(v);
                (value != lbool::UNDEF).then_some(if value == lbool::TRUE { n } else { -n })
            }),
        );
        let solution = sudoku::decode(shape, &model).expect("a model of the rules is a grid");
        if O::ENABLED {
            for cell in shape.all_cells().filter(|&c| puzzle.get(c).is_none()) {
                observer.step(&Step::Place {
                    cell,
                    digit: solution.get(cell).expect("a full grid"),
                    reason: Reason::Model,
                });
            }
            observer.step(&Step::Solved);
        }
        // Not this grid again: one of the digits it put in an empty cell must differ.
        blocking.clear();
        blocking.extend(shape.all_cells().filter_map(|cell| {
            let digit = solution.get(cell).expect("a full grid");
            (puzzle.get(cell).is_none())
                .then(|| !lit(&vars, sudoku::var(shape, cell, digit) as i32))
        }));
        if !nodes.search.found(solution) {
            break;
        }
        ok = solver.add_clause_reuse(&mut blocking);
    }
    search.stats.guesses = solver.num_decisions();
    let stats = SatStats {
        variables: vars.len() as u64,
        clauses: clauses as u64,
        decisions: solver.num_decisions(),
        propagations: solver.num_propagations(),
        conflicts: solver.num_conflicts(),
        // batsat counts the start of each solve with the restarts, as MiniSat does.
        restarts: solver.num_restarts().saturating_sub(solves),
    };
    (search.finish(), stats)
}

/// What unit propagation alone (the solver's work before its first decision) makes of a puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Propagated {
    /// By cell: the digit whose variable propagation made true, if any.
    pub fixed: Vec<Option<Digit>>,
    /// By cell: the digits whose variables propagation has not made false.
    pub open: Vec<Candidates>,
}

/// Loads the formula of `puzzle` in `encoding` and runs unit propagation to its fixpoint, with
/// no decision: `None` when propagation alone finds a conflict. The book's comparison of the
/// encodings with the rules of a person (naked and hidden singles) reads this.
pub fn unit_propagation(puzzle: &Grid, encoding: Encoding) -> Option<Propagated> {
    let shape = puzzle.shape();
    let halt = Flag::new(false);
    let Loaded {
        mut solver,
        vars,
        ok,
        ..
    } = Loaded::new(puzzle, encoding, &halt);
    if !ok || !solver.simplify() {
        return None;
    }
    let mut fixed = vec![None; shape.cells()];
    let mut open = vec![Candidates::EMPTY; shape.cells()];
    for cell in shape.all_cells() {
        for d in 0..shape.side() {
            let digit = Digit::from_index(d);
            let v = lit(&vars, sudoku::var(shape, cell, digit) as i32);
            match solver.value_lvl_0(v) {
                x if x == lbool::TRUE => {
                    fixed[cell.index()] = Some(digit);
                    open[cell.index()].insert(digit);
                }
                x if x == lbool::FALSE => {}
                _ => open[cell.index()].insert(digit),
            }
        }
    }
    Some(Propagated { fixed, open })
}

type Solver<'a> = batsat::Solver<Halt<'a>>;

/// A solver with the formula of a puzzle loaded.
struct Loaded<'a> {
    solver: Solver<'a>,
    /// The solver's variable for each DIMACS variable (the first for 1).
    vars: Vec<Var>,
    /// False when the clauses already contradict one another.
    ok: bool,
    /// Clauses of the formula, givens included.
    clauses: usize,
}

impl<'a> Loaded<'a> {
    /// The formula is `sudoku::encode`'s, given to the solver givens first: at the top level it
    /// drops each clause that a given satisfies and each literal that one falsifies as the
    /// clause comes in, which saves most of the work of loading the rules.
    fn new(puzzle: &Grid, encoding: Encoding, halt: &'a Flag<bool>) -> Loaded<'a> {
        let rules = sudoku::rules(puzzle.shape(), encoding);
        let mut solver = Solver::new(SolverOpts::default(), Halt(halt));
        let vars: Vec<Var> = (0..rules.cnf.vars())
            .map(|_| solver.new_var_default())
            .collect();
        let givens: Vec<i32> = sudoku::givens(puzzle).collect();
        let ok = load(&mut solver, &vars, &givens, &rules.cnf);
        Loaded {
            solver,
            vars,
            ok,
            clauses: givens.len() + rules.cnf.len(),
        }
    }
}

/// The solver's literal for a DIMACS literal.
fn lit(vars: &[Var], literal: i32) -> Lit {
    Lit::new(vars[literal.unsigned_abs() as usize - 1], literal > 0)
}

/// Loads `givens` (unit clauses) and then the clauses of `cnf` into the solver; false when they
/// contradict one another. The solver drops a clause that a value fixed at the top level
/// satisfies, and the literals such a value falsifies, as the clause comes in; so the clauses
/// are loaded in two rounds: first those that come in satisfied or as a single literal (which
/// fixes one more value), then the rest, which by then have lost most of their literals or are
/// satisfied. Same formula, a fraction of the clauses to store. The values fixed so far are kept
/// here too, as the solver keeps them, to sort the clauses without asking it literal by literal.
fn load(solver: &mut Solver, vars: &[Var], givens: &[i32], cnf: &Cnf) -> bool {
    // By variable: 1 fixed true, -1 fixed false, 0 open.
    let mut fixed = vec![0i8; vars.len() + 1];
    let mut clause = Vec::new();
    let mut add = |solver: &mut Solver, literals: &[i32], fixed: &mut [i8]| {
        if let [only] = literals {
            fixed[only.unsigned_abs() as usize] = if *only > 0 { 1 } else { -1 };
        }
        clause.clear();
        clause.extend(literals.iter().map(|&l| lit(vars, l)));
        solver.add_clause_reuse(&mut clause)
    };
    for &given in givens {
        if !add(solver, &[given], &mut fixed) {
            return false;
        }
    }
    let mut open = Vec::new();
    let mut later = Vec::new();
    // True when the clause is satisfied; otherwise its open literals are left in `open`.
    let settle = |clause: &[i32], fixed: &[i8], open: &mut Vec<i32>| {
        open.clear();
        for &l in clause {
            let value = fixed[l.unsigned_abs() as usize];
            if value == 0 {
                open.push(l);
            } else if (value > 0) == (l > 0) {
                return true;
            }
        }
        false
    };
    for (i, c) in cnf.clauses().enumerate() {
        if settle(c, &fixed, &mut open) {
            continue;
        }
        if open.len() > 1 {
            later.push(i);
        } else if !add(solver, &open, &mut fixed) {
            return false;
        }
    }
    for i in later {
        if !settle(cnf.clause(i), &fixed, &mut open) && !add(solver, &open, &mut fixed) {
            return false;
        }
    }
    true
}

/// The solver's callbacks: it asks them, before each decision, whether to stop.
struct Halt<'a>(&'a Flag<bool>);

impl Callbacks for Halt<'_> {
    fn stop(&self) -> bool {
        self.0.get()
    }
}

/// A theory that adds no clause: batsat calls it at each fixpoint of propagation, which is where
/// this search's nodes are counted and its limits checked.
struct Nodes<'a> {
    search: &'a mut Search,
    halt: &'a Flag<bool>,
    levels: usize,
}

impl Theory for Nodes<'_> {
    fn partial_check(&mut self, _: &mut TheoryArg) {
        if !self.search.enter() {
            self.halt.set(true);
        }
    }

    fn final_check(&mut self, _: &mut TheoryArg) {}

    fn create_level(&mut self) {
        self.levels += 1;
    }

    fn pop_levels(&mut self, n: usize) {
        self.levels -= n;
    }

    fn n_levels(&self) -> usize {
        self.levels
    }

    fn explain_propagation(&mut self, _: Lit) -> &[Lit] {
        unreachable!("this theory propagates nothing")
    }
}
