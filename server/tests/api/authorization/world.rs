//! The people and objects the authorisation tests call with: the demo's
//! family A (ada, parent@plytime.test and Priya, ada's tutor) and a family
//! B signed up through the API (cleo, her parent and Owen, cleo's tutor),
//! each with the objects a family owns.

use std::collections::HashMap;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use super::people::Who;
use super::play::Play;
use super::table::Family;
use crate::common::{TestServer, birth_date_for_year};
use crate::session_room::move_session;
use crate::subscriptions::{press, purchase};

pub const PRIZE: &str = "prize-stickers";
pub const PRIZE_COST: i64 = 20;

const ADMIN_EMAIL: &str = "admin@plytime.test";
const PARENT_B_EMAIL: &str = "parent-b@example.com";
const CHILD_B: &str = "cleo";
const CHILD_B_PASSWORD: &str = "cleo's own password";
/// Saturday 09:00: only Owen works on Saturdays, so family B's plan is his.
const SATURDAY_NINE: (i64, i64) = (5, 9 * 60);
/// How long the session moved into the present lasts, in minutes.
const OPEN_SESSION_MINUTES: i64 = 30;

/// The starter bank's first subject (Maths), theme, topic and endcode.
pub struct Content {
    pub subject: String,
    pub theme: String,
    pub topic: String,
    pub endcode: String,
}

/// What one family owns.
pub struct Objects {
    /// The child's student id.
    pub child: String,
    pub parent: String,
    /// The id of the tutor who teaches the child, and their account.
    pub tutor: String,
    pub tutor_account: String,
    pub subscription: String,
    /// The subscription's plan and weekly times, as a change sends them.
    pub plan: Value,
    /// A session of the child's with their tutor, its room open now.
    pub session: String,
    /// A wrong answer of the child's, not reviewed yet.
    pub answer: String,
    pub mix: String,
    /// A game of the child's with a question asked and not answered.
    pub open_game: String,
    pub open_question: String,
    /// A game of the child's with one answer, not saved yet.
    pub unsaved_game: String,
}

pub struct World {
    pub server: TestServer,
    pub content: Content,
    tokens: HashMap<Who, String>,
    family_a: Objects,
    family_b: Objects,
}

/// The id tokens of one family's child, parent and tutor.
struct Members {
    child: String,
    parent: String,
    tutor: String,
}

impl World {
    pub async fn build() -> World {
        let server = TestServer::with_starter_bank().await;
        let admin = server.demo_token("admin", ADMIN_EMAIL).await;
        let content = Content::of_the_starter_bank(&server, &admin).await;
        let a = Members::of_the_demo(&server).await;
        let b = Members::sign_up(&server, &content).await;
        let family_a = Objects::gather(&server, &a, &content, "a").await;
        let family_b = Objects::gather(&server, &b, &content, "b").await;
        let tokens = HashMap::from([
            (Who::ChildA, a.child),
            (Who::ChildB, b.child),
            (Who::ParentA, a.parent),
            (Who::ParentB, b.parent),
            (Who::TutorA, a.tutor),
            (Who::TutorB, b.tutor),
            (Who::Admin, admin),
        ]);
        World {
            server,
            content,
            tokens,
            family_a,
            family_b,
        }
    }

    pub fn objects(&self, family: Family) -> &Objects {
        match family {
            Family::A => &self.family_a,
            Family::B => &self.family_b,
        }
    }

    /// The id token of a signed-in person; none for nobody signed in.
    pub fn bearer(&self, who: Who) -> Option<&str> {
        self.tokens.get(&who).map(String::as_str)
    }

    /// Calls `/api{path}` as `who`.
    pub async fn call(
        &self,
        who: Who,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        self.server.call(method, path, self.bearer(who), body).await
    }

    /// The child's spendable tokens.
    pub async fn balance(&self, family: Family) -> i64 {
        let path = format!("/student/{}/tokens", self.objects(family).child);
        let list = ok(self.call(Who::Admin, Method::GET, &path, None).await, &path);
        list["total_token_count"].as_i64().expect("a token total")
    }

    pub async fn grant_tokens(&self, family: Family, amount: i64) {
        let path = format!("/student/{}/tokens", self.objects(family).child);
        let grant = json!({"amount": amount, "note": "for the authorisation tests"});
        ok(
            self.call(Who::Admin, Method::POST, &path, Some(grant))
                .await,
            &path,
        );
    }
}

/// The body of a 200 answer; fails the test on any other.
pub fn ok((status, body): (StatusCode, Value), what: &str) -> Value {
    assert_eq!(status, StatusCode::OK, "{what}: {body}");
    body
}

pub fn id(value: &Value) -> String {
    value["_id"]
        .as_str()
        .unwrap_or_else(|| panic!("no _id in {value}"))
        .to_string()
}

impl Content {
    async fn of_the_starter_bank(server: &TestServer, admin: &str) -> Content {
        let first = |list: Value, what: &str| {
            list.as_array()
                .and_then(|items| items.first())
                .map(id)
                .unwrap_or_else(|| panic!("no {what} in {list}"))
        };
        let (_, subjects) = server.get("/game/subjects", admin).await;
        let subject = first(subjects, "subject");
        let (_, themes) = server
            .get(&format!("/subject/{subject}/theme"), admin)
            .await;
        let theme = first(themes, "theme");
        let (_, topics) = server.get(&format!("/theme/{theme}/topic"), admin).await;
        let topic = first(topics, "topic");
        let (_, endcodes) = server.get(&format!("/topic/{topic}/endcode"), admin).await;
        let endcode = first(endcodes, "endcode");
        Content {
            subject,
            theme,
            topic,
            endcode,
        }
    }
}

impl Members {
    async fn of_the_demo(server: &TestServer) -> Members {
        Members {
            child: server.demo_token("student", "ada").await,
            parent: server.demo_token("parent", "parent@plytime.test").await,
            tutor: server.demo_token("tutor", "tutor@plytime.test").await,
        }
    }

    /// A parent signs up, adds cleo, buys her a plan with Owen and pays;
    /// cleo signs in with the e-mailed one-time password and sets her own.
    async fn sign_up(server: &TestServer, content: &Content) -> Members {
        let parent = server.sign_up_parent(PARENT_B_EMAIL).await;
        let profile = json!({"first_name": "Bea", "last_name": "Byrne",
            "country": "United Kingdom", "postcode": "CF10 1AA", "phone_number": "029 2000 0000",
            "email_opt_in": false});
        ok(
            server.post("/parent", Some(&parent), profile).await,
            "parent B's profile",
        );
        let new_child = json!({"username": CHILD_B, "first_name": "Cleo", "last_name": "Byrne",
            "dob": birth_date_for_year(4), "gender": "Female", "school": "", "school_year": 4});
        let child = ok(
            server
                .post("/parent/student", Some(&parent), new_child)
                .await,
            "child B",
        );
        buy_saturday_plan(server, &parent, &id(&child), &content.subject).await;
        Members {
            child: first_sign_in_of_child_b(server).await,
            parent,
            tutor: server.demo_token("tutor", "tutor2@plytime.test").await,
        }
    }
}

async fn buy_saturday_plan(server: &TestServer, parent: &str, child: &str, subject: &str) {
    let plan = purchase(child, subject, "1 X 15 mins", &[SATURDAY_NINE]);
    let redirect = ok(
        server.post("/subscription", Some(parent), plan).await,
        "family B's plan",
    );
    press(server, redirect["redirect_url"].as_str().unwrap(), "pay").await;
}

async fn first_sign_in_of_child_b(server: &TestServer) -> String {
    let one_time = server.one_time_password_sent_to(PARENT_B_EMAIL).await;
    let first = server.sign_in("student", CHILD_B, &one_time).await;
    let change = json!({"current_password": one_time, "new_password": CHILD_B_PASSWORD});
    let session = ok(
        server
            .post("/auth/password", first["id_token"].as_str(), change)
            .await,
        "child B's own password",
    );
    session["id_token"].as_str().unwrap().to_string()
}

impl Objects {
    async fn gather(
        server: &TestServer,
        members: &Members,
        content: &Content,
        label: &str,
    ) -> Objects {
        let (_, me) = server.get("/profile/me", &members.child).await;
        let child = me["user_data"]["_id"].as_str().unwrap().to_string();
        let (_, parent) = server.get("/parent", &members.parent).await;
        let (_, tutor) = server.get("/tutor", &members.tutor).await;
        let subscription = active_subscription(server, &members.parent, &child).await;
        assert_eq!(
            subscription["tutor"]["_id"], tutor["_id"],
            "family {label}'s tutor teaches its child"
        );
        let session = next_session(server, &members.child, &child).await;
        open_now(server, &session).await;
        let play = Play {
            server,
            token: &members.child,
            child: &child,
            subject: &content.subject,
        };
        let unsaved_game = format!("authorization-{label}-unsaved");
        play.answer_wrongly(&unsaved_game).await;
        let answer = play.latest_answer().await;
        let open_game = format!("authorization-{label}-open");
        let open_question = play.ask(&open_game).await;
        let mix = play.create_mix().await;
        Objects {
            answer,
            mix,
            parent: id(&parent),
            tutor: id(&tutor),
            tutor_account: tutor["uid"].as_str().unwrap().to_string(),
            plan: plan_of(&subscription),
            subscription: id(&subscription),
            session,
            open_game,
            open_question,
            unsaved_game,
            child,
        }
    }
}

async fn active_subscription(server: &TestServer, parent: &str, child: &str) -> Value {
    let (_, list) = server.get("/subscription/list", parent).await;
    list.as_array()
        .into_iter()
        .flatten()
        .find(|s| s["student"]["_id"] == child && s["status"] == "Active")
        .cloned()
        .unwrap_or_else(|| panic!("no active subscription for {child}: {list}"))
}

/// The subscription's plan and times, unchanged, as `PUT` sends them.
fn plan_of(subscription: &Value) -> Value {
    let slots: Vec<Value> = subscription["assigned_sessions"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|slot| json!({"day_of_week": slot["day_of_week"], "time": slot["session_time"]}))
        .collect();
    json!({"session_option": subscription["session_option"], "slots": slots,
        "success_url": "/parent/subscriptions?status=success", "error_url": "/parent/subscriptions"})
}

async fn next_session(server: &TestServer, token: &str, child: &str) -> String {
    let path = format!("/session/list/upcoming?student_id={child}");
    let (_, sessions) = server.get(&path, token).await;
    sessions
        .as_array()
        .into_iter()
        .flatten()
        .find(|session| session["cancelled"] == false)
        .map(id)
        .unwrap_or_else(|| panic!("no upcoming session for {child}: {sessions}"))
}

/// Moves a session to have begun a minute ago, so that its room is open
/// while the test runs: no route moves a session into the present.
async fn open_now(server: &TestServer, session: &str) {
    move_session(server, session, -60_000, OPEN_SESSION_MINUTES).await;
}
