import type {
  Difficulty,
  GameMode,
  LibraryGame,
  TimeAllowance,
} from '../../../generated/api/schemas';
import { playingSeconds, TIME_ALLOWANCES } from '../../../lib/rules/timeAllowance';

/** The setup selector offers only these (EASY is a choice during play). */
export const SETUP_DIFFICULTIES: Difficulty[] = ['MEDIUM', 'HARD', 'SUPER_HARD'];
export const DIFFICULTIES: Difficulty[] = ['EASY', 'MEDIUM', 'HARD', 'SUPER_HARD'];

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  EASY: 'Easy',
  MEDIUM: 'Medium',
  HARD: 'Hard',
  SUPER_HARD: 'Super hard',
};

/** What to play from: a subject, or one of the student's mixes. */
export interface FocusChoice {
  /** 'subject:{id}' or 'mix:{id}', unique across both lists. */
  key: string;
  name: string;
  /** The ids sent as the ask's focus. */
  ids: string[];
}

/**
 * The setup screen's choice, kept in local storage so the play screen
 * has the focus, and the setup screen offers the same choice next time.
 */
export interface GameChoice {
  focus: FocusChoice;
  difficulty: Difficulty;
  gameId: string;
  /** The extra time the child had when the game was chosen. */
  timeAllowance: TimeAllowance;
  /** Each question is read out as it appears (docs/games.md, "Read to me"). */
  readsEachQuestion: boolean;
}

const STORAGE_KEY = 'plytime.gameChoice';

function isFocus(value: unknown): value is FocusChoice {
  if (typeof value !== 'object' || value === null) return false;
  const focus = value as Partial<FocusChoice>;
  return (
    typeof focus.key === 'string' &&
    typeof focus.name === 'string' &&
    Array.isArray(focus.ids) &&
    focus.ids.length > 0 &&
    focus.ids.every((id) => typeof id === 'string')
  );
}

export function readChoice(): GameChoice | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const choice = stored as Partial<GameChoice>;
    if (!isFocus(choice.focus) || typeof choice.gameId !== 'string') return null;
    const difficulty = SETUP_DIFFICULTIES.find((level) => level === choice.difficulty);
    const timeAllowance = TIME_ALLOWANCES.find((allowance) => allowance === choice.timeAllowance);
    return {
      focus: choice.focus,
      gameId: choice.gameId,
      difficulty: difficulty ?? 'MEDIUM',
      timeAllowance: timeAllowance ?? 'standard',
      readsEachQuestion: choice.readsEachQuestion === true,
    };
  } catch {
    // Anything unreadable is as good as nothing stored.
    return null;
  }
}

export function storeChoice(choice: GameChoice): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
}

/** step2_{game_type} with the game's id, duration and mode. */
export function playPath(game: LibraryGame): string {
  const query = new URLSearchParams({
    game_id: game._id,
    time: String(game.duration),
    game_mode: game.game_mode,
  });
  return `/game/step2_${game.game_type}?${query.toString()}`;
}

export interface PlayParams {
  gameId: string;
  duration: number;
  mode: GameMode;
}

/** The play screen's query, or null when it is not a game we can play. */
export function readPlayParams(params: URLSearchParams): PlayParams | null {
  const gameId = params.get('game_id') ?? '';
  const duration = Number(params.get('time'));
  const mode = params.get('game_mode');
  if (gameId === '' || !Number.isInteger(duration) || duration <= 0) return null;
  if (mode !== 'multiplayer' && mode !== 'singleplayer') return null;
  return { gameId, duration, mode };
}

/** '1 minute', '3 minutes', '90 seconds'. */
export function durationText(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * A game's length as the setup screen shows it under its description: the
 * game's own length, which the description names too, and on extra time
 * what the child gets on top ('1 minute + 1 minute extra time'), so the two
 * lines never disagree.
 */
export function gameLengthText(durationSeconds: number, factor: number): string {
  const extra = playingSeconds(durationSeconds, factor) - durationSeconds;
  const length = durationText(durationSeconds);
  return extra > 0 ? `${length} + ${durationText(extra)} extra time` : length;
}

export function modeText(mode: GameMode): string {
  return mode === 'multiplayer' ? 'Against three ghosts' : 'On your own';
}
