import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NO_PERFORMANCE } from '../texts';
import { TEST_NOW } from '../testing/answerRecords';
import { fakePerformanceServer } from '../testing/fakePerformanceServer';
import { mathsTree, unpractised, withCodes } from '../testing/performanceTree';
import { studentSummary } from '../testing/students';

const ADA = 'student-ada';

/** Sarah's Ada, in Year 3; in March she is on track at 90 (84 + 6 months). */
function parentServer(tree = mathsTree()) {
  const server = fakePerformanceServer('PARENT');
  server.state.students = [studentSummary(ADA, 'Ada', { school_year: 3 })];
  server.state.tree.set(ADA, tree);
  return server;
}

const summary = () => screen.findByRole('region', { name: 'Summary' }, { timeout: 5000 });

describe("the parent's performance page in plain words", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it('says which year the child works at in each subject and theme, against on track', async () => {
    await parentServer().open('/parent/student_performance');
    const section = await summary();
    expect(
      within(section).getByText(
        'Ada is working at about Year 3, 5 months ahead in Maths (from 24 answers).',
      ),
    ).toBeVisible();
    const themes = within(section).getByRole('list', { name: 'Maths by theme' });
    expect(
      within(themes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Number: about Year 4, 6 months ahead (from 24 answers)',
      'Fractions: about Year 3, on track (from 24 answers)',
    ]);
  }, 15_000);

  it('tells no level after a single answer', async () => {
    const [maths] = mathsTree();
    await parentServer([{ ...maths!, answer_count: 1 }]).open('/parent/student_performance');
    expect(
      within(await summary()).getByText(
        "Not enough practice yet to tell Ada's level in Maths (1 answer so far).",
      ),
    ).toBeVisible();
  }, 15_000);

  it(`says '${NO_PERFORMANCE}', not a tree of nothing answered, for a child who never played`, async () => {
    await parentServer(unpractised(mathsTree())).open(
      '/parent/student_performance?student=student-ada&tab=focus',
    );
    expect(await within(await summary()).findByText(NO_PERFORMANCE)).toBeVisible();
    await waitFor(() => expect(screen.getAllByText(NO_PERFORMANCE)).toHaveLength(2));
    expect(screen.queryByText(/answered this week/)).not.toBeInTheDocument();
  }, 15_000);

  it('names endcodes by their descriptions, not codes, with a legend for the bars', async () => {
    await parentServer(withCodes(mathsTree())).open(
      '/parent/student_performance?student=student-ada&tab=focus',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: /^Number / }, { timeout: 5000 }),
    );
    const endcode = await screen.findByTestId('focus-mult-7');
    await waitFor(() => expect(within(endcode).getByText('Can do 7 times table')).toBeVisible());
    expect(screen.queryByText(/Y3-MD-/)).not.toBeInTheDocument();
    const legend = screen.getByRole('region', { name: 'How to read the bars' });
    expect(within(legend).getByText('Level now')).toBeVisible();
    expect(within(legend).getByText('Level when this week began')).toBeVisible();
    expect(within(legend).getByText(/marked every 3 months/)).toBeVisible();
  }, 15_000);

  it('tells apart two children with the same first name', async () => {
    const server = parentServer();
    server.state.students = [
      studentSummary(ADA, 'Ada', { last_name: 'Lovelace' }),
      studentSummary('student-ada-b', 'Ada', { last_name: 'Byron', username: 'adab' }),
    ];
    await server.open('/parent/student_performance');
    const picker = await screen.findByLabelText('Student', {}, { timeout: 5000 });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ada L.', 'Ada B.']);
  }, 15_000);
});
