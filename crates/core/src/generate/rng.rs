//! The generator's source of chance: a seeded ChaCha8 stream, and the two ways the generator
//! draws from it (a number below a bound, a shuffle), written here rather than taken from a
//! crate so that a seed gives the same puzzles whatever version of a sampling library is about.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// A reproducible random stream: the same seed gives the same numbers on every platform.
pub struct SeededRng {
    inner: ChaCha8Rng,
}

impl SeededRng {
    /// The stream for `seed`. The seed's eight little-endian bytes open the 32-byte ChaCha key
    /// and the rest is zero: a fixed rule, not a library's seed expansion, which may change.
    pub fn new(seed: u64) -> SeededRng {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        SeededRng {
            inner: ChaCha8Rng::from_seed(key),
        }
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }

    /// A number in `0..bound`, every value equally likely: draws that fall in the incomplete
    /// last stretch of the 32-bit range are drawn again rather than folded in with a bias.
    pub fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "an empty range has no member to draw");
        let zone = u32::MAX - (u32::MAX - bound + 1) % bound;
        loop {
            let x = self.next_u32();
            if x <= zone {
                return x % bound;
            }
        }
    }

    /// Shuffles `items` in place (Fisher-Yates, from the end).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_stream_and_another_seed_another() {
        let draw = |seed| {
            let mut rng = SeededRng::new(seed);
            (0..8).map(|_| rng.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
    }

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut rng = SeededRng::new(1);
        let mut seen = [false; 5];
        for _ in 0..200 {
            let x = rng.below(5) as usize;
            seen[x] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn shuffle_keeps_every_item() {
        let mut rng = SeededRng::new(3);
        let mut items: Vec<u32> = (0..20).collect();
        rng.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..20).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }
}
