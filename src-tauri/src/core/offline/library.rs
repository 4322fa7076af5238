//! A student's content packs opened into what offline play looks up: the
//! endcodes a focus covers, each endcode's questions, and the student's
//! standing, which moves with every answer given offline.

use std::collections::{HashMap, HashSet};

use plytime_shared::api::sync::{ContentPack, PackEndcode, PackQuestion};
use plytime_shared::game::level::updated_score;

/// The student's level in an endcode or subject, and how many answers it
/// rests on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Standing {
    pub score: f64,
    pub answer_count: i64,
    /// Epoch milliseconds of the last answer, if any.
    pub last_answered_at: Option<i64>,
}

impl Standing {
    pub fn after(self, question_score: f64, correct: bool, at: i64) -> Standing {
        Standing {
            score: updated_score(self.score, question_score, correct, self.answer_count),
            answer_count: self.answer_count + 1,
            last_answered_at: Some(at),
        }
    }
}

#[derive(Default)]
pub struct Library {
    pub endcodes: Vec<PackEndcode>,
    pub questions: HashMap<String, PackQuestion>,
    /// Question ids by endcode.
    pub by_endcode: HashMap<String, Vec<String>>,
    pub endcode_standings: HashMap<String, Standing>,
    pub subject_standings: HashMap<String, Standing>,
    pub recently_answered: HashSet<String>,
}

fn millis(iso: &str) -> Option<i64> {
    chrono::DateTime::parse_from_rfc3339(iso)
        .ok()
        .map(|time| time.timestamp_millis())
}

impl Library {
    pub fn new(packs: Vec<ContentPack>) -> Library {
        let mut library = Library::default();
        for pack in packs {
            library.subject_standings.insert(
                pack.subject_id.clone(),
                Standing {
                    score: pack.subject_level,
                    answer_count: 0,
                    last_answered_at: None,
                },
            );
            for estimate in pack.estimates {
                library.endcode_standings.insert(
                    estimate.endcode_id,
                    Standing {
                        score: estimate.score,
                        answer_count: estimate.answer_count,
                        last_answered_at: millis(&estimate.last_answered_at),
                    },
                );
            }
            for question in pack.questions {
                library
                    .by_endcode
                    .entry(question.endcode_id.clone())
                    .or_default()
                    .push(question._id.clone());
                library.questions.insert(question._id.clone(), question);
            }
            library.endcodes.extend(pack.endcodes);
            library.recently_answered.extend(pack.recently_answered);
        }
        library
    }

    /// The endcodes under any of `focus` (subjects, themes, topics or
    /// endcodes) that have questions.
    pub fn in_focus(&self, focus: &[String]) -> Vec<&PackEndcode> {
        self.endcodes
            .iter()
            .filter(|endcode| {
                [
                    &endcode._id,
                    &endcode.topic_id,
                    &endcode.theme_id,
                    &endcode.subject_id,
                ]
                .iter()
                .any(|id| focus.contains(id))
                    && self.by_endcode.contains_key(&endcode._id)
            })
            .collect()
    }

    pub fn subject_of(&self, endcode_id: &str) -> Option<&str> {
        self.endcodes
            .iter()
            .find(|endcode| endcode._id == endcode_id)
            .map(|endcode| endcode.subject_id.as_str())
    }

    pub fn subject_level(&self, subject_id: &str) -> f64 {
        self.subject_standings
            .get(subject_id)
            .map(|standing| standing.score)
            .unwrap_or(60.0)
    }

    /// The student's level in an endcode: theirs there, or their subject's.
    pub fn level_in(&self, endcode: &PackEndcode) -> f64 {
        self.endcode_standings
            .get(&endcode._id)
            .map(|standing| standing.score)
            .unwrap_or_else(|| self.subject_level(&endcode.subject_id))
    }

    /// Moves the standings after an answer, as the server will when it
    /// receives it.
    pub fn record(&mut self, question: &PackQuestion, correct: bool, at: i64) {
        let Some(subject_id) = self.subject_of(&question.endcode_id).map(String::from) else {
            return;
        };
        let subject = self
            .subject_standings
            .get(&subject_id)
            .copied()
            .unwrap_or(Standing {
                score: 60.0,
                answer_count: 0,
                last_answered_at: None,
            });
        let endcode = self
            .endcode_standings
            .get(&question.endcode_id)
            .copied()
            .unwrap_or(Standing {
                answer_count: 0,
                ..subject
            });
        self.subject_standings
            .insert(subject_id, subject.after(question.score, correct, at));
        self.endcode_standings.insert(
            question.endcode_id.clone(),
            endcode.after(question.score, correct, at),
        );
        self.recently_answered.insert(question._id.clone());
    }
}
