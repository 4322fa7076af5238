//! The schema's migrations. Most are plain SQL both databases read alike and
//! are written once, in `server/migrations/both/`; the few that need a
//! dialect of their own keep a copy per database, under the same number, in
//! `server/migrations/sqlite/` and `server/migrations/postgres/`
//! (docs/decisions/0001-sqlx-any-and-its-type-limits.md).

use futures_core::future::BoxFuture;
use sqlx::error::BoxDynError;
use sqlx::migrate::{MigrateError, Migration, MigrationSource, Migrator};

use super::Backend;

static BOTH: Migrator = sqlx::migrate!("migrations/both");
static SQLITE: Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES: Migrator = sqlx::migrate!("migrations/postgres");

/// Every migration `backend` runs, in version order. A migration keeps the
/// version and checksum it has in its folder, so moving a file between
/// `both/` and a dialect's folder changes nothing a database has recorded.
pub(super) fn for_backend(backend: Backend) -> Vec<Migration> {
    let dialect = match backend {
        Backend::Sqlite => &SQLITE,
        Backend::Postgres => &POSTGRES,
    };
    let mut migrations: Vec<Migration> = BOTH.iter().chain(dialect.iter()).cloned().collect();
    migrations.sort_by_key(|migration| migration.version);
    migrations
}

/// The migrator for `backend`.
pub(super) async fn migrator(backend: Backend) -> Result<Migrator, MigrateError> {
    Migrator::new(InOrder(for_backend(backend))).await
}

/// Migrations already read, handed to `Migrator::new` as they are.
#[derive(Debug)]
struct InOrder(Vec<Migration>);

impl MigrationSource<'static> for InOrder {
    fn resolve(self) -> BoxFuture<'static, Result<Vec<Migration>, BoxDynError>> {
        Box::pin(std::future::ready(Ok(self.0)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn versions(backend: Backend) -> Vec<i64> {
        for_backend(backend)
            .iter()
            .map(|migration| migration.version)
            .collect()
    }

    #[test]
    fn both_databases_run_every_number_once_in_order() {
        for backend in [Backend::Sqlite, Backend::Postgres] {
            let versions = versions(backend);
            let expected: Vec<i64> = (1..=versions.len() as i64).collect();
            assert_eq!(versions, expected, "{}", backend.name());
        }
    }

    #[test]
    fn a_dialect_migration_has_a_twin_in_the_other_dialect() {
        let numbers = |migrator: &Migrator| -> Vec<i64> {
            migrator.iter().map(|migration| migration.version).collect()
        };
        assert_eq!(numbers(&SQLITE), numbers(&POSTGRES));
    }
}
