//! The geometry of a grid: its size, and the units and peers of every cell, computed once.

use std::fmt;
use std::sync::OnceLock;

use super::bits::CellSet;
use super::types::{Cell, House};

/// The size of a grid, given by the side of its boxes: 3 for the usual 9x9 grid, 2 for 4x4,
/// 4 for 16x16 and 5 for 25x25.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Shape {
    box_side: u8,
}

impl Shape {
    /// The usual 9x9 grid.
    pub const NINE: Shape = Shape { box_side: 3 };

    /// Every shape the model supports, smallest first.
    pub const ALL: [Shape; 4] = [
        Shape { box_side: 2 },
        Shape { box_side: 3 },
        Shape { box_side: 4 },
        Shape { box_side: 5 },
    ];

    /// The shape whose boxes are `box_side` cells wide (2..=5).
    pub fn from_box_side(box_side: usize) -> Option<Shape> {
        (2..=5).contains(&box_side).then_some(Shape {
            box_side: box_side as u8,
        })
    }

    /// The shape whose rows hold `side` cells (4, 9, 16 or 25).
    pub fn from_side(side: usize) -> Option<Shape> {
        Shape::ALL.into_iter().find(|s| s.side() == side)
    }

    /// The shape of a grid of `cells` cells in all (16, 81, 256 or 625).
    pub fn from_cell_count(cells: usize) -> Option<Shape> {
        Shape::ALL.into_iter().find(|s| s.cells() == cells)
    }

    /// Cells to a box row: 3 on a 9x9 grid.
    pub fn box_side(self) -> usize {
        self.box_side as usize
    }

    /// Cells to a row, and digits in use: 9 on a 9x9 grid.
    pub fn side(self) -> usize {
        self.box_side() * self.box_side()
    }

    /// Cells in the whole grid: 81 on a 9x9 grid.
    pub fn cells(self) -> usize {
        self.side() * self.side()
    }

    /// The cell at `index`.
    pub fn cell(self, index: usize) -> Cell {
        Cell::from_index(index, self.side())
    }

    /// Every cell in row-major order.
    pub fn all_cells(self) -> impl Iterator<Item = Cell> {
        let side = self.side();
        (0..self.cells()).map(move |i| Cell::from_index(i, side))
    }

    /// The 0-based box number of a cell, boxes counted left to right, top to bottom.
    pub fn box_of(self, cell: Cell) -> usize {
        let b = self.box_side();
        (cell.row() / b) * b + cell.col() / b
    }

    /// The tables of units and peers for this shape, computed on first use and kept.
    pub fn layout(self) -> &'static Layout {
        static LAYOUTS: PerShape<Layout> = PerShape::new();
        LAYOUTS.get(self, Layout::new)
    }
}

/// `9x9`.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}x{0}", self.side())
    }
}

/// Norvig's glossary, computed: the units (houses) of the grid, the three units of each cell,
/// and the peers of each cell (the cells that share a unit with it, itself excluded). Each also
/// comes as plain cell indices, the form a solver's hot loop reads.
#[derive(Debug)]
pub struct Layout {
    shape: Shape,
    houses: Vec<(House, Vec<Cell>)>,
    houses_of: Vec<[usize; 3]>,
    peers: Vec<Vec<Cell>>,
    /// The cell indices of each house, `side` to a house, houses in the order of `houses`.
    house_indices: Vec<u16>,
    /// The cell indices of each cell's peers, in row-major order, as many to a cell.
    peer_indices: Vec<u16>,
    /// The row, column and box of each cell as a set of house numbers (at most 75 houses).
    house_sets: Vec<u128>,
    /// Each cell's peers as a set of cells: [`words`](Layout::words) words of 64 bits a cell.
    peer_sets: Vec<u64>,
}

impl Layout {
    fn new(shape: Shape) -> Layout {
        let side = shape.side();
        let b = shape.box_side();
        let mut houses: Vec<(House, Vec<Cell>)> = Vec::with_capacity(3 * side);
        for r in 0..side {
            let cells = (0..side).map(|c| Cell::new(r, c, side)).collect();
            houses.push((House::Row(r as u8), cells));
        }
        for c in 0..side {
            let cells = (0..side).map(|r| Cell::new(r, c, side)).collect();
            houses.push((House::Col(c as u8), cells));
        }
        for bx in 0..side {
            let (r0, c0) = ((bx / b) * b, (bx % b) * b);
            let cells = (0..side)
                .map(|k| Cell::new(r0 + k / b, c0 + k % b, side))
                .collect();
            houses.push((House::Box(bx as u8), cells));
        }
        let houses_of: Vec<[usize; 3]> = shape
            .all_cells()
            .map(|cell| [cell.row(), side + cell.col(), 2 * side + shape.box_of(cell)])
            .collect();
        let peers: Vec<Vec<Cell>> = shape
            .all_cells()
            .map(|cell| {
                shape
                    .all_cells()
                    .filter(|&other| {
                        other != cell
                            && (other.row() == cell.row()
                                || other.col() == cell.col()
                                || shape.box_of(other) == shape.box_of(cell))
                    })
                    .collect()
            })
            .collect();
        let house_indices = houses
            .iter()
            .flat_map(|(_, cells)| cells.iter().map(|c| c.index() as u16))
            .collect();
        let peer_indices = peers
            .iter()
            .flat_map(|cells| cells.iter().map(|c| c.index() as u16))
            .collect();
        let house_sets = houses_of
            .iter()
            .map(|hs| hs.iter().fold(0, |set, &h| set | 1u128 << h))
            .collect();
        let words = shape.cells().div_ceil(64);
        let mut peer_sets = vec![0u64; shape.cells() * words];
        for (cell, peers) in peer_sets.chunks_exact_mut(words).zip(&peers) {
            for peer in peers {
                cell[peer.index() / 64] |= 1 << (peer.index() % 64);
            }
        }
        Layout {
            shape,
            peer_sets,
            houses,
            houses_of,
            peers,
            house_indices,
            peer_indices,
            house_sets,
        }
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// All houses: the rows, then the columns, then the boxes.
    pub fn houses(&self) -> impl Iterator<Item = (House, &[Cell])> {
        self.houses.iter().map(|(h, cells)| (*h, cells.as_slice()))
    }

    /// The cells of one house.
    pub fn cells_of(&self, house: House) -> &[Cell] {
        let side = self.shape.side();
        let index = match house {
            House::Row(n) => n as usize,
            House::Col(n) => side + n as usize,
            House::Box(n) => 2 * side + n as usize,
        };
        &self.houses[index].1
    }

    /// The row, column and box of a cell, in that order.
    pub fn houses_of(&self, cell: Cell) -> [House; 3] {
        self.houses_of[cell.index()].map(|i| self.houses[i].0)
    }

    /// The cells that share a row, a column or a box with `cell`, in row-major order.
    pub fn peers(&self, cell: Cell) -> &[Cell] {
        &self.peers[cell.index()]
    }

    /// The number of peers of every cell: 20 on a 9x9 grid.
    pub fn peer_count(&self) -> usize {
        let (n, b) = (self.shape.side(), self.shape.box_side());
        2 * (n - 1) + (b - 1) * (b - 1)
    }

    /// [`peers`](Layout::peers) of the cell at `index`, as cell indices.
    #[inline]
    pub fn peer_indices(&self, index: usize) -> &[u16] {
        let k = self.peer_count();
        &self.peer_indices[index * k..(index + 1) * k]
    }

    /// The words of 64 bits a set of this grid's cells takes: `W` of a [`CellSet<W>`].
    ///
    /// [`CellSet<W>`]: super::CellSet
    pub fn words(&self) -> usize {
        self.shape.cells().div_ceil(64)
    }

    /// [`peers`](Layout::peers) of the cell at `index` as a set of cells; `W` is
    /// [`words`](Layout::words).
    #[inline]
    pub fn peer_set<const W: usize>(&self, index: usize) -> CellSet<W> {
        let words = &self.peer_sets[index * W..(index + 1) * W];
        CellSet::from_words(words.try_into().expect("W is the layout's words"))
    }

    /// The cell indices of house number `h` in the order of [`houses`](Layout::houses): rows,
    /// then columns, then boxes.
    #[inline]
    pub fn house_indices(&self, h: usize) -> &[u16] {
        let side = self.shape.side();
        &self.house_indices[h * side..(h + 1) * side]
    }

    /// [`house_indices`](Layout::house_indices) of every house, one after the other.
    pub fn all_house_indices(&self) -> &[u16] {
        &self.house_indices
    }

    /// [`house_numbers`](Layout::house_numbers) as a set: bit `h` for house number `h`.
    #[inline]
    pub fn house_set(&self, index: usize) -> u128 {
        self.house_sets[index]
    }

    /// House number `h` in the order of [`houses`](Layout::houses).
    #[inline]
    pub fn house(&self, h: usize) -> House {
        self.houses[h].0
    }

    /// The numbers, in the order of [`houses`](Layout::houses), of the row, column and box of
    /// the cell at `index`.
    #[inline]
    pub fn house_numbers(&self, index: usize) -> [usize; 3] {
        self.houses_of[index]
    }
}

// The one mechanism behind the `Layout` of each shape and the index tables the solvers read in
// their hot loops; it lives beside `Shape` because a shape is its key.
/// One value of `T` for each of the four shapes, each computed on first use and kept for the
/// life of the program. A table is a `static PerShape<T>`, read with [`PerShape::get`].
pub struct PerShape<T>([OnceLock<T>; 4]);

impl<T> PerShape<T> {
    /// Nothing computed yet.
    pub const fn new() -> PerShape<T> {
        PerShape([const { OnceLock::new() }; 4])
    }

    /// The value for `shape`, computed by `make` the first time it is asked for.
    #[inline]
    pub fn get(&self, shape: Shape, make: impl FnOnce(Shape) -> T) -> &T {
        self.0[shape.box_side() - 2].get_or_init(|| make(shape))
    }
}

impl<T> Default for PerShape<T> {
    fn default() -> PerShape<T> {
        PerShape::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_the_textbook_number_of_peers() {
        for shape in Shape::ALL {
            let (n, b) = (shape.side(), shape.box_side());
            let layout = shape.layout();
            // A row and a column give 2(n-1) peers; the box adds the (b-1)^2 cells outside both.
            let expected = 2 * (n - 1) + (b - 1) * (b - 1);
            assert!(shape.all_cells().all(|c| layout.peers(c).len() == expected));
            assert_eq!(layout.peer_count(), expected);
            for c in shape.all_cells() {
                let indices = layout.peer_indices(c.index());
                assert!(
                    indices
                        .iter()
                        .zip(layout.peers(c))
                        .all(|(&i, p)| i as usize == p.index())
                );
                // The same peers as a set of cells, in as many words as the layout says.
                assert_eq!(layout.words(), [1, 2, 4, 10][b - 2]);
                let set: Vec<usize> = match b {
                    2 => layout.peer_set::<1>(c.index()).iter().collect(),
                    3 => layout.peer_set::<2>(c.index()).iter().collect(),
                    4 => layout.peer_set::<4>(c.index()).iter().collect(),
                    _ => layout.peer_set::<10>(c.index()).iter().collect(),
                };
                assert!(set.iter().copied().eq(indices.iter().map(|&i| i as usize)));
            }
            for (h, (_, cells)) in layout.houses().enumerate() {
                let indices = layout.house_indices(h);
                assert!(
                    indices
                        .iter()
                        .zip(cells)
                        .all(|(&i, c)| i as usize == c.index())
                );
            }
            assert_eq!(layout.houses().count(), 3 * n);
        }
        assert_eq!(Shape::NINE.layout().peers(Shape::NINE.cell(0)).len(), 20);
    }

    #[test]
    fn houses_of_a_cell_contain_it() {
        let shape = Shape::NINE;
        let layout = shape.layout();
        let cell = Cell::new(4, 7, 9);
        let houses = layout.houses_of(cell);
        assert_eq!(houses, [House::Row(4), House::Col(7), House::Box(5)]);
        for h in houses {
            assert!(layout.cells_of(h).contains(&cell));
        }
    }
}
