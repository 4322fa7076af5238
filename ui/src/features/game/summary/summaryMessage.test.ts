import { describe, expect, it } from 'vitest';

import { type GameResult, summaryMessage } from './summaryMessage';

describe('the game end message', () => {
  it.each<[string, GameResult, string]>([
    [
      'won, new record',
      { mode: 'multiplayer', total: 90, previousHighscore: 80, opponentTotals: [10, 50, 89] },
      'You won with a new record score!',
    ],
    [
      'won, first game ever',
      { mode: 'multiplayer', total: 5, previousHighscore: 0, opponentTotals: [0, 0, 4] },
      'You won with a new record score!',
    ],
    [
      'won, record only equalled',
      { mode: 'multiplayer', total: 80, previousHighscore: 80, opponentTotals: [10, 20, 30] },
      'You won!',
    ],
    [
      'won, below the record',
      { mode: 'multiplayer', total: 60, previousHighscore: 80, opponentTotals: [10, 20, 30] },
      'You won!',
    ],
    [
      'a tie with an opponent is not a win',
      { mode: 'multiplayer', total: 90, previousHighscore: 10, opponentTotals: [90, 20, 30] },
      'Good try, keep practicing.',
    ],
    [
      'lost, even with a new record',
      { mode: 'multiplayer', total: 90, previousHighscore: 10, opponentTotals: [95, 20, 30] },
      'Good try, keep practicing.',
    ],
    [
      'alone, new record',
      { mode: 'singleplayer', total: 81, previousHighscore: 80, opponentTotals: [] },
      'A new record score, well done!',
    ],
    [
      'alone, equal to the record',
      { mode: 'singleplayer', total: 80, previousHighscore: 80, opponentTotals: [] },
      'Good try, keep practicing to beat your highest score of 80.',
    ],
    [
      'alone, nothing scored in the first game',
      { mode: 'singleplayer', total: 0, previousHighscore: 0, opponentTotals: [] },
      'Good try, keep practicing to beat your highest score of 0.',
    ],
  ])('%s', (_, result, message) => {
    expect(summaryMessage(result)).toBe(message);
  });
});
