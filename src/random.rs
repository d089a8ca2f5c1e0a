//! A small seeded random number generator (SplitMix64).
//!
//! Our own rather than a crate's, so that a seed names the same puzzle forever: the
//! sequence cannot change under us with a dependency's upgrade.

/// SplitMix64: 64 bits of state, fast, and good enough to shuffle cells and letters.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`: the same seed, the same sequence.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n`, without modulo bias (Lemire's method).
    ///
    /// `0..0` holds no integer: `below(0)` returns 0 without drawing (the state does not
    /// move), rather than panic, so that a caller's empty range cannot bring it down.
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        let n = n as u64;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            let low = product as u64;
            if low >= n.wrapping_neg() % n {
                return (product >> 64) as usize;
            }
        }
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_sequence() {
        let a: Vec<u64> = (0..5)
            .scan(Rng::new(7), |r, _| Some(r.next_u64()))
            .collect();
        let b: Vec<u64> = (0..5)
            .scan(Rng::new(7), |r, _| Some(r.next_u64()))
            .collect();
        let c: Vec<u64> = (0..5)
            .scan(Rng::new(8), |r, _| Some(r.next_u64()))
            .collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = Rng::new(1);
        let mut seen = [false; 7];
        for _ in 0..500 {
            let v = rng.below(7);
            seen[v] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn below_zero_is_zero_and_leaves_the_sequence_alone() {
        let mut rng = Rng::new(5);
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.next_u64(), Rng::new(5).next_u64());
        assert_eq!(rng.below(1), 0);
    }
}
