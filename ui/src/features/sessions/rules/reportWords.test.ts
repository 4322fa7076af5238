import { describe, expect, it } from 'vitest';

import { aReport } from '../testing/reportFixtures';
import { minutesInCall, practiceLabel, reportHeading, statusWords } from './reportWords';

describe("a report's words", () => {
  it('names the child, subject, tutor and London day and time of the session', () => {
    // 16:30 GMT: London is on UTC in December.
    expect(reportHeading(aReport({ session_date_time: '2025-12-16T16:30:00.000Z' }))).toBe(
      "Ada's Maths session with Priya, Tuesday 16 December, 16:30",
    );
    // 15:30 UTC is 16:30 in a London summer.
    expect(reportHeading(aReport({ session_date_time: '2025-06-17T15:30:00.000Z' }))).toBe(
      "Ada's Maths session with Priya, Tuesday 17 June, 16:30",
    );
  });

  it.each([
    [12, '12 minutes in the call, of 15'],
    [1, '1 minute in the call, of 15'],
    [0, '0 minutes in the call, of 15'],
  ])('counts %s minutes in the call', (minutes, words) => {
    expect(minutesInCall(aReport({ minutes_in_call: minutes }))).toBe(words);
  });

  it.each([
    ['Attended', 'Ada and Priya were both there.'],
    ['Missed(student)', 'Ada missed the session.'],
    ['Missed(tutor)', 'Priya missed the session.'],
    ['Missed(both)', 'Neither Ada nor Priya joined.'],
  ] as const)('says %s in words', (status, words) => {
    expect(statusWords(aReport({ status }))).toBe(words);
  });

  it('gives each area its answers and how many were right', () => {
    expect(
      practiceLabel({ endcode_id: 'e', description: 'Adding tens', answers: 8, right: 5 }),
    ).toBe('Adding tens (8 answers, 5 right)');
    expect(practiceLabel({ endcode_id: 'e', description: 'Halves', answers: 1, right: 0 })).toBe(
      'Halves (1 answer, 0 right)',
    );
  });
});
