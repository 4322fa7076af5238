//! Tokens earned in games and spent on prizes.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum TokenStatus {
    /// Granted by an admin.
    Manual,
    /// Earned by a wrong or passed answer; counts once the answer is reviewed.
    Pending,
    /// Earned by a correct answer.
    Awarded,
    /// A pending token whose answer was reviewed in time.
    Reviewed,
    /// Spent on a prize.
    Spent,
}

impl TokenStatus {
    pub const ALL: [TokenStatus; 5] = [
        TokenStatus::Manual,
        TokenStatus::Pending,
        TokenStatus::Awarded,
        TokenStatus::Reviewed,
        TokenStatus::Spent,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            TokenStatus::Manual => "Manual",
            TokenStatus::Pending => "Pending",
            TokenStatus::Awarded => "Awarded",
            TokenStatus::Reviewed => "Reviewed",
            TokenStatus::Spent => "Spent",
        }
    }

    pub fn parse(name: &str) -> Option<TokenStatus> {
        TokenStatus::ALL
            .into_iter()
            .find(|status| status.as_str() == name)
    }

    /// Whether a row of this status counts towards the balance.
    pub fn counts(self) -> bool {
        self != TokenStatus::Pending
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TokenRow {
    pub _id: String,
    pub created_at: String,
    pub status: TokenStatus,
    /// Positive when earned, negative when spent.
    pub amount: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub answer_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub note: Option<String>,
}

/// One entry of the token history: a game's tokens, a prize, or a grant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TokenHistoryEntry {
    pub _id: String,
    pub created_at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub game_summary_id: Option<String>,
    /// The game's description.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub game: Option<String>,
    /// The prize's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub prize: Option<String>,
    pub pending_token_count: i64,
    pub token_count: i64,
    pub without_subscription_count: i64,
    pub rows: Vec<TokenRow>,
}

/// `GET student/{id}/tokens`. `total_token_count` is the balance.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TokenList {
    pub rows: Vec<TokenHistoryEntry>,
    pub total_token_count: i64,
    pub total_pending_token_count: i64,
    pub total_earned_without_subscription_count: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Prize {
    pub _id: String,
    /// Tokens it costs.
    pub amount: i64,
    pub name: String,
    pub image: String,
    pub description: String,
}

/// `GET student/prizes`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PrizeList {
    pub results: Vec<Prize>,
}

/// `POST student/prize`. `student_id` is needed only when an admin or
/// parent redeems for a student; a student redeems for themselves.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct RedeemRequest {
    pub prize_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub student_id: Option<String>,
}

/// `POST student/{id}/tokens`: an admin grants tokens.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct GrantTokens {
    pub amount: i64,
    pub note: String,
}

pub const NOT_ENOUGH_TOKENS: &str = "Not enough tokens for this prize";
pub const REWARD_ON_ITS_WAY: &str = "Woo-hoo your reward is on it's way!";
