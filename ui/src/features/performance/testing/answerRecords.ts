import type { AnswerRecord } from '../../../generated/api/schemas';

/** Tuesday 17 March 2026, 10:00 UTC: "now" in the performance tests. */
export const TEST_NOW = Date.parse('2026-03-17T10:00:00Z');
export const HOUR_MILLIS = 60 * 60 * 1000;

/** An answer to 'What is 7 × 8?' an hour before TEST_NOW; override what a test is about. */
export function answerRecord(overrides: Partial<AnswerRecord> = {}): AnswerRecord {
  return {
    _id: 'answer-1',
    reviewed: false,
    help_requested: false,
    resolved: false,
    question: {
      _id: 'q-1',
      ref: 'Q1',
      answers: [[{ ref: 'a', values: ['56'] }]],
      lines: [
        [
          { type: 'Text', text: 'What is 7 × 8?' },
          { type: 'Whole Number', ref: 'a' },
        ],
      ],
      maximum_time: 60,
    },
    answer: { '0-1': { ref: 'a', value: '54' } },
    result: 'INCORRECT',
    score: 96,
    timestamp: new Date(TEST_NOW - HOUR_MILLIS).toISOString(),
    subject: { _id: 'maths', name: 'Maths' },
    theme: { _id: 'number', name: 'Number' },
    topic: { _id: 'times-tables', name: 'Times tables' },
    endcode: {
      _id: 'mult-7',
      name: '7 times table',
      description: 'Recall the 7 times table',
      help_videos: [],
      priority: 1,
    },
    response_time_pc: 80,
    response_time: 12,
    difficulty: 'MEDIUM',
    ...overrides,
  };
}
