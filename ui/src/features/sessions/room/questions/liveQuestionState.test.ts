import { describe, expect, it } from 'vitest';

import type { LiveQuestion } from '../../../../generated/api/schemas';
import { givenText, openQuestion, questionState, secondsSince } from './liveQuestionState';

const asked = (id: string, answered?: LiveQuestion['answered']): LiveQuestion => ({
  _id: id,
  question_id: `q-${id}`,
  endcode_id: 'e1',
  endcode_description: 'Doubling',
  lines: [],
  asked_at: '2026-12-07T16:00:00Z',
  ...(answered ? { answered } : {}),
});
const right = {
  answer: { '0-1': { ref: 'a', value: '12' } },
  result: 'CORRECT' as const,
  answered_at: '',
};

describe('live questions in the room', () => {
  it('put the newest unanswered question before the child', () => {
    expect(openQuestion([])).toBeNull();
    expect(openQuestion([asked('1'), asked('2', right)])?._id).toBe('1');
    expect(openQuestion([asked('1'), asked('2')])?._id).toBe('2');
    expect(openQuestion([asked('1', right)])).toBeNull();
  });

  it("read to the tutor as waiting, right or not, with the child's answer", () => {
    expect(questionState(asked('1'), 'Ada')).toBe('Waiting for Ada');
    expect(questionState(asked('1', right), 'Ada')).toBe('Right');
    expect(questionState(asked('1', { ...right, result: 'INCORRECT' }), 'Ada')).toBe('Not right');
    expect(
      givenText({
        '0-1': { ref: 'a', value: '3' },
        '0-3': { ref: 'b', value: '' },
        '1-0': { ref: 'c', value: '4' },
      }),
    ).toBe('3, 4');
  });

  it('count the seconds since the question was asked, never below 0', () => {
    const at = Date.parse('2026-12-07T16:00:00Z');
    expect(secondsSince('2026-12-07T16:00:00Z', at + 4_500)).toBe(4.5);
    expect(secondsSince('2026-12-07T16:00:00Z', at - 1_000)).toBe(0);
  });
});
