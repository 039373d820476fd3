//! Chapter "Candidate propagation": copying the board at every guess (the candidate-list
//! post's way) against undoing changes from a trail (the applet post's way), with everything
//! else the same: one rule (naked singles, to a fixed point), the guess on the first cell
//! with the fewest candidates, the same order of digits. The two searches walk the same tree,
//! node for node (the program checks it); only the way back differs.
//!
//! `cargo run --release -p sudoku-lab-bench --example copy_or_undo` times both on the seed puzzles and on the
//! shared sets easy50 and top95 (skipped, saying so, when `../shared/puzzles` is absent).

use std::hint::black_box;
use std::path::Path;

use cpu_time::ThreadTime;
use sudoku_lab::grid::{Cell, Shape};
use sudoku_lab::puzzles::SEED_PUZZLES;
use sudoku_lab::{Grid, sets};

/// One bit per digit, per cell: a 9x9 board is 81 of these, 162 bytes.
type Board = [u16; 81];
type Peers = Vec<Vec<usize>>;

// ANCHOR: rules
/// Naked singles to a fixed point: a cell with one candidate removes it from its peers, until
/// nothing changes. Every change is reported to `changed` (cell, candidates before); false on
/// a cell with no candidate left.
fn propagate(board: &mut Board, peers: &Peers, changed: &mut impl FnMut(usize, u16)) -> bool {
    loop {
        let mut progress = false;
        for cell in 0..81 {
            let bit = board[cell];
            if bit.count_ones() != 1 {
                continue;
            }
            for &peer in &peers[cell] {
                if board[peer] & bit != 0 {
                    changed(peer, board[peer]);
                    board[peer] &= !bit;
                    if board[peer] == 0 {
                        return false;
                    }
                    progress = true;
                }
            }
        }
        if !progress {
            return true;
        }
    }
}

/// The first cell with the fewest candidates above one, or none when every cell is fixed.
fn fewest(board: &Board) -> Option<usize> {
    (0..81)
        .filter(|&c| board[c].count_ones() > 1)
        .min_by_key(|&c| board[c].count_ones())
}
// ANCHOR_END: rules

// ANCHOR: copy
/// The candidate-list post's way: each guess works on a copy; a failed copy is dropped.
fn solve_copy(mut board: Board, peers: &Peers, nodes: &mut u64) -> Option<Board> {
    *nodes += 1;
    if !propagate(&mut board, peers, &mut |_, _| {}) {
        return None;
    }
    let Some(cell) = fewest(&board) else {
        return Some(board);
    };
    let mut options = board[cell];
    while options != 0 {
        let bit = options & options.wrapping_neg();
        options &= !bit;
        let mut guess = board; // the copy: 162 bytes
        guess[cell] = bit;
        if let Some(solution) = solve_copy(guess, peers, nodes) {
            return Some(solution);
        }
    }
    None
}
// ANCHOR_END: copy

// ANCHOR: undo
/// The applet post's way: one board; every change goes on a trail, and a failed guess pops
/// the trail back to where the guess began.
fn solve_undo(
    board: &mut Board,
    trail: &mut Vec<(usize, u16)>,
    peers: &Peers,
    nodes: &mut u64,
) -> bool {
    *nodes += 1;
    let start = trail.len();
    if !propagate(board, peers, &mut |cell, before| trail.push((cell, before))) {
        undo(board, trail, start);
        return false;
    }
    let Some(cell) = fewest(board) else {
        return true;
    };
    let mut options = board[cell];
    while options != 0 {
        let bit = options & options.wrapping_neg();
        options &= !bit;
        let mark = trail.len();
        trail.push((cell, board[cell]));
        board[cell] = bit;
        if solve_undo(board, trail, peers, nodes) {
            return true;
        }
        undo(board, trail, mark);
    }
    undo(board, trail, start);
    false
}

fn undo(board: &mut Board, trail: &mut Vec<(usize, u16)>, mark: usize) {
    while trail.len() > mark {
        let (cell, before) = trail.pop().expect("an entry above the mark");
        board[cell] = before;
    }
}
// ANCHOR_END: undo

fn start(grid: &Grid) -> Board {
    let mut board = [0u16; 81];
    for (i, cell) in grid.cells().iter().enumerate() {
        board[i] = match cell {
            Some(d) => 1 << d.index(),
            None => 0x1ff,
        };
    }
    board
}

/// The median, over `rounds` passes over `grids`, of a pass's thread CPU time per puzzle, in
/// microseconds.
fn median_micros(grids: &[Board], rounds: usize, mut pass: impl FnMut(&Board)) -> f64 {
    let mut times: Vec<f64> = (0..rounds)
        .map(|_| {
            let clock = ThreadTime::now();
            for g in grids {
                pass(black_box(g));
            }
            clock.elapsed().as_secs_f64() * 1e6 / grids.len() as f64
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let layout = Shape::NINE.layout();
    let peers: Peers = (0..81)
        .map(|i| {
            let cell = Cell::from_index(i, 9);
            layout.peers(cell).iter().map(|p| p.index()).collect()
        })
        .collect();
    let mut named: Vec<(String, Vec<Grid>)> = vec![(
        "seeds".to_string(),
        SEED_PUZZLES.iter().map(|p| p.grid()).collect(),
    )];
    for name in ["easy50", "top95"] {
        let set = sets::find(name).expect("a set of the project");
        match set.entries(Path::new("../shared/puzzles")) {
            Ok(entries) => named.push((
                name.to_string(),
                entries.filter_map(|e| e.result.ok()).collect(),
            )),
            Err(e) => println!("{name}: skipped ({e})"),
        }
    }
    println!(
        "{:<8} {:>8} {:>10} {:>16} {:>16} {:>8}",
        "set", "puzzles", "nodes", "copy, µs/puzzle", "undo, µs/puzzle", "ratio"
    );
    for (name, grids) in named {
        let boards: Vec<Board> = grids.iter().map(start).collect();
        // The same tree both ways, and the same solutions.
        let (mut copied, mut undone) = (0, 0);
        for board in &boards {
            let by_copy = solve_copy(*board, &peers, &mut copied).expect("a solution");
            let mut by_undo = *board;
            assert!(solve_undo(
                &mut by_undo,
                &mut Vec::new(),
                &peers,
                &mut undone
            ));
            assert_eq!(by_copy, by_undo);
        }
        assert_eq!(
            copied, undone,
            "{name}: the two searches walk the same tree"
        );
        let rounds = if boards.len() > 10 { 9 } else { 101 };
        let copy = median_micros(&boards, rounds, |b| {
            black_box(solve_copy(*b, &peers, &mut 0));
        });
        let mut trail = Vec::with_capacity(4096);
        let undo = median_micros(&boards, rounds, |b| {
            let mut board = *b;
            trail.clear();
            black_box(solve_undo(&mut board, &mut trail, &peers, &mut 0));
        });
        println!(
            "{name:<8} {:>8} {copied:>10} {copy:>16.1} {undo:>16.1} {:>7.2}x",
            boards.len(),
            copy / undo
        );
    }
    println!("ratio: the copy's time over the undo's (above 1: undoing is faster)");
}
