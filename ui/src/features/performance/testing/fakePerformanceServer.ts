import { vi } from 'vitest';

import type {
  AnswerRecord,
  Mix,
  MixBody,
  PerformanceNode,
  ReviewUpdate,
  Role,
  StudentSummary,
  TrendStat,
} from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import type { SignInRole } from '../../../lib/auth/roles';
import { storeRole } from '../../../lib/auth/storage';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';

const ok = (body: unknown): TransportResponse => ({ status: 200, body });

/**
 * The performance calls answered as the server would, from state a test
 * sets up: answers by student (filtered by the window asked for), the
 * hierarchy, trend snapshots and mixes, and the parent's students.
 */
export function fakePerformanceServer(role: Role) {
  const state = {
    answers: new Map<string, AnswerRecord[]>(),
    tree: new Map<string, PerformanceNode[]>(),
    trend: new Map<string, TrendStat[]>(),
    mixes: [] as Mix[],
    students: [] as StudentSummary[],
    /** When set, review, help and resolve calls fail with it. */
    reviewFailure: null as TransportResponse | null,
    /** While set, review calls wait for it, as a slow server would. */
    reviewDelay: null as Promise<void> | null,
  };

  function answersIn(student: string, query: Map<string, string>) {
    const since = Date.parse(query.get('since_date_iso') ?? '');
    const to = query.has('to_date_iso') ? Date.parse(query.get('to_date_iso')!) : Infinity;
    return (state.answers.get(student) ?? []).filter((record) => {
      const at = Date.parse(record.timestamp);
      return at >= since && at < to;
    });
  }

  function update(id: string, change: Partial<AnswerRecord>): TransportResponse {
    if (state.reviewFailure) return state.reviewFailure;
    for (const [student, records] of state.answers) {
      state.answers.set(
        student,
        records.map((record) => (record._id === id ? { ...record, ...change } : record)),
      );
    }
    return ok({ success: true });
  }

  function mixes(request: TransportRequest, student: string, mixId?: string): TransportResponse {
    const body = request.body as MixBody;
    if (request.method === 'GET') return ok(state.mixes);
    if (request.method === 'POST') {
      const mix: Mix = { _id: `mix-${state.mixes.length + 1}`, student, ...body };
      state.mixes.push(mix);
      return ok(mix);
    }
    if (request.method === 'DELETE') {
      state.mixes = state.mixes.filter((mix) => mix._id !== mixId);
      return ok({ mix_id: mixId });
    }
    if (body.subjects.length === 0)
      return { status: 400, body: { errors: ['subjects: Cannot be empty'] } };
    state.mixes = state.mixes.map((mix) => (mix._id === mixId ? { ...mix, ...body } : mix));
    return ok(state.mixes.find((mix) => mix._id === mixId));
  }

  function answer(request: TransportRequest): TransportResponse | null {
    const parts = request.path.split('/');
    const query = new Map(request.query);
    if (request.path === 'parent') {
      return ok({
        _id: 'p',
        uid: 'u',
        first_name: 'Sarah',
        last_name: 'L',
        email: 'sarah@plytime.test',
        country: 'United Kingdom',
        postcode: 'X',
        phone_number: '1',
        email_opt_in: false,
        recording_retention_days: 90,
        students: state.students,
      });
    }
    if (parts[0] !== 'student') return null;
    if (parts[1] === 'answer' && parts[3] === 'resolve')
      return update(parts[2]!, { resolved: true });
    if (parts[1] === 'answer') {
      const body = request.body as ReviewUpdate;
      return update(parts[2]!, {
        reviewed: body.reviewed || body.help_requested,
        help_requested: body.help_requested,
      });
    }
    const student = parts[1]!;
    if (parts[2] === 'answers') return ok(answersIn(student, query));
    if (parts[2] === 'current_stats') return ok(state.tree.get(student) ?? []);
    if (parts[2] === 'trend_stats') return ok(state.trend.get(student) ?? []);
    if (parts[2] === 'mixes') return mixes(request, student, parts[3]);
    return null;
  }

  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role, mustChangePassword: false })),
  });
  const frameSend = transport.send;
  transport.send = vi.fn(async (request: TransportRequest): Promise<TransportResponse> => {
    if (request.path.startsWith('student/answer/')) await state.reviewDelay;
    return answer(request) ?? frameSend(request);
  });

  /** Each call of a path, as 'METHOD path?query', in order. */
  function calls(pathStart: string): string[] {
    return vi
      .mocked(transport.send)
      .mock.calls.map(([request]) => request)
      .filter((request) => request.path.startsWith(pathStart))
      .map((request) => `${request.method} ${request.path}?${new URLSearchParams(request.query)}`);
  }

  function bodiesOf(path: string): unknown[] {
    return vi
      .mocked(transport.send)
      .mock.calls.map(([request]) => request)
      .filter((request) => request.path === path && request.method !== 'GET')
      .map((request) => request.body);
  }

  async function open(path: string) {
    storeRole(role === 'TEST' ? 'admin' : (role.toLowerCase() as SignInRole));
    const app = renderApp(path, { transport, fetchMe: async () => meFor(role) });
    await app.store.start();
    return app;
  }

  return { state, transport, calls, bodiesOf, open };
}
