//! Failed sign-in attempts, counted per login and per address to slow down
//! password guessing. Kept in the database so that replicas share counts.

use std::time::Duration;

use plytime_shared::game::clock::DAY_MILLIS;

use super::{Db, now_millis};

/// Attempts are counted over this window.
pub const WINDOW_MILLIS: i64 = 15 * 60 * 1000;
/// Failures for one login from one address within the window before that
/// address is refused for the login: whoever guesses is stopped, not the
/// account's owner elsewhere.
pub const MAX_PER_LOGIN_AND_ADDRESS: i64 = 5;
/// Failures from one address within the window (a school shares one).
pub const MAX_PER_ADDRESS: i64 = 50;
/// Failures for one login from anywhere after which every attempt at it is
/// slowed, never refused: a login cannot be locked by someone else.
pub const SLOW_LOGIN_AFTER: i64 = 5;
/// The first delay, doubled with each further failure, up to the longest.
const FIRST_DELAY: Duration = Duration::from_millis(250);
const LONGEST_DELAY: Duration = Duration::from_secs(5);

/// What an attempt to sign in to `login` from `address` may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Throttle {
    Go,
    /// Try after this pause (the pause grows with the failures).
    Slow(Duration),
    Refuse,
}

/// `FIRST_DELAY` doubled for each of `failures` beyond the first, capped.
fn growing_delay(failures: i64) -> Duration {
    if failures <= 0 {
        return Duration::ZERO;
    }
    let doublings = u32::try_from(failures - 1).unwrap_or(u32::MAX).min(16);
    FIRST_DELAY
        .saturating_mul(1 << doublings)
        .min(LONGEST_DELAY)
}

/// Follows OWASP's advice against lock-out: failures slow the same login
/// and address down more each time and then refuse it; a busy address is
/// refused; a login under attack from elsewhere is only slowed.
pub async fn throttle(db: &Db, login: &str, address: &str) -> sqlx::Result<Throttle> {
    let since = now_millis() - WINDOW_MILLIS;
    let (by_pair, by_address, by_login): (i64, i64, i64) = sqlx::query_as(
        "SELECT \
         (SELECT COUNT(*) FROM signin_failures WHERE login = $1 AND address = $2 \
          AND failed_at > $3), \
         (SELECT COUNT(*) FROM signin_failures WHERE address = $2 AND failed_at > $3), \
         (SELECT COUNT(*) FROM signin_failures WHERE login = $1 AND failed_at > $3)",
    )
    .bind(login)
    .bind(address)
    .bind(since)
    .fetch_one(db.read())
    .await?;
    Ok(decide(by_pair, by_address, by_login))
}

fn decide(by_pair: i64, by_address: i64, by_login: i64) -> Throttle {
    if by_pair >= MAX_PER_LOGIN_AND_ADDRESS || by_address >= MAX_PER_ADDRESS {
        return Throttle::Refuse;
    }
    let delay = growing_delay(by_pair).max(growing_delay(by_login - SLOW_LOGIN_AFTER + 1));
    if delay.is_zero() {
        Throttle::Go
    } else {
        Throttle::Slow(delay)
    }
}

pub async fn record(db: &Db, login: &str, address: &str) -> sqlx::Result<()> {
    let now = now_millis();
    let mut tx = db.write().begin().await?;
    // Old rows are no use to anyone; pruning here keeps the table small
    // without a separate job.
    sqlx::query("DELETE FROM signin_failures WHERE failed_at < $1")
        .bind(now - DAY_MILLIS)
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO signin_failures (login, address, failed_at) VALUES ($1, $2, $3)")
        .bind(login)
        .bind(address)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    tx.commit().await
}

/// A successful sign-in clears the count of its login from its address
/// (not the failures of someone guessing from elsewhere).
pub async fn clear(db: &Db, login: &str, address: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM signin_failures WHERE login = $1 AND address = $2")
        .bind(login)
        .bind(address)
        .execute(db.write())
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guesser_is_slowed_then_refused_and_the_owner_only_slowed() {
        assert_eq!(decide(0, 0, 0), Throttle::Go);
        assert_eq!(decide(1, 1, 1), Throttle::Slow(Duration::from_millis(250)));
        assert_eq!(decide(3, 3, 3), Throttle::Slow(Duration::from_secs(1)));
        assert_eq!(decide(5, 5, 5), Throttle::Refuse, "the guessing address");
        assert_eq!(
            decide(0, 0, 5),
            Throttle::Slow(Duration::from_millis(250)),
            "the owner"
        );
        assert_eq!(
            decide(0, 0, 40),
            Throttle::Slow(LONGEST_DELAY),
            "slowed, never locked"
        );
        assert_eq!(decide(0, 50, 0), Throttle::Refuse, "a busy address");
    }
}
