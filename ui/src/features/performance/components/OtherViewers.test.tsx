import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { answerRecord, TEST_NOW } from '../testing/answerRecords';
import { fakePerformanceServer } from '../testing/fakePerformanceServer';
import { NO_PERFORMANCE } from '../texts';
import { fourWeeks, mathsTree, unpractised, withCodes } from '../testing/performanceTree';
import { studentSummary } from '../testing/students';
import { resolveHelpRequest } from '../testing/resolveHelp';

const ADA = 'student-ada';
const BEN = 'student-ben';

function parentServer() {
  const server = fakePerformanceServer('PARENT');
  server.state.students = [studentSummary(ADA, 'Ada'), studentSummary(BEN, 'Ben')];
  server.state.tree.set(ADA, mathsTree());
  server.state.tree.set(BEN, mathsTree());
  server.state.trend.set(ADA, fourWeeks());
  return server;
}

describe("a parent's student performance", () => {
  it('shows the first student, then the one picked, with the same tabs', async () => {
    const server = parentServer();
    const app = await server.open('/parent/student_performance');
    const picker = await screen.findByLabelText('Student', {}, { timeout: 5000 });
    expect(picker).toHaveValue(ADA);
    expect(await screen.findAllByTestId('weekly-line-chart')).toHaveLength(2);
    await userEvent.selectOptions(picker, BEN);
    expect(await screen.findByText('No trend data available')).toBeVisible();
    expect(app.router.state.location.search).toBe(`?student=${BEN}&tab=trend`);
    expect(server.calls(`student/${BEN}/trend_stats`)).toHaveLength(1);
  });

  it('opens Answers filtered from a week on Trend, for the same student, without review buttons', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
    const server = parentServer();
    server.state.answers.set(ADA, [
      answerRecord({ _id: 'this-week' }),
      answerRecord({ _id: 'last-week', timestamp: '2026-03-10T09:00:00Z' }),
    ]);
    const app = await server.open('/parent/student_performance');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Answers of the week of 9 Mar' },
        { timeout: 5000 },
      ),
    );
    expect(await screen.findByTestId('answer-last-week')).toBeVisible();
    expect(screen.queryByTestId('answer-this-week')).not.toBeInTheDocument();
    expect(screen.getByText('Week of 9 Mar')).toBeVisible();
    expect(new URLSearchParams(app.router.state.location.search).get('student')).toBe(ADA);
    await userEvent.click(screen.getByRole('button', { name: /^Show the answer/ }));
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('says so when the parent has no students yet', async () => {
    const server = parentServer();
    server.state.students = [];
    await server.open('/parent/student_performance');
    expect(await screen.findByText(/No students yet/, {}, { timeout: 5000 })).toBeVisible();
  });
});

describe('the TEST role, standing in for a tutor', () => {
  const STUDENT = 'id-TEST';
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it('resolves a help request', async () => {
    const server = fakePerformanceServer('TEST');
    server.state.answers.set(STUDENT, [answerRecord({ reviewed: true, help_requested: true })]);
    await server.open('/student/performance/answers');
    await resolveHelpRequest('answer-1');
    expect(server.bodiesOf('student/answer/answer-1/resolve')).toEqual([{ resolved: true }]);
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeDisabled();
  });

  it('creates a mix from ticked content, renames and deletes it, reloading the mixes each time', async () => {
    const server = fakePerformanceServer('TEST');
    server.state.tree.set(STUDENT, mathsTree());
    await server.open('/student/performance/focus');
    await userEvent.click(
      await screen.findByRole('button', { name: /^Number / }, { timeout: 5000 }),
    );
    const create = screen.getByRole('button', { name: 'Create mix' });
    await userEvent.click(screen.getByLabelText('Include 7 times table in the mix'));
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Mix name'), 'Tables');
    await userEvent.click(create);
    await waitFor(() => expect(screen.getByLabelText('Mix')).toHaveValue('mix-1'));
    expect(server.bodiesOf(`student/${STUDENT}/mixes`)).toEqual([
      { name: 'Tables', subject: 'maths', subjects: ['mult-7'] },
    ]);

    await userEvent.click(screen.getByLabelText('Include 8 times table in the mix'));
    await waitFor(() => expect(server.state.mixes[0]?.subjects).toEqual(['mult-7', 'mult-8']));
    await userEvent.clear(screen.getByLabelText('Mix name'));
    await userEvent.type(screen.getByLabelText('Mix name'), 'Times tables');
    await userEvent.click(screen.getByRole('button', { name: 'Rename mix' }));
    await waitFor(() => expect(server.state.mixes[0]?.name).toBe('Times tables'));

    await userEvent.click(screen.getByRole('button', { name: 'Delete mix' }));
    await waitFor(() => expect(server.state.mixes).toEqual([]));
    await waitFor(() => expect(screen.getByLabelText('Mix')).toHaveValue(''));
    expect(
      server.calls(`student/${STUDENT}/mixes`).filter((call) => call.startsWith('GET')).length,
    ).toBeGreaterThanOrEqual(4);
  }, 15_000);

  it('sees codes under the descriptions, and before any answer still the tree to make mixes from', async () => {
    const server = fakePerformanceServer('TEST');
    server.state.tree.set(STUDENT, unpractised(withCodes(mathsTree())));
    await server.open('/student/performance/focus');
    expect(await screen.findByText(NO_PERFORMANCE, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^Number / }));
    const endcode = await screen.findByTestId('focus-mult-7');
    await waitFor(() => expect(within(endcode).getByText('Y3-MD-MULT-7')).toBeVisible());
    expect(within(endcode).getByText('Priority 1')).toBeVisible();
    expect(within(endcode).getByText('Can do 7 times table')).toBeVisible();
    expect(screen.getByLabelText('Mix name')).toBeVisible();
  });

  it('unticks again when a mix save fails', async () => {
    const server = fakePerformanceServer('TEST');
    server.state.tree.set(STUDENT, mathsTree());
    server.state.mixes = [
      { _id: 'mix-1', student: STUDENT, name: 'Tables', subject: 'maths', subjects: ['mult-7'] },
    ];
    await server.open('/student/performance/focus');
    await screen.findByRole('option', { name: 'Tables' }, { timeout: 5000 });
    await userEvent.selectOptions(screen.getByLabelText('Mix'), 'mix-1');
    await userEvent.click(screen.getByRole('button', { name: /^Number / }));
    const only = screen.getByLabelText('Include 7 times table in the mix');
    expect(only).toBeChecked();
    await userEvent.click(only);
    await waitFor(() => expect(server.bodiesOf('student/id-TEST/mixes/mix-1')).toHaveLength(1));
    await waitFor(() => expect(only).toBeChecked());
  });
});
