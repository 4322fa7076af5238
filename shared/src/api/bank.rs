//! Questions from the bank for the tutor to put on a session's whiteboard
//! (docs/whiteboard.md, "What the tutor can add").

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::content::element::Line;

/// How many of an area's questions the tutor is offered at once.
pub const BANK_QUESTIONS_OFFERED: i64 = 5;

/// `GET /api/session/{id}/bank?endcode_id=`: a live question as the child
/// would see it, never its answers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct BankQuestion {
    pub _id: String,
    pub endcode_id: String,
    /// The area in the child's words.
    pub endcode_description: String,
    pub lines: Vec<Line>,
}
