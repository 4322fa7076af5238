//! The room's chat (docs/live-sessions.md, "In the call"): each message is
//! bounded, has its contact details masked as messages do
//! (docs/safeguarding.md), and is kept with the session before anyone
//! sees it.

use plytime_shared::api::rooms::{
    CHAT_EMPTY, CHAT_NOT_KEPT, CHAT_TOO_LONG, ChatMessage, MAX_CHAT_CHARS,
};
use plytime_shared::safeguarding::contact_details::mask_contact_details;
use plytime_shared::validation::{Words, words_within};

use crate::db::Db;
use crate::db::session_chat::{self, NewChat};
use crate::video::channel::Member;

/// Keeps `text` from `member`, or says why it was not sent.
pub async fn keep(db: &Db, member: &Member, text: &str) -> Result<ChatMessage, &'static str> {
    let written = checked(text)?;
    let masked = mask_contact_details(written);
    let chat = NewChat {
        session_id: &member.session_id,
        student_id: &member.student_id,
        sender_id: &member.uid,
        sender_name: &member.name,
        role: member.role.as_str(),
        text: &masked.text,
        unmasked: masked.masked.then_some(written),
    };
    session_chat::insert(db, &chat).await.map_err(|error| {
        tracing::error!(%error, "a chat message could not be kept");
        CHAT_NOT_KEPT
    })
}

fn checked(text: &str) -> Result<&str, &'static str> {
    words_within(text, MAX_CHAT_CHARS).map_err(|refused| match refused {
        Words::Missing => CHAT_EMPTY,
        Words::TooLong => CHAT_TOO_LONG,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_trimmed_and_bounded_in_characters() {
        assert_eq!(checked("  hi  "), Ok("hi"));
        assert_eq!(checked(" \n "), Err(CHAT_EMPTY));
        assert_eq!(
            checked(&"é".repeat(MAX_CHAT_CHARS)).map(str::len),
            Ok(2 * MAX_CHAT_CHARS)
        );
        assert_eq!(checked(&"a".repeat(MAX_CHAT_CHARS + 1)), Err(CHAT_TOO_LONG));
    }
}
