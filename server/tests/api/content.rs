use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestServer, errors};

/// Builds subject > theme > topic > endcode and returns the four ids.
async fn hierarchy(server: &TestServer, admin: &str) -> [String; 4] {
    let (status, subject) = server
        .post("/subject", Some(admin), json!({"name": "Maths"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{subject}");
    let subject_id = subject["_id"].as_str().unwrap().to_string();
    let (_, theme) = server
        .post(
            &format!("/subject/{subject_id}/theme"),
            Some(admin),
            json!({"name": "Fractions"}),
        )
        .await;
    let theme_id = theme["_id"].as_str().unwrap().to_string();
    let (_, topic) = server
        .post(
            &format!("/theme/{theme_id}/topic"),
            Some(admin),
            json!({"name": "Halves"}),
        )
        .await;
    let topic_id = topic["_id"].as_str().unwrap().to_string();
    let (status, endcode) = server
        .post(
            &format!("/topic/{topic_id}/endcode"),
            Some(admin),
            json!({"name": "Y3-FRAC-HALF", "description": "Find half of a number",
                "help_videos": ["https://videos.plytime.test/halves"], "priority": 1}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{endcode}");
    assert_eq!(endcode["priority"], 1);
    assert_eq!(endcode["question_count"], 0);
    let endcode_id = endcode["_id"].as_str().unwrap().to_string();
    [subject_id, theme_id, topic_id, endcode_id]
}

fn fraction_and_money(reference: &str, score: f64) -> Value {
    json!({
        "ref": reference,
        "status": "live",
        "score": score,
        "standard_time": 30,
        "maximum_time": 60,
        "lines": [
            [{"type": "Text", "text": "Half of 3 is"}, {"type": "Fraction", "ref": "f"}],
            [{"type": "Text", "text": "Half of £7 is"}, {"type": "GBP", "ref": "m"}],
        ],
        "answers": [[{"ref": "f", "values": ["3/2", "6/4"]}, {"ref": "m", "values": ["3.50"]}]],
    })
}

#[tokio::test]
async fn only_admins_reach_content_routes() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let [subject, theme, topic, endcode] = hierarchy(&server, &admin).await;
    let reads = [
        "/subject".to_string(),
        format!("/subject/{subject}"),
        format!("/subject/{subject}/theme"),
        format!("/theme/{theme}"),
        format!("/theme/{theme}/topic"),
        format!("/topic/{topic}"),
        format!("/topic/{topic}/endcode"),
        format!("/endcode/{endcode}"),
        "/admin/question/search".to_string(),
    ];
    let writes = [
        (Method::POST, "/subject".to_string()),
        (Method::PUT, format!("/subject/{subject}")),
        (Method::POST, format!("/endcode/{endcode}/question")),
        (Method::POST, "/admin/image".to_string()),
    ];
    for (role, login) in [
        ("student", "ada"),
        ("parent", "parent@plytime.test"),
        ("tutor", "tutor@plytime.test"),
    ] {
        let token = server.demo_token(role, login).await;
        for path in &reads {
            let (status, body) = server.get(path, &token).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role} GET {path}: {body}");
        }
        for (method, path) in &writes {
            let (status, _) = server
                .call(
                    method.clone(),
                    path,
                    Some(&token),
                    Some(json!({"name": "x"})),
                )
                .await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{role} {method} {path}");
        }
    }
    let (status, _) = server.call(Method::GET, "/subject", None, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (_, subjects) = server.get("/subject", &admin).await;
    assert_eq!(
        subjects.as_array().unwrap().len(),
        1,
        "nothing was created by the refusals"
    );
}

#[tokio::test]
async fn the_hierarchy_is_built_renamed_and_counted() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let [subject, theme, topic, endcode] = hierarchy(&server, &admin).await;

    let (_, listed) = server.get("/subject", &admin).await;
    assert_eq!(listed[0]["name"], "Maths");
    assert_eq!(listed[0]["theme_count"], 1);
    assert_eq!(listed[0]["topic_count"], 1);
    assert_eq!(listed[0]["endcode_count"], 1);
    assert_eq!(
        listed[0]["themes"],
        json!([{"_id": theme, "name": "Fractions"}])
    );
    let (_, themes) = server
        .get(&format!("/subject/{subject}/theme"), &admin)
        .await;
    assert_eq!(themes[0]["topics"][0]["name"], "Halves");
    assert_eq!(themes[0]["subject"], subject.as_str());

    let put = |path: String, body: Value| {
        let admin = admin.clone();
        let server = &server;
        async move {
            server
                .call(Method::PUT, &path, Some(&admin), Some(body))
                .await
        }
    };
    let (status, renamed) = put(format!("/topic/{topic}"), json!({"name": " Halving "})).await;
    assert_eq!(status, StatusCode::OK, "{renamed}");
    assert_eq!(renamed["name"], "Halving");
    let (status, body) = put(format!("/theme/{theme}"), json!({"name": "  "})).await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::BAD_REQUEST,
            vec!["name: Cannot be empty".into()]
        )
    );
    let (status, body) = put(
        format!("/endcode/{endcode}"),
        json!({"name": "Y3-FRAC-HALF", "priority": 4, "help_videos": ["ftp://x"]}),
    )
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
        .post(
            &format!("/subject/{subject}/theme"),
            Some(&admin),
            json!({"name": "Fractions"}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        errors(&body),
        ["A theme with this name already exists in this subject"]
    );
    let (status, body) = server
        .post(
            &format!("/theme/{theme}/topic"),
            Some(&admin),
            json!({"name": "Quarters"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let quarters = body["_id"].as_str().unwrap();
    let (status, body) = server
        .post(
            &format!("/topic/{quarters}/endcode"),
            Some(&admin),
            json!({"name": "Y3-FRAC-HALF", "priority": 2}),
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
    let (_, quarter) = server
        .post(
            &format!("/topic/{quarters}/endcode"),
            Some(&admin),
            json!({"name": "Y3-FRAC-QUARTER", "priority": 2}),
        )
        .await;
    let (status, body) = put(
        format!("/endcode/{}", quarter["_id"].as_str().unwrap()),
        json!({"name": "Y3-FRAC-HALF", "priority": 2}),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    let (status, body) = server
        .post(
            "/theme/nope/topic",
            Some(&admin),
            json!({"name": "Quarters"}),
        )
        .await;
    assert_eq!(
        (status, errors(&body)),
        (StatusCode::NOT_FOUND, vec!["No such theme".into()])
    );
    let (status, body) = server.get("/endcode/nope", &admin).await;
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
    let path = format!("/endcode/{endcode}/question");
    let create = |body: Value| server.post(&path, Some(&admin), body);

    let (status, question) = create(fraction_and_money("Y3-FRAC-HALF-001", 87.0)).await;
    assert_eq!(status, StatusCode::OK, "{question}");
    assert_eq!(question["endcode"]["name"], "Y3-FRAC-HALF");
    assert_eq!(question["subject"]["name"], "Maths");
    assert_eq!(
        question["lines"][0][1],
        json!({"type": "Fraction", "ref": "f"})
    );
    let id = question["_id"].as_str().unwrap().to_string();
    create(fraction_and_money("Y3-FRAC-HALF-002", 87.0)).await;
    create(fraction_and_money("Y3-FRAC-HALF-003", 90.0)).await;

    let (_, stats) = server.get(&format!("/endcode/{endcode}"), &admin).await;
    assert_eq!(stats["question_count"], 3);
    assert_eq!(stats["min_score"], 87.0);
    assert_eq!(stats["max_score"], 90.0);
    assert_eq!(
        stats["question_distribution"],
        json!([{"score": 87.0, "occurs": 2}, {"score": 90.0, "occurs": 1}])
    );
    let (_, subject_view) = server.get(&format!("/subject/{subject}"), &admin).await;
    assert_eq!(subject_view["question_count"], 3);

    let (status, body) = create(fraction_and_money("y3-frac-half-001", 87.0)).await;
    assert_eq!(status, StatusCode::OK, "refs differ in letter case: {body}");
    let (status, body) = create(fraction_and_money("Y3-FRAC-HALF-001", 87.0)).await;
    assert_eq!(
        (status, errors(&body)),
        (
            StatusCode::CONFLICT,
            vec!["ref: Another question already has this ref".into()]
        )
    );

    // Saving keeps the ref whatever is sent.
    let mut edited = fraction_and_money("SOMETHING-ELSE", 95.0);
    edited["status"] = json!("review");
    let (status, saved) = server
        .call(
            Method::PUT,
            &format!("/question/{id}"),
            Some(&admin),
            Some(edited),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["ref"], "Y3-FRAC-HALF-001");
    assert_eq!(saved["score"], 95.0);
    assert_eq!(saved["status"], "review");

    let search = |query: &str| {
        let path = format!("/admin/question/search?{query}");
        let (server, admin) = (&server, admin.clone());
        async move { server.get(&path, &admin).await }
    };
    let (_, found) = search("ref=frac-half&status=live").await;
    assert_eq!(found["metadata"], json!({"from": 0, "to": 3, "of": 3}));
    let (_, found) = search("ref=FRAC&status=live,review&_from=1&_limit=2").await;
    assert_eq!(found["metadata"], json!({"from": 1, "to": 3, "of": 4}));
    assert_eq!(found["data"][0]["ref"], "Y3-FRAC-HALF-002");
    let (_, found) = search("ref=100%25").await;
    assert_eq!(found["metadata"]["of"], 0, "% is matched literally");
    let (status, body) = search("status=lost&_limit=0").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        errors(&body),
        [
            "status: 'lost' is not a question status",
            "_limit: Must be a whole number from 1 to 500"
        ]
    );

    let (status, archived) = server
        .call(
            Method::DELETE,
            &format!("/question/{id}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(
        (status, archived["status"].clone()),
        (StatusCode::OK, json!("archived"))
    );
    let (_, topic_view) = server.get(&format!("/topic/{topic}"), &admin).await;
    assert_eq!(
        topic_view["question_count"], 3,
        "archived questions are not counted"
    );
    let (status, _) = server
        .call(Method::DELETE, "/question/nope", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_question_that_cannot_be_answered_right_is_refused() {
    let server = TestServer::start().await;
    let admin = server.demo_token("admin", "admin@plytime.test").await;
    let [.., endcode] = hierarchy(&server, &admin).await;
    let path = format!("/endcode/{endcode}/question");

    let mut wrong_answer = fraction_and_money("Q-1", 50.0);
    wrong_answer["answers"][0][1]["values"] = json!(["3.505"]);
    let mut bad_numbers = fraction_and_money("", 201.0);
    bad_numbers["standard_time"] = json!(2.5);
    bad_numbers["maximum_time"] = json!(-1);
    let mut missing_part = fraction_and_money("Q-3", 50.0);
    missing_part["answers"] = json!([[{"ref": "f", "values": ["3/2"]}]]);
    let mut unknown_image = fraction_and_money("Q-4", 50.0);
    unknown_image["lines"][0][0] = json!({"type": "Image", "image_id": "missing"});

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
        let (status, answer) = server.post(&path, Some(&admin), body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
        assert_eq!(errors(&answer), expected);
    }
    let (_, endcode_view) = server.get(&format!("/endcode/{endcode}"), &admin).await;
    assert_eq!(endcode_view["question_count"], 0, "nothing was saved");
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
    let upload = json!({"content_base64": base64::engine::general_purpose::STANDARD.encode(gif.into_inner()),
        "content_type": "image/gif"});
    let (status, image) = server.post("/admin/image", Some(&admin), upload).await;
    assert_eq!(status, StatusCode::OK, "{image}");
    let image_id = image["image_id"].as_str().unwrap();

    let served = server
        .client
        .get(server.url(&format!("/static-data/attachments/{image_id}")))
        .send()
        .await
        .unwrap();
    assert_eq!(served.status(), StatusCode::OK);
    // Re-encoded as PNG, keeping only the pixels (docs/accounts.md, "Pictures").
    assert_eq!(served.headers()["content-type"], "image/png");

    let mut question = fraction_and_money("IMG-1", 60.0);
    question["lines"][0]
        .as_array_mut()
        .unwrap()
        .push(json!({"type": "Image", "image_id": image_id}));
    let (status, body) = server
        .post(
            &format!("/endcode/{endcode}/question"),
            Some(&admin),
            question,
        )
        .await;
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
