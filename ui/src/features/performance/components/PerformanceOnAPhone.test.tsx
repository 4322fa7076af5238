import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { onANarrowWindow } from '../../../test/narrowWindow';
import { answerRecord, TEST_NOW } from '../testing/answerRecords';
import { fakePerformanceServer } from '../testing/fakePerformanceServer';
import { mathsTree } from '../testing/performanceTree';

const STUDENT = 'id-STUDENT';

describe('the answers on a phone', () => {
  onANarrowWindow();
  // The answer is an hour old at TEST_NOW; only the clock is faked, timers run.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
  });
  afterEach(() => vi.useRealTimers());

  it('are cards with their badges and a worded button that opens each', async () => {
    const server = fakePerformanceServer('STUDENT');
    server.state.answers.set(STUDENT, [answerRecord()]);
    server.state.tree.set(STUDENT, mathsTree());
    await server.open('/student/performance/answers');

    const list = await screen.findByRole('list', { name: 'Answers' }, { timeout: 5000 });
    expect(screen.queryByRole('table', { name: 'Answers' })).not.toBeInTheDocument();
    const card = within(list).getByTestId('answer-answer-1');
    expect(within(card).getByText('Reviewed')).toBeInTheDocument();
    expect(card.querySelector('[data-column="token"]')?.textContent).toBeTruthy();

    const toggle = within(card).getByRole('button', { name: /^Show the answer/ });
    expect(toggle).toHaveTextContent('Show the answer');
    await userEvent.click(toggle);
    expect(await within(card).findByTestId('answer-details-answer-1')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Hide the answer/ })).toHaveTextContent(
      'Hide the answer',
    );
  }, 15_000);
});
