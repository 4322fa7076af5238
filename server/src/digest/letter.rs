//! The digest as an e-mail: plain text, a few lines per child, each figure
//! with the answers it rests on.

use plytime_shared::api::digest::{AreaOfWeek, ChildWeek, WeeklyDigest};
use plytime_shared::schedule::occurrences::london_time;
use plytime_shared::words::counted;

use super::Week;
use crate::time::parse_iso;

/// What the opt-in box on the parent's profile says, quoted in the e-mail
/// so a parent knows how to stop it.
pub const OPT_IN_LABEL: &str = "E-mail me news and offers from Plytime";

/// "Monday 30 November".
pub fn day(instant: i64) -> String {
    london_time(instant).format("%A %-d %B").to_string()
}

pub fn subject(week: Week) -> String {
    format!(
        "Your family's week on Plytime: {} to {}",
        day(week.start),
        day(week.end - 1)
    )
}

pub fn body(parent_first_name: &str, week: Week, digest: &WeeklyDigest) -> String {
    let mut lines = vec![
        format!("Hello {parent_first_name},"),
        String::new(),
        format!(
            "Here is your family's week on Plytime, {} to {}.",
            day(week.start),
            day(week.end - 1)
        ),
    ];
    for child in &digest.children {
        lines.push(String::new());
        lines.push(child.first_name.clone());
        lines.extend(
            child_lines(child)
                .into_iter()
                .map(|line| format!("- {line}")),
        );
    }
    lines.push(String::new());
    lines.push(opt_out_line());
    lines.join("\n")
}

/// Why a parent gets an e-mail from Plytime, and how to stop it.
pub fn opt_out_line() -> String {
    format!(
        "You get this e-mail because \"{OPT_IN_LABEL}\" is ticked on your profile. \
         Untick it there to stop these e-mails."
    )
}

fn child_lines(child: &ChildWeek) -> Vec<String> {
    let mut lines = Vec::new();
    if child.games_played == 0 {
        lines.push("No games played this week.".to_string());
    } else {
        lines.push(format!(
            "Played {}, {} in all.",
            counted(child.games_played, "game", "games"),
            minutes(child.minutes_played)
        ));
    }
    if child.answered > 0 {
        lines.push(format!(
            "Answered {}, {} right.",
            counted(child.answered, "question", "questions"),
            child.right
        ));
    }
    if !child.went_up.is_empty() {
        lines.push(format!("Went up: {}.", areas(&child.went_up)));
    }
    if !child.to_practise.is_empty() {
        lines.push(format!("Worth practising: {}.", areas(&child.to_practise)));
    }
    for session in &child.sessions {
        // Written by `of_week` from an instant, so it always reads back.
        let when = parse_iso("starts_at", &session.starts_at).map_or_else(
            |_| String::new(),
            |starts| london_time(starts).format("%A %-d %B at %H:%M").to_string(),
        );
        lines.push(format!(
            "Tutor session, {when}, {} with {}: {}.",
            session.subject, session.tutor_first_name, session.outcome
        ));
        if let Some(note) = &session.report {
            lines.push(format!("{}'s report: {note}", session.tutor_first_name));
        }
    }
    lines
}

fn minutes(count: i64) -> String {
    if count == 0 {
        "under a minute".to_string()
    } else {
        counted(count, "minute", "minutes")
    }
}

/// "Rounding (12 answers, 10 right); Halving (3 answers, 3 right)".
fn areas(areas: &[AreaOfWeek]) -> String {
    areas
        .iter()
        .map(|area| {
            format!(
                "{} ({}, {} right)",
                area.description,
                counted(area.answers, "answer", "answers"),
                area.right
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}
