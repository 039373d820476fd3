//! Several solvers on the same puzzles: each puzzle is solved by every solver in turn, its
//! answers are checked against one another, and the costs (nodes, guesses, time) are summed per
//! solver. A timing is worth something only when every approach ran on the same puzzles, in the
//! same run, with the work counted as well as the seconds.
//!
//! The solvers take turns puzzle by puzzle rather than set by set, so that a change in the load
//! of the machine during a run falls on every solver alike.

use std::time::Duration;

use crate::grid::Grid;
use crate::solvers::{Limits, Solver, Stats, Stop};
use crate::steps::NoObserver;
use crate::timing::{self, Method, Timing};

/// True when the search goes on after the first solution to prove it is the only one
/// (`max_solutions` is 1 for the first solution, 2 to prove it unique).
pub fn proves_unique(limits: &Limits) -> bool {
    limits.max_solutions >= 2
}

/// What one solver answered for one puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Answer {
    /// A solution (with [`proves_unique`] limits, the only one). `valid` is false when the grid
    /// breaks a rule or changes a given: a wrong answer, which agrees with nothing.
    Solution { grid: Grid, valid: bool },
    /// More than one solution (found only when proving uniqueness).
    Several,
    /// The whole tree was searched and holds no solution.
    NoSolution,
    /// The search stopped at a bound before it knew.
    GaveUp(Stop),
    /// The solver does not take grids of this size.
    Unsupported,
}

impl Answer {
    /// True for an answer that other answers can be compared with.
    pub fn is_verdict(&self) -> bool {
        !matches!(self, Answer::GaveUp(_) | Answer::Unsupported)
    }

    /// The answer in a few words, for messages: the solution in line form, or what happened.
    pub fn describe(&self) -> String {
        match self {
            Answer::Solution { grid, valid: true } => crate::render::line(grid),
            Answer::Solution { grid, valid: false } => {
                format!("{} (which breaks the puzzle)", crate::render::line(grid))
            }
            Answer::Several => "more than one solution".to_string(),
            Answer::NoSolution => "no solution".to_string(),
            Answer::GaveUp(_) => "gave up".to_string(),
            Answer::Unsupported => "unsupported size".to_string(),
        }
    }
}

/// One solver on one puzzle: its answer, what the first run counted, and how long it took.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SolverRun {
    pub answer: Answer,
    pub stats: Stats,
    pub timing: Timing,
}

/// Solves `puzzle` with `solver`, repeating the solve as `method` says to time it. The answer
/// and the counts are the first run's (every run does the same work); a run that gave up at
/// its deadline is not repeated, since its time is the bound's, not the solver's.
pub fn run(solver: &Solver, puzzle: &Grid, limits: &Limits, method: &Method) -> SolverRun {
    if !solver.supports(puzzle.shape()) {
        return SolverRun {
            answer: Answer::Unsupported,
            stats: Stats::default(),
            timing: Timing {
                median: Duration::ZERO,
                runs: 0,
            },
        };
    }
    let solve = || {
        solver
            .solve(puzzle, limits, &mut NoObserver)
            .expect("the size is supported")
    };
    let (report, timing) = timing::measure(method, solve, |r| r.stop != Stop::Timeout);
    let answer = match (report.solutions.as_slice(), report.stop) {
        (_, stop) if stop.gave_up() && (report.solutions.is_empty() || proves_unique(limits)) => {
            Answer::GaveUp(stop)
        }
        ([], _) => Answer::NoSolution,
        ([first, second, ..], _) if proves_unique(limits) && first != second => Answer::Several,
        // A brute force with repeated digits reaches the same solution twice; that is one.
        ([first, ..], _) => Answer::Solution {
            grid: first.clone(),
            valid: puzzle.is_solved_by(first),
        },
    };
    SolverRun {
        answer,
        stats: report.stats,
        timing,
    }
}

/// Solvers whose answers to one puzzle differ: each distinct answer with the solvers that gave
/// it, the most common first.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Disagreement {
    pub groups: Vec<(Answer, Vec<&'static str>)>,
}

impl Disagreement {
    /// True when every answer is a valid solution: the solvers differ only because the puzzle
    /// has more than one solution (different answers that each keep the rules prove it).
    pub fn shows_several_solutions(&self) -> bool {
        self.groups
            .iter()
            .all(|g| matches!(g.0, Answer::Solution { valid: true, .. }))
    }

    /// The solvers whose answer is not the reference one: the reference is the answer of the
    /// largest group, when it is a valid answer and no other group is as large; otherwise
    /// (a tie, or a wrong solution in the majority) every solver dissents.
    pub fn dissenters(&self) -> Vec<&'static str> {
        let reference = self.reference();
        self.groups
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != reference)
            .flat_map(|(_, g)| g.1.iter().copied())
            .collect()
    }

    /// True when `solver` gave the reference answer.
    pub fn agrees(&self, solver: &str) -> bool {
        self.reference()
            .is_some_and(|i| self.groups[i].1.contains(&solver))
    }

    fn reference(&self) -> Option<usize> {
        let (first, rest) = self.groups.split_first()?;
        let valid = !matches!(first.0, Answer::Solution { valid: false, .. });
        let alone = rest.iter().all(|g| g.1.len() < first.1.len());
        (valid && alone).then_some(0)
    }
}

/// Compares the answers of the solvers (named in the same order as `runs`) to one puzzle.
/// Answers given up or unsupported are left out. `None` when the rest all agree and none breaks
/// the puzzle; a wrong solution is a disagreement even when it is the only answer.
pub fn agreement(names: &[&'static str], runs: &[SolverRun]) -> Option<Disagreement> {
    let mut groups: Vec<(Answer, Vec<&'static str>)> = Vec::new();
    for (name, run) in names.iter().zip(runs) {
        if !run.answer.is_verdict() {
            continue;
        }
        match groups.iter_mut().find(|g| g.0 == run.answer) {
            Some(group) => group.1.push(name),
            None => groups.push((run.answer.clone(), vec![name])),
        }
    }
    let wrong = groups
        .iter()
        .any(|g| matches!(g.0, Answer::Solution { valid: false, .. }));
    if groups.len() <= 1 && !wrong {
        return None;
    }
    groups.sort_by_key(|g| std::cmp::Reverse(g.1.len()));
    Some(Disagreement { groups })
}

/// One solver's totals over a set.
#[derive(Clone, PartialEq, Debug, Default, serde::Serialize)]
pub struct Summary {
    pub solver: &'static str,
    /// Puzzles given to the solver, those of a size it does not take included.
    pub puzzles: u64,
    /// Puzzles of a size the solver does not take.
    pub unsupported: u64,
    /// Puzzles answered with a valid solution (proven unique when proving uniqueness).
    pub solved: u64,
    /// Puzzles with more than one solution (when proving uniqueness).
    pub several: u64,
    /// Puzzles searched to the end without a solution.
    pub no_solution: u64,
    /// Puzzles given up at --max-nodes or --timeout.
    pub gave_up: u64,
    /// Puzzles answered with a solution that breaks the puzzle.
    pub wrong: u64,
    /// Answers that every other solver with an answer shares.
    pub agreeing: u64,
    pub nodes: u64,
    pub worst_nodes: u64,
    pub guesses: u64,
    pub worst_guesses: u64,
    /// The median time of each puzzle attempted, gave-ups at their bound included.
    #[serde(skip)]
    pub times: Vec<Duration>,
    /// Total of the runs made to time the puzzles.
    pub runs: u64,
}

impl Summary {
    pub fn new(solver: &'static str) -> Summary {
        Summary {
            solver,
            ..Summary::default()
        }
    }

    /// Counts one puzzle's run; `agrees` says whether no other solver contradicted it.
    pub fn add(&mut self, run: &SolverRun, agrees: bool) {
        self.puzzles += 1;
        match &run.answer {
            Answer::Unsupported => {
                self.unsupported += 1;
                return;
            }
            Answer::Solution { valid: true, .. } => self.solved += 1,
            Answer::Solution { valid: false, .. } => self.wrong += 1,
            Answer::Several => self.several += 1,
            Answer::NoSolution => self.no_solution += 1,
            Answer::GaveUp(_) => self.gave_up += 1,
        }
        if run.answer.is_verdict() && agrees {
            self.agreeing += 1;
        }
        self.nodes += run.stats.nodes;
        self.worst_nodes = self.worst_nodes.max(run.stats.nodes);
        self.guesses += run.stats.guesses;
        self.worst_guesses = self.worst_guesses.max(run.stats.guesses);
        self.times.push(run.timing.median);
        self.runs += u64::from(run.timing.runs);
    }

    /// Puzzles the solver was run on (those of a size it takes).
    pub fn attempted(&self) -> u64 {
        self.puzzles - self.unsupported
    }

    /// The sum of the puzzles' median times.
    pub fn total_time(&self) -> Duration {
        self.times.iter().sum()
    }

    /// The median of the puzzles' times.
    pub fn median_time(&self) -> Duration {
        timing::median(&mut self.times.clone())
    }

    pub fn worst_time(&self) -> Duration {
        self.times.iter().max().copied().unwrap_or_default()
    }

    /// Puzzles attempted per second of solving, one puzzle after another on one core. The time
    /// spent on puzzles given up counts, so giving up early does not look fast.
    pub fn puzzles_per_second(&self) -> Option<f64> {
        let total = self.total_time().as_secs_f64();
        (total > 0.0).then(|| self.attempted() as f64 / total)
    }
}

/// For each summary, how many times slower than the fastest it is (1.0 for the fastest): its
/// median time per puzzle over the lowest median, the typical puzzle's cost, which one hard
/// puzzle does not sway as it sways a total (the chapters read this column as the ratio of
/// medians). `None` for a solver that attempted nothing, and for all when the lowest median is
/// zero (a clock too coarse to say).
pub fn ratios(summaries: &[Summary]) -> Vec<Option<f64>> {
    let medians: Vec<Option<f64>> = summaries
        .iter()
        .map(|s| (s.attempted() > 0).then(|| s.median_time().as_secs_f64()))
        .collect();
    let best = medians
        .iter()
        .flatten()
        .copied()
        .fold(f64::INFINITY, f64::min);
    medians
        .iter()
        .map(|m| {
            m.filter(|_| best > 0.0 && best.is_finite())
                .map(|m| m / best)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_puzzle;
    use crate::puzzles::WIKIPEDIA;

    fn solution_run(grid: &Grid, valid: bool) -> SolverRun {
        SolverRun {
            answer: Answer::Solution {
                grid: grid.clone(),
                valid,
            },
            stats: Stats::default(),
            timing: Timing {
                median: Duration::ZERO,
                runs: 1,
            },
        }
    }

    #[test]
    fn solvers_that_agree_raise_nothing_and_a_dissenter_is_named() {
        let puzzle = WIKIPEDIA.grid();
        let limits = Limits::default();
        let method = Method {
            min_time: Duration::ZERO,
            max_runs: 1,
        };
        let solver = Solver::from_name("backtracking").unwrap();
        let good = run(&solver, &puzzle, &limits, &method);
        assert!(matches!(good.answer, Answer::Solution { valid: true, .. }));
        assert_eq!(agreement(&["a", "b"], &[good.clone(), good.clone()]), None);

        // The puzzle itself is complete but not the puzzle's solution: it breaks the givens.
        let other = parse_puzzle(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642",
        )
        .unwrap();
        let bad = solution_run(&other, false);
        let d = agreement(&["a", "b", "c"], &[good.clone(), bad, good]).unwrap();
        assert_eq!(d.dissenters(), ["b"]);
        assert_eq!(d.groups[0].1, ["a", "c"]);
    }

    #[test]
    fn a_bound_is_reported_as_giving_up_and_counted() {
        let limits = Limits {
            max_nodes: Some(10),
            ..Limits::default()
        };
        let solver = Solver::from_name("backtracking").unwrap();
        let r = run(&solver, &WIKIPEDIA.grid(), &limits, &Method::default());
        assert_eq!(r.answer, Answer::GaveUp(Stop::NodeLimit));
        let mut summary = Summary::new("backtracking");
        summary.add(&r, true);
        assert_eq!(
            (summary.gave_up, summary.solved, summary.agreeing),
            (1, 0, 0)
        );
    }
}
