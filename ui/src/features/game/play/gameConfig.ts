import type { Difficulty, GameMode, GameSummary, GameTokens } from '../../../generated/api/schemas';

/** Everything a game needs to know before it starts. */
export interface GameConfig {
  /** The library game, e.g. speed-1-multi. */
  gameId: string;
  gameType: string;
  /** Seconds, on standard time. */
  duration: number;
  /** The child's extra time: the game's clock runs this much slower (docs/games.md). */
  timeFactor: number;
  mode: GameMode;
  /** Subject ids, or the ids a mix holds. */
  focus: string[];
  /** The difficulty of the first question. */
  difficulty: Difficulty;
  studentId: string;
  playerName: string;
  /** Each question is read out as it appears (docs/games.md, "Read to me"). */
  readsEachQuestion: boolean;
}

export const COUNTED_AT_SYNC = 'counted at sync';

/** What the summary screen shows: the saved game, or our own figures if saving failed. */
export interface FinishedGame {
  mode: GameMode;
  summary: GameSummary;
  /**
   * The tokens the server counted; `COUNTED_AT_SYNC` when the desktop app
   * saved the game offline (the server counts them once it has the game);
   * null when the game could not be saved.
   */
  tokens: GameTokens | typeof COUNTED_AT_SYNC | null;
  previousHighscore: number;
}
