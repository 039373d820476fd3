//! Replays a chain step on the pencil marks it was found on, without the search that found it:
//! every node must follow from its parents by the rules of Sudoku, the chains must cover every
//! case of the premise, and the removals must follow from where the chains end (for ALS-XZ,
//! from its two sets and their restricted common digit). A nested chain's inner steps are
//! replayed the same way, each on the board its outer chain had crossed candidates out of.
//! Tests and the `replay_chains` example run it over every chain step `grade --steps` prints.

use std::sync::Arc;

use crate::grid::{Candidates, Cell, Digit, Grid};
use crate::steps::{NoObserver, Role};

use super::chain::{Because, Chain, ChainNode};
use super::{Board, Deduction, Technique};

/// Checks the chain step `d` on `board` (the board just before it): `Ok` when the premise holds
/// and the elimination follows, else what is wrong.
pub fn check(board: &Board, d: &Deduction) -> Result<(), String> {
    check_as(board, d, Removals::Exact)
}

/// How the removals of a step must match what its chains prove.
#[derive(Clone, Copy, PartialEq)]
enum Removals {
    /// Exactly: a step of the ladder, on the board it was taken on.
    Exact,
    /// Among them: an inner step, replayed on a board where the outer chain has crossed out
    /// only the candidates of its own earlier nodes, so a cell can hold more candidates than
    /// where the step was found (what they add to the proof is not removed).
    Among,
}

fn check_as(board: &Board, d: &Deduction, mode: Removals) -> Result<(), String> {
    if d.technique == Technique::AlsXz {
        return check_als_xz(board, d);
    }
    if d.chains.is_empty() {
        return Err("no chain".into());
    }
    for chain in &d.chains {
        check_chain(board, chain, &d.nested)?;
    }
    let removals = sorted(d.removals().to_vec());
    if removals.is_empty() {
        return Err("removes nothing".into());
    }
    let first = &d.chains[0];
    let a = first.assumption();
    let kind = match d.technique {
        Technique::CellForcingChain => "cell",
        Technique::UnitForcingChain => "unit",
        _ => d.variant.unwrap_or(""),
    };
    match kind {
        "forcing" => {
            let end = first.end();
            if end.is_group() || (end.cell, end.digit) != (a.cell, a.digit) || end.on == a.on {
                return Err("the chain does not turn its assumption round".into());
            }
            expect(removals, proves(board, end), mode)
        }
        "loop" => check_loop(board, first, &removals),
        "contradiction" => {
            let [c1, c2] = two(d)?;
            let (e1, e2) = (c1.end(), c2.end());
            if !same_start(c1, c2) || (e1.cell, e1.digit) != (e2.cell, e2.digit) || e1.on == e2.on {
                return Err("the two chains do not contradict each other".into());
            }
            let negated = ChainNode {
                on: !a.on,
                ..a.clone()
            };
            expect(removals, proves(board, &negated), mode)
        }
        "both ways" => {
            let [c1, c2] = two(d)?;
            let (a1, a2) = (c1.assumption(), c2.assumption());
            if (a1.cell, a1.digit) != (a2.cell, a2.digit) || a1.on == a2.on {
                return Err("the chains do not start from a candidate and its negation".into());
            }
            agree(board, &d.chains, removals, mode)
        }
        "cell" => {
            let mut starts: Vec<Digit> = d.chains.iter().map(|c| c.assumption().digit).collect();
            starts.sort();
            let all: Vec<Digit> = board.candidates(a.cell).iter().collect();
            if starts != all
                || d.chains
                    .iter()
                    .any(|c| c.assumption().cell != a.cell || !c.assumption().on)
            {
                return Err(format!(
                    "the chains do not start from every candidate of {}",
                    a.cell
                ));
            }
            agree(board, &d.chains, removals, mode)
        }
        "unit" => {
            let house = d.focus().ok_or("a unit forcing chain names its house")?;
            let mut starts: Vec<Cell> = d.chains.iter().map(|c| c.assumption().cell).collect();
            starts.sort();
            let mut all: Vec<Cell> = board.places(house, a.digit).collect();
            all.sort();
            if starts != all
                || d.chains
                    .iter()
                    .any(|c| c.assumption().digit != a.digit || !c.assumption().on)
            {
                return Err(format!(
                    "the chains do not start from every place of {} in {house}",
                    a.digit
                ));
            }
            agree(board, &d.chains, removals, mode)
        }
        other => Err(format!("unknown kind of chain step {other:?}")),
    }
}

fn sorted(mut v: Vec<(Cell, Digit)>) -> Vec<(Cell, Digit)> {
    v.sort();
    v
}

fn two(d: &Deduction) -> Result<[&Chain; 2], String> {
    match d.chains.as_slice() {
        [a, b] => Ok([a, b]),
        _ => Err("expected two chains".into()),
    }
}

fn same_start(a: &Chain, b: &Chain) -> bool {
    let (x, y) = (a.assumption(), b.assumption());
    (x.cell, x.digit, x.on) == (y.cell, y.digit, y.on)
}

/// What a candidate's state proves: a true one removes the rest of its cell, a false one
/// itself.
fn proves(board: &Board, n: &ChainNode) -> Vec<(Cell, Digit)> {
    if n.on {
        board
            .candidates(n.cell)
            .iter()
            .filter(|&d| d != n.digit)
            .map(|d| (n.cell, d))
            .collect()
    } else {
        vec![(n.cell, n.digit)]
    }
}

fn expect(
    removals: Vec<(Cell, Digit)>,
    proved: Vec<(Cell, Digit)>,
    mode: Removals,
) -> Result<(), String> {
    let holds = match mode {
        Removals::Exact => removals == sorted(proved.clone()),
        Removals::Among => removals.iter().all(|r| proved.contains(r)),
    };
    if holds {
        Ok(())
    } else {
        Err(format!(
            "removes {removals:?}, but the chains prove {proved:?}"
        ))
    }
}

/// Every chain ends at the same candidate in the same state, and the removals are what it
/// proves.
fn agree(
    board: &Board,
    chains: &[Chain],
    removals: Vec<(Cell, Digit)>,
    mode: Removals,
) -> Result<(), String> {
    let end = chains[0].end();
    if chains
        .iter()
        .any(|c| (c.end().cell, c.end().digit, c.end().on) != (end.cell, end.digit, end.on))
    {
        return Err("the chains end at different conclusions".into());
    }
    expect(removals, proves(board, end), mode)
}

/// A loop of static links back to its start: a removed candidate sees a true node of its digit
/// going one way round and a false one (true the other way round).
fn check_loop(board: &Board, chain: &Chain, removals: &[(Cell, Digit)]) -> Result<(), String> {
    let (a, end) = (chain.assumption(), chain.end());
    if (a.cell, a.digit, a.on) != (end.cell, end.digit, end.on) || chain.nodes.len() < 5 {
        return Err("the loop does not close".into());
    }
    for n in &chain.nodes[1..] {
        if n.parents.len() != 1 {
            return Err("a loop's node follows from one node".into());
        }
    }
    let cells: Vec<Cell> = chain
        .nodes
        .iter()
        .flat_map(|n| n.cells().to_vec())
        .collect();
    for &(cell, digit) in removals {
        let sees = |on: bool| {
            chain.nodes.iter().any(|n| {
                n.on == on && n.digit == digit && n.cells().iter().all(|&c| board.sees(cell, c))
            })
        };
        if cells.contains(&cell) || !sees(true) || !sees(false) {
            return Err(format!("{cell}-{digit} does not follow from the loop"));
        }
    }
    Ok(())
}

/// Every node of `chain` follows from its parents on `board`; `nested` holds the inner steps
/// its nodes of `Because::Inner` name.
fn check_chain(board: &Board, chain: &Chain, nested: &[Arc<Deduction>]) -> Result<(), String> {
    let first = chain.nodes.first().ok_or("an empty chain")?;
    if first.because != Because::Assumption || !first.parents.is_empty() || first.is_group() {
        return Err("a chain starts from an assumption on a candidate".into());
    }
    if !board.candidates(first.cell).contains(first.digit) {
        return Err(format!("{}-{} is not a candidate", first.cell, first.digit));
    }
    for (i, n) in chain.nodes.iter().enumerate().skip(1) {
        if n.parents.iter().any(|&p| p >= i) {
            return Err(format!("node {i} follows from a later one"));
        }
        let parents: Vec<&ChainNode> = n.parents.iter().map(|&p| &chain.nodes[p]).collect();
        // A false parent (a candidate, or a group) that covers this candidate.
        let offs = |cell: Cell, digit: Digit| {
            parents
                .iter()
                .any(|p| !p.on && p.digit == digit && p.cells().contains(&cell))
        };
        let within = |h, m: &ChainNode| m.cells().iter().all(|&c| board.contains(h, c));
        let ok = match (n.on, n.because) {
            (false, Because::Cell) => parents.iter().any(|p| {
                p.on && !p.is_group() && !n.is_group() && p.cell == n.cell && p.digit != n.digit
            }),
            // A true candidate or group of its digit elsewhere in the house.
            (false, Because::House(h)) => parents.iter().any(|p| {
                p.on && p.digit == n.digit
                    && p.cells().iter().all(|c| !n.cells().contains(c))
                    && within(h, p)
                    && within(h, n)
            }),
            // The last candidate of its cell: every other one is false.
            (true, Because::Cell) => {
                !n.is_group()
                    && board
                        .candidates(n.cell)
                        .iter()
                        .filter(|&d| d != n.digit)
                        .all(|d| offs(n.cell, d))
            }
            // The last place (or group of places) of its digit in the house: every other one
            // is false.
            (true, Because::House(h)) => {
                within(h, n)
                    && board
                        .places(h, n.digit)
                        .filter(|c| !n.cells().contains(c))
                        .all(|c| offs(c, n.digit))
            }
            (false, Because::Pattern(t)) => pattern_follows(board, chain, i, t),
            (false, Because::Inner(k)) => {
                let inner = nested
                    .get(k)
                    .ok_or_else(|| format!("node {i} names an inner step it does not hold"))?;
                inner_follows(board, chain, i, inner).map_err(|e| {
                    format!("node {i} ({}): its inner step {}: {e}", n.words(), k + 1)
                })?;
                true
            }
            _ => false,
        };
        if !ok {
            return Err(format!(
                "node {i} ({}) does not follow from its parents",
                n.words()
            ));
        }
        if let Some(c) = n
            .cells()
            .iter()
            .find(|c| !board.candidates(**c).contains(n.digit))
        {
            return Err(format!("{c}-{} is not a candidate", n.digit));
        }
    }
    Ok(())
}

/// A node a borrowed technique removes: on the board with the chain's earlier false candidates
/// crossed out, the technique removes it. The search found it on a board with more crossed out
/// (every false candidate of its run), where the technique's first find can be another: so its
/// finds are applied in turn, each sound on that board, until one removes the node or none is
/// left.
fn pattern_follows(board: &Board, chain: &Chain, i: usize, t: Technique) -> bool {
    let n = &chain.nodes[i];
    let mut board = reduced(board, chain, i);
    while let Some(d) = t.find(&board).filter(|d| !d.removals().is_empty()) {
        if d.removals().contains(&(n.cell, n.digit)) {
            return true;
        }
        let mut candidates: Vec<_> = board
            .shape()
            .all_cells()
            .map(|c| board.candidates(c))
            .collect();
        for &(c, x) in d.removals() {
            candidates[c.index()].remove(x);
        }
        board = board.with_candidates(candidates);
    }
    false
}

/// A node an inner step removes: on the board with the chain's earlier false candidates crossed
/// out, the inner step replays and removes it.
fn inner_follows(board: &Board, chain: &Chain, i: usize, inner: &Deduction) -> Result<(), String> {
    let n = &chain.nodes[i];
    if !inner.removals().contains(&(n.cell, n.digit)) {
        return Err(format!("it does not remove {}-{}", n.cell, n.digit));
    }
    check_as(&reduced(board, chain, i), inner, Removals::Among)
}

/// `board` with the false candidates among the ancestors of the chain's `i`th node crossed
/// out: what the search had crossed out when it found the node (a node listed earlier but not
/// an ancestor may have been crossed out after).
fn reduced(board: &Board, chain: &Chain, i: usize) -> Board {
    let mut ancestors = vec![false; chain.nodes.len()];
    let mut todo: Vec<usize> = chain.nodes[i].parents.clone();
    while let Some(p) = todo.pop() {
        if p < ancestors.len() && !ancestors[p] {
            ancestors[p] = true;
            todo.extend(chain.nodes[p].parents.iter().copied());
        }
    }
    let mut candidates: Vec<_> = board
        .shape()
        .all_cells()
        .map(|c| board.candidates(c))
        .collect();
    for (m, _) in chain.nodes.iter().zip(&ancestors).filter(|(_, a)| **a) {
        if !m.on {
            candidates[m.cell.index()].remove(m.digit);
        }
    }
    board.with_candidates(candidates)
}

/// The board inner step `k` of the nested chain `d` was found on: `board` (the one `d` was
/// found on) with the false candidates the outer chain reached before the first node that step
/// proves crossed out. `None` when no node of `d`'s chains names that step.
pub fn inner_board(board: &Board, d: &Deduction, k: usize) -> Option<Board> {
    d.chains.iter().find_map(|chain| {
        let i = chain
            .nodes
            .iter()
            .position(|n| !n.on && n.because == Because::Inner(k))?;
        Some(reduced(board, chain, i))
    })
}

/// An ALS-XZ from its pattern alone: each set (the base cells, the pincer cells) lies in one
/// house and holds one digit more than cells; every x of one set (the digit of the links) sees
/// every x of the other; each removed z lies in both sets and its cell, outside them, sees
/// every z of both.
fn check_als_xz(board: &Board, d: &Deduction) -> Result<(), String> {
    let a: Vec<Cell> = d.cells(Role::Base).collect();
    let b: Vec<Cell> = d.cells(Role::Pincer).collect();
    let x = d
        .pattern
        .links
        .first()
        .ok_or("no restricted common digit")?
        .from
        .1;
    let digits = |set: &[Cell]| -> Candidates {
        set.iter()
            .flat_map(|&c| board.candidates(c).iter())
            .collect()
    };
    for set in [&a, &b] {
        let in_one_house = set
            .iter()
            .all(|&p| set.iter().all(|&q| p == q || board.sees(p, q)));
        if set.is_empty() || !in_one_house || digits(set).len() != set.len() + 1 {
            return Err(format!("{set:?} is not an almost locked set"));
        }
    }
    if a.iter().any(|c| b.contains(c)) {
        return Err("the sets overlap".into());
    }
    let holding = |set: &[Cell], digit: Digit| -> Vec<Cell> {
        set.iter()
            .copied()
            .filter(|&c| board.candidates(c).contains(digit))
            .collect()
    };
    let (xa, xb) = (holding(&a, x), holding(&b, x));
    if xa.is_empty() || xb.is_empty() || !xa.iter().all(|&p| xb.iter().all(|&q| board.sees(p, q))) {
        return Err(format!("{x} is not a restricted common digit"));
    }
    if d.removals().is_empty() {
        return Err("removes nothing".into());
    }
    for &(cell, z) in d.removals() {
        let (za, zb) = (holding(&a, z), holding(&b, z));
        let sees_all = za.iter().chain(&zb).all(|&c| board.sees(cell, c));
        if z == x
            || za.is_empty()
            || zb.is_empty()
            || !sees_all
            || a.contains(&cell)
            || b.contains(&cell)
        {
            return Err(format!("{cell}-{z} does not follow from the sets"));
        }
    }
    Ok(())
}

/// Grades `puzzle` as `grade --steps` does and checks every chain step on the board it was
/// taken on: the number of chain steps checked, or the first that fails, with its words.
pub fn replay_puzzle(puzzle: &Grid) -> Result<usize, String> {
    let outcome = super::grade(puzzle);
    let mut board = Board::new(puzzle).assuming_unique();
    let mut checked = 0;
    for (i, d) in outcome.deductions.iter().enumerate() {
        if !d.chains.is_empty() || d.technique == Technique::AlsXz {
            check(&board, d).map_err(|e| format!("step {}: {d}: {e}", i + 1))?;
            checked += 1;
        }
        board.apply(d, &mut NoObserver);
    }
    Ok(checked)
}
