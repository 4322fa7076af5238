import type { Difficulty } from '../../../generated/Difficulty';
import type { GameMode } from '../../../generated/GameMode';
import type { GameSummary } from '../../../generated/GameSummary';
import type { GameTokens } from '../../../generated/GameTokens';

/** Everything a game needs to know before it starts. */
export interface GameConfig {
  /** The library game, e.g. speed-1-multi. */
  gameId: string;
  gameType: string;
  /** Seconds. */
  duration: number;
  mode: GameMode;
  /** Subject ids, or the ids a mix holds. */
  focus: string[];
  /** The difficulty of the first question. */
  difficulty: Difficulty;
  studentId: string;
  playerName: string;
}

/** What the summary screen shows: the saved game, or our own figures if saving failed. */
export interface FinishedGame {
  mode: GameMode;
  summary: GameSummary;
  /** Null when the game could not be saved. */
  tokens: GameTokens | null;
  previousHighscore: number;
}
