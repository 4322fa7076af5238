//! The people and objects the authorisation tests call with: the demo's
//! family A (ada, parent@plytime.test and Priya, ada's tutor) and a family
//! B signed up through the API (cleo, her parent and Owen, cleo's tutor),
//! each with the objects a family owns.

use std::collections::HashMap;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use plytime_shared::api::auth::ChangePasswordRequest;
use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{
    auth, content, game, parents, profile, sessions, subscriptions, tokens, tutors,
};
use plytime_shared::api::parents::{NewStudentBody, ParentBody};
use plytime_shared::api::subscriptions::Subscription;
use plytime_shared::api::tokens::GrantTokens;
use plytime_shared::schedule::status::SubscriptionStatus;

use super::people::Who;
use super::play::Play;
use super::table::Family;
use crate::common::{TestServer, birth_date_for_year};
use crate::session_room::move_session;
use crate::subscriptions::{new_subscription, press};

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
    /// A recording of that session (as if made already).
    pub recording: String,
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
        let child = [self.objects(family).child.as_str()];
        self.server
            .expect_ok(tokens::TOKEN_LIST, &child, self.bearer(Who::Admin), &NoBody)
            .await
            .total_token_count
    }

    pub async fn grant_tokens(&self, family: Family, amount: i64) {
        let child = [self.objects(family).child.as_str()];
        let grant = GrantTokens {
            amount,
            note: "for the authorisation tests".into(),
        };
        self.server
            .expect_ok(tokens::GRANT, &child, self.bearer(Who::Admin), &grant)
            .await;
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
        let admin = Some(admin);
        let subjects = server.expect_ok(game::SUBJECTS, &[], admin, &NoBody).await;
        let subject = subjects[0]._id.clone();
        let themes = server
            .expect_ok(content::LIST_THEMES, &[&subject], admin, &NoBody)
            .await;
        let theme = themes[0]._id.clone();
        let topics = server
            .expect_ok(content::LIST_TOPICS, &[&theme], admin, &NoBody)
            .await;
        let topic = topics[0]._id.clone();
        let endcodes = server
            .expect_ok(content::LIST_ENDCODES, &[&topic], admin, &NoBody)
            .await;
        let endcode = endcodes[0]._id.clone();
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
        let profile = ParentBody {
            first_name: "Bea".into(),
            last_name: "Byrne".into(),
            country: "United Kingdom".into(),
            postcode: "CF10 1AA".into(),
            phone_number: "029 2000 0000".into(),
            email_opt_in: false,
        };
        server
            .expect_ok(parents::CREATE_PARENT, &[], Some(&parent), &profile)
            .await;
        let new_child = NewStudentBody {
            username: CHILD_B.into(),
            first_name: "Cleo".into(),
            last_name: "Byrne".into(),
            dob: birth_date_for_year(4),
            gender: "Female".into(),
            school: String::new(),
            school_year: 4,
        };
        let child = server
            .expect_ok(parents::CREATE_STUDENT, &[], Some(&parent), &new_child)
            .await;
        buy_saturday_plan(server, &parent, &child._id, &content.subject).await;
        Members {
            child: first_sign_in_of_child_b(server).await,
            parent,
            tutor: server.demo_token("tutor", "tutor2@plytime.test").await,
        }
    }
}

async fn buy_saturday_plan(server: &TestServer, parent: &str, child: &str, subject: &str) {
    let plan = new_subscription(child, subject, "1 X 15 mins", &[SATURDAY_NINE]);
    let redirect = server
        .expect_ok(subscriptions::SUBSCRIBE, &[], Some(parent), &plan)
        .await;
    press(server, &redirect.redirect_url, "pay").await;
}

async fn first_sign_in_of_child_b(server: &TestServer) -> String {
    let one_time = server.one_time_password_sent_to(PARENT_B_EMAIL).await;
    let first = server.sign_in("student", CHILD_B, &one_time).await;
    let change = ChangePasswordRequest {
        current_password: one_time,
        new_password: CHILD_B_PASSWORD.into(),
    };
    server
        .expect_ok(
            auth::CHANGE_PASSWORD,
            &[],
            first["id_token"].as_str(),
            &change,
        )
        .await
        .id_token
}

impl Objects {
    async fn gather(
        server: &TestServer,
        members: &Members,
        content: &Content,
        label: &str,
    ) -> Objects {
        let me = server
            .expect_ok(profile::ME, &[], Some(&members.child), &NoBody)
            .await;
        let child = me.user_data._id;
        let parent = server
            .expect_ok(parents::GET_PARENT, &[], Some(&members.parent), &NoBody)
            .await;
        let tutor = server
            .expect_ok(tutors::GET_TUTOR, &[], Some(&members.tutor), &NoBody)
            .await;
        let subscription = active_subscription(server, &members.parent, &child).await;
        assert_eq!(
            subscription.tutor.as_ref().map(|tutor| tutor._id.as_str()),
            Some(tutor._id.as_str()),
            "family {label}'s tutor teaches its child"
        );
        let session = next_session(server, &members.child, &child).await;
        open_now(server, &session).await;
        let recording = record(server, &session).await;
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
            parent: parent._id,
            tutor: tutor._id,
            tutor_account: tutor.uid,
            plan: plan_of(&subscription),
            subscription: subscription._id,
            session,
            recording,
            open_game,
            open_question,
            unsaved_game,
            child,
        }
    }
}

async fn active_subscription(server: &TestServer, parent: &str, child: &str) -> Subscription {
    let list = server
        .expect_ok(
            subscriptions::LIST_SUBSCRIPTIONS,
            &[],
            Some(parent),
            &NoBody,
        )
        .await;
    list.into_iter()
        .find(|s| s.student._id == child && s.status == SubscriptionStatus::Active)
        .unwrap_or_else(|| panic!("no active subscription for {child}"))
}

/// The subscription's plan and times, unchanged, as `PUT` sends them: as
/// JSON, since the requests table sends it as it is.
fn plan_of(subscription: &Subscription) -> Value {
    let slots: Vec<Value> = subscription
        .assigned_sessions
        .iter()
        .map(|slot| json!({"day_of_week": slot.day_of_week, "time": slot.session_time}))
        .collect();
    json!({"session_option": subscription.session_option, "slots": slots,
        "success_url": "/parent/subscriptions?status=success", "error_url": "/parent/subscriptions"})
}

async fn next_session(server: &TestServer, token: &str, child: &str) -> String {
    let sessions = server
        .expect_ok_query(
            sessions::UPCOMING,
            &[],
            &[("student_id", child)],
            Some(token),
            &NoBody,
        )
        .await;
    sessions
        .into_iter()
        .find(|session| !session.cancelled)
        .map(|session| session._id)
        .unwrap_or_else(|| panic!("no upcoming session for {child}"))
}

/// Stores a recording of the session, as the recordings job does once a
/// session is over: no route makes one.
async fn record(server: &TestServer, session: &str) -> String {
    crate::recordings::put_recording(server, session, b"a recording").await
}

/// Moves a session to have begun a minute ago, so that its room is open
/// while the test runs: no route moves a session into the present.
async fn open_now(server: &TestServer, session: &str) {
    move_session(server, session, -60_000, OPEN_SESSION_MINUTES).await;
}
