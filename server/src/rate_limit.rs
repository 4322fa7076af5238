//! How often one caller may repeat a cheap write: a token bucket per key,
//! in this replica's memory. Each replica allows the full rate, which is
//! fine for writes whose harm is volume on the single writer, not any one
//! row (docs/safeguarding.md, "Limits").

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Instant;

/// Buckets left full this long are forgotten: a full bucket is the same as
/// none.
const PRUNE_AT: usize = 4096;

struct Bucket {
    tokens: f64,
    updated: Instant,
}

pub struct RateLimit {
    /// Calls allowed at once after a quiet spell.
    burst: f64,
    /// Calls a second allowed for ever.
    per_second: f64,
    buckets: Mutex<HashMap<String, Bucket>>,
}

impl RateLimit {
    pub fn new(burst: u32, per_second: f64) -> RateLimit {
        RateLimit {
            burst: f64::from(burst),
            per_second,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Takes a token of `key`'s bucket at `now`; false when it is empty.
    pub fn allow(&self, key: &str, now: Instant) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() >= PRUNE_AT {
            buckets.retain(|_, bucket| self.refilled(bucket, now) < self.burst);
        }
        let bucket = buckets.entry(key.to_string()).or_insert(Bucket {
            tokens: self.burst,
            updated: now,
        });
        bucket.tokens = self.refilled(bucket, now);
        bucket.updated = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    fn refilled(&self, bucket: &Bucket, now: Instant) -> f64 {
        let elapsed = now.saturating_duration_since(bucket.updated).as_secs_f64();
        (bucket.tokens + elapsed * self.per_second).min(self.burst)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[test]
    fn a_burst_passes_then_the_steady_rate() {
        let limit = RateLimit::new(3, 0.5);
        let start = Instant::now();
        let allowed = (0..10).filter(|_| limit.allow("a", start)).count();
        assert_eq!(allowed, 3);
        assert!(limit.allow("b", start), "each key has its own bucket");
        assert!(!limit.allow("a", start + Duration::from_secs(1)));
        assert!(limit.allow("a", start + Duration::from_secs(2)));
        assert!(!limit.allow("a", start + Duration::from_secs(2)));
    }

    #[test]
    fn a_quiet_spell_refills_only_up_to_the_burst() {
        let limit = RateLimit::new(2, 1.0);
        let start = Instant::now();
        assert!(limit.allow("a", start));
        let later = start + Duration::from_secs(3600);
        let allowed = (0..10).filter(|_| limit.allow("a", later)).count();
        assert_eq!(allowed, 2);
    }
}
