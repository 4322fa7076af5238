//! Safeguarding rules: who may be alone on video with a child, and what a
//! tutor and a child may say to each other (docs/safeguarding.md).
//!
//! A tutor takes sessions only with a current DBS check (`dbs`). A tutor
//! and a child may talk only on the platform, where every message is kept
//! and can be reviewed: swapping a phone number, an e-mail address, a link
//! or a social media username would let either of them move the
//! conversation somewhere nobody can see, so those details are masked
//! before a message is stored or shown (`contact_details`). The masked text
//! is what both sides see; the original goes to the safeguarding lead.

pub mod contact_details;
pub mod dbs;
