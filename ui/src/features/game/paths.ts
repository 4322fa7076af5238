/** Where the game's screens live (docs/games.md). */
export const SETUP_PATH = '/game/step1_setup';
export const SUMMARY_PATH = '/game/step3_summary';
export const STUDENT_HOME_PATH = '/student';
