import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { REVIEW_DELAY_MS } from '../hooks/useReviewDelay';
import { NO_ANSWERS, NO_PERFORMANCE, NO_TREND } from '../texts';
import { answerRecord, TEST_NOW } from '../testing/answerRecords';
import { fakePerformanceServer } from '../testing/fakePerformanceServer';
import { fourWeeks, mathsTree } from '../testing/performanceTree';

const STUDENT = 'id-STUDENT';
type Server = ReturnType<typeof fakePerformanceServer>;

function studentServer(answers = [answerRecord()]) {
  const server = fakePerformanceServer('STUDENT');
  server.state.answers.set(STUDENT, answers);
  server.state.tree.set(STUDENT, mathsTree());
  return server;
}

const selectedTab = () => screen.getByRole('tab', { selected: true });
const row = (id: string) => screen.getByTestId(`answer-${id}`);
const cell = (id: string, column: string) =>
  row(id).querySelector(`[data-column="${column}"]`)?.textContent;

async function openAnswers(server: Server, query = '') {
  const app = await server.open(`/student/performance/answers${query}`);
  await screen.findByRole('table', { name: 'Answers' }, { timeout: 5000 });
  return app;
}

async function showAnswer(id = 'answer-1') {
  const toggle = within(row(id)).getByRole('button', { name: /^Show the answer/ });
  await userEvent.click(toggle);
  return screen.findByTestId(`answer-details-${id}`);
}

describe('the tabs', () => {
  it.each([
    ['/student/performance', 'Trend'],
    ['/student/performance/trend', 'Trend'],
    ['/student/performance/focus', 'Focus'],
    ['/student/performance/answers', 'Answers'],
    ['/student/performance/nonsense', 'Trend'],
  ])('%s opens %s', async (path, tab) => {
    await studentServer().open(path);
    await waitFor(() => expect(selectedTab()).toHaveTextContent(tab), { timeout: 5000 });
  });

  it('changes the address when another tab is chosen', async () => {
    const app = await studentServer().open('/student/performance');
    await userEvent.click(await screen.findByRole('tab', { name: 'Focus' }, { timeout: 5000 }));
    expect(app.router.state.location.pathname).toBe('/student/performance/focus');
  });
});

describe('the Trend tab', () => {
  it(`says '${NO_TREND}' without snapshots`, async () => {
    await studentServer().open('/student/performance');
    expect(await screen.findByText(NO_TREND, {}, { timeout: 5000 })).toBeVisible();
  });

  it('draws the weeks and opens an endcode’s answers from its name', async () => {
    const server = studentServer();
    server.state.trend.set(STUDENT, fourWeeks());
    const app = await server.open('/student/performance');
    const [scores] = await screen.findAllByTestId('weekly-line-chart', {}, { timeout: 5000 });
    expect(scores).toHaveAttribute('data-weeks', '23 Feb, 2 Mar, 9 Mar, 16 Mar');
    expect(scores).toHaveAttribute('data-series', 'Average, Fractions, Number');
    // A child reads the school year of each week's level, not its number.
    expect(scores).toHaveAttribute('data-numbers', 'no');
    expect(screen.getByText(/^The higher the line, the further on the work/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Scores by endcode' });
    expect(within(table).getAllByText('Year 3').length).toBeGreaterThan(0);
    expect(within(table).queryByText('92')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Answers for Can do 7 times table' }));
    expect(app.router.state.location.pathname).toBe('/student/performance/answers');
    expect(app.router.state.location.search).toBe('?endcode=mult-7&weeks=4');
    expect(await screen.findByText('Skill: Can do 7 times table')).toBeVisible();
  });
});

describe('the Focus tab', () => {
  it('shows the hierarchy with levels, priorities and descriptions in words, and no mix controls', async () => {
    await studentServer().open('/student/performance/focus');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Number / }, { timeout: 5000 }),
    );
    const endcode = await screen.findByTestId('focus-mult-7');
    // The theme unfolds with a transition.
    await waitFor(() => expect(within(endcode).getByText('practise this first')).toBeVisible());
    expect(within(endcode).getByText('Can do 7 times table')).toBeVisible();
    expect(within(endcode).getByRole('img')).toHaveAccessibleName(
      'Level now Year 3, higher than when this week began',
    );
    expect(screen.queryByText(/Priority \d/)).not.toBeInTheDocument();
    expect(screen.queryByText('7 times table')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mix')).not.toBeInTheDocument();
  });

  it(`says '${NO_PERFORMANCE}' when there is none`, async () => {
    const server = studentServer();
    server.state.tree.set(STUDENT, []);
    await server.open('/student/performance/focus');
    expect(await screen.findByText(NO_PERFORMANCE, {}, { timeout: 5000 })).toBeVisible();
  });
});

describe('the Answers tab', () => {
  // The answers are an hour old at TEST_NOW; only the clock is faked, timers run.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
  });
  afterEach(() => vi.useRealTimers());

  it('names the skill and the column values in words', async () => {
    const server = studentServer([answerRecord({ _id: 'right', result: 'CORRECT' })]);
    await openAnswers(server, '?endcode=mult-7');
    const table = screen.getByRole('table', { name: 'Answers' });
    expect(within(table).getByRole('columnheader', { name: 'Skill' })).toBeVisible();
    expect(within(row('right')).getByText('Recall the 7 times table')).toBeVisible();
    expect(cell('right', 'reviewed')).toBe('to review');
    expect(screen.getByText('Skill: Can do 7 times table')).toBeVisible();
    expect(
      within(screen.getByLabelText('Reviewed')).getByRole('option', { name: 'to review' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^(todo|Endcode|7 times table)$/)).not.toBeInTheDocument();
  });

  it('presets the token filter from ?tokens=pending and loads two weeks', async () => {
    const server = studentServer([
      answerRecord({ _id: 'pending' }),
      answerRecord({ _id: 'right', result: 'CORRECT' }),
    ]);
    await openAnswers(server, '?tokens=pending');
    expect(screen.getByLabelText('Token')).toHaveValue('pending');
    expect(screen.getByTestId('answer-pending')).toBeVisible();
    expect(screen.queryByTestId('answer-right')).not.toBeInTheDocument();
    const [call] = server.calls(`student/${STUDENT}/answers`);
    const since = Date.parse(new URLSearchParams(call!.split('?')[1]).get('since_date_iso')!);
    expect(Math.round((Date.now() - since) / (24 * 3600 * 1000))).toBe(14);
  });

  it('shows only non-correct answers when asked', async () => {
    const server = studentServer([
      answerRecord({ _id: 'wrong' }),
      answerRecord({ _id: 'right', result: 'CORRECT' }),
    ]);
    const app = await openAnswers(server);
    expect(screen.getByTestId('answer-right')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Only non-correct' }));
    await waitFor(() => expect(screen.queryByTestId('answer-right')).not.toBeInTheDocument());
    expect(app.router.state.location.search).toBe('?results=non_correct');
  });

  it('shows the question with the answer given and the correct answer', async () => {
    await openAnswers(studentServer());
    const details = await showAnswer();
    expect(within(details).getByText('What is 7 × 8?')).toBeVisible();
    expect(within(details).getByRole('textbox')).toHaveValue('54');
    expect(within(details).getByTestId('correct-answer')).toHaveTextContent('56');
  });

  it('enables Mark as reviewed 5 seconds after the row opens; reviewing awards the token', async () => {
    const server = studentServer();
    await openAnswers(server);
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.now() });
    const details = await showAnswer();
    const markReviewed = within(details).getByRole('button', { name: 'Mark as reviewed' });
    expect(markReviewed).toBeDisabled();
    act(() => vi.advanceTimersByTime(REVIEW_DELAY_MS - 100));
    expect(markReviewed).toBeDisabled();
    act(() => vi.advanceTimersByTime(100));
    expect(markReviewed).toBeEnabled();
    expect([cell('answer-1', 'reviewed'), cell('answer-1', 'token')]).toEqual([
      'to review',
      'pending',
    ]);
    await userEvent.click(markReviewed);
    await waitFor(() => expect(cell('answer-1', 'token')).toBe('awarded'));
    expect(cell('answer-1', 'reviewed')).toBe('okay');
    expect(server.bodiesOf('student/answer/answer-1')).toEqual([
      { reviewed: true, help_requested: false },
    ]);
  }, 15_000);

  it('undoes the change when the server refuses it', async () => {
    const server = studentServer();
    server.state.reviewFailure = { status: 500, body: { errors: ['Database down'] } };
    let respond = () => {};
    server.state.reviewDelay = new Promise((resolve) => (respond = resolve));
    await openAnswers(server);
    const details = await showAnswer();
    await userEvent.click(within(details).getByRole('button', { name: 'Request help' }));
    // Shown at once, before the server answers…
    await waitFor(() => expect(cell('answer-1', 'reviewed')).toBe('help'));
    expect(cell('answer-1', 'token')).toBe('awarded');
    // …and undone when it refuses.
    respond();
    await waitFor(() => expect(cell('answer-1', 'reviewed')).toBe('to review'));
    expect(cell('answer-1', 'token')).toBe('pending');
    expect(within(details).getByRole('button', { name: 'Request help' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('Request help shows help, and asking again withdraws it', async () => {
    const server = studentServer();
    await openAnswers(server);
    const details = await showAnswer();
    const help = within(details).getByRole('button', { name: 'Request help' });
    await userEvent.click(help);
    await waitFor(() => expect(cell('answer-1', 'reviewed')).toBe('help'));
    await userEvent.click(help);
    await waitFor(() => expect(cell('answer-1', 'reviewed')).toBe('okay'));
    expect(server.bodiesOf('student/answer/answer-1')).toEqual([
      { reviewed: true, help_requested: true },
      { reviewed: true, help_requested: false },
    ]);
    expect(within(details).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it(`says '${NO_ANSWERS}' and loads one more week on request`, async () => {
    const server = studentServer([
      answerRecord({
        _id: 'older',
        timestamp: new Date(TEST_NOW - 10 * 86_400_000).toISOString(),
      }),
    ]);
    await server.open('/student/performance/answers');
    expect(await screen.findByText(NO_ANSWERS, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load another week' }));
    expect(await screen.findByTestId('answer-older')).toBeVisible();
    const [, second] = server.calls(`student/${STUDENT}/answers`);
    expect(second).toContain('to_date_iso=');
  });
});
