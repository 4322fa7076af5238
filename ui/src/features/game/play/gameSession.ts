import type { AnswerMap } from '../../../components/question/answerMap';
import type { AskedQuestion, Difficulty } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import { logError } from '../../../lib/remoteLog';
import { answerQuestion, askQuestion, fetchHighscore, saveGame } from '../api/gameApi';
import { createGhosts, type Random } from '../rules/ghosts';
import { COUNTED_AT_SYNC, type FinishedGame, type GameConfig } from './gameConfig';
import {
  betweenQuestions,
  canPass,
  canSubmit,
  type GameAction,
  gameReducer,
  type GameState,
  isRunning,
  NOT_STARTED,
  waitingToAskAgain,
} from './gameState';
import { gameSummaryOf } from './gameSummary';

/** One heartbeat a second counts the game down. */
export const HEARTBEAT_MS = 1000;
/** The summary appears this long after the game is over. */
export const SUMMARY_DELAY_MS = 3000;
/** A failed ask is tried again by itself this long after the first failure… */
export const ASK_AGAIN_MS = 3000;
/** …twice as long after each further failure in a row, up to this. */
export const ASK_AGAIN_MAX_MS = 30_000;

/** How long to wait before asking again after `failures` failed asks in a row. */
export function askAgainDelay(failures: number): number {
  return Math.min(ASK_AGAIN_MS * 2 ** Math.max(failures - 1, 0), ASK_AGAIN_MAX_MS);
}

/** Asked ahead after every answer, so the next question is there at once. */
const PREFETCHED: Difficulty[] = ['MEDIUM', 'HARD', 'SUPER_HARD'];

export interface GameSessionOptions {
  /** Ghost rolls and shuffles; Math.random in play, fixed in tests. */
  random?: Random;
  newId?: () => string;
}

/**
 * One game from start to summary: the state machine plus everything that
 * talks to the server or keeps time. It lives outside React so the game
 * keeps going exactly once whatever the screen re-renders, and so tests
 * can drive it with fake timers alone.
 */
export class GameSession {
  private state: GameState = NOT_STARTED;
  private readonly listeners = new Set<() => void>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private prefetched = new Map<Difficulty, Promise<AskedQuestion>>();
  private lastEndcode: string | null = null;
  private answering: Promise<unknown> | null = null;
  /** The next automatic ask after a failed one, and how many failed in a row. */
  private askAgain: ReturnType<typeof setTimeout> | null = null;
  private failedAsks = 0;
  /** Set when the screen went away: the game is saved but nothing is shown. */
  private left = false;
  private leaving: ReturnType<typeof setTimeout> | null = null;
  private readonly random: Random;
  private readonly newId: () => string;

  constructor(
    private readonly config: GameConfig,
    private readonly onFinished: (game: FinishedGame) => void,
    options: GameSessionOptions = {},
  ) {
    this.random = options.random ?? Math.random;
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  readonly getState = (): GameState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private dispatch(action: GameAction): void {
    const before = this.state;
    this.state = gameReducer(before, action);
    if (this.state === before) return;
    this.keepHeartbeat();
    this.listeners.forEach((listener) => listener());
    if (before.phase !== 'over' && this.state.phase === 'over') void this.finish();
  }

  /** The heartbeat runs exactly while the game is in play (pausing stops it). */
  private keepHeartbeat(): void {
    const wanted = this.state.phase === 'in_play';
    if (wanted && !this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    } else if (!wanted && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private beat(): void {
    const rolls = this.state.ghosts.map(() => this.random());
    this.dispatch({ type: 'heartbeat', rolls, now: new Date().toISOString() });
  }

  /**
   * Start resets every counter, gives the game a new id (the server files
   * every question asked under it) and adds three ghosts in multiplayer.
   */
  start(): void {
    if (this.state.phase !== 'not_started') return;
    this.dispatch({
      type: 'start',
      gameSummaryId: this.newId(),
      duration: this.config.duration,
      timeFactor: this.config.timeFactor,
      ghosts: this.config.mode === 'multiplayer' ? createGhosts(this.random) : [],
      difficulty: this.config.difficulty,
      now: new Date().toISOString(),
    });
    fetchHighscore(this.config.gameType, this.config.duration)
      .then(({ score }) => this.dispatch({ type: 'highscore', score }))
      .catch(logError);
    void this.nextQuestion();
  }

  readonly pause = (): void => this.dispatch({ type: 'pause' });
  readonly unpause = (): void => this.dispatch({ type: 'unpause' });

  /** The header's 'Quit game': the game ends and its summary is saved. */
  readonly quit = (): void => this.dispatch({ type: 'end', now: new Date().toISOString() });

  readonly chooseDifficulty = (difficulty: Difficulty): void =>
    this.dispatch({ type: 'chooseDifficulty', difficulty });

  readonly setAnswer = (answer: AnswerMap): void => this.dispatch({ type: 'setAnswer', answer });

  private ask(difficulty: Difficulty): Promise<AskedQuestion> {
    return askQuestion({
      student: this.config.studentId,
      difficulty,
      focus: this.config.focus,
      // The next question comes from another endcode than the last one.
      endcodes_to_exclude: this.lastEndcode ? [this.lastEndcode] : [],
      game_summary_id: this.state.gameSummaryId ?? '',
      game_id: this.config.gameId,
    });
  }

  private prefetch(): void {
    this.prefetched = new Map(PREFETCHED.map((level) => [level, this.ask(level)]));
    // A failed prefetch only matters if its question is wanted; then it is reported.
    this.prefetched.forEach((pending) => pending.catch(() => undefined));
  }

  /**
   * Shows the next question at the chosen difficulty: the prefetched one
   * when there is one (EASY reuses MEDIUM's), otherwise asked now. A
   * failure is shown and logged, then the question is asked again by
   * itself (docs/games.md); 'Next question' asks again at once.
   */
  readonly nextQuestion = async (): Promise<void> => {
    if (!betweenQuestions(this.state)) return;
    this.cancelAskAgain();
    const difficulty = this.state.difficulty;
    const level = difficulty === 'EASY' ? 'MEDIUM' : difficulty;
    const pending = this.prefetched.get(level) ?? this.ask(level);
    // The others were chosen around the last endcode: stale once this one shows.
    this.prefetched.clear();
    this.dispatch({ type: 'asking' });
    try {
      const question = await pending;
      this.lastEndcode = question.endcode;
      this.failedAsks = 0;
      this.dispatch({ type: 'asked', question, difficulty, now: Date.now() });
    } catch (error) {
      logError(error);
      this.failedAsks += 1;
      this.dispatch({ type: 'askFailed', messages: errorMessages(error) });
      if (waitingToAskAgain(this.state)) this.scheduleAskAgain();
    }
  };

  /**
   * Asks again after a failed ask, waiting longer after each failure in a
   * row so a choice with no questions does not flood the server. A paused
   * game waits another round; an ended one asks nothing.
   */
  private scheduleAskAgain(): void {
    this.cancelAskAgain();
    this.askAgain = setTimeout(() => {
      this.askAgain = null;
      if (this.state.phase === 'paused') this.scheduleAskAgain();
      else if (waitingToAskAgain(this.state)) void this.nextQuestion();
    }, askAgainDelay(this.failedAsks));
  }

  private cancelAskAgain(): void {
    if (this.askAgain) clearTimeout(this.askAgain);
    this.askAgain = null;
  }

  /** Ignored unless a question is open, nothing is loading and something is typed. */
  readonly submit = (): Promise<void> =>
    canSubmit(this.state) ? this.send(this.state.answer) : Promise.resolve();

  /** An empty answer is a pass; allowed once standard_time has gone by. */
  readonly pass = (): Promise<void> => (canPass(this.state) ? this.send({}) : Promise.resolve());

  private async send(answer: AnswerMap): Promise<void> {
    const shown = this.state.shown;
    if (!shown) return;
    const seconds = Math.round((Date.now() - shown.shownAt) / 100) / 10;
    this.dispatch({ type: 'submitting' });
    const request = answerQuestion(shown.question._id, {
      student_id: this.config.studentId,
      time: seconds,
      difficulty: shown.difficulty,
      answer,
      game_summary_id: this.state.gameSummaryId ?? '',
      game_id: this.config.gameId,
    });
    this.answering = request;
    try {
      const response = await request;
      this.dispatch({
        type: 'answered',
        decision: response.result,
        correctAnswers: response.answers,
        seconds,
      });
      if (isRunning(this.state)) this.prefetch();
    } catch (error) {
      logError(error);
      this.dispatch({ type: 'answerFailed', messages: errorMessages(error) });
    } finally {
      if (this.answering === request) this.answering = null;
    }
  }

  /**
   * Game over: the summary is saved (after any answer still on its way, so
   * the server counts it) and shown 3 seconds after the end, or as soon
   * as the save is done if that takes longer.
   */
  private async finish(): Promise<void> {
    this.cancelAskAgain();
    const delay = new Promise((resolve) => setTimeout(resolve, SUMMARY_DELAY_MS));
    const [game] = await Promise.all([this.save(), delay]);
    if (!this.left) this.onFinished(game);
  }

  private async save(): Promise<FinishedGame> {
    await this.answering?.catch(() => undefined);
    const summary = gameSummaryOf(this.state, this.config);
    try {
      const saved = await saveGame(summary);
      return {
        mode: this.config.mode,
        summary: saved.summary,
        tokens: saved.tokens ?? COUNTED_AT_SYNC,
        previousHighscore: saved.previous_highscore,
      };
    } catch (error) {
      logError(error);
      return {
        mode: this.config.mode,
        summary,
        tokens: null,
        previousHighscore: this.state.highscore ?? 0,
      };
    }
  }

  /** The screen is showing the game: start it, or keep it if it only re-mounted. */
  attach(): void {
    if (this.leaving) clearTimeout(this.leaving);
    this.leaving = null;
    this.start();
  }

  /**
   * The screen went away. Leaving ends the game and saves it; the check
   * waits a moment because React may mount the screen again at once
   * (StrictMode), which is not leaving.
   */
  detach(): void {
    this.leaving = setTimeout(() => {
      this.leaving = null;
      this.left = true;
      this.quit();
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
    }, 0);
  }
}
