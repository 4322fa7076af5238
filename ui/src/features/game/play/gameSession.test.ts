import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Difficulty } from '../../../generated/api/schemas';
import { setTransport } from '../../../lib/api/client';
import type { TransportRequest } from '../../../lib/api/transport';
import { ghostTotal } from '../rules/ghosts';
import { NEW_PLAYER_SCORE, pointsForAnswer } from '../rules/scoring';
import { fakeGameServer, type FakeGameServerOptions } from './fakeGameServer';
import { COUNTED_AT_SYNC, type FinishedGame, type GameConfig } from './gameConfig';
import { ASK_AGAIN_MAX_MS, ASK_AGAIN_MS, askAgainDelay, GameSession } from './gameSession';
import { betweenQuestions, canPass, canPause, canSubmit, waitingToAskAgain } from './gameState';

const CONFIG: GameConfig = {
  gameId: 'speed-1-multi',
  gameType: 'speed_standard',
  duration: 60,
  timeFactor: 1,
  mode: 'multiplayer',
  focus: ['maths'],
  difficulty: 'HARD',
  studentId: 'student-1',
  playerName: 'Ada',
  readsEachQuestion: false,
};

/**
 * Lets answered requests land: the fake server answers at once, and an
 * answer's validator loads with the first call that needs it.
 */
const settle = async () => {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
};
const seconds = (count: number) => vi.advanceTimersByTimeAsync(count * 1000);

function startGame(
  config: Partial<GameConfig> = {},
  server: FakeGameServerOptions = {},
  random = () => 0.5,
) {
  const fake = fakeGameServer(server);
  setTransport(fake.transport);
  const finished: FinishedGame[] = [];
  const game = new GameSession({ ...CONFIG, ...config }, (result) => finished.push(result), {
    random,
    newId: () => 'game-1',
  });
  game.attach();
  return { ...fake, game, finished, state: () => game.getState() };
}

/** Types the right (or a wrong) answer to question n and submits it. */
async function answer(game: GameSession, n: number, right = true) {
  game.setAnswer({ '0-1': { ref: 'n', value: String(right ? 2 * n : 2 * n + 1) } });
  await game.submit();
  await settle();
}

async function next(game: GameSession, difficulty?: Difficulty) {
  if (difficulty) game.chooseDifficulty(difficulty);
  await game.nextQuestion();
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setTransport(null);
});

describe('starting a game', () => {
  it('gives it an id, three ghosts and the full time, and asks at the chosen difficulty', async () => {
    const { game, asks, state } = startGame();
    await settle();
    expect(state().phase).toBe('in_play');
    expect(state().gameSummaryId).toBe('game-1');
    expect(state().remainingSeconds).toBe(60);
    expect(state().ghosts.map((ghost) => ghost.colour)).toEqual(['red', 'orange', 'blue']);
    expect(asks).toEqual([
      {
        student: 'student-1',
        difficulty: 'HARD',
        focus: ['maths'],
        endcodes_to_exclude: [],
        game_summary_id: 'game-1',
        game_id: 'speed-1-multi',
      },
    ]);
    expect(state().shown?.question._id).toBe('q1');
    expect(state().questionAsked).toBe(true);
    game.attach();
    expect(asks).toHaveLength(1);
  });

  it('has no ghosts in singleplayer', async () => {
    const { state } = startGame({ mode: 'singleplayer' });
    await settle();
    expect(state().ghosts).toEqual([]);
  });

  it('shows the loading state until the question arrives', () => {
    const { state } = startGame();
    expect(state().loading).toBe('question');
    expect(state().shown).toBeNull();
  });
});

describe('the heartbeat', () => {
  it('takes a second off the clock every second', async () => {
    const { state } = startGame();
    await seconds(5);
    expect(state().remainingSeconds).toBe(55);
  });

  it('stops while paused, which is only possible with no question pending', async () => {
    const { game, state } = startGame();
    await settle();
    expect(canPause(state())).toBe(false);
    game.pause();
    expect(state().phase).toBe('in_play');

    await answer(game, 1);
    expect(canPause(state())).toBe(true);
    game.pause();
    expect(state().phase).toBe('paused');
    const left = state().remainingSeconds;
    await seconds(10);
    expect(state().remainingSeconds).toBe(left);
    expect(betweenQuestions(state())).toBe(false);

    game.unpause();
    await seconds(3);
    expect(state().remainingSeconds).toBe(left - 3);
  });

  it('cannot pause while the next question is being fetched', async () => {
    const { game, state } = startGame();
    expect(state().loading).toBe('question');
    game.pause();
    expect(state().phase).toBe('in_play');
  });
});

describe('answering', () => {
  it('enables Submit only once something is typed, and ignores a submit without', async () => {
    const { game, state, answers } = startGame();
    await settle();
    expect(canSubmit(state())).toBe(false);
    await game.submit();
    expect(answers).toHaveLength(0);
    game.setAnswer({ '0-1': { ref: 'n', value: '2' } });
    expect(canSubmit(state())).toBe(true);
  });

  it('ignores a second submit while the first is on its way', async () => {
    const { game, answers } = startGame();
    await settle();
    game.setAnswer({ '0-1': { ref: 'n', value: '2' } });
    const first = game.submit();
    void game.submit();
    await first;
    await settle();
    expect(answers).toHaveLength(1);
  });

  it('scores a correct answer by the rules, with the time taken', async () => {
    const { game, state, answers } = startGame();
    await settle();
    await seconds(4);
    await answer(game, 1);
    expect(answers[0]!.body).toMatchObject({
      student_id: 'student-1',
      time: 4,
      difficulty: 'HARD',
      answer: { '0-1': { ref: 'n', value: '2' } },
      game_summary_id: 'game-1',
      game_id: 'speed-1-multi',
    });
    expect(state().result?.decision).toBe('CORRECT');
    expect(state().player).toMatchObject({
      score: pointsForAnswer(10, 4),
      bonus_points: 2,
      consecutive_correct_answers: 1,
      correct_answers: 1,
      total_questions: 1,
    });
  });

  it('shows the correct answers after a wrong answer and resets the streak', async () => {
    const { game, state } = startGame();
    await settle();
    await answer(game, 1, false);
    expect(state().result).toEqual({
      decision: 'INCORRECT',
      correctAnswers: [[{ ref: 'n', values: ['2'] }]],
      before: NEW_PLAYER_SCORE,
    });
    expect(state().player.consecutive_correct_answers).toBe(0);
    expect(state().player.total_questions).toBe(1);
  });

  it("enables Pass once the question's standard time has gone by, and passes with no answer", async () => {
    const { game, state, answers } = startGame({}, { standardTime: 8 });
    await settle();
    await seconds(7);
    expect(canPass(state())).toBe(false);
    await game.pass();
    expect(answers).toHaveLength(0);
    await seconds(1);
    expect(canPass(state())).toBe(true);
    game.setAnswer({ '0-1': { ref: 'n', value: '5' } });
    await game.pass();
    await settle();
    expect(answers[0]!.body.answer).toEqual({});
    expect(state().result?.decision).toBe('PASSED');
  });

  it('returns the difficulty to MEDIUM after a submit', async () => {
    const { game, state } = startGame();
    await settle();
    expect(state().difficulty).toBe('HARD');
    await answer(game, 1);
    expect(state().difficulty).toBe('MEDIUM');
  });

  it('lets the difficulty change only between questions', async () => {
    const { game, state } = startGame();
    await settle();
    game.chooseDifficulty('SUPER_HARD');
    expect(state().difficulty).toBe('HARD');
    await answer(game, 1);
    game.chooseDifficulty('SUPER_HARD');
    expect(state().difficulty).toBe('SUPER_HARD');
  });
});

describe('the next question', () => {
  it('is prefetched at MEDIUM, HARD and SUPER_HARD, away from the last endcode', async () => {
    const { game, asks, state } = startGame();
    await settle();
    await answer(game, 1);
    expect(asks.slice(1).map((ask) => [ask.difficulty, ask.endcodes_to_exclude])).toEqual([
      ['MEDIUM', ['e1']],
      ['HARD', ['e1']],
      ['SUPER_HARD', ['e1']],
    ]);
    await next(game, 'HARD');
    expect(asks).toHaveLength(4);
    expect(state().shown?.question._id).toBe('q3');
    expect(state().shown?.difficulty).toBe('HARD');
  });

  it('reuses the MEDIUM question for EASY, answered as EASY', async () => {
    const { game, asks, answers, state } = startGame();
    await settle();
    await answer(game, 1);
    await next(game, 'EASY');
    expect(asks).toHaveLength(4);
    expect(state().shown?.question._id).toBe('q2');
    await answer(game, 2);
    expect(answers[1]!.body.difficulty).toBe('EASY');
    expect(state().player.bonus_points).toBe(2);
    expect(state().player.consecutive_correct_answers).toBe(0);
  });

  it('shows the messages when asking fails, logs them, and tries again on Next question', async () => {
    const failing = {
      status: 404,
      body: { errors: ['There are no questions for this choice yet'] },
    };
    // Remote logging writes ERROR entries to the console too (and sends them once signed in).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { game, asks, state } = startGame(
      {},
      { ask: (_, count) => (count === 1 ? failing : null) },
    );
    await settle();
    expect(state().error).toEqual(['There are no questions for this choice yet']);
    expect(state().shown).toBeNull();
    expect(betweenQuestions(state())).toBe(true);
    expect(logged).toHaveBeenCalledWith('There are no questions for this choice yet');
    logged.mockRestore();
    await next(game);
    expect(asks).toHaveLength(2);
    expect(state().error).toBeNull();
    expect(state().shown?.question._id).toBe('q2');
    await seconds(ASK_AGAIN_MS / 1000);
    expect(asks).toHaveLength(2);
  });
});

describe('after a failed ask', () => {
  const failing = { status: 500, body: { errors: ['Database down'] } };

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('asks again by itself, with nothing pressed, and shows the question', async () => {
    const { asks, state } = startGame({}, { ask: (_, count) => (count === 1 ? failing : null) });
    await settle();
    expect(state().error).toEqual(['Database down']);
    expect(waitingToAskAgain(state())).toBe(true);
    await vi.advanceTimersByTimeAsync(ASK_AGAIN_MS - 1);
    expect(asks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asks).toHaveLength(2);
    expect(asks[1]!.difficulty).toBe('HARD');
    expect(state().error).toBeNull();
    expect(waitingToAskAgain(state())).toBe(false);
    expect(state().shown?.question._id).toBe('q2');
  });

  it('waits twice as long after each further failure, up to 30 seconds', async () => {
    expect([1, 2, 3, 4, 5, 6].map(askAgainDelay)).toEqual([
      3000,
      6000,
      12_000,
      24_000,
      ASK_AGAIN_MAX_MS,
      ASK_AGAIN_MAX_MS,
    ]);
    const { asks } = startGame({ duration: 300 }, { ask: () => failing });
    await settle();
    await seconds(3);
    expect(asks).toHaveLength(2);
    await seconds(5);
    expect(asks).toHaveLength(2);
    await seconds(1);
    expect(asks).toHaveLength(3);
  });

  it('leaves a failed answer to Next question: its question stays on screen', async () => {
    const { game, asks, state, transport } = startGame();
    await settle();
    const send = transport.send;
    transport.send = vi.fn(async (request: TransportRequest) =>
      request.path === 'question/q1/answer' ? failing : send(request),
    );
    await answer(game, 1);
    expect(state().error).toEqual(['Database down']);
    expect(state().shown?.question._id).toBe('q1');
    expect(waitingToAskAgain(state())).toBe(false);
    await seconds(30);
    expect(asks).toHaveLength(1);
  });

  it('waits while the game is paused and asks once it goes on', async () => {
    const { game, asks, state } = startGame(
      {},
      { ask: (_, count) => (count === 1 ? failing : null) },
    );
    await settle();
    game.pause();
    expect(waitingToAskAgain(state())).toBe(false);
    await seconds(10);
    expect(asks).toHaveLength(1);
    game.unpause();
    expect(waitingToAskAgain(state())).toBe(true);
    await seconds(3);
    expect(asks).toHaveLength(2);
  });

  it('asks nothing more once the game is over', async () => {
    const { game, asks } = startGame({}, { ask: () => failing });
    await settle();
    game.quit();
    await seconds(60);
    expect(asks).toHaveLength(1);
  });
});

describe('the ghosts', () => {
  it('stay quiet for ten seconds, then score when the roll is under 10%', async () => {
    const { state } = startGame({}, {}, () => 0.05);
    await seconds(10);
    expect(state().ghosts.every((ghost) => ghost.questionCnt === 0)).toBe(true);
    await seconds(1);
    for (const ghost of state().ghosts) {
      expect(ghost.questionCnt).toBe(1);
      expect(ghost.score).toBe(Math.round(11 * ghost.score_multiplier));
      expect(ghostTotal(ghost)).toBe(ghost.score + 5);
    }
  });

  it('never score with rolls of 10% or more', async () => {
    const { state } = startGame({}, {}, () => 0.1);
    await seconds(30);
    expect(state().ghosts.every((ghost) => ghost.score === 0)).toBe(true);
  });
});

describe('the end of the game', () => {
  it('stops at 0, saves the summary and shows it 3 seconds later', async () => {
    const { game, state, saves, finished } = startGame({ duration: 20 }, {}, () => 0.05);
    await settle();
    await answer(game, 1);
    await seconds(20);
    expect(state().phase).toBe('over');
    expect(state().endedEarly).toBe(false);
    expect(state().remainingSeconds).toBe(0);
    await seconds(5);
    expect(state().remainingSeconds).toBe(0);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      _id: 'game-1',
      game_id: 'speed-1-multi',
      focus: ['maths'],
      game_type: 'speed_standard',
      duration: 20,
    });
    expect(saves[0]!.players.map((player) => player.playerType)).toEqual([
      'human',
      'ghost',
      'ghost',
      'ghost',
    ]);
    expect(saves[0]!.players[1]!.totalPoints).toBe(ghostTotal(state().ghosts[0]!));
    expect(finished).toHaveLength(1);
    expect(finished[0]!.tokens).toEqual({
      token_count: 0,
      pending_token_count: 0,
      without_subscription_count: 2,
    });
  });

  it('waits the full 3 seconds before the summary', async () => {
    const { finished } = startGame({ duration: 5 });
    await seconds(5);
    await vi.advanceTimersByTimeAsync(2900);
    expect(finished).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(finished).toHaveLength(1);
  });

  it("ends and saves when quit from the header's 'Quit game'", async () => {
    const { game, state, saves, finished } = startGame();
    await settle();
    game.quit();
    expect(state().phase).toBe('over');
    expect(state().endedEarly).toBe(true);
    await seconds(3);
    expect(saves).toHaveLength(1);
    expect(finished).toHaveLength(1);
  });

  it('ends and saves when the screen is left, showing nothing', async () => {
    const { game, state, saves, finished } = startGame();
    await settle();
    game.detach();
    await seconds(4);
    expect(state().phase).toBe('over');
    expect(saves).toHaveLength(1);
    expect(finished).toHaveLength(0);
  });

  it('keeps playing when the screen only mounts again at once', async () => {
    const { game, state, saves } = startGame();
    await settle();
    game.detach();
    game.attach();
    await seconds(4);
    expect(state().phase).toBe('in_play');
    expect(saves).toHaveLength(0);
  });

  it('says the tokens come later when the desktop app saved the game offline', async () => {
    const fake = startGame({ duration: 3 });
    const send = fake.transport.send;
    fake.transport.send = vi.fn(async (request) => {
      const response = await send(request);
      if (request.path !== 'game') return response;
      return { ...response, body: { ...(response.body as object), tokens: null } };
    });
    await seconds(6);
    expect(fake.finished[0]!.tokens).toBe(COUNTED_AT_SYNC);
  });

  it('falls back to its own figures when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = startGame({ duration: 3 });
    const send = fake.transport.send;
    fake.transport.send = vi.fn(async (request) =>
      request.path === 'game' ? { status: 404, body: { errors: ['No such game'] } } : send(request),
    );
    await seconds(6);
    expect(fake.finished).toHaveLength(1);
    expect(fake.finished[0]!.tokens).toBeNull();
    expect(fake.finished[0]!.summary.players[0]!.playerType).toBe('human');
  });
});
