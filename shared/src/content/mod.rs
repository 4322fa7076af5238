//! Questions and their answers: the element types of a question's lines, the
//! normalisation of typed answers per element type, the marker that decides
//! CORRECT / INCORRECT / PASSED, and the checks a question must pass before
//! it is saved.

pub mod answer;
pub mod cell_syntax;
pub mod element;
pub mod marker;
pub mod normalise;
pub mod validate;

pub use answer::{Alternative, AnswerPart, Submission, SubmittedPart};
pub use element::{Element, InputKind, Line};
pub use marker::{Decision, mark};
