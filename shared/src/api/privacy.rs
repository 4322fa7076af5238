//! A family's own data: the export of everything held about it and the
//! closing of its account (docs/privacy.md).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// `GET /api/family/export` and `GET /api/admin/family/{parent_id}/export`:
/// everything held about a family.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct FamilyExport {
    /// When the export was made (RFC 3339, UTC).
    pub exported_at: String,
    /// The same in plain words, one line each, for the readable summary.
    pub summary: Vec<String>,
    /// Every record held, by kind: `parent`, `children`, `answers`,
    /// `scores`, `games`, `tokens`, `messages`, `sessions`, `registers`,
    /// `subscriptions`, `payments`, `emails`, …; each a list of records.
    #[schema(value_type = Object)]
    pub data: serde_json::Value,
}

/// `POST /api/family/close`: the parent confirms with their password.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct CloseFamilyRequest {
    pub password: String,
}

/// What closing the account left, and why.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct FamilyClosed {
    /// What is kept, in plain words (payment records the law requires).
    pub kept: Vec<String>,
}

/// `GET /api/admin/family?email=`: the family of a parent's e-mail address,
/// for an admin acting on the family's request.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct FamilySummary {
    /// The parent's `_id` (the parents table), used by the admin's export
    /// and close calls.
    pub parent_id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub children: Vec<FamilyChild>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct FamilyChild {
    pub student_id: String,
    pub username: String,
    pub first_name: String,
    pub last_name: String,
}

pub const NO_SUCH_FAMILY: &str = "No family has this e-mail address";
pub const WRONG_PASSWORD: &str = "password: Incorrect password";

/// What is kept of a closed family, in the words the parent reads.
pub const KEPT_AFTER_CLOSING: [&str; 2] = [
    "Payment records (dates, amounts and plans paid for) are kept for 6 years, as UK tax law requires; they carry no child's details.",
    "Answers are kept only as anonymous statistics of how hard each question is; they no longer belong to anyone.",
];
