//! Statements over many rows at once. A batch of answers or asks takes
//! SQLite's single writer for a handful of statements, whatever its size,
//! instead of a handful per row (docs/scaling.md).

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
}
