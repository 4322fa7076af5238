import { describe, expect, it } from 'vitest';

import type { ImportStatus } from '../../generated/api/schemas';
import { importState, spreadsheetKind, uploadProblem } from './importState';

const STARTED = '2025-03-04T10:00:00Z';
const startedAt = Date.parse(STARTED);
const minutes = (n: number) => startedAt + n * 60_000;

describe('importState', () => {
  const cases: [string, ImportStatus | undefined, number, ReturnType<typeof importState>][] = [
    ['not read yet', undefined, minutes(0), 'idle'],
    ['never imported', { results: [] }, minutes(0), 'idle'],
    ['just started', { started: STARTED, results: [] }, minutes(0), 'running'],
    ['running 14 minutes', { started: STARTED, results: [] }, minutes(14), 'running'],
    ['running exactly 15 minutes', { started: STARTED, results: [] }, minutes(15), 'running'],
    [
      'started 15 minutes and a second ago',
      { started: STARTED, results: [] },
      minutes(15) + 1000,
      'timedOut',
    ],
    ['started yesterday', { started: STARTED, results: [] }, minutes(24 * 60), 'timedOut'],
    ['an unreadable start', { started: 'soon', results: [] }, minutes(0), 'timedOut'],
    [
      'finished',
      { started: STARTED, finished: '2025-03-04T10:01:00Z', results: [] },
      minutes(1),
      'finished',
    ],
    [
      'finished long ago',
      { started: STARTED, finished: '2025-03-04T10:30:00Z', results: [] },
      minutes(600),
      'finished',
    ],
  ];

  it.each(cases)('%s', (_, status, now, expected) => {
    expect(importState(status, now)).toBe(expected);
  });
});

describe('spreadsheet names', () => {
  it('tells the import by the end of the name', () => {
    expect(spreadsheetKind('year3.subjects.xlsx')).toBe('subjects');
    expect(spreadsheetKind('year3.questions.xlsx')).toBe('questions');
    expect(spreadsheetKind('year3.xlsx')).toBeNull();
    expect(spreadsheetKind('year3.questions.xlsx.bak')).toBeNull();
  });

  it('refuses other names and files over 10 MB before uploading', () => {
    expect(uploadProblem({ name: 'a.questions.xlsx', size: 10 * 1024 * 1024 })).toBeNull();
    expect(uploadProblem({ name: 'notes.xlsx', size: 10 })).toBe(
      'The file name must end .subjects.xlsx or .questions.xlsx',
    );
    expect(uploadProblem({ name: 'a.subjects.xlsx', size: 10 * 1024 * 1024 + 1 })).toBe(
      'Spreadsheets can be at most 10 MB',
    );
  });
});
