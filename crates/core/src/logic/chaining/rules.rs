//! The chaining rules as the ladder asks them: which search each runs, and its easiest hint.

use std::cell::RefCell;

use crate::solvers::{Limits, Search};

use super::super::chain::Chain;
use super::super::{Board, Deduction, Technique};
use super::{Found, Mode, Net};

/// The chaining rules, in ladder order: each is one of Sudoku Explainer's chaining rules, whose
/// easiest hint is the step (the techniques of one rule share its search).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Rule {
    /// Loops and forcing chains of one candidate: X-Chain, XY-Chain, AIC (with the finned
    /// Swordfish and W-Wing, which SE finds as such chains).
    Unary,
    /// Nishio, with the grouped chains of one digit, which SE finds as Nishio.
    Nishio,
    /// Cell and unit forcing chains, with the grouped chains of several digits and ALS-XZ,
    /// which SE finds as such forcing chains.
    Multiple,
    /// Digit forcing chains and dynamic cell and unit forcing chains.
    Dynamic,
    /// Dynamic forcing chains that borrow four techniques of the ladder.
    DynamicPlus,
    /// SE's nested forcing chains, levels 2 to 5: dynamic forcing chains that also borrow
    /// whole chaining rules of a lower level (nested.rs says which).
    Nested(u8),
}

impl Rule {
    pub(super) fn mode(self) -> Mode {
        let (multiple, dynamic, nishio, level) = match self {
            Rule::Unary => (false, false, false, 0),
            Rule::Nishio => (false, true, true, 0),
            Rule::Multiple => (true, false, false, 0),
            Rule::Dynamic => (true, true, false, 0),
            Rule::DynamicPlus => (true, true, false, 1),
            Rule::Nested(level) => (true, true, false, level.clamp(2, 5)),
        };
        Mode {
            multiple,
            dynamic,
            nishio,
            level,
            grouped: false,
        }
    }
}

type Cached = (Rule, Vec<u32>, Option<Deduction>);

thread_local! {
    /// The last search of each rule: the techniques of one rule ask in turn on the same board.
    static LAST: RefCell<Vec<Cached>> = const { RefCell::new(Vec::new()) };
}

/// The easiest hint of `rule` on `board`, as SE sorts them: by rating, then size, then kind;
/// with no bound on the work (see [`best_within`]).
pub(crate) fn best(board: &Board, rule: Rule) -> Option<Deduction> {
    best_within(board, rule, &mut Search::new(&Limits::default()))
}

/// [`best`] within `search`'s bounds: a nested rule's inner searches are its nodes (the other
/// rules run whole, as one technique tried). `None` when a bound stopped it, which
/// `search.stopped()` then says, and nothing is remembered of it.
pub(crate) fn best_within(board: &Board, rule: Rule, search: &mut Search) -> Option<Deduction> {
    // Chains are searched on grids up to 9x9: on 16x16 and 25x25 the cases multiply past what
    // a rating should cost (and Sudoku Explainer rates 9x9 only).
    if board.shape().side() > 9 {
        return None;
    }
    // The nested chains are SE's rescue rules for rating a valid puzzle, minutes of work on
    // the hardest: the ladder tries them only where the puzzle is known to have one solution.
    if matches!(rule, Rule::Nested(_)) && !board.is_unique() {
        return None;
    }
    let key: Vec<u32> = board
        .shape()
        .all_cells()
        .map(|c| match board.get(c) {
            Some(d) => 1 << 31 | d.index() as u32,
            None => board.candidates(c).bits(),
        })
        .collect();
    let hit = LAST.with(|last| {
        last.borrow()
            .iter()
            .find(|(r, k, _)| *r == rule && *k == key)
            .map(|(_, _, d)| d.clone())
    });
    if let Some(d) = hit {
        return d;
    }
    let d = find(board, rule, search);
    if search.stopped() {
        return None;
    }
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        last.retain(|(r, _, _)| *r != rule);
        last.push((rule, key, d.clone()));
    });
    d
}

/// SE's three passes of its first chaining rule: X-links only, Y-links only, both; with the
/// sort key SE gives each.
pub(super) const UNARY_PASSES: [(bool, bool, u8); 3] =
    [(false, true, 2), (true, false, 3), (true, true, 4)];

/// SE's base for a grouped chain (it has no group node, so the rule that makes the same
/// deduction): a group is true when one of its cells holds the digit, which SE can only reach
/// case by case. One digit's chain is what its Nishio finds (7.5: that digit's places followed
/// with the false ones crossed out, so a group's cells, all false, leave the last place of a
/// house); a chain through several digits needs one case per cell of a group, its multiple
/// forcing chains (8.0).
pub fn grouped_base(digits: usize) -> u16 {
    if digits == 1 { 75 } else { 80 }
}

/// The grouped chains (AIC with group nodes), of one digit (`single`) or of several: SE's
/// passes of X-links alone or of both links, on a board with group nodes.
fn grouped(board: &Board, single: bool, out: &mut Vec<Found>) {
    // A rater whose ladder has no grouped AIC (Sukaku's) reaches its deductions by cases alone.
    if !Technique::GroupedAic.about().raters.contains(board.rater()) {
        return;
    }
    let mode = Mode {
        grouped: true,
        ..Rule::Unary.mode()
    };
    let net = Net::new(board, mode, None);
    let pass = if single {
        UNARY_PASSES[0]
    } else {
        UNARY_PASSES[2]
    };
    let mut found = Vec::new();
    net.unary(&[pass], &mut found);
    out.extend(found.into_iter().filter(|f| {
        f.technique == Technique::GroupedAic
            && (f.chains.iter().map(Chain::digits).max().unwrap_or(0) == 1) == single
    }));
}

fn find(board: &Board, rule: Rule, search: &mut Search) -> Option<Deduction> {
    let mut net = Net::new(board, rule.mode(), Some(search));
    let mut found = Vec::new();
    let mut named: Vec<((u16, usize, u8), Deduction)> = Vec::new();
    if rule == Rule::Unary {
        net.unary(&UNARY_PASSES, &mut found);
        let held = [Technique::FinnedSwordfish, Technique::WWing]
            .into_iter()
            .filter(|t| t.about().raters.contains(board.rater()));
        for t in held {
            if let Some(d) = t.find(board).filter(Deduction::makes_progress) {
                named.push(((d.rating().in_tenths(), 0, 0), d));
            }
        }
    } else {
        net.multiple(&mut found);
        if rule == Rule::Nishio {
            grouped(board, true, &mut found);
        }
        if rule == Rule::Multiple {
            grouped(board, false, &mut found);
            let held = Technique::AlsXz.about().raters.contains(board.rater());
            if let Some(d) = Technique::AlsXz.find(board).filter(|_| held) {
                named.push(((d.rating().in_tenths(), 0, 0), d));
            }
        }
    }
    let chains = found.into_iter().map(|f| (f.key(), f));
    let mut best: Option<((u16, usize, u8), Deduction)> = None;
    for (key, d) in named {
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, d));
        }
    }
    let mut best_chain: Option<((u16, usize, u8), Found)> = None;
    for (key, f) in chains {
        if best_chain.as_ref().is_none_or(|(k, _)| key < *k) {
            best_chain = Some((key, f));
        }
    }
    match (best, best_chain) {
        (Some((k, d)), Some((kc, _))) if k <= kc => Some(d),
        (_, Some((_, f))) => Some(f.deduction()),
        (Some((_, d)), None) => Some(d),
        (None, None) => None,
    }
}
