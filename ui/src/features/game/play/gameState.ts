import type { AnswerMap } from '../../../components/question/answerMap';
import type {
  AnswerPart,
  AskedQuestion,
  Decision,
  Difficulty,
} from '../../../generated/api/schemas';
import type { Ghost } from '../../../generated/Ghost';
import type { PlayerScore } from '../../../generated/PlayerScore';
import { tick } from '../rules/ghosts';
import { after, NEW_PLAYER_SCORE } from '../rules/scoring';
import {
  ghostSeconds,
  passOpensAfter,
  playingSeconds,
  standardSeconds,
} from '../../../lib/rules/timeAllowance';

/*
 * The game as a pure state machine (docs/games.md):
 * not started → in play ⇄ paused → over. The hook around it does the
 * talking to the server and the timing; everything a child can see or
 * press is decided here, so it can be tested without either.
 */

export type Phase = 'not_started' | 'in_play' | 'paused' | 'over';

/** The difficulty after every submit. */
export const DEFAULT_DIFFICULTY: Difficulty = 'MEDIUM';

/** The question on screen: open until answered, then shown with its result. */
export interface ShownQuestion {
  question: AskedQuestion;
  /** As chosen by the child; EASY shows the question asked at MEDIUM. */
  difficulty: Difficulty;
  /** When it appeared (ms since the epoch), for the time taken. */
  shownAt: number;
  /** Heartbeats since it appeared: Pass waits for `passOpensAfter` of them. */
  seconds: number;
}

export interface AnswerResult {
  decision: Decision;
  correctAnswers: AnswerPart[][];
  /** The child's score before this answer: what it earned is the difference. */
  before: PlayerScore;
}

export interface GameState {
  phase: Phase;
  gameSummaryId: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  remainingSeconds: number;
  /** The library game's duration in standard seconds: Pass opens by half of it. */
  durationSeconds: number;
  /** Heartbeats played so far: the ghosts' slower clock follows them. */
  secondsPlayed: number;
  /** How much slower than standard this child's clock runs (docs/games.md, "Extra time"). */
  timeFactor: number;
  player: PlayerScore;
  /** Empty in singleplayer: nobody to race. */
  ghosts: Ghost[];
  /** The student's best total in this game type and length, once known. */
  highscore: number | null;
  /** The difficulty of the next question. */
  difficulty: Difficulty;
  shown: ShownQuestion | null;
  /** A question is open and waiting for its answer. */
  questionAsked: boolean;
  answer: AnswerMap;
  result: AnswerResult | null;
  loading: 'question' | 'answer' | null;
  error: string[] | null;
  /** The game is over because the child quit (or left), not because time ran out. */
  endedEarly: boolean;
}

export type GameAction =
  | {
      type: 'start';
      gameSummaryId: string;
      /** The library game's duration: the clock runs it `timeFactor` times slower. */
      duration: number;
      timeFactor: number;
      ghosts: Ghost[];
      difficulty: Difficulty;
      now: string;
    }
  | { type: 'heartbeat'; rolls: number[]; now: string }
  | { type: 'pause' }
  | { type: 'unpause' }
  | { type: 'end'; now: string }
  | { type: 'highscore'; score: number }
  | { type: 'chooseDifficulty'; difficulty: Difficulty }
  | { type: 'asking' }
  | { type: 'asked'; question: AskedQuestion; difficulty: Difficulty; now: number }
  | { type: 'askFailed'; messages: string[] }
  | { type: 'setAnswer'; answer: AnswerMap }
  | { type: 'submitting' }
  | { type: 'answered'; decision: Decision; correctAnswers: AnswerPart[][]; seconds: number }
  | { type: 'answerFailed'; messages: string[] };

export const NOT_STARTED: GameState = {
  phase: 'not_started',
  gameSummaryId: null,
  startedAt: null,
  finishedAt: null,
  remainingSeconds: 0,
  durationSeconds: 0,
  secondsPlayed: 0,
  timeFactor: 1,
  player: NEW_PLAYER_SCORE,
  ghosts: [],
  highscore: null,
  difficulty: DEFAULT_DIFFICULTY,
  shown: null,
  questionAsked: false,
  answer: {},
  result: null,
  loading: null,
  error: null,
  endedEarly: false,
};

/** Playing or paused: the game has begun and is not over. */
export function isRunning(state: GameState): boolean {
  return state.phase === 'in_play' || state.phase === 'paused';
}

/** Pause is only possible when no question is pending (open or on its way). */
export function canPause(state: GameState): boolean {
  return state.phase === 'in_play' && !state.questionAsked && state.loading === null;
}

export function canSubmit(state: GameState): boolean {
  return (
    state.phase === 'in_play' &&
    state.questionAsked &&
    state.loading === null &&
    Object.keys(state.answer).length > 0
  );
}

/**
 * Pass opens once the question's standard_time seconds have gone by on the
 * child's clock, or half the game if that is sooner (docs/games.md, "Pass").
 */
export function canPass(state: GameState): boolean {
  return (
    state.phase === 'in_play' &&
    state.questionAsked &&
    state.loading === null &&
    state.shown !== null &&
    state.shown.seconds >=
      passOpensAfter(state.shown.question.standard_time, state.durationSeconds, state.timeFactor)
  );
}

/**
 * Between questions (no open question, nothing loading): the child may
 * pick the next difficulty, and 'Next question' shows. That covers both
 * "no current question" and "after an error", as an error always closes
 * the question it was about.
 */
export function betweenQuestions(state: GameState): boolean {
  return state.phase === 'in_play' && !state.questionAsked && state.loading === null;
}

/**
 * Asking for a question failed and nothing has replaced it yet: the error
 * is on screen and the question will be asked again by itself (once the
 * game goes on, if paused). Asking clears the question on screen, while a
 * failed answer keeps its question shown, so a missing question tells the
 * two failures apart.
 */
export function waitingToAskAgain(state: GameState): boolean {
  return (
    state.phase === 'in_play' &&
    state.error !== null &&
    state.shown === null &&
    state.loading === null
  );
}

function over(state: GameState, now: string): GameState {
  return {
    ...state,
    phase: 'over',
    finishedAt: now,
    remainingSeconds: 0,
    questionAsked: false,
  };
}

export function gameReducer(state: GameState, action: GameAction): GameState {
  switch (action.type) {
    case 'start':
      return {
        ...NOT_STARTED,
        phase: 'in_play',
        gameSummaryId: action.gameSummaryId,
        startedAt: action.now,
        remainingSeconds: playingSeconds(action.duration, action.timeFactor),
        durationSeconds: action.duration,
        timeFactor: action.timeFactor,
        ghosts: action.ghosts,
        difficulty: action.difficulty,
      };
    case 'heartbeat': {
      if (state.phase !== 'in_play') return state;
      const secondsPlayed = state.secondsPlayed + 1;
      const ghostsLive =
        ghostSeconds(secondsPlayed, state.timeFactor) >
        ghostSeconds(state.secondsPlayed, state.timeFactor);
      const ticked: GameState = {
        ...state,
        remainingSeconds: state.remainingSeconds - 1,
        secondsPlayed,
        ghosts: ghostsLive
          ? state.ghosts.map((ghost, index) => tick(ghost, action.rolls[index] ?? 1))
          : state.ghosts,
        shown:
          state.shown && state.questionAsked
            ? { ...state.shown, seconds: state.shown.seconds + 1 }
            : state.shown,
      };
      return ticked.remainingSeconds <= 0 ? over(ticked, action.now) : ticked;
    }
    case 'pause':
      return canPause(state) ? { ...state, phase: 'paused' } : state;
    case 'unpause':
      return state.phase === 'paused' ? { ...state, phase: 'in_play' } : state;
    case 'end':
      return isRunning(state) ? { ...over(state, action.now), endedEarly: true } : state;
    case 'highscore':
      return { ...state, highscore: action.score };
    case 'chooseDifficulty':
      return state.questionAsked ? state : { ...state, difficulty: action.difficulty };
    case 'asking':
      return { ...state, loading: 'question', error: null, result: null, shown: null, answer: {} };
    case 'asked':
      if (state.phase === 'over') return { ...state, loading: null };
      return {
        ...state,
        loading: null,
        shown: {
          question: action.question,
          difficulty: action.difficulty,
          shownAt: action.now,
          seconds: 0,
        },
        questionAsked: true,
        answer: {},
      };
    case 'askFailed':
      return { ...state, loading: null, error: action.messages };
    case 'setAnswer':
      return state.questionAsked && state.loading === null
        ? { ...state, answer: action.answer }
        : state;
    case 'submitting':
      return { ...state, loading: 'answer', error: null, difficulty: DEFAULT_DIFFICULTY };
    case 'answered': {
      const shown = state.shown;
      if (!shown) return { ...state, loading: null };
      return {
        ...state,
        loading: null,
        questionAsked: false,
        result: {
          decision: action.decision,
          correctAnswers: action.correctAnswers,
          before: state.player,
        },
        player: after(state.player, {
          result: action.decision,
          difficulty: shown.difficulty,
          standard_time: shown.question.standard_time,
          seconds_taken: standardSeconds(action.seconds, state.timeFactor),
        }),
      };
    }
    case 'answerFailed':
      return { ...state, loading: null, questionAsked: false, error: action.messages };
  }
}
