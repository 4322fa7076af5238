//! The standings a batch of answers moves: read once in the writer's
//! transaction, moved answer by answer in memory, and saved once. Two
//! answers of one child in the same batch follow each other exactly as
//! they would one batch apart.

use std::collections::HashMap;

use plytime_shared::game::estimate::{Estimate, borrowed};

use super::batches::distinct;
use crate::db::Tx;
use crate::db::content::questions::QuestionRow;
use crate::db::scores::{self, EndcodeEstimate, Standing, StandingKey, StoredEstimate};

pub(crate) struct Standings {
    subjects: HashMap<StandingKey, StoredEstimate>,
    endcodes: HashMap<StandingKey, StoredEstimate>,
    /// A student's endcode estimates in a theme, where one of its endcodes
    /// not met yet borrows from them.
    themes: HashMap<StandingKey, Vec<EndcodeEstimate>>,
    /// What answers moved, in order, a standing moved twice listed twice.
    moved: Vec<(Standing, StandingKey)>,
}

fn key(student_id: &str, id: &str) -> StandingKey {
    (student_id.to_string(), id.to_string())
}

impl Standings {
    /// Reads the standings that answers by these students to these
    /// questions start from.
    pub async fn read(
        tx: &mut Tx<'_>,
        answers: &[(&str, &QuestionRow)],
    ) -> sqlx::Result<Standings> {
        let subject_keys = distinct(
            answers
                .iter()
                .map(|(student, question)| key(student, &question.subject_id)),
        );
        let endcode_keys = distinct(
            answers
                .iter()
                .map(|(student, question)| key(student, &question.endcode_id)),
        );
        let subjects = scores::read_standings(tx, Standing::Subject, &subject_keys).await?;
        let endcodes = scores::read_standings(tx, Standing::Endcode, &endcode_keys).await?;
        let borrowing = distinct(
            answers
                .iter()
                .filter(|(student, question)| {
                    !endcodes.contains_key(&key(student, &question.endcode_id))
                })
                .map(|(student, question)| key(student, &question.theme_id)),
        );
        let themes = scores::endcode_estimates_in_themes(tx, &borrowing).await?;
        Ok(Standings {
            subjects,
            endcodes,
            themes,
            moved: Vec::new(),
        })
    }

    /// The student's subject and endcode estimates at `now`, before an
    /// answer to `question`. A subject not met yet starts from
    /// `starting_level`; an endcode not met yet borrows from the student's
    /// estimates in its topic, theme or subject.
    pub fn before(
        &self,
        student_id: &str,
        question: &QuestionRow,
        starting_level: f64,
        now: i64,
    ) -> (Estimate, Estimate) {
        let subject = self
            .subjects
            .get(&key(student_id, &question.subject_id))
            .map_or_else(|| Estimate::new(starting_level), |stored| stored.at(now));
        if let Some(endcode) = self.endcodes.get(&key(student_id, &question.endcode_id)) {
            return (subject, endcode.at(now));
        }
        let in_theme = self
            .themes
            .get(&key(student_id, &question.theme_id))
            .map(Vec::as_slice)
            .unwrap_or_default();
        let endcode = borrowed(
            &question.topic_id,
            &question.theme_id,
            in_theme.iter().map(|estimate| estimate.relative(now)),
            subject,
        );
        (subject, endcode)
    }

    /// The student's estimates after an answer to `question` given `at`;
    /// returns the endcode's, as kept for borrowing.
    pub fn move_to(
        &mut self,
        student_id: &str,
        question: &QuestionRow,
        subject: Estimate,
        endcode: Estimate,
        at: i64,
    ) -> EndcodeEstimate {
        let subject_key = key(student_id, &question.subject_id);
        let endcode_key = key(student_id, &question.endcode_id);
        self.subjects
            .insert(subject_key.clone(), StoredEstimate::moved(subject, at));
        self.endcodes
            .insert(endcode_key.clone(), StoredEstimate::moved(endcode, at));
        let moved = EndcodeEstimate {
            endcode_id: question.endcode_id.clone(),
            topic_id: question.topic_id.clone(),
            theme_id: question.theme_id.clone(),
            score: endcode.score,
            uncertainty: Some(endcode.uncertainty),
            answer_count: endcode.answer_count,
            last_answered_at: at,
        };
        if let Some(in_theme) = self.themes.get_mut(&key(student_id, &question.theme_id)) {
            in_theme.retain(|estimate| estimate.endcode_id != question.endcode_id);
            in_theme.push(moved.clone());
        }
        self.moved.push((Standing::Subject, subject_key));
        self.moved.push((Standing::Endcode, endcode_key));
        moved
    }

    /// Saves every standing moved, one statement a table.
    pub async fn save(&self, tx: &mut Tx<'_>) -> sqlx::Result<()> {
        for (standing, kept) in [
            (Standing::Subject, &self.subjects),
            (Standing::Endcode, &self.endcodes),
        ] {
            let keys = self
                .moved
                .iter()
                .filter(|(which, _)| *which == standing)
                .map(|(_, key)| key);
            let moved: Vec<(&StandingKey, StoredEstimate)> = distinct(keys)
                .into_iter()
                .map(|key| (key, kept[key]))
                .collect();
            scores::save_standings(tx, standing, &moved).await?;
        }
        Ok(())
    }
}
