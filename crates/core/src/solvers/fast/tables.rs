//! The lookup tables of the fast solver, computed at compile time.
//!
//! A band is three rows of the grid: 27 cells, one bit each, bit `9 * r + c` for row `r` of the
//! band (0..3) and column `c` (0..9). The solver keeps one band-mask per digit and band: the
//! cells of that band where that digit may still go. The tables below answer questions about
//! one such mask in one or three look-ups instead of a loop.

/// Every cell of a band.
pub const ALL: u32 = (1 << 27) - 1;

/// One row of a band (9 bits) to its three box segments: bit `k` is set when the row still has
/// a candidate in box `k` of the band.
pub const SHRINK: [u32; 512] = shrink();

/// The nine row-by-box segments of a band (bit `3 * r + k`: row `r` still has a candidate in box
/// `k`) to the cells that survive: a digit occupies one cell in each row and one in each box of
/// a band, so its three cells pick segments that form a permutation. A segment in no such
/// permutation cannot hold the digit. This one table is pointing and claiming inside a band;
/// zero means no permutation is left, a contradiction.
pub const COMPLEX: [u32; 512] = complex();

/// The columns of a band where a digit may still go (9 bits) to the cells the other two bands
/// keep: where a box of this band has the digit in one column only, that column is taken, so
/// the boxes above and below lose it (pointing along a column).
pub const KEEP: [u32; 512] = keep();

/// The segments of a band-mask (the index of [`COMPLEX`]) to the cells of the segments the
/// band rule leaves alone in their row, hence alone in their box too (the other rows must take
/// the box's other segments). Such a segment is the digit's only place in its row and box; where
/// its box has the digit in one column only (what [`KEEP`] takes from the other bands), it is
/// down to one cell: a hidden single. So the band rule's singles cost one look-up on the index it
/// has already computed, not one per row.
pub const LOCKED: [u32; 512] = locked();

/// The other cells of a cell's row and box inside its band, by the cell's bit position.
pub const ROW_BOX_PEERS: [u32; 27] = row_box_peers();

/// The three cells of a column in a band, by column.
pub const COLUMN: [u32; 9] = column();

/// The nine cells of each box of a band.
pub const BOX: [u32; 3] = [0x1C0E07, 0x1C0E07 << 3, 0x1C0E07 << 6];

/// The nine cells of each row of a band.
pub const ROW: [u32; 3] = [0x1FF, 0x1FF << 9, 0x1FF << 18];

/// A set of a band's row triads (the three cells of a row in a box; bit `3 * r + k` for row `r`
/// and box `k`, as in [`segments`]) to the cells a digit keeps once it is known to sit in each
/// of them: its row and its box lose it outside the triad.
pub const ROW_TRIAD_KEEP: [u32; 512] = row_triad_keep();

/// A set of a band's column triads (the three cells of a column in the band; bit `c`, as in
/// [`columns`]) to the band's cells a digit keeps once it is known to sit in each of them: the
/// rest of the column's box loses it (the other bands lose the column, `COLUMN` spread).
pub const COLUMN_TRIAD_KEEP: [u32; 512] = column_triad_keep();

const fn row_triad_keep() -> [u32; 512] {
    let mut table = [0; 512];
    let mut set = 0;
    while set < 512 {
        let mut lost = 0;
        let mut t = 0;
        while t < 9 {
            if set >> t & 1 != 0 {
                let (r, k) = (t / 3, t % 3);
                let triad = 0b111 << (9 * r + 3 * k);
                lost |= (ROW[r] | BOX[k]) & !triad;
            }
            t += 1;
        }
        table[set] = ALL & !lost;
        set += 1;
    }
    table
}

const fn column_triad_keep() -> [u32; 512] {
    let mut table = [0; 512];
    let mut set = 0;
    while set < 512 {
        let mut lost = 0;
        let mut c = 0;
        while c < 9 {
            if set >> c & 1 != 0 {
                lost |= BOX[c / 3] & !(0x40201 << c);
            }
            c += 1;
        }
        table[set] = ALL & !lost;
        set += 1;
    }
    table
}

/// The six ways to give each row of a band a different box.
const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

const fn shrink() -> [u32; 512] {
    let mut table = [0; 512];
    let mut row = 0;
    while row < 512 {
        let mut k = 0;
        while k < 3 {
            if (row >> (3 * k)) & 7 != 0 {
                table[row] |= 1 << k;
            }
            k += 1;
        }
        row += 1;
    }
    table
}

const fn complex() -> [u32; 512] {
    let mut table = [0; 512];
    let mut segments = 0;
    while segments < 512 {
        let mut p = 0;
        while p < PERMUTATIONS.len() {
            let perm = PERMUTATIONS[p];
            let mut fits = true;
            let mut r = 0;
            while r < 3 {
                if segments & (1 << (3 * r + perm[r])) == 0 {
                    fits = false;
                }
                r += 1;
            }
            if fits {
                let mut r = 0;
                while r < 3 {
                    table[segments] |= 7 << (9 * r + 3 * perm[r]);
                    r += 1;
                }
            }
            p += 1;
        }
        segments += 1;
    }
    table
}

const fn keep() -> [u32; 512] {
    let mut table = [0; 512];
    let mut columns = 0u32;
    while columns < 512 {
        let mut taken = 0u32;
        let mut k = 0;
        while k < 3 {
            let triple = (columns >> (3 * k)) & 7;
            if triple.count_ones() == 1 {
                taken |= triple << (3 * k);
            }
            k += 1;
        }
        table[columns as usize] = ALL & !(taken | taken << 9 | taken << 18);
        columns += 1;
    }
    table
}

const fn locked() -> [u32; 512] {
    let mut table = [0; 512];
    let mut segments = 0;
    while segments < 512 {
        // The segments the band rule keeps: those of some permutation.
        let kept = COMPLEX[segments];
        let mut r = 0;
        while r < 3 {
            let mut row = 0u32;
            let mut k = 0;
            while k < 3 {
                if kept & (7 << (9 * r + 3 * k)) != 0 {
                    row |= 1 << k;
                }
                k += 1;
            }
            if row.count_ones() == 1 {
                table[segments] |= 7 << (9 * r + 3 * row.trailing_zeros());
            }
            r += 1;
        }
        segments += 1;
    }
    table
}

const fn row_box_peers() -> [u32; 27] {
    let mut table = [0; 27];
    let mut p = 0;
    while p < 27 {
        let (r, c) = (p / 9, p % 9);
        table[p] = (ROW[r] | BOX[c / 3]) & !(1 << p);
        p += 1;
    }
    table
}

const fn column() -> [u32; 9] {
    let mut table = [0; 9];
    let mut c = 0;
    while c < 9 {
        table[c] = 0x40201 << c;
        c += 1;
    }
    table
}

/// Eight bits to eight bytes: bit `i` of the index becomes the low bit of byte `i` (little
/// end first). With [`gather`], its inverse, a band's 27 cell values and its nine band-masks
/// turn into each other eight cells at a time, by their four bit-planes, without a jump.
pub const SPREAD: [u64; 256] = spread();

const fn spread() -> [u64; 256] {
    let mut table = [0; 256];
    let mut x = 0;
    while x < 256 {
        let mut i = 0;
        while i < 8 {
            table[x] |= ((x as u64 >> i) & 1) << (8 * i);
            i += 1;
        }
        x += 1;
    }
    table
}

/// Bit `k` of each of the eight bytes of `x` (byte `i`, little end first) as bit `i` of the
/// result: one multiplication moves the eight bits side by side into the top byte.
#[inline(always)]
pub fn gather(x: u64, k: u32) -> u32 {
    (((x >> k) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// The columns of a band-mask that hold at least one bit.
#[inline(always)]
pub fn columns(band: u32) -> u32 {
    (band | band >> 9 | band >> 18) & 0x1FF
}

/// The row-by-box segments of a band-mask that hold at least one bit (the index of
/// [`COMPLEX`]).
#[inline(always)]
pub fn segments(band: u32) -> u32 {
    SHRINK[(band & 0x1FF) as usize]
        | SHRINK[((band >> 9) & 0x1FF) as usize] << 3
        | SHRINK[((band >> 18) & 0x1FF) as usize] << 6
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gather_undoes_spread_for_every_byte_and_plane() {
        for x in 0..256u32 {
            for k in 0..4 {
                assert_eq!(gather(SPREAD[x as usize] << k, k), x);
                assert_eq!(gather(SPREAD[x as usize] << k, (k + 1) % 4), 0);
            }
        }
    }

    /// The cells of a band-mask alone in their row, the plain way: a row with one bit.
    fn row_singles(band: u32) -> u32 {
        (0..3)
            .map(|r| band & ROW[r])
            .filter(|row| row.count_ones() == 1)
            .fold(0, |a, row| a | row)
    }

    #[test]
    fn locked_segments_in_one_column_are_the_rows_with_one_cell() {
        // Random band-masks, dense and sparse (one random word, or the AND of two, three or
        // four): after the band rule, the look-up finds exactly the rows with one bit.
        let mut state = 0x2545_F491u32;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state
        };
        for n in 0..400_000 {
            let before = (0..n % 4).fold(next() & ALL, |m, _| m & next());
            let band = before & COMPLEX[segments(before) as usize];
            let found = band & LOCKED[segments(before) as usize] & !KEEP[columns(band) as usize];
            assert_eq!(found, row_singles(band), "band-mask {before:#x}");
        }
    }

    #[test]
    fn a_full_band_keeps_every_cell() {
        assert_eq!(COMPLEX[segments(ALL) as usize], ALL);
        assert_eq!(KEEP[columns(ALL) as usize], ALL);
    }

    #[test]
    fn two_rows_locked_in_one_box_leave_no_permutation() {
        // Rows 0 and 1 both confined to box 0.
        let band = 0b111 | 0b111 << 9 | ROW[2];
        assert_eq!(COMPLEX[segments(band) as usize], 0);
    }

    #[test]
    fn a_row_confined_to_a_box_clears_that_box_from_the_other_rows() {
        // Row 0 only in box 1: rows 1 and 2 lose box 1 (claiming).
        let band = (0b111 << 3) | ROW[1] | ROW[2];
        let kept = band & COMPLEX[segments(band) as usize];
        assert_eq!(kept, (0b111 << 3) | ((ROW[1] | ROW[2]) & !BOX[1]));
    }

    #[test]
    fn a_box_with_one_column_takes_that_column_from_the_other_bands() {
        // Box 0 has the digit in column 1 only; boxes 1 and 2 are open.
        let cols = 0b010 | 0b111 << 3 | 0b111 << 6;
        assert_eq!(KEEP[cols], ALL & !COLUMN[1]);
    }

    #[test]
    fn a_digit_locked_in_a_row_triad_leaves_its_row_and_box() {
        // Row 1, box 2: the triad is bits 15..18; row 1 and box 2 lose their other cells.
        let kept = ROW_TRIAD_KEEP[1 << 5];
        assert_eq!(kept & ROW[1], 0b111 << 15);
        assert_eq!(kept & BOX[2], 0b111 << 15);
        assert_eq!(kept & ROW[0] & !BOX[2], ROW[0] & !BOX[2]);
    }

    #[test]
    fn a_digit_locked_in_a_column_triad_leaves_its_box() {
        let kept = COLUMN_TRIAD_KEEP[1 << 4];
        assert_eq!(kept & BOX[1], COLUMN[4]);
        assert_eq!(kept & !BOX[1], ALL & !BOX[1]);
    }

    #[test]
    fn peers_inside_a_band_are_the_row_and_the_box() {
        // Eight others in the row, and the six cells of the box in the two other rows.
        assert_eq!(ROW_BOX_PEERS[10].count_ones(), 8 + 6);
    }
}
