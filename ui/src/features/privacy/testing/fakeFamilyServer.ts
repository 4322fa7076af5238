import { vi } from 'vitest';

import type { FamilyExport, FamilySummary } from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { saveBlob } from '../../../lib/saveFile';
import { type Answer, failed, ok, openAs } from '../../../test/openAs';
import { PARENT_EMAIL, SARAHS_ADA, sarahsProfile } from '../../../test/sarahsFamily';

export { PARENT_EMAIL };

/** The one child the family's profile lists in these tests. */
const ADA = SARAHS_ADA;

export const PASSWORD = 'correct horse battery';

/** The server's KEPT_AFTER_CLOSING (shared/src/api/privacy.rs). */
export const KEPT = [
  "Payment records (dates, amounts and plans paid for) are kept for 6 years, as UK tax law requires; they carry no child's details.",
  'Answers are kept only as anonymous statistics of how hard each question is; they no longer belong to anyone.',
];

export const SARAHS_EXPORT: FamilyExport = {
  exported_at: '2026-03-14T09:30:00Z',
  summary: [
    'Parent: Sarah Lovelace, sarah@plytime.test, SW1A 1AA, United Kingdom',
    'Ada Lovelace: 120 answers, 14 games, 3 scores, 9 token records, 4 messages, 6 sessions',
  ],
  data: {
    parent: [{ first_name: 'Sarah', last_name: 'Lovelace', email: PARENT_EMAIL }],
    children: [{ username: 'ada', first_name: 'Ada' }],
    payments: [],
  },
};

export const SARAHS_FAMILY: FamilySummary = {
  parent_id: 'parent-1',
  email: PARENT_EMAIL,
  first_name: 'Sarah',
  last_name: 'Lovelace',
  children: [
    { student_id: 'student-ada', username: 'ada', first_name: 'Ada', last_name: 'Lovelace' },
    { student_id: 'student-ben', username: 'ben.l', first_name: 'Ben', last_name: 'Lovelace' },
  ],
};

/** The family's calls as the server answers them (docs/privacy.md). */
function familyCalls(request: TransportRequest): TransportResponse | undefined {
  const { method, path } = request;
  if (method === 'GET' && path === 'family/export') return ok(SARAHS_EXPORT);
  if (method === 'POST' && path === 'family/close') {
    const { password } = request.body as { password: string };
    return password === PASSWORD ? ok({ kept: KEPT }) : failed(400, 'password: Incorrect password');
  }
  if (method === 'GET' && path === 'admin/family') {
    const email = request.query.find(([key]) => key === 'email')?.[1];
    return email === PARENT_EMAIL
      ? ok(SARAHS_FAMILY)
      : failed(404, 'No family has this e-mail address');
  }
  if (method === 'GET' && path === 'admin/family/parent-1/export') return ok(SARAHS_EXPORT);
  if (method === 'POST' && path === 'admin/family/parent-1/close') return ok({ kept: KEPT });
  return undefined;
}

/** Opens `path` as Sarah, a parent with a profile (or none), with the server above. */
export function openAsParent(path: string, { profile = true } = {}) {
  const answer: Answer = (request) => {
    if (request.method === 'GET' && request.path === 'parent') {
      return profile ? ok(sarahsProfile({ students: [ADA] })) : failed(404, 'No such parent');
    }
    return familyCalls(request);
  };
  return openAs('PARENT', path, answer);
}

export function openAsAdmin(path: string) {
  return openAs('ADMIN', path, familyCalls);
}

/** The files handed to saveBlob (mocked by the test), as name and text. */
export async function savedFiles(): Promise<{ name: string; type: string; text: string }[]> {
  return Promise.all(
    vi.mocked(saveBlob).mock.calls.map(async ([blob, name]) => ({
      name,
      type: blob.type,
      text: await blob.text(),
    })),
  );
}
