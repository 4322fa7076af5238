import type { SessionReport } from '../../../generated/api/schemas';

export const NOTE = 'Ada added tens with confidence.\nNext time: halves.';

/**
 * The draft of Priya's report on Ada's Maths session of Tuesday 16
 * December 2025 at 16:30 (London), with two areas suggested.
 */
export function aReport(overrides: Partial<SessionReport> = {}): SessionReport {
  return {
    session_id: 'session-1',
    student_first_name: 'Ada',
    tutor_first_name: 'Priya',
    subject: 'Maths',
    session_date_time: '2025-12-16T16:30:00.000Z',
    session_length: 15,
    status: 'Attended',
    minutes_in_call: 12,
    worked_on: ['Adding tens'],
    practise_next: [
      { endcode_id: 'endcode-tens', description: 'Adding tens', answers: 8, right: 5 },
      { endcode_id: 'endcode-halves', description: 'Halves', answers: 6, right: 2 },
    ],
    note: '',
    ...overrides,
  };
}

/** The same report as sent on the evening of the session, with only halves to practise. */
export function aSentReport(overrides: Partial<SessionReport> = {}): SessionReport {
  const draft = aReport();
  return aReport({
    note: NOTE,
    practise_next: draft.practise_next.slice(1),
    sent_at: '2025-12-16T18:02:00.000Z',
    ...overrides,
  });
}
