//! Statements over many rows at once. A batch of answers or asks takes
//! SQLite's single writer for a handful of statements, whatever its size,
//! instead of a handful per row (docs/scaling.md).

use super::Backend;

/// The placeholders of `rows` rows of `columns` values each, numbered from
/// `$1`: `($1, $2), ($3, $4)` for two rows of two.
pub fn placeholders(rows: usize, columns: usize) -> String {
    placeholders_from(1, rows, columns)
}

/// [`placeholders`] numbered from `$first`, for a statement that binds
/// other values before them.
pub fn placeholders_from(first: usize, rows: usize, columns: usize) -> String {
    (0..rows)
        .map(|row| {
            let values: Vec<String> = (0..columns)
                .map(|column| format!("${}", first + row * columns + column))
                .collect();
            format!("({})", values.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A list of rows to match a row value against, `(a, b) IN {list}`,
/// numbered from `$first`. Written as a subquery because SQLite searches an
/// index for `IN (SELECT …)` but scans the whole table for a bare `IN
/// (VALUES …)`.
pub fn in_rows(first: usize, rows: usize, columns: usize) -> String {
    format!(
        "(SELECT * FROM (VALUES {}) AS listed)",
        placeholders_from(first, rows, columns)
    )
}

/// `sql`, written with `$1, $2, …` as PostgreSQL takes them, with its
/// parameters marked as `backend` prepares them fastest. SQLite looks each
/// numbered parameter up among all those before it, while preparing and
/// again while binding, so a statement of n of them costs n² (a batch of a
/// hundred answers' 1,500 values took 11 ms to prepare); bare `?` marks
/// cost nothing, and SQLite numbers them in the order they appear. So on
/// SQLite, a statement whose marks appear as `$1, $2, …, $n`, each once and
/// in order, is given bare marks; any other is left as it is written.
pub fn marked_for(backend: Backend, sql: String) -> String {
    match backend {
        Backend::Postgres => sql,
        Backend::Sqlite => bare_marks(&sql).unwrap_or(sql),
    }
}

/// `sql` with `$1, $2, …, $n` replaced by `?`, if they appear in that order
/// outside quoted text.
fn bare_marks(sql: &str) -> Option<String> {
    let mut bare = String::with_capacity(sql.len());
    let mut next = 1;
    let mut quoted = false;
    let mut rest = sql;
    while let Some(at) = rest.find(['$', '\'']) {
        bare.push_str(&rest[..at]);
        rest = &rest[at..];
        if rest.starts_with('\'') {
            quoted = !quoted;
            bare.push('\'');
            rest = &rest[1..];
            continue;
        }
        let digits = rest[1..].bytes().take_while(u8::is_ascii_digit).count();
        if quoted || digits == 0 {
            bare.push('$');
            rest = &rest[1..];
            continue;
        }
        if rest[1..=digits].parse::<usize>().ok()? != next {
            return None;
        }
        next += 1;
        bare.push('?');
        rest = &rest[1 + digits..];
    }
    bare.push_str(rest);
    Some(bare)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_rows_of_values_in_order() {
        assert_eq!(placeholders(2, 3), "($1, $2, $3), ($4, $5, $6)");
        assert_eq!(placeholders(1, 1), "($1)");
        assert_eq!(placeholders_from(2, 2, 2), "($2, $3), ($4, $5)");
        assert_eq!(placeholders(0, 3), "");
        assert_eq!(
            in_rows(2, 1, 2),
            "(SELECT * FROM (VALUES ($2, $3)) AS listed)"
        );
    }

    #[test]
    fn sqlite_takes_bare_marks_when_the_numbers_run_in_order() {
        let sql = "UPDATE t SET a = $1 WHERE (b, c) IN (VALUES ($2, $3), ($4, $5))".to_string();
        assert_eq!(
            marked_for(Backend::Sqlite, sql.clone()),
            "UPDATE t SET a = ? WHERE (b, c) IN (VALUES (?, ?), (?, ?))"
        );
        assert_eq!(marked_for(Backend::Postgres, sql.clone()), sql);
        assert_eq!(
            marked_for(Backend::Sqlite, "SELECT '$1', $1 || '$' FROM t".into()),
            "SELECT '$1', ? || '$' FROM t"
        );
    }

    #[tokio::test]
    async fn a_sqlite_connection_binds_bare_marks_in_their_order() {
        use sqlx::Connection;
        sqlx::any::install_default_drivers();
        let mut connection = sqlx::AnyConnection::connect("sqlite::memory:")
            .await
            .unwrap();
        let backend = Backend::of(&connection);
        assert_eq!(backend, Backend::Sqlite);
        let sql = marked_for(
            backend,
            format!(
                "SELECT $1 || '$' || column1 FROM (VALUES {})",
                placeholders_from(2, 2, 1)
            ),
        );
        let found: Vec<String> = sqlx::query_scalar(&sql)
            .bind("a")
            .bind("b")
            .bind("c")
            .fetch_all(&mut connection)
            .await
            .unwrap();
        assert_eq!(found, ["a$b", "a$c"]);
    }

    #[test]
    fn sqlite_keeps_numbers_that_are_reused_or_out_of_order() {
        for sql in ["SELECT $1, $1", "SELECT $2, $1", "SELECT $1, $3"] {
            assert_eq!(marked_for(Backend::Sqlite, sql.into()), sql);
        }
    }
}
