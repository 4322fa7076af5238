use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Every failed `/api/` call answers with this body and a fitting status.
///
/// Validation failures carry one message per field as `field: message`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ErrorBody {
    pub errors: Vec<String>,
}

/// The body of calls whose only news is that they worked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Success {
    pub success: bool,
}

impl Success {
    pub const YES: Success = Success { success: true };
}
