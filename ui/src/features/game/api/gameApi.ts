import type {
  AnswerRequest,
  AnswerResponse,
  AskedQuestion,
  AskRequest,
  GameSummary,
  Highscore,
  LibraryGame,
  Mix,
  Named,
  SavedGame,
} from '../../../generated/api/schemas';
import * as game from '../../../generated/api/operations/game';
import * as mixes from '../../../generated/api/operations/mixes';
import type { components } from '../../../generated/api/types';
import { call } from '../../../lib/api/client';

export function fetchLibrary(): Promise<LibraryGame[]> {
  return call(game.library);
}

/** Subjects with live questions: the ones worth offering. */
export function fetchPlayableSubjects(): Promise<Named[]> {
  return call(game.subjects);
}

export function fetchMixes(studentId: string): Promise<Mix[]> {
  return call(mixes.listMixes, { params: { student_id: studentId } });
}

export function fetchHighscore(gameType: string, duration: number): Promise<Highscore> {
  return call(game.highscore, { query: { game_type: gameType, duration } });
}

/** An invalid question gives the spec's 500 'Invalid response' (schema check). */
export function askQuestion(request: AskRequest): Promise<AskedQuestion> {
  return call(game.ask, { body: request });
}

export function answerQuestion(
  questionId: string,
  request: AnswerRequest,
): Promise<AnswerResponse> {
  // The answer's parts are a map whose values the Rust types mark optional.
  const body = request as components['schemas']['AnswerRequest'];
  return call(game.answer, { params: { question_id: questionId }, body });
}

export function saveGame(summary: GameSummary): Promise<SavedGame> {
  return call(game.saveGame, { body: summary });
}
