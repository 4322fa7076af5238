//! Time: reading clocks, facts about units of time, durations, the 24-hour
//! clock and timetables. Answers use the Time box (hh:mm).

use crate::ask;
use crate::bank::{TopicSpec, endcode, topic};
use crate::draft::{Draft, Level};
use crate::images::catalog::{CLOCK_TIMES, clock_id};
use crate::rng::Rng;

pub fn topics() -> Vec<TopicSpec> {
    vec![
        topic(
            "Year 1: Telling the time",
            vec![endcode(
                "Y1-TIME-CLOCK",
                "Tells the time to the hour and half past the hour.",
                1,
                62..=71,
                |_, level| read_clock(level, |(_, minutes)| minutes % 30 == 0),
            )],
        ),
        topic(
            "Year 2: Telling the time",
            vec![
                endcode(
                    "Y2-TIME-CLOCK",
                    "Tells the time to five minutes, including quarter past and quarter to.",
                    1,
                    72..=82,
                    |_, level| read_clock(level, |(_, minutes)| minutes % 30 != 0),
                ),
                endcode(
                    "Y2-TIME-FACTS",
                    "Knows the number of minutes in an hour and hours in a day.",
                    2,
                    72..=80,
                    |_, level| time_facts(level),
                ),
            ],
        ),
        topic(
            "Year 3: Durations",
            vec![endcode(
                "Y3-TIME-DURATION",
                "Works out start times, end times and how long something lasts.",
                1,
                85..=95,
                durations,
            )],
        ),
        topic(
            "Year 4: The 24-hour clock",
            vec![endcode(
                "Y4-TIME-24HOUR",
                "Converts between 12-hour and 24-hour clock times, and hours to minutes.",
                1,
                96..=105,
                twenty_four_hour_clock,
            )],
        ),
        topic(
            "Year 5: Timetables",
            vec![endcode(
                "Y5-TIME-TIMETABLE",
                "Solves problems about journeys and events using the 24-hour clock.",
                2,
                108..=118,
                timetables,
            )],
        ),
        topic(
            "Year 6: Converting units of time",
            vec![endcode(
                "Y6-TIME-CONVERT",
                "Converts between seconds, minutes, hours, days and weeks.",
                3,
                120..=127,
                convert_time_units,
            )],
        ),
    ]
}

/// `h:mm` written as a clock shows it, e.g. `9:05`.
fn clock_text(total_minutes: i64) -> String {
    format!("{}:{:02}", total_minutes / 60, total_minutes % 60)
}

/// A clock face's time, either in the morning or the afternoon: both are
/// right, because the clock does not say which.
fn both_halves_of_the_day((hours, minutes): (i64, i64)) -> Vec<String> {
    let morning = hours % 12;
    vec![
        format!("{morning:02}:{minutes:02}"),
        format!("{:02}:{minutes:02}", morning + 12),
    ]
}

fn read_clock(level: Level, wanted: fn(&(i64, i64)) -> bool) -> Draft {
    let times: Vec<(i64, i64)> = CLOCK_TIMES.iter().copied().filter(wanted).collect();
    let time = times[level.index % times.len()];
    ask::time(
        format!("[Image:{}]\nWhat time does the clock show?", clock_id(time)),
        both_halves_of_the_day(time),
        20,
    )
}

const TIME_FACTS: [(&str, i64); 8] = [
    ("How many minutes are there in one hour?", 60),
    ("How many hours are there in one day?", 24),
    ("How many days are there in one week?", 7),
    ("How many minutes are there in half an hour?", 30),
    ("How many minutes are there in a quarter of an hour?", 15),
    ("How many seconds are there in one minute?", 60),
    ("How many days are there in a fortnight?", 14),
    ("How many months are there in one year?", 12),
];

fn time_facts(level: Level) -> Draft {
    let (question, answer) = TIME_FACTS[level.index % TIME_FACTS.len()];
    ask::whole(question, answer, 10)
}

fn durations(rng: &mut Rng, level: Level) -> Draft {
    let start = rng.int(8 * 12, 16 * 12) * 5;
    let length = rng.int(3, level.tier(&[9, 15])) * 5;
    match level.variant(3) {
        0 => ask::time(
            format!("What time is {length} minutes after {}?", clock_text(start)),
            vec![clock_text(start + length)],
            30,
        ),
        1 => ask::whole(
            format!(
                "A lesson starts at {} and ends at {}. How many minutes long is the lesson?",
                clock_text(start),
                clock_text(start + length)
            ),
            length,
            35,
        ),
        _ => ask::time(
            format!(
                "What time was it {length} minutes before {}?",
                clock_text(start)
            ),
            vec![clock_text(start - length)],
            35,
        ),
    }
}

fn twenty_four_hour_clock(rng: &mut Rng, level: Level) -> Draft {
    let hours = rng.int(1, 11);
    let minutes = rng.int(0, 11) * 5;
    match level.variant(3) {
        0 => ask::time(
            format!("Write {hours}:{minutes:02} pm in 24-hour clock time."),
            vec![format!("{}:{minutes:02}", hours + 12)],
            20,
        ),
        1 => ask::time(
            format!("Write {hours}:{minutes:02} am in 24-hour clock time."),
            vec![format!("{hours:02}:{minutes:02}")],
            20,
        ),
        _ => {
            let count = rng.int(2, level.tier(&[5, 9]));
            if level.is_hard() {
                ask::whole(
                    format!("How many seconds are there in {count} minutes?"),
                    count * 60,
                    20,
                )
            } else {
                ask::whole(
                    format!("How many minutes are there in {count} hours?"),
                    count * 60,
                    20,
                )
            }
        }
    }
}

/// `hh:mm` on the 24-hour clock.
fn twenty_four_hour(total_minutes: i64) -> String {
    format!("{:02}:{:02}", total_minutes / 60, total_minutes % 60)
}

fn timetables(rng: &mut Rng, level: Level) -> Draft {
    let start = rng.int(7 * 60, 19 * 60);
    let length = rng.int(level.tier(&[40, 70]), level.tier(&[100, 170]));
    let (hours, minutes) = (length / 60, length % 60);
    let lasting = match (hours, minutes) {
        (0, m) => format!("{m} minutes"),
        (1, m) => format!("1 hour {m} minutes"),
        (h, m) => format!("{h} hours {m} minutes"),
    };
    if level.variant(2) == 0 {
        let show = rng.pick(&["film", "concert", "football match", "play"]);
        ask::time(
            format!(
                "A {show} starts at {} and lasts {lasting}. At what time does it end?",
                twenty_four_hour(start)
            ),
            vec![twenty_four_hour(start + length)],
            45,
        )
    } else {
        let transport = rng.pick(&["train", "bus", "coach", "ferry"]);
        ask::whole(
            format!(
                "A {transport} leaves at {} and arrives at {}. How many minutes does the journey take?",
                twenty_four_hour(start),
                twenty_four_hour(start + length)
            ),
            length,
            45,
        )
    }
}

fn convert_time_units(rng: &mut Rng, level: Level) -> Draft {
    let n = rng.int(2, level.tier(&[6, 12]));
    let (prompt, answer) = match level.variant(4) {
        0 => (
            format!("How many minutes are there in {n} 1/4 hours?"),
            n * 60 + 15,
        ),
        1 => (
            format!("How many seconds are there in {n}.5 minutes?"),
            n * 60 + 30,
        ),
        2 => (format!("How many hours are there in {n} days?"), n * 24),
        _ => (format!("How many days are there in {n} weeks?"), n * 7),
    };
    ask::whole(prompt, answer, 25)
}
