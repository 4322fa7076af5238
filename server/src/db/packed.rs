//! Many small rows read as one value. sqlx hands each row of a SQLite
//! statement from the connection's thread to the task awaiting it, copying
//! every value on the way and again into the driver-neutral row: about 5 µs
//! for a row of a handful of columns, where SQLite itself spent well under
//! 1 µs finding it. A read of many small rows for many children at once (a
//! class's cards) spent most of its time handing rows over. Packed, the database builds one JSON array of the
//! rows and hands over that one text value (docs/scaling.md).
//!
//! SQLite writes a float into JSON with 15 significant digits, so pack
//! only what does not need a float's last bits back exactly.

use serde::de::DeserializeOwned;
use sqlx::Any;
use sqlx::any::AnyArguments;
use sqlx::query::QueryScalar;

use super::{Backend, json, rows};

/// A statement reading the rows of `select` packed into one JSON array of
/// arrays, each holding the values of `columns` (names of `select`'s
/// columns) in order; `[]` when it finds none. Its parameters are marked
/// as `backend` prepares them fastest ([`rows::marked_for`]).
pub fn select(backend: Backend, columns: &str, select: &str) -> String {
    let packed = match backend {
        Backend::Sqlite => {
            format!("SELECT json_group_array(json_array({columns})) FROM ({select}) AS found")
        }
        Backend::Postgres => format!(
            "SELECT COALESCE(json_agg(json_build_array({columns}))::text, '[]') \
             FROM ({select}) AS found"
        ),
    };
    rows::marked_for(backend, packed)
}

/// The rows a [`select`] statement packed, each as a `T` (a tuple of the
/// columns' types, in order). `what` names the rows in the error a row
/// that does not decode is.
pub async fn fetch<'q, 'c, T, E>(
    what: &str,
    query: QueryScalar<'q, Any, String, AnyArguments<'q>>,
    executor: E,
) -> sqlx::Result<Vec<T>>
where
    T: DeserializeOwned,
    E: sqlx::Executor<'c, Database = Any> + 'q,
{
    let packed = query.fetch_one(executor).await?;
    json::decode(what, &packed)
}

#[cfg(test)]
mod tests {
    use sqlx::Connection;

    use super::*;

    type Row = (String, f64, Option<f64>, i64);

    async fn read_packed(rows: &str) -> Vec<Row> {
        sqlx::any::install_default_drivers();
        let mut connection = sqlx::AnyConnection::connect("sqlite::memory:")
            .await
            .unwrap();
        let sql = select(
            Backend::Sqlite,
            "name, score, uncertainty, answer_count",
            &format!(
                "SELECT name, score, uncertainty, answer_count FROM ({rows}) AS t \
                 WHERE answer_count >= $1"
            ),
        );
        fetch("t", sqlx::query_scalar(&sql).bind(0_i64), &mut connection)
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn rows_come_back_with_their_types_in_order() {
        let rows = "SELECT 'a \"quoted\" \\ name' AS name, 31.25 AS score, NULL AS uncertainty, \
                    3 AS answer_count UNION ALL SELECT 'b', 12.0, 0.5, 9000000000";
        assert_eq!(
            read_packed(rows).await,
            [
                ("a \"quoted\" \\ name".to_string(), 31.25, None, 3),
                ("b".to_string(), 12.0, Some(0.5), 9_000_000_000),
            ]
        );
    }

    #[tokio::test]
    async fn no_rows_is_an_empty_list() {
        let rows = "SELECT 'a' AS name, 1.0 AS score, NULL AS uncertainty, -1 AS answer_count";
        assert!(read_packed(rows).await.is_empty());
    }
}
