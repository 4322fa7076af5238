//! The eight people every operation is called as: nobody signed in, and
//! the child, parent and tutor of each family, and an admin.

use super::table::{Caller, Family, Role};

/// The eight people every operation is called as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Who {
    Anonymous,
    ChildA,
    ChildB,
    ParentA,
    ParentB,
    TutorA,
    TutorB,
    Admin,
}

impl Who {
    pub const EVERYONE: [Who; 8] = [
        Who::Anonymous,
        Who::ChildA,
        Who::ChildB,
        Who::ParentA,
        Who::ParentB,
        Who::TutorA,
        Who::TutorB,
        Who::Admin,
    ];

    pub fn caller(self) -> Caller {
        let (role, family) = match self {
            Who::Anonymous => (None, None),
            Who::ChildA => (Some(Role::Child), Some(Family::A)),
            Who::ChildB => (Some(Role::Child), Some(Family::B)),
            Who::ParentA => (Some(Role::Parent), Some(Family::A)),
            Who::ParentB => (Some(Role::Parent), Some(Family::B)),
            Who::TutorA => (Some(Role::Tutor), Some(Family::A)),
            Who::TutorB => (Some(Role::Tutor), Some(Family::B)),
            Who::Admin => (Some(Role::Admin), None),
        };
        Caller { role, family }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Who::Anonymous => "nobody signed in",
            Who::ChildA => "child A (ada)",
            Who::ChildB => "child B (cleo)",
            Who::ParentA => "parent A",
            Who::ParentB => "parent B",
            Who::TutorA => "tutor A (Priya, ada's tutor)",
            Who::TutorB => "tutor B (Owen, cleo's tutor)",
            Who::Admin => "admin",
        }
    }
}
