//! The bookkeeping every search shares: counting nodes, keeping solutions, and stopping at the
//! limits the caller set.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::grid::Grid;
use crate::steps::Observer;

use super::solutions::Solutions;

/// How far a search may go. A value, not a moment: the same limits serve any number of
/// searches, each timed from its own start.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Limits {
    /// Stop after this many solutions: 1 to solve, 2 to prove a solution unique, more to count.
    pub max_solutions: u64,
    /// Stop after this many nodes (calls of the recursive search), if set.
    pub max_nodes: Option<u64>,
    /// Stop once the search has run this long, if set.
    pub timeout: Option<Duration>,
    /// Stop once this flag is raised (the command line raises it on Ctrl-C), if set.
    pub interrupt: Interrupt,
    /// A count the search adds its nodes to as it goes, for a progress display, if set.
    pub tally: Tally,
}

/// A flag that another thread (or a signal handler) raises to stop every search that holds it,
/// at its next look ([`Search::enter`] looks every [`CLOCK_EVERY`] nodes, as for its
/// deadline). A handle to a flag that lives as long as the program, so that [`Limits`] stays a
/// small value to copy: the command line passes its Ctrl-C flag; a program that wants a flag
/// of its own can leak one (`Box::leak(Box::new(AtomicBool::new(false)))`). The library only
/// reads it: it installs no handler.
#[derive(Clone, Copy, Debug, Default)]
pub struct Interrupt(Option<&'static AtomicBool>);

impl Interrupt {
    /// No flag: nothing but the other limits stops the search.
    pub const NONE: Interrupt = Interrupt(None);

    /// The searches holding this handle stop once `flag` is true.
    pub const fn on(flag: &'static AtomicBool) -> Interrupt {
        Interrupt(Some(flag))
    }

    /// Whether the flag is raised (never, without one).
    #[inline]
    pub fn raised(&self) -> bool {
        self.0.is_some_and(|f| f.load(Ordering::Relaxed))
    }
}

/// Two handles are equal when they hold the same flag, or both none.
impl PartialEq for Interrupt {
    fn eq(&self, other: &Interrupt) -> bool {
        match (self.0, other.0) {
            (Some(a), Some(b)) => std::ptr::eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        }
    }
}

impl Eq for Interrupt {}

/// A count of search nodes that the searches holding it add to as they go: every
/// [`CLOCK_EVERY`] nodes, when they look at their deadline and their [`Interrupt`], and the
/// rest when they end. A handle to a counter that lives as long as the program, as for
/// [`Interrupt`]: the command line shows it beside a slow search's spinner, summed over every
/// search of a run. The library only adds to it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally(Option<&'static AtomicU64>);

impl Tally {
    /// No count.
    pub const NONE: Tally = Tally(None);

    /// The searches holding this handle add their nodes to `count`.
    pub const fn on(count: &'static AtomicU64) -> Tally {
        Tally(Some(count))
    }

    /// Adds `nodes` (nothing, without a count).
    #[inline]
    pub fn add(&self, nodes: u64) {
        if let Some(count) = self.0 {
            count.fetch_add(nodes, Ordering::Relaxed);
        }
    }
}

/// Two handles are equal when they hold the same count, or both none.
impl PartialEq for Tally {
    fn eq(&self, other: &Tally) -> bool {
        match (self.0, other.0) {
            (Some(a), Some(b)) => std::ptr::eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        }
    }
}

impl Eq for Tally {}

impl Default for Limits {
    /// The first solution, with no bound on the work.
    fn default() -> Limits {
        Limits {
            max_solutions: 1,
            max_nodes: None,
            timeout: None,
            interrupt: Interrupt::NONE,
            tally: Tally::NONE,
        }
    }
}

impl Limits {
    /// Every solution, with no bound on the work.
    pub fn all() -> Limits {
        Limits {
            max_solutions: u64::MAX,
            ..Limits::default()
        }
    }

    /// Up to `n` solutions.
    pub fn solutions(n: u64) -> Limits {
        Limits {
            max_solutions: n.max(1),
            ..Limits::default()
        }
    }

    /// The instant a search that starts at `start` must stop (see [`Deadline`]).
    pub fn deadline(&self, start: Instant) -> Option<Instant> {
        Deadline::from_start(start, self.timeout).instant()
    }
}

/// The moment some work must stop by: the one place a timeout becomes a deadline, for a
/// [`Search`] and for the commands that bound a loop of searches (`generate --timeout`) or
/// give what a solve left of its timeout to the next search (`solve`'s uniqueness check).
/// A timeout too long for the clock to add (`--timeout 1e30`) is no bound, never a panic.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Deadline(Option<Instant>);

impl Deadline {
    /// `timeout` from now, or no deadline; the clock is read only when there is a timeout, so
    /// that a batch of quick searches without one does not pay for it.
    pub fn after(timeout: Option<Duration>) -> Deadline {
        Deadline(timeout.and_then(|t| Instant::now().checked_add(t)))
    }

    /// `timeout` from `start`, or no deadline.
    pub fn from_start(start: Instant, timeout: Option<Duration>) -> Deadline {
        Deadline(timeout.and_then(|t| start.checked_add(t)))
    }

    /// Whether the deadline has come (never, without one).
    #[inline]
    pub fn passed(&self) -> bool {
        self.0.is_some_and(|d| Instant::now() >= d)
    }

    /// The time left before the deadline (zero once past), or `None` without one.
    pub fn left(&self) -> Option<Duration> {
        self.0.map(|d| d.saturating_duration_since(Instant::now()))
    }

    /// The deadline as an instant, if there is one.
    pub fn instant(&self) -> Option<Instant> {
        self.0
    }
}

/// Why a search ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Stop {
    /// The whole tree was searched: the solutions found are all there are.
    Exhausted,
    /// As many solutions as asked for were found; there may be more.
    SolutionLimit,
    /// The node limit was reached first: nothing is known about the rest of the tree.
    NodeLimit,
    /// The deadline passed first.
    Timeout,
    /// The caller's [`Interrupt`] was raised first (Ctrl-C): the figures are those reached.
    Interrupted,
}

impl Stop {
    /// True when the search gave up before it knew the answer.
    pub fn gave_up(self) -> bool {
        matches!(self, Stop::NodeLimit | Stop::Timeout | Stop::Interrupted)
    }
}

/// What a search's outcome says about the puzzle: the one mapping from a [`Report`] to an
/// answer, which every command renders (as a word, an exit code, a JSON status).
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// At least one solution was found.
    Solved,
    /// The whole search tree holds no solution.
    NoSolution,
    /// The search stopped at a bound before it found a solution: the puzzle may have one.
    GaveUp,
}

/// What a search counted.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, serde::Serialize)]
pub struct Stats {
    /// Calls of the recursive search function, the first one included.
    pub nodes: u64,
    /// Placements made without proof: the tries of a brute-force search, the guesses of the
    /// others.
    pub guesses: u64,
    /// Placements forced because a cell had one candidate left.
    pub naked_singles: u64,
    /// Placements forced because a digit had one place left in a house.
    pub hidden_singles: u64,
    /// Candidates removed from cells.
    pub eliminations: u64,
}

/// Totals over several searches.
impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, other: Stats) {
        self.nodes += other.nodes;
        self.guesses += other.guesses;
        self.naked_singles += other.naked_singles;
        self.hidden_singles += other.hidden_singles;
        self.eliminations += other.eliminations;
    }
}

/// What a search found, what it cost, and why it stopped.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Report {
    /// The solutions reached, in the order reached (a brute force with repeated digits reaches
    /// some more than once): the first [`KEPT_SOLUTIONS`] of them. The first is kept in place:
    /// a report allocates nothing to solve a 9x9 puzzle or prove it unique.
    pub solutions: Solutions,
    /// How many solutions were reached, kept or not.
    pub found: u64,
    pub stats: Stats,
    pub stop: Stop,
    /// How long the search took, as [`Solver::solve`](super::Solver::solve) measured it. A
    /// solver's own function (`solvers::fast`, ...) does not read the clock and leaves it zero:
    /// two readings cost a twentieth of an easy 9x9 solve, which a caller that times many
    /// searches itself, or shows no times, need not pay.
    pub elapsed: Duration,
    /// What the search had counted when it reached its first solution: a search asked for two
    /// solutions (to prove the first unique) still tells what finding the first one cost
    /// ([`Report::until_first`]).
    pub at_first: Option<Stats>,
}

impl Report {
    /// This report as a search for one solution would have given it: the first solution, and
    /// the counts up to it. A search takes the same path to its first solution whatever it is
    /// asked for after it, so solving and proving the solution unique is one search, not two.
    /// The time is still the whole search's (the clock is not read at each solution: on some
    /// machines a reading costs as much as a tenth of an easy solve). Unchanged when no
    /// solution was found.
    pub fn until_first(mut self) -> Report {
        if let Some(stats) = self.at_first {
            self.solutions.truncate(1);
            self.found = 1;
            self.stats = stats;
            self.stop = Stop::SolutionLimit;
        }
        self
    }
}

impl Report {
    /// Solved when a solution was found (even if the search then gave up looking for more), no
    /// solution when the whole tree was searched in vain, gave up otherwise.
    pub fn verdict(&self) -> Verdict {
        match (self.solutions.is_empty(), self.stop.gave_up()) {
            (false, _) => Verdict::Solved,
            (true, false) => Verdict::NoSolution,
            (true, true) => Verdict::GaveUp,
        }
    }
}

/// The state a search carries: its limits, its counts and its solutions. A solver calls
/// [`enter`](Search::enter) at the top of each recursive call and [`found`](Search::found) on a
/// complete grid; both say whether to go on.
#[derive(Debug)]
pub struct Search {
    limits: Limits,
    /// When the search must stop, from the timeout of `limits`.
    deadline: Deadline,
    pub stats: Stats,
    solutions: Solutions,
    found: u64,
    stop: Option<Stop>,
    at_first: Option<Stats>,
}

/// The most solutions a search keeps: past them it counts, so that counting a million
/// solutions takes no more memory than a hundred thousand (some 13 MB of 9x9 grids).
pub const KEPT_SOLUTIONS: u64 = 100_000;

/// How often (in nodes) the clock and the interrupt flag are read: reading the clock on every
/// node would cost more than the node itself.
const CLOCK_EVERY: u64 = 1024;

impl Search {
    pub fn new(limits: &Limits) -> Search {
        Search {
            limits: *limits,
            deadline: Deadline::after(limits.timeout),
            stats: Stats::default(),
            solutions: Solutions::new(),
            found: 0,
            stop: None,
            at_first: None,
        }
    }

    /// Counts one node. False when a limit says to stop (the node is then not counted).
    #[inline]
    pub fn enter(&mut self) -> bool {
        if self.stop.is_some() {
            return false;
        }
        if self
            .limits
            .max_nodes
            .is_some_and(|max| self.stats.nodes >= max)
        {
            self.stop = Some(Stop::NodeLimit);
            return false;
        }
        if self.stats.nodes % CLOCK_EVERY == CLOCK_EVERY - 1 {
            if self.limits.interrupt.raised() {
                self.stop = Some(Stop::Interrupted);
                return false;
            }
            if self.deadline.passed() {
                self.stop = Some(Stop::Timeout);
                return false;
            }
            self.limits.tally.add(CLOCK_EVERY);
        }
        self.stats.nodes += 1;
        true
    }

    /// Counts a solution, and keeps it among the first [`KEPT_SOLUTIONS`]. False when enough
    /// have been found.
    #[inline]
    pub fn found(&mut self, solution: Grid) -> bool {
        self.reached(solution, KEPT_SOLUTIONS)
    }

    /// [`found`](Search::found), for a search whose observer may take the solutions
    /// ([`Observer::TAKES_SOLUTIONS`]): then each is handed to it as it is found, and only the
    /// first is kept (the report's verdict reads it); the observer may stop the search. Every
    /// solver reports its solutions this way.
    #[inline]
    pub fn found_by<O: Observer>(&mut self, solution: Grid, observer: &mut O) -> bool {
        if !O::TAKES_SOLUTIONS {
            return self.found(solution);
        }
        let more = observer.solution(&solution);
        let go_on = self.reached(solution, 1);
        if !more {
            self.stop.get_or_insert(Stop::SolutionLimit);
        }
        go_on && more
    }

    /// Counts a solution, keeping it among the first `keep`.
    fn reached(&mut self, solution: Grid, keep: u64) -> bool {
        if self.found == 0 {
            self.at_first = Some(self.stats);
        }
        self.found += 1;
        if self.found <= keep {
            self.solutions.push(solution);
        }
        if self.found >= self.limits.max_solutions {
            self.stop.get_or_insert(Stop::SolutionLimit);
            return false;
        }
        true
    }

    /// The most solutions the search looks for: more than one when it must walk the whole tree
    /// (to prove a solution unique, or to count), which some solvers guess for differently.
    #[inline]
    pub fn max_solutions(&self) -> u64 {
        self.limits.max_solutions
    }

    /// True once the search must unwind, for whatever reason.
    #[inline]
    pub fn stopped(&self) -> bool {
        self.stop.is_some()
    }

    /// Counts one node of a search whose nodes are costly (a technique of the ladder tried on
    /// a whole board: up to a second on a 25x25 grid), reading the clock at every node rather
    /// than every [`CLOCK_EVERY`], and the interrupt flag too (a nested forcing chain makes
    /// thousands of such nodes, each some milliseconds); otherwise as [`enter`](Search::enter).
    pub fn enter_costly(&mut self) -> bool {
        if self.stop.is_none() && self.limits.interrupt.raised() {
            self.stop = Some(Stop::Interrupted);
        }
        if self.stop.is_none() && self.deadline.passed() {
            self.stop = Some(Stop::Timeout);
        }
        self.enter()
    }

    pub fn finish(self) -> Report {
        // The nodes since the last look (`enter` adds them [`CLOCK_EVERY`] at a time).
        self.limits.tally.add(self.stats.nodes % CLOCK_EVERY);
        Report {
            solutions: self.solutions,
            found: self.found,
            stats: self.stats,
            stop: self.stop.unwrap_or(Stop::Exhausted),
            elapsed: Duration::ZERO,
            at_first: self.at_first,
        }
    }
}
