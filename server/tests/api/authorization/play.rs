//! A child playing as themselves, to give a family the games and answers
//! the tests call with.

use reqwest::Method;
use serde_json::{Value, json};

use super::world::{id, ok};
use crate::common::TestServer;

/// A library game long enough to outlast the test: five minutes.
pub const LONG_GAME: &str = "speed-5-multi";

pub fn ask_body(child: &str, subject: &str, game: &str) -> Value {
    json!({"student": child, "difficulty": "MEDIUM", "focus": [subject],
        "endcodes_to_exclude": [], "game_summary_id": game, "game_id": LONG_GAME})
}

/// An answer to a question asked in `game`; `{}` passes the question.
pub fn answer_body(child: &str, game: &str, answer: Value) -> Value {
    json!({"student_id": child, "time": 3.0, "difficulty": "MEDIUM", "answer": answer,
        "game_summary_id": game, "game_id": LONG_GAME})
}

/// A child playing, as themselves.
pub struct Play<'a> {
    pub server: &'a TestServer,
    pub token: &'a str,
    pub child: &'a str,
    pub subject: &'a str,
}

impl Play<'_> {
    /// Asks the next question of `game`; returns its id.
    pub async fn ask(&self, game: &str) -> String {
        let body = ask_body(self.child, self.subject, game);
        let question = ok(
            self.server
                .call(Method::PUT, "/ask", Some(self.token), Some(body))
                .await,
            "ask",
        );
        id(&question)
    }

    /// Answers the question just asked in `game` with something no
    /// question accepts.
    pub async fn answer_wrongly(&self, game: &str) {
        let question = self.ask(game).await;
        let wrong = json!({"0-0": {"ref": "nothing", "value": "not an answer"}});
        let marked = ok(
            self.server
                .post(
                    &format!("/question/{question}/answer"),
                    Some(self.token),
                    answer_body(self.child, game, wrong),
                )
                .await,
            "answer",
        );
        assert_eq!(marked["result"], "INCORRECT");
    }

    pub async fn latest_answer(&self) -> String {
        let (_, answers) = self
            .server
            .get(&format!("/student/{}/answers", self.child), self.token)
            .await;
        id(&answers[0])
    }

    pub async fn create_mix(&self) -> String {
        let mix = json!({"name": "Practice", "subject": self.subject, "subjects": [self.subject]});
        let created = ok(
            self.server
                .post(
                    &format!("/student/{}/mixes", self.child),
                    Some(self.token),
                    mix,
                )
                .await,
            "mix",
        );
        id(&created)
    }
}
