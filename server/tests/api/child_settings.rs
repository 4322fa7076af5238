//! What every setting a parent keeps for one child has in common: only the
//! child's own parent may change it, and a value the route does not know is
//! refused with the error shape.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, errors};
use crate::game::Player;

/// Checks that `PUT /parent/student/{id}/{field}` refuses another parent,
/// the tutor and the child themselves (403) with `value`, and the child's
/// parent with `unknown` (400, with errors). Answers the parent's token.
pub async fn only_the_parent_may_set(
    server: &TestServer,
    player: &Player,
    field: &str,
    value: Value,
    unknown: Value,
) -> String {
    let path = format!("/parent/student/{}/{field}", player.student);
    let other_parent = server.sign_up_parent("someone.else@example.com").await;
    let tutor = server.demo_token("tutor", "tutor@plytime.test").await;
    for token in [&other_parent, &tutor, &player.token] {
        let (status, body) = server.put(&path, token, json!({ field: value })).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{field}: {body}");
    }
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    // Raw JSON: the typed body cannot carry a value the route does not know.
    let (status, body) = server.put(&path, &parent, json!({ field: unknown })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{field}: {body}");
    assert!(!errors(&body).is_empty());
    parent
}
