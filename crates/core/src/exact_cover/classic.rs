//! Classic exact-cover instances besides Sudoku, after Knuth's "Dancing Links" paper: the n
//! queens (diagonals as secondary columns) and pentomino tilings. They show that the search in
//! [`Links`](super::Links) knows nothing of Sudoku; the tests and the book count their solutions.

/// An exact-cover matrix as [`Links::new`](super::Links::new) takes it: the primary columns
/// (covered exactly once), the secondary columns (at most once), and the rows.
#[derive(Clone, Debug)]
pub struct Instance {
    pub primary: usize,
    pub secondary: usize,
    pub rows: Vec<Vec<usize>>,
}

/// The `n` queens: a row of the matrix per square; each board row and column exactly once
/// (primary), each diagonal at most once (secondary). Eight queens have 92 solutions.
pub fn queens(n: usize) -> Instance {
    let diagonals = 2 * n - 1;
    let rows = (0..n * n)
        .map(|square| {
            let (r, c) = (square / n, square % n);
            vec![r, n + c, 2 * n + r + c, 2 * n + diagonals + (r + n - 1 - c)]
        })
        .collect();
    Instance {
        primary: 2 * n,
        secondary: 2 * diagonals,
        rows,
    }
}

/// The twelve pentominoes, each drawn in a 5x5 square (`|` between lines).
const PENTOMINOES: [&str; 12] = [
    "##...|##...|#....",       // P
    "###..|.#...|.#...",       // T
    "#.#..|###..",             // U
    "#....|#....|###..",       // V
    "#....|##...|.##..",       // W
    ".#...|###..|.#...",       // X
    ".#...|##...|.#...|.#...", // Y
    "##...|.#...|.##..",       // Z
    ".##..|##...|.#...",       // F
    "#####",                   // I
    "#....|#....|#....|##...", // L
    ".#...|.#...|##...|#....", // N
];

/// The twelve pentominoes tiling a `height` x `width` box: a row per piece in each orientation
/// and place; a column per piece (used once) and per square of the box (covered once).
pub fn pentominoes(height: usize, width: usize) -> Instance {
    let mut rows = Vec::new();
    for (piece, drawing) in PENTOMINOES.iter().enumerate() {
        for shape in orientations(drawing) {
            for dr in 0..height {
                for dc in 0..width {
                    let placed: Option<Vec<usize>> = shape
                        .iter()
                        .map(|&(r, c)| {
                            let (r, c) = (r + dr, c + dc);
                            (r < height && c < width).then_some(PENTOMINOES.len() + r * width + c)
                        })
                        .collect();
                    if let Some(mut columns) = placed {
                        columns.insert(0, piece);
                        rows.push(columns);
                    }
                }
            }
        }
    }
    Instance {
        primary: PENTOMINOES.len() + height * width,
        secondary: 0,
        rows,
    }
}

/// The distinct shapes a drawing takes when turned and mirrored, each moved to the origin and
/// sorted, so that equal shapes compare equal.
fn orientations(drawing: &str) -> Vec<Vec<(usize, usize)>> {
    let cells: Vec<(i32, i32)> = drawing
        .split('|')
        .enumerate()
        .flat_map(|(r, line)| {
            line.char_indices()
                .filter(|&(_, ch)| ch == '#')
                .map(move |(c, _)| (r as i32, c as i32))
        })
        .collect();
    let mut shapes: Vec<Vec<(usize, usize)>> = Vec::new();
    for mirror in [false, true] {
        for turns in 0..4 {
            let moved: Vec<(i32, i32)> = cells
                .iter()
                .map(|&(r, c)| {
                    let (mut r, mut c) = if mirror { (r, -c) } else { (r, c) };
                    for _ in 0..turns {
                        (r, c) = (c, -r);
                    }
                    (r, c)
                })
                .collect();
            let top = moved.iter().map(|p| p.0).min().unwrap_or(0);
            let left = moved.iter().map(|p| p.1).min().unwrap_or(0);
            let mut shape: Vec<(usize, usize)> = moved
                .iter()
                .map(|&(r, c)| ((r - top) as usize, (c - left) as usize))
                .collect();
            shape.sort_unstable();
            if !shapes.contains(&shape) {
                shapes.push(shape);
            }
        }
    }
    shapes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_pentomino_has_its_number_of_orientations() {
        // X looks the same every way; I two ways; T, U, V, W four; Z two mirrored pairs, four;
        // the rest eight.
        let counts: Vec<usize> = PENTOMINOES.iter().map(|d| orientations(d).len()).collect();
        assert_eq!(counts, [8, 4, 4, 4, 4, 1, 8, 4, 8, 2, 8, 8]);
    }
}
