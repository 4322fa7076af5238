//! The report as an e-mail to the parent: plain text, the tutor's words
//! first, then what the session's record shows.

use plytime_shared::api::reports::SessionReport;
use plytime_shared::words::counted;

use crate::digest;
use crate::digest::letter::{day, opt_out_line};
use crate::time::parse_iso;

fn session_day(report: &SessionReport) -> String {
    parse_iso("session_date_time", &report.session_date_time)
        .map(day)
        .unwrap_or_default()
}

pub fn subject(report: &SessionReport) -> String {
    format!(
        "{}'s report on {}'s session of {}",
        report.tutor_first_name,
        report.student_first_name,
        session_day(report)
    )
}

pub fn body(parent_first_name: &str, report: &SessionReport) -> String {
    let mut lines = vec![
        format!("Hello {parent_first_name},"),
        String::new(),
        format!(
            "{} wrote about {}'s {} session of {}:",
            report.tutor_first_name,
            report.student_first_name,
            report.subject,
            session_day(report)
        ),
        String::new(),
        report.note.clone(),
        String::new(),
    ];
    lines.extend(facts(report).into_iter().map(|line| format!("- {line}")));
    lines.push(String::new());
    lines.push(opt_out_line());
    lines.join("\n")
}

/// What the session's record shows, a line each.
fn facts(report: &SessionReport) -> Vec<String> {
    let outcome = digest::outcome(report.status).unwrap_or("Not held");
    let mut lines = vec![format!(
        "{outcome}: {} in the call, of a {}-minute session.",
        counted(report.minutes_in_call, "minute", "minutes"),
        report.session_length
    )];
    if !report.worked_on.is_empty() {
        lines.push(format!("Worked on: {}.", report.worked_on.join("; ")));
    }
    for area in &report.practise_next {
        lines.push(format!(
            "To practise next: {} ({}, {} right).",
            area.description,
            counted(area.answers, "answer", "answers"),
            area.right
        ));
    }
    lines
}
