//! A student's content packs opened into what offline play looks up: the
//! endcodes a focus covers, each endcode's questions, and the student's
//! standing, which moves with every answer given offline.

use std::collections::{HashMap, HashSet};

use plytime_shared::api::sync::{ContentPack, PackEndcode, PackQuestion};
use plytime_shared::game::estimate::{self, Answer, Estimate, Relative, borrowed};
use plytime_shared::game::level::DEFAULT_LEVEL;
use plytime_shared::game::time_allowance::TimeAllowance;

/// The student's estimate in an endcode or subject, and when it last
/// moved.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Standing {
    pub estimate: Estimate,
    /// Epoch milliseconds of the last answer, if any (for a subject not
    /// answered in here, when its pack was issued: its uncertainty is
    /// given as of then).
    pub last_answered_at: Option<i64>,
}

impl Standing {
    /// The estimate at `now`.
    pub fn at(&self, now: i64) -> Estimate {
        self.estimate.at(self.last_answered_at, now)
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
    /// The student's extra time, as their newest pack has it.
    pub time_allowance: TimeAllowance,
}

fn millis(iso: &str) -> Option<i64> {
    chrono::DateTime::parse_from_rfc3339(iso)
        .ok()
        .map(|time| time.timestamp_millis())
}

impl Library {
    pub fn new(packs: Vec<ContentPack>) -> Library {
        let mut library = Library::default();
        if let Some(newest) = packs.iter().max_by_key(|pack| millis(&pack.issued_at)) {
            library.time_allowance = newest.time_allowance;
        }
        for pack in packs {
            library.subject_standings.insert(
                pack.subject_id.clone(),
                Standing {
                    estimate: Estimate::stored(pack.subject_level, pack.subject_uncertainty, 0),
                    last_answered_at: millis(&pack.issued_at),
                },
            );
            for estimate in pack.estimates {
                library.endcode_standings.insert(
                    estimate.endcode_id,
                    Standing {
                        estimate: Estimate::stored(
                            estimate.score,
                            estimate.uncertainty,
                            estimate.answer_count,
                        ),
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

    fn endcode(&self, endcode_id: &str) -> Option<&PackEndcode> {
        self.endcodes
            .iter()
            .find(|endcode| endcode._id == endcode_id)
    }

    fn subject_at(&self, subject_id: &str, now: i64) -> Estimate {
        self.subject_standings
            .get(subject_id)
            .map_or_else(|| Estimate::new(DEFAULT_LEVEL), |standing| standing.at(now))
    }

    pub fn subject_level(&self, subject_id: &str) -> f64 {
        self.subject_standings
            .get(subject_id)
            .map_or(DEFAULT_LEVEL, |standing| standing.estimate.score)
    }

    /// The student's estimate in an endcode at `now`: theirs there, or
    /// borrowed from their topic, theme or subject, as on the server.
    pub fn estimate_in(&self, endcode: &PackEndcode, now: i64) -> Estimate {
        if let Some(standing) = self.endcode_standings.get(&endcode._id) {
            return standing.at(now);
        }
        let relatives = self.endcode_standings.iter().filter_map(|(id, standing)| {
            self.endcode(id).map(|relative| Relative {
                topic_id: &relative.topic_id,
                theme_id: &relative.theme_id,
                estimate: standing.at(now),
            })
        });
        borrowed(
            &endcode.topic_id,
            &endcode.theme_id,
            relatives,
            self.subject_at(&endcode.subject_id, now),
        )
    }

    /// Moves the standings after an answer at `at`, with the rule the
    /// server applies when it receives it.
    pub fn record(&mut self, question: &PackQuestion, answer: &Answer, at: i64) {
        let Some(endcode) = self.endcode(&question.endcode_id).cloned() else {
            return;
        };
        let level = question.level();
        let subject = self.subject_at(&endcode.subject_id, at);
        let in_endcode = self.estimate_in(&endcode, at);
        let moved = |estimate| Standing {
            estimate: estimate::after_answer(estimate, &level, answer),
            last_answered_at: Some(at),
        };
        self.subject_standings
            .insert(endcode.subject_id.clone(), moved(subject));
        self.endcode_standings
            .insert(endcode._id.clone(), moved(in_endcode));
        self.recently_answered.insert(question._id.clone());
    }
}
