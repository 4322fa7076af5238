import { describe, expect, it } from 'vitest';

import type { AskedQuestion } from '../../../generated/api/schemas';
import { newGhost } from '../rules/ghosts';
import { pointsForAnswer } from '../rules/scoring';
import { canPass, gameReducer, NOT_STARTED, type GameState } from './gameState';

const NOW = '2026-11-24T10:00:00.000Z';
const QUESTION: AskedQuestion = {
  _id: 'q-1',
  ref: 'Q1',
  score: 60,
  maximum_time: 40,
  standard_time: 10,
  lines: [],
  endcode: 'e-1',
};

function started(timeFactor: number): GameState {
  return gameReducer(NOT_STARTED, {
    type: 'start',
    gameSummaryId: 'g-1',
    duration: 60,
    timeFactor,
    ghosts: [newGhost(0, 'Nova', 1.1)],
    difficulty: 'MEDIUM',
    now: NOW,
  });
}

function beats(state: GameState, count: number, roll = 0): GameState {
  let next = state;
  for (let beat = 0; beat < count; beat += 1) {
    next = gameReducer(next, { type: 'heartbeat', rolls: [roll], now: NOW });
  }
  return next;
}

describe('a game on double time', () => {
  it('lasts twice as long', () => {
    expect(started(1).remainingSeconds).toBe(60);
    expect(started(2).remainingSeconds).toBe(120);
    expect(beats(started(2), 119).phase).toBe('in_play');
    expect(beats(started(2), 120).phase).toBe('over');
  });

  it('lets its ghosts live one second in two', () => {
    // A ghost answers only after 10 quiet seconds of its own.
    expect(beats(started(1), 11).ghosts[0]?.questionCnt).toBe(1);
    expect(beats(started(2), 11).ghosts[0]?.questionCnt).toBe(0);
    expect(beats(started(2), 22).ghosts[0]?.questionCnt).toBe(1);
  });

  it('opens Pass after twice the standard time and scores the answer on standard time', () => {
    let state = gameReducer(started(2), {
      type: 'asked',
      question: QUESTION,
      difficulty: 'MEDIUM',
      now: Date.parse(NOW),
    });
    state = beats(state, 19, 1);
    expect(canPass(state)).toBe(false);
    state = beats(state, 1, 1);
    expect(canPass(state)).toBe(true);
    state = gameReducer(gameReducer(state, { type: 'submitting' }), {
      type: 'answered',
      decision: 'CORRECT',
      correctAnswers: [],
      seconds: 20,
    });
    expect(state.player.score).toBe(pointsForAnswer(10, 10));
  });

  it('opens Pass halfway through the game on a question longer than the game', () => {
    // Standard time 84 s: on double time Pass would open after 168 s of a
    // 120-second game, so it opens halfway, with a minute still to play.
    let state = gameReducer(started(2), {
      type: 'asked',
      question: { ...QUESTION, standard_time: 84, maximum_time: 168 },
      difficulty: 'MEDIUM',
      now: Date.parse(NOW),
    });
    state = beats(state, 59, 1);
    expect(canPass(state)).toBe(false);
    state = beats(state, 1, 1);
    expect(canPass(state)).toBe(true);
    expect(state.remainingSeconds).toBe(60);
  });
});
