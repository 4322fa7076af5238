use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::Role;
use crate::api::subscriptions::SubscriptionLevel;
use crate::game::time_allowance::TimeAllowance;

/// `GET /api/profile/me`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Me {
    pub uid: String,
    pub username: String,
    pub role: Role,
    pub user_data: UserData,
    /// True until a one-time password has been replaced.
    pub must_change_password: bool,
    /// Students only: what their subscriptions give (the student screens
    /// beyond home and the game need at least platform only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub subscription_level: Option<SubscriptionLevel>,
    /// Students only: the time their parent gives them in games (kept by
    /// the desktop app, so an offline game runs on the same clock).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub time_allowance: Option<TimeAllowance>,
    /// For a student: each question is read out as it appears
    /// (docs/games.md, "Read to me").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub reads_each_question: Option<bool>,
    /// Set when this sign-in came from a session handoff: it opens that
    /// one session and nothing else.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub session_only: Option<String>,
    /// Set when a parent signed in as their child ("Login as {first name}"):
    /// the parent to offer the way back to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub acting_parent: Option<ActingParent>,
    /// Admins only: they are a safeguarding lead, who reads the concerns.
    #[serde(default)]
    pub safeguarding_lead: bool,
}

/// The parent behind an act-as session: their first name for "Back to
/// {first name}" and the e-mail they sign in with, so only their password
/// is asked for on the way back.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ActingParent {
    pub first_name: String,
    pub email: String,
}

/// The role-specific record behind an account: the student, parent or tutor
/// profile id (`_id`), or the account id for admins.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct UserData {
    pub _id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub email: Option<String>,
    pub username: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub display_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub profile_picture: Option<String>,
}

/// `POST /api/profile/me/picture`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PictureUpload {
    pub content_base64: String,
    pub content_type: String,
}

/// `POST /api/profile/{user_id}/picture` (admins, for tutors' pictures).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PictureUploadFor {
    pub content_base64: String,
    pub content_type: String,
    pub user_role: String,
}

/// Where a profile picture is served from; `path` is absent when the user
/// has none.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct PicturePath {
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub path: Option<String>,
}

/// `PUT /api/profile/me/avatar`: one of the app's drawn avatars as the
/// user's picture, in place of a photo.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct AvatarChoice {
    pub avatar: crate::avatars::Avatar,
}

/// Largest decoded picture accepted, in bytes. The UI compresses to 0.8 MB
/// before upload; the margin allows for encoder overshoot.
pub const MAX_PICTURE_BYTES: usize = 1024 * 1024;
