//! A small seeded random number generator, so the bank is the same on every
//! run and on every machine.

/// xorshift64* — plenty for picking question numbers, and written here so no
/// dependency upgrade can ever change the generated bank.
pub struct Rng(u64);

impl Rng {
    /// A generator seeded from a label (an endcode's name), so adding or
    /// reordering endcodes never changes the questions of the others.
    pub fn seeded(label: &str) -> Self {
        // FNV-1a, then a fixed salt; xorshift must never start at zero.
        let hash = label.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        });
        Rng((hash ^ 0x9e37_79b9_7f4a_7c15).max(1))
    }

    fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A whole number from `low` to `high`, both included.
    pub fn int(&mut self, low: i64, high: i64) -> i64 {
        assert!(low <= high, "empty range {low}..={high}");
        let span = (high - low) as u64 + 1;
        low + (self.next_u64() % span) as i64
    }

    /// A multiple of `step` from `low` to `high`, both included.
    pub fn multiple_of(&mut self, step: i64, low: i64, high: i64) -> i64 {
        step * self.int((low + step - 1).div_euclid(step), high.div_euclid(step))
    }

    pub fn coin(&mut self) -> bool {
        self.next_u64() & 1 == 1
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.int(0, items.len() as i64 - 1) as usize]
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for last in (1..items.len()).rev() {
            let other = self.int(0, last as i64) as usize;
            items.swap(last, other);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_label_gives_the_same_numbers() {
        let mut a = Rng::seeded("Y3-FRAC-AMOUNTS");
        let mut b = Rng::seeded("Y3-FRAC-AMOUNTS");
        let draws: Vec<i64> = (0..20).map(|_| a.int(1, 100)).collect();
        assert_eq!(draws, (0..20).map(|_| b.int(1, 100)).collect::<Vec<_>>());
        assert!(draws.iter().all(|n| (1..=100).contains(n)));
    }

    #[test]
    fn multiples_stay_in_range() {
        let mut rng = Rng::seeded("multiples");
        for _ in 0..200 {
            let n = rng.multiple_of(50, 120, 900);
            assert!(n % 50 == 0 && (150..=900).contains(&n), "{n}");
        }
    }
}
