//! The same puzzle in disguise: digits relabelled, rows moved within their band, bands moved,
//! columns within their stack, stacks, and the grid perhaps turned on its diagonal. Every
//! technique sees an isomorph exactly as it sees the puzzle, so its grade is the puzzle's.
//!
//! A puzzle drawn from a shipped one ([`super::shipped`]) must not be printed as a mere
//! isomorph of it: the [`signature`] of a clue pattern is the same for all isomorphs, so a
//! puzzle whose signature differs from the shipped one's is surely another puzzle.

use crate::grid::{Digit, Grid};

use super::SeededRng;

/// A random isomorph of `puzzle` and of its solution, by the same transformation.
pub fn random(puzzle: &Grid, solution: &Grid, rng: &mut SeededRng) -> (Grid, Grid) {
    let shape = puzzle.shape();
    let (b, side) = (shape.box_side(), shape.side());
    // Where each row (column) of the isomorph comes from: a band (stack) order, then a row
    // (column) order within each band (stack).
    let mut lines = || {
        let mut bands: Vec<usize> = (0..b).collect();
        rng.shuffle(&mut bands);
        let mut from = Vec::with_capacity(side);
        for band in bands {
            let mut within: Vec<usize> = (0..b).collect();
            rng.shuffle(&mut within);
            from.extend(within.into_iter().map(|i| band * b + i));
        }
        from
    };
    let (rows, cols) = (lines(), lines());
    let transpose = rng.below(2) == 1;
    let mut digits: Vec<usize> = (0..side).collect();
    rng.shuffle(&mut digits);
    let map = |grid: &Grid| {
        let cells = (0..side * side)
            .map(|i| {
                let (r, c) = (i / side, i % side);
                let (r, c) = if transpose { (c, r) } else { (r, c) };
                let old = grid.cells()[rows[r] * side + cols[c]];
                old.map(|d| Digit::from_index(digits[d.index()]))
            })
            .collect();
        Grid::from_cells(cells).expect("the same shape, the same digits")
    };
    (map(puzzle), map(solution))
}

/// What every isomorph of a clue pattern shares: the clue counts of the rows, sorted within
/// each band, the bands sorted; the same of the columns; the two in the order that puts the
/// smaller first (a transposition swaps them). Relabelling digits leaves the pattern alone.
pub fn signature(puzzle: &Grid) -> Vec<u8> {
    let shape = puzzle.shape();
    let (b, side) = (shape.box_side(), shape.side());
    let clue = |r: usize, c: usize| u8::from(puzzle.cells()[r * side + c].is_some());
    let lines = |count: &dyn Fn(usize) -> u8| {
        let mut bands: Vec<Vec<u8>> = (0..b)
            .map(|band| {
                let mut within: Vec<u8> = (0..b).map(|i| count(band * b + i)).collect();
                within.sort_unstable();
                within
            })
            .collect();
        bands.sort_unstable();
        bands.concat()
    };
    let rows = lines(&|r| (0..side).map(|c| clue(r, c)).sum());
    let cols = lines(&|c| (0..side).map(|r| clue(r, c)).sum());
    let (first, second) = if rows <= cols {
        (rows, cols)
    } else {
        (cols, rows)
    };
    [first, second].concat()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic;
    use crate::parse::parse_puzzle;
    use crate::uniqueness::count_solutions;

    #[test]
    fn an_isomorph_keeps_the_grade_the_solution_and_the_signature_but_moves_the_clues() {
        let puzzle = parse_puzzle(
            "2..46.51..6.1....3.71.....2......46.9..8.....52......8.......3..5...8.9...4...1.5",
        )
        .unwrap();
        let solution = crate::solvers::fast(
            &puzzle,
            &crate::solvers::Limits::solutions(1),
            &mut crate::steps::NoObserver,
        )
        .solutions
        .into_iter()
        .next()
        .expect("a solution");
        let graded = logic::grade(&puzzle);
        let mut rng = SeededRng::new(4);
        for _ in 0..4 {
            let (p, s) = random(&puzzle, &solution, &mut rng);
            assert_ne!(p, puzzle);
            assert!(s.is_valid_solution());
            assert!(count_solutions(&p, 2).is_unique());
            let agrees = p
                .cells()
                .iter()
                .zip(s.cells())
                .all(|(c, d)| c.is_none() || c == d);
            assert!(agrees, "the solution is the puzzle's");
            let g = logic::grade(&p);
            assert_eq!((g.grade(), g.rating()), (graded.grade(), graded.rating()));
            assert_eq!(signature(&p), signature(&puzzle));
        }
    }

    #[test]
    fn the_signature_tells_apart_patterns_no_isomorph_shares() {
        let a = parse_puzzle(&format!("1{}", ".".repeat(80))).unwrap();
        let mut b = a.clone();
        b.set(a.shape().cell(80), Some(Digit::from_index(1)));
        assert_ne!(signature(&a), signature(&b));
        // One clue anywhere is one clue: every single-clue pattern is an isomorph of another.
        let c = parse_puzzle(&format!("{}5{}", ".".repeat(40), ".".repeat(40))).unwrap();
        assert_eq!(signature(&a), signature(&c));
    }
}
