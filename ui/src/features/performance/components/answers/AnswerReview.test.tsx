import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AnswerRecord, Role } from '../../../../generated/api/schemas';
import { answerRecord, TEST_NOW } from '../../testing/answerRecords';
import { fakePerformanceServer } from '../../testing/fakePerformanceServer';
import { mathsTree } from '../../testing/performanceTree';

/** 'Which is 7 × 8?' with three choices; the child chose 54. */
const multipleChoice = answerRecord({
  question: {
    _id: 'q-mc',
    ref: 'MC1',
    answers: [[{ ref: 'a', values: ['56'] }]],
    lines: [
      [{ type: 'Text', text: 'Which is 7 × 8?' }],
      [
        { type: 'MC', ref: 'a', value: '54' },
        { type: 'MC', ref: 'a', value: '56' },
        { type: 'MC', ref: 'a', value: '58' },
      ],
    ],
    maximum_time: 60,
  },
  answer: { '1-0': { ref: 'a', value: '54' } },
});

async function openAnswers(role: Role, path: string, record: AnswerRecord) {
  const server = fakePerformanceServer(role);
  const student = role === 'STUDENT' ? 'id-STUDENT' : 'student-ada';
  server.state.answers.set(student, [record]);
  server.state.tree.set(student, mathsTree());
  await server.open(path);
  await screen.findByRole('table', { name: 'Answers' }, { timeout: 5000 });
}

async function showAnswer(id = 'answer-1') {
  const row = screen.getByTestId(`answer-${id}`);
  await userEvent.click(within(row).getByRole('button', { name: /^Show the answer/ }));
  return screen.findByTestId(`answer-details-${id}`);
}

async function openAnswer(role: Role, path: string, record: AnswerRecord) {
  await openAnswers(role, path, record);
  return showAnswer(record._id);
}

const CHILDS_ANSWERS = '/student/performance/answers';
const openAsChild = (record = answerRecord()) => openAnswer('STUDENT', CHILDS_ANSWERS, record);

// The answers are an hour old at TEST_NOW; only the clock is faked, timers run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
});
afterEach(() => vi.useRealTimers());

describe('Mark as reviewed', () => {
  it('counts down the 5 seconds until it opens, keeping its name', async () => {
    await openAnswers('STUDENT', CHILDS_ANSWERS, answerRecord());
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.now() });
    const details = await showAnswer();
    const button = within(details).getByRole('button', { name: 'Mark as reviewed' });
    const countdown = () => within(details).queryByTestId('review-countdown');
    expect(button).toBeDisabled();
    expect(countdown()).toHaveTextContent(/^5$/);
    expect(within(details).getByTestId('review-countdown-text')).toHaveTextContent(
      'Have a good look at the correct answer: you can mark it as reviewed in 5 seconds.',
    );
    expect(button).toHaveAccessibleDescription(/in 5 seconds/);

    const shown: string[] = [];
    for (let second = 1; second <= 4; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      shown.push(countdown()!.textContent!);
      expect(button).toBeDisabled();
    }
    expect(shown).toEqual(['4', '3', '2', '1']);
    expect(within(details).getByTestId('review-countdown-text')).toHaveTextContent('in 1 second.');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toBeEnabled();
    expect(countdown()).not.toBeInTheDocument();
    expect(within(details).queryByTestId('review-countdown-text')).not.toBeInTheDocument();
  }, 15_000);

  it('shows no countdown for an answer already reviewed', async () => {
    const details = await openAsChild(answerRecord({ reviewed: true }));
    expect(within(details).getByRole('button', { name: 'Mark as reviewed' })).toBeDisabled();
    expect(within(details).queryByTestId('review-countdown')).not.toBeInTheDocument();
  });
});

describe("the child's answer beside the correct one", () => {
  it('shows a wrong choice, marked in words, next to the right one', async () => {
    const details = await openAsChild(multipleChoice);
    const given = within(details).getByTestId('given-answer');
    const correct = within(details).getByTestId('correct-answer');
    expect(given).toHaveTextContent(/^Your answer: not quite right54$/);
    expect(given).toHaveAttribute('data-result', 'INCORRECT');
    expect(correct).toHaveTextContent(/^Correct answer56$/);
    // Side by side in one row of the grid, the child's first.
    expect(given.parentElement).toBe(correct.parentElement);
    expect(given.compareDocumentPosition(correct) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The question still shows the choice made.
    expect(within(details).getByRole('radio', { name: '54' })).toBeChecked();
  });

  it('names each input of a question with several, and says which were left empty', async () => {
    const details = await openAsChild(
      answerRecord({
        question: {
          _id: 'q-2',
          ref: 'Q2',
          answers: [
            [
              { ref: 'x', values: ['3'] },
              { ref: 'cost', values: ['1.25'] },
            ],
          ],
          lines: [
            [
              { type: 'Text', text: 'x =' },
              { type: 'Whole Number', ref: 'x' },
              { type: 'Text', text: 'and it costs' },
              { type: 'GBP', ref: 'cost' },
            ],
          ],
          maximum_time: 60,
        },
        answer: { '0-3': { ref: 'cost', value: '1.50' } },
      }),
    );
    expect(within(details).getByTestId('given-answer')).toHaveTextContent(
      /^Your answer: not quite rightx: left emptycost: £1\.50$/,
    );
  });

  it('says when the child passed', async () => {
    const passed = await openAsChild(answerRecord({ result: 'PASSED', answer: {} }));
    expect(within(passed).getByTestId('given-answer')).toHaveTextContent(/^You passed this one$/);
  });

  it('words it for a tutor looking on', async () => {
    const details = await openAnswer(
      'TUTOR',
      '/tutor/session/student-ada/maths?tab=answers',
      answerRecord({ result: 'CORRECT', answer: { '0-1': { ref: 'a', value: '56' } } }),
    );
    expect(within(details).getByTestId('given-answer')).toHaveTextContent(
      /^Answer given: right56$/,
    );
    expect(within(details).queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
  });
});
