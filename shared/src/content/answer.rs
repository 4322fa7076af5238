use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

/// One part of an answer: the values accepted for one input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct AnswerPart {
    #[serde(rename = "ref")]
    pub reference: String,
    pub values: Vec<String>,
}

/// One complete way of answering: a part for every input.
pub type Alternative = Vec<AnswerPart>;

/// What the student typed into one input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, ToSchema)]
pub struct SubmittedPart {
    #[serde(rename = "ref")]
    pub reference: String,
    pub value: String,
}

/// A submitted answer, keyed by the input's line-element position.
pub type Submission = BTreeMap<String, SubmittedPart>;
