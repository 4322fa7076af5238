//! The background job: keeps sessions generated ahead and renews the test
//! provider's subscriptions. With several replicas, a lease row lets one
//! run it at a time; generation is idempotent besides.

use std::time::Duration;

use crate::db::{Db, leases};
use crate::payments::{Payments, renewals};

const LEASE: &str = "scheduling";
pub const EVERY: Duration = Duration::from_secs(60);

pub async fn run_once(db: &Db, payments: &Payments, holder: &str) -> anyhow::Result<()> {
    let lease_millis = 2 * EVERY.as_millis() as i64;
    if !leases::take(db, LEASE, holder, lease_millis).await? {
        return Ok(());
    }
    if matches!(payments, Payments::Test) {
        renewals::renew_test_subscriptions(db).await?;
    }
    super::generate(db, None).await?;
    Ok(())
}
