//! Working without the server. Every request still goes to the server
//! first; when it is out of reach, the game's calls are answered here from
//! the student's sealed content packs, and the reads the game screens need
//! from their last answers. Answers and saved games wait in the queue
//! until `sync::push` delivers them.

pub mod library;
pub mod player;
pub mod resume;
pub mod review;

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use plytime_shared::api::content::Named;
use plytime_shared::api::errors::ErrorBody;
use plytime_shared::api::game::{AnswerRequest, AskRequest, GameSummary, Highscore};
use plytime_shared::api::operation::{NoBody, Operation, Route};
use plytime_shared::api::operations as ops;
use plytime_shared::api::review::ReviewUpdate;
use plytime_shared::api::sync::ContentPack;
use serde::de::DeserializeOwned;
use serde_json::Value;

use self::library::Library;
use self::player::{Player, Refusal};
use crate::error::DesktopError;
use crate::seal::Sealer;
use crate::session::{ApiResponse, Session};
use crate::store::Store;
use crate::store::queue::ItemKind;

/// Reads whose last answer is kept for offline use: who is signed in,
/// what the game's setup and summary screens show, and answers to review.
const KEPT_READS: [Route; 6] = [
    ops::profile::ME.route(),
    ops::game::LIBRARY.route(),
    ops::game::SUBJECTS.route(),
    ops::game::HIGHSCORE.route(),
    ops::mixes::LIST_MIXES.route(),
    ops::review::LIST_ANSWERS.route(),
];

fn kept_read(path: &str) -> bool {
    KEPT_READS
        .iter()
        .any(|route| route.matches("GET", path).is_some())
}

/// The path of a read whose answer is kept, below `/api/`.
fn kept_path<Response>(operation: Operation<NoBody, Response>) -> String {
    operation.path_below_api(&[])
}

/// The path parameters of a request for `operation`, when it is one.
fn parameters<'p, const N: usize, Request, Response>(
    operation: Operation<Request, Response>,
    method: &str,
    path: &'p str,
) -> Option<[&'p str; N]> {
    operation.matches(method, path)?.try_into().ok()
}

fn kept_key(path: &str, query: &[(String, String)]) -> String {
    let query: Vec<String> = query.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!("{path}?{}", query.join("&"))
}

fn refusal(refused: Refusal) -> ApiResponse {
    ApiResponse {
        status: refused.status,
        body: serde_json::to_value(ErrorBody {
            errors: vec![refused.message],
        })
        .unwrap_or(Value::Null),
    }
}

fn ok(body: impl serde::Serialize) -> ApiResponse {
    ApiResponse {
        status: 200,
        body: serde_json::to_value(body).unwrap_or(Value::Null),
    }
}

fn parse<T: DeserializeOwned>(body: Option<&Value>) -> Result<T, ApiResponse> {
    serde_json::from_value(body.cloned().unwrap_or(Value::Null)).map_err(|error| {
        refusal(Refusal {
            status: 400,
            message: format!("Bad request: {error}"),
        })
    })
}

pub struct Offline {
    store: Store,
    sealer: Sealer,
    player: Mutex<Player>,
    /// Opened packs by student, loaded on first use offline.
    libraries: Mutex<HashMap<String, Library>>,
    /// Whether the last call that tried the server reached it. Calls
    /// answered here say nothing of it.
    reachable: AtomicBool,
}

impl Offline {
    pub fn new(store: Store, sealer: Sealer) -> Offline {
        Offline {
            store,
            sealer,
            player: Mutex::new(Player::default()),
            libraries: Mutex::new(HashMap::new()),
            reachable: AtomicBool::new(true),
        }
    }

    /// Whether the server answered the last call that tried it.
    pub fn reachable(&self) -> bool {
        self.reachable.load(Ordering::SeqCst)
    }

    /// Notes whether a call reached the server.
    pub fn saw<T>(&self, result: &Result<T, DesktopError>) {
        let reached = !matches!(result, Err(DesktopError::Offline(_)));
        self.reachable.store(reached, Ordering::SeqCst);
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Fetches and seals a pack of every subject the student can play, so
    /// that they can play it offline later; the opened copy is refreshed.
    pub async fn refresh_packs(
        &self,
        session: &Session,
        student_id: &str,
    ) -> Result<usize, DesktopError> {
        let subjects = session.call(ops::game::SUBJECTS, &[], &NoBody).await?;
        let subject_ids: Vec<String> = serde_json::from_value::<Vec<Named>>(subjects.body)
            .map(|list| list.into_iter().map(|subject| subject._id).collect())
            .unwrap_or_default();
        for subject_id in &subject_ids {
            let pack = session
                .call(ops::sync::CONTENT_PACK, &[student_id, subject_id], &NoBody)
                .await?;
            if pack.status != 200 {
                continue;
            }
            let sealed = self.sealer.seal(pack.body.to_string().as_bytes())?;
            self.store.keep_pack(student_id, subject_id, &sealed)?;
        }
        self.lock_libraries().remove(student_id);
        Ok(subject_ids.len())
    }

    fn lock_libraries(&self) -> std::sync::MutexGuard<'_, HashMap<String, Library>> {
        self.libraries
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn lock_player(&self) -> std::sync::MutexGuard<'_, Player> {
        self.player
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Runs `work` on the student's opened packs, opening them first.
    fn with_library<T>(
        &self,
        student_id: &str,
        work: impl FnOnce(&mut Library) -> T,
    ) -> Result<T, DesktopError> {
        let mut libraries = self.lock_libraries();
        if !libraries.contains_key(student_id) {
            let mut packs = Vec::new();
            for sealed in self.store.packs(student_id)? {
                let plain = self.sealer.open(&sealed)?;
                let pack: ContentPack = serde_json::from_slice(&plain).map_err(|error| {
                    DesktopError::Storage(format!("A kept pack is unreadable: {error}"))
                })?;
                packs.push(pack);
            }
            libraries.insert(student_id.to_string(), Library::new(packs));
        }
        let library = libraries.get_mut(student_id).expect("opened above");
        Ok(work(library))
    }

    /// Sends the request to the server; when the server is out of reach,
    /// answers it here if it can. A write that must not overtake queued
    /// work (see `behind_queue`) also stays here.
    pub async fn request(
        &self,
        session: &Session,
        method: &str,
        path: &str,
        query: &[(String, String)],
        body: Option<&Value>,
    ) -> Result<ApiResponse, DesktopError> {
        if !self.behind_queue(method, path)? {
            let sent = session.api_request(method, path, query, body).await;
            self.saw(&sent);
            match sent {
                Ok(response) => {
                    if method == "GET" && response.status == 200 {
                        self.keep(path, query, &response.body)?;
                    }
                    return Ok(response);
                }
                Err(DesktopError::Offline(message)) => {
                    if let Some(answer) = self.answer_here(method, path, query, body)? {
                        return Ok(answer);
                    }
                    return Err(DesktopError::Offline(message));
                }
                Err(other) => return Err(other),
            }
        }
        Ok(self
            .answer_here(method, path, query, body)?
            .unwrap_or_else(|| refusal(player::refuse_offline())))
    }

    /// Whether this write must wait behind queued work rather than
    /// overtake it: a game saved after answers still queued, or a review
    /// flag after older flags (the last one sent is the one that stays).
    fn behind_queue(&self, method: &str, path: &str) -> Result<bool, DesktopError> {
        Ok(if ops::game::SAVE_GAME.matches(method, path).is_some() {
            self.waiting()? > 0
        } else if ops::review::REVIEW_ANSWER.matches(method, path).is_some() {
            self.store.waiting(ItemKind::Review)? > 0
        } else {
            false
        })
    }

    /// Keeps what a read the app can answer offline returned.
    fn keep(
        &self,
        path: &str,
        query: &[(String, String)],
        body: &Value,
    ) -> Result<(), DesktopError> {
        if let Some(student_id) = review::answers_of(path) {
            self.keep_answers(student_id, body)
        } else if kept_read(path) {
            self.store.keep_response(&kept_key(path, query), body)
        } else {
            Ok(())
        }
    }

    /// Items waiting for the server.
    pub fn waiting(&self) -> Result<usize, DesktopError> {
        let mut waiting = 0;
        for kind in ItemKind::ALL {
            waiting += self.store.waiting(kind)?;
        }
        Ok(waiting)
    }

    /// The answer given here to a request the server could not take, or
    /// `None` when this is not something the app can do offline.
    fn answer_here(
        &self,
        method: &str,
        path: &str,
        query: &[(String, String)],
        body: Option<&Value>,
    ) -> Result<Option<ApiResponse>, DesktopError> {
        let answered =
            if let Some([student_id]) = parameters(ops::review::LIST_ANSWERS, method, path) {
                match self.kept_answers(student_id, query)? {
                    Some(answers) => answers,
                    None => return Ok(None),
                }
            } else if let Some([answer_id]) = parameters(ops::review::REVIEW_ANSWER, method, path) {
                match parse::<ReviewUpdate>(body) {
                    Ok(update) => self.review(answer_id, update)?,
                    Err(bad) => bad,
                }
            } else if method == "GET" && kept_read(path) {
                match self.store.kept_response(&kept_key(path, query))? {
                    Some(body) => ok(body),
                    None if ops::game::HIGHSCORE.matches(method, path).is_some() => {
                        ok(Highscore { score: 0 })
                    }
                    None => return Ok(None),
                }
            } else if ops::game::ASK.matches(method, path).is_some() {
                match parse::<AskRequest>(body) {
                    Ok(request) => self.ask(&request)?,
                    Err(bad) => bad,
                }
            } else if let Some([question_id]) = parameters(ops::game::ANSWER, method, path) {
                match parse::<AnswerRequest>(body) {
                    Ok(request) => self.answer(question_id, &request)?,
                    Err(bad) => bad,
                }
            } else if ops::game::SAVE_GAME.matches(method, path).is_some() {
                match parse::<GameSummary>(body) {
                    Ok(summary) => self.save(&summary)?,
                    Err(bad) => bad,
                }
            } else {
                return Ok(None);
            };
        Ok(Some(answered))
    }

    fn ask(&self, request: &AskRequest) -> Result<ApiResponse, DesktopError> {
        let asked = self.with_library(&request.student, |library| {
            self.lock_player().ask(library, request)
        })?;
        Ok(asked.map(ok).unwrap_or_else(refusal))
    }

    fn answer(
        &self,
        question_id: &str,
        request: &AnswerRequest,
    ) -> Result<ApiResponse, DesktopError> {
        let answered = self.with_library(&request.student_id, |library| {
            self.lock_player().answer(library, question_id, request)
        })?;
        match answered {
            Ok((response, queued)) => {
                let item = serde_json::to_value(&queued).unwrap_or(Value::Null);
                self.store
                    .enqueue(ItemKind::Answer, &queued._id, &request.student_id, &item)?;
                Ok(ok(response))
            }
            Err(refused) => Ok(refusal(refused)),
        }
    }

    fn save(&self, summary: &GameSummary) -> Result<ApiResponse, DesktopError> {
        let student_id = self
            .lock_player()
            .student_of(&summary._id)
            .or_else(|| self.signed_in_student().ok().flatten());
        let Some(student_id) = student_id else {
            return Ok(refusal(player::refuse_offline()));
        };
        let key = kept_key(
            &kept_path(ops::game::HIGHSCORE),
            &[
                ("game_type".into(), summary.game_type.clone()),
                ("duration".into(), summary.duration.to_string()),
            ],
        );
        let previous = self
            .store
            .kept_response(&key)?
            .and_then(|body| body["score"].as_i64())
            .unwrap_or(0);
        let saved = self.lock_player().save(summary, previous);
        let item = serde_json::to_value(summary).unwrap_or(Value::Null);
        self.store
            .enqueue(ItemKind::Game, &summary._id, &student_id, &item)?;
        Ok(ok(saved))
    }

    /// The signed-in student's id, from the last profile read.
    fn signed_in_student(&self) -> Result<Option<String>, DesktopError> {
        Ok(self
            .store
            .kept_response(&kept_key(&kept_path(ops::profile::ME), &[]))?
            .and_then(|me| me["user_data"]["_id"].as_str().map(String::from)))
    }
}
