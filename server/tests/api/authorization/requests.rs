//! Concrete calls of an operation with one family's objects: parameters by
//! their name, and a body built from the operation's schema, made valid
//! where a wrong 2xx would move tokens, scores or money.

use std::cell::Cell;

use reqwest::Method;
use serde_json::{Map, Value, json};

use super::operations::{BodySchema, Document, Operation, Parameter, type_of};
use super::play::LONG_GAME;
use super::table::Family;
use super::world::{PRIZE, World};

pub enum Payload {
    Empty,
    Json(Value),
    Bytes(&'static [u8]),
}

pub struct Request {
    pub method: Method,
    /// Path and query from the server's root.
    pub target: String,
    pub payload: Payload,
    /// The family whose objects the call names, if it names any.
    pub owner: Option<Family>,
}

/// One way of calling an operation. An operation that names its object
/// with one of several optional query parameters (`student_id`,
/// `parent_id` or `tutor_id`) has a variant for each, and the rules may
/// give each its own row (`GET /api/session/list/past?tutor_id`).
pub struct Variant<'d> {
    pub operation: &'d Operation,
    naming: Option<&'d Parameter>,
}

impl Variant<'_> {
    pub fn key(&self) -> String {
        match self.naming {
            Some(parameter) => format!("{}?{}", self.operation.key(), parameter.name),
            None => self.operation.key(),
        }
    }

    /// An optional parameter naming an object that another variant uses.
    fn leaves_out(&self, parameter: &Parameter) -> bool {
        self.naming
            .is_some_and(|naming| naming.name != parameter.name && naming_alternative(parameter))
    }
}

fn naming_alternative(parameter: &Parameter) -> bool {
    !parameter.in_path && !parameter.required && object_of_parameter(&parameter.name).is_some()
}

pub fn variants(operation: &Operation) -> Vec<Variant<'_>> {
    let alternatives: Vec<&Parameter> = operation
        .query_parameters()
        .filter(|parameter| naming_alternative(parameter))
        .collect();
    if alternatives.len() < 2 {
        return vec![Variant {
            operation,
            naming: None,
        }];
    }
    alternatives
        .into_iter()
        .map(|parameter| Variant {
            operation,
            naming: Some(parameter),
        })
        .collect()
}

/// The call of `variant` with `family`'s objects.
pub fn request(world: &World, document: &Document, variant: &Variant, family: Family) -> Request {
    let filler = Filler {
        world,
        document,
        family,
        named_a_family_object: Cell::new(false),
    };
    let operation = variant.operation;
    let mut path = operation.path.clone();
    let mut query = form_urlencoded::Serializer::new(String::new());
    for parameter in &operation.parameters {
        if variant.leaves_out(parameter) {
            continue;
        }
        let Some(value) = filler.parameter(parameter) else {
            continue;
        };
        if parameter.in_path {
            path = path.replace(&format!("{{{}}}", parameter.name), &value);
        } else {
            query.append_pair(&parameter.name, &value);
        }
    }
    let query = query.finish();
    let payload = match &operation.body {
        None => Payload::Empty,
        Some(BodySchema::Bytes) => Payload::Bytes(b"not a spreadsheet"),
        Some(BodySchema::Json(schema)) => Payload::Json(filler.body(&operation.key(), schema)),
    };
    Request {
        method: operation.method.clone(),
        target: if query.is_empty() {
            path
        } else {
            format!("{path}?{query}")
        },
        payload,
        owner: filler.named_a_family_object.get().then_some(family),
    }
}

/// What an id in a call stands for.
#[derive(Debug, Clone, Copy)]
enum Object {
    Child,
    Parent,
    Tutor,
    TutorAccount,
    Session,
    Subscription,
    Answer,
    Mix,
    Recording,
    OpenQuestion,
    OpenGame,
    UnsavedGame,
    Subject,
    Theme,
    Topic,
    Endcode,
    Prize,
    LibraryGame,
}

/// The object a path or query parameter of this name stands for.
fn object_of_parameter(name: &str) -> Option<Object> {
    Some(match name {
        "id" | "student" | "student_id" | "studentId" => Object::Child,
        "parent_id" => Object::Parent,
        "_id" | "tutor_id" => Object::Tutor,
        "user_id" => Object::TutorAccount,
        "session_id" => Object::Session,
        "subscription_id" => Object::Subscription,
        "answer_id" => Object::Answer,
        "mix_id" => Object::Mix,
        "recording_id" => Object::Recording,
        "question_id" => Object::OpenQuestion,
        "subject" | "subject_id" => Object::Subject,
        "theme_id" => Object::Theme,
        "topic_id" => Object::Topic,
        "endcode_id" => Object::Endcode,
        _ => return None,
    })
}

/// The object a body field of this name stands for.
fn object_of_field(name: &str) -> Option<Object> {
    Some(match name {
        "student" | "student_id" => Object::Child,
        "tutor_id" => Object::Tutor,
        "subject" | "subject_id" => Object::Subject,
        "game_summary_id" => Object::OpenGame,
        "game_id" => Object::LibraryGame,
        "prize_id" => Object::Prize,
        _ => return None,
    })
}

/// Parameters that are not ids but need a sensible value.
fn fixed_parameter(name: &str) -> Option<String> {
    Some(match name {
        "kind" => "subjects".into(),
        "game_type" => "speed_standard".into(),
        "duration" => "300".into(),
        "new_session_date_time" => iso(chrono::Utc::now() + chrono::Duration::days(7)),
        _ => return None,
    })
}

fn iso(time: chrono::DateTime<chrono::Utc>) -> String {
    time.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

fn now() -> String {
    iso(chrono::Utc::now())
}

/// A fresh id for something the desktop app names itself.
fn fresh(prefix: &str) -> String {
    format!("{prefix}-{}", uuid::Uuid::new_v4().simple())
}

/// Fills a call with one family's objects, noting whether it named any.
struct Filler<'w> {
    world: &'w World,
    document: &'w Document,
    family: Family,
    named_a_family_object: Cell<bool>,
}

impl Filler<'_> {
    fn id(&self, object: Object) -> String {
        let objects = self.world.objects(self.family);
        let content = &self.world.content;
        let (id, of_a_family) = match object {
            Object::Child => (&objects.child, true),
            Object::Parent => (&objects.parent, true),
            Object::Tutor => (&objects.tutor, true),
            Object::TutorAccount => (&objects.tutor_account, true),
            Object::Session => (&objects.session, true),
            Object::Subscription => (&objects.subscription, true),
            Object::Answer => (&objects.answer, true),
            Object::Mix => (&objects.mix, true),
            Object::Recording => (&objects.recording, true),
            Object::OpenQuestion => (&objects.open_question, true),
            Object::OpenGame => (&objects.open_game, true),
            Object::UnsavedGame => (&objects.unsaved_game, true),
            Object::Subject => (&content.subject, false),
            Object::Theme => (&content.theme, false),
            Object::Topic => (&content.topic, false),
            Object::Endcode => (&content.endcode, false),
            Object::Prize => return PRIZE.into(),
            Object::LibraryGame => return LONG_GAME.into(),
        };
        if of_a_family {
            self.named_a_family_object.set(true);
        }
        id.clone()
    }

    /// A parameter's value: an id by its name, a fixed value, or any value
    /// of its type when it is required; nothing for other optional ones.
    fn parameter(&self, parameter: &Parameter) -> Option<String> {
        if let Some(object) = object_of_parameter(&parameter.name) {
            return Some(self.id(object));
        }
        if let Some(value) = fixed_parameter(&parameter.name) {
            return Some(value);
        }
        parameter
            .required
            .then(|| match type_of(&parameter.schema) {
                "integer" | "number" => "1".into(),
                _ => "x".into(),
            })
    }

    fn body(&self, key: &str, schema: &Value) -> Value {
        let mut body = self.fill(schema, None);
        if let (Some(body), Some(Value::Object(special))) =
            (body.as_object_mut(), self.special(key))
        {
            body.extend(special);
        }
        body
    }

    /// A value for `schema`; `field` is the name of the property it fills.
    fn fill(&self, schema: &Value, field: Option<&str>) -> Value {
        let schema = self.document.resolve(schema);
        for combinator in ["oneOf", "anyOf", "allOf"] {
            if let Some(first) = schema[combinator].get(0) {
                return self.fill(first, field);
            }
        }
        if let Some(first) = schema["enum"].get(0) {
            return first.clone();
        }
        match type_of(schema) {
            "object" => self.fill_object(schema),
            "array" if matches!(field, Some("focus" | "subjects")) => {
                json!([self.id(Object::Subject)])
            }
            "array" => json!([]),
            "string" => match field.and_then(object_of_field) {
                Some(object) => json!(self.id(object)),
                None if matches!(field, Some("time" | "timestamp" | "answered_at")) => json!(now()),
                None => json!("x"),
            },
            "integer" => json!(1),
            "number" => json!(1.0),
            "boolean" => json!(false),
            _ => Value::Null,
        }
    }

    /// The required properties, and the optional ones that name an object.
    fn fill_object(&self, schema: &Value) -> Value {
        let required: Vec<&str> = schema["required"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        let mut object = Map::new();
        for (name, property) in schema["properties"].as_object().into_iter().flatten() {
            if required.contains(&name.as_str()) || object_of_field(name).is_some() {
                object.insert(name.clone(), self.fill(property, Some(name)));
            }
        }
        Value::Object(object)
    }

    /// Fields the schema alone cannot get right: what a call that moves
    /// tokens, scores or money needs to succeed (so that a wrong 2xx can
    /// happen), and objects a body names under a field of generic name.
    fn special(&self, key: &str) -> Option<Value> {
        let subject = self.id(Object::Subject);
        Some(match key {
            "PUT /api/game" => json!({"_id": self.id(Object::UnsavedGame)}),
            "PUT /api/tutor" => json!({"_id": self.id(Object::Tutor)}),
            "PUT /api/student/answer/{answer_id}" => json!({"reviewed": true}),
            "PUT /api/session/{session_id}/register" => json!({"type": "connect"}),
            "PUT /api/student/reset_student_score" => {
                json!({"school_year": 3, "relative_level": "On track"})
            }
            "POST /api/subscription" => json!({"session_option": "Platform Only", "slots": [],
                "relative_level": "On track", "success_url": "/s", "error_url": "/e"}),
            "PUT /api/subscription/{subscription_id}" => {
                self.world.objects(self.family).plan.clone()
            }
            // Offline play in a game of its own, so that it never takes the
            // open game's question from the calls that answer it online.
            "POST /api/sync/answers" => json!({"answers": [{
                "_id": uuid::Uuid::new_v4().to_string(),
                "question_id": self.id(Object::OpenQuestion),
                "game_summary_id": fresh("authorization-offline"), "game_id": LONG_GAME,
                "focus": [subject], "difficulty": "MEDIUM", "answer": {}, "time": 3.0,
                "answered_at": now()}]}),
            "POST /api/sync/games" => json!({"games": [{
                "_id": fresh("authorization-offline"), "game_id": LONG_GAME, "focus": [subject],
                "players": [], "started_at": now(), "finished_at": null,
                "game_type": "speed_standard", "duration": 300}]}),
            _ => return None,
        })
    }
}
