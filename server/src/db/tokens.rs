//! The token ledger and prizes. Rows record every change; the balance row
//! is spent from with one conditional UPDATE, so concurrent redemptions can
//! never take it below zero, and it always equals the sum of counted rows.

use plytime_shared::api::tokens::{Prize, TokenStatus};
use sqlx::FromRow;

use super::{Backend, Db, Tx, now_millis, rows};

pub struct NewRow<'a> {
    pub student_id: &'a str,
    pub status: TokenStatus,
    pub amount: i64,
    pub game_summary_id: Option<&'a str>,
    pub answer_id: Option<&'a str>,
    pub prize_id: Option<&'a str>,
    pub note: Option<&'a str>,
}

/// Records a ledger row, and moves the balance when its status counts.
pub async fn record(tx: &mut Tx<'_>, row: &NewRow<'_>) -> sqlx::Result<()> {
    record_all(tx, std::slice::from_ref(row)).await
}

/// Records ledger rows in one statement, and moves each student's balance
/// by what of theirs counts in another.
pub async fn record_all(tx: &mut Tx<'_>, rows: &[NewRow<'_>]) -> sqlx::Result<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "INSERT INTO token_rows (id, student_id, created_at, status, amount, game_summary_id, \
             answer_id, prize_id, note) VALUES {}",
            rows::placeholders(rows.len(), 9)
        ),
    );
    let now = now_millis();
    let mut query = sqlx::query(&sql);
    for row in rows {
        query = query
            .bind(uuid::Uuid::new_v4().to_string())
            .bind(row.student_id)
            .bind(now)
            .bind(row.status.as_str())
            .bind(row.amount)
            .bind(row.game_summary_id)
            .bind(row.answer_id)
            .bind(row.prize_id)
            .bind(row.note);
    }
    query.execute(&mut **tx).await?;

    let mut counted: Vec<(&str, i64)> = Vec::new();
    for row in rows.iter().filter(|row| row.status.counts()) {
        match counted
            .iter_mut()
            .find(|(student, _)| *student == row.student_id)
        {
            Some((_, amount)) => *amount += row.amount,
            None => counted.push((row.student_id, row.amount)),
        }
    }
    add_to_balances(tx, &counted).await
}

/// Adds to each student's balance, one row a student.
async fn add_to_balances(tx: &mut Tx<'_>, amounts: &[(&str, i64)]) -> sqlx::Result<()> {
    if amounts.is_empty() {
        return Ok(());
    }
    let sql = rows::marked_for(
        Backend::of(tx),
        format!(
            "INSERT INTO token_balances (student_id, balance) VALUES {} ON CONFLICT (student_id) \
             DO UPDATE SET balance = token_balances.balance + excluded.balance",
            rows::placeholders(amounts.len(), 2)
        ),
    );
    let mut query = sqlx::query(&sql);
    for (student_id, amount) in amounts {
        query = query.bind(*student_id).bind(*amount);
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// An admin's grant of tokens.
pub async fn grant(db: &Db, student_id: &str, amount: i64, note: &str) -> sqlx::Result<()> {
    let mut tx = db.write().begin().await?;
    let row = NewRow {
        student_id,
        status: TokenStatus::Manual,
        amount,
        game_summary_id: None,
        answer_id: None,
        prize_id: None,
        note: Some(note),
    };
    record(&mut tx, &row).await?;
    tx.commit().await
}

/// Spends `prize`'s price. False, with nothing changed, when the balance is
/// short.
pub async fn redeem(db: &Db, student_id: &str, prize: &Prize) -> sqlx::Result<bool> {
    let mut tx = db.write().begin().await?;
    let spent = sqlx::query(
        "UPDATE token_balances SET balance = balance - $1 WHERE student_id = $2 AND balance >= $1",
    )
    .bind(prize.amount)
    .bind(student_id)
    .execute(&mut *tx)
    .await?;
    if spent.rows_affected() != 1 {
        tx.rollback().await?;
        return Ok(false);
    }
    sqlx::query(
        "INSERT INTO token_rows (id, student_id, created_at, status, amount, prize_id, note) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(student_id)
    .bind(now_millis())
    .bind(TokenStatus::Spent.as_str())
    .bind(-prize.amount)
    .bind(&prize._id)
    .bind(&prize.name)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}

pub async fn balance(db: &Db, student_id: &str) -> sqlx::Result<i64> {
    let balance: Option<i64> =
        sqlx::query_scalar("SELECT balance FROM token_balances WHERE student_id = $1")
            .bind(student_id)
            .fetch_optional(db.read())
            .await?;
    Ok(balance.unwrap_or(0))
}

#[derive(Debug, Clone, FromRow)]
pub struct LedgerRow {
    pub id: String,
    pub created_at: i64,
    pub status: String,
    pub amount: i64,
    pub game_summary_id: Option<String>,
    pub answer_id: Option<String>,
    pub prize_id: Option<String>,
    pub note: Option<String>,
}

pub async fn ledger(db: &Db, student_id: &str) -> sqlx::Result<Vec<LedgerRow>> {
    sqlx::query_as(
        "SELECT id, created_at, status, amount, game_summary_id, answer_id, prize_id, note \
         FROM token_rows WHERE student_id = $1 ORDER BY created_at DESC, id",
    )
    .bind(student_id)
    .fetch_all(db.read())
    .await
}

/// The student's token rows from one game (the index on
/// `token_rows.game_summary_id` finds them without reading the whole ledger).
pub async fn ledger_of_game(
    db: &Db,
    student_id: &str,
    game_summary_id: &str,
) -> sqlx::Result<Vec<LedgerRow>> {
    sqlx::query_as(
        "SELECT id, created_at, status, amount, game_summary_id, answer_id, prize_id, note \
         FROM token_rows WHERE game_summary_id = $1 AND student_id = $2 \
         ORDER BY created_at DESC, id",
    )
    .bind(game_summary_id)
    .bind(student_id)
    .fetch_all(db.read())
    .await
}

#[derive(Debug, Clone, FromRow)]
struct PrizeRow {
    id: String,
    amount: i64,
    name: String,
    image: String,
    description: String,
}

impl From<PrizeRow> for Prize {
    fn from(row: PrizeRow) -> Prize {
        Prize {
            _id: row.id,
            amount: row.amount,
            name: row.name,
            image: row.image,
            description: row.description,
        }
    }
}

pub async fn prizes(db: &Db) -> sqlx::Result<Vec<Prize>> {
    let rows: Vec<PrizeRow> =
        sqlx::query_as("SELECT id, amount, name, image, description FROM prizes ORDER BY position")
            .fetch_all(db.read())
            .await?;
    Ok(rows.into_iter().map(Prize::from).collect())
}

pub async fn prize(db: &Db, id: &str) -> sqlx::Result<Option<Prize>> {
    let row: Option<PrizeRow> =
        sqlx::query_as("SELECT id, amount, name, image, description FROM prizes WHERE id = $1")
            .bind(id)
            .fetch_optional(db.read())
            .await?;
    Ok(row.map(Prize::from))
}

pub async fn insert_prize(db: &Db, prize: &Prize, position: i64) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO prizes (id, amount, name, image, description, position) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING",
    )
    .bind(&prize._id)
    .bind(prize.amount)
    .bind(&prize.name)
    .bind(&prize.image)
    .bind(&prize.description)
    .bind(position)
    .execute(db.write())
    .await?;
    Ok(())
}

/// Turns an answer's pending token into a counted one (status Reviewed),
/// once. True when it did.
pub async fn review_pending(
    tx: &mut Tx<'_>,
    student_id: &str,
    answer_id: &str,
) -> sqlx::Result<bool> {
    let reviewed = sqlx::query(
        "UPDATE token_rows SET status = $1 WHERE answer_id = $2 AND student_id = $3 AND status = $4",
    )
    .bind(TokenStatus::Reviewed.as_str())
    .bind(answer_id)
    .bind(student_id)
    .bind(TokenStatus::Pending.as_str())
    .execute(&mut **tx)
    .await?;
    if reviewed.rows_affected() == 1 {
        add_to_balances(tx, &[(student_id, 1)]).await?;
        return Ok(true);
    }
    Ok(false)
}
