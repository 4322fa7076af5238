//! What a question family produces: the question in the spreadsheet's lines
//! syntax, its answer, and how long a confident child needs.

use plytime_shared::content::AnswerPart;

use crate::rng::Rng;

/// How hard a question is within its endcode: the easiest is number 0 of
/// `count`. The bank turns this into the question's score, so families pick
/// harder numbers for higher levels and scores rise with difficulty.
#[derive(Debug, Clone, Copy)]
pub struct Level {
    pub index: usize,
    pub count: usize,
}

impl Level {
    /// The tier for this level from an easiest-first list, spreading the
    /// endcode's questions evenly across the tiers.
    pub fn tier<T: Copy>(&self, tiers: &[T]) -> T {
        tiers[(self.index * tiers.len() / self.count.max(1)).min(tiers.len() - 1)]
    }

    /// Cycles through `variants` so an endcode mixes its question forms
    /// rather than repeating one.
    pub fn variant(&self, variants: usize) -> usize {
        self.index % variants
    }

    /// True for the harder half of the endcode.
    pub fn is_hard(&self) -> bool {
        self.index * 2 >= self.count
    }
}

/// A question before it gets its ref and score.
#[derive(Debug, Clone)]
pub struct Draft {
    /// Lines in cell syntax (see docs/import-formats.md), one per text line.
    pub lines: String,
    pub answer: Vec<AnswerPart>,
    /// Seconds a confident child needs; the maximum time follows from it.
    pub seconds: u32,
}

impl Draft {
    pub fn new(lines: impl Into<String>, seconds: u32) -> Self {
        Draft {
            lines: lines.into(),
            answer: Vec::new(),
            seconds,
        }
    }

    pub fn answer<V: ToString>(
        mut self,
        reference: &str,
        values: impl IntoIterator<Item = V>,
    ) -> Self {
        self.answer.push(AnswerPart {
            reference: reference.to_string(),
            values: values.into_iter().map(|value| value.to_string()).collect(),
        });
        self
    }
}

/// A question family: draws numbers from the generator and writes one
/// question at the given level.
pub type Family = Box<dyn Fn(&mut Rng, Level) -> Draft>;
