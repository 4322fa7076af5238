//! Every `/api/` operation of the server's OpenAPI document
//! (`ui/src/generated/openapi.json`), one module per tag. Written by
//! `shared/tests/api_operations.rs` (`npm run gen:types`): do not edit.

pub mod admin {
    use crate::api::operation::{Method, NoBody, Operation};

    pub const LIST_BACKUPS: Operation<NoBody, crate::api::admin::Backups> =
        Operation::new(Method::Get, "/api/admin/backups", "list_backups");

    /// Takes a backup now (SQLite; PostgreSQL is backed up with pgBackRest).
    pub const BACK_UP_NOW: Operation<NoBody, crate::api::admin::BackupSummary> =
        Operation::new(Method::Post, "/api/admin/backups", "back_up_now");

    /// The backup's archive as stored.
    pub const DOWNLOAD_BACKUP: Operation<NoBody, NoBody> =
        Operation::new(Method::Get, "/api/admin/backups/{name}", "download_backup");

    /// The newest e-mails, for admins of a demo server, where no SMTP relay
    /// delivers them (one-time passwords, weekly digests).
    pub const OUTBOX: Operation<NoBody, Vec<crate::api::admin::OutboxEmail>> =
        Operation::new(Method::Get, "/api/admin/outbox", "outbox");

    /// Sessions both people attended that ended over a day ago (up to 30 days
    /// back) and still have no report, oldest first.
    pub const UNREPORTED: Operation<NoBody, Vec<crate::api::reports::UnreportedSession>> =
        Operation::new(Method::Get, "/api/admin/session/unreported", "unreported");

    pub const GET_VARIABLES: Operation<NoBody, crate::api::admin::AdminVariables> =
        Operation::new(Method::Get, "/api/admin_variables", "get_variables");

    pub const SAVE_VARIABLES: Operation<crate::api::admin::AdminVariables, crate::api::admin::AdminVariables> =
        Operation::new(Method::Put, "/api/admin_variables", "save_variables");

    /// Sets a student's subject and all its endcode scores to where a child of
    /// the given school year and relative level stands today (docs/games.md).
    pub const RESET_SCORE: Operation<crate::api::admin::ResetScoreRequest, crate::api::errors::Success> =
        Operation::new(Method::Put, "/api/student/reset_student_score", "reset_score");

    /// Every student's score in every subject, the on-track level standing in
    /// until the student's first answer.
    pub const LIST_SCORES: Operation<NoBody, Vec<crate::api::admin::StudentSubjectScore>> =
        Operation::new(Method::Get, "/api/student/subject_scores/list", "list_scores");
}

pub mod auth {
    use crate::api::operation::{Method, NoBody, Operation};

    /// A parent signs in as one of their own students ("Login as {first name}").
    pub const ACT_AS: Operation<NoBody, crate::api::auth::TokenResponse> =
        Operation::new(Method::Post, "/api/auth/act_as/{student_id}", "act_as");

    /// Redeems a handoff code once: a sign-in (with no refresh token) that
    /// opens that one session's page and nothing else, and ends with the
    /// sign-in that asked for the code.
    pub const REDEEM_HANDOFF: Operation<crate::api::rooms::HandoffRequest, crate::api::auth::TokenResponse> =
        Operation::new(Method::Post, "/api/auth/handoff", "redeem_handoff");

    /// Sets a new password. Required after signing in with a one-time password;
    /// every other sign-in of the account ends, and a fresh session is returned.
    pub const CHANGE_PASSWORD: Operation<crate::api::auth::ChangePasswordRequest, crate::api::auth::TokenResponse> =
        Operation::new(Method::Post, "/api/auth/password", "change_password");

    /// Exchanges a refresh token for a new id token and a new refresh token.
    /// Each refresh token works once; a second use ends the whole sign-in.
    pub const REFRESH: Operation<crate::api::auth::RefreshRequest, crate::api::auth::TokenResponse> =
        Operation::new(Method::Post, "/api/auth/refresh", "refresh");

    /// Signs in on the sign-in page of a role: a username for students, an
    /// e-mail address for everyone else.
    pub const SIGN_IN: Operation<crate::api::auth::SignInRequest, crate::api::auth::TokenResponse> =
        Operation::new(Method::Post, "/api/auth/signin", "sign_in");

    /// Ends the sign-in that the refresh token belongs to: its refresh tokens
    /// and its id tokens stop working at once. A browser signed in from a
    /// hand-off has no refresh token: its id token, sent as usual, names the
    /// sign-in to end.
    pub const SIGN_OUT: Operation<crate::api::auth::RefreshRequest, crate::api::errors::Success> =
        Operation::new(Method::Post, "/api/auth/signout", "sign_out");

    /// Creates a parent account (students are created by their parents, tutors
    /// by admins) and signs it in.
    pub const SIGN_UP: Operation<crate::api::auth::SignUpRequest, crate::api::auth::TokenResponse> =
        Operation::new(Method::Post, "/api/auth/signup", "sign_up");
}

pub mod content {
    use crate::api::operation::{Method, NoBody, Operation};

    /// Stores an image; it is served at `/static-data/attachments/{image_id}`.
    pub const UPLOAD_IMAGE: Operation<crate::api::content::ImageUpload, crate::api::content::ImageId> =
        Operation::new(Method::Post, "/api/admin/image", "upload_image");

    /// Questions whose ref contains `ref` (any letter case) with one of the
    /// statuses (all statuses when none is given), in pages ordered by ref.
    pub const SEARCH_QUESTIONS: Operation<NoBody, crate::api::content::QuestionSearchResult> =
        Operation::new(Method::Get, "/api/admin/question/search", "search_questions");

    pub const GET_ENDCODE: Operation<NoBody, crate::api::content::AdminEndcode> =
        Operation::new(Method::Get, "/api/endcode/{endcode_id}", "get_endcode");

    pub const SAVE_ENDCODE: Operation<crate::api::content::EndcodeBody, crate::api::content::AdminEndcode> =
        Operation::new(Method::Put, "/api/endcode/{endcode_id}", "save_endcode");

    /// Adds a question to an endcode. The question is refused, with a message
    /// naming the part at fault, unless its own answers mark correct.
    pub const CREATE_QUESTION: Operation<crate::api::content::QuestionBody, crate::api::content::AdminQuestion> =
        Operation::new(Method::Post, "/api/endcode/{endcode_id}/question", "create_question");

    /// Deleting a question archives it.
    pub const ARCHIVE_QUESTION: Operation<NoBody, crate::api::content::AdminQuestion> =
        Operation::new(Method::Delete, "/api/question/{question_id}", "archive_question");

    pub const GET_QUESTION: Operation<NoBody, crate::api::content::AdminQuestion> =
        Operation::new(Method::Get, "/api/question/{question_id}", "get_question");

    /// Saves status, score, times, lines and answers; `ref` is read-only.
    pub const SAVE_QUESTION: Operation<crate::api::content::QuestionBody, crate::api::content::AdminQuestion> =
        Operation::new(Method::Put, "/api/question/{question_id}", "save_question");

    /// Every subject.
    pub const LIST_SUBJECTS: Operation<NoBody, Vec<crate::api::content::AdminSubject>> =
        Operation::new(Method::Get, "/api/subject", "list_subjects");

    pub const CREATE_SUBJECT: Operation<crate::api::content::NamedBody, crate::api::content::AdminSubject> =
        Operation::new(Method::Post, "/api/subject", "create_subject");

    pub const GET_SUBJECT: Operation<NoBody, crate::api::content::AdminSubject> =
        Operation::new(Method::Get, "/api/subject/{subject_id}", "get_subject");

    /// Saves a subject's name.
    pub const SAVE_SUBJECT: Operation<crate::api::content::NamedBody, crate::api::content::AdminSubject> =
        Operation::new(Method::Put, "/api/subject/{subject_id}", "save_subject");

    pub const LIST_THEMES: Operation<NoBody, Vec<crate::api::content::AdminTheme>> =
        Operation::new(Method::Get, "/api/subject/{subject_id}/theme", "list_themes");

    pub const CREATE_THEME: Operation<crate::api::content::NamedBody, crate::api::content::AdminTheme> =
        Operation::new(Method::Post, "/api/subject/{subject_id}/theme", "create_theme");

    pub const GET_THEME: Operation<NoBody, crate::api::content::AdminTheme> =
        Operation::new(Method::Get, "/api/theme/{theme_id}", "get_theme");

    pub const SAVE_THEME: Operation<crate::api::content::NamedBody, crate::api::content::AdminTheme> =
        Operation::new(Method::Put, "/api/theme/{theme_id}", "save_theme");

    pub const LIST_TOPICS: Operation<NoBody, Vec<crate::api::content::AdminTopic>> =
        Operation::new(Method::Get, "/api/theme/{theme_id}/topic", "list_topics");

    pub const CREATE_TOPIC: Operation<crate::api::content::NamedBody, crate::api::content::AdminTopic> =
        Operation::new(Method::Post, "/api/theme/{theme_id}/topic", "create_topic");

    pub const GET_TOPIC: Operation<NoBody, crate::api::content::AdminTopic> =
        Operation::new(Method::Get, "/api/topic/{topic_id}", "get_topic");

    pub const SAVE_TOPIC: Operation<crate::api::content::NamedBody, crate::api::content::AdminTopic> =
        Operation::new(Method::Put, "/api/topic/{topic_id}", "save_topic");

    pub const LIST_ENDCODES: Operation<NoBody, Vec<crate::api::content::AdminEndcode>> =
        Operation::new(Method::Get, "/api/topic/{topic_id}/endcode", "list_endcodes");

    pub const CREATE_ENDCODE: Operation<crate::api::content::EndcodeBody, crate::api::content::AdminEndcode> =
        Operation::new(Method::Post, "/api/topic/{topic_id}/endcode", "create_endcode");
}

pub mod game {
    use crate::api::operation::{Method, NoBody, Operation};

    /// The next question of a game, chosen for the student by the adaptive
    /// engine. Its answers are not sent.
    pub const ASK: Operation<crate::api::game::AskRequest, crate::api::game::AskedQuestion> =
        Operation::new(Method::Put, "/api/ask", "ask");

    /// Saves a game's summary when it ends or is left.
    pub const SAVE_GAME: Operation<crate::api::game::GameSummary, crate::api::game::SavedGame> =
        Operation::new(Method::Put, "/api/game", "save_game");

    /// The best total of the student's earlier games of this type and length.
    pub const HIGHSCORE: Operation<NoBody, crate::api::game::Highscore> =
        Operation::new(Method::Get, "/api/game/highscore", "highscore");

    /// The games that can be played.
    pub const LIBRARY: Operation<NoBody, Vec<crate::api::game::LibraryGame>> =
        Operation::new(Method::Get, "/api/game/library", "library");

    /// Subjects with live questions, for the game setup screen.
    pub const SUBJECTS: Operation<NoBody, Vec<crate::api::content::Named>> =
        Operation::new(Method::Get, "/api/game/subjects", "subjects");

    /// Marks an answer to a question asked in the game, once.
    pub const ANSWER: Operation<crate::api::game::AnswerRequest, crate::api::game::AnswerResponse> =
        Operation::new(Method::Post, "/api/question/{question_id}/answer", "answer");
}

pub mod import {
    use crate::api::operation::{Method, NoBody, Operation};

    /// The last (or current) import.
    pub const STATUS: Operation<NoBody, crate::api::import::ImportStatus> =
        Operation::new(Method::Get, "/api/import", "status");

    /// The folders, and the subjects and questions workbooks, in a folder of the
    /// import folder.
    pub const LIST_FOLDER: Operation<NoBody, Vec<crate::api::import::DriveItem>> =
        Operation::new(Method::Get, "/api/import/folders", "list_folder");

    /// Starts importing a `.questions.xlsx` workbook in the background.
    pub const IMPORT_QUESTIONS: Operation<NoBody, crate::api::errors::Success> =
        Operation::new(Method::Post, "/api/import/questions", "import_questions");

    /// The results workbook of the last import (the file its message names),
    /// once it has finished.
    pub const RESULTS: Operation<NoBody, Vec<u8>> =
        Operation::new(Method::Get, "/api/import/results", "results");

    /// Starts importing a `.subjects.xlsx` workbook in the background.
    pub const IMPORT_SUBJECTS: Operation<NoBody, crate::api::errors::Success> =
        Operation::new(Method::Post, "/api/import/subjects", "import_subjects");

    /// A template workbook: `subjects` or `questions`.
    pub const TEMPLATE: Operation<NoBody, Vec<u8>> =
        Operation::new(Method::Get, "/api/import/template/{kind}", "template");

    /// Puts a workbook (the request body) into a folder of the import folder,
    /// replacing a file of the same name.
    pub const UPLOAD: Operation<Vec<u8>, crate::api::import::DriveItem> =
        Operation::new(Method::Post, "/api/import/upload", "upload");
}

pub mod mixes {
    use crate::api::operation::{Method, NoBody, Operation};

    pub const LIST_MIXES: Operation<NoBody, Vec<crate::api::game::Mix>> =
        Operation::new(Method::Get, "/api/student/{student_id}/mixes", "list_mixes");

    pub const CREATE_MIX: Operation<crate::api::game::MixBody, crate::api::game::Mix> =
        Operation::new(Method::Post, "/api/student/{student_id}/mixes", "create_mix");

    pub const DELETE_MIX: Operation<NoBody, crate::api::game::DeletedMix> =
        Operation::new(Method::Delete, "/api/student/{student_id}/mixes/{mix_id}", "delete_mix");

    pub const SAVE_MIX: Operation<crate::api::game::MixBody, crate::api::game::Mix> =
        Operation::new(Method::Put, "/api/student/{student_id}/mixes/{mix_id}", "save_mix");
}

pub mod notes {
    use crate::api::operation::{Method, NoBody, Operation};

    pub const LIST_NOTES: Operation<NoBody, crate::api::review::NotesPage> =
        Operation::new(Method::Get, "/api/note/{student}/{subject}", "list_notes");

    pub const POST_NOTE: Operation<crate::api::review::NewNote, crate::api::review::Note> =
        Operation::new(Method::Post, "/api/note/{student}/{subject}", "post_note");

    /// Server-sent events: a `message` event carrying each new note of the
    /// channel as it is posted, on any server replica.
    pub const EVENTS: Operation<NoBody, NoBody> =
        Operation::new(Method::Get, "/api/note/{student}/{subject}/events", "events");

    pub const MARK_READ: Operation<crate::api::review::NotesRead, crate::api::errors::Success> =
        Operation::new(Method::Put, "/api/notes_read/{student}/{subject}", "mark_read");

    pub const UNREAD: Operation<NoBody, crate::api::review::UnreadNotes> =
        Operation::new(Method::Get, "/api/unread_notes/{student}/{subject}", "unread");
}

pub mod parents {
    use crate::api::operation::{Method, NoBody, Operation};

    /// The signed-in parent's profile; 404 until they have created one.
    pub const GET_PARENT: Operation<NoBody, crate::api::parents::ParentProfile> =
        Operation::new(Method::Get, "/api/parent", "get_parent");

    pub const CREATE_PARENT: Operation<crate::api::parents::ParentBody, crate::api::parents::ParentProfile> =
        Operation::new(Method::Post, "/api/parent", "create_parent");

    pub const SAVE_PARENT: Operation<crate::api::parents::ParentBody, crate::api::parents::ParentProfile> =
        Operation::new(Method::Put, "/api/parent", "save_parent");

    /// This week so far for each of the signed-in parent's children: what the
    /// weekly e-mail will say once the week is over.
    pub const GET_DIGEST: Operation<NoBody, crate::api::digest::WeeklyDigest> =
        Operation::new(Method::Get, "/api/parent/digest", "get_digest");

    /// Creates a student account for the signed-in parent. The one-time
    /// password goes to the parent by e-mail; the child replaces it at first
    /// sign-in.
    pub const CREATE_STUDENT: Operation<crate::api::parents::NewStudentBody, crate::api::parents::Student> =
        Operation::new(Method::Post, "/api/parent/student", "create_student");

    /// Chooses whether one of the parent's children hears each question read
    /// out as it appears (docs/games.md, "Read to me"). The child's next
    /// question follows the choice once their app reloads their profile.
    pub const SET_READ_ALOUD: Operation<crate::api::parents::ReadAloudBody, crate::api::parents::ParentProfile> =
        Operation::new(Method::Put, "/api/parent/student/{student_id}/read_aloud", "set_read_aloud");

    /// Lets one of the parent's children's sessions be recorded, or not
    /// (docs/recordings.md). An objection holds from the next time either
    /// side opens the room; the time it was made is kept.
    pub const SET_RECORDING: Operation<crate::api::parents::RecordingChoice, crate::api::parents::ParentProfile> =
        Operation::new(Method::Put, "/api/parent/student/{student_id}/recording", "set_recording");

    /// Gives one of the parent's children extra time in games, or takes it
    /// away (docs/games.md, "Extra time"). Games already started keep their
    /// clock; the next one uses the new allowance.
    pub const SET_TIME_ALLOWANCE: Operation<crate::api::parents::TimeAllowanceBody, crate::api::parents::ParentProfile> =
        Operation::new(Method::Put, "/api/parent/student/{student_id}/time_allowance", "set_time_allowance");
}

pub mod performance {
    use crate::api::operation::{Method, NoBody, Operation};

    /// subject > theme > topic > endcode, each with the score range of its
    /// questions, the student's current score, the score at the start of this
    /// week, and the answers of the last seven days. Only content with
    /// questions is shown.
    pub const CURRENT_STATS: Operation<NoBody, Vec<crate::api::review::PerformanceNode>> =
        Operation::new(Method::Get, "/api/student/{student_id}/current_stats", "current_stats");

    /// Weekly snapshots for the current week and the three before it (weeks
    /// start Monday 00:00 UTC): each holds, for every endcode practised in the
    /// nine weeks up to the snapshot, the student's latest score there.
    pub const TREND_STATS: Operation<NoBody, Vec<crate::api::review::TrendStat>> =
        Operation::new(Method::Get, "/api/student/{student_id}/trend_stats", "trend_stats");
}

pub mod privacy {
    use crate::api::operation::{Method, NoBody, Operation};

    /// The family of a parent's e-mail address, for an admin acting on the
    /// family's request.
    pub const FIND_FAMILY: Operation<NoBody, crate::api::privacy::FamilySummary> =
        Operation::new(Method::Get, "/api/admin/family", "find_family");

    /// Closes a family's account on its request, for an admin.
    pub const CLOSE_FAMILY: Operation<NoBody, crate::api::privacy::FamilyClosed> =
        Operation::new(Method::Post, "/api/admin/family/{parent_id}/close", "close_family");

    /// Everything held about a family, for an admin.
    pub const EXPORT_FAMILY: Operation<NoBody, crate::api::privacy::FamilyExport> =
        Operation::new(Method::Get, "/api/admin/family/{parent_id}/export", "export_family");

    /// Closes the signed-in parent's family account, confirmed with their
    /// password.
    pub const CLOSE_OWN: Operation<crate::api::privacy::CloseFamilyRequest, crate::api::privacy::FamilyClosed> =
        Operation::new(Method::Post, "/api/family/close", "close_own");

    /// Everything held about the signed-in parent's family.
    pub const EXPORT_OWN: Operation<NoBody, crate::api::privacy::FamilyExport> =
        Operation::new(Method::Get, "/api/family/export", "export_own");
}

pub mod profile {
    use crate::api::operation::{Method, NoBody, Operation};

    /// The signed-in user. Works while a password change is still owed, so the
    /// UI can show who is signed in on the change-password screen.
    pub const ME: Operation<NoBody, crate::api::profile::Me> =
        Operation::new(Method::Get, "/api/profile/me", "me");

    /// Makes one of the app's drawn avatars the signed-in user's picture
    /// (docs/accounts.md, "Pictures"). A photo it replaces is deleted.
    pub const CHOOSE_AVATAR: Operation<crate::api::profile::AvatarChoice, crate::api::profile::PicturePath> =
        Operation::new(Method::Put, "/api/profile/me/avatar", "choose_avatar");

    /// Sets the signed-in user's own picture.
    pub const UPLOAD_MY_PICTURE: Operation<crate::api::profile::PictureUpload, crate::api::profile::PicturePath> =
        Operation::new(Method::Post, "/api/profile/me/picture", "upload_my_picture");

    /// Where a user's picture is served from, if they have one.
    ///
    /// The URL is good for a day or two. A tutor's picture is for anyone signed
    /// in; a child's for the child, their parent, their tutors and admins;
    /// anyone else's for themselves and admins (docs/accounts.md, "Pictures").
    pub const PICTURE_OF: Operation<NoBody, crate::api::profile::PicturePath> =
        Operation::new(Method::Get, "/api/profile/{user_id}/picture", "picture_of");

    /// An admin sets another user's picture (a tutor's, with `user_role` TUTOR).
    pub const UPLOAD_PICTURE_FOR: Operation<crate::api::profile::PictureUploadFor, crate::api::profile::PicturePath> =
        Operation::new(Method::Post, "/api/profile/{user_id}/picture", "upload_picture_for");
}

pub mod recordings {
    use crate::api::operation::{Method, NoBody, Operation};

    /// The session's recording as one WebM (VP8 and Opus: the tutor on the
    /// left, the child on the right). Sends `Accept-Ranges: bytes` and answers
    /// a `Range` of `bytes=a-b`, `bytes=a-` or `bytes=-n` with 206 and
    /// `Content-Range`; a range past the end gets 416. Only the child's parent
    /// and the safeguarding lead may watch; anyone else is told there is no
    /// such recording. Every playback served is noted with who, when and from
    /// where.
    pub const PLAY_RECORDING: Operation<NoBody, NoBody> =
        Operation::new(Method::Get, "/api/recording/{recording_id}", "play_recording");

    /// The session's whiteboard as it was at a moment of the recording, to
    /// show beside the video: the board's changes stored by then, merged. For
    /// the same people who may watch the recording.
    pub const BOARD_AT: Operation<NoBody, crate::whiteboard::Scene> =
        Operation::new(Method::Get, "/api/recording/{recording_id}/board", "board_at");

    /// Opens a playback in the player: notes it in the audit log and gives the
    /// URL the player streams from, with a pass good for an hour.
    pub const OPEN_PLAYBACK: Operation<NoBody, crate::api::recordings::PlaybackPass> =
        Operation::new(Method::Post, "/api/recording/{recording_id}/playback", "open_playback");

    /// The recording streamed to a player with its playback pass, byte ranges
    /// as for `GET /recording/{recording_id}`. The playback was noted when the
    /// pass was given, so the many range requests of one playback are not.
    /// The pass's sign-in must still last and its viewer may still watch.
    pub const STREAM_RECORDING: Operation<NoBody, NoBody> =
        Operation::new(Method::Get, "/api/recording/{recording_id}/stream", "stream_recording");

    /// Who watched the recording, when and from which address, oldest first:
    /// for the same people who may watch it.
    pub const RECORDING_VIEWS: Operation<NoBody, Vec<crate::api::recordings::RecordingView>> =
        Operation::new(Method::Get, "/api/recording/{recording_id}/views", "recording_views");
}

pub mod review {
    use crate::api::operation::{Method, NoBody, Operation};

    /// The student marks an answer reviewed or asks for help (which also marks
    /// it reviewed). Reviewing a wrong or passed answer within 14 days turns its
    /// pending token into a real one, once.
    pub const REVIEW_ANSWER: Operation<crate::api::review::ReviewUpdate, crate::api::errors::Success> =
        Operation::new(Method::Put, "/api/student/answer/{answer_id}", "review_answer");

    /// A tutor (or admin) marks a help request dealt with.
    pub const RESOLVE_ANSWER: Operation<crate::api::review::ResolveUpdate, crate::api::errors::Success> =
        Operation::new(Method::Put, "/api/student/answer/{answer_id}/resolve", "resolve_answer");

    /// A student's answers in a window (a week by default), newest first.
    pub const LIST_ANSWERS: Operation<NoBody, Vec<crate::api::review::AnswerRecord>> =
        Operation::new(Method::Get, "/api/student/{student_id}/answers", "list_answers");
}

pub mod safeguarding {
    use crate::api::operation::{Method, NoBody, Operation};

    /// Raises a concern; the safeguarding leads are e-mailed at once (without
    /// its words, which stay on the platform).
    pub const RAISE: Operation<crate::api::safeguarding::NewConcern, crate::api::safeguarding::RaisedConcern> =
        Operation::new(Method::Post, "/api/concern", "raise");

    /// The concerns the caller raised, newest first.
    pub const RAISED: Operation<NoBody, Vec<crate::api::safeguarding::RaisedConcern>> =
        Operation::new(Method::Get, "/api/concern/mine", "raised");

    pub const GET_CONCERN: Operation<NoBody, crate::api::safeguarding::Concern> =
        Operation::new(Method::Get, "/api/safeguarding/concern/{concern_id}", "get_concern");

    /// Records where a concern stands, the lead's notes and, to close it, the
    /// outcome.
    pub const UPDATE_CONCERN: Operation<crate::api::safeguarding::ConcernUpdate, crate::api::safeguarding::Concern> =
        Operation::new(Method::Put, "/api/safeguarding/concern/{concern_id}", "update_concern");

    pub const LIST_CONCERNS: Operation<NoBody, Vec<crate::api::safeguarding::Concern>> =
        Operation::new(Method::Get, "/api/safeguarding/concerns", "list_concerns");

    pub const MARK_FLAGGED_REVIEWED: Operation<NoBody, crate::api::errors::Success> =
        Operation::new(Method::Put, "/api/safeguarding/flagged_message/{message_id}/reviewed", "mark_flagged_reviewed");

    pub const LIST_FLAGGED: Operation<NoBody, Vec<crate::api::safeguarding::FlaggedMessage>> =
        Operation::new(Method::Get, "/api/safeguarding/flagged_messages", "list_flagged");

    /// Suspends a tutor while an open concern about them is looked into, or
    /// lifts the suspension.
    pub const SUSPEND: Operation<crate::api::safeguarding::Suspension, crate::api::errors::Success> =
        Operation::new(Method::Put, "/api/safeguarding/tutor/{tutor_id}/suspension", "suspend");
}

pub mod sessions {
    use crate::api::operation::{Method, NoBody, Operation};

    pub const CANCEL_SESSION: Operation<NoBody, crate::api::sessions::Session> =
        Operation::new(Method::Put, "/api/session/cancel", "cancel_session");

    pub const PAST: Operation<NoBody, Vec<crate::api::sessions::Session>> =
        Operation::new(Method::Get, "/api/session/list/past", "past");

    pub const UPCOMING: Operation<NoBody, Vec<crate::api::sessions::Session>> =
        Operation::new(Method::Get, "/api/session/list/upcoming", "upcoming");

    /// Moves one session to `new_session_date_time` with the same tutor.
    pub const RESCHEDULE_SESSION: Operation<NoBody, crate::api::sessions::Session> =
        Operation::new(Method::Post, "/api/session/reschedule", "reschedule_session");

    /// Hands one session to another tutor free at that time.
    pub const SUBSTITUTE_SESSION: Operation<NoBody, crate::api::sessions::Session> =
        Operation::new(Method::Post, "/api/session/substitute", "substitute_session");

    pub const GET_SESSION: Operation<NoBody, crate::api::sessions::Session> =
        Operation::new(Method::Get, "/api/session/{session_id}", "get_session");

    /// Up to five live questions of one area, as the child would see them.
    pub const BANK: Operation<NoBody, Vec<crate::api::bank::BankQuestion>> =
        Operation::new(Method::Get, "/api/session/{session_id}/bank", "bank");

    /// The session channel, a WebSocket: presence and the built-in call's
    /// signalling between the session's student and tutor while the room is
    /// open. Messages are `ChannelRequest` up and `ChannelEvent` down.
    pub const OPEN_CHANNEL: Operation<NoBody, NoBody> =
        Operation::new(Method::Get, "/api/session/{session_id}/channel", "open_channel");

    /// The session's chat, oldest first.
    pub const CHAT: Operation<NoBody, Vec<crate::api::rooms::ChatMessage>> =
        Operation::new(Method::Get, "/api/session/{session_id}/chat", "chat");

    /// A one-time code for the session's student, tutor or an admin, until
    /// the session ends; it expires within 2 minutes.
    pub const CREATE: Operation<NoBody, crate::api::rooms::SessionHandoff> =
        Operation::new(Method::Post, "/api/session/{session_id}/handoff", "create");

    /// The questions asked in the session, first asked first, with the
    /// child's answers; never the correct answers.
    pub const LIVE_QUESTIONS: Operation<NoBody, Vec<crate::api::live_questions::LiveQuestion>> =
        Operation::new(Method::Get, "/api/session/{session_id}/questions", "live_questions");

    /// The tutor asks a bank question of the session's subject, while the
    /// session is on; every question asked so far comes back.
    pub const ASK_LIVE_QUESTION: Operation<crate::api::live_questions::AskLiveQuestion, Vec<crate::api::live_questions::LiveQuestion>> =
        Operation::new(Method::Post, "/api/session/{session_id}/questions", "ask_live_question");

    /// The child answers a question asked in their session, once; the server
    /// marks it and gives the result with the correct answers.
    pub const ANSWER_LIVE_QUESTION: Operation<crate::api::live_questions::LiveAnswerRequest, crate::api::game::AnswerResponse> =
        Operation::new(Method::Post, "/api/session/{session_id}/questions/{asked_id}/answer", "answer_live_question");

    /// Records a register event of the caller (the session's student or tutor)
    /// at the server's time, while the session's room is open.
    pub const REGISTER: Operation<crate::api::sessions::RegisterEvent, crate::api::errors::Success> =
        Operation::new(Method::Put, "/api/session/{session_id}/register", "register");

    /// The session's report. Until it is sent, its tutor and admins get the
    /// draft, prefilled; the child and their parent are told there is none yet.
    pub const GET_REPORT: Operation<NoBody, crate::api::reports::SessionReport> =
        Operation::new(Method::Get, "/api/session/{session_id}/report", "get_report");

    /// The session's tutor sends the report, once the session is over.
    pub const SEND_REPORT: Operation<crate::api::reports::ReportToSend, crate::api::reports::SessionReport> =
        Operation::new(Method::Put, "/api/session/{session_id}/report", "send_report");

    /// A pass into the session's room, for its student, its tutor (a
    /// substitute included) and admins, from 2 minutes before the start until
    /// the end of a paid, uncancelled session.
    pub const ROOM: Operation<NoBody, crate::api::rooms::RoomToken> =
        Operation::new(Method::Get, "/api/session/{session_id}/room", "room");

    /// The session's whiteboard; an empty scene when nothing was drawn.
    pub const WHITEBOARD: Operation<NoBody, crate::whiteboard::Scene> =
        Operation::new(Method::Get, "/api/session/{session_id}/whiteboard", "whiteboard");

    /// The session's tutor puts a picture or a PDF's page (the request body,
    /// PNG, JPEG, GIF, WebP or PDF, told apart by its bytes) with the board,
    /// while the session is on. The board's pages show it as a background.
    pub const ADD_BOARD_PICTURE: Operation<Vec<u8>, crate::api::board_pictures::BoardPicture> =
        Operation::new(Method::Post, "/api/session/{session_id}/whiteboard/pictures", "add_board_picture");

    /// One picture of the board, with its data: for whoever may read the
    /// board. A board kept before pictures had ids of this form may hold
    /// pictures without a time; they come as they were kept.
    pub const BOARD_PICTURE: Operation<NoBody, crate::api::board_pictures::BoardFile> =
        Operation::new(Method::Get, "/api/session/{session_id}/whiteboard/pictures/{file_id}", "board_picture");

    /// Moves one weekly slot of the subscription from now on.
    pub const RESCHEDULE_SUBSCRIPTION: Operation<crate::api::sessions::WeeklyReschedule, crate::api::errors::Success> =
        Operation::new(Method::Post, "/api/subscription/{subscription_id}/reschedule", "reschedule_subscription");

    /// Gives the subscription to another tutor free at all its weekly times.
    pub const SUBSTITUTE_SUBSCRIPTION: Operation<NoBody, crate::api::errors::Success> =
        Operation::new(Method::Post, "/api/subscription/{subscription_id}/substitute", "substitute_subscription");

    /// The built-in call's ICE servers (with short-lived TURN credentials), or
    /// the Jitsi server.
    pub const VIDEO_CHECK: Operation<NoBody, crate::api::rooms::VideoCheck> =
        Operation::new(Method::Get, "/api/video/check", "video_check");
}

pub mod subscriptions {
    use crate::api::operation::{Method, NoBody, Operation};

    /// Free slots of the subject's tutors at the preferred days and times,
    /// each with the tutor who would take it. Platform Only needs none.
    pub const OFFER_SLOTS: Operation<crate::api::subscriptions::AvailabilityRequest, Vec<crate::api::subscriptions::TutorSlot>> =
        Operation::new(Method::Post, "/api/availability", "offer_slots");

    /// Free slots of the tutor behind a referral code; 404 for an unknown code.
    pub const OFFER_REFERRAL_SLOTS: Operation<crate::api::subscriptions::ReferralAvailabilityRequest, Vec<crate::api::subscriptions::TutorSlot>> =
        Operation::new(Method::Post, "/api/availability/referral", "offer_referral_slots");

    /// Holds the chosen slots and answers the payment page to send the parent
    /// to; the subscription is Pending until the payment arrives.
    pub const SUBSCRIBE: Operation<crate::api::subscriptions::NewSubscription, crate::api::subscriptions::PaymentRedirect> =
        Operation::new(Method::Post, "/api/subscription", "subscribe");

    /// A parent's own subscriptions; every subscription for admins.
    pub const LIST_SUBSCRIPTIONS: Operation<NoBody, Vec<crate::api::subscriptions::Subscription>> =
        Operation::new(Method::Get, "/api/subscription/list", "list_subscriptions");

    /// Cancels the subscription here and at the payment provider; its slots
    /// are free again and its sessions still to come are cancelled.
    pub const CANCEL_SUBSCRIPTION: Operation<NoBody, crate::api::subscriptions::CancelledSubscription> =
        Operation::new(Method::Delete, "/api/subscription/{subscription_id}", "cancel_subscription");

    pub const GET_SUBSCRIPTION: Operation<NoBody, crate::api::subscriptions::Subscription> =
        Operation::new(Method::Get, "/api/subscription/{subscription_id}", "get_subscription");

    /// Changes the plan and weekly slots (parents, the subscription's tutor and
    /// admins). Answers where to send the parent next: the payment page while
    /// the subscription is still pending or its price changed before the first
    /// payment, otherwise `success_url`.
    pub const CHANGE_SUBSCRIPTION: Operation<crate::api::subscriptions::SubscriptionChange, crate::api::subscriptions::PaymentRedirect> =
        Operation::new(Method::Put, "/api/subscription/{subscription_id}", "change_subscription");

    /// The plans and their weekly prices in pence.
    pub const LIST_PRODUCTS: Operation<NoBody, crate::api::subscriptions::ProductList> =
        Operation::new(Method::Get, "/api/subscription_products", "list_products");
}

pub mod sync {
    use crate::api::operation::{Method, NoBody, Operation};

    /// One subject's live questions with their answers, for playing offline.
    pub const CONTENT_PACK: Operation<NoBody, crate::api::sync::ContentPack> =
        Operation::new(Method::Get, "/api/student/{id}/content_pack/{subject_id}", "content_pack");

    /// Answers given offline, marked again here and applied once each.
    pub const SYNC_ANSWERS: Operation<crate::api::sync::SyncAnswersRequest, crate::api::sync::SyncResponse> =
        Operation::new(Method::Post, "/api/sync/answers", "sync_answers");

    /// Games played offline, saved once each after their answers.
    pub const SYNC_GAMES: Operation<crate::api::sync::SyncGamesRequest, crate::api::sync::SyncResponse> =
        Operation::new(Method::Post, "/api/sync/games", "sync_games");
}

pub mod tokens {
    use crate::api::operation::{Method, NoBody, Operation};

    /// Spends tokens on a prize; refused, changing nothing, when the balance is
    /// short.
    pub const REDEEM: Operation<crate::api::tokens::RedeemRequest, crate::api::errors::Success> =
        Operation::new(Method::Post, "/api/student/prize", "redeem");

    pub const PRIZES: Operation<NoBody, crate::api::tokens::PrizeList> =
        Operation::new(Method::Get, "/api/student/prizes", "prizes");

    pub const TOKEN_LIST: Operation<NoBody, crate::api::tokens::TokenList> =
        Operation::new(Method::Get, "/api/student/{student_id}/tokens", "token_list");

    /// An admin grants tokens (status Manual).
    pub const GRANT: Operation<crate::api::tokens::GrantTokens, crate::api::errors::Success> =
        Operation::new(Method::Post, "/api/student/{student_id}/tokens", "grant");
}

pub mod tutors {
    use crate::api::operation::{Method, NoBody, Operation};

    pub const GET_TUTOR: Operation<NoBody, crate::api::tutors::Tutor> =
        Operation::new(Method::Get, "/api/tutor", "get_tutor");

    /// Creates a tutor and e-mails them a one-time password.
    pub const CREATE_TUTOR: Operation<crate::api::tutors::NewTutorBody, crate::api::tutors::Tutor> =
        Operation::new(Method::Post, "/api/tutor", "create_tutor");

    /// Saves a tutor's profile: the tutor their own, admins anyone's. Only
    /// admins change the subject; nobody changes the e-mail here.
    pub const SAVE_TUTOR: Operation<crate::api::tutors::TutorBody, crate::api::tutors::Tutor> =
        Operation::new(Method::Put, "/api/tutor", "save_tutor");

    pub const LIST_TUTORS: Operation<NoBody, Vec<crate::api::tutors::Tutor>> =
        Operation::new(Method::Get, "/api/tutor/list", "list_tutors");

    pub const GET_AVAILABILITY: Operation<NoBody, crate::api::tutors::Availability> =
        Operation::new(Method::Get, "/api/tutor/{tutor_id}/availability", "get_availability");

    /// Replaces the tutor's week. Slots held by a subscription cannot be
    /// removed; the whole save is refused then.
    pub const SAVE_AVAILABILITY: Operation<crate::api::tutors::Availability, crate::api::tutors::Availability> =
        Operation::new(Method::Put, "/api/tutor/{tutor_id}/availability", "save_availability");
}

pub mod util {
    use crate::api::operation::{Method, NoBody, Operation};

    /// The message the API status page shows.
    pub const API_STATUS: Operation<NoBody, crate::api::util::ApiStatus> =
        Operation::new(Method::Get, "/api", "api_status");

    /// Settings the UI needs before anyone signs in.
    pub const CLIENT_CONFIG: Operation<NoBody, crate::api::util::ClientConfig> =
        Operation::new(Method::Get, "/api/client_config", "client_config");

    /// Ready to serve: the database answers.
    pub const HEALTH: Operation<NoBody, crate::api::util::Health> =
        Operation::new(Method::Get, "/api/health", "health");

    /// Ready for traffic: the database, the file store and the media server
    /// (when one is configured) answer (503 otherwise, saying which does not).
    /// Costlier than `/health`, which a liveness probe can call often.
    pub const READY: Operation<NoBody, crate::api::util::Readiness> =
        Operation::new(Method::Get, "/api/ready", "ready");

    /// Records an error the UI showed to a user, in the server's log.
    pub const REMOTE_LOG: Operation<crate::api::util::RemoteLogEntry, crate::api::errors::Success> =
        Operation::new(Method::Post, "/api/util/log", "remote_log");
}
