//! Buying, listing, changing and cancelling subscriptions through the
//! built-in test payment provider; matching; slots sold once.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::common::{TestServer, birth_date_for_year, errors};

pub struct Family {
    pub parent: String,
    pub ben: String,
    pub maths: String,
}

pub async fn demo_family(server: &TestServer) -> Family {
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let (_, profile) = server.get("/parent", &parent).await;
    let ben = profile["students"]
        .as_array()
        .unwrap()
        .iter()
        .find(|student| student["first_name"] == "Ben")
        .unwrap()["_id"]
        .as_str()
        .unwrap()
        .to_string();
    let (_, subjects) = server.get("/game/subjects", &parent).await;
    let maths = subjects[0]["_id"].as_str().unwrap().to_string();
    Family { parent, ben, maths }
}

pub fn purchase(student: &str, subject: &str, plan: &str, slots: &[(i64, i64)]) -> Value {
    let slots: Vec<Value> = slots
        .iter()
        .map(|(day, time)| json!({"day_of_week": day, "time": time}))
        .collect();
    json!({
        "student": student, "subject": subject, "session_option": plan, "slots": slots,
        "relative_level": "On track",
        "success_url": "/parent/subscriptions?status=success",
        "error_url": "/parent/subscriptions?status=error"
    })
}

/// Follows the test provider's page and presses `button` (pay or
/// decline); returns where it sent the browser.
pub async fn press(server: &TestServer, redirect_url: &str, button: &str) -> String {
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let page = client.get(server.url(redirect_url)).send().await.unwrap();
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    assert!(html.contains("Pay") && html.contains("Decline"), "{html}");
    let response = client
        .post(server.url(&format!("{redirect_url}/{button}")))
        .send()
        .await
        .unwrap();
    assert!(response.status().is_redirection(), "{}", response.status());
    response.headers()["location"].to_str().unwrap().to_string()
}

pub async fn buy(server: &TestServer, family: &Family, slots: &[(i64, i64)]) -> String {
    let plan = format!("{} X 15 mins", slots.len());
    let (status, redirect) = server
        .post(
            "/subscription",
            Some(&family.parent),
            purchase(&family.ben, &family.maths, &plan, slots),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{redirect}");
    let url = redirect["redirect_url"].as_str().unwrap();
    assert_eq!(
        press(server, url, "pay").await,
        "/parent/subscriptions?status=success"
    );
    let (_, list) = server.get("/subscription/list", &family.parent).await;
    list.as_array()
        .unwrap()
        .iter()
        .find(|s| s["student"]["_id"] == family.ben.as_str() && s["status"] == "Active")
        .unwrap()["_id"]
        .as_str()
        .unwrap()
        .to_string()
}

/// The parent's upcoming sessions, all their children's.
pub async fn parent_upcoming(server: &TestServer, parent: &str) -> Value {
    let (_, profile) = server.get("/parent", parent).await;
    let path = format!(
        "/session/list/upcoming?parent_id={}",
        profile["_id"].as_str().unwrap()
    );
    let (status, sessions) = server.get(&path, parent).await;
    assert_eq!(status, StatusCode::OK, "{sessions}");
    sessions
}

/// Monday 16:00 and 16:15 with Priya, whose demo week is Monday to Friday
/// 16:00–19:00.
const MONDAY_FOUR: [(i64, i64); 2] = [(0, 960), (0, 975)];

#[tokio::test]
async fn a_parent_finds_slots_buys_a_plan_pays_and_sees_it_active() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let (status, slots) = server
        .post(
            "/availability",
            Some(&family.parent),
            json!({"subject": family.maths, "session_option": "2 X 15 mins",
                "availability": [{"day": 0, "approx_time": "Late Afternoon (15:00-17:45)"}]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{slots}");
    let times: Vec<i64> = slots
        .as_array()
        .unwrap()
        .iter()
        .map(|slot| slot["time"].as_i64().unwrap())
        .collect();
    assert_eq!(times, [960, 975, 990, 1005, 1020, 1035, 1050, 1065]);

    let (status, redirect) = server
        .post(
            "/subscription",
            Some(&family.parent),
            purchase(&family.ben, &family.maths, "2 X 15 mins", &MONDAY_FOUR),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{redirect}");
    let url = redirect["redirect_url"].as_str().unwrap();
    assert!(url.starts_with("/pay/test/"), "{url}");
    let (_, list) = server.get("/subscription/list", &family.parent).await;
    let pending = list
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["student"]["_id"] == family.ben.as_str())
        .unwrap();
    assert_eq!(pending["status"], "Pending");
    assert_eq!(pending["tutor"]["name"], "Priya Shah");
    assert_eq!(pending["payment_amount"], "34.99");

    // While the parent is paying, nobody else is offered those slots.
    let (_, offered) = server
        .post(
            "/availability",
            Some(&family.parent),
            json!({"subject": family.maths, "session_option": "1 X 15 mins",
                "availability": [{"day": 0, "approx_time": "Late Afternoon (15:00-17:45)"}]}),
        )
        .await;
    assert_eq!(offered[0]["time"], 990);

    assert_eq!(
        press(&server, url, "pay").await,
        "/parent/subscriptions?status=success"
    );
    let (_, paid) = server
        .get(
            &format!("/subscription/{}", pending["_id"].as_str().unwrap()),
            &family.parent,
        )
        .await;
    assert_eq!(paid["status"], "Active");
    assert_eq!(paid["assigned_sessions"].as_array().unwrap().len(), 2);

    let ben = server.demo_token("student", "ben").await;
    let (_, me) = server.get("/profile/me", &ben).await;
    assert_eq!(me["subscription_level"], "TutorPlan");
    let sessions = parent_upcoming(&server, &family.parent).await;
    let bens: Vec<&Value> = sessions
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["student"]["first_name"] == "Ben")
        .collect();
    assert!(bens.len() >= 8, "two a week for the weeks ahead");
    assert!(bens.iter().all(|s| s["day_of_week"] == 0));
    assert_eq!(bens[0]["status"], "Booked");
}

/// Ben's parent starts buying 2 X 15 mins on Monday at 16:00 and 16:15,
/// and stops at the payment page.
async fn start_purchase(server: &TestServer, family: &Family) -> (StatusCode, Value) {
    let plan = purchase(&family.ben, &family.maths, "2 X 15 mins", &MONDAY_FOUR);
    server
        .post("/subscription", Some(&family.parent), plan)
        .await
}

#[tokio::test]
async fn declining_payment_leaves_nothing_behind_and_gives_the_slots_back() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let (_, redirect) = start_purchase(&server, &family).await;
    let url = redirect["redirect_url"].as_str().unwrap();
    assert_eq!(
        press(&server, url, "decline").await,
        "/parent/subscriptions?status=error"
    );
    let (_, list) = server.get("/subscription/list", &family.parent).await;
    assert!(
        !list
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["student"]["_id"] == family.ben.as_str()),
        "Ben never had a plan, so none shows: {list}"
    );
    // The same slots can be bought again.
    buy(&server, &family, &MONDAY_FOUR).await;
}

#[tokio::test]
async fn a_payment_page_left_until_its_hold_ran_out_leaves_no_plan_listed() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let (status, redirect) = start_purchase(&server, &family).await;
    assert_eq!(status, StatusCode::OK, "{redirect}");
    let bens = |list: &Value| {
        list.as_array()
            .unwrap()
            .iter()
            .filter(|s| s["student"]["_id"] == family.ben.as_str())
            .count()
    };
    let (_, list) = server.get("/subscription/list", &family.parent).await;
    assert_eq!(bens(&list), 1, "waiting for payment: {list}");
    sqlx::query("UPDATE subscriptions SET hold_until = 1 WHERE payment_date IS NULL")
        .execute(server.db().await.write())
        .await
        .unwrap();
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    for token in [&family.parent, &admin] {
        let (_, list) = server.get("/subscription/list", token).await;
        assert_eq!(
            bens(&list),
            0,
            "the hold ran out, nothing was bought: {list}"
        );
    }
}

#[tokio::test]
async fn two_parents_paying_for_one_slot_at_once_one_wins() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    // A second family with a child of its own.
    let other = server.sign_up_parent("other@example.com").await;
    let profile = json!({"first_name": "Olive", "last_name": "Other", "country": "United Kingdom",
        "postcode": "AB1 2CD", "phone_number": "0100", "email_opt_in": false});
    server.post("/parent", Some(&other), profile).await;
    let (_, child) = server
        .post(
            "/parent/student",
            Some(&other),
            json!({"username": "otto", "first_name": "Otto", "last_name": "Other",
                "dob": birth_date_for_year(2), "gender": "Male", "school": "", "school_year": 2}),
        )
        .await;
    let otto = child["_id"].as_str().unwrap();
    let slot = [(2, 17 * 60)];
    let (first, second) = tokio::join!(
        server.post(
            "/subscription",
            Some(&family.parent),
            purchase(&family.ben, &family.maths, "1 X 15 mins", &slot)
        ),
        server.post(
            "/subscription",
            Some(&other),
            purchase(otto, &family.maths, "1 X 15 mins", &slot)
        ),
    );
    let outcomes = [first, second];
    let won = outcomes
        .iter()
        .filter(|(s, _)| *s == StatusCode::OK)
        .count();
    // Priya and Owen both teach Maths, but only Priya works Wednesdays.
    assert_eq!(won, 1, "{outcomes:?}");
    let lost = outcomes
        .iter()
        .find(|(status, _)| *status != StatusCode::OK)
        .unwrap();
    assert_eq!(lost.0, StatusCode::CONFLICT);
    assert!(
        [
            "Sorry, one of those times has just been booked. Please choose your times again.",
            "No one tutor is free at all of those times. Please choose your times again."
        ]
        .contains(&errors(&lost.1)[0].as_str())
    );
}

#[tokio::test]
async fn plans_need_the_right_number_of_slots_and_one_per_subject() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let (status, body) = server
        .post(
            "/subscription",
            Some(&family.parent),
            purchase(&family.ben, &family.maths, "2 X 15 mins", &[(0, 960)]),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        ["slots: Choose as many times as the plan has sessions"]
    );
    let mut bad = purchase(&family.ben, &family.maths, "9 X 15 mins", &[]);
    bad["relative_level"] = json!("Genius");
    let (status, body) = server
        .post("/subscription", Some(&family.parent), bad)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "relative_level: Choose a relative level",
            "session_option: Is not one of the choices offered"
        ]
    );

    // Platform Only needs no slots and no tutor.
    let (status, redirect) = server
        .post(
            "/subscription",
            Some(&family.parent),
            purchase(&family.ben, &family.maths, "Platform Only", &[]),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{redirect}");
    let (status, body) = server
        .post(
            "/subscription",
            Some(&family.parent),
            purchase(&family.ben, &family.maths, "1 X 15 mins", &[(0, 960)]),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["This student already has a subscription for this subject. Edit it instead."]
    );
    press(&server, redirect["redirect_url"].as_str().unwrap(), "pay").await;
    let ben = server.demo_token("student", "ben").await;
    let (_, me) = server.get("/profile/me", &ben).await;
    assert_eq!(me["subscription_level"], "PlatformOnly");
}

#[tokio::test]
async fn a_parent_never_reaches_another_familys_subscriptions() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let id = buy(&server, &family, &MONDAY_FOUR).await;
    let other = server.sign_up_parent("other@example.com").await;
    let (status, list) = server.get("/subscription/list", &other).await;
    assert_eq!((status, list), (StatusCode::OK, json!([])));
    let (status, body) = server.get(&format!("/subscription/{id}"), &other).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such subscription for parent"]);
    let (status, _) = server
        .call(
            reqwest::Method::DELETE,
            &format!("/subscription/{id}"),
            Some(&other),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let change = json!({"session_option": "Platform Only", "slots": [],
        "success_url": "/x", "error_url": "/y"});
    let (status, _) = server
        .put(&format!("/subscription/{id}"), &other, change)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let profile = json!({"first_name": "Olive", "last_name": "Other", "country": "United Kingdom",
        "postcode": "AB1 2CD", "phone_number": "0100", "email_opt_in": false});
    server.post("/parent", Some(&other), profile).await;
    let (status, _) = server
        .post(
            "/subscription",
            Some(&other),
            purchase(&family.ben, &family.maths, "Platform Only", &[]),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "not their child");
    // The subscription is untouched.
    let (_, mine) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(mine["status"], "Active");
}

#[tokio::test]
async fn cancelling_frees_the_slots_and_cancels_the_sessions_to_come() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let id = buy(&server, &family, &MONDAY_FOUR).await;
    let (status, body) = server
        .call(
            reqwest::Method::DELETE,
            &format!("/subscription/{id}"),
            Some(&family.parent),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["subscription_id"], id.as_str());
    let (_, cancelled) = server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await;
    assert_eq!(cancelled["status"], "Cancelled");
    let ben = server.demo_token("student", "ben").await;
    let (_, me) = server.get("/profile/me", &ben).await;
    let bens_upcoming = format!(
        "/session/list/upcoming?student_id={}",
        me["user_data"]["_id"].as_str().unwrap()
    );
    let (_, sessions) = server.get(&bens_upcoming, &ben).await;
    assert_eq!(
        sessions,
        json!([]),
        "sessions of an ended plan were never real sessions"
    );
    // Bought again by the same family: the slots were free, and the list
    // has one row per real session.
    buy(&server, &family, &MONDAY_FOUR).await;
    let (_, sessions) = server.get(&bens_upcoming, &ben).await;
    let starts: Vec<&Value> = sessions
        .as_array()
        .unwrap()
        .iter()
        .map(|s| &s["session_date_time"])
        .collect();
    let distinct: std::collections::HashSet<String> =
        starts.iter().map(|start| start.to_string()).collect();
    assert!(!starts.is_empty());
    assert_eq!(distinct.len(), starts.len(), "no start time listed twice");
    assert!(
        sessions
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["cancelled"] == false)
    );
}

#[tokio::test]
async fn a_referral_code_offers_only_its_tutors_slots() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let owen = server.demo_token("tutor", "tutor2@plytime.test").await;
    let (_, tutor) = server.get("/tutor", &owen).await;
    assert_eq!(tutor["referral_code"], "PTR-OWEN");
    let request = |code: &str| {
        json!({"referral_code": code, "subject": family.maths,
            "session_option": "1 X 15 mins", "availability": []})
    };
    let (status, slots) = server
        .post(
            "/availability/referral",
            Some(&family.parent),
            request("ptr-owen"),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert!(!slots.as_array().unwrap().is_empty());
    assert!(
        slots
            .as_array()
            .unwrap()
            .iter()
            .all(|slot| slot["tutor_id"] == tutor["_id"] && slot["tutor_name"] == "Owen Hughes"),
        "each slot names its tutor for the review before paying: {slots}"
    );
    let (status, body) = server
        .post(
            "/availability/referral",
            Some(&family.parent),
            request("PTR-NOBODY"),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such referral code"]);
}

#[tokio::test]
async fn an_unknown_referral_code_is_refused_even_when_it_only_goes_on_record() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let offer = |code: &str| {
        json!({"referral_code": code, "subject": family.maths,
            "session_option": "1 X 15 mins", "availability": []})
    };
    let (status, _) = server
        .post("/availability", Some(&family.parent), offer("PTR-OWEN"))
        .await;
    assert_eq!(status, StatusCode::OK, "a known code");
    let (status, body) = server
        .post("/availability", Some(&family.parent), offer("PTR-NOBODY"))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such referral code"]);

    let mut purchase_with_code = purchase(&family.ben, &family.maths, "Platform Only", &[]);
    purchase_with_code["referral_code"] = json!("PTR-NOBODY");
    let (status, body) = server
        .post("/subscription", Some(&family.parent), purchase_with_code)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(errors(&body), ["No such referral code"]);
    let (_, list) = server.get("/subscription/list", &family.parent).await;
    assert!(
        list.as_array()
            .unwrap()
            .iter()
            .all(|plan| plan["student"]["_id"] != family.ben.as_str()),
        "nothing bought: {list}"
    );
}

fn plan_change(session_option: &str, slots: &[(i64, i64)]) -> Value {
    let slots: Vec<Value> = slots
        .iter()
        .map(|(day, time)| json!({"day_of_week": day, "time": time}))
        .collect();
    json!({"session_option": session_option, "slots": slots,
        "success_url": "/parent/subscriptions?status=success", "error_url": "/e"})
}

async fn subscription(server: &TestServer, family: &Family, id: &str) -> Value {
    server
        .get(&format!("/subscription/{id}"), &family.parent)
        .await
        .1
}

fn weekly_days(subscription: &Value) -> Vec<i64> {
    subscription["assigned_sessions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["day_of_week"].as_i64().unwrap())
        .collect()
}

/// Ben's sessions still to come, as (day of week, cancelled).
async fn bens_days(server: &TestServer, family: &Family) -> Vec<i64> {
    let sessions = parent_upcoming(server, &family.parent).await;
    let mut days: Vec<i64> = sessions
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["student"]["first_name"] == "Ben" && s["cancelled"] == false)
        .map(|s| s["day_of_week"].as_i64().unwrap())
        .collect();
    days.sort_unstable();
    days.dedup();
    days
}

#[tokio::test]
async fn a_dearer_plan_waits_for_its_payment_and_a_cheaper_one_for_the_renewal() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let id = buy(&server, &family, &[(0, 960)]).await;
    let path = format!("/subscription/{id}");
    let three = plan_change("3 X 15 mins", &[(1, 1020), (2, 1020), (4, 1020)]);

    // Raised by the parent: the payment page, and nothing changes yet.
    let (status, redirect) = server.put(&path, &family.parent, three.clone()).await;
    assert_eq!(status, StatusCode::OK, "{redirect}");
    let checkout = redirect["redirect_url"].as_str().unwrap().to_string();
    assert!(checkout.starts_with("/pay/test/"), "{checkout}");
    let waiting = subscription(&server, &family, &id).await;
    assert_eq!(waiting["session_option"], "1 X 15 mins");
    assert_eq!(waiting["payment_amount"], "19.99");
    assert_eq!(weekly_days(&waiting), [0]);
    assert_eq!(
        waiting["pending_change"],
        json!({"session_option": "3 X 15 mins", "payment_amount": "49.99",
            "takes_effect": "once_paid", "checkout_url": checkout,
            "until": waiting["pending_change"]["until"]})
    );
    assert_eq!(
        bens_days(&server, &family).await,
        [0],
        "no sessions before paying"
    );

    // Declined: the old plan stands and the held times are free again.
    assert_eq!(press(&server, &checkout, "decline").await, "/e");
    let declined = subscription(&server, &family, &id).await;
    assert!(declined["pending_change"].is_null());
    assert_eq!(weekly_days(&declined), [0]);

    // Raised by the tutor: it waits for the family to pay it.
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let (status, redirect) = server.put(&path, &priya, three.clone()).await;
    assert_eq!(status, StatusCode::OK, "{redirect}");
    assert_eq!(
        redirect["redirect_url"], "/parent/subscriptions?status=success",
        "the tutor is not sent to the family's payment page"
    );
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let (_, outbox) = server.get("/admin/outbox", &admin).await;
    assert_eq!(outbox[0]["recipient"], "parent@plytime.test");
    assert!(
        outbox[0]["body"]
            .as_str()
            .unwrap()
            .contains("3 X 15 mins at £49.99 a week, instead of 1 X 15 mins at £19.99"),
        "{outbox}"
    );
    let waiting = subscription(&server, &family, &id).await;
    assert_eq!(waiting["session_option"], "1 X 15 mins");
    let checkout = waiting["pending_change"]["checkout_url"]
        .as_str()
        .unwrap()
        .to_string();

    // Paid by the parent: the new plan, times and sessions, the old ones gone.
    assert_eq!(
        press(&server, &checkout, "pay").await,
        "/parent/subscriptions?status=success"
    );
    let paid = subscription(&server, &family, &id).await;
    assert_eq!(paid["session_option"], "3 X 15 mins");
    assert_eq!(paid["payment_amount"], "49.99");
    assert_eq!(weekly_days(&paid), [1, 2, 4]);
    assert!(paid["pending_change"].is_null());
    assert_eq!(bens_days(&server, &family).await, [1, 2, 4]);

    // Cheaper: from the next renewal; the paid week's plan stands until then.
    let one = plan_change("1 X 15 mins", &[(2, 1020)]);
    let (status, redirect) = server.put(&path, &family.parent, one).await;
    assert_eq!(status, StatusCode::OK, "{redirect}");
    assert_eq!(
        redirect["redirect_url"],
        "/parent/subscriptions?status=success"
    );
    let waiting = subscription(&server, &family, &id).await;
    assert_eq!(waiting["session_option"], "3 X 15 mins");
    assert_eq!(waiting["pending_change"]["takes_effect"], "next_renewal");
    assert_eq!(waiting["pending_change"]["checkout_url"], Value::Null);
    // The week runs out and the renewal is charged at the new price.
    let db = server.db().await;
    sqlx::query("UPDATE subscriptions SET payment_date = payment_date - $1 WHERE id = $2")
        .bind(7 * 24 * 60 * 60 * 1000_i64)
        .bind(&id)
        .execute(db.write())
        .await
        .unwrap();
    plytime_server::payments::renewals::renew_test_subscriptions(&db)
        .await
        .unwrap();
    let renewed = subscription(&server, &family, &id).await;
    assert_eq!(renewed["session_option"], "1 X 15 mins");
    assert_eq!(renewed["payment_amount"], "19.99");
    assert_eq!(weekly_days(&renewed), [2]);
    assert_eq!(bens_days(&server, &family).await, [2]);

    // New times at the same price change at once.
    let moved = plan_change("1 X 15 mins", &[(3, 1020)]);
    let (status, _) = server.put(&path, &family.parent, moved).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(weekly_days(&subscription(&server, &family, &id).await), [3]);
}

/// Forty tutors with a few free slots each, most in common: the offer,
/// which reads the best-ranked tutors a batch at a time, gives the same
/// slots, with the same tutors, as ranking every free slot of the subject.
#[tokio::test]
async fn reading_tutors_best_first_offers_what_reading_every_slot_would() {
    use plytime_server::db::matching::{Wanted, candidates, free_slots};
    use plytime_server::subscriptions::offer::{Restriction, offer};
    use plytime_shared::api::subscriptions::PreferredTime;
    use plytime_shared::schedule::matching::{best_slots, rank};
    use plytime_shared::schedule::slots::ApproxTime;

    let server = TestServer::start().await;
    let db = server.db().await;
    let subject = "subject-spread";
    sqlx::query("INSERT INTO subjects (id, name, created_at) VALUES ($1, 'Spread', 0)")
        .bind(subject)
        .execute(db.write())
        .await
        .unwrap();
    for tutor in 0..40_i64 {
        let (account, id) = (
            format!("spread-account-{tutor}"),
            format!("spread-{tutor:02}"),
        );
        sqlx::query(
            "INSERT INTO accounts (id, role, login, password_hash, created_at) \
             VALUES ($1, 'TUTOR', $2, '!', 0)",
        )
        .bind(&account)
        .bind(format!("spread{tutor}@example.com"))
        .execute(db.write())
        .await
        .unwrap();
        sqlx::query(
            "INSERT INTO tutors (id, account_id, first_name, last_name, email, subject_id, \
             ideal_hours, created_at) VALUES ($1, $2, 'T', $3, $4, $5, $6, 0)",
        )
        .bind(&id)
        .bind(&account)
        .bind(format!("Spread {tutor}"))
        .bind(format!("spread{tutor}@example.com"))
        .bind(subject)
        .bind(1 + tutor % 7)
        .execute(db.write())
        .await
        .unwrap();
        // Each tutor has the common Monday 16:00 and a few times of their own.
        let times = [
            (0, 960),
            (tutor % 7, 900 + 15 * (tutor % 12)),
            (3, 60 * (tutor % 24)),
        ];
        for (day, time) in times {
            sqlx::query(
                "INSERT INTO tutor_slots (id, tutor_id, day_of_week, time, deleted) \
                 VALUES ($1, $2, $3, $4, 0) ON CONFLICT DO NOTHING",
            )
            .bind(format!("{id}-{day}-{time}"))
            .bind(&id)
            .bind(day)
            .bind(time)
            .execute(db.write())
            .await
            .unwrap();
        }
    }

    let late_afternoons: Vec<PreferredTime> = (0..7)
        .map(|day| PreferredTime {
            day,
            approx_time: ApproxTime::LateAfternoon,
        })
        .collect();
    for wishes in [Vec::new(), late_afternoons] {
        let offered = offer(&db, subject, Restriction::Anyone, &wishes)
            .await
            .unwrap();
        let preferences: Vec<_> = wishes.iter().map(|w| (w.day, w.approx_time)).collect();
        let now = chrono::Utc::now().timestamp_millis();
        let ranked = rank(
            candidates(db.read(), subject, None, now).await.unwrap(),
            50.0,
            80.0,
        );
        let every = free_slots(db.read(), subject, None, Wanted::Parts(&preferences), now);
        let expected = best_slots(&ranked, every.await.unwrap(), &preferences);
        let got: Vec<(i64, i64, String)> = offered
            .iter()
            .map(|slot| (slot.day_of_week, slot.time, slot.tutor_id.clone()))
            .collect();
        let want: Vec<(i64, i64, String)> = expected
            .iter()
            .map(|slot| (slot.day_of_week, slot.time, slot.tutor_id.clone()))
            .collect();
        assert!(want.len() > 20, "the scenario spreads over many tutors");
        assert_eq!(got, want);
    }
}
