// Generated from src/generated/openapi.json by scripts/generate-api.mjs
// (npm run generate:api); do not edit.

export interface paths {
    "/api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The message the API status page shows. */
        get: operations["api_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_backups"];
        put?: never;
        /** Takes a backup now (SQLite; PostgreSQL is backed up with pgBackRest). */
        post: operations["back_up_now"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The backup's archive as stored. */
        get: operations["download_backup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/family": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The family of a parent's e-mail address, for an admin acting on the
         *     family's request.
         */
        get: operations["find_family"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/family/{parent_id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Closes a family's account on its request, for an admin. */
        post: operations["close_family"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/family/{parent_id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything held about a family, for an admin. */
        get: operations["export_family"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores an image; it is served at `/static-data/attachments/{image_id}`. */
        post: operations["upload_image"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest e-mails, for admins of a demo server, where no SMTP relay
         *     delivers them (one-time passwords, weekly digests).
         */
        get: operations["outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/question/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Questions whose ref contains `ref` (any letter case) with one of the
         *     statuses (all statuses when none is given), in pages ordered by ref.
         */
        get: operations["search_questions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/session/unreported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sessions both people attended that ended over a day ago (up to 30 days
         *     back) and still have no report, oldest first.
         */
        get: operations["unreported"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin_variables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_variables"];
        put: operations["save_variables"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The next question of a game, chosen for the student by the adaptive
         *     engine. Its answers are not sent.
         */
        put: operations["ask"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/act_as/{student_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A parent signs in as one of their own students ("Login as {first name}"). */
        post: operations["act_as"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeems a handoff code once: a sign-in (with no refresh token) that
         *     opens that one session's page and nothing else, and ends with the
         *     sign-in that asked for the code.
         */
        post: operations["redeem_handoff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password. Required after signing in with a one-time password;
         *     every other sign-in of the account ends, and a fresh session is returned.
         */
        post: operations["change_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges a refresh token for a new id token and a new refresh token.
         *     Each refresh token works once; a second use ends the whole sign-in.
         */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in on the sign-in page of a role: a username for students, an
         *     e-mail address for everyone else.
         */
        post: operations["sign_in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the sign-in that the refresh token belongs to: its refresh tokens
         *     and its id tokens stop working at once. A browser signed in from a
         *     hand-off has no refresh token: its id token, sent as usual, names the
         *     sign-in to end.
         */
        post: operations["sign_out"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a parent account (students are created by their parents, tutors
         *     by admins) and signs it in.
         */
        post: operations["sign_up"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Free slots of the subject's tutors at the preferred days and times,
         *     each with the tutor who would take it. Platform Only needs none.
         */
        post: operations["offer_slots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/availability/referral": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Free slots of the tutor behind a referral code; 404 for an unknown code. */
        post: operations["offer_referral_slots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client_config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings the UI needs before anyone signs in. */
        get: operations["client_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/concern": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raises a concern; the safeguarding leads are e-mailed at once (without
         *     its words, which stay on the platform).
         */
        post: operations["raise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/concern/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The concerns the caller raised, newest first. */
        get: operations["raised"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/endcode/{endcode_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_endcode"];
        put: operations["save_endcode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/endcode/{endcode_id}/question": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a question to an endcode. The question is refused, with a message
         *     naming the part at fault, unless its own answers mark correct.
         */
        post: operations["create_question"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Closes the signed-in parent's family account, confirmed with their
         *     password.
         */
        post: operations["close_own"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything held about the signed-in parent's family. */
        get: operations["export_own"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves a game's summary when it ends or is left. */
        put: operations["save_game"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/highscore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The best total of the student's earlier games of this type and length. */
        get: operations["highscore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The games that can be played. */
        get: operations["library"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/game/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subjects with live questions, for the game setup screen. */
        get: operations["subjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ready to serve: the database answers. */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last (or current) import. */
        get: operations["status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The folders, and the subjects and questions workbooks, in a folder of the
         *     import folder.
         */
        get: operations["list_folder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts importing a `.questions.xlsx` workbook in the background. */
        post: operations["import_questions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The results workbook of the last import (the file its message names),
         *     once it has finished.
         */
        get: operations["results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts importing a `.subjects.xlsx` workbook in the background. */
        post: operations["import_subjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/template/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A template workbook: `subjects` or `questions`. */
        get: operations["template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts a workbook (the request body) into a folder of the import folder,
         *     replacing a file of the same name.
         */
        post: operations["upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/{student}/{subject}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_notes"];
        put?: never;
        post: operations["post_note"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/note/{student}/{subject}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: a `message` event carrying each new note of the
         *     channel as it is posted, on any server replica.
         */
        get: operations["events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes_read/{student}/{subject}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["mark_read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in parent's profile; 404 until they have created one. */
        get: operations["get_parent"];
        put: operations["save_parent"];
        post: operations["create_parent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This week so far for each of the signed-in parent's children: what the
         *     weekly e-mail will say once the week is over.
         */
        get: operations["get_digest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a student account for the signed-in parent. The one-time
         *     password goes to the parent by e-mail; the child replaces it at first
         *     sign-in.
         */
        post: operations["create_student"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/student/{student_id}/read_aloud": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Chooses whether one of the parent's children hears each question read
         *     out as it appears (docs/games.md, "Read to me"). The child's next
         *     question follows the choice once their app reloads their profile.
         */
        put: operations["set_read_aloud"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/student/{student_id}/recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Lets one of the parent's children's sessions be recorded, or not
         *     (docs/recordings.md). An objection holds from the next time either
         *     side opens the room; the time it was made is kept.
         */
        put: operations["set_recording"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent/student/{student_id}/time_allowance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Gives one of the parent's children extra time in games, or takes it
         *     away (docs/games.md, "Extra time"). Games already started keep their
         *     clock; the next one uses the new allowance.
         */
        put: operations["set_time_allowance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user. Works while a password change is still owed, so the
         *     UI can show who is signed in on the change-password screen.
         */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Makes one of the app's drawn avatars the signed-in user's picture
         *     (docs/accounts.md, "Pictures"). A photo it replaces is deleted.
         */
        put: operations["choose_avatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the signed-in user's own picture. */
        post: operations["upload_my_picture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/{user_id}/picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a user's picture is served from, if they have one.
         * @description The URL is good for a day or two. A tutor's picture is for anyone signed
         *     in; a child's for the child, their parent, their tutors and admins;
         *     anyone else's for themselves and admins (docs/accounts.md, "Pictures").
         */
        get: operations["picture_of"];
        put?: never;
        /** An admin sets another user's picture (a tutor's, with `user_role` TUTOR). */
        post: operations["upload_picture_for"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/question/{question_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_question"];
        /** Saves status, score, times, lines and answers; `ref` is read-only. */
        put: operations["save_question"];
        post?: never;
        /** Deleting a question archives it. */
        delete: operations["archive_question"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/question/{question_id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks an answer to a question asked in the game, once. */
        post: operations["answer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ready for traffic: the database, the file store and the media server
         *     (when one is configured) answer (503 otherwise, saying which does not).
         *     Costlier than `/health`, which a liveness probe can call often.
         */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recording/{recording_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's recording as one WebM (VP8 and Opus: the tutor on the
         *     left, the child on the right). Sends `Accept-Ranges: bytes` and answers
         *     a `Range` of `bytes=a-b`, `bytes=a-` or `bytes=-n` with 206 and
         *     `Content-Range`; a range past the end gets 416. Only the child's parent
         *     and the safeguarding lead may watch; anyone else is told there is no
         *     such recording. Every playback served is noted with who, when and from
         *     where.
         */
        get: operations["play_recording"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recording/{recording_id}/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's whiteboard as it was at a moment of the recording, to
         *     show beside the video: the board's changes stored by then, merged. For
         *     the same people who may watch the recording.
         */
        get: operations["board_at"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recording/{recording_id}/playback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens a playback in the player: notes it in the audit log and gives the
         *     URL the player streams from, with a pass good for an hour.
         */
        post: operations["open_playback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recording/{recording_id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The recording streamed to a player with its playback pass, byte ranges
         *     as for `GET /recording/{recording_id}`. The playback was noted when the
         *     pass was given, so the many range requests of one playback are not.
         *     The pass's sign-in must still last and its viewer may still watch.
         */
        get: operations["stream_recording"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recording/{recording_id}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who watched the recording, when and from which address, oldest first:
         *     for the same people who may watch it.
         */
        get: operations["recording_views"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/safeguarding/concern/{concern_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_concern"];
        /**
         * Records where a concern stands, the lead's notes and, to close it, the
         *     outcome.
         */
        put: operations["update_concern"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/safeguarding/concerns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_concerns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/safeguarding/flagged_message/{message_id}/reviewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["mark_flagged_reviewed"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/safeguarding/flagged_messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_flagged"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/safeguarding/tutor/{tutor_id}/suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Suspends a tutor while an open concern about them is looked into, or
         *     lifts the suspension.
         */
        put: operations["suspend"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["cancel_session"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/list/past": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["past"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/list/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["upcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves one session to `new_session_date_time` with the same tutor. */
        post: operations["reschedule_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/substitute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hands one session to another tutor free at that time. */
        post: operations["substitute_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Up to five live questions of one area, as the child would see them. */
        get: operations["bank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session channel, a WebSocket: presence and the built-in call's
         *     signalling between the session's student and tutor while the room is
         *     open. Messages are `ChannelRequest` up and `ChannelEvent` down.
         */
        get: operations["open_channel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session's chat, oldest first. */
        get: operations["chat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/handoff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A one-time code for the session's student, tutor or an admin, until
         *     the session ends; it expires within 2 minutes.
         */
        post: operations["create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The questions asked in the session, first asked first, with the
         *     child's answers; never the correct answers.
         */
        get: operations["live_questions"];
        put?: never;
        /**
         * The tutor asks a bank question of the session's subject, while the
         *     session is on; every question asked so far comes back.
         */
        post: operations["ask_live_question"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/questions/{asked_id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The child answers a question asked in their session, once; the server
         *     marks it and gives the result with the correct answers.
         */
        post: operations["answer_live_question"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Records a register event of the caller (the session's student or tutor)
         *     at the server's time, while the session's room is open.
         */
        put: operations["register"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's report. Until it is sent, its tutor and admins get the
         *     draft, prefilled; the child and their parent are told there is none yet.
         */
        get: operations["get_report"];
        /** The session's tutor sends the report, once the session is over. */
        put: operations["send_report"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pass into the session's room, for its student, its tutor (a
         *     substitute included) and admins, from 2 minutes before the start until
         *     the end of a paid, uncancelled session.
         */
        get: operations["room"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/whiteboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session's whiteboard; an empty scene when nothing was drawn. */
        get: operations["whiteboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/whiteboard/pictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The session's tutor puts a picture or a PDF's page (the request body,
         *     PNG, JPEG, GIF, WebP or PDF, told apart by its bytes) with the board,
         *     while the session is on. The board's pages show it as a background.
         */
        post: operations["add_board_picture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/{session_id}/whiteboard/pictures/{file_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One picture of the board, with its data: for whoever may read the
         *     board. A board kept before pictures had ids of this form may hold
         *     pictures without a time; they come as they were kept.
         */
        get: operations["board_picture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/answer/{answer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The student marks an answer reviewed or asks for help (which also marks
         *     it reviewed). Reviewing a wrong or passed answer within 14 days turns its
         *     pending token into a real one, once.
         */
        put: operations["review_answer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/answer/{answer_id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A tutor (or admin) marks a help request dealt with. */
        put: operations["resolve_answer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/prize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spends tokens on a prize; refused, changing nothing, when the balance is
         *     short.
         */
        post: operations["redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/prizes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["prizes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/reset_student_score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a student's subject and all its endcode scores to where a child of
         *     the given school year and relative level stands today (docs/games.md).
         */
        put: operations["reset_score"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/subject_scores/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every student's score in every subject, the on-track level standing in
         *     until the student's first answer.
         */
        get: operations["list_scores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/{id}/content_pack/{subject_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subject's live questions with their answers, for playing offline. */
        get: operations["content_pack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/{student_id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A student's answers in a window (a week by default), newest first. */
        get: operations["list_answers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/{student_id}/current_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * subject > theme > topic > endcode, each with the score range of its
         *     questions, the student's current score, the score at the start of this
         *     week, and the answers of the last seven days. Only content with
         *     questions is shown.
         */
        get: operations["current_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/{student_id}/mixes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_mixes"];
        put?: never;
        post: operations["create_mix"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/{student_id}/mixes/{mix_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["save_mix"];
        post?: never;
        delete: operations["delete_mix"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/{student_id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["token_list"];
        put?: never;
        /** An admin grants tokens (status Manual). */
        post: operations["grant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/student/{student_id}/trend_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Weekly snapshots for the current week and the three before it (weeks
         *     start Monday 00:00 UTC): each holds, for every endcode practised in the
         *     nine weeks up to the snapshot, the student's latest score there.
         */
        get: operations["trend_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every subject. */
        get: operations["list_subjects"];
        put?: never;
        post: operations["create_subject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subject/{subject_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_subject"];
        /** Saves a subject's name. */
        put: operations["save_subject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subject/{subject_id}/theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_themes"];
        put?: never;
        post: operations["create_theme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Holds the chosen slots and answers the payment page to send the parent
         *     to; the subscription is Pending until the payment arrives.
         */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A parent's own subscriptions; every subscription for admins. */
        get: operations["list_subscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{subscription_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_subscription"];
        /**
         * Changes the plan and weekly slots (parents, the subscription's tutor and
         *     admins). Answers where to send the parent next: the payment page while
         *     the subscription is still pending or its price changed before the first
         *     payment, otherwise `success_url`.
         */
        put: operations["change_subscription"];
        post?: never;
        /**
         * Cancels the subscription here and at the payment provider; its slots
         *     are free again and its sessions still to come are cancelled.
         */
        delete: operations["cancel_subscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{subscription_id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves one weekly slot of the subscription from now on. */
        post: operations["reschedule_subscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{subscription_id}/substitute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives the subscription to another tutor free at all its weekly times. */
        post: operations["substitute_subscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription_products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans and their weekly prices in pence. */
        get: operations["list_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sync/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answers given offline, marked again here and applied once each. */
        post: operations["sync_answers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sync/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Games played offline, saved once each after their answers. */
        post: operations["sync_games"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/theme/{theme_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_theme"];
        put: operations["save_theme"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/theme/{theme_id}/topic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_topics"];
        put?: never;
        post: operations["create_topic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/topic/{topic_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_topic"];
        put: operations["save_topic"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/topic/{topic_id}/endcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_endcodes"];
        put?: never;
        post: operations["create_endcode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_tutor"];
        /**
         * Saves a tutor's profile: the tutor their own, admins anyone's. Only
         *     admins change the subject; nobody changes the e-mail here.
         */
        put: operations["save_tutor"];
        /** Creates a tutor and e-mails them a one-time password. */
        post: operations["create_tutor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["list_tutors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tutor/{tutor_id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["get_availability"];
        /**
         * Replaces the tutor's week. Slots held by a subscription cannot be
         *     removed; the whole save is refused then.
         */
        put: operations["save_availability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unread_notes/{student}/{subject}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/util/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records an error the UI showed to a user, in the server's log. */
        post: operations["remote_log"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/video/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The built-in call's ICE servers (with short-lived TURN credentials), or
         *     the Jitsi server.
         */
        get: operations["video_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The parent behind an act-as session: their first name for "Back to
         *     {first name}" and the e-mail they sign in with, so only their password
         *     is asked for on the way back.
         */
        ActingParent: {
            email: string;
            first_name: string;
        };
        AdminEndcode: {
            _id: string;
            description: string;
            help_videos: string[];
            /** Format: double */
            max_score: number | null;
            /** @description See [`QuestionStats::measured`]. */
            measured?: components["schemas"]["MeasuredStats"];
            /** Format: double */
            min_score: number | null;
            name: string;
            /**
             * Format: int64
             * @description 1 (highest) to 3.
             */
            priority: number;
            /** Format: int64 */
            question_count: number;
            question_distribution: components["schemas"]["ScoreCount"][];
            /** @description The topic's id. */
            topic: string;
        };
        /** @description A question as admins edit it. */
        AdminQuestion: {
            _id: string;
            answers: components["schemas"]["AnswerPart"][][];
            endcode: components["schemas"]["Named"];
            lines: components["schemas"]["Element"][][];
            /** Format: int64 */
            maximum_time: number;
            /** Format: int64 */
            measured_count: number;
            /**
             * @description Whether the engine uses the measured difficulty rather than the
             *     authored one: it rests on enough answers.
             */
            measured_in_use: boolean;
            /**
             * Format: double
             * @description The difficulty measured from children's answers, on the same month
             *     scale, and how many answers it rests on; null before the first.
             */
            measured_score: number | null;
            ref: string;
            /**
             * Format: double
             * @description The authored difficulty.
             */
            score: number;
            /** Format: int64 */
            standard_time: number;
            status: components["schemas"]["QuestionStatus"];
            subject: components["schemas"]["Named"];
            theme: components["schemas"]["Named"];
            topic: components["schemas"]["Named"];
        };
        AdminSubject: {
            _id: string;
            /** Format: int64 */
            endcode_count: number;
            /** Format: double */
            max_score: number | null;
            /** @description See [`QuestionStats::measured`]. */
            measured?: components["schemas"]["MeasuredStats"];
            /** Format: double */
            min_score: number | null;
            name: string;
            /** Format: int64 */
            question_count: number;
            question_distribution: components["schemas"]["ScoreCount"][];
            /** Format: int64 */
            theme_count: number;
            themes: components["schemas"]["Named"][];
            /** Format: int64 */
            topic_count: number;
        };
        AdminTheme: {
            _id: string;
            /** Format: int64 */
            endcode_count: number;
            /** Format: double */
            max_score: number | null;
            /** @description See [`QuestionStats::measured`]. */
            measured?: components["schemas"]["MeasuredStats"];
            /** Format: double */
            min_score: number | null;
            name: string;
            /** Format: int64 */
            question_count: number;
            question_distribution: components["schemas"]["ScoreCount"][];
            /** @description The subject's id. */
            subject: string;
            /** Format: int64 */
            topic_count: number;
            topics: components["schemas"]["Named"][];
        };
        AdminTopic: {
            _id: string;
            /** Format: int64 */
            endcode_count: number;
            /** Format: double */
            max_score: number | null;
            /** @description See [`QuestionStats::measured`]. */
            measured?: components["schemas"]["MeasuredStats"];
            /** Format: double */
            min_score: number | null;
            name: string;
            /** Format: int64 */
            question_count: number;
            question_distribution: components["schemas"]["ScoreCount"][];
            /** @description The theme's id. */
            theme: string;
        };
        /**
         * @description `GET/PUT /api/admin_variables`: tutor utilisation thresholds in percent
         *     that the matching ranks tutors by (docs/scheduling.md).
         */
        AdminVariables: {
            /** Format: double */
            desiredCapacity: number;
            /** Format: double */
            minimumCapacity: number;
        };
        /** @description One part of an answer: the values accepted for one input. */
        AnswerPart: {
            ref: string;
            values: string[];
        };
        /** @description `GET student/{id}/answers`: one answer record. */
        AnswerRecord: {
            _id: string;
            answer: components["schemas"]["BTreeMap"];
            difficulty: components["schemas"]["Difficulty"];
            endcode: components["schemas"]["EndcodeInfo"];
            help_requested: boolean;
            question: components["schemas"]["ReviewedQuestion"];
            resolved: boolean;
            /**
             * Format: double
             * @description Seconds.
             */
            response_time: number;
            /** Format: double */
            response_time_pc: number;
            result: components["schemas"]["Decision"];
            reviewed: boolean;
            /**
             * Format: double
             * @description The question's score.
             */
            score: number;
            /**
             * @description The live session whose tutor asked it (docs/live-sessions.md, "Live
             *     questions"); absent for an answer given in a game.
             */
            session_id?: string;
            subject: components["schemas"]["Named"];
            theme: components["schemas"]["Named"];
            /** @description When it was answered (ISO 8601). */
            timestamp: string;
            topic: components["schemas"]["Named"];
        };
        /**
         * @description `POST question/{question_id}/answer`. `time` is the seconds the student
         *     took; the server bounds it by the time since the question was asked.
         */
        AnswerRequest: {
            answer: components["schemas"]["BTreeMap"];
            difficulty: components["schemas"]["Difficulty"];
            game_id: string;
            game_summary_id: string;
            student_id: string;
            /** Format: double */
            time: number;
        };
        AnswerResponse: {
            /** @description The correct answers, shown to the student after they answered. */
            answers: components["schemas"]["AnswerPart"][][];
            result: components["schemas"]["Decision"];
        };
        /** @description `GET /api`. */
        ApiStatus: {
            message: string;
        };
        /**
         * @description The parts of the day a parent can prefer.
         * @enum {string}
         */
        ApproxTime: "Morning (08:00-11:45)" | "Early Afternoon (12:00-14:45)" | "Late Afternoon (15:00-17:45)" | "Early Evening (18:00-20:45)" | "Late Evening (21:00-23:45)";
        /**
         * @description An area (an endcode) in the child's words, with the evidence behind
         *     what is said of it.
         */
        AreaOfWeek: {
            /**
             * Format: int64
             * @description Answers given in the area this week.
             */
            answers: number;
            description: string;
            /** Format: int64 */
            right: number;
        };
        /** @description `POST /api/session/{id}/questions`: the tutor asks a bank question. */
        AskLiveQuestion: {
            question_id: string;
        };
        /**
         * @description `PUT ask`. `focus` holds the ids of subjects (or of themes, topics and
         *     endcodes, as a mix may) to draw questions from. `game_summary_id` is the
         *     id the client gave this game when it started, and `game_id` the library
         *     game being played: the server records each question asked in the game.
         */
        AskRequest: {
            difficulty: components["schemas"]["Difficulty"];
            endcodes_to_exclude?: string[];
            focus: string[];
            game_id: string;
            game_summary_id: string;
            student: string;
        };
        /** @description A question as a student sees it: never its answers. */
        AskedQuestion: {
            _id: string;
            /** @description The endcode's id, so that the next ask can exclude it. */
            endcode: string;
            lines: components["schemas"]["Element"][][];
            /** Format: int64 */
            maximum_time: number;
            ref: string;
            /** Format: double */
            score: number;
            /** Format: int64 */
            standard_time: number;
        };
        /** @description One of a subscription's weekly sessions. */
        AssignedSession: {
            _id: string;
            /** Format: int64 */
            day_of_week: number;
            /** Format: int64 */
            session_length: number;
            /**
             * Format: int64
             * @description Minutes from midnight, London time.
             */
            session_time: number;
        };
        /**
         * @description `GET/PUT /api/tutor/{tutor_id}/availability`: the week as seven lists,
         *     Monday first.
         */
        Availability: {
            availability: components["schemas"]["AvailabilitySlot"][][];
            /** Format: int64 */
            ideal_hours: number;
        };
        /** @description `POST /api/availability`: the free slots matching a parent's wishes. */
        AvailabilityRequest: {
            /** @description Absent or empty: any day, any time. */
            availability?: components["schemas"]["PreferredTime"][] | null;
            referral_code?: string | null;
            session_option: string;
            /** @description The subject's id. */
            subject: string;
            tutor_id?: string | null;
        };
        /** @description One 15-minute slot of a tutor's week. */
        AvailabilitySlot: {
            /** @description Absent for a slot the tutor is adding. */
            _id?: string | null;
            /** @description Held by a subscription; a busy slot cannot be removed. */
            busy?: boolean;
            /**
             * Format: int64
             * @description 0 is Monday.
             */
            day_of_week: number;
            deleted?: boolean;
            /**
             * Format: int64
             * @description Minutes from midnight, a multiple of 15.
             */
            time: number;
        };
        /** @enum {string} */
        Avatar: "fox" | "owl" | "cat" | "rabbit" | "bear" | "penguin" | "frog" | "robot";
        /**
         * @description `PUT /api/profile/me/avatar`: one of the app's drawn avatars as the
         *     user's picture, in place of a photo.
         */
        AvatarChoice: {
            avatar: components["schemas"]["Avatar"];
        };
        BTreeMap: {
            [key: string]: {
                ref: string;
                value: string;
            };
        };
        /**
         * @description `GET /api/admin/backups`: a backup as the Backups screen lists it
         *     (docs/backups.md).
         */
        BackupSummary: {
            /**
             * Format: int64
             * @description The archive's size.
             */
            bytes: number;
            /** Format: int64 */
            files: number;
            name: string;
            /** Format: int64 */
            rows: number;
            /** @description Sealed with the backup key. */
            sealed: boolean;
            /** @description When it was taken (RFC 3339, UTC). */
            taken_at: string;
        };
        /** @description `GET /api/admin/backups`: where backups go, and those kept. */
        Backups: {
            /** @description Newest first. */
            backups: components["schemas"]["BackupSummary"][];
            /**
             * Format: double
             * @description Minutes between scheduled backups, perhaps a fraction; 0 when they
             *     are off.
             */
            every_minutes: number;
            /** @description Where they are kept, for the admin to check it is not this disk. */
            location: string;
        };
        /**
         * @description `GET /api/session/{id}/bank?endcode_id=`: a live question as the child
         *     would see it, never its answers.
         */
        BankQuestion: {
            _id: string;
            /** @description The area in the child's words. */
            endcode_description: string;
            endcode_id: string;
            lines: components["schemas"]["Vec"][];
        };
        /** @description A picture on the board as the drawing component holds it. */
        BoardFile: {
            /**
             * Format: int64
             * @description When it was added, in milliseconds since 1970.
             */
            created: number;
            /** @description The picture itself, as a `data:` URL. */
            dataURL: string;
            id: string;
            mimeType: string;
        };
        /** @description `POST /api/session/{id}/whiteboard/pictures`: the picture as kept. */
        BoardPicture: {
            file: components["schemas"]["BoardFile"];
            /** Format: int32 */
            height: number;
            /**
             * Format: int32
             * @description How many pages the PDF has; none for a picture.
             */
            pages?: number | null;
            /**
             * Format: int32
             * @description Its size in pixels, at most [`BOARD_PICTURE_SIDE`] each way.
             */
            width: number;
        };
        /** @description `DELETE /api/subscription/{id}`. */
        CancelledSubscription: {
            subscription_id: string;
        };
        /**
         * @description `POST /api/auth/password`. After a one-time password the current password
         *     is that one-time password.
         */
        ChangePasswordRequest: {
            current_password: string;
            new_password: string;
        };
        /**
         * @description When a change of a paid plan takes effect (docs/plan-changes.md).
         * @enum {string}
         */
        ChangeTakesEffect: "now" | "once_paid" | "next_renewal";
        /**
         * @description A message of the room's chat, kept with the session
         *     (`GET /api/session/{id}/chat`).
         */
        ChatMessage: {
            _id: string;
            /** @description `STUDENT` or `TUTOR`. */
            role: string;
            /** @description The sender's account. */
            sender_id: string;
            sender_name: string;
            /** @description ISO 8601. */
            sent_at: string;
            /** @description As shown: contact details masked (docs/safeguarding.md). */
            text: string;
        };
        /** @description One child's week. */
        ChildWeek: {
            /** Format: int64 */
            answered: number;
            first_name: string;
            /** Format: int64 */
            games_played: number;
            /**
             * Format: int64
             * @description Whole minutes of play, each game counted until it ended.
             */
            minutes_played: number;
            /** Format: int64 */
            right: number;
            /** @description The week's tutor sessions that have ended, earliest first. */
            sessions: components["schemas"]["SessionOfWeek"][];
            student_id: string;
            /** @description Areas with the most wrong answers this week. */
            to_practise: components["schemas"]["AreaOfWeek"][];
            /** @description Areas whose level rose this week, biggest rise first. */
            went_up: components["schemas"]["AreaOfWeek"][];
        };
        /** @description A weekly time chosen for a subscription. */
        ChosenSlot: {
            /** Format: int64 */
            day_of_week: number;
            /** Format: int64 */
            time: number;
        };
        /** @description `GET /api/client_config`: settings the UI needs before anyone signs in. */
        ClientConfig: {
            /** @description True when the server runs with demo data and the test payment provider. */
            demo: boolean;
            /** @description Shown in the page header, e.g. "Demo environment"; absent in production. */
            environment_message?: string;
            /** @description The help-videos page the How-To link opens in a new tab. */
            how_to_url: string;
            /** @description Which video service live sessions run on. */
            video_provider: components["schemas"]["VideoProvider"];
        };
        /** @description `POST /api/family/close`: the parent confirms with their password. */
        CloseFamilyRequest: {
            password: string;
        };
        /** @description A concern as the lead sees it. */
        Concern: {
            _id: string;
            lead_notes: string | null;
            outcome: string | null;
            raised_at: string;
            raised_by: components["schemas"]["ConcernPerson"];
            /**
             * @description The recording of the session it happened in, while one is kept
             *     (docs/recordings.md).
             */
            recording_id?: string | null;
            /** @description The session it happened in, and when that started. */
            session_id: string | null;
            session_starts_at: string | null;
            state: components["schemas"]["ConcernState"];
            student: null | components["schemas"]["ConcernPerson"];
            tutor: null | components["schemas"]["ConcernPerson"];
            tutor_id: string | null;
            /** @description Whether that tutor is suspended now. */
            tutor_suspended: boolean;
            updated_at: string;
            what_happened: string;
        };
        /** @description Someone a concern names. */
        ConcernPerson: {
            name: string;
            role: components["schemas"]["Role"];
            /** @description Their account id. */
            uid: string;
        };
        /**
         * @description Where a concern stands.
         * @enum {string}
         */
        ConcernState: "open" | "reviewing" | "closed";
        /** @description `PUT /api/safeguarding/concern/{id}`: the lead's record of it. */
        ConcernUpdate: {
            lead_notes?: string | null;
            /** @description Required to close. */
            outcome?: string | null;
            state: components["schemas"]["ConcernState"];
        };
        /**
         * @description `GET student/{id}/content_pack/{subject_id}`: one subject's live
         *     questions, for one student to play offline.
         */
        ContentPack: {
            endcodes: components["schemas"]["PackEndcode"][];
            estimates: components["schemas"]["PackEstimate"][];
            /** @description ISO 8601: when the server made the pack. */
            issued_at: string;
            questions: components["schemas"]["PackQuestion"][];
            /**
             * @description Questions the student answered in the last few days, asked again
             *     only when nothing else is left.
             */
            recently_answered: string[];
            student_id: string;
            subject_id: string;
            /**
             * Format: double
             * @description The student's level in the subject (their estimate, or where a
             *     child of their school year is on track).
             */
            subject_level: number;
            /**
             * Format: double
             * @description How sure that level is when the pack is issued, in months; absent
             *     from packs made before it was kept.
             */
            subject_uncertainty: number | null;
            /**
             * @description The time the student's games give them, so an offline game is
             *     scored on the clock the server will replay it on; standard in packs
             *     made before extra time existed.
             */
            time_allowance: components["schemas"]["TimeAllowance"];
        };
        /**
         * @description Where a tutor's DBS check stands today.
         * @enum {string}
         */
        DbsStatus: "missing" | "expired" | "expiring" | "current";
        /** @enum {string} */
        Decision: "CORRECT" | "INCORRECT" | "PASSED";
        /** @description `DELETE student/{id}/mixes/{mix_id}`. */
        DeletedMix: {
            mix_id: string;
        };
        /** @enum {string} */
        Difficulty: "EASY" | "MEDIUM" | "HARD" | "SUPER_HARD";
        /**
         * @description A folder or an importable file. `id` is its path within the import
         *     folder, to pass back as `folder` or `file`.
         */
        DriveItem: {
            id: string;
            mimeType: string;
            name: string;
        };
        /**
         * @description An element of a question line. `Text` and `Image` are shown; every other
         *     type is an input the student fills, named by its `ref`. MC elements that
         *     share a `ref` are the choices of one multiple-choice input.
         */
        Element: {
            text: string;
            /** @enum {string} */
            type: "Text";
        } | {
            image_id: string;
            /** @enum {string} */
            type: "Image";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Text input";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Textcs";
        } | {
            ref: string;
            /** @enum {string} */
            type: "MC";
            value: string;
        } | {
            ref: string;
            /** @enum {string} */
            type: "Coordinate";
        } | {
            ref: string;
            /** @enum {string} */
            type: "RatioXY";
        } | {
            ref: string;
            /** @enum {string} */
            type: "RatioXYZ";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Fraction";
        } | {
            ref: string;
            /** @enum {string} */
            type: "MixedFraction";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Time";
        } | {
            ref: string;
            /** @enum {string} */
            type: "GBP";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Whole Number";
        } | {
            ref: string;
            /** @enum {string} */
            type: "1dp";
        } | {
            ref: string;
            /** @enum {string} */
            type: "2dp";
        } | {
            ref: string;
            /** @enum {string} */
            type: "3dp";
        } | {
            ref: string;
            /** @enum {string} */
            type: "4dp";
        };
        /** @description `POST topic/{id}/endcode`, `PUT endcode/{id}`. */
        EndcodeBody: {
            description?: string;
            help_videos?: string[];
            name: string;
            /**
             * Format: int64
             * @description 1 (highest) to 3; 2 when not given.
             */
            priority?: number;
        };
        EndcodeInfo: {
            _id: string;
            description: string;
            help_videos: string[];
            name: string;
            /** Format: int64 */
            priority: number;
        };
        EndcodeScore: {
            endcode: string;
            /** Format: double */
            score: number;
        };
        /**
         * @description Every failed `/api/` call answers with this body and a fitting status.
         *
         *     Validation failures carry one message per field as `field: message`.
         */
        ErrorBody: {
            errors: string[];
        };
        FamilyChild: {
            first_name: string;
            last_name: string;
            student_id: string;
            username: string;
        };
        /** @description What closing the account left, and why. */
        FamilyClosed: {
            /** @description What is kept, in plain words (payment records the law requires). */
            kept: string[];
        };
        /**
         * @description `GET /api/family/export` and `GET /api/admin/family/{parent_id}/export`:
         *     everything held about a family.
         */
        FamilyExport: {
            /**
             * @description Every record held, by kind: `parent`, `children`, `answers`,
             *     `scores`, `games`, `tokens`, `messages`, `sessions`, `registers`,
             *     `subscriptions`, `payments`, `emails`, …; each a list of records.
             */
            data: Record<string, unknown>;
            /** @description When the export was made (RFC 3339, UTC). */
            exported_at: string;
            /** @description The same in plain words, one line each, for the readable summary. */
            summary: string[];
        };
        /**
         * @description `GET /api/admin/family?email=`: the family of a parent's e-mail address,
         *     for an admin acting on the family's request.
         */
        FamilySummary: {
            children: components["schemas"]["FamilyChild"][];
            email: string;
            first_name: string;
            last_name: string;
            /**
             * @description The parent's `_id` (the parents table), used by the admin's export
             *     and close calls.
             */
            parent_id: string;
        };
        /**
         * @description A message whose contact details were masked: what was shown, and what
         *     was written.
         */
        FlaggedMessage: {
            _id: string;
            flagged_at: string;
            /** @description What was written. */
            original: string;
            reviewed_at: string | null;
            sender: components["schemas"]["ConcernPerson"];
            /** @description What both sides saw. */
            shown: string;
            student: components["schemas"]["ConcernPerson"];
        };
        /** @enum {string} */
        GameMode: "multiplayer" | "singleplayer";
        /**
         * @description `PUT game`: the summary of a finished (or abandoned) game. The human
         *     player's figures are replayed on the server from the answers it marked;
         *     what the client sends for them is ignored.
         */
        GameSummary: {
            _id: string;
            /** Format: int64 */
            duration: number;
            finished_at?: string | null;
            focus: string[];
            game_id: string;
            game_type: string;
            players: components["schemas"]["PlayerSummary"][];
            started_at?: string;
        };
        /** @description Tokens a game earned, shown on its summary (docs/games.md). */
        GameTokens: {
            /** Format: int64 */
            pending_token_count: number;
            /** Format: int64 */
            token_count: number;
            /** Format: int64 */
            without_subscription_count: number;
        };
        /** @description `POST student/{id}/tokens`: an admin grants tokens. */
        GrantTokens: {
            /** Format: int64 */
            amount: number;
            note: string;
        };
        /** @description `POST /api/auth/handoff`: redeems a handoff code once. */
        HandoffRequest: {
            code: string;
        };
        /** @description `GET /api/health`. */
        Health: {
            database: string;
            status: string;
        };
        /** @description `GET game/highscore`. */
        Highscore: {
            /** Format: int64 */
            score: number;
        };
        /**
         * @description A STUN or TURN server for the built-in call, in the shape of the
         *     browser's `RTCIceServer`.
         */
        IceServer: {
            /** @description TURN only: the HMAC of the username with the relay's shared secret. */
            credential?: string;
            urls: string[];
            /** @description TURN only: `expiry:uid`, minted for this session. */
            username?: string;
        };
        ImageId: {
            image_id: string;
        };
        /** @description `POST admin/image`: an image for Image elements. */
        ImageUpload: {
            content_base64: string;
            content_type: string;
        };
        /**
         * @description One line of an import's results: `info` lines are counts of what was
         *     done; `error` lines are rows or files that were refused, and why.
         */
        ImportResult: {
            /** Format: int64 */
            count: number;
            detail: string;
            type: components["schemas"]["ImportResultKind"];
        };
        /** @enum {string} */
        ImportResultKind: "info" | "error";
        /**
         * @description `GET import`. Every field is absent before the first import. `started`
         *     without `finished` means running (for up to 15 minutes).
         */
        ImportStatus: {
            finished?: string;
            lastUpdate?: string;
            message?: string;
            results: components["schemas"]["ImportResult"][];
            /**
             * @description The name of the finished import's results workbook (the `{file}` of
             *     its message), which `GET import/results` serves; absent while
             *     running or when the import failed before writing it.
             */
            resultsFile?: string;
            started?: string;
        };
        /** @description `GET game/library`. */
        LibraryGame: {
            _id: string;
            description: string;
            /**
             * Format: int64
             * @description Seconds.
             */
            duration: number;
            game_mode: components["schemas"]["GameMode"];
            /** @description `speed_standard`. */
            game_type: string;
        };
        /** @description How the child answered a live question, as the server marked it. */
        LiveAnswer: {
            answer: components["schemas"]["BTreeMap"];
            /** @description ISO 8601. */
            answered_at: string;
            result: components["schemas"]["Decision"];
        };
        /**
         * @description `POST /api/session/{id}/questions/{asked_id}/answer`: the child's
         *     answer, by the input's position, as in a game.
         */
        LiveAnswerRequest: {
            answer: components["schemas"]["BTreeMap"];
            /**
             * Format: double
             * @description Seconds the child took, as their screen counted them.
             */
            time: number;
        };
        /**
         * @description `GET /api/session/{id}/questions`: a question asked in the session,
         *     as the child sees it (never its correct answers), and the answer once
         *     given.
         */
        LiveQuestion: {
            _id: string;
            answered?: components["schemas"]["LiveAnswer"];
            /** @description ISO 8601. */
            asked_at: string;
            /** @description The area in the child's words. */
            endcode_description: string;
            endcode_id: string;
            lines: components["schemas"]["Vec"][];
            question_id: string;
        };
        /**
         * @description Level of a remote log entry sent by the UI.
         * @enum {string}
         */
        LogLevel: "DEBUG" | "INFO" | "WARN" | "ERROR";
        /** @description `GET /api/profile/me`. */
        Me: {
            /**
             * @description Set when a parent signed in as their child ("Login as {first name}"):
             *     the parent to offer the way back to.
             */
            acting_parent?: components["schemas"]["ActingParent"];
            /** @description True until a one-time password has been replaced. */
            must_change_password: boolean;
            /**
             * @description For a student: each question is read out as it appears
             *     (docs/games.md, "Read to me").
             */
            reads_each_question?: boolean;
            role: components["schemas"]["Role"];
            /** @description Admins only: they are a safeguarding lead, who reads the concerns. */
            safeguarding_lead?: boolean;
            /**
             * @description Set when this sign-in came from a session handoff: it opens that
             *     one session and nothing else.
             */
            session_only?: string;
            /**
             * @description Students only: what their subscriptions give (the student screens
             *     beyond home and the game need at least platform only).
             */
            subscription_level?: components["schemas"]["SubscriptionLevel"];
            /**
             * @description Students only: the time their parent gives them in games (kept by
             *     the desktop app, so an offline game runs on the same clock).
             */
            time_allowance?: components["schemas"]["TimeAllowance"];
            uid: string;
            user_data: components["schemas"]["UserData"];
            username: string;
        };
        /**
         * @description The difficulties measured from children's answers of the questions
         *     under a level that the engine uses instead of their authored scores
         *     (`game::estimate::QuestionLevel::is_measured`).
         */
        MeasuredStats: {
            /**
             * Format: int64
             * @description The answers their measurements rest on.
             */
            answer_count: number;
            /** Format: double */
            max_score: number;
            /** Format: double */
            min_score: number;
            /**
             * Format: int64
             * @description Questions measured so far.
             */
            question_count: number;
        };
        /** @description A student's named selection of subjects (or themes, topics, endcodes). */
        Mix: {
            _id: string;
            name: string;
            student: string;
            subject: string;
            subjects: string[];
        };
        /** @description `POST student/{id}/mixes`, `PUT student/{id}/mixes/{mix_id}`. */
        MixBody: {
            name: string;
            subject: string;
            subjects: string[];
        };
        /** @description An id with its name, for breadcrumbs and tables. */
        Named: {
            _id: string;
            name: string;
        };
        /** @description `POST subject`, `PUT subject/{id}`, and the same for theme and topic. */
        NamedBody: {
            name: string;
        };
        /**
         * @description `POST /api/concern`: what worried someone, and optionally the session
         *     or child it was about.
         */
        NewConcern: {
            /** @description The session it happened in, if it did. */
            session_id?: string | null;
            /** @description A parent's or a tutor's child it is about, when no session is named. */
            student_id?: string | null;
            what_happened: string;
        };
        /** @description `POST note/{student}/{subject}`. */
        NewNote: {
            message: string;
        };
        /** @description `POST /api/parent/student`. */
        NewStudentBody: {
            /** @description `yyyy-MM-dd`. */
            dob: string;
            first_name: string;
            gender: string;
            last_name: string;
            /** @description Optional: a child may be home-schooled. */
            school: string;
            /** Format: int64 */
            school_year: number;
            username: string;
        };
        /** @description `POST /api/subscription`. */
        NewSubscription: {
            error_url: string;
            referral_code?: string | null;
            /** @description One of the relative levels ('A year behind' … 'A year ahead'). */
            relative_level: string;
            session_option: string;
            slots: components["schemas"]["ChosenSlot"][];
            /** @description The student's id. */
            student: string;
            /** @description The subject's id. */
            subject: string;
            /** @description Where the payment page sends the parent back to. */
            success_url: string;
            tutor_id?: string | null;
        };
        /** @description `POST /api/tutor` (admins). */
        NewTutorBody: {
            email: string;
            first_name: string;
            last_name: string;
            /** @description The subject's id. */
            subject: string;
        };
        /**
         * @description A message between a student and the adults around them, about a
         *     subject.
         */
        Note: {
            _id: string;
            /**
             * @description Contact details were taken out of the message before it was kept
             *     (docs/safeguarding.md).
             */
            masked: boolean;
            message: components["schemas"]["NoteMessage"];
            sender_id: string;
            sender_name: string;
            student: string;
            subject: string;
            timestamp: string;
        };
        NoteMessage: {
            user_content: string;
        };
        /**
         * @description `GET note/{student}/{subject}`: a page of notes, newest first, `count`
         *     of them, out of `total`.
         */
        NotesPage: {
            /** Format: int64 */
            count: number;
            notes: components["schemas"]["Note"][];
            /** Format: int64 */
            total: number;
        };
        /** @description `PUT notes_read/{student}/{subject}`. */
        NotesRead: {
            timestamp: string;
        };
        /** @description One answer given offline. */
        OfflineAnswer: {
            /** @description Chosen on the desktop (a UUID): the answer's id on the server too. */
            _id: string;
            answer: Record<string, unknown>;
            /** @description ISO 8601: when the student answered. */
            answered_at: string;
            difficulty: components["schemas"]["Difficulty"];
            focus: string[];
            game_id: string;
            /**
             * @description The game it was given in, with the library game and focus the game
             *     started with (the server records the game on its first answer).
             */
            game_summary_id: string;
            question_id: string;
            /**
             * Format: double
             * @description Seconds taken.
             */
            time: number;
        };
        /**
         * @description One e-mail of the outbox (`GET /api/admin/outbox`, demo mode): what
         *     the server sent or, without SMTP, would have sent.
         */
        OutboxEmail: {
            _id: string;
            body: string;
            /** @description ISO 8601. */
            created_at: string;
            recipient: string;
            sent_at: string | null;
            subject: string;
        };
        /**
         * @description An endcode a pack's questions come from, with the ids of its topic,
         *     theme and subject so that a focus on any of them can be resolved
         *     offline.
         */
        PackEndcode: {
            _id: string;
            /** Format: int64 */
            priority: number;
            subject_id: string;
            theme_id: string;
            topic_id: string;
        };
        /** @description The student's standing in one endcode when the pack was made. */
        PackEstimate: {
            /** Format: int64 */
            answer_count: number;
            endcode_id: string;
            /** @description ISO 8601. */
            last_answered_at: string;
            /** Format: double */
            score: number;
            /**
             * Format: double
             * @description How sure the score is, in months (`game::estimate::Estimate`);
             *     absent from packs made before it was kept.
             */
            uncertainty: number | null;
        };
        /** @description A live question with what marking it needs. */
        PackQuestion: {
            _id: string;
            answers: components["schemas"]["AnswerPart"][][];
            endcode_id: string;
            lines: components["schemas"]["Element"][][];
            /** Format: int64 */
            maximum_time: number;
            /** Format: int64 */
            measured_count: number;
            /**
             * Format: double
             * @description The difficulty measured from children's answers and how many it
             *     rests on (`game::estimate::QuestionLevel`); absent from packs made
             *     before it was measured.
             */
            measured_score: number | null;
            ref: string;
            /**
             * Format: double
             * @description The authored difficulty.
             */
            score: number;
            /** Format: int64 */
            standard_time: number;
        };
        /**
         * @description What a parent and the admins send when they create or change the
         *     parent's profile. The e-mail is the account's and is not editable.
         */
        ParentBody: {
            country: string;
            email_opt_in: boolean;
            first_name: string;
            last_name: string;
            phone_number: string;
            postcode: string;
        };
        /** @description `GET /api/parent`. */
        ParentProfile: {
            _id: string;
            country: string;
            email: string;
            email_opt_in: boolean;
            first_name: string;
            last_name: string;
            phone_number: string;
            postcode: string;
            /**
             * Format: int32
             * @description Days a session's recording is kept (docs/recordings.md), for what
             *     parents are told before they buy.
             */
            recording_retention_days: number;
            students: components["schemas"]["StudentSummary"][];
            uid: string;
        };
        /** @description Where to send the parent to pay. */
        PaymentRedirect: {
            redirect_url: string;
        };
        /** @description A paid plan's change waiting to take effect. */
        PendingPlanChange: {
            /** @description The payment page, for a change waiting for its payment. */
            checkout_url: string | null;
            /** @description Weekly, in pounds with two decimals. */
            payment_amount: string;
            session_option: string;
            takes_effect: components["schemas"]["ChangeTakesEffect"];
            /** @description ISO 8601: when the change is let go if nothing happens. */
            until: string;
        };
        /**
         * @description One node of the performance hierarchy (subject > theme > topic >
         *     endcode). Subjects add the engine's uncertainty; endcodes add
         *     description and priority.
         */
        PerformanceNode: {
            _id: string;
            /**
             * Format: int64
             * @description Every answer the student ever gave here; 0 throughout the tree means
             *     there is no performance to show yet, only the content's defaults.
             */
            answer_count: number;
            children: components["schemas"]["PerformanceNode"][];
            /** Format: double */
            current_score: number;
            description?: string;
            /** Format: double */
            max: number | null;
            /** Format: double */
            min: number | null;
            name: string;
            /** Format: double */
            previous_score: number;
            /** Format: int64 */
            priority?: number;
            /** Format: int64 */
            recent_answer_count: number;
            /**
             * Format: double
             * @description For a subject: how unsure the engine is of the child's level there,
             *     a standard deviation in months (docs/games.md, "How the engine
             *     estimates a child's level"). Parents are told no more than it allows.
             */
            uncertainty?: number;
        };
        /**
         * @description Where a profile picture is served from; `path` is absent when the user
         *     has none.
         */
        PicturePath: {
            path?: string;
        };
        /** @description `POST /api/profile/me/picture`. */
        PictureUpload: {
            content_base64: string;
            content_type: string;
        };
        /** @description `POST /api/profile/{user_id}/picture` (admins, for tutors' pictures). */
        PictureUploadFor: {
            content_base64: string;
            content_type: string;
            user_role: string;
        };
        /**
         * @description Where a player streams one recording from: the URL carries a pass, as a
         *     `<video>` element cannot send the bearer token.
         */
        PlaybackPass: {
            /** @description When the pass stops working (ISO 8601). */
            expires_at: string;
            /** @description The recording's stream, relative to the server's origin. */
            url: string;
        };
        /**
         * @description One player of a game summary. Humans carry their coins and counts;
         *     ghosts their id and colour.
         */
        PlayerSummary: {
            /** Format: int64 */
            coins?: number | null;
            colour?: string | null;
            /** Format: int64 */
            correctCnt?: number | null;
            /** Format: int64 */
            difficultyBonus?: number | null;
            /** Format: int64 */
            highestStreak?: number | null;
            id?: string | null;
            player: string;
            playerType: components["schemas"]["PlayerType"];
            /** Format: int64 */
            questionCnt?: number | null;
            /** Format: int64 */
            streak?: number | null;
            /** Format: int64 */
            streakBonus?: number | null;
            /** Format: int64 */
            totalPoints: number;
        };
        /** @enum {string} */
        PlayerType: "human" | "ghost";
        /** @description An area (an endcode) in the child's words, with the answers behind it. */
        PracticeArea: {
            /**
             * Format: int64
             * @description Answers given in the area over the two weeks up to the session.
             */
            answers: number;
            description: string;
            endcode_id: string;
            /** Format: int64 */
            right: number;
        };
        /** @description A preferred part of a day (`POST availability`). */
        PreferredTime: {
            approx_time: components["schemas"]["ApproxTime"];
            /**
             * Format: int64
             * @description 0 is Monday.
             */
            day: number;
        };
        Prize: {
            _id: string;
            /**
             * Format: int64
             * @description Tokens it costs.
             */
            amount: number;
            description: string;
            image: string;
            name: string;
        };
        /** @description `GET student/prizes`. */
        PrizeList: {
            results: components["schemas"]["Prize"][];
        };
        /** @description `GET /api/subscription_products`. */
        ProductList: {
            results: components["schemas"]["SubscriptionProduct"][];
        };
        /**
         * @description `POST endcode/{id}/question` and `PUT question/{id}`. On update `ref` is
         *     read-only: the stored one is kept whatever is sent.
         *
         *     Times and score are read as numbers so that a fraction or a negative
         *     number gets its field's message rather than a parse error.
         */
        QuestionBody: {
            answers: components["schemas"]["AnswerPart"][][];
            lines: components["schemas"]["Element"][][];
            /** Format: double */
            maximum_time: number;
            ref?: string;
            /** Format: double */
            score: number;
            /** Format: double */
            standard_time: number;
            status: components["schemas"]["QuestionStatus"];
        };
        /** @description `GET admin/question/search`. */
        QuestionSearchResult: {
            data: components["schemas"]["AdminQuestion"][];
            metadata: components["schemas"]["SearchMetadata"];
        };
        /** @enum {string} */
        QuestionStatus: "draft" | "review" | "approved" | "live" | "archived";
        /**
         * @description A concern as the person who raised it sees it: that it was received and
         *     where it stands, never the lead's notes.
         */
        RaisedConcern: {
            _id: string;
            raised_at: string;
            state: components["schemas"]["ConcernState"];
            what_happened: string;
        };
        /**
         * @description A parent's choice for one child.
         * @enum {string}
         */
        ReadAloud: "by_year" | "on" | "off";
        /**
         * @description `PUT /api/parent/student/{student_id}/read_aloud`: whether the child
         *     hears each question read out as it appears.
         */
        ReadAloudBody: {
            read_aloud: components["schemas"]["ReadAloud"];
        };
        /**
         * @description `GET /api/ready`: whether each thing the server needs answers, for a
         *     load balancer deciding where to send traffic.
         */
        Readiness: {
            /** @description `ok`, or what went wrong. */
            database: string;
            files: string;
            /**
             * @description The media server that records calls: `ok`, `not used` when none is
             *     configured (which counts as ready), or what went wrong.
             */
            media: string;
            ready: boolean;
        };
        /**
         * @description `PUT /api/parent/student/{student_id}/recording`: whether the parent
         *     lets their child's sessions be recorded.
         */
        RecordingChoice: {
            recorded: boolean;
        };
        /** @description One playback of a recording, as the audit log keeps it. */
        RecordingView: {
            _id: string;
            /** @description The address the request came from. */
            address: string;
            /**
             * @description The `Range` header asked for (`bytes=0-1023`); none for the whole
             *     file, or for a playback opened in the player.
             */
            range: string | null;
            /** @description ISO 8601. */
            viewed_at: string;
            viewer_name: string;
            viewer_role: components["schemas"]["Role"];
            /**
             * @description Who watched: their account id, name and role (a safeguarding lead
             *     is an admin).
             */
            viewer_uid: string;
        };
        /**
         * @description `POST student/prize`. `student_id` is needed only when an admin or
         *     parent redeems for a student; a student redeems for themselves.
         */
        RedeemRequest: {
            prize_id: string;
            student_id?: string | null;
        };
        /** @description `POST /api/availability/referral`: slots of the referring tutor only. */
        ReferralAvailabilityRequest: {
            availability?: components["schemas"]["PreferredTime"][] | null;
            referral_code: string;
            session_option: string;
            subject: string;
        };
        /** @description `POST /api/auth/refresh` and `POST /api/auth/signout`. */
        RefreshRequest: {
            refresh_token: string;
        };
        /** @description One entry of a session's register. */
        RegisterEntry: {
            /** @description ISO 8601. */
            time: string;
            type: string;
            /** @description The account that recorded it. */
            user: string;
        };
        /** @description `PUT /api/session/{id}/register`. */
        RegisterEvent: {
            /** @description When it happened, ISO 8601 (the server records its own time). */
            time: string;
            type: string;
        };
        /** @description `POST /api/util/log`: the UI reports errors that the user saw. */
        RemoteLogEntry: {
            level: components["schemas"]["LogLevel"];
            message: string;
            timestamp: string;
        };
        /** @description `PUT /api/session/{id}/report`: the tutor sends the report, once. */
        ReportToSend: {
            note: string;
            /** @description Endcode ids, each one of the draft's suggestions. */
            practise_next: string[];
        };
        /** @description `PUT /api/student/reset_student_score`. */
        ResetScoreRequest: {
            /** @description One of the relative levels ('A year behind' … 'A year ahead'). */
            relative_level?: string | null;
            /** Format: int64 */
            school_year?: number | null;
            student_id: string;
            subject_id: string;
        };
        /** @description `PUT student/answer/{id}/resolve`. */
        ResolveUpdate: {
            resolved: boolean;
        };
        /** @description `PUT student/answer/{id}`. */
        ReviewUpdate: {
            help_requested: boolean;
            reviewed: boolean;
        };
        /**
         * @description The question as the review screens show it, answers included (the
         *     student has answered it already).
         */
        ReviewedQuestion: {
            _id: string;
            answers: components["schemas"]["AnswerPart"][][];
            lines: components["schemas"]["Element"][][];
            /** Format: int64 */
            maximum_time: number;
            ref: string;
        };
        /**
         * @description The role an account holds. Each account has exactly one.
         *
         *     `Test` exists only on servers started with the test-auth switch and passes
         *     every role check; `Anonymous` is what a visitor without a session is.
         * @enum {string}
         */
        Role: "ADMIN" | "TUTOR" | "PARENT" | "STUDENT" | "TEST" | "ANONYMOUS";
        /**
         * @description `GET /api/session/{id}/room`: the room token and how to use it
         *     (docs/live-sessions.md).
         */
        RoomToken: {
            /**
             * @description Opens the session channel (presence, the whiteboard, and the
             *     built-in call's signalling), whichever the video provider.
             */
            channel_token: string;
            /** @description When the room closes (the session's end), ISO 8601. */
            expires_at: string;
            /** @description Built-in only: where the browser finds its way through networks. */
            ice_servers: components["schemas"]["IceServer"][];
            /** @description Jitsi only: the Jitsi Meet server, e.g. `meet.example.org`. */
            jitsi_domain?: string;
            provider: components["schemas"]["VideoProvider"];
            /**
             * @description Built-in only: the call goes through the server's media server,
             *     which records it (docs/recordings.md). When false the two browsers
             *     connect to each other and nothing is recorded: the room says so.
             */
            recorded: boolean;
            /** @description The room's name: unguessable, with no personal data in it. */
            room_id: string;
            /** @description Built-in: the same as `channel_token`. Jitsi: the participant's JWT. */
            token: string;
        };
        /**
         * @description The answer to `PUT game`: the summary as saved, the tokens earned, and
         *     the best total of earlier games of the same type and duration.
         */
        SavedGame: {
            /** Format: int64 */
            previous_highscore: number;
            summary: components["schemas"]["GameSummary"];
            tokens: null | components["schemas"]["GameTokens"];
        };
        /**
         * @description The drawing: its elements in drawing order, and the pictures they show
         *     by file id.
         */
        Scene: {
            elements: unknown[];
            files: Record<string, unknown>;
        };
        /** @description How many questions sit at one score. */
        ScoreCount: {
            /** Format: int64 */
            occurs: number;
            /** Format: double */
            score: number;
        };
        SearchMetadata: {
            /** Format: int64 */
            from: number;
            /** Format: int64 */
            of: number;
            /** Format: int64 */
            to: number;
        };
        /** @description A session with what the lists show. */
        Session: {
            _id: string;
            cancelled: boolean;
            /**
             * Format: int64
             * @description London day of week (0 is Monday) and minutes from midnight.
             */
            day_of_week: number;
            /**
             * @description Still to come, with a tutor who is suspended: an admin hands it to
             *     another tutor.
             */
            needs_substitute: boolean;
            paid: boolean;
            parent_id: string;
            /** @description The accounts expected in the room: the student's and the tutor's. */
            participants: string[];
            /**
             * @description The session's recording (`GET /api/recording/{id}`), only for those
             *     who may watch it: the child's parent and the safeguarding lead
             *     (docs/recordings.md). Absent for everyone else.
             */
            recording_id?: string | null;
            recurring_session_id: string;
            register: components["schemas"]["RegisterEntry"][];
            relative_level: string;
            /** @description The tutor has sent the report on it (`GET /api/session/{id}/report`). */
            report_sent: boolean;
            rescheduled: boolean;
            /** @description ISO 8601. */
            session_date_time: string;
            session_date_time_end: string;
            /**
             * Format: int64
             * @description Minutes.
             */
            session_length: number;
            /** Format: int64 */
            session_time: number;
            status: components["schemas"]["SessionStatus"];
            student: components["schemas"]["SessionStudent"];
            student_id: string;
            subject: components["schemas"]["Named"];
            subscription_id: string;
            substituted: boolean;
            tutor: components["schemas"]["SessionTutor"];
            tutor_id: string;
        };
        /**
         * @description `POST /api/session/{id}/handoff`: a one-time code that signs a web
         *     browser in for this one session, for the desktop app to open the
         *     session where video calls can run (docs/live-sessions.md).
         */
        SessionHandoff: {
            code: string;
            /** @description The code is refused after this moment, ISO 8601. */
            expires_at: string;
        };
        /** @description A tutor session that took place, or should have, this week. */
        SessionOfWeek: {
            /** @description What became of it, in a parent's words ("Attended"). */
            outcome: string;
            /** @description The tutor's note from their report on it, once sent. */
            report?: string | null;
            /** @description ISO 8601. */
            starts_at: string;
            status: components["schemas"]["SessionStatus"];
            subject: string;
            tutor_first_name: string;
        };
        /**
         * @description `GET /api/session/{id}/report`. Before it is sent, only the session's
         *     tutor (and admins) can read it: a draft prefilled from what the server
         *     knows, with every suggested area to practise and an empty note.
         */
        SessionReport: {
            /** @description The questions the tutor asked live, with the child's answers. */
            live_questions?: components["schemas"]["LiveQuestion"][];
            /**
             * Format: int64
             * @description Whole minutes the child was in the call, within the session's time.
             */
            minutes_in_call: number;
            /** @description The tutor's words; empty in a draft. */
            note: string;
            /** @description The draft's suggestions, or the areas the tutor chose when sending. */
            practise_next: components["schemas"]["PracticeArea"][];
            /** @description ISO 8601; absent in a draft. */
            sent_at?: string | null;
            /** @description ISO 8601: when the session began. */
            session_date_time: string;
            session_id: string;
            /** Format: int64 */
            session_length: number;
            status: components["schemas"]["SessionStatus"];
            student_first_name: string;
            subject: string;
            tutor_first_name: string;
            /**
             * @description The areas of the questions put on the board and asked live, in the
             *     child's words.
             */
            worked_on: string[];
        };
        /** @enum {string} */
        SessionStatus: "Rescheduled" | "Substituted" | "Cancelled" | "Booked" | "Scheduled" | "Attended" | "Missed(tutor)" | "Missed(student)" | "Missed(both)";
        SessionStudent: {
            _id: string;
            first_name: string;
            name: string;
            /** Format: int64 */
            school_year: number;
        };
        SessionTutor: {
            _id: string;
            first_name: string;
        };
        /**
         * @description `POST /api/auth/signin`. `login` is the username for students and the
         *     e-mail address for everyone else; `role` is the sign-in page's role in any
         *     letter case.
         */
        SignInRequest: {
            login: string;
            password: string;
            role: string;
        };
        /** @description `POST /api/auth/signup`: creates a parent account and signs it in. */
        SignUpRequest: {
            email: string;
            password: string;
        };
        /** @description A student record. */
        Student: {
            _id: string;
            dob?: string;
            first_name: string;
            gender?: string;
            last_name: string;
            parent_id: string;
            school?: string;
            /** Format: int64 */
            school_year: number;
            uid: string;
            username: string;
        };
        /** @description One row of `GET /api/student/subject_scores/list`. */
        StudentSubjectScore: {
            _id: string;
            parent_email: string | null;
            /** @description The relative level last set for this subject, if any. */
            relative_level: string | null;
            /** Format: int64 */
            school_year: number;
            /** Format: double */
            score: number;
            student_first_name: string;
            student_id: string;
            student_last_name: string;
            subject_id: string;
            subject_name: string;
            tutor_first_name: string | null;
            tutor_last_name: string | null;
        };
        /** @description One of a parent's students, as the profile lists them. */
        StudentSummary: {
            _id: string;
            first_name: string;
            /** @description Tells apart two children of one family with the same first name. */
            last_name: string;
            /** @description The parent's choice on reading questions aloud (docs/games.md, "Read to me"). */
            read_aloud: components["schemas"]["ReadAloud"];
            /** @description What that choice means for this child now: each question is read out. */
            reads_each_question: boolean;
            /**
             * @description Whether the child's tutoring sessions are recorded: yes, unless the
             *     parent objected (docs/recordings.md).
             */
            recorded: boolean;
            /** @description When the parent objected, ISO 8601; absent while sessions are recorded. */
            recording_objected_at?: string;
            /**
             * Format: int64
             * @description 1–6: what the child's scores are compared with (docs/games.md).
             */
            school_year: number;
            /** @description How much time the child's games give them (docs/games.md). */
            time_allowance: components["schemas"]["TimeAllowance"];
            username: string;
        };
        /** @description A subscription. */
        Subscription: {
            _id: string;
            assigned_sessions: components["schemas"]["AssignedSession"][];
            cancelled: boolean;
            /** @description Weekly, in pounds with two decimals. */
            payment_amount: string;
            /** @description The last payment (ISO 8601); null while pending. */
            payment_date: string | null;
            /** @description A change of the paid plan waiting to take effect, if any. */
            pending_change?: components["schemas"]["PendingPlanChange"];
            referral_code: string | null;
            relative_level: string;
            session_option: string;
            start_date: string;
            status: components["schemas"]["SubscriptionStatus"];
            stripe_subscription_id: string | null;
            student: components["schemas"]["Named"];
            subject: components["schemas"]["Named"];
            tutor: null | components["schemas"]["Named"];
            updated_start_date: string | null;
        };
        /**
         * @description `PUT /api/subscription/{id}`: a new plan and slots for an existing
         *     subscription; a change of price goes through the payment page again.
         */
        SubscriptionChange: {
            error_url: string;
            session_option: string;
            slots: components["schemas"]["ChosenSlot"][];
            success_url: string;
        };
        /**
         * @description What a student's current subscriptions give, in order: none < platform
         *     only < a tutor plan.
         * @enum {string}
         */
        SubscriptionLevel: "None" | "PlatformOnly" | "TutorPlan";
        SubscriptionProduct: {
            label: string;
            /** Format: int64 */
            sessions: number;
            /** Format: int64 */
            weekly_cost_in_pence: number;
        };
        /** @enum {string} */
        SubscriptionStatus: "Cancelled" | "Pending" | "Active";
        /** @description The body of calls whose only news is that they worked. */
        Success: {
            success: boolean;
        };
        /** @description `PUT /api/safeguarding/tutor/{tutor_id}/suspension`. */
        Suspension: {
            /** @description The open concern a suspension is for. */
            concern_id?: string | null;
            suspended: boolean;
        };
        /**
         * @description `POST sync/answers`: at most `SYNC_PAGE_SIZE` answers of one student,
         *     oldest first.
         */
        SyncAnswersRequest: {
            answers: components["schemas"]["OfflineAnswer"][];
            student_id: string;
        };
        /**
         * @description `POST sync/games`: at most `SYNC_PAGE_SIZE` games of one student, each
         *     sent after all of its answers.
         */
        SyncGamesRequest: {
            games: components["schemas"]["GameSummary"][];
            student_id: string;
        };
        /** @enum {string} */
        SyncOutcome: "applied" | "duplicate" | "rejected";
        /** @description The answer to a sync request: one item per item sent, in order. */
        SyncResponse: {
            items: components["schemas"]["SyncedItem"][];
        };
        /** @description What became of one queued item. */
        SyncedItem: {
            _id: string;
            outcome: components["schemas"]["SyncOutcome"];
            reason?: string;
            /** @description For an answer applied or duplicated: the server's own marking. */
            result?: components["schemas"]["Decision"];
        };
        /** @enum {string} */
        TimeAllowance: "standard" | "one_and_a_half" | "double";
        /**
         * @description `PUT /api/parent/student/{student_id}/time_allowance`: the extra time a
         *     parent gives their child in games.
         */
        TimeAllowanceBody: {
            time_allowance: components["schemas"]["TimeAllowance"];
        };
        /** @description One entry of the token history: a game's tokens, a prize, or a grant. */
        TokenHistoryEntry: {
            _id: string;
            created_at: string;
            /** @description The game's description. */
            game?: string;
            game_summary_id?: string;
            /** Format: int64 */
            pending_token_count: number;
            /** @description The prize's name. */
            prize?: string;
            rows: components["schemas"]["TokenRow"][];
            /** Format: int64 */
            token_count: number;
            /** Format: int64 */
            without_subscription_count: number;
        };
        /** @description `GET student/{id}/tokens`. `total_token_count` is the balance. */
        TokenList: {
            rows: components["schemas"]["TokenHistoryEntry"][];
            /** Format: int64 */
            total_earned_without_subscription_count: number;
            /** Format: int64 */
            total_pending_token_count: number;
            /** Format: int64 */
            total_token_count: number;
        };
        /**
         * @description A signed-in session: a short-lived id token for `Authorization: Bearer`
         *     and a rotating refresh token that may be used exactly once.
         */
        TokenResponse: {
            /**
             * Format: int64
             * @description Seconds until the id token expires.
             */
            expires_in: number;
            id_token: string;
            /**
             * @description True after sign-in with a one-time password: until the password is
             *     changed, only the password, profile and sign-out calls are allowed.
             */
            must_change_password: boolean;
            refresh_token: string;
            role: components["schemas"]["Role"];
            uid: string;
        };
        TokenRow: {
            _id: string;
            /**
             * Format: int64
             * @description Positive when earned, negative when spent.
             */
            amount: number;
            answer_id?: string;
            created_at: string;
            note?: string;
            status: components["schemas"]["TokenStatus"];
        };
        /** @enum {string} */
        TokenStatus: "Manual" | "Pending" | "Awarded" | "Reviewed" | "Spent";
        /** @description `GET student/{id}/trend_stats`: one week's snapshot. */
        TrendStat: {
            scores: components["schemas"]["EndcodeScore"][];
            /** @description The week's start (Monday 00:00 UTC), ISO 8601. */
            timestamp: string;
        };
        /** @description A tutor's profile. */
        Tutor: {
            _id: string;
            bank_account: string | null;
            country: string;
            /** @description Set by admins from the certificate; a tutor cannot change it. */
            dbs_issue_date: string | null;
            /** @description The first day the check is no longer current (`YYYY-MM-DD`). */
            dbs_lapses_on: string | null;
            /** @description Where the DBS check stands today, under the server's policy. */
            dbs_status: components["schemas"]["DbsStatus"];
            dob: string | null;
            email: string;
            first_name: string;
            gender: string | null;
            last_name: string;
            phone_number: string | null;
            postcode: string | null;
            profile_picture: string | null;
            /** @description The code (`PTR-…`) parents use to book with this tutor. */
            referral_code: string | null;
            sort_code: string | null;
            subject?: components["schemas"]["Named"];
            /** @description Suspended by the safeguarding lead while a concern is looked into. */
            suspended: boolean;
            uid: string;
        };
        /**
         * @description `PUT /api/tutor`: the whole profile. The e-mail and the picture are not
         *     changed by it; only an admin changes the subject and the DBS issue date.
         */
        TutorBody: {
            _id: string;
            bank_account?: string | null;
            country: string;
            dbs_issue_date?: string | null;
            dob?: string | null;
            first_name: string;
            gender?: string | null;
            last_name: string;
            phone_number: string;
            postcode: string;
            sort_code?: string | null;
            /** @description The subject's id. */
            subject?: string | null;
        };
        /** @description A free slot offered to a parent, with the tutor who would take it. */
        TutorSlot: {
            _id: string;
            /** Format: int64 */
            day_of_week: number;
            /** Format: int64 */
            time: number;
            tutor_id: string;
            /** @description The tutor's first and last name, for the review before paying. */
            tutor_name: string;
        };
        /**
         * @description `GET unread_notes/{student}/{subject}`: notes from others since the
         *     caller last read, and when that was.
         */
        UnreadNotes: {
            /** Format: int64 */
            count: number;
            timestamp?: string;
        };
        /**
         * @description `GET /api/admin/session/unreported`: a session that took place more
         *     than a day ago and still has no report.
         */
        UnreportedSession: {
            /** @description ISO 8601. */
            session_date_time: string;
            session_id: string;
            student_name: string;
            subject: string;
            tutor_name: string;
        };
        /**
         * @description The role-specific record behind an account: the student, parent or tutor
         *     profile id (`_id`), or the account id for admins.
         */
        UserData: {
            _id: string;
            display_name?: string;
            email?: string;
            profile_picture?: string;
            username: string;
        };
        Vec: ({
            text: string;
            /** @enum {string} */
            type: "Text";
        } | {
            image_id: string;
            /** @enum {string} */
            type: "Image";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Text input";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Textcs";
        } | {
            ref: string;
            /** @enum {string} */
            type: "MC";
            value: string;
        } | {
            ref: string;
            /** @enum {string} */
            type: "Coordinate";
        } | {
            ref: string;
            /** @enum {string} */
            type: "RatioXY";
        } | {
            ref: string;
            /** @enum {string} */
            type: "RatioXYZ";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Fraction";
        } | {
            ref: string;
            /** @enum {string} */
            type: "MixedFraction";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Time";
        } | {
            ref: string;
            /** @enum {string} */
            type: "GBP";
        } | {
            ref: string;
            /** @enum {string} */
            type: "Whole Number";
        } | {
            ref: string;
            /** @enum {string} */
            type: "1dp";
        } | {
            ref: string;
            /** @enum {string} */
            type: "2dp";
        } | {
            ref: string;
            /** @enum {string} */
            type: "3dp";
        } | {
            ref: string;
            /** @enum {string} */
            type: "4dp";
        })[];
        /** @description `GET /api/video/check`: what the Audio/Video Check tries to reach. */
        VideoCheck: {
            /** @description Built-in only, with TURN credentials good for a few minutes. */
            ice_servers: components["schemas"]["IceServer"][];
            /** @description Jitsi only. */
            jitsi_domain?: string;
            provider: components["schemas"]["VideoProvider"];
        };
        /**
         * @description Which video service runs the room; the server's configuration decides.
         * @enum {string}
         */
        VideoProvider: "builtin" | "jitsi";
        /**
         * @description `GET /api/parent/digest`: the week so far, Monday 00:00 London time up
         *     to now.
         */
        WeeklyDigest: {
            children: components["schemas"]["ChildWeek"][];
            /** @description ISO 8601: the following Monday 00:00 London time. */
            week_end: string;
            /** @description ISO 8601: Monday 00:00 London time. */
            week_start: string;
        };
        /** @description `POST /api/subscription/{id}/reschedule`: move one weekly slot. */
        WeeklyReschedule: {
            /** Format: int64 */
            new_day_of_week: number;
            /** Format: int64 */
            new_time: number;
            /** Format: int64 */
            old_day_of_week: number;
            /** Format: int64 */
            old_time: number;
            /** Format: int64 */
            session_length: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    api_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiStatus"];
                };
            };
        };
    };
    list_backups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Backups"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    back_up_now: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupSummary"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    download_backup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    find_family: {
        parameters: {
            query: {
                /** @description The parent's e-mail address. */
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilySummary"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No family has this e-mail address */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    close_family: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The parent's _id */
                parent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyClosed"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    export_family: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The parent's _id */
                parent_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyExport"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upload_image: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImageUpload"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImageId"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    outbox: {
        parameters: {
            query?: {
                /** @description Only the e-mails to this address. */
                recipient?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxEmail"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search_questions: {
        parameters: {
            query?: {
                /** @description repeat or comma-separate */
                status?: components["schemas"]["QuestionStatus"][];
                ref?: string;
                _from?: number;
                _limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionSearchResult"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unreported: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreportedSession"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_variables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVariables"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_variables: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminVariables"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminVariables"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AskRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AskedQuestion"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    act_as: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The student's _id */
                student_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Not this parent's student */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    redeem_handoff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HandoffRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    change_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Wrong current password or weak new one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Unknown, expired, revoked or reused */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sign_in: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Incorrect username or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed attempts */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sign_out: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
        };
    };
    sign_up: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description Invalid e-mail or password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description E-mail already registered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many sign-ups from this address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    offer_slots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvailabilityRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TutorSlot"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    offer_referral_slots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferralAvailabilityRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TutorSlot"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    client_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientConfig"];
                };
            };
        };
    };
    raise: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewConcern"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaisedConcern"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    raised: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaisedConcern"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_endcode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endcode_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEndcode"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_endcode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endcode_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndcodeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEndcode"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_question: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endcode_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuestion"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    close_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseFamilyRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyClosed"];
                };
            };
            /** @description Incorrect password */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    export_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyExport"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_game: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameSummary"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedGame"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    highscore: {
        parameters: {
            query: {
                game_type: string;
                duration: number;
                /** @description The student; a student's own when absent. */
                student_id?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Highscore"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    library: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibraryGame"][];
                };
            };
        };
    };
    subjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Named"][];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportStatus"];
                };
            };
        };
    };
    list_folder: {
        parameters: {
            query?: {
                /** @description A folder's `id` from an earlier listing; the top folder when absent. */
                folder?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveItem"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    import_questions: {
        parameters: {
            query: {
                /** @description A file's `id` from the folder listing. */
                file: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    results: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    import_subjects: {
        parameters: {
            query: {
                /** @description A file's `id` from the folder listing. */
                file: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    template: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description subjects or questions */
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upload: {
        parameters: {
            query: {
                folder?: string;
                /** @description The file name; it must end `.subjects.xlsx` or `.questions.xlsx`. */
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": number[];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveItem"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_notes: {
        parameters: {
            query?: {
                /** @description Only notes before this moment (ISO 8601); the newest when absent. */
                before?: string | null;
                /** @description How many (10 when absent). */
                limit?: number | null;
            };
            header?: never;
            path: {
                student: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotesPage"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    post_note: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewNote"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Note"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    events: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description message events, each a Note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": unknown;
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mark_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotesRead"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_parent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentProfile"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_parent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentProfile"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_parent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentProfile"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_digest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyDigest"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_student: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewStudentBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    set_read_aloud: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadAloudBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentProfile"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    set_recording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordingChoice"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentProfile"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    set_time_allowance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeAllowanceBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentProfile"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    choose_avatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvatarChoice"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PicturePath"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upload_my_picture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PictureUpload"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PicturePath"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    picture_of: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's uid */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PicturePath"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upload_picture_for: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's uid */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PictureUploadFor"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PicturePath"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_question: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                question_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuestion"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_question: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                question_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuestion"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    archive_question: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                question_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuestion"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                question_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnswerResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    play_recording: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                recording_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole recording */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/webm": unknown;
                };
            };
            /** @description The bytes asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/webm": unknown;
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    board_at: {
        parameters: {
            query: {
                /** @description How far into the recording, in milliseconds. */
                at_ms: number;
            };
            header?: never;
            path: {
                recording_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scene"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    open_playback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                recording_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaybackPass"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    stream_recording: {
        parameters: {
            query: {
                /** @description The pass from `POST /recording/{recording_id}/playback`. */
                pass: string;
            };
            header?: never;
            path: {
                recording_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole recording */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/webm": unknown;
                };
            };
            /** @description The bytes asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "video/webm": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    recording_views: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                recording_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordingView"][];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_concern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                concern_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Concern"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    update_concern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                concern_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConcernUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Concern"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_concerns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Concern"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    mark_flagged_reviewed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                message_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_flagged: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlaggedMessage"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    suspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tutor_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Suspension"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancel_session: {
        parameters: {
            query: {
                session_id: string;
                subscription_id?: string | null;
                session_date_time?: string | null;
                new_session_date_time?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    past: {
        parameters: {
            query?: {
                student_id?: string | null;
                parent_id?: string | null;
                tutor_id?: string | null;
                /** @description ISO 8601; upcoming lists default to now. */
                after_time?: string | null;
                /** @description ISO 8601; past lists default to now. */
                before_time?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    upcoming: {
        parameters: {
            query?: {
                student_id?: string | null;
                parent_id?: string | null;
                tutor_id?: string | null;
                /** @description ISO 8601; upcoming lists default to now. */
                after_time?: string | null;
                /** @description ISO 8601; past lists default to now. */
                before_time?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reschedule_session: {
        parameters: {
            query: {
                session_id: string;
                subscription_id?: string | null;
                session_date_time?: string | null;
                new_session_date_time?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    substitute_session: {
        parameters: {
            query: {
                session_id: string;
                subscription_id?: string | null;
                session_date_time?: string | null;
                new_session_date_time?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bank: {
        parameters: {
            query: {
                endcode_id: string;
            };
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankQuestion"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    open_channel: {
        parameters: {
            query: {
                /**
                 * @description The room token of `GET /session/{session_id}/room` (browsers cannot
                 *     set headers on a WebSocket).
                 */
                token: string;
            };
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching to the WebSocket protocol */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    chat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"][];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionHandoff"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    live_questions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveQuestion"][];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    ask_live_question: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AskLiveQuestion"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveQuestion"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    answer_live_question: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
                asked_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LiveAnswerRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnswerResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterEvent"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionReport"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    send_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportToSend"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionReport"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    room: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomToken"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    whiteboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scene"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    add_board_picture: {
        parameters: {
            query?: {
                /** @description Which page of a PDF, 1 first; the first when not said. */
                page?: number | null;
            };
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": number[];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardPicture"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    board_picture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardFile"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    review_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                answer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resolve_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                answer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    redeem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    prizes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrizeList"];
                };
            };
        };
    };
    reset_score: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetScoreRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_scores: {
        parameters: {
            query?: {
                _from?: number | null;
                _limit?: number | null;
                /** @description Only this student's scores. */
                studentId?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentSubjectScore"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    content_pack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                subject_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPack"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_answers: {
        parameters: {
            query?: {
                /** @description Start of the window (ISO 8601); a week ago when absent. */
                since_date_iso?: string | null;
                /** @description End of the window (ISO 8601); now when absent. */
                to_date_iso?: string | null;
            };
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnswerRecord"][];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    current_stats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerformanceNode"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_mixes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mix"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_mix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MixBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mix"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_mix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
                mix_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MixBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mix"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    delete_mix: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
                mix_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedMix"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    token_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenList"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    grant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrantTokens"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    trend_stats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrendStat"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_subjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubject"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_subject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NamedBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_subject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subject_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubject"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_subject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subject_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NamedBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSubject"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_themes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subject_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTheme"][];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_theme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subject_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NamedBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTheme"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSubscription"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRedirect"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_subscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_subscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    change_subscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionChange"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRedirect"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancel_subscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelledSubscription"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reschedule_subscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeeklyReschedule"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    substitute_subscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                subscription_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sync_answers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SyncAnswersRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sync_games: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SyncGamesRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_theme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTheme"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_theme: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NamedBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTheme"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_topics: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTopic"][];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_topic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                theme_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NamedBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTopic"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_topic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTopic"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_topic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NamedBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTopic"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_endcodes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEndcode"][];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_endcode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndcodeBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEndcode"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_tutor: {
        parameters: {
            query?: {
                /** @description The tutor's id (or account id); a tutor may leave it out for their own. */
                _id?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tutor"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_tutor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TutorBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tutor"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    create_tutor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewTutorBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tutor"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list_tutors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tutor"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_availability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description tutor id or account id */
                tutor_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    save_availability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description tutor id or account id */
                tutor_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Availability"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                student: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadNotes"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    remote_log: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoteLogEntry"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    video_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoCheck"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
