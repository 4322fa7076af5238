//! Persistence of the content hierarchy and its questions.

pub mod hierarchy;
pub mod images;
pub mod questions;
pub mod stats;

/// A level of the hierarchy above questions. Each level's table has `id`,
/// `name` and (below subjects) a column naming its parent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    Subject,
    Theme,
    Topic,
    Endcode,
}

impl Level {
    pub fn table(self) -> &'static str {
        match self {
            Level::Subject => "subjects",
            Level::Theme => "themes",
            Level::Topic => "topics",
            Level::Endcode => "endcodes",
        }
    }

    /// The column holding the parent's id (`None` for subjects).
    pub fn parent_column(self) -> Option<&'static str> {
        match self {
            Level::Subject => None,
            Level::Theme => Some("subject_id"),
            Level::Topic => Some("theme_id"),
            Level::Endcode => Some("topic_id"),
        }
    }

    /// The level's name in messages: "No such theme".
    pub fn noun(self) -> &'static str {
        match self {
            Level::Subject => "subject",
            Level::Theme => "theme",
            Level::Topic => "topic",
            Level::Endcode => "endcode",
        }
    }

    pub fn parent(self) -> Option<Level> {
        match self {
            Level::Subject => None,
            Level::Theme => Some(Level::Subject),
            Level::Topic => Some(Level::Theme),
            Level::Endcode => Some(Level::Topic),
        }
    }

    pub fn child(self) -> Option<Level> {
        match self {
            Level::Subject => Some(Level::Theme),
            Level::Theme => Some(Level::Topic),
            Level::Topic => Some(Level::Endcode),
            Level::Endcode => None,
        }
    }
}
