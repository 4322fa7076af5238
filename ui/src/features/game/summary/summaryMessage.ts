import type { GameMode } from '../../../generated/api/schemas';

/* The game end message (docs/games.md), word for word. */

export const WON_WITH_RECORD = 'You won with a new record score!';
export const WON = 'You won!';
export const GOOD_TRY = 'Good try, keep practicing.';
export const NEW_RECORD = 'A new record score, well done!';

export function goodTryBeat(highscore: number): string {
  return `Good try, keep practicing to beat your highest score of ${highscore}.`;
}

export interface GameResult {
  mode: GameMode;
  total: number;
  /** The best total of earlier games of this type and length (0 if none). */
  previousHighscore: number;
  opponentTotals: number[];
}

/** A new record beats every earlier game; winning beats every opponent. */
export function summaryMessage(result: GameResult): string {
  const newRecord = result.total > result.previousHighscore;
  if (result.mode === 'singleplayer') {
    return newRecord ? NEW_RECORD : goodTryBeat(result.previousHighscore);
  }
  const won = result.opponentTotals.every((opponent) => result.total > opponent);
  if (won && newRecord) return WON_WITH_RECORD;
  if (won) return WON;
  return GOOD_TRY;
}
