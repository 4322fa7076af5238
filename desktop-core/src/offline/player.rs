//! The game's ask, answer and save played from the content packs, with the
//! rules the server uses (from `shared`): the engine's choice, the marker,
//! the scoring. Each answer and each saved game becomes an item for the
//! queue; the server marks the answers again when they arrive.

use std::collections::{HashMap, HashSet};
use std::time::Instant;

use plytime_shared::api::game::{
    AnswerRequest, AnswerResponse, AskRequest, AskedQuestion, BANK_EXHAUSTED, GameSummary,
    NO_QUESTIONS, PlayerSummary, PlayerType, SavedGame,
};
use plytime_shared::api::sync::{OfflineAnswer, PackQuestion};
use plytime_shared::content::{Decision, mark};
use plytime_shared::game::Difficulty;
use plytime_shared::game::choice::{self, EndcodeStanding, InFocus, NoChoice, Seen};
use plytime_shared::game::clock::days_between;
use plytime_shared::game::estimate::{self, time_limit};
use plytime_shared::game::scoring::{AnswerOutcome, PlayerScore, answer_seconds};
use plytime_shared::game::time_allowance::standard_seconds;

use super::library::Library;

/// Why a game call cannot be answered offline: the status and message the
/// server would have given.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub status: u16,
    pub message: String,
}

/// What a call the app cannot make offline answers.
pub fn refuse_offline() -> Refusal {
    refuse(
        503,
        "You are offline. This will work again when the connection is back.",
    )
}

fn refuse(status: u16, message: &str) -> Refusal {
    Refusal {
        status,
        message: message.to_string(),
    }
}

struct Asked {
    difficulty: Difficulty,
    at: Instant,
}

/// A game played (at least partly) offline.
struct LocalGame {
    student_id: String,
    game_id: String,
    focus: Vec<String>,
    asked: HashMap<String, Asked>,
    answered: HashSet<String>,
    outcomes: Vec<AnswerOutcome>,
}

impl LocalGame {
    fn new(student_id: &str, game_id: &str, focus: &[String]) -> LocalGame {
        LocalGame {
            student_id: student_id.to_string(),
            game_id: game_id.to_string(),
            focus: focus.to_vec(),
            asked: HashMap::new(),
            answered: HashSet::new(),
            outcomes: Vec::new(),
        }
    }
}

#[derive(Default)]
pub struct Player {
    games: HashMap<String, LocalGame>,
}

fn now_millis() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

fn asked_question(question: &PackQuestion) -> AskedQuestion {
    AskedQuestion {
        _id: question._id.clone(),
        reference: question.reference.clone(),
        score: question.score,
        maximum_time: question.maximum_time,
        standard_time: question.standard_time,
        lines: question.lines.clone(),
        endcode: question.endcode_id.clone(),
    }
}

impl Player {
    /// The student a game in progress here is played by.
    pub fn student_of(&self, game_summary_id: &str) -> Option<String> {
        self.games
            .get(game_summary_id)
            .map(|game| game.student_id.clone())
    }

    /// The next question for the game, as `PUT ask` chooses it.
    pub fn ask(
        &mut self,
        library: &Library,
        request: &AskRequest,
    ) -> Result<AskedQuestion, Refusal> {
        let now = now_millis();
        let in_focus: Vec<_> = library
            .in_focus(&request.focus)
            .into_iter()
            .map(|endcode| {
                let questions: Vec<&PackQuestion> = library.by_endcode[&endcode._id]
                    .iter()
                    .map(|id| &library.questions[id])
                    .collect();
                let scores = questions.iter().map(|question| question.level().in_use());
                InFocus {
                    endcode_id: endcode._id.as_str(),
                    standing: EndcodeStanding {
                        level: library.estimate_in(endcode, now).score,
                        subject_level: library.subject_level(&endcode.subject_id),
                        priority: endcode.priority,
                        min_score: scores.clone().fold(f64::INFINITY, f64::min),
                        max_score: scores.fold(f64::NEG_INFINITY, f64::max),
                        days_since_practised: library
                            .endcode_standings
                            .get(&endcode._id)
                            .and_then(|standing| standing.last_answered_at)
                            .map(|at| days_between(at, now)),
                    },
                    questions,
                }
            })
            .collect();
        if in_focus.is_empty() {
            return Err(refuse(404, NO_QUESTIONS));
        }
        let game = self
            .games
            .entry(request.game_summary_id.clone())
            .or_insert_with(|| LocalGame::new(&request.student, &request.game_id, &request.focus));
        if game.student_id != request.student {
            return Err(refuse(403, "Forbidden"));
        }
        let seen = |question: &PackQuestion| {
            if game.asked.contains_key(&question._id) || game.answered.contains(&question._id) {
                Seen::InThisGame
            } else if library.recently_answered.contains(&question._id) {
                Seen::Recently
            } else {
                Seen::NotLately
            }
        };
        let chosen = choice::choose(
            in_focus,
            &request.endcodes_to_exclude,
            request.difficulty,
            seen,
            |question| question.level().in_use(),
            rand::random,
        );
        match chosen {
            Ok(chosen) => {
                let question = chosen.question;
                game.asked.insert(
                    question._id.clone(),
                    Asked {
                        difficulty: request.difficulty,
                        at: Instant::now(),
                    },
                );
                Ok(asked_question(question))
            }
            Err(NoChoice::NothingInFocus) => Err(refuse(404, NO_QUESTIONS)),
            Err(NoChoice::AllAsked) => Err(refuse(409, BANK_EXHAUSTED)),
        }
    }

    /// Marks an answer as `POST question/{id}/answer` does, and gives the
    /// item to queue for the server.
    pub fn answer(
        &mut self,
        library: &mut Library,
        question_id: &str,
        request: &AnswerRequest,
    ) -> Result<(AnswerResponse, OfflineAnswer), Refusal> {
        let question = library
            .questions
            .get(question_id)
            .cloned()
            .ok_or_else(|| refuse(404, "No such question"))?;
        // A game begun online is carried on here when the connection goes.
        let game = self
            .games
            .entry(request.game_summary_id.clone())
            .or_insert_with(|| LocalGame::new(&request.student_id, &request.game_id, &[]));
        if game.student_id != request.student_id {
            return Err(refuse(403, "Forbidden"));
        }
        if game.answered.contains(question_id) {
            return Err(refuse(409, "This question has already been answered"));
        }
        let asked = game.asked.remove(question_id);
        let seconds = match &asked {
            Some(asked) => answer_seconds(request.time, asked.at.elapsed().as_secs_f64()),
            // Asked online before the connection went: the server bounds it.
            None if request.time.is_finite() => request.time.max(0.0),
            None => 0.0,
        };
        let difficulty = match &asked {
            Some(asked) => request.difficulty.at_most(asked.difficulty),
            None => request.difficulty,
        };
        let result = mark(&question.lines, &question.answers, &request.answer);
        let now = now_millis();
        // Scored and weighed on standard time, as the server replays it.
        let scored_seconds = standard_seconds(seconds, library.time_allowance.factor());
        game.answered.insert(question_id.to_string());
        game.outcomes.push(AnswerOutcome {
            result,
            difficulty,
            standard_time: question.standard_time as f64,
            seconds_taken: scored_seconds,
        });
        let evidence = estimate::Answer {
            correct: result == Decision::Correct,
            seconds: scored_seconds,
            time_limit: time_limit(question.standard_time, question.maximum_time),
        };
        library.record(&question, &evidence, now);
        let queued = OfflineAnswer {
            _id: uuid::Uuid::new_v4().to_string(),
            question_id: question_id.to_string(),
            game_summary_id: request.game_summary_id.clone(),
            game_id: game.game_id.clone(),
            focus: game.focus.clone(),
            difficulty,
            answer: request.answer.clone(),
            time: seconds,
            answered_at: chrono::Utc::now().to_rfc3339(),
        };
        Ok((
            AnswerResponse {
                result,
                answers: question.answers,
            },
            queued,
        ))
    }

    /// Ends a game as `PUT game` does: the human's figures from the answers
    /// marked here, the ghosts as sent. The tokens are the server's to
    /// count once the game reaches it, so none are claimed here.
    pub fn save(&mut self, summary: &GameSummary, previous_highscore: i64) -> SavedGame {
        let game = self.games.remove(&summary._id);
        let outcomes = game.map(|game| game.outcomes).unwrap_or_default();
        let score = PlayerScore::of_game(&outcomes);
        let name = summary
            .players
            .iter()
            .find(|player| player.player_type == PlayerType::Human)
            .map(|player| player.player.clone())
            .unwrap_or_default();
        let mut players = vec![PlayerSummary::human(&name, &score)];
        players.extend(
            summary
                .players
                .iter()
                .filter(|player| player.player_type == PlayerType::Ghost)
                .cloned(),
        );
        SavedGame {
            summary: GameSummary {
                players,
                finished_at: Some(chrono::Utc::now().to_rfc3339()),
                ..summary.clone()
            },
            tokens: None,
            previous_highscore,
        }
    }
}

#[cfg(test)]
mod tests {
    use plytime_shared::api::sync::{ContentPack, PackEndcode};
    use plytime_shared::content::{AnswerPart, SubmittedPart};
    use plytime_shared::game::scoring::points_for_answer;
    use plytime_shared::game::time_allowance::TimeAllowance;

    use super::*;

    /// One subject, one theme, two endcodes with two questions each; every
    /// question's answer is its own number.
    fn library() -> Library {
        let endcode = |id: &str| PackEndcode {
            _id: id.into(),
            topic_id: "topic".into(),
            theme_id: format!("theme-{id}"),
            subject_id: "maths".into(),
            priority: 2,
        };
        let question = |id: &str, endcode: &str, score: f64| PackQuestion {
            _id: id.into(),
            reference: id.into(),
            endcode_id: endcode.into(),
            score,
            measured_score: None,
            measured_count: 0,
            maximum_time: 60,
            standard_time: 20,
            lines: serde_json::from_value(
                serde_json::json!([[{"type": "Text input", "ref": "a"}]]),
            )
            .unwrap(),
            answers: vec![vec![AnswerPart {
                reference: "a".into(),
                values: vec![id.into()],
            }]],
        };
        Library::new(vec![ContentPack {
            student_id: "ada".into(),
            subject_id: "maths".into(),
            issued_at: String::new(),
            subject_level: 84.0,
            subject_uncertainty: None,
            endcodes: vec![endcode("e1"), endcode("e2")],
            questions: vec![
                question("1", "e1", 80.0),
                question("2", "e1", 90.0),
                question("3", "e2", 84.0),
                question("4", "e2", 130.0),
            ],
            estimates: Vec::new(),
            recently_answered: Vec::new(),
            time_allowance: TimeAllowance::Standard,
        }])
    }

    /// A game on endcode e2 as the UI saves it, without players.
    fn summary_of(game: &str, duration: i64) -> GameSummary {
        GameSummary {
            _id: game.into(),
            game_id: "speed-1-multi".into(),
            focus: vec!["e2".into()],
            players: Vec::new(),
            started_at: String::new(),
            finished_at: None,
            game_type: "speed_standard".into(),
            duration,
        }
    }

    fn ask(focus: &str, game: &str) -> AskRequest {
        AskRequest {
            student: "ada".into(),
            difficulty: Difficulty::Hard,
            focus: vec![focus.into()],
            endcodes_to_exclude: Vec::new(),
            game_summary_id: game.into(),
            game_id: "speed-1-multi".into(),
        }
    }

    fn answer(value: &str, game: &str, difficulty: Difficulty) -> AnswerRequest {
        AnswerRequest {
            student_id: "ada".into(),
            time: 4.0,
            difficulty,
            answer: [(
                "0-0".to_string(),
                SubmittedPart {
                    reference: "a".into(),
                    value: value.into(),
                },
            )]
            .into(),
            game_summary_id: game.into(),
            game_id: "speed-1-multi".into(),
        }
    }

    #[test]
    fn a_focus_on_a_theme_asks_only_its_questions_each_once_then_says_it_is_done() {
        let (mut player, library) = (Player::default(), library());
        let first = player.ask(&library, &ask("theme-e1", "g")).unwrap();
        let second = player.ask(&library, &ask("theme-e1", "g")).unwrap();
        let mut asked = [first._id, second._id];
        asked.sort();
        assert_eq!(asked, ["1", "2"]);
        assert_eq!(
            player
                .ask(&library, &ask("theme-e1", "g"))
                .unwrap_err()
                .status,
            409
        );
        assert_eq!(
            player
                .ask(&library, &ask("no-such-theme", "g"))
                .unwrap_err()
                .status,
            404
        );
    }

    #[test]
    fn an_endcode_not_met_borrows_from_its_topic_as_on_the_server() {
        use plytime_shared::game::estimate::Estimate;

        use super::super::library::Standing;

        let (mut player, mut library) = (Player::default(), library());
        let now = now_millis();
        library.endcode_standings.insert(
            "e1".into(),
            Standing {
                estimate: Estimate {
                    score: 110.0,
                    uncertainty: 2.5,
                    answer_count: 40,
                },
                last_answered_at: Some(now),
            },
        );
        let e2 = library.endcodes[1].clone();
        assert!((library.estimate_in(&e2, now).score - 110.0).abs() < 1e-9);
        let question = player.ask(&library, &ask("e2", "g")).unwrap();
        player
            .answer(
                &mut library,
                &question._id,
                &answer("wrong", "g", Difficulty::Hard),
            )
            .unwrap();
        let after = library.endcode_standings["e2"].estimate.score;
        assert!(after < 110.0 && after > 100.0, "{after}");
    }

    #[test]
    fn answers_are_marked_here_once_and_never_count_above_their_asking() {
        let (mut player, mut library) = (Player::default(), library());
        let question = player.ask(&library, &ask("e2", "g")).unwrap();
        let (marked, queued) = player
            .answer(
                &mut library,
                &question._id,
                &answer(&question._id, "g", Difficulty::SuperHard),
            )
            .unwrap();
        assert_eq!(marked.result, Decision::Correct);
        assert_eq!(queued.difficulty, Difficulty::Hard);
        assert_eq!(queued.focus, ["e2"]);
        let again = player.answer(
            &mut library,
            &question._id,
            &answer(&question._id, "g", Difficulty::Hard),
        );
        assert_eq!(again.unwrap_err().status, 409);
        assert!(
            library.endcode_standings["e2"].estimate.score > 84.0,
            "the level moved up"
        );

        let saved = player.save(&summary_of("g", 1), 7);
        assert_eq!(saved.summary.players[0].correct_cnt, Some(1));
        assert_eq!(saved.previous_highscore, 7);
        assert_eq!(saved.tokens, None, "counted by the server at sync");
    }

    /// The child claims 4 s; just asked, the answer counts as 2 s (the
    /// network allowance), which double time scores as 1 s.
    #[test]
    fn an_offline_answer_on_double_time_scores_as_the_server_replays_it() {
        let coins_with = |allowance: TimeAllowance| {
            let (mut player, mut library) = (Player::default(), library());
            library.time_allowance = allowance;
            let question = player.ask(&library, &ask("e2", "g")).unwrap();
            let right = answer(&question._id, "g", Difficulty::Medium);
            player.answer(&mut library, &question._id, &right).unwrap();
            player.save(&summary_of("g", 60), 0).summary.players[0].coins
        };
        assert_eq!(
            coins_with(TimeAllowance::Standard),
            Some(points_for_answer(20.0, 2.0))
        );
        assert_eq!(
            coins_with(TimeAllowance::Double),
            Some(points_for_answer(20.0, 1.0))
        );
    }
}
