//! Questions from the bank for the session's whiteboard
//! (docs/whiteboard.md, "What the tutor can add"): for the session's tutor
//! and admins, of the session's subject only, never with their answers.

use reqwest::StatusCode;
use serde_json::Value;

use crate::common::{TestServer, errors, strings_at};
use crate::session_room::demo;

async fn bank(server: &TestServer, id: &str, endcode: &str, token: &str) -> (StatusCode, Value) {
    let path = format!("/session/{id}/bank?endcode_id={endcode}");
    server.get(&path, token).await
}

/// An area of the starter bank with more live questions than are offered.
pub async fn a_full_area(server: &TestServer) -> String {
    sqlx::query_scalar(
        "SELECT endcode_id FROM questions WHERE status = 'live' GROUP BY endcode_id \
         HAVING COUNT(*) > 5 ORDER BY endcode_id LIMIT 1",
    )
    .fetch_one(server.db().await.read())
    .await
    .unwrap()
}

#[tokio::test]
async fn the_tutor_is_offered_an_areas_questions_without_their_answers() {
    let server = TestServer::with_starter_bank().await;
    let demo = demo(&server).await;
    let id = &demo.first;
    let endcode = a_full_area(&server).await;

    for token in [&demo.priya, &demo.admin] {
        let (status, offered) = bank(&server, id, &endcode, token).await;
        assert_eq!(status, StatusCode::OK, "{offered}");
        let offered = offered.as_array().unwrap();
        assert_eq!(offered.len(), 5);
        for question in offered {
            assert_eq!(question["endcode_id"], endcode.as_str());
            assert!(!question["lines"].as_array().unwrap().is_empty());
            assert!(question.get("answers").is_none(), "{question}");
        }
    }
    // The family does not pick questions; another tutor does not see it.
    for token in [&demo.ada, &demo.parent] {
        assert_eq!(
            bank(&server, id, &endcode, token).await.0,
            StatusCode::FORBIDDEN
        );
    }
    assert_eq!(
        bank(&server, id, &endcode, &demo.owen).await.0,
        StatusCode::NOT_FOUND
    );

    let (status, body) = bank(&server, id, "no-such-endcode", &demo.priya).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such endcode in this session's subject"]);
    let (_, offered) = bank(&server, id, &endcode, &demo.priya).await;
    let ids = strings_at(&offered, "_id");
    let unique: std::collections::BTreeSet<_> = ids.iter().collect();
    assert_eq!(ids.len(), unique.len(), "each question is offered once");
}
