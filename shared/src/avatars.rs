//! The drawn avatars a child picks instead of a photo (docs/accounts.md,
//! "Pictures"). They come with the app: the picture is a path to one of
//! its own files, and nothing about the child is stored or sent to show it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Avatar {
    Fox,
    Owl,
    Cat,
    Rabbit,
    Bear,
    Penguin,
    Frog,
    Robot,
}

impl Avatar {
    pub const ALL: [Avatar; 8] = [
        Avatar::Fox,
        Avatar::Owl,
        Avatar::Cat,
        Avatar::Rabbit,
        Avatar::Bear,
        Avatar::Penguin,
        Avatar::Frog,
        Avatar::Robot,
    ];

    fn name(self) -> &'static str {
        match self {
            Avatar::Fox => "fox",
            Avatar::Owl => "owl",
            Avatar::Cat => "cat",
            Avatar::Rabbit => "rabbit",
            Avatar::Bear => "bear",
            Avatar::Penguin => "penguin",
            Avatar::Frog => "frog",
            Avatar::Robot => "robot",
        }
    }

    /// Where the app serves the drawing (`ui/public/avatars/`), stored as
    /// the user's picture.
    pub fn path(self) -> String {
        format!("/avatars/{}.svg", self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_avatar_has_a_file_of_its_own_in_the_app() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../ui/public");
        let paths: std::collections::HashSet<String> =
            Avatar::ALL.into_iter().map(Avatar::path).collect();
        assert_eq!(paths.len(), Avatar::ALL.len());
        for path in paths {
            assert!(
                std::path::Path::new(&format!("{folder}{path}")).is_file(),
                "{path} is missing"
            );
        }
    }
}
