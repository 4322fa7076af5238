//! Demo data (docs/demo-data.md): created once on an empty database when the server
//! starts in demo mode, and left alone on every later start.

use std::path::Path;

use anyhow::Context;
use chrono::Days;
use plytime_shared::Role;

use crate::auth::password;
use crate::db::accounts::{self, NewAccount};
use crate::db::content::{Level, hierarchy, images};
use crate::db::people::{self, NewParent, NewStudent, NewTutor};
use crate::db::subscriptions::{self, NewSubscriptionRow};
use crate::db::{Db, availability, games, matching, now_millis, products, tokens, tutors};
use crate::import::Kind;
use crate::import::job::{self, import_key};
use crate::payments::test_provider;
use crate::storage::Storage;
use crate::subscriptions::activation::{Payment, activate};
use plytime_shared::api::game::GameMode;
use plytime_shared::api::subscriptions::{ChosenSlot, SESSION_LENGTH};
use plytime_shared::api::tokens::Prize;
use plytime_shared::api::tutors::{Availability, AvailabilitySlot};
use plytime_shared::safeguarding::dbs::DbsPolicy;
use plytime_shared::schedule::occurrences::london_date;
use plytime_shared::schedule::slots::{DAYS_PER_WEEK, slot_times};

pub const PASSWORD: &str = "plytime-demo";
pub const ADMIN_EMAIL: &str = "admin@plytime.test";
pub const PARENT_EMAIL: &str = "parent@plytime.test";
/// The demo's safeguarding lead: an admin with that right.
pub const SAFEGUARDING_EMAIL: &str = "safeguarding@plytime.test";
pub const TUTORS: [(&str, &str, &str); 2] = [
    ("tutor@plytime.test", "Priya", "Shah"),
    ("tutor2@plytime.test", "Owen", "Hughes"),
];
/// (username, first name, school year)
/// How long ago the demo tutors' DBS certificates were issued.
const DEMO_DBS_AGE_DAYS: u64 = 365;
pub const STUDENTS: [(&str, &str, i64); 2] = [("ada", "Ada", 3), ("ben", "Ben", 5)];

/// The demo game library: speed_standard games of several lengths, alone
/// or against ghosts. (id, description, seconds, mode)
pub const LIBRARY: [(&str, &str, i64, GameMode); 6] = [
    (
        "speed-1-multi",
        "Quick race: 1 minute against three ghosts",
        60,
        GameMode::Multiplayer,
    ),
    (
        "speed-3-multi",
        "Speed race: 3 minutes against three ghosts",
        180,
        GameMode::Multiplayer,
    ),
    (
        "speed-5-multi",
        "Marathon: 5 minutes against three ghosts",
        300,
        GameMode::Multiplayer,
    ),
    (
        "speed-1-single",
        "Quick practice: 1 minute on your own",
        60,
        GameMode::Singleplayer,
    ),
    (
        "speed-3-single",
        "Practice: 3 minutes on your own",
        180,
        GameMode::Singleplayer,
    ),
    (
        "speed-5-single",
        "Long practice: 5 minutes on your own",
        300,
        GameMode::Singleplayer,
    ),
];

/// Prizes tokens can be redeemed for: (id, name, tokens, description).
pub const PRIZES: [(&str, &str, i64, &str); 4] = [
    (
        "prize-stickers",
        "Sticker pack",
        20,
        "A sheet of Plytime maths stickers, posted home.",
    ),
    (
        "prize-pencils",
        "Pencil set",
        50,
        "Six Plytime pencils with a sharpener.",
    ),
    (
        "prize-certificate",
        "Certificate",
        80,
        "A printed certificate of your maths progress.",
    ),
    (
        "prize-book",
        "Puzzle book",
        150,
        "A book of number puzzles for your year group.",
    ),
];

/// Everything demo mode adds: accounts, games and prizes, the starter
/// content from `content_dir` (none when it is empty), and the tutors'
/// subject, hours and Ada's plan. Each part keeps what exists, so a
/// database seeded once is not seeded again: the API tests rely on that to
/// start their servers from copies of one seeded database.
pub async fn seed_all(db: &Db, storage: &Storage, content_dir: &Path) -> anyhow::Result<()> {
    seed(db).await?;
    seed_catalogue(db).await?;
    seed_content(db, storage, content_dir).await?;
    seed_tutoring(db).await
}

/// Games and prizes: added on every demo start, keeping what exists.
pub async fn seed_catalogue(db: &Db) -> anyhow::Result<()> {
    for (position, (id, description, duration, mode)) in LIBRARY.into_iter().enumerate() {
        games::insert_library_game(db, id, description, duration, mode, position as i64).await?;
    }
    for (position, (id, name, amount, description)) in PRIZES.into_iter().enumerate() {
        let prize = Prize {
            _id: id.into(),
            amount,
            name: name.into(),
            image: String::new(),
            description: description.into(),
        };
        tokens::insert_prize(db, &prize, position as i64).await?;
    }
    Ok(())
}

/// Creates the demo accounts and their profiles unless they exist already.
/// All of it happens in one transaction, so a crash half-way leaves nothing.
pub async fn seed(db: &Db) -> anyhow::Result<()> {
    if accounts::find_by_login(db, ADMIN_EMAIL).await?.is_some() {
        return Ok(());
    }
    // Every demo account shares the published demo password, so one hash
    // serves them all.
    let hash = password::hash(PASSWORD.into()).await?;
    let mut tx = db.write().begin().await?;
    let account = |role, login, display_name| NewAccount {
        role,
        login,
        email: login.contains('@').then_some(login),
        password_hash: &hash,
        must_change_password: false,
        display_name,
    };

    accounts::insert(
        &mut *tx,
        account(Role::Admin, ADMIN_EMAIL, Some("Plytime Admin")),
    )
    .await?;
    let lead = accounts::insert(
        &mut *tx,
        account(Role::Admin, SAFEGUARDING_EMAIL, Some("Safeguarding Lead")),
    )
    .await?;
    accounts::set_safeguarding_lead(&mut *tx, &lead, true).await?;

    // Checked a year ago, so the demo tutors are bookable for two more.
    let dbs_issued = (london_date(now_millis()) - Days::new(DEMO_DBS_AGE_DAYS)).to_string();
    for (email, first_name, last_name) in TUTORS {
        let account_id = accounts::insert(&mut *tx, account(Role::Tutor, email, None)).await?;
        let tutor = NewTutor {
            account_id: &account_id,
            first_name,
            last_name,
            email,
            phone_number: Some("020 7946 0000"),
            postcode: Some("SW1A 1AA"),
            subject_id: None,
            dbs_issue_date: Some(&dbs_issued),
        };
        people::insert_tutor(&mut *tx, tutor).await?;
    }

    let parent_account =
        accounts::insert(&mut *tx, account(Role::Parent, PARENT_EMAIL, None)).await?;
    let parent_id = people::insert_parent(
        &mut *tx,
        NewParent {
            account_id: &parent_account,
            first_name: "Sarah",
            last_name: "Lovelace",
            country: "United Kingdom",
            postcode: "OX1 2JD",
            phone_number: "01865 000000",
            // Opted in, so the demo outbox shows the weekly digest.
            email_opt_in: true,
        },
    )
    .await?;
    for (username, first_name, school_year) in STUDENTS {
        let account_id = accounts::insert(&mut *tx, account(Role::Student, username, None)).await?;
        let student = NewStudent {
            account_id: &account_id,
            parent_id: &parent_id,
            username,
            first_name,
            last_name: "Lovelace",
            dob: None,
            gender: None,
            school: Some("Oxford Primary"),
            school_year,
        };
        people::insert_student(&mut *tx, student).await?;
    }
    tx.commit().await?;
    tracing::info!("demo accounts created (password `{PASSWORD}`)");
    Ok(())
}

/// Loads the starter question bank on a database without content: its
/// images under their fixed ids, then its spreadsheets through the real
/// importer (and into the import folder, so admins can see and re-import
/// them).
pub async fn seed_content(db: &Db, storage: &Storage, content_dir: &Path) -> anyhow::Result<()> {
    if content_dir.as_os_str().is_empty()
        || !hierarchy::nodes(db, Level::Subject, None).await?.is_empty()
    {
        return Ok(());
    }
    if !content_dir.is_dir() {
        tracing::warn!(dir = %content_dir.display(), "no starter content directory: demo has no questions");
        return Ok(());
    }
    let images_dir = content_dir.join("images");
    if images_dir.is_dir() {
        for entry in std::fs::read_dir(&images_dir)? {
            let path = entry?.path();
            let (Some(id), Some("png")) = (
                path.file_stem().and_then(|stem| stem.to_str()),
                path.extension().and_then(|ext| ext.to_str()),
            ) else {
                continue;
            };
            let bytes = tokio::fs::read(&path).await?;
            let size = bytes.len();
            storage
                .put(&format!("attachments/{id}"), bytes.into())
                .await?;
            images::insert_if_missing(db, id, "image/png", size).await?;
        }
    }
    for (kind, file) in [
        (Kind::Subjects, STARTER_SUBJECTS),
        (Kind::Questions, STARTER_QUESTIONS),
    ] {
        let bytes = tokio::fs::read(content_dir.join(file))
            .await
            .with_context(|| format!("reading {file} from {}", content_dir.display()))?;
        let path = format!("starter/{file}");
        storage
            .put(&import_key(&path)?, bytes.clone().into())
            .await?;
        // Recorded as the last import, so the import page shows it.
        let Some(report) = job::import_now(db, storage, kind, &path, bytes).await? else {
            anyhow::bail!("the starter content {file} could not be imported");
        };
        if report.has_errors() {
            tracing::warn!(file, errors = ?report.errors(), "starter content had refused rows");
        }
        tracing::info!(file, results = ?report.results(), "starter content imported");
    }
    Ok(())
}

/// Days of the week (0 = Monday) from one hour until another, London time.
type HourRange = (&'static [i64], i64, i64);

/// Each demo tutor's weekly hours: (e-mail, ideal hours, ranges).
const TUTOR_WEEKS: [(&str, i64, &[HourRange]); 2] = [
    ("tutor@plytime.test", 10, &[(&[0, 1, 2, 3, 4], 16, 19)]),
    (
        "tutor2@plytime.test",
        6,
        &[(&[1, 3], 17, 20), (&[5], 9, 12)],
    ),
];

/// Gives the demo tutors the first subject and their weekly availability,
/// once content exists and unless they have some already.
pub async fn seed_tutoring(db: &Db) -> anyhow::Result<()> {
    let Some(subject) = hierarchy::nodes(db, Level::Subject, None)
        .await?
        .into_iter()
        .next()
    else {
        return Ok(());
    };
    for (email, ideal_hours, ranges) in TUTOR_WEEKS {
        let Some(tutor) = tutors::find_by_email(db, DbsPolicy::default(), email).await? else {
            continue;
        };
        if tutor.subject.is_none() {
            tutors::set_subject(db.write(), &tutor._id, &subject.id).await?;
        }
        if tutor.referral_code.is_none() {
            let mut tx = db.write().begin().await?;
            matching::create_referral_code(&mut tx, &tutor._id, &tutor.first_name).await?;
            tx.commit().await?;
        }
        let week = availability::week(db, &tutor._id, now_millis()).await?;
        if week.availability.iter().any(|day| !day.is_empty()) {
            continue;
        }
        let mut days = vec![Vec::new(); DAYS_PER_WEEK];
        for (range_days, from, until) in ranges {
            for &day in *range_days {
                days[day as usize].extend(slot_times(from * 60, until * 60).map(|time| {
                    AvailabilitySlot {
                        _id: None,
                        day_of_week: day,
                        time,
                        busy: false,
                        deleted: false,
                    }
                }));
            }
        }
        let week = Availability {
            availability: days,
            ideal_hours,
        };
        availability::save(db, &tutor._id, &week, now_millis()).await?;
    }
    seed_subscription(db, &subject.id).await
}

/// Ada has a paid '2 X 15 mins' plan with Priya (Tuesdays and Thursdays at
/// 16:30), so the demo shows sessions, tutor access and tokens; Ben has
/// none, so a parent can try buying one. Created once: a parent who
/// cancels it in the demo does not see it come back.
pub async fn seed_subscription(db: &Db, subject_id: &str) -> anyhow::Result<()> {
    let (Some(student), Some(tutor)) = (
        people::student_by_username(db, STUDENTS[0].0).await?,
        tutors::find_by_email(db, DbsPolicy::default(), TUTORS[0].0).await?,
    ) else {
        return Ok(());
    };
    if subscriptions::any_for_student(db, &student._id).await? {
        return Ok(());
    }
    let weekly_cost = products::weekly_cost(db, 2).await?.unwrap_or_default();
    let slots = [
        ChosenSlot {
            day_of_week: 1,
            time: 16 * 60 + 30,
        },
        ChosenSlot {
            day_of_week: 3,
            time: 16 * 60 + 30,
        },
    ];
    let mut tx = db.write().begin().await?;
    let id = subscriptions::insert(
        &mut tx,
        NewSubscriptionRow {
            parent_id: &student.parent_id,
            student_id: &student._id,
            subject_id,
            tutor_id: Some(&tutor._id),
            sessions: 2,
            weekly_cost_in_pence: weekly_cost,
            relative_level: "On track",
            referral_code: None,
            provider: test_provider::NAME,
            hold_until: now_millis() + crate::subscriptions::HOLD.as_millis() as i64,
        },
    )
    .await?;
    subscriptions::insert_bookings(&mut tx, &id, &tutor._id, &slots, SESSION_LENGTH).await?;
    tx.commit().await?;
    let provider_id = test_provider::new_subscription_id();
    activate(
        db,
        Payment {
            subscription_id: &id,
            provider_subscription_id: Some(&provider_id),
            paid_at: now_millis(),
            settles: None,
        },
    )
    .await?;
    Ok(())
}

pub const STARTER_SUBJECTS: &str = "starter.subjects.xlsx";
pub const STARTER_QUESTIONS: &str = "starter.questions.xlsx";
