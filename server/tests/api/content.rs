//! The content hierarchy (subject > theme > topic > endcode > question) that
//! admins build. Driven through the typed operations the desktop app's
//! client uses.

use plytime_shared::api::content::{
    EndcodeBody, ImageUpload, Named, NamedBody, QuestionBody, QuestionStatus, ScoreCount,
    SearchMetadata,
};
use plytime_shared::api::operation::{NoBody, Operation, RequestBody};
use plytime_shared::api::operations::content;
use plytime_shared::content::{AnswerPart, Element};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestServer, errors};

fn named(name: &str) -> NamedBody {
    NamedBody { name: name.into() }
}

fn endcode_named(name: &str, priority: i64) -> EndcodeBody {
    EndcodeBody {
        name: name.into(),
        description: String::new(),
        help_videos: Vec::new(),
        priority,
    }
}

/// Builds subject > theme > topic > endcode and returns the four ids.
async fn hierarchy(server: &TestServer, admin: &str) -> [String; 4] {
    let subject = server
        .expect_ok(content::CREATE_SUBJECT, &[], Some(admin), &named("Maths"))
        .await;
    let theme = server
        .expect_ok(
            content::CREATE_THEME,
            &[&subject._id],
            Some(admin),
            &named("Fractions"),
        )
        .await;
    let topic = server
        .expect_ok(
            content::CREATE_TOPIC,
            &[&theme._id],
            Some(admin),
            &named("Halves"),
        )
        .await;
    let body = EndcodeBody {
        description: "Find half of a number".into(),
        help_videos: vec!["https://videos.plytime.test/halves".into()],
        ..endcode_named("Y3-FRAC-HALF", 1)
    };
    let endcode = server
        .expect_ok(content::CREATE_ENDCODE, &[&topic._id], Some(admin), &body)
        .await;
    assert_eq!(endcode.priority, 1);
    assert_eq!(endcode.question_count, 0);
    [subject._id, theme._id, topic._id, endcode._id]
}

fn text(text: &str) -> Element {
    Element::Text { text: text.into() }
}

fn part(reference: &str, values: &[&str]) -> AnswerPart {
    AnswerPart {
        reference: reference.into(),
        values: values.iter().map(|value| value.to_string()).collect(),
    }
}

fn fraction_and_money(reference: &str, score: f64) -> QuestionBody {
    QuestionBody {
        reference: reference.into(),
        status: QuestionStatus::Live,
        score,
        standard_time: 30.0,
        maximum_time: 60.0,
        lines: vec![
            vec![
                text("Half of 3 is"),
                Element::Fraction {
                    reference: "f".into(),
                },
            ],
            vec![
                text("Half of £7 is"),
                Element::Gbp {
                    reference: "m".into(),
                },
            ],
        ],
        answers: vec![vec![part("f", &["3/2", "6/4"]), part("m", &["3.50"])]],
    }
}

async fn create_question(
    server: &TestServer,
    admin: &str,
    endcode: &str,
    question: &QuestionBody,
) -> (StatusCode, Value) {
    server
        .send(content::CREATE_QUESTION, &[endcode], Some(admin), question)
        .await
}

/// A signed-in user who is not an admin.
struct Outsider<'a> {
    server: &'a TestServer,
    role: &'a str,
    token: String,
}

impl Outsider<'_> {
    async fn is_refused<Request: RequestBody, Response>(
        &self,
        operation: Operation<Request, Response>,
        parameters: &[&str],
        body: &Request,
    ) {
        let (status, answer) = self
            .server
            .send(operation, parameters, Some(&self.token), body)
            .await;
        let role = self.role;
        assert_eq!(
            status,
            StatusCode::FORBIDDEN,
            "{role} {operation:?}: {answer}"
        );
    }
}

#[tokio::test]
async fn only_admins_reach_content_routes() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let [subject, theme, topic, endcode] = hierarchy(&server, &admin).await;
    for (role, login) in [
        ("student", "ada"),
        ("parent", "parent@plytime.test"),
        ("tutor", "tutor@plytime.test"),
    ] {
        let outsider = Outsider {
            server: &server,
            role,
            token: server.demo_token(role, login).await,
        };
        outsider
            .is_refused(content::LIST_SUBJECTS, &[], &NoBody)
            .await;
        outsider
            .is_refused(content::GET_SUBJECT, &[&subject], &NoBody)
            .await;
        outsider
            .is_refused(content::LIST_THEMES, &[&subject], &NoBody)
            .await;
        outsider
            .is_refused(content::GET_THEME, &[&theme], &NoBody)
            .await;
        outsider
            .is_refused(content::LIST_TOPICS, &[&theme], &NoBody)
            .await;
        outsider
            .is_refused(content::GET_TOPIC, &[&topic], &NoBody)
            .await;
        outsider
            .is_refused(content::LIST_ENDCODES, &[&topic], &NoBody)
            .await;
        outsider
            .is_refused(content::GET_ENDCODE, &[&endcode], &NoBody)
            .await;
        outsider
            .is_refused(content::SEARCH_QUESTIONS, &[], &NoBody)
            .await;
        outsider
            .is_refused(content::CREATE_SUBJECT, &[], &named("x"))
            .await;
        outsider
            .is_refused(content::SAVE_SUBJECT, &[&subject], &named("x"))
            .await;
        // Not a question nor an image: the refusal comes before the body is read.
        for path in [
            format!("/endcode/{endcode}/question"),
            "/admin/image".into(),
        ] {
            let (status, _) = server
                .call(
                    Method::POST,
                    &path,
                    Some(&outsider.token),
                    Some(json!({"name": "x"})),
                )
                .await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role} POST {path}");
        }
    }
    let (status, _) = server
        .send(content::LIST_SUBJECTS, &[], None, &NoBody)
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let subjects = server
        .expect_ok(content::LIST_SUBJECTS, &[], Some(&admin), &NoBody)
        .await;
    assert_eq!(subjects.len(), 1, "nothing was created by the refusals");
}

#[tokio::test]
async fn the_hierarchy_is_built_renamed_and_counted() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let [subject, theme, topic, endcode] = hierarchy(&server, &admin).await;

    let listed = server
        .expect_ok(content::LIST_SUBJECTS, &[], Some(&admin), &NoBody)
        .await;
    assert_eq!(listed[0].name, "Maths");
    assert_eq!(listed[0].theme_count, 1);
    assert_eq!(listed[0].topic_count, 1);
    assert_eq!(listed[0].endcode_count, 1);
    assert_eq!(
        listed[0].themes,
        [Named {
            _id: theme.clone(),
            name: "Fractions".into()
        }]
    );
    let themes = server
        .expect_ok(content::LIST_THEMES, &[&subject], Some(&admin), &NoBody)
        .await;
    assert_eq!(themes[0].topics[0].name, "Halves");
    assert_eq!(themes[0].subject, subject);

    let renamed = server
        .expect_ok(
            content::SAVE_TOPIC,
            &[&topic],
            Some(&admin),
            &named(" Halving "),
        )
        .await;
    assert_eq!(renamed.name, "Halving");
    let (status, body) = server
        .send(content::SAVE_THEME, &[&theme], Some(&admin), &named("  "))
        .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::BAD_REQUEST,
            vec!["name: Cannot be empty".into()]
        )
    );
    let invalid = EndcodeBody {
        help_videos: vec!["ftp://x".into()],
        ..endcode_named("Y3-FRAC-HALF", 4)
    };
    let (status, body) = server
        .send(content::SAVE_ENDCODE, &[&endcode], Some(&admin), &invalid)
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "priority: Must be 1, 2 or 3",
            "help_videos[0]: Must be a web address"
        ]
    );

    let (status, body) = server
        .send(
            content::CREATE_THEME,
            &[&subject],
            Some(&admin),
            &named("Fractions"),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["A theme with this name already exists in this subject"]
    );
    let quarters = server
        .expect_ok(
            content::CREATE_TOPIC,
            &[&theme],
            Some(&admin),
            &named("Quarters"),
        )
        .await;
    let (status, body) = server
        .send(
            content::CREATE_ENDCODE,
            &[&quarters._id],
            Some(&admin),
            &endcode_named("Y3-FRAC-HALF", 2),
        )
        .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::CONFLICT,
            vec!["An endcode with this name already exists in this subject".into()]
        ),
        "imports find endcodes by name, so another topic of the subject may not repeat one"
    );
    let quarter = server
        .expect_ok(
            content::CREATE_ENDCODE,
            &[&quarters._id],
            Some(&admin),
            &endcode_named("Y3-FRAC-QUARTER", 2),
        )
        .await;
    let (status, body) = server
        .send(
            content::SAVE_ENDCODE,
            &[&quarter._id],
            Some(&admin),
            &endcode_named("Y3-FRAC-HALF", 2),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let (status, body) = server
        .send(
            content::CREATE_TOPIC,
            &["nope"],
            Some(&admin),
            &named("Quarters"),
        )
        .await;
    assert_eq!(
        (status, errors(&body)),
        (StatusCode::NOT_FOUND, vec!["No such theme".into()])
    );
    let (status, body) = server
        .send(content::GET_ENDCODE, &["nope"], Some(&admin), &NoBody)
        .await;
    assert_eq!(
        (status, errors(&body)),
        (StatusCode::NOT_FOUND, vec!["No such endcode".into()])
    );
}

#[tokio::test]
async fn questions_are_saved_searched_archived_and_counted() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let [subject, _, topic, endcode] = hierarchy(&server, &admin).await;
    let create = async |body: QuestionBody| {
        server
            .expect_ok(content::CREATE_QUESTION, &[&endcode], Some(&admin), &body)
            .await
    };

    let question = create(fraction_and_money("Y3-FRAC-HALF-001", 87.0)).await;
    assert_eq!(question.endcode.name, "Y3-FRAC-HALF");
    assert_eq!(question.subject.name, "Maths");
    assert_eq!(
        question.lines[0][1],
        Element::Fraction {
            reference: "f".into()
        }
    );
    let id = question._id;
    create(fraction_and_money("Y3-FRAC-HALF-002", 87.0)).await;
    create(fraction_and_money("Y3-FRAC-HALF-003", 90.0)).await;

    let stats = server
        .expect_ok(content::GET_ENDCODE, &[&endcode], Some(&admin), &NoBody)
        .await;
    assert_eq!(stats.question_count, 3);
    assert_eq!(stats.min_score, Some(87.0));
    assert_eq!(stats.max_score, Some(90.0));
    assert_eq!(
        stats.question_distribution,
        [
            ScoreCount {
                score: 87.0,
                occurs: 2
            },
            ScoreCount {
                score: 90.0,
                occurs: 1
            }
        ]
    );
    let subject_view = server
        .expect_ok(content::GET_SUBJECT, &[&subject], Some(&admin), &NoBody)
        .await;
    assert_eq!(subject_view.question_count, 3);

    let (status, body) = create_question(
        &server,
        &admin,
        &endcode,
        &fraction_and_money("y3-frac-half-001", 87.0),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "refs differ in letter case: {body}");
    let (status, body) = create_question(
        &server,
        &admin,
        &endcode,
        &fraction_and_money("Y3-FRAC-HALF-001", 87.0),
    )
    .await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::CONFLICT,
            vec!["ref: Another question already has this ref".into()]
        )
    );

    // Saving keeps the ref whatever is sent.
    let edited = QuestionBody {
        status: QuestionStatus::Review,
        ..fraction_and_money("SOMETHING-ELSE", 95.0)
    };
    let saved = server
        .expect_ok(content::SAVE_QUESTION, &[&id], Some(&admin), &edited)
        .await;
    assert_eq!(saved.reference, "Y3-FRAC-HALF-001");
    assert_eq!(saved.score, 95.0);
    assert_eq!(saved.status, QuestionStatus::Review);

    let search = |query: &'static [(&'static str, &'static str)]| {
        server.expect_ok_query(content::SEARCH_QUESTIONS, &[], query, Some(&admin), &NoBody)
    };
    let metadata = |from, to, of| SearchMetadata { from, to, of };
    let found = search(&[("ref", "frac-half"), ("status", "live")]).await;
    assert_eq!(found.metadata, metadata(0, 3, 3));
    let found = search(&[
        ("ref", "FRAC"),
        ("status", "live,review"),
        ("_from", "1"),
        ("_limit", "2"),
    ])
    .await;
    assert_eq!(found.metadata, metadata(1, 3, 4));
    assert_eq!(found.data[0].reference, "Y3-FRAC-HALF-002");
    let found = search(&[("ref", "100%")]).await;
    assert_eq!(found.metadata.of, 0, "% is matched literally");
    let (status, body) = server
        .send_query(
            content::SEARCH_QUESTIONS,
            &[],
            &[("status", "lost"), ("_limit", "0")],
            Some(&admin),
            &NoBody,
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "status: 'lost' is not a question status",
            "_limit: Must be a whole number from 1 to 500"
        ]
    );

    let archived = server
        .expect_ok(content::ARCHIVE_QUESTION, &[&id], Some(&admin), &NoBody)
        .await;
    assert_eq!(archived.status, QuestionStatus::Archived);
    let topic_view = server
        .expect_ok(content::GET_TOPIC, &[&topic], Some(&admin), &NoBody)
        .await;
    assert_eq!(
        topic_view.question_count, 3,
        "archived questions are not counted"
    );
    let (status, _) = server
        .send(content::ARCHIVE_QUESTION, &["nope"], Some(&admin), &NoBody)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_question_that_cannot_be_answered_right_is_refused() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let [.., endcode] = hierarchy(&server, &admin).await;

    let mut wrong_answer = fraction_and_money("Q-1", 50.0);
    wrong_answer.answers[0][1].values = vec!["3.505".into()];
    let bad_numbers = QuestionBody {
        standard_time: 2.5,
        maximum_time: -1.0,
        ..fraction_and_money("", 201.0)
    };
    let missing_part = QuestionBody {
        answers: vec![vec![part("f", &["3/2"])]],
        ..fraction_and_money("Q-3", 50.0)
    };
    let mut unknown_image = fraction_and_money("Q-4", 50.0);
    unknown_image.lines[0][0] = Element::Image {
        image_id: "missing".into(),
    };

    let cases = [
        (
            wrong_answer,
            vec!["answers[0][1]: '3.505' is not a valid GBP"],
        ),
        (
            bad_numbers,
            vec![
                "ref: Cannot be empty",
                "score: Must be number between 0 and 200",
                "standard_time: Must be whole number greater than or equal to 0",
                "maximum_time: Must be whole number greater than or equal to 0",
            ],
        ),
        (missing_part, vec!["answers[0]: No value for the input 'm'"]),
        (unknown_image, vec!["lines[0][0].image_id: No such image"]),
    ];
    for (body, expected) in cases {
        let (status, answer) = create_question(&server, &admin, &endcode, &body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        assert_eq!(errors(&answer), expected);
    }
    let endcode_view = server
        .expect_ok(content::GET_ENDCODE, &[&endcode], Some(&admin), &NoBody)
        .await;
    assert_eq!(endcode_view.question_count, 0, "nothing was saved");
}

#[tokio::test]
async fn question_images_are_uploaded_and_served() {
    use base64::Engine;
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let [.., endcode] = hierarchy(&server, &admin).await;
    let mut gif = std::io::Cursor::new(Vec::new());
    image::DynamicImage::ImageRgba8(image::RgbaImage::new(2, 2))
        .write_to(&mut gif, image::ImageFormat::Gif)
        .unwrap();
    let upload = ImageUpload {
        content_base64: base64::engine::general_purpose::STANDARD.encode(gif.into_inner()),
        content_type: "image/gif".into(),
    };
    let image = server
        .expect_ok(content::UPLOAD_IMAGE, &[], Some(&admin), &upload)
        .await;

    let served = server
        .client
        .get(server.url(&format!("/static-data/attachments/{}", image.image_id)))
        .send()
        .await
        .unwrap();
    assert_eq!(served.status(), StatusCode::OK);
    // Re-encoded as PNG, keeping only the pixels (docs/accounts.md, "Pictures").
    assert_eq!(served.headers()["content-type"], "image/png");

    let mut question = fraction_and_money("IMG-1", 60.0);
    question.lines[0].push(Element::Image {
        image_id: image.image_id,
    });
    let (status, body) = create_question(&server, &admin, &endcode, &question).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Other stored files are never served.
    let private = server
        .client
        .get(server.url("/static-data/imports/x.xlsx"))
        .send()
        .await
        .unwrap();
    assert_eq!(private.status(), StatusCode::NOT_FOUND);
}
