//! The generated bank as the importer and the marker will see it.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

use plytime_shared::content::{Decision, Submission, SubmittedPart, mark};
use plytime_starter_bank::bank::{self, Bank};
use plytime_starter_bank::images;
use plytime_starter_bank::summary::element_type_name;

/// Generated once for all tests: generation validates every question, so it
/// is the slowest part.
fn bank() -> &'static Bank {
    static BANK: OnceLock<Bank> = OnceLock::new();
    BANK.get_or_init(|| bank::build().unwrap_or_else(|problems| panic!("{problems:#?}")))
}

#[test]
fn the_bank_has_at_least_650_questions_across_all_six_years() {
    let bank = bank();
    assert!(
        bank.questions.len() >= 650,
        "only {} questions",
        bank.questions.len()
    );
    let years: BTreeSet<&str> = bank.questions.iter().map(|q| &q.endcode[..2]).collect();
    assert_eq!(years, BTreeSet::from(["Y1", "Y2", "Y3", "Y4", "Y5", "Y6"]));
}

#[test]
fn every_element_type_is_used() {
    let used: BTreeSet<&str> = bank()
        .questions
        .iter()
        .flat_map(|q| q.lines.iter().flatten())
        .map(element_type_name)
        .collect();
    for name in [
        "Text",
        "Image",
        "Text input",
        "Textcs",
        "MC",
        "Coordinate",
        "RatioXY",
        "RatioXYZ",
        "Fraction",
        "MixedFraction",
        "Time",
        "GBP",
        "Whole Number",
        "1dp",
        "2dp",
        "3dp",
        "4dp",
    ] {
        assert!(used.contains(name), "no question uses {name}");
    }
}

#[test]
fn every_endcode_has_five_questions_spread_over_its_score_range() {
    let bank = bank();
    let mut scores: BTreeMap<&str, Vec<u32>> = BTreeMap::new();
    for question in &bank.questions {
        scores
            .entry(question.endcode)
            .or_default()
            .push(question.score);
    }
    for endcode in &bank.endcodes {
        let found = scores.get(endcode.name).cloned().unwrap_or_default();
        let distinct: BTreeSet<u32> = found.iter().copied().collect();
        assert!(
            found.len() >= 5,
            "{} has {} questions",
            endcode.name,
            found.len()
        );
        assert!(distinct.len() >= 2, "{} has one score only", endcode.name);
    }
}

#[test]
fn scores_sit_in_the_year_the_endcode_belongs_to() {
    for question in &bank().questions {
        let year: u32 = question.endcode[1..2].parse().unwrap();
        let start_of_year = 12 * (year + 4);
        assert!(
            (start_of_year..start_of_year + 12).contains(&question.score),
            "{} scores {}",
            question.reference,
            question.score
        );
        assert!(
            question.maximum_time >= 2 * question.standard_time,
            "{}",
            question.reference
        );
    }
}

#[test]
fn every_stored_answer_marks_correct() {
    for question in &bank().questions {
        let submission: Submission = question.answers[0]
            .iter()
            .enumerate()
            .map(|(index, part)| {
                let typed = SubmittedPart {
                    reference: part.reference.clone(),
                    value: part.values[0].clone(),
                };
                (format!("part-{index}"), typed)
            })
            .collect();
        assert_eq!(
            mark(&question.lines, &question.answers, &submission),
            Decision::Correct,
            "{}",
            question.reference
        );
    }
}

#[test]
fn refs_are_unique_and_name_their_endcode() {
    let mut seen = BTreeSet::new();
    for question in &bank().questions {
        assert!(
            seen.insert(&question.reference),
            "{} twice",
            question.reference
        );
        assert!(
            question
                .reference
                .starts_with(&format!("{}-", question.endcode))
        );
    }
    let names: BTreeSet<&str> = bank().endcodes.iter().map(|e| e.name).collect();
    assert_eq!(names.len(), bank().endcodes.len(), "endcode names repeat");
}

#[test]
fn every_picture_a_question_shows_is_generated() {
    let generated: BTreeSet<String> = images::all().into_iter().map(|(id, _)| id).collect();
    for question in &bank().questions {
        for element in question.lines.iter().flatten() {
            if let plytime_shared::content::Element::Image { image_id } = element {
                assert!(
                    generated.contains(image_id),
                    "{} shows missing {image_id}",
                    question.reference
                );
            }
        }
    }
}

#[test]
fn generation_is_deterministic() {
    let again = bank::build().unwrap_or_else(|problems| panic!("{problems:#?}"));
    assert_eq!(again.questions, bank().questions);
    assert_eq!(again.endcodes, bank().endcodes);
}
