//! The bank: the curriculum hierarchy (theme, topic, endcode) and the
//! questions generated for each endcode.

use std::collections::BTreeSet;
use std::ops::RangeInclusive;

use plytime_shared::content::cell_syntax::parse_lines;
use plytime_shared::content::{Alternative, Line};

use crate::check::question_problems;
use crate::draft::{Draft, Family, Level};
use crate::rng::Rng;
use crate::themes;

pub const SUBJECT: &str = "Maths";

/// Questions per endcode unless the endcode asks for more: enough for the
/// adaptive engine to find one near any score in the endcode's range.
const DEFAULT_QUESTION_COUNT: usize = 6;

/// How often a family may repeat itself before the endcode is declared too
/// narrow for its question count.
const ATTEMPTS_PER_QUESTION: usize = 60;

pub struct EndcodeSpec {
    pub name: &'static str,
    pub description: &'static str,
    pub priority: u8,
    /// Month-scale scores of the easiest and the hardest question.
    pub scores: RangeInclusive<u32>,
    pub count: usize,
    pub family: Family,
}

/// An endcode with the default number of questions.
pub fn endcode(
    name: &'static str,
    description: &'static str,
    priority: u8,
    scores: RangeInclusive<u32>,
    family: impl Fn(&mut Rng, Level) -> Draft + 'static,
) -> EndcodeSpec {
    EndcodeSpec {
        name,
        description,
        priority,
        scores,
        count: DEFAULT_QUESTION_COUNT,
        family: Box::new(family),
    }
}

impl EndcodeSpec {
    pub fn with_questions(mut self, count: usize) -> Self {
        self.count = count;
        self
    }
}

pub struct TopicSpec {
    pub name: &'static str,
    pub endcodes: Vec<EndcodeSpec>,
}

pub fn topic(name: &'static str, endcodes: Vec<EndcodeSpec>) -> TopicSpec {
    TopicSpec { name, endcodes }
}

pub struct ThemeSpec {
    pub name: &'static str,
    pub topics: Vec<TopicSpec>,
}

/// One row of the subjects spreadsheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endcode {
    pub theme: &'static str,
    pub topic: &'static str,
    pub name: &'static str,
    pub description: &'static str,
    pub priority: u8,
}

/// One row of the questions spreadsheet.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    pub reference: String,
    pub endcode: &'static str,
    pub theme: &'static str,
    pub score: u32,
    pub standard_time: u32,
    pub maximum_time: u32,
    pub lines: Vec<Line>,
    pub answers: Vec<Alternative>,
}

pub struct Bank {
    pub endcodes: Vec<Endcode>,
    pub questions: Vec<Question>,
}

/// Generates the whole bank, or every problem found: a question that would
/// not import, a family that cannot fill its endcode, a duplicated name.
pub fn build() -> Result<Bank, Vec<String>> {
    let mut bank = Bank {
        endcodes: Vec::new(),
        questions: Vec::new(),
    };
    let mut problems = Vec::new();
    let mut names = BTreeSet::new();
    for theme in themes::all() {
        for topic in theme.topics {
            for spec in topic.endcodes {
                if !names.insert(spec.name) {
                    problems.push(format!("{}: the endcode name is used twice", spec.name));
                }
                match endcode_questions(&spec, theme.name) {
                    Ok(questions) => bank.questions.extend(questions),
                    Err(mut found) => problems.append(&mut found),
                }
                bank.endcodes.push(Endcode {
                    theme: theme.name,
                    topic: topic.name,
                    name: spec.name,
                    description: spec.description,
                    priority: spec.priority,
                });
            }
        }
    }
    if problems.is_empty() {
        Ok(bank)
    } else {
        Err(problems)
    }
}

fn endcode_questions(
    spec: &EndcodeSpec,
    theme: &'static str,
) -> Result<Vec<Question>, Vec<String>> {
    // Seeded by name, so one endcode's numbers never depend on another's.
    let mut rng = Rng::seeded(spec.name);
    let mut seen = BTreeSet::new();
    let mut questions = Vec::new();
    let mut problems = Vec::new();
    for index in 0..spec.count {
        let reference = format!("{}-{:03}", spec.name, index + 1);
        let level = Level {
            index,
            count: spec.count,
        };
        let Some(draft) = (0..ATTEMPTS_PER_QUESTION)
            .map(|_| (spec.family)(&mut rng, level))
            .find(|draft| seen.insert(draft.lines.clone()))
        else {
            problems.push(format!(
                "{reference}: the family keeps repeating earlier questions"
            ));
            continue;
        };
        let lines = match parse_lines(&draft.lines) {
            Ok(lines) => lines,
            Err(problem) => {
                problems.push(format!("{reference}: lines: {problem}"));
                continue;
            }
        };
        let question = Question {
            reference,
            endcode: spec.name,
            theme,
            score: score_at(&spec.scores, level),
            standard_time: draft.seconds,
            // Slow but still thinking: two and a half times the standard.
            maximum_time: draft.seconds * 5 / 2,
            lines,
            answers: vec![draft.answer],
        };
        problems.extend(question_problems(&question));
        questions.push(question);
    }
    if problems.is_empty() {
        Ok(questions)
    } else {
        Err(problems)
    }
}

/// Spreads the endcode's questions evenly from its lowest to highest score.
fn score_at(scores: &RangeInclusive<u32>, level: Level) -> u32 {
    let (low, high) = (*scores.start(), *scores.end());
    let steps = level.count.saturating_sub(1).max(1) as u32;
    low + ((high - low) * level.index as u32 + steps / 2) / steps
}
