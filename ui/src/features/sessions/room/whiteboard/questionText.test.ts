import { describe, expect, it } from 'vitest';

import type { AnswerRecord } from '../../../../generated/api/schemas';
import { LINE_CHARS, lastMissed, questionText } from './questionText';

function answer(overrides: Partial<AnswerRecord>): AnswerRecord {
  return {
    _id: 'a1',
    result: 'INCORRECT',
    timestamp: '2025-01-06T10:00:00Z',
    question: {
      _id: 'q1',
      ref: 'Q1',
      answers: [],
      maximum_time: 30,
      lines: [
        [{ type: 'Text', text: 'What is 3/4 + 1/8?' }],
        [{ type: 'Fraction', ref: 'r1' }],
        [
          { type: 'MC', ref: 'r2', value: 'yes' },
          { type: 'MC', ref: 'r2', value: 'no' },
        ],
      ],
    },
    answer: { '1-0': { ref: 'r1', value: '4/12' } },
    ...overrides,
  } as AnswerRecord;
}

describe('a missed question on the whiteboard', () => {
  it('reads as its lines with blanks, then what the child gave', () => {
    expect(questionText(answer({}), 'Ada')).toBe(
      'What is 3/4 + 1/8?\n____\n( yes ) ( no )\n\nAda answered: 4/12',
    );
    expect(questionText(answer({ result: 'PASSED', answer: {} }), 'Ada')).toMatch(/Ada passed$/);
  });

  it('wraps a long line between words, every word kept and each choice whole', () => {
    const long =
      'A school has 27,845 pencils. What is the value of the digit 2 in 27,845, and ' +
      'what is the value of the digit 7 in the same number?';
    const text = questionText(
      answer({
        question: {
          ...answer({}).question,
          lines: [
            [
              { type: 'Text', text: long },
              { type: 'MC', ref: 'r2', value: 'twenty thousand' },
            ],
          ],
        },
      }),
      'Ada',
    );
    const [question] = text.split('\n\n');
    const lines = question!.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    lines.forEach((line) => expect(line.length).toBeLessThanOrEqual(LINE_CHARS));
    expect(lines.join(' ')).toBe(`${long} ( twenty thousand )`);
    expect(lines.at(-1)).toMatch(/\( twenty thousand \)$/);
  });

  it('is the latest answer that was not right', () => {
    const answers = [
      answer({ _id: 'old', timestamp: '2025-01-05T10:00:00Z' }),
      answer({ _id: 'right', result: 'CORRECT', timestamp: '2025-01-07T10:00:00Z' }),
      answer({ _id: 'new', result: 'PASSED', timestamp: '2025-01-06T10:00:00Z' }),
    ];
    expect(lastMissed(answers)?._id).toBe('new');
    expect(lastMissed([])).toBeNull();
  });
});
