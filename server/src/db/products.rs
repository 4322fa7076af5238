//! The subscription plans on sale and their weekly prices.

use plytime_shared::api::subscriptions::SubscriptionProduct;
use sqlx::FromRow;

use super::Db;

#[derive(FromRow)]
struct ProductRow {
    label: String,
    sessions: i64,
    weekly_cost_in_pence: i64,
}

pub async fn list(db: &Db) -> sqlx::Result<Vec<SubscriptionProduct>> {
    let rows: Vec<ProductRow> = sqlx::query_as(
        "SELECT label, sessions, weekly_cost_in_pence FROM subscription_products \
         ORDER BY sessions",
    )
    .fetch_all(db.read())
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| SubscriptionProduct {
            label: row.label,
            sessions: row.sessions,
            weekly_cost_in_pence: row.weekly_cost_in_pence,
        })
        .collect())
}

/// The weekly price of the plan with `sessions` sessions, if on sale.
pub async fn weekly_cost(db: &Db, sessions: i64) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("SELECT weekly_cost_in_pence FROM subscription_products WHERE sessions = $1")
        .bind(sessions)
        .fetch_optional(db.read())
        .await
}
