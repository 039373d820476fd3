//! How the digit order drives the golf solver's work: a fast counter of its calls (bitmasks in
//! place of the 81-cell scan, the same tree call for call) and the rank of an order among all
//! 362,880 orders of the nine digits.
//!
//! The golf solver fills the first empty cell with each digit of its string that no peer holds.
//! A digit that appears twice is tried twice: when its first try fails, the second explores the
//! same failed subtree again, and this happens at every depth of the search.

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;
use serde::Serialize;

use sudoku_lab_core::grid::Grid;
use sudoku_lab_core::solvers::golf_engine::{Ended, Houses, cells_of, run};
use sudoku_lab_core::solvers::{DigitOrder, Limits, Stop};
use sudoku_lab_core::steps::NoObserver;

/// The number of orders of the nine digits, 9!.
pub const PERMUTATIONS: usize = 362_880;

/// A puzzle prepared for counting: its cells, as the golf engine reads them.
#[derive(Clone, Debug)]
pub struct PreparedPuzzle {
    cells: [u8; 81],
}

/// What one count found.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Count {
    /// Calls of `r`, the first one included: the golf port's node count.
    pub nodes: u64,
    /// The first solution, as an 81-character line, when one was reached.
    pub solution: Option<String>,
    /// True when the node limit stopped the search.
    pub gave_up: bool,
    /// Solutions reached, each time one is reached (a repeated digit reaches one again):
    /// what a solver that collects its results outputs.
    #[serde(skip)]
    pub found: u64,
}

impl PreparedPuzzle {
    /// The puzzle's cells (9x9 only).
    pub fn new(puzzle: &Grid) -> PreparedPuzzle {
        PreparedPuzzle {
            cells: cells_of(puzzle),
        }
    }

    /// Counts the golf solver's calls for `order` (digits 1-9, repeats allowed), stopping at
    /// the first solution as `exit(a)` does, or at `max_nodes` calls; with `depths`, the calls
    /// made at each depth (depth 0 is the first call; depth k has k cells filled).
    fn counted(&self, order: &[u8], limits: Limits, depths: Option<&mut Vec<u64>>) -> Count {
        let mut houses = Houses::of(&self.cells);
        let (report, ended) = run(
            &self.cells,
            order,
            &mut houses,
            &limits,
            &mut NoObserver,
            depths,
        );
        debug_assert_eq!(ended, Ended::Searched, "the house test never raises");
        Count {
            nodes: report.stats.nodes,
            solution: report.solutions.first().map(|g| g.to_line_with('0')),
            gave_up: report.stop.gave_up(),
            found: report.found,
        }
    }

    /// Counts the golf solver's calls for `order`, stopping at the first solution or at
    /// `max_nodes` calls.
    pub fn count(&self, order: &[u8], max_nodes: Option<u64>) -> Count {
        let limits = Limits {
            max_nodes,
            ..Limits::default()
        };
        self.counted(order, limits, None)
    }

    /// Counts the calls of a solver that explores every branch (it collects its solutions
    /// and never stops early), with `order` (a repeated digit tries its whole subtree again),
    /// stopping at `max_nodes` calls.
    pub fn count_every_branch(&self, order: &[u8], max_nodes: Option<u64>) -> Count {
        let limits = Limits {
            max_nodes,
            ..Limits::solutions(u64::MAX)
        };
        self.counted(order, limits, None)
    }

    /// As [`count`](PreparedPuzzle::count), with the number of calls made at each depth.
    pub fn count_by_depth(&self, order: &[u8], max_nodes: Option<u64>) -> (Count, Vec<u64>) {
        let mut depths = Vec::new();
        let limits = Limits {
            max_nodes,
            ..Limits::default()
        };
        let count = self.counted(order, limits, Some(&mut depths));
        (count, depths)
    }

    /// How many solutions the puzzle has, counting up to 2 (`None` when `max_nodes` calls
    /// did not settle it): the symmetry of the counts holds for a puzzle with one solution.
    pub fn solutions_up_to_two(&self, max_nodes: Option<u64>) -> Option<u64> {
        let limits = Limits {
            max_nodes,
            ..Limits::solutions(2)
        };
        let mut houses = Houses::of(&self.cells);
        let (report, _) = run(
            &self.cells,
            &[1, 2, 3, 4, 5, 6, 7, 8, 9],
            &mut houses,
            &limits,
            &mut NoObserver,
            None,
        );
        (report.stop != Stop::NodeLimit && report.stop != Stop::Timeout)
            .then_some(report.solutions.len() as u64)
    }
}

/// The `n`-th order of the nine digits (0-based), in lexicographic order: 0 is `123456789`.
pub fn nth_permutation(mut n: usize) -> [u8; 9] {
    let mut pool: Vec<u8> = (1..=9).collect();
    let mut out = [0; 9];
    let mut fact = PERMUTATIONS / 9;
    for (k, slot) in out.iter_mut().enumerate() {
        let q = n / fact;
        n %= fact;
        *slot = pool.remove(q);
        if k < 8 {
            fact /= 8 - k;
        }
    }
    out
}

/// An order and its count.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Ranked {
    pub order: String,
    pub nodes: u64,
}

/// Where one order's count stands among the counts of every order of the nine digits.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Ranking {
    /// Orders counted (362,880 for the full ranking).
    pub orders: usize,
    pub chosen: Ranked,
    /// Orders that take fewer calls than the chosen one, as many, and more.
    pub fewer: usize,
    pub same: usize,
    pub more: usize,
    /// The chosen order's rank: 1 + the orders with fewer calls.
    pub rank: usize,
    /// The first order (lexicographically) with the fewest calls, and how many orders tie
    /// with it.
    pub best: Ranked,
    pub best_ties: usize,
    /// The first order with the most calls, and how many tie with it.
    pub worst: Ranked,
    pub worst_ties: usize,
    pub median: u64,
    pub mean: f64,
    /// Orders stopped by the node limit: their count is at least the limit.
    pub gave_up: usize,
    pub max_nodes: Option<u64>,
    /// False when the caller cancelled the run.
    pub complete: bool,
    /// The chosen order reversed and its count, when the chosen order is an order of the nine
    /// digits (set by [`mirror`]).
    pub mirror: Option<Ranked>,
}

/// The reverse of `order` and its count, when `order` holds each digit 1-9 once. With a
/// single solution, an order and its reverse pay together for every failed subtree beside the
/// solution path exactly once, so their counts sum to twice the mean over all orders.
pub fn mirror(board: &PreparedPuzzle, order: &str, max_nodes: Option<u64>) -> Option<Ranked> {
    let d = DigitOrder::new(order).ok()?;
    if order.len() != 9 || d.has_repeats() || !d.covers_all_digits() {
        return None;
    }
    let reversed: String = order.chars().rev().collect();
    let nodes = board.count(&digits_of(&reversed), max_nodes).nodes;
    Some(Ranked {
        order: reversed,
        nodes,
    })
}

/// A count [`count_all`] did not make: the run was cancelled or ran out of budget first.
pub const NOT_COUNTED: u64 = u64::MAX;

/// Counts the calls of every order of the nine digits on `board` (the first `orders` in
/// lexicographic order), in parallel; entry `n` is the count of [`nth_permutation`]`(n)`.
/// `progress` is told how many orders were done, a chunk at a time. The run stops early, its
/// remaining entries [`NOT_COUNTED`], when `cancel` is set or when the calls of all orders
/// together pass `budget`: each order stops at `max_nodes`, but 362,880 of them on a hard
/// puzzle would still take hours.
pub fn count_all(
    board: &PreparedPuzzle,
    max_nodes: Option<u64>,
    budget: Option<u64>,
    orders: usize,
    progress: &(dyn Fn(u64) + Sync),
    cancel: &AtomicBool,
) -> Vec<u64> {
    const CHUNK: usize = 256;
    let orders = orders.min(PERMUTATIONS);
    let spent = std::sync::atomic::AtomicU64::new(0);
    (0..orders.div_ceil(CHUNK))
        .into_par_iter()
        .flat_map_iter(|c| {
            let range = c * CHUNK..((c + 1) * CHUNK).min(orders);
            let len = range.len();
            let v: Vec<u64> = if cancel.load(Ordering::Relaxed) {
                vec![NOT_COUNTED; len]
            } else {
                let v: Vec<u64> = range
                    .map(|n| board.count(&nth_permutation(n), max_nodes).nodes)
                    .collect();
                let total = spent.fetch_add(v.iter().sum(), Ordering::Relaxed);
                if budget.is_some_and(|b| total > b) {
                    cancel.store(true, Ordering::Relaxed);
                }
                v
            };
            progress(len as u64);
            v
        })
        .collect()
}

/// Ranks an order that takes `chosen_nodes` calls among the `counts` of [`count_all`].
pub fn rank(
    counts: &[u64],
    chosen: &str,
    chosen_nodes: u64,
    max_nodes: Option<u64>,
    asked: usize,
) -> Ranking {
    let mut sorted: Vec<u64> = counts
        .iter()
        .copied()
        .filter(|&n| n != NOT_COUNTED)
        .collect();
    sorted.sort_unstable();
    let name = |d: &[u8]| d.iter().map(|&c| (b'0' + c) as char).collect::<String>();
    let arg = |best: bool| {
        let k = (0..counts.len())
            .filter(|&k| counts[k] != NOT_COUNTED)
            .reduce(|a, b| {
                if (best && counts[b] < counts[a]) || (!best && counts[b] > counts[a]) {
                    b
                } else {
                    a
                }
            })
            .unwrap_or(0);
        Ranked {
            order: name(&nth_permutation(k)),
            nodes: counts.get(k).copied().unwrap_or(0),
        }
    };
    let fewer = sorted.partition_point(|&n| n < chosen_nodes);
    let same = sorted.partition_point(|&n| n <= chosen_nodes) - fewer;
    Ranking {
        orders: sorted.len(),
        chosen: Ranked {
            order: chosen.to_string(),
            nodes: chosen_nodes,
        },
        fewer,
        same,
        more: sorted.len() - fewer - same,
        rank: fewer + 1,
        best_ties: sorted
            .iter()
            .take_while(|&&n| Some(&n) == sorted.first())
            .count(),
        worst_ties: sorted
            .iter()
            .rev()
            .take_while(|&&n| Some(&n) == sorted.last())
            .count(),
        best: arg(true),
        worst: arg(false),
        median: sorted.get(sorted.len() / 2).copied().unwrap_or(0),
        mean: sorted.iter().sum::<u64>() as f64 / sorted.len().max(1) as f64,
        gave_up: max_nodes.map_or(0, |m| sorted.iter().filter(|&&n| n >= m).count()),
        max_nodes,
        complete: sorted.len() == asked.min(PERMUTATIONS),
        mirror: None,
    }
}

/// The digits of an order string as numbers (`"381"` as `[3, 8, 1]`).
pub fn digits_of(order: &str) -> Vec<u8> {
    order.bytes().map(|b| b - b'0').collect()
}

/// The order with each digit kept at its first place only: `3814697265625` as `381469725`.
pub fn without_repeats(order: &str) -> String {
    let mut seen = [false; 10];
    order
        .bytes()
        .filter(|&b| !std::mem::replace(&mut seen[(b - b'0') as usize], true))
        .map(|b| b as char)
        .collect()
}

/// One listed order on one puzzle: the port's calls, and whether the counter agrees.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct OrderRow {
    pub label: String,
    pub order: String,
    pub calls: u64,
    /// The counter (house masks) made as many calls as the port (the expression for every
    /// cell); checked when the port's count is within `port_check_nodes`.
    pub counter_agrees: Option<bool>,
    pub solution: Option<String>,
    pub gave_up: bool,
}

/// Calls per depth for an order with repeats and without them.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Depths {
    pub order: String,
    pub deduplicated: String,
    pub with_repeats: Vec<u64>,
    pub without_repeats: Vec<u64>,
    pub gave_up: bool,
}

/// Counts `orders` (label, digits) on `puzzle` within `max_nodes` each; the port itself is run
/// too, to check the counter, when the count is at most `port_check_nodes`.
pub fn order_rows(
    puzzle: &Grid,
    orders: &[(String, String)],
    max_nodes: Option<u64>,
    port_check_nodes: u64,
) -> Vec<OrderRow> {
    let board = PreparedPuzzle::new(puzzle);
    orders
        .iter()
        .map(|(label, order)| {
            let count = board.count(&digits_of(order), max_nodes);
            let counter_agrees = (count.nodes <= port_check_nodes).then(|| {
                let port = sudoku_lab_core::solvers::golf(
                    puzzle,
                    &DigitOrder::new(order).expect("a digit order"),
                    &Limits {
                        max_nodes,
                        ..Limits::default()
                    },
                    &mut NoObserver,
                );
                port.stats.nodes == count.nodes
            });
            OrderRow {
                label: label.clone(),
                order: order.clone(),
                calls: count.nodes,
                counter_agrees,
                solution: count.solution,
                gave_up: count.gave_up,
            }
        })
        .collect()
}

/// Calls per depth for `order` and for `order` without its repeats.
pub fn depths(puzzle: &Grid, order: &str, max_nodes: Option<u64>) -> Depths {
    let board = PreparedPuzzle::new(puzzle);
    let dedup = without_repeats(order);
    let (a, with_repeats) = board.count_by_depth(&digits_of(order), max_nodes);
    let (b, without) = board.count_by_depth(&digits_of(&dedup), max_nodes);
    Depths {
        order: order.to_string(),
        deduplicated: dedup,
        with_repeats,
        without_repeats: without,
        gave_up: a.gave_up || b.gave_up,
    }
}

/// Everything `golf nodes` reports.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct NodesReport {
    pub puzzle: String,
    /// Solutions of the puzzle, counted up to 2 (`None`: not settled within the bound).
    pub solutions: Option<u64>,
    pub orders: Vec<OrderRow>,
    pub depths: Depths,
    /// The order the ranking is about.
    pub chosen: String,
    pub ranks: Option<Vec<Ranking>>,
    /// True when Ctrl-C stopped the ranking.
    pub interrupted: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_lab_core::puzzles::WIKIPEDIA;
    use sudoku_lab_core::solvers::{DigitOrder, golf};
    use sudoku_lab_core::{Limits, NoObserver};

    #[test]
    fn permutations_are_numbered_lexicographically() {
        assert_eq!(nth_permutation(0), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
        assert_eq!(nth_permutation(1), [1, 2, 3, 4, 5, 6, 7, 9, 8]);
        assert_eq!(
            nth_permutation(PERMUTATIONS - 1),
            [9, 8, 7, 6, 5, 4, 3, 2, 1]
        );
        assert_eq!(without_repeats("3814697265625"), "381469725");
    }

    #[test]
    fn the_counter_equals_the_port() {
        let grid = WIKIPEDIA.grid();
        let board = PreparedPuzzle::new(&grid);
        for order in ["3814697265625", "948721536", "123456789", "987654321"] {
            let port = golf(
                &grid,
                &DigitOrder::new(order).unwrap(),
                &Limits::default(),
                &mut NoObserver,
            );
            let count = board.count(&digits_of(order), None);
            assert_eq!(count.nodes, port.stats.nodes, "{order}");
            assert_eq!(count.solution, Some(port.solutions[0].to_line_with('0')));
        }
        let (count, depths) = board.count_by_depth(&digits_of("3814697265625"), None);
        assert_eq!(count.nodes, 146_605);
        assert_eq!(depths.iter().sum::<u64>(), 146_605);
        assert_eq!(
            board.count(&digits_of("3814697265625"), Some(1000)).nodes,
            1000
        );
        assert!(board.count(&digits_of("3814697265625"), Some(1000)).gave_up);
    }

    #[test]
    fn the_counter_equals_the_port_on_sampled_permutations() {
        // Twenty orders spread over the 362,880, on two seed puzzles.
        for puzzle in [WIKIPEDIA, sudoku_lab_core::puzzles::COMMENTER] {
            let grid = puzzle.grid();
            let board = PreparedPuzzle::new(&grid);
            for k in 0..20 {
                let order = nth_permutation(k * 18_143 + 7);
                let text: String = order.iter().map(|&d| (b'0' + d) as char).collect();
                let port = golf(
                    &grid,
                    &DigitOrder::new(&text).unwrap(),
                    &Limits::default(),
                    &mut NoObserver,
                );
                assert_eq!(
                    board.count(&order, None).nodes,
                    port.stats.nodes,
                    "{} {text}",
                    puzzle.name
                );
            }
        }
    }

    #[test]
    fn an_order_and_its_reverse_sum_to_the_same_count() {
        // The Wikipedia puzzle has one solution: every order and its reverse pay together for
        // every failed subtree beside the solution path once.
        let board = PreparedPuzzle::new(&WIKIPEDIA.grid());
        for k in 0..12 {
            let text: String = nth_permutation(k * 30_011)
                .iter()
                .map(|&d| (b'0' + d) as char)
                .collect();
            let m = mirror(&board, &text, None).unwrap();
            assert_eq!(
                board.count(&digits_of(&text), None).nodes + m.nodes,
                4_684,
                "{text}"
            );
        }
        assert!(mirror(&board, "3814697265625", None).is_none());
    }

    #[test]
    fn ranking_a_cheap_subset() {
        // The first 2,000 orders (those starting 1 2 3 ...) on the Wikipedia puzzle: cheap
        // enough for a debug build; the full 362,880 are measured by hand.
        let board = PreparedPuzzle::new(&WIKIPEDIA.grid());
        let done = std::sync::atomic::AtomicU64::new(0);
        let progress = |n: u64| {
            done.fetch_add(n, Ordering::Relaxed);
        };
        let counts = count_all(&board, None, None, 2000, &progress, &AtomicBool::new(false));
        assert_eq!(counts.len(), 2000);
        assert_eq!(done.load(Ordering::Relaxed), 2000);
        // Order 0 is 123456789: the maintainer's 4,209 calls.
        assert_eq!(counts[0], 4_209);
        let r = rank(&counts, "123456789", 4_209, None, 2000);
        assert_eq!(r.fewer + r.same + r.more, 2000);
        assert!(r.same >= 1);
        assert_eq!(r.best.nodes, *counts.iter().min().unwrap());
        let worse = rank(&counts, "3814697265625", 146_605, None, 2000);
        assert_eq!((worse.rank, worse.more), (2001, 0));
        // A small budget stops the run early; what was counted is still ranked by name.
        let cut = count_all(
            &board,
            None,
            Some(20_000),
            2000,
            &|_| {},
            &AtomicBool::new(false),
        );
        assert_eq!(cut.len(), 2000);
        let counted = cut.iter().filter(|&&n| n != NOT_COUNTED).count();
        assert!(counted < 2000 && counted > 0, "{counted}");
        let r = rank(&cut, "123456789", 4_209, None, 2000);
        assert!(!r.complete);
        assert_eq!(r.orders, counted);
    }
}
