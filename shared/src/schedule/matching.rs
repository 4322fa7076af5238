//! Matching parents' wishes to tutors' free slots (docs/scheduling.md).
//! Tutors are ranked by how full their week is against their ideal hours:
//! those under the minimum capacity threshold first, then those under the
//! desired threshold, then the rest, so work spreads before anyone is
//! overloaded.

use std::collections::{HashMap, HashSet};

use super::slots::{ApproxTime, DAY_NAMES, DAYS_PER_WEEK, MINUTES_PER_DAY, SLOT_MINUTES, clock};

/// A tutor who could take slots, with what they carry already.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    pub tutor_id: String,
    /// Slots of the week held by subscriptions.
    pub booked_slots: i64,
    pub ideal_hours: i64,
}

impl Candidate {
    /// Booked hours as a percentage of the ideal hours.
    pub fn utilisation(&self) -> f64 {
        let booked_hours = (self.booked_slots * SLOT_MINUTES) as f64 / 60.0;
        booked_hours / self.ideal_hours.max(1) as f64 * 100.0
    }
}

/// Candidates best first: under `minimum` percent, then under `desired`,
/// then the rest; within a band the emptier week first; ties by id so the
/// order is stable.
pub fn rank(mut candidates: Vec<Candidate>, minimum: f64, desired: f64) -> Vec<Candidate> {
    let band = |candidate: &Candidate| {
        let utilisation = candidate.utilisation();
        if utilisation < minimum {
            0
        } else if utilisation < desired {
            1
        } else {
            2
        }
    };
    candidates.sort_by(|a, b| {
        band(a)
            .cmp(&band(b))
            .then(a.utilisation().total_cmp(&b.utilisation()))
            .then(a.tutor_id.cmp(&b.tutor_id))
    });
    candidates
}

/// A free slot of a tutor's week.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FreeSlot {
    pub slot_id: String,
    pub tutor_id: String,
    pub day_of_week: i64,
    pub time: i64,
}

/// The parent's preferred parts of days; empty means any time.
pub fn wanted(preferences: &[(i64, ApproxTime)], day_of_week: i64, time: i64) -> bool {
    preferences.is_empty()
        || preferences
            .iter()
            .any(|(day, part)| *day == day_of_week && part.covers(time))
}

/// How many (day, time) starts the preferences want: every slot of the
/// week when there are none.
pub fn wanted_count(preferences: &[(i64, ApproxTime)]) -> usize {
    if preferences.is_empty() {
        return DAYS_PER_WEEK * (MINUTES_PER_DAY / SLOT_MINUTES) as usize;
    }
    let starts: HashSet<(i64, i64)> = preferences
        .iter()
        .flat_map(|&(day, part)| {
            part.starts()
                .step_by(SLOT_MINUTES as usize)
                .map(move |time| (day, time))
        })
        .collect();
    starts.len()
}

/// For every wanted (day, time), the free slot of the best-ranked tutor
/// who has it, in week order. One pass over the slots.
pub fn best_slots(
    ranked: &[Candidate],
    free: impl IntoIterator<Item = FreeSlot>,
    preferences: &[(i64, ApproxTime)],
) -> Vec<FreeSlot> {
    let position: HashMap<&str, usize> = ranked
        .iter()
        .enumerate()
        .map(|(index, candidate)| (candidate.tutor_id.as_str(), index))
        .collect();
    let mut best: HashMap<(i64, i64), (usize, FreeSlot)> = HashMap::new();
    for slot in free {
        let Some(&rank) = position.get(slot.tutor_id.as_str()) else {
            continue;
        };
        if !wanted(preferences, slot.day_of_week, slot.time) {
            continue;
        }
        let key = (slot.day_of_week, slot.time);
        match best.get(&key) {
            Some((held, _)) if *held <= rank => {}
            _ => {
                best.insert(key, (rank, slot));
            }
        }
    }
    let mut slots: Vec<FreeSlot> = best.into_values().map(|(_, slot)| slot).collect();
    slots.sort_by_key(|slot| (slot.day_of_week, slot.time));
    slots
}

/// The best-ranked tutor who has every chosen (day, time) free, so that a
/// subscription's sessions are all with one tutor.
pub fn tutor_for_all<'a>(
    ranked: &'a [Candidate],
    free: &[FreeSlot],
    chosen: &[(i64, i64)],
) -> Option<&'a Candidate> {
    ranked.iter().find(|candidate| {
        chosen.iter().all(|&(day, time)| {
            free.iter().any(|slot| {
                slot.tutor_id == candidate.tutor_id && slot.day_of_week == day && slot.time == time
            })
        })
    })
}

/// Why no one tutor could take every chosen (day, time), in words: the
/// times nobody is free at, or else that the free tutors are each free at
/// only some of them.
pub fn why_no_tutor_for_all(
    ranked: &[Candidate],
    free: &[FreeSlot],
    chosen: &[(i64, i64)],
) -> String {
    let is_free = |tutor: &str, &(day, time): &(i64, i64)| {
        free.iter()
            .any(|slot| slot.tutor_id == tutor && slot.day_of_week == day && slot.time == time)
    };
    let said = |times: Vec<&(i64, i64)>| {
        let times: Vec<String> = times
            .iter()
            .map(|&&(day, time)| {
                let name = DAY_NAMES.get(day as usize).copied().unwrap_or("?");
                format!("{name} at {}", clock(time))
            })
            .collect();
        times.join(" or ")
    };
    let nobody: Vec<&(i64, i64)> = chosen
        .iter()
        .filter(|at| {
            !ranked
                .iter()
                .any(|candidate| is_free(&candidate.tutor_id, at))
        })
        .collect();
    if nobody.is_empty() {
        format!(
            "No other tutor is free at all of its weekly times ({}): hand its sessions over one \
             by one instead",
            said(chosen.iter().collect()).replace(" or ", " and ")
        )
    } else {
        format!("No other tutor is free on {}", said(nobody))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn candidate(id: &str, booked_slots: i64, ideal_hours: i64) -> Candidate {
        Candidate {
            tutor_id: id.into(),
            booked_slots,
            ideal_hours,
        }
    }

    fn free(tutor: &str, day: i64, time: i64) -> FreeSlot {
        FreeSlot {
            slot_id: format!("{tutor}-{day}-{time}"),
            tutor_id: tutor.into(),
            day_of_week: day,
            time,
        }
    }

    fn ids(ranked: &[Candidate]) -> Vec<&str> {
        ranked.iter().map(|c| c.tutor_id.as_str()).collect()
    }

    #[test]
    fn utilisation_is_booked_hours_over_ideal_hours() {
        assert_eq!(candidate("a", 4, 2).utilisation(), 50.0);
        assert_eq!(candidate("a", 0, 10).utilisation(), 0.0);
        assert_eq!(candidate("a", 8, 1).utilisation(), 200.0);
    }

    #[test]
    fn tutors_under_the_minimum_come_first_then_under_desired() {
        // 10 ideal hours: 4 slots = 10%, 24 slots = 60%, 36 slots = 90%.
        let ranked = rank(
            vec![
                candidate("full", 36, 10),
                candidate("middle", 24, 10),
                candidate("empty", 4, 10),
                candidate("also-empty", 4, 10),
            ],
            50.0,
            80.0,
        );
        assert_eq!(ids(&ranked), ["also-empty", "empty", "middle", "full"]);
    }

    #[test]
    fn each_slot_goes_to_the_best_ranked_tutor_who_has_it() {
        let ranked = rank(
            vec![candidate("busy", 36, 10), candidate("free", 0, 10)],
            50.0,
            80.0,
        );
        let slots = best_slots(
            &ranked,
            [
                free("busy", 0, 1020),
                free("free", 0, 1020),
                free("busy", 0, 1035),
                free("busy", 1, 600),
            ],
            &[],
        );
        let owners: Vec<(&str, i64, i64)> = slots
            .iter()
            .map(|slot| (slot.tutor_id.as_str(), slot.day_of_week, slot.time))
            .collect();
        // The overloaded tutor only gets the slot nobody else has.
        assert_eq!(
            owners,
            [("free", 0, 1020), ("busy", 0, 1035), ("busy", 1, 600)]
        );
    }

    #[test]
    fn preferences_keep_only_the_wanted_parts_of_days() {
        let ranked = vec![candidate("t", 0, 10)];
        let slots = best_slots(
            &ranked,
            [
                free("t", 0, 8 * 60),
                free("t", 0, 16 * 60),
                free("t", 2, 16 * 60),
            ],
            &[(0, ApproxTime::LateAfternoon)],
        );
        assert_eq!(slots, [free("t", 0, 16 * 60)]);
    }

    #[test]
    fn a_subscription_needs_one_tutor_with_every_chosen_slot() {
        let ranked = vec![candidate("a", 0, 10), candidate("b", 0, 10)];
        let slots = [free("a", 0, 600), free("b", 0, 600), free("b", 1, 600)];
        let chosen = tutor_for_all(&ranked, &slots, &[(0, 600), (1, 600)]);
        assert_eq!(chosen.map(|c| c.tutor_id.as_str()), Some("b"));
        assert_eq!(tutor_for_all(&ranked, &slots, &[(2, 600)]), None);
        let first = tutor_for_all(&ranked, &slots, &[(0, 600)]);
        assert_eq!(first.map(|c| c.tutor_id.as_str()), Some("a"));
    }

    #[test]
    fn a_search_wants_the_whole_week_or_the_starts_of_its_parts() {
        assert_eq!(wanted_count(&[]), 7 * 96);
        let late_afternoons = [
            (0, ApproxTime::LateAfternoon),
            (2, ApproxTime::LateAfternoon),
        ];
        assert_eq!(wanted_count(&late_afternoons), 2 * 12);
        let twice = [(0, ApproxTime::Morning), (0, ApproxTime::Morning)];
        assert_eq!(wanted_count(&twice), 16);
    }

    #[test]
    fn says_which_weekly_times_have_no_tutor_or_that_none_has_them_all() {
        let ranked = [candidate("owen", 0, 2), candidate("zara", 0, 2)];
        let tuesday = (1, 17 * 60);
        let thursday = (3, 17 * 60 + 30);
        let only_tuesday = [free("owen", 1, 17 * 60)];
        assert_eq!(
            why_no_tutor_for_all(&ranked, &only_tuesday, &[tuesday, thursday]),
            "No other tutor is free on Thursday at 17:30"
        );
        assert_eq!(
            why_no_tutor_for_all(&ranked, &[], &[tuesday, thursday]),
            "No other tutor is free on Tuesday at 17:00 or Thursday at 17:30"
        );
        let split = [free("owen", 1, 17 * 60), free("zara", 3, 17 * 60 + 30)];
        assert_eq!(
            why_no_tutor_for_all(&ranked, &split, &[tuesday, thursday]),
            "No other tutor is free at all of its weekly times (Tuesday at 17:00 and Thursday at \
             17:30): hand its sessions over one by one instead"
        );
    }
}
