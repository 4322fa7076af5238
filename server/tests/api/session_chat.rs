//! The chat of a session's room (docs/live-sessions.md, "In the call"):
//! kept before it is passed on, masked and flagged like messages, bounded,
//! and read afterwards by the child's family.

use plytime_shared::api::rooms::{CHAT_EMPTY, CHAT_TOO_LONG, MAX_CHAT_CHARS};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, strings_at};
use crate::safeguarding::flagged_originals;
use crate::session_channel::{next_skipping_present, send};
use crate::session_whiteboard::{InTheRoom, both_in_the_room};

async fn chat(server: &TestServer, id: &str, token: &str) -> (StatusCode, Value) {
    server.get(&format!("/session/{id}/chat"), token).await
}

#[tokio::test]
async fn the_chat_is_kept_masked_passed_to_both_and_read_by_the_family() {
    let server = TestServer::with_starter_bank().await;
    let InTheRoom {
        demo,
        mut tutor,
        mut child,
        ..
    } = both_in_the_room(&server).await;
    let id = &demo.first;

    send(
        &mut tutor,
        json!({"type": "chat", "text": "  Ready, Ada?  "}),
    )
    .await;
    for socket in [&mut tutor, &mut child] {
        let event = next_skipping_present(socket).await;
        assert_eq!(event["type"], "chat", "{event}");
        let message = &event["message"];
        assert_eq!(
            (&message["text"], &message["sender_name"], &message["role"]),
            (&json!("Ready, Ada?"), &json!("Priya"), &json!("TUTOR"))
        );
    }

    // Contact details are masked for both, and the words as written go to
    // the safeguarding lead.
    send(
        &mut child,
        json!({"type": "chat", "text": "my number is 07700 900123"}),
    )
    .await;
    for socket in [&mut tutor, &mut child] {
        let event = next_skipping_present(socket).await;
        let text = event["message"]["text"].as_str().unwrap().to_string();
        assert!(!text.contains("07700"), "{text}");
        assert_eq!(event["message"]["sender_name"], "Ada");
    }
    assert_eq!(
        flagged_originals(&server).await,
        ["my number is 07700 900123"]
    );

    // Empty and over-long messages are refused to their sender alone, and
    // nothing is kept.
    for (text, why) in [
        ("   ".to_string(), CHAT_EMPTY),
        ("a".repeat(MAX_CHAT_CHARS + 1), CHAT_TOO_LONG),
    ] {
        send(&mut child, json!({"type": "chat", "text": text})).await;
        let event = next_skipping_present(&mut child).await;
        assert_eq!(
            (&event["type"], &event["message"]),
            (&json!("refused"), &json!(why))
        );
    }

    // Kept with the session, in order, for its people and the child's
    // parent; Owen, not the session's tutor, is told it does not exist.
    for token in [&demo.parent, &demo.ada, &demo.priya, &demo.admin] {
        let (status, kept) = chat(&server, id, token).await;
        assert_eq!(status, StatusCode::OK, "{kept}");
        assert_eq!(strings_at(&kept, "sender_name"), ["Priya", "Ada"]);
    }
    assert_eq!(chat(&server, id, &demo.owen).await.0, StatusCode::NOT_FOUND);
}
