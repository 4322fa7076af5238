//! The matrix: every operation called as every person, with each family's
//! objects, and every answer held to the rules of the document.

use std::collections::BTreeSet;
use std::time::Duration;

use reqwest::StatusCode;
use reqwest::header::CONTENT_TYPE;
use serde_json::{Value, json};

use super::operations::Document;
use super::people::Who;
use super::requests::{self, Payload, Request, Variant};
use super::table::{Family, Rule, Table};
use super::world::World;
use crate::common::join_all;

/// Calls in flight at once: enough to keep the run short, few enough not
/// to queue for long behind SQLite's single writer.
const IN_FLIGHT: usize = 8;
/// The first words of an error the server gives before a route's own
/// checks run: a call answered so tested nothing.
const MALFORMED: [&str; 6] = [
    "Invalid JSON body",
    "Invalid query",
    "Invalid path",
    "Expected a JSON body",
    "No such route",
    "Method not allowed on this route",
];

pub struct Call {
    /// The row that rules the call.
    rule: String,
    who: Who,
    request: Request,
    allowed: bool,
    /// The known problem that lets the call through, if one does.
    known_problem: Option<String>,
    /// Whether the route is in the API document (a route outside it may
    /// answer "No such route" by design, as Stripe's does without Stripe).
    in_document: bool,
}

/// Operations without a row, rows without an operation, and known
/// problems or outside routes that cannot stand as written.
pub fn classification_problems(table: &Table, document: &Document) -> Vec<String> {
    let mut problems = Vec::new();
    let mut covered = BTreeSet::new();
    for operation in &document.operations {
        for variant in requests::variants(operation) {
            let key = variant.key();
            if table.rules.contains_key(&key) {
                covered.insert(key);
            } else if table.rules.contains_key(&operation.key()) {
                covered.insert(operation.key());
            } else {
                problems.push(format!("{key} has no row: who may call it?"));
            }
        }
    }
    for (key, rule) in &table.rules {
        if !covered.contains(key) {
            problems.push(format!(
                "line {}: {key} is not an operation of the API document",
                rule.line
            ));
        }
    }
    for (key, rule) in &table.known_problems {
        if !table.rules.contains_key(key) {
            problems.push(format!(
                "line {}: the known problem {key} has no rule",
                rule.line
            ));
        }
    }
    for (key, rule) in &table.outside {
        if document.has(key) {
            problems.push(format!(
                "line {}: {key} is in the API document; its row belongs with the others",
                rule.line
            ));
        }
    }
    problems
}

/// Every operation of the document, as every person, once per family
/// whose objects it names (once when it names none), and every route
/// outside the document. Also returns the rules that cannot hold.
pub fn calls(world: &World, document: &Document, table: &Table) -> (Vec<Call>, Vec<String>) {
    let mut calls = Vec::new();
    let mut problems = BTreeSet::new();
    for operation in &document.operations {
        for variant in requests::variants(operation) {
            let Some((key, rule)) = rule_of(table, &variant) else {
                continue;
            };
            for who in Who::EVERYONE {
                for request in requests_for_each_family(world, document, &variant) {
                    if request.owner.is_none() && rule.speaks_of_ownership() {
                        problems.insert(format!(
                            "line {}: {key} speaks of ownership, but its calls name no \
                             family's object",
                            rule.line
                        ));
                    }
                    calls.push(call(table, key, rule, who, request));
                }
            }
        }
    }
    for (key, rule) in &table.outside {
        for who in Who::EVERYONE {
            let outside = Call {
                in_document: false,
                ..call(table, key, rule, who, outside_request(key))
            };
            calls.push(outside);
        }
    }
    (calls, problems.into_iter().collect())
}

/// The variant's own row, or else its operation's.
fn rule_of<'t>(table: &'t Table, variant: &Variant) -> Option<(&'t String, &'t Rule)> {
    table
        .rules
        .get_key_value(&variant.key())
        .or_else(|| table.rules.get_key_value(&variant.operation.key()))
}

/// The call with family A's objects and the one with family B's, or the
/// single call of an operation that names no family's object.
fn requests_for_each_family(world: &World, document: &Document, variant: &Variant) -> Vec<Request> {
    let first = requests::request(world, document, variant, Family::A);
    if first.owner.is_none() {
        return vec![first];
    }
    vec![
        first,
        requests::request(world, document, variant, Family::B),
    ]
}

fn call(table: &Table, key: &str, rule: &Rule, who: Who, request: Request) -> Call {
    let caller = who.caller();
    let known_problem = table
        .known_problems
        .get(key)
        .filter(|known| known.admits(caller, request.owner))
        .map(|_| key.to_string());
    Call {
        rule: key.to_string(),
        allowed: rule.admits(caller, request.owner),
        who,
        request,
        known_problem,
        in_document: true,
    }
}

/// A call of a route the document does not describe, with placeholder
/// values: its rules never depend on whose object it names.
fn outside_request(key: &str) -> Request {
    let (method, path) = key.split_once(' ').expect("a method and a path");
    let target = path
        .replace("{checkout_id}", "test_cs_unknown")
        .replace("{key}", "pictures/unknown.png")
        .replace("{page}", "parent/subscriptions");
    let method: reqwest::Method = method.parse().expect("a method");
    let payload = if method == reqwest::Method::GET {
        Payload::Empty
    } else {
        Payload::Json(json!({}))
    };
    Request {
        method,
        target,
        payload,
        owner: None,
    }
}

/// Makes the calls and returns what went wrong.
pub async fn run(world: &World, calls: &[Call], table: &Table) -> Vec<String> {
    let mut verdicts = Verdicts::default();
    for batch in in_order(calls).chunks(IN_FLIGHT) {
        let answers = join_all(batch.iter().map(|call| send(world, call)).collect()).await;
        for (call, answer) in batch.iter().zip(answers) {
            verdicts.record(call, &answer);
        }
    }
    verdicts.finish(table)
}

/// Every call the rules refuse comes first, so that nothing an allowed
/// call changes (a session cancelled, a game saved) can make a refusal
/// meaningless; then the allowed ones, which must still reach the routes'
/// checks, reads before writes, and closing a family's account last of all.
fn in_order(calls: &[Call]) -> Vec<&Call> {
    let (mut ordered, mut allowed): (Vec<&Call>, Vec<&Call>) =
        calls.iter().partition(|call| !call.allowed);
    allowed.sort_by_key(|call| {
        (
            call.request.method != reqwest::Method::GET,
            call.rule.ends_with("/close"),
        )
    });
    ordered.extend(allowed);
    ordered
}

#[derive(Default)]
struct Verdicts {
    problems: Vec<String>,
    /// The known problems that let a call through.
    reproduced: BTreeSet<String>,
}

impl Verdicts {
    fn record(&mut self, call: &Call, answer: &Answer) {
        if let Some(message) = &answer.malformed {
            self.problems.push(format!(
                "the test's own call never reached the route's checks ({message}): {}",
                describe(call)
            ));
        } else if answer.status.is_success() && !call.allowed {
            match &call.known_problem {
                Some(known) => {
                    self.reproduced.insert(known.clone());
                }
                None => self.problems.push(format!(
                    "{} not allowed by the rules: {} → {}",
                    answer.status,
                    describe(call),
                    answer.excerpt
                )),
            }
        }
    }

    /// The problems, and the known problems that no longer happen.
    fn finish(mut self, table: &Table) -> Vec<String> {
        for (known, rule) in &table.known_problems {
            if !self.reproduced.contains(known) {
                self.problems.push(format!(
                    "line {}: {known} is listed under Known problems but was refused every \
                     time: if the server is fixed, remove its row",
                    rule.line
                ));
            }
        }
        self.problems
    }
}

/// What a call got back: its status, and the body where it matters.
struct Answer {
    status: StatusCode,
    /// Why the server could not even read the call.
    malformed: Option<String>,
    /// The start of the body of a 2xx the rules refuse.
    excerpt: String,
}

async fn send(world: &World, call: &Call) -> Answer {
    let server = &world.server;
    let request = &call.request;
    let mut builder = server
        .client
        .request(request.method.clone(), server.url(&request.target));
    if let Some(token) = world.bearer(call.who) {
        builder = builder.bearer_auth(token);
    }
    builder = match &request.payload {
        Payload::Empty => builder,
        Payload::Json(body) => builder.json(body),
        Payload::Bytes(bytes) => builder
            .header(CONTENT_TYPE, "application/octet-stream")
            .body(*bytes),
    };
    let response = builder.send().await.expect("the call was sent");
    let status = response.status();
    let mut answer = Answer {
        status,
        malformed: None,
        excerpt: String::new(),
    };
    let may_be_malformed = status == StatusCode::BAD_REQUEST
        || (call.in_document
            && [StatusCode::NOT_FOUND, StatusCode::METHOD_NOT_ALLOWED].contains(&status));
    if may_be_malformed {
        let body: Value = response.json().await.unwrap_or(Value::Null);
        let first = body["errors"][0].as_str().unwrap_or_default();
        answer.malformed = MALFORMED
            .iter()
            .any(|start| first.starts_with(start))
            .then(|| first.to_string());
    } else if status.is_success() && !call.allowed && call.known_problem.is_none() {
        // A stream (server-sent events) never ends: take what comes first.
        let text = tokio::time::timeout(Duration::from_secs(1), response.text()).await;
        let text = text.ok().and_then(Result::ok).unwrap_or_default();
        answer.excerpt = text.chars().take(200).collect();
    }
    answer
}

fn describe(call: &Call) -> String {
    let objects = match call.request.owner {
        Some(Family::A) => " with family A's objects",
        Some(Family::B) => " with family B's objects",
        None => "",
    };
    let body = match &call.request.payload {
        Payload::Json(body) => format!(" {body}"),
        Payload::Bytes(_) | Payload::Empty => String::new(),
    };
    format!(
        "{} as {}{objects}: {} {}{body}",
        call.rule,
        call.who.describe(),
        call.request.method,
        call.request.target
    )
}

/// How many operations (with their variants) and calls the matrix holds.
pub fn coverage(calls: &[Call]) -> (usize, usize) {
    let operations: BTreeSet<&str> = calls.iter().map(|call| call.rule.as_str()).collect();
    (operations.len(), calls.len())
}
