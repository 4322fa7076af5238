import type { AnswerRequest } from '../../../generated/AnswerRequest';
import type { AnswerResponse } from '../../../generated/AnswerResponse';
import type { AskedQuestion } from '../../../generated/AskedQuestion';
import type { AskRequest } from '../../../generated/AskRequest';
import type { GameSummary } from '../../../generated/GameSummary';
import type { Highscore } from '../../../generated/Highscore';
import type { LibraryGame } from '../../../generated/LibraryGame';
import type { Mix } from '../../../generated/Mix';
import type { Named } from '../../../generated/Named';
import type { SavedGame } from '../../../generated/SavedGame';
import { ApiError } from '../../../lib/api/apiError';
import { apiRequest } from '../../../lib/api/client';
import { checkSchema, type SchemaName } from '../../../lib/api/schemas';

/** Lists have no schema of their own, so each item is checked. */
async function listOf<T>(schema: SchemaName, path: string, params?: Record<string, string>) {
  const items = await apiRequest<T[]>({ method: 'GET', path, params });
  if (!Array.isArray(items) || items.some((item) => checkSchema(schema, item).length > 0)) {
    throw new ApiError(500, ['Invalid response']);
  }
  return items;
}

export function fetchLibrary(): Promise<LibraryGame[]> {
  return listOf<LibraryGame>('LibraryGame', 'game/library');
}

/** Subjects with live questions: the ones worth offering. */
export function fetchPlayableSubjects(): Promise<Named[]> {
  return listOf<Named>('Named', 'game/subjects');
}

export function fetchMixes(studentId: string): Promise<Mix[]> {
  return listOf<Mix>('Mix', 'student/{student}/mixes', { student: studentId });
}

export function fetchHighscore(gameType: string, duration: number): Promise<Highscore> {
  return apiRequest<Highscore>({
    method: 'GET',
    path: 'game/highscore',
    query: { game_type: gameType, duration },
    responseSchema: 'Highscore',
  });
}

/** An invalid question gives the spec's 500 'Invalid response' (schema check). */
export function askQuestion(request: AskRequest): Promise<AskedQuestion> {
  return apiRequest<AskedQuestion>({
    method: 'PUT',
    path: 'ask',
    body: request,
    requestSchema: 'AskRequest',
    responseSchema: 'AskedQuestion',
  });
}

export function answerQuestion(questionId: string, request: AnswerRequest) {
  return apiRequest<AnswerResponse>({
    method: 'POST',
    path: 'question/{question}/answer',
    params: { question: questionId },
    body: request,
    requestSchema: 'AnswerRequest',
    responseSchema: 'AnswerResponse',
  });
}

export function saveGame(summary: GameSummary): Promise<SavedGame> {
  return apiRequest<SavedGame>({
    method: 'PUT',
    path: 'game',
    body: summary,
    requestSchema: 'GameSummary',
    responseSchema: 'SavedGame',
  });
}
