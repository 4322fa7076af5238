//! The admin's capacity thresholds, with defaults until first set.

use plytime_shared::api::admin::AdminVariables;

use super::Db;

const DESIRED: &str = "desiredCapacity";
const MINIMUM: &str = "minimumCapacity";

pub async fn get(db: &Db) -> sqlx::Result<AdminVariables> {
    let rows: Vec<(String, f64)> = sqlx::query_as("SELECT name, value FROM admin_variables")
        .fetch_all(db.read())
        .await?;
    let value = |name: &str| rows.iter().find(|(row, _)| row == name).map(|(_, v)| *v);
    let defaults = AdminVariables::default();
    Ok(AdminVariables {
        desiredCapacity: value(DESIRED).unwrap_or(defaults.desiredCapacity),
        minimumCapacity: value(MINIMUM).unwrap_or(defaults.minimumCapacity),
    })
}

pub async fn set(db: &Db, variables: AdminVariables) -> sqlx::Result<()> {
    let mut tx = db.write().begin().await?;
    for (name, value) in [
        (DESIRED, variables.desiredCapacity),
        (MINIMUM, variables.minimumCapacity),
    ] {
        sqlx::query(
            "INSERT INTO admin_variables (name, value) VALUES ($1, $2) \
             ON CONFLICT (name) DO UPDATE SET value = excluded.value",
        )
        .bind(name)
        .bind(value)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await
}
