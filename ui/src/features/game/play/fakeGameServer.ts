import { vi } from 'vitest';

import type {
  AnswerRequest,
  AskedQuestion,
  AskRequest,
  Decision,
  GameSummary,
  SavedGame,
} from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { fakeTransport } from '../../../test/fakeTransport';

/** Question n: 'What is n + n?', standard time 10 s, in endcode e{n}. */
export function question(n: number, standardTime = 10): AskedQuestion {
  return {
    _id: `q${n}`,
    ref: `ADD-${n}`,
    score: 80,
    maximum_time: standardTime * 2,
    standard_time: standardTime,
    lines: [
      [
        { type: 'Text', text: `What is ${n} + ${n}?` },
        { type: 'Whole Number', ref: 'n' },
      ],
    ],
    endcode: `e${n}`,
  };
}

export interface FakeGameServerOptions {
  /** How an ask is answered; by default a new question each time. */
  ask?: (request: AskRequest, count: number) => TransportResponse | null;
  standardTime?: number;
  previousHighscore?: number;
  /** Keeps each ask waiting this long, to see the screen in between. */
  askDelayMs?: number;
  /** False when the server sends no correct answers back. */
  withCorrectAnswers?: boolean;
}

/**
 * The server's game calls, answered in memory: questions numbered in the
 * order asked, answers marked CORRECT when they hold twice the question's
 * number, and the summary saved as sent. Every request is recorded.
 */
export function fakeGameServer(options: FakeGameServerOptions = {}) {
  const asks: AskRequest[] = [];
  const answers: { questionId: string; body: AnswerRequest }[] = [];
  const saves: GameSummary[] = [];
  const transport = fakeTransport();
  const fallback = transport.send;
  transport.send = vi.fn(async (request: TransportRequest): Promise<TransportResponse> => {
    if (request.path === 'ask') {
      const body = request.body as AskRequest;
      asks.push(body);
      if (options.askDelayMs) await new Promise((done) => setTimeout(done, options.askDelayMs));
      const custom = options.ask?.(body, asks.length);
      if (custom) return custom;
      return { status: 200, body: question(asks.length, options.standardTime) };
    }
    const answered = /^question\/(q\d+)\/answer$/.exec(request.path);
    if (answered) {
      const questionId = answered[1]!;
      const body = request.body as AnswerRequest;
      answers.push({ questionId, body });
      const n = Number(questionId.slice(1));
      const given = Object.values(body.answer)[0]?.value;
      const result: Decision =
        given === undefined ? 'PASSED' : given === String(2 * n) ? 'CORRECT' : 'INCORRECT';
      const correct =
        options.withCorrectAnswers === false ? [] : [[{ ref: 'n', values: [String(2 * n)] }]];
      return { status: 200, body: { result, answers: correct } };
    }
    if (request.path === 'game') {
      const summary = request.body as GameSummary;
      saves.push(summary);
      const saved: SavedGame = {
        summary,
        tokens: { token_count: 0, pending_token_count: 0, without_subscription_count: 2 },
        previous_highscore: options.previousHighscore ?? 0,
      };
      return { status: 200, body: saved };
    }
    if (request.path === 'game/highscore') {
      return { status: 200, body: { score: options.previousHighscore ?? 0 } };
    }
    return fallback(request);
  });
  return { transport, asks, answers, saves };
}
