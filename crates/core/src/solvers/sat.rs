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

use crate::cnf::Cnf;
use crate::cnf::sudoku::{self, Encoding};
use crate::grid::{Candidates, Digit, Grid, PerShape, Shape};
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
    let mut loaded = Loaded::new(puzzle, encoding, &halt);
    let mut ok = loaded.ok;
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
        if loaded.solver.solve_limited_th(&mut nodes, &[]) != lbool::TRUE {
            // FALSE: no (further) solution; UNDEF: stopped at a limit, which `Search` knows.
            break;
        }
        if halt.get() {
            // batsat asks whether to stop before the fixpoint's theory check, so a model complete
            // at the fixpoint where `Search` refused its node (propagation alone solves the
            // puzzle, or `--max-nodes 0`) comes back TRUE all the same: a solution found past the
            // node bound is not one this search may report.
            break;
        }
        // The model, read where it is: a variable of the formula is ours or the solver's.
        let solution = sudoku::decode_values(shape, |v| loaded.value(v as usize - 1))
            .expect("a model of the rules is a grid");
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
        // Not this grid again: one of the digits it put in an empty cell must differ. Only the
        // solver's variables can: a digit our propagation fixed is in every solution, so with
        // none left the clause is empty and there is no further solution.
        blocking.clear();
        blocking.extend(shape.all_cells().filter_map(|cell| {
            let digit = solution.get(cell).expect("a full grid");
            let v = loaded.dense[sudoku::var(shape, cell, digit) as usize - 1];
            (v != Var::UNDEF).then(|| Lit::new(v, false))
        }));
        if !nodes.search.found_by(solution, observer) {
            break;
        }
        ok = loaded.solver.add_clause_reuse(&mut blocking);
    }
    let solver = &loaded.solver;
    search.stats.guesses = solver.num_decisions();
    let stats = SatStats {
        variables: sudoku::vars(shape) as u64,
        clauses: loaded.clauses as u64,
        decisions: solver.num_decisions(),
        // The top-level propagations we did before the solver, and the solver's own.
        propagations: loaded.propagations + solver.num_propagations(),
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
    // `Loaded::new` runs the propagation itself; the solver it builds holds no unit clause, so
    // its own top level would fix nothing more.
    let loaded = Loaded::new(puzzle, encoding, &halt);
    if !loaded.ok {
        return None;
    }
    let mut fixed = vec![None; shape.cells()];
    let mut open = vec![Candidates::EMPTY; shape.cells()];
    for cell in shape.all_cells() {
        for d in 0..shape.side() {
            let digit = Digit::from_index(d);
            match loaded.fixed(sudoku::var(shape, cell, digit) as usize - 1) {
                1 => {
                    fixed[cell.index()] = Some(digit);
                    open[cell.index()].insert(digit);
                }
                -1 => {}
                _ => open[cell.index()].insert(digit),
            }
        }
    }
    Some(Propagated { fixed, open })
}

type Solver<'a> = batsat::Solver<Halt<'a>>;

/// A solver with the formula of a puzzle loaded, after unit propagation of our own.
struct Loaded<'a> {
    solver: Solver<'a>,
    /// False when the clauses already contradict one another (then the solver is empty).
    ok: bool,
    /// Clauses of the formula, givens included.
    clauses: usize,
    /// By literal of the formula (its index in the solver's numbering): 1 true, -1 false, 0
    /// open, after propagation to its fixpoint.
    value: Vec<i8>,
    /// By variable of the formula: the solver's variable, `Var::UNDEF` for one fixed before.
    dense: Vec<Var>,
    /// Variables fixed by our propagation: the propagations the solver's top level would do.
    propagations: u64,
}

impl<'a> Loaded<'a> {
    /// The formula is `sudoku::encode`'s, propagated to its fixpoint here (what the solver would
    /// do before its first decision, without its cost of building every variable and clause):
    /// the solver gets only the variables still open, numbered densely, and the clauses still
    /// unsatisfied, with their open literals. A contradiction found here builds no solver.
    fn new(puzzle: &Grid, encoding: Encoding, halt: &'a Flag<bool>) -> Loaded<'a> {
        let rules = Prepared::of(puzzle.shape(), encoding);
        let mut solver = Solver::new(SolverOpts::default(), Halt(halt));
        let mut value = vec![0i8; 2 * rules.vars];
        let mut givens = 0;
        let fixed = propagate(
            rules,
            sudoku::givens(puzzle).inspect(|_| givens += 1),
            &mut value,
        );
        let mut dense = vec![Var::UNDEF; rules.vars];
        let ok = fixed.is_some() && {
            for (v, slot) in dense.iter_mut().enumerate() {
                if value[2 * v] == 0 {
                    // A decision tries a digit in a cell first, as a person's guess does (MiniSat
                    // tries a variable false first): it falsifies the digit's peers at once.
                    *slot = solver.new_var(lbool::TRUE, true);
                }
            }
            load(&mut solver, rules, &value, &dense)
        };
        Loaded {
            solver,
            ok,
            clauses: givens + rules.clauses,
            value,
            dense,
            propagations: fixed.unwrap_or(0),
        }
    }

    /// The value of variable `v` of the formula (from 0), fixed here or by the solver's model.
    fn value(&self, v: usize) -> Option<bool> {
        match self.fixed(v) {
            1 => Some(true),
            -1 => Some(false),
            _ => {
                let value = self.solver.value_var(self.dense[v]);
                (value != lbool::UNDEF).then_some(value == lbool::TRUE)
            }
        }
    }

    /// What our propagation made of variable `v` of the formula (from 0): 1 true, -1 false, 0
    /// open (its positive literal's entry in `value`).
    fn fixed(&self, v: usize) -> i8 {
        self.value[2 * v]
    }
}

/// The solver's literal for a DIMACS literal (variable `v` is the solver's `v - 1`).
fn lit(literal: i32) -> Lit {
    Lit::new(
        Var::unsafe_from_idx(literal.unsigned_abs() - 1),
        literal > 0,
    )
}

/// The rules of one shape in one encoding as the propagation and the loader read them, computed
/// once. A two-literal clause is an implication each way ("r1c1 holds 5" makes "r1c2 holds 5"
/// false): for each literal, the other literal of each such clause, stated once (the "not both"
/// clause of two cells that share a row and a box is in the formula twice, and the solver gets
/// it once). The longer clauses ("at least one") are kept whole, in the solver's literals
/// (sorted, as the solver sorts a clause it is given), with for each literal the clauses it
/// occurs in, so that the clauses a fixed value falsifies a literal of are found without a walk
/// over all of them.
struct Prepared {
    vars: usize,
    /// Clauses of the formula, each counted as often as it is stated.
    clauses: usize,
    /// By literal index: the other literals of its two-literal clauses.
    partners: Table<Lit>,
    /// The longer clauses' literals, clause by clause.
    long: Table<Lit>,
    /// By literal index: the longer clauses (by index, in order) it occurs in.
    occurrences: Table<u32>,
}

/// Lists of lists in one vector: list `i` is `items[starts[i]..starts[i + 1]]`.
struct Table<T> {
    items: Vec<T>,
    starts: Vec<u32>,
}

impl<T> Table<T> {
    /// The table of `lists` lists holding `pairs` (list, item), each list in the pairs' order.
    fn of(lists: usize, mut pairs: Vec<(usize, T)>) -> Table<T> {
        pairs.sort_by_key(|&(list, _)| list);
        let mut starts = vec![0u32; lists + 1];
        for &(list, _) in &pairs {
            starts[list + 1] += 1;
        }
        for i in 0..lists {
            starts[i + 1] += starts[i];
        }
        Table {
            items: pairs.into_iter().map(|(_, item)| item).collect(),
            starts,
        }
    }

    fn lists(&self) -> usize {
        self.starts.len() - 1
    }

    fn get(&self, i: usize) -> &[T] {
        &self.items[self.starts[i] as usize..self.starts[i + 1] as usize]
    }
}

impl Prepared {
    fn of(shape: Shape, encoding: Encoding) -> &'static Prepared {
        // One table per shape and encoding, as the rules themselves are kept (cnf/sudoku.rs).
        static MINIMAL: PerShape<Prepared> = PerShape::new();
        static EXTENDED: PerShape<Prepared> = PerShape::new();
        let table = match encoding {
            Encoding::Minimal => &MINIMAL,
            Encoding::Extended => &EXTENDED,
        };
        table.get(shape, |shape| {
            Prepared::new(&sudoku::rules(shape, encoding).cnf)
        })
    }

    fn new(cnf: &Cnf) -> Prepared {
        let vars = cnf.vars() as usize;
        let mut partners = Vec::new();
        let mut long = Vec::new();
        let mut occurrences = Vec::new();
        let mut clauses = 0;
        let mut literals = Vec::new();
        for clause in cnf.clauses() {
            // Every clause of the rules has two literals or more: `propagate` looks at a clause
            // only when a literal of it is made false, so it relies on it.
            debug_assert!(clause.len() >= 2);
            literals.clear();
            literals.extend(clause.iter().map(|&l| lit(l)));
            literals.sort_unstable();
            if let [a, b] = literals[..] {
                partners.push((a.idx() as usize, b));
                partners.push((b.idx() as usize, a));
            } else {
                occurrences.extend(literals.iter().map(|l| (l.idx() as usize, clauses as u32)));
                long.extend(literals.iter().map(|&l| (clauses, l)));
                clauses += 1;
            }
        }
        partners.sort_unstable();
        partners.dedup();
        Prepared {
            vars,
            clauses: cnf.len(),
            partners: Table::of(2 * vars, partners),
            long: Table::of(clauses, long),
            occurrences: Table::of(2 * vars, occurrences),
        }
    }

    /// The literals that `literal` being true makes true.
    fn implied(&self, literal: Lit) -> &[Lit] {
        self.partners.get((!literal).idx() as usize)
    }
}

/// Runs unit propagation to its fixpoint on `givens` (unit clauses) and the clauses of `rules`,
/// as the solver would at its top level before any decision: each literal made true makes true
/// the other literal of each two-literal clause its negation is in, and makes its negation false
/// in every longer clause; a clause left with one literal not false makes that one true. `value`
/// (by literal index: 1 true, -1 false, 0 open) holds the result; the count is of the variables
/// fixed, givens included (the solver counts each of its top-level assignments as one
/// propagation too). `None` when a clause comes to have every literal false.
fn propagate(rules: &Prepared, givens: impl Iterator<Item = i32>, value: &mut [i8]) -> Option<u64> {
    let mut queue = Vec::with_capacity(rules.vars);
    // By longer clause: its literals not made false yet, as far as the queue has got.
    let mut left: Vec<u32> = rules.long.starts.windows(2).map(|w| w[1] - w[0]).collect();
    let assign = |l: Lit, value: &mut [i8], queue: &mut Vec<Lit>| match value[l.idx() as usize] {
        1 => true,
        -1 => false,
        _ => {
            value[l.idx() as usize] = 1;
            value[(!l).idx() as usize] = -1;
            queue.push(l);
            true
        }
    };
    for given in givens {
        if !assign(lit(given), value, &mut queue) {
            return None;
        }
    }
    let mut head = 0;
    while let Some(&l) = queue.get(head) {
        head += 1;
        for &other in rules.implied(l) {
            if !assign(other, value, &mut queue) {
                return None;
            }
        }
        for &i in rules.occurrences.get((!l).idx() as usize) {
            let left = &mut left[i as usize];
            *left -= 1;
            match *left {
                0 => return None,
                // The one literal not false, if the queue has not falsified it already: an open
                // one is made true, a true one satisfies the clause.
                1 => {
                    let clause = rules.long.get(i as usize);
                    if let Some(&only) = clause.iter().find(|o| value[o.idx() as usize] == 0) {
                        assign(only, value, &mut queue);
                    }
                }
                _ => {}
            }
        }
    }
    Some(queue.len() as u64)
}

/// Gives the solver the clauses of `rules` that `value` (propagated to its fixpoint) leaves
/// unsatisfied, each with its open literals only, on the solver's variables `dense` (by
/// variable of the formula): the longer clauses in order, then the two-literal ones whose two
/// literals are both open, by variable. Each clause keeps two open literals or more, since the
/// fixpoint leaves no unit clause; false when the solver finds them contradictory.
fn load(solver: &mut Solver, rules: &Prepared, value: &[i8], dense: &[Var]) -> bool {
    let to_solver = |l: Lit| Lit::new(dense[l.var().idx() as usize], l.sign());
    let mut clause = Vec::with_capacity(rules.vars);
    'clauses: for i in 0..rules.long.lists() {
        clause.clear();
        for &l in rules.long.get(i) {
            match value[l.idx() as usize] {
                0 => clause.push(to_solver(l)),
                1 => continue 'clauses,
                _ => {}
            }
        }
        debug_assert!(clause.len() >= 2, "the fixpoint leaves no unit clause");
        if !solver.add_clause_reuse(&mut clause) {
            return false;
        }
    }
    for (v, &var) in dense.iter().enumerate() {
        if var == Var::UNDEF {
            continue;
        }
        for x in [true, false].map(|sign| Lit::new(Var::unsafe_from_idx(v as u32), sign)) {
            // Each clause once, from its smaller literal; with `x` open, the other is open or
            // true (a false one would have made `x` true).
            for &y in rules.partners.get(x.idx() as usize) {
                if y > x && value[y.idx() as usize] == 0 {
                    clause.clear();
                    clause.extend([to_solver(x), to_solver(y)]);
                    if !solver.add_clause_reuse(&mut clause) {
                        return false;
                    }
                }
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clause_stated_twice_is_prepared_once() {
        // 9x9, extended: 8,748 "not both" clauses of the houses and 2,916 of the cells. Two cells
        // of a box that share a row (9 pairs a box) or a column (9 more) have theirs twice, once
        // for each house: 18 pairs, 9 boxes, 9 digits.
        let prepared = Prepared::of(Shape::NINE, Encoding::Extended);
        let binary = prepared.partners.items.len() / 2;
        assert_eq!(binary, 8748 + 2916 - 18 * 9 * 9);
        assert_eq!(prepared.long.lists(), 81 + 243);
        assert_eq!(prepared.clauses, 11988);
    }
}
