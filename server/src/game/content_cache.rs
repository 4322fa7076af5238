//! What the game reads of the content on every ask and answer (the game
//! library, the endcodes a focus covers with their live questions, the
//! question shown and the question marked), kept for a few seconds.
//! Content changes rarely, and an edit reaching games a few seconds late
//! does no harm, while re-reading it for every question of every child
//! costs the whole server.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use plytime_shared::api::game::AskedQuestion;

use super::fresh::Fresh;
use crate::db::content::hierarchy::{self, PlayableEndcode};
use crate::db::content::questions::{self, Candidate, QuestionRow};
use crate::db::games::{self, LibraryRow};
use crate::db::{Db, json};

/// How long a read of the content is reused.
const FRESH_FOR: Duration = Duration::from_secs(10);

/// The endcodes a focus covers that have live questions, and their live
/// questions, as the engine chooses from them.
pub struct Focus {
    pub playable: Vec<PlayableEndcode>,
    /// The subjects of the playable endcodes, each once.
    pub subjects: Vec<String>,
    pub candidates: HashMap<String, Vec<Candidate>>,
}

pub struct ContentCache {
    library: Fresh<Option<Arc<LibraryRow>>>,
    focus: Fresh<Arc<Focus>>,
    questions: Fresh<Option<Arc<QuestionRow>>>,
    shown: Fresh<Option<Arc<AskedQuestion>>>,
}

impl Default for ContentCache {
    fn default() -> Self {
        ContentCache {
            library: Fresh::new(FRESH_FOR),
            focus: Fresh::new(FRESH_FOR),
            questions: Fresh::new(FRESH_FOR),
            shown: Fresh::new(FRESH_FOR),
        }
    }
}

impl ContentCache {
    /// The library game `id`, or `None` if the library has no such game.
    pub async fn library_game(&self, db: &Db, id: &str) -> sqlx::Result<Option<Arc<LibraryRow>>> {
        let read = || async { Ok(games::library_game(db, id).await?.map(Arc::new)) };
        self.library.get(id, read).await
    }

    /// What the engine chooses from in `focus` (ids of subjects, themes,
    /// topics or endcodes).
    pub async fn focus(&self, db: &Db, focus: &[String]) -> sqlx::Result<Arc<Focus>> {
        let mut sorted = focus.to_vec();
        sorted.sort();
        let read = || async {
            let playable = hierarchy::playable_endcodes(db, focus).await?;
            let ids: Vec<&str> = playable.iter().map(|endcode| endcode.id.as_str()).collect();
            let candidates = questions::live_candidates(db, &ids).await?;
            let mut subjects: Vec<String> = playable
                .iter()
                .map(|endcode| endcode.subject_id.clone())
                .collect();
            subjects.sort();
            subjects.dedup();
            Ok(Arc::new(Focus {
                playable,
                subjects,
                candidates,
            }))
        };
        self.focus.get(&sorted.join("\n"), read).await
    }

    /// The question `id` with its answers, for marking, or `None` if there
    /// is no such question.
    pub async fn question(&self, db: &Db, id: &str) -> sqlx::Result<Option<Arc<QuestionRow>>> {
        let read = || async { Ok(questions::get(db, id).await?.map(Arc::new)) };
        self.questions.get(id, read).await
    }

    /// The question `id` as a child is shown it (never its answers), or
    /// `None` if there is no such question.
    pub async fn shown_question(
        &self,
        db: &Db,
        id: &str,
    ) -> sqlx::Result<Option<Arc<AskedQuestion>>> {
        let read = || async {
            let Some(question) = self.question(db, id).await? else {
                return Ok(None);
            };
            Ok(Some(Arc::new(AskedQuestion {
                lines: json::decode("questions.lines", &question.lines)?,
                _id: question.id.clone(),
                reference: question.reference.clone(),
                score: question.score,
                maximum_time: question.maximum_time,
                standard_time: question.standard_time,
                endcode: question.endcode_id.clone(),
            })))
        };
        self.shown.get(id, read).await
    }
}
