use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use ts_rs::TS;
use utoipa::ToSchema;

/// The role an account holds. Each account has exactly one.
///
/// `Test` exists only on servers started with the test-auth switch and passes
/// every role check; `Anonymous` is what a visitor without a session is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Role {
    Admin,
    Tutor,
    Parent,
    Student,
    Test,
    Anonymous,
}

impl Role {
    /// The roles a person can sign in as from `/signin/{role}`.
    pub const SIGN_IN: [Role; 4] = [Role::Student, Role::Parent, Role::Tutor, Role::Admin];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "ADMIN",
            Role::Tutor => "TUTOR",
            Role::Parent => "PARENT",
            Role::Student => "STUDENT",
            Role::Test => "TEST",
            Role::Anonymous => "ANONYMOUS",
        }
    }

    /// The home route of the role's area; TEST shares the admin home.
    pub fn home_route(self) -> &'static str {
        match self {
            Role::Student => "/student",
            Role::Parent => "/parent",
            Role::Tutor => "/tutor",
            Role::Admin | Role::Test => "/admin",
            Role::Anonymous => "/select_account_type",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Raised for a role name that is not one of ours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRole;

impl FromStr for Role {
    type Err = UnknownRole;

    /// Role names are accepted in any letter case (`student`, `STUDENT`).
    fn from_str(name: &str) -> Result<Self, Self::Err> {
        let upper = name.trim().to_ascii_uppercase();
        [
            Role::Admin,
            Role::Tutor,
            Role::Parent,
            Role::Student,
            Role::Test,
            Role::Anonymous,
        ]
        .into_iter()
        .find(|role| role.as_str() == upper)
        .ok_or(UnknownRole)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_any_case_and_round_trips() {
        for role in [
            Role::Admin,
            Role::Tutor,
            Role::Parent,
            Role::Student,
            Role::Test,
        ] {
            assert_eq!(role.as_str().parse::<Role>(), Ok(role));
            assert_eq!(role.as_str().to_lowercase().parse::<Role>(), Ok(role));
        }
        assert_eq!("teacher".parse::<Role>(), Err(UnknownRole));
    }

    #[test]
    fn test_role_shares_the_admin_home() {
        assert_eq!(Role::Test.home_route(), "/admin");
        assert_eq!(Role::Student.home_route(), "/student");
    }

    #[test]
    fn serialises_as_upper_case() {
        assert_eq!(serde_json::to_string(&Role::Parent).unwrap(), "\"PARENT\"");
    }
}
