//! Combinations in Sudoku Explainer's order, which decides which of several patterns a
//! technique finds first.

/// Every choice of `k` of the numbers `0..n` (at most 32), as a bitmask, in increasing order
/// of the mask: `{0,1}`, `{0,2}`, `{1,2}`, `{0,3}`, ... (SE's `Permutations`). Choosing none
/// is one choice, the empty one.
pub fn combinations(k: usize, n: usize) -> impl Iterator<Item = u32> {
    let limit = 1u64 << n;
    let mut next = (k <= n).then(|| (1u64 << k) - 1);
    std::iter::from_fn(move || {
        let v = next?;
        if v == 0 {
            next = None;
            return Some(0);
        }
        // Gosper's hack: the next larger number with as many bits set.
        let low = v & v.wrapping_neg();
        let ripple = v + low;
        let following = (((ripple ^ v) >> 2) / low) | ripple;
        next = (following < limit).then_some(following);
        Some(v as u32)
    })
}

/// The positions of the set bits of `mask`, lowest first, as indices into the slice a
/// combination chooses from: the one bit iterator, `grid::bits`, read as `usize`.
#[inline]
pub fn bits(mask: u32) -> impl Iterator<Item = usize> {
    crate::grid::bits(mask).map(|i| i as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_come_in_increasing_order_of_their_mask() {
        let all: Vec<u32> = combinations(3, 5).collect();
        assert_eq!(
            all,
            [
                0b00111, 0b01011, 0b01101, 0b01110, 0b10011, 0b10101, 0b10110, 0b11001, 0b11010,
                0b11100
            ]
        );
        assert_eq!(combinations(2, 9).count(), 36);
        assert_eq!(combinations(4, 25).count(), 12_650);
        assert_eq!(combinations(3, 2).count(), 0);
        assert_eq!(combinations(0, 4).collect::<Vec<_>>(), [0]);
        assert_eq!(bits(0b1010_0001).collect::<Vec<_>>(), [0, 5, 7]);
    }
}
