//! Buying, listing, changing and cancelling subscriptions through the
//! built-in test payment provider; matching; slots sold once. Driven
//! through the typed operations the desktop app's client uses.

use plytime_shared::api::operation::NoBody;
use plytime_shared::api::operations::{
    admin, game, parents, privacy, profile, sessions, subscriptions, tutors,
};
use plytime_shared::api::parents::{NewStudentBody, ParentBody};
use plytime_shared::api::sessions::Session;
use plytime_shared::api::subscriptions::{
    AvailabilityRequest, ChangeTakesEffect, ChosenSlot, NewSubscription, PaymentRedirect,
    PendingPlanChange, PreferredTime, ReferralAvailabilityRequest, Subscription,
    SubscriptionChange, SubscriptionLevel,
};
use plytime_shared::schedule::slots::ApproxTime;
use plytime_shared::schedule::status::{SessionStatus, SubscriptionStatus};
use reqwest::StatusCode;
use serde_json::Value;

use crate::common::{TestServer, birth_date_for_year, errors};

pub struct Family {
    pub parent: String,
    pub ben: String,
    pub maths: String,
}

pub async fn demo_family(server: &TestServer) -> Family {
    let parent = server.demo_token("parent", "parent@plytime.test").await;
    let profile = server
        .expect_ok(parents::GET_PARENT, &[], Some(&parent), &NoBody)
        .await;
    let ben = profile
        .students
        .into_iter()
        .find(|student| student.first_name == "Ben")
        .unwrap()
        ._id;
    let subjects = server
        .expect_ok(game::SUBJECTS, &[], Some(&parent), &NoBody)
        .await;
    let maths = subjects[0]._id.clone();
    Family { parent, ben, maths }
}

fn chosen(slots: &[(i64, i64)]) -> Vec<ChosenSlot> {
    slots
        .iter()
        .map(|&(day_of_week, time)| ChosenSlot { day_of_week, time })
        .collect()
}

pub fn new_subscription(
    student: &str,
    subject: &str,
    plan: &str,
    slots: &[(i64, i64)],
) -> NewSubscription {
    NewSubscription {
        student: student.to_string(),
        subject: subject.to_string(),
        session_option: plan.to_string(),
        slots: chosen(slots),
        relative_level: "On track".to_string(),
        success_url: "/parent/subscriptions?status=success".to_string(),
        error_url: "/parent/subscriptions?status=error".to_string(),
        referral_code: None,
        tutor_id: None,
    }
}

/// [`new_subscription`] as JSON, for the modules that send it so.
pub fn purchase(student: &str, subject: &str, plan: &str, slots: &[(i64, i64)]) -> Value {
    serde_json::to_value(new_subscription(student, subject, plan, slots)).unwrap()
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

async fn subscriptions_of(server: &TestServer, token: &str) -> Vec<Subscription> {
    server
        .expect_ok(subscriptions::LIST_SUBSCRIPTIONS, &[], Some(token), &NoBody)
        .await
}

pub async fn buy(server: &TestServer, family: &Family, slots: &[(i64, i64)]) -> String {
    let plan = format!("{} X 15 mins", slots.len());
    let redirect = server
        .expect_ok(
            subscriptions::SUBSCRIBE,
            &[],
            Some(&family.parent),
            &new_subscription(&family.ben, &family.maths, &plan, slots),
        )
        .await;
    assert_eq!(
        press(server, &redirect.redirect_url, "pay").await,
        "/parent/subscriptions?status=success"
    );
    subscriptions_of(server, &family.parent)
        .await
        .into_iter()
        .find(|s| s.student._id == family.ben && s.status == SubscriptionStatus::Active)
        .unwrap()
        ._id
}

/// The parent's upcoming sessions, all their children's.
pub async fn parent_upcoming(server: &TestServer, parent: &str) -> Vec<Session> {
    let parent = Some(parent);
    let profile = server
        .expect_ok(parents::GET_PARENT, &[], parent, &NoBody)
        .await;
    server
        .expect_ok_query(
            sessions::UPCOMING,
            &[],
            &[("parent_id", &profile._id)],
            parent,
            &NoBody,
        )
        .await
}

/// Monday 16:00 and 16:15 with Priya, whose demo week is Monday to Friday
/// 16:00–19:00.
const MONDAY_FOUR: [(i64, i64); 2] = [(0, 960), (0, 975)];

/// Free slots for `plan` on Monday late afternoon.
fn monday_late_afternoon(family: &Family, plan: &str) -> AvailabilityRequest {
    AvailabilityRequest {
        subject: family.maths.clone(),
        session_option: plan.to_string(),
        availability: Some(vec![PreferredTime {
            day: 0,
            approx_time: ApproxTime::LateAfternoon,
        }]),
        tutor_id: None,
        referral_code: None,
    }
}

async fn subscription_level_of_ben(server: &TestServer) -> Option<SubscriptionLevel> {
    let ben = server.demo_token("student", "ben").await;
    let me = server
        .expect_ok(profile::ME, &[], Some(&ben), &NoBody)
        .await;
    me.subscription_level
}

#[tokio::test]
async fn a_parent_finds_slots_buys_a_plan_pays_and_sees_it_active() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let parent = Some(family.parent.as_str());
    let slots = server
        .expect_ok(
            subscriptions::OFFER_SLOTS,
            &[],
            parent,
            &monday_late_afternoon(&family, "2 X 15 mins"),
        )
        .await;
    let times: Vec<i64> = slots.iter().map(|slot| slot.time).collect();
    assert_eq!(times, [960, 975, 990, 1005, 1020, 1035, 1050, 1065]);

    let redirect = start_purchase(&server, &family).await;
    let url = redirect.redirect_url.as_str();
    assert!(url.starts_with("/pay/test/"), "{url}");
    let pending = subscriptions_of(&server, &family.parent)
        .await
        .into_iter()
        .find(|s| s.student._id == family.ben)
        .unwrap();
    assert_eq!(pending.status, SubscriptionStatus::Pending);
    assert_eq!(pending.tutor.unwrap().name, "Priya Shah");
    assert_eq!(pending.payment_amount, "34.99");

    // While the parent is paying, nobody else is offered those slots.
    let offered = server
        .expect_ok(
            subscriptions::OFFER_SLOTS,
            &[],
            parent,
            &monday_late_afternoon(&family, "1 X 15 mins"),
        )
        .await;
    assert_eq!(offered[0].time, 990);

    assert_eq!(
        press(&server, url, "pay").await,
        "/parent/subscriptions?status=success"
    );
    let paid = subscription(&server, &family, &pending._id).await;
    assert_eq!(paid.status, SubscriptionStatus::Active);
    assert_eq!(paid.assigned_sessions.len(), 2);

    assert_eq!(
        subscription_level_of_ben(&server).await,
        Some(SubscriptionLevel::TutorPlan)
    );
    let sessions = parent_upcoming(&server, &family.parent).await;
    let bens: Vec<&Session> = sessions
        .iter()
        .filter(|s| s.student.first_name == "Ben")
        .collect();
    assert!(bens.len() >= 8, "two a week for the weeks ahead");
    assert!(bens.iter().all(|s| s.day_of_week == 0));
    assert_eq!(bens[0].status, SessionStatus::Booked);
}

/// Ben's parent starts buying 2 X 15 mins on Monday at 16:00 and 16:15,
/// and stops at the payment page.
async fn start_purchase(server: &TestServer, family: &Family) -> PaymentRedirect {
    let plan = new_subscription(&family.ben, &family.maths, "2 X 15 mins", &MONDAY_FOUR);
    server
        .expect_ok(subscriptions::SUBSCRIBE, &[], Some(&family.parent), &plan)
        .await
}

#[tokio::test]
async fn declining_payment_leaves_nothing_behind_and_gives_the_slots_back() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let redirect = start_purchase(&server, &family).await;
    assert_eq!(
        press(&server, &redirect.redirect_url, "decline").await,
        "/parent/subscriptions?status=error"
    );
    let list = subscriptions_of(&server, &family.parent).await;
    assert!(
        !list.iter().any(|s| s.student._id == family.ben),
        "Ben never had a plan, so none shows: {list:?}"
    );
    // The same slots can be bought again.
    buy(&server, &family, &MONDAY_FOUR).await;
}

#[tokio::test]
async fn a_payment_page_left_until_its_hold_ran_out_leaves_no_plan_listed() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    start_purchase(&server, &family).await;
    let bens = |list: &[Subscription]| list.iter().filter(|s| s.student._id == family.ben).count();
    let list = subscriptions_of(&server, &family.parent).await;
    assert_eq!(bens(&list), 1, "waiting for payment: {list:?}");
    sqlx::query("UPDATE subscriptions SET hold_until = 1 WHERE payment_date IS NULL")
        .execute(server.db().await.write())
        .await
        .unwrap();
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    for token in [&family.parent, &admin] {
        let list = subscriptions_of(&server, token).await;
        assert_eq!(
            bens(&list),
            0,
            "the hold ran out, nothing was bought: {list:?}"
        );
    }
}

/// Gives a second parent, signed up as `other`, her profile.
async fn olive_others_profile(server: &TestServer, other: &str) {
    let profile = ParentBody {
        first_name: "Olive".to_string(),
        last_name: "Other".to_string(),
        country: "United Kingdom".to_string(),
        postcode: "AB1 2CD".to_string(),
        phone_number: "0100".to_string(),
        email_opt_in: false,
    };
    server
        .expect_ok(parents::CREATE_PARENT, &[], Some(other), &profile)
        .await;
}

#[tokio::test]
async fn two_parents_paying_for_one_slot_at_once_one_wins() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    // A second family with a child of its own.
    let other = server.sign_up_parent("other@example.com").await;
    olive_others_profile(&server, &other).await;
    let otto = NewStudentBody {
        username: "otto".to_string(),
        first_name: "Otto".to_string(),
        last_name: "Other".to_string(),
        dob: birth_date_for_year(2),
        gender: "Male".to_string(),
        school: String::new(),
        school_year: 2,
    };
    let child = server
        .expect_ok(parents::CREATE_STUDENT, &[], Some(&other), &otto)
        .await;
    let slot = [(2, 17 * 60)];
    let bens = new_subscription(&family.ben, &family.maths, "1 X 15 mins", &slot);
    let ottos = new_subscription(&child._id, &family.maths, "1 X 15 mins", &slot);
    let (first, second) = tokio::join!(
        server.send(subscriptions::SUBSCRIBE, &[], Some(&family.parent), &bens),
        server.send(subscriptions::SUBSCRIBE, &[], Some(&other), &ottos),
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
    let parent = Some(family.parent.as_str());
    let plan = |name: &str, slots: &[(i64, i64)]| {
        new_subscription(&family.ben, &family.maths, name, slots)
    };
    let (status, body) = server
        .send(
            subscriptions::SUBSCRIBE,
            &[],
            parent,
            &plan("2 X 15 mins", &[(0, 960)]),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        ["slots: Choose as many times as the plan has sessions"]
    );
    let bad = NewSubscription {
        relative_level: "Genius".to_string(),
        ..plan("9 X 15 mins", &[])
    };
    let (status, body) = server
        .send(subscriptions::SUBSCRIBE, &[], parent, &bad)
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
    let redirect = server
        .expect_ok(
            subscriptions::SUBSCRIBE,
            &[],
            parent,
            &plan("Platform Only", &[]),
        )
        .await;
    let (status, body) = server
        .send(
            subscriptions::SUBSCRIBE,
            &[],
            parent,
            &plan("1 X 15 mins", &[(0, 960)]),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["This student already has a subscription for this subject. Edit it instead."]
    );
    press(&server, &redirect.redirect_url, "pay").await;
    assert_eq!(
        subscription_level_of_ben(&server).await,
        Some(SubscriptionLevel::PlatformOnly)
    );
}

#[tokio::test]
async fn a_parent_never_reaches_another_familys_subscriptions() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let id = buy(&server, &family, &MONDAY_FOUR).await;
    let other = server.sign_up_parent("other@example.com").await;
    let list = subscriptions_of(&server, &other).await;
    assert!(list.is_empty(), "{list:?}");
    let (status, body) = server
        .send(
            subscriptions::GET_SUBSCRIPTION,
            &[&id],
            Some(&other),
            &NoBody,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such subscription for parent"]);
    let (status, _) = server
        .send(
            subscriptions::CANCEL_SUBSCRIPTION,
            &[&id],
            Some(&other),
            &NoBody,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let change = SubscriptionChange {
        success_url: "/x".to_string(),
        error_url: "/y".to_string(),
        ..plan_change("Platform Only", &[])
    };
    let (status, _) = server
        .send(
            subscriptions::CHANGE_SUBSCRIPTION,
            &[&id],
            Some(&other),
            &change,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    olive_others_profile(&server, &other).await;
    let (status, _) = server
        .send(
            subscriptions::SUBSCRIBE,
            &[],
            Some(&other),
            &new_subscription(&family.ben, &family.maths, "Platform Only", &[]),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "not their child");
    // The subscription is untouched.
    let mine = subscription(&server, &family, &id).await;
    assert_eq!(mine.status, SubscriptionStatus::Active);
}

#[tokio::test]
async fn cancelling_frees_the_slots_and_cancels_the_sessions_to_come() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let id = buy(&server, &family, &MONDAY_FOUR).await;
    let cancelled = server
        .expect_ok(
            subscriptions::CANCEL_SUBSCRIPTION,
            &[&id],
            Some(&family.parent),
            &NoBody,
        )
        .await;
    assert_eq!(cancelled.subscription_id, id);
    let cancelled = subscription(&server, &family, &id).await;
    assert_eq!(cancelled.status, SubscriptionStatus::Cancelled);
    let ben = server.demo_token("student", "ben").await;
    let me = server
        .expect_ok(profile::ME, &[], Some(&ben), &NoBody)
        .await;
    let of_ben = [("student_id", me.user_data._id.as_str())];
    let bens_upcoming =
        || server.expect_ok_query(sessions::UPCOMING, &[], &of_ben, Some(&ben), &NoBody);
    let sessions = bens_upcoming().await;
    assert!(
        sessions.is_empty(),
        "sessions of an ended plan were never real sessions: {sessions:?}"
    );
    // Bought again by the same family: the slots were free, and the list
    // has one row per real session.
    buy(&server, &family, &MONDAY_FOUR).await;
    let sessions = bens_upcoming().await;
    let starts: Vec<&str> = sessions
        .iter()
        .map(|s| s.session_date_time.as_str())
        .collect();
    let distinct: std::collections::HashSet<&str> = starts.iter().copied().collect();
    assert!(!starts.is_empty());
    assert_eq!(distinct.len(), starts.len(), "no start time listed twice");
    assert!(sessions.iter().all(|s| !s.cancelled));
}

#[tokio::test]
async fn a_referral_code_offers_only_its_tutors_slots() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let parent = Some(family.parent.as_str());
    let owen = server.demo_token("tutor", "tutor2@plytime.test").await;
    let tutor = server
        .expect_ok(tutors::GET_TUTOR, &[], Some(&owen), &NoBody)
        .await;
    assert_eq!(tutor.referral_code.as_deref(), Some("PTR-OWEN"));
    let request = |code: &str| ReferralAvailabilityRequest {
        referral_code: code.to_string(),
        subject: family.maths.clone(),
        session_option: "1 X 15 mins".to_string(),
        availability: Some(Vec::new()),
    };
    let slots = server
        .expect_ok(
            subscriptions::OFFER_REFERRAL_SLOTS,
            &[],
            parent,
            &request("ptr-owen"),
        )
        .await;
    assert!(!slots.is_empty());
    assert!(
        slots
            .iter()
            .all(|slot| slot.tutor_id == tutor._id && slot.tutor_name == "Owen Hughes"),
        "each slot names its tutor for the review before paying: {slots:?}"
    );
    let (status, body) = server
        .send(
            subscriptions::OFFER_REFERRAL_SLOTS,
            &[],
            parent,
            &request("PTR-NOBODY"),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such referral code"]);
}

#[tokio::test]
async fn an_unknown_referral_code_is_refused_even_when_it_only_goes_on_record() {
    let server = TestServer::with_starter_bank().await;
    let family = demo_family(&server).await;
    let parent = Some(family.parent.as_str());
    let offer = |code: &str| AvailabilityRequest {
        subject: family.maths.clone(),
        session_option: "1 X 15 mins".to_string(),
        availability: Some(Vec::new()),
        tutor_id: None,
        referral_code: Some(code.to_string()),
    };
    let (status, _) = server
        .send(subscriptions::OFFER_SLOTS, &[], parent, &offer("PTR-OWEN"))
        .await;
    assert_eq!(status, StatusCode::OK, "a known code");
    let (status, body) = server
        .send(
            subscriptions::OFFER_SLOTS,
            &[],
            parent,
            &offer("PTR-NOBODY"),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(errors(&body), ["No such referral code"]);

    let purchase_with_code = NewSubscription {
        referral_code: Some("PTR-NOBODY".to_string()),
        ..new_subscription(&family.ben, &family.maths, "Platform Only", &[])
    };
    let (status, body) = server
        .send(subscriptions::SUBSCRIBE, &[], parent, &purchase_with_code)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(errors(&body), ["No such referral code"]);
    let list = subscriptions_of(&server, &family.parent).await;
    assert!(
        list.iter().all(|plan| plan.student._id != family.ben),
        "nothing bought: {list:?}"
    );
}

fn plan_change(session_option: &str, slots: &[(i64, i64)]) -> SubscriptionChange {
    SubscriptionChange {
        session_option: session_option.to_string(),
        slots: chosen(slots),
        success_url: "/parent/subscriptions?status=success".to_string(),
        error_url: "/e".to_string(),
    }
}

async fn change_plan(
    server: &TestServer,
    id: &str,
    token: &str,
    plan: &SubscriptionChange,
) -> PaymentRedirect {
    server
        .expect_ok(subscriptions::CHANGE_SUBSCRIPTION, &[id], Some(token), plan)
        .await
}

async fn subscription(server: &TestServer, family: &Family, id: &str) -> Subscription {
    server
        .expect_ok(
            subscriptions::GET_SUBSCRIPTION,
            &[id],
            Some(&family.parent),
            &NoBody,
        )
        .await
}

fn weekly_days(subscription: &Subscription) -> Vec<i64> {
    subscription
        .assigned_sessions
        .iter()
        .map(|s| s.day_of_week)
        .collect()
}

/// Ben's sessions still to come, as (day of week, cancelled).
async fn bens_days(server: &TestServer, family: &Family) -> Vec<i64> {
    let sessions = parent_upcoming(server, &family.parent).await;
    let mut days: Vec<i64> = sessions
        .iter()
        .filter(|s| s.student.first_name == "Ben" && !s.cancelled)
        .map(|s| s.day_of_week)
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
    let three = plan_change("3 X 15 mins", &[(1, 1020), (2, 1020), (4, 1020)]);

    // Raised by the parent: the payment page, and nothing changes yet.
    let checkout = change_plan(&server, &id, &family.parent, &three)
        .await
        .redirect_url;
    assert!(checkout.starts_with("/pay/test/"), "{checkout}");
    let waiting = subscription(&server, &family, &id).await;
    assert_eq!(waiting.session_option, "1 X 15 mins");
    assert_eq!(waiting.payment_amount, "19.99");
    assert_eq!(weekly_days(&waiting), [0]);
    let until = waiting.pending_change.as_ref().unwrap().until.clone();
    assert_eq!(
        waiting.pending_change,
        Some(PendingPlanChange {
            session_option: "3 X 15 mins".to_string(),
            payment_amount: "49.99".to_string(),
            takes_effect: ChangeTakesEffect::OncePaid,
            checkout_url: Some(checkout.clone()),
            until,
        })
    );
    assert_eq!(
        bens_days(&server, &family).await,
        [0],
        "no sessions before paying"
    );

    // Declined: the old plan stands and the held times are free again.
    assert_eq!(press(&server, &checkout, "decline").await, "/e");
    let declined = subscription(&server, &family, &id).await;
    assert!(declined.pending_change.is_none());
    assert_eq!(weekly_days(&declined), [0]);

    // Raised by the tutor: it waits for the family to pay it.
    let priya = server.demo_token("tutor", "tutor@plytime.test").await;
    let redirect = change_plan(&server, &id, &priya, &three).await;
    assert_eq!(
        redirect.redirect_url, "/parent/subscriptions?status=success",
        "the tutor is not sent to the family's payment page"
    );
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let outbox = server
        .expect_ok(admin::OUTBOX, &[], Some(&admin), &NoBody)
        .await;
    // The newest of the family's: the demo parent's weekly digest, sent as
    // the server starts, may come after it.
    let asked = outbox
        .iter()
        .find(|email| {
            email
                .body
                .contains("3 X 15 mins at £49.99 a week, instead of 1 X 15 mins at £19.99")
        })
        .unwrap_or_else(|| panic!("the change's e-mail: {outbox:?}"));
    assert_eq!(asked.recipient, "parent@plytime.test");
    let waiting = subscription(&server, &family, &id).await;
    assert_eq!(waiting.session_option, "1 X 15 mins");
    let checkout = waiting.pending_change.unwrap().checkout_url.unwrap();

    // Paid by the parent: the new plan, times and sessions, the old ones gone.
    assert_eq!(
        press(&server, &checkout, "pay").await,
        "/parent/subscriptions?status=success"
    );
    let paid = subscription(&server, &family, &id).await;
    assert_eq!(paid.session_option, "3 X 15 mins");
    assert_eq!(paid.payment_amount, "49.99");
    assert_eq!(weekly_days(&paid), [1, 2, 4]);
    assert!(paid.pending_change.is_none());
    assert_eq!(bens_days(&server, &family).await, [1, 2, 4]);

    // Cheaper: from the next renewal; the paid week's plan stands until then.
    let one = plan_change("1 X 15 mins", &[(2, 1020)]);
    let redirect = change_plan(&server, &id, &family.parent, &one).await;
    assert_eq!(
        redirect.redirect_url,
        "/parent/subscriptions?status=success"
    );
    let waiting = subscription(&server, &family, &id).await;
    assert_eq!(waiting.session_option, "3 X 15 mins");
    let pending = waiting.pending_change.unwrap();
    assert_eq!(pending.takes_effect, ChangeTakesEffect::NextRenewal);
    assert_eq!(pending.checkout_url, None);
    // The week runs out and the renewal is charged at the new price.
    let db = server.db().await;
    for paid in [
        "UPDATE subscriptions SET payment_date = payment_date - $1 WHERE id = $2",
        "UPDATE subscription_payments SET paid_at = paid_at - $1 WHERE subscription_id = $2",
    ] {
        sqlx::query(paid)
            .bind(7 * 24 * 60 * 60 * 1000_i64)
            .bind(&id)
            .execute(db.write())
            .await
            .unwrap();
    }
    plytime_server::payments::renewals::renew_test_subscriptions(&db)
        .await
        .unwrap();
    let renewed = subscription(&server, &family, &id).await;
    assert_eq!(renewed.session_option, "1 X 15 mins");
    assert_eq!(renewed.payment_amount, "19.99");
    assert_eq!(weekly_days(&renewed), [2]);
    assert_eq!(bens_days(&server, &family).await, [2]);

    // New times at the same price change at once.
    let moved = plan_change("1 X 15 mins", &[(3, 1020)]);
    let (status, _) = server
        .send(
            subscriptions::CHANGE_SUBSCRIPTION,
            &[&id],
            Some(&family.parent),
            &moved,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(weekly_days(&subscription(&server, &family, &id).await), [3]);

    // The family's export keeps every payment at what it cost, and every
    // plan the subscription changed to (docs/privacy.md).
    let export = server
        .expect_ok(privacy::EXPORT_OWN, &[], Some(&family.parent), &NoBody)
        .await;
    let of_this = |kind: &str, field: &str| -> Vec<i64> {
        export.data[kind]
            .as_array()
            .unwrap()
            .iter()
            .filter(|row| row["subscription_id"] == id.as_str())
            .map(|row| row[field].as_i64().unwrap())
            .collect()
    };
    assert_eq!(of_this("payments", "amount_in_pence"), [1999, 4999, 1999]);
    assert_eq!(of_this("plan_history", "sessions")[..2], [3, 1]);
}

/// Forty tutors with a few free slots each, most in common: the offer,
/// which reads the best-ranked tutors a batch at a time, gives the same
/// slots, with the same tutors, as ranking every free slot of the subject.
#[tokio::test]
async fn reading_tutors_best_first_offers_what_reading_every_slot_would() {
    use plytime_server::db::matching::{Bookable, Wanted, candidates, free_slots};
    use plytime_server::subscriptions::offer::{Restriction, offer};
    use plytime_shared::api::subscriptions::PreferredTime;
    use plytime_shared::safeguarding::dbs::DbsPolicy;
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
             ideal_hours, dbs_issue_date, created_at) VALUES ($1, $2, 'T', $3, $4, $5, $6, $7, 0)",
        )
        .bind(&id)
        .bind(&account)
        .bind(format!("Spread {tutor}"))
        .bind(format!("spread{tutor}@example.com"))
        .bind(subject)
        .bind(1 + tutor % 7)
        .bind(crate::common::current_dbs_date())
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
        let bookable = Bookable::today(DbsPolicy::default());
        let offered = offer(&db, subject, Restriction::Anyone, &wishes, bookable)
            .await
            .unwrap();
        let preferences: Vec<_> = wishes.iter().map(|w| (w.day, w.approx_time)).collect();
        let now = chrono::Utc::now().timestamp_millis();
        let ranked = rank(
            candidates(db.read(), subject, None, bookable, now)
                .await
                .unwrap(),
            50.0,
            80.0,
        );
        let wanted = Wanted::Parts(&preferences);
        let every = free_slots(db.read(), subject, None, wanted, bookable, now);
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
