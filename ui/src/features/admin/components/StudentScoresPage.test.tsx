import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { StudentSubjectScore } from '../../../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { RELATIVE_LEVELS } from '../../../lib/schoolLevels';
import { ok, openAs, sentTo } from '../../../test/openAs';

function score(index: number): StudentSubjectScore {
  return {
    _id: `score-${index}`,
    student_id: `student-${index}`,
    student_first_name: `Child${index}`,
    student_last_name: 'Smith',
    school_year: 3,
    relative_level: null,
    score: 84.4,
    tutor_first_name: null,
    tutor_last_name: null,
    parent_email: `parent${index}@plytime.test`,
    subject_id: 'maths',
    subject_name: 'Maths',
  };
}

/** 70 scores, one per student: pages of 50 and 20. */
const SCORES = Array.from({ length: 70 }, (_, index) => score(index));

const queryValue = (request: TransportRequest, name: string) =>
  request.query.find(([key]) => key === name)?.[1];

function listed(request: TransportRequest): TransportResponse {
  const from = Number(queryValue(request, '_from'));
  const limit = Number(queryValue(request, '_limit'));
  const student = queryValue(request, 'studentId');
  const matching = SCORES.filter((each) => !student || each.student_id === student);
  return ok(matching.slice(from, from + limit));
}

function openScores(
  list: (request: TransportRequest) => Promise<TransportResponse> | TransportResponse = listed,
) {
  return openAs('ADMIN', '/admin/student_scores', (request) => {
    if (request.path === 'student/subject_scores/list') return list(request);
    if (request.path === 'student/reset_student_score') return ok({ success: true });
    return undefined;
  });
}

const listCalls = (app: ReturnType<typeof openScores>) =>
  sentTo(app, 'GET', 'student/subject_scores/list').map((request) => request.query);
const button = (name: string) => screen.getByRole('button', { name });
const rows = () =>
  within(screen.getByRole('table', { name: 'Student scores' })).getAllByRole('row');

// Whole pages of 50 rows take a while to render under jsdom.
describe('the student score list', { timeout: 20_000 }, () => {
  it('loads pages of 50 from 0 and steps with Previous and Next', async () => {
    const app = openScores();
    await screen.findByText('Child0 Smith');
    expect(rows()).toHaveLength(51);
    expect(button('Previous')).toBeDisabled();
    await userEvent.click(button('Next'));
    expect(await screen.findByText('Child69 Smith')).toBeVisible();
    expect(rows()).toHaveLength(21);
    expect(button('Next')).toBeDisabled();
    await userEvent.click(button('Previous'));
    expect(await screen.findByText('Child0 Smith')).toBeVisible();
    expect(listCalls(app).map((query) => query.slice(0, 2))).toEqual([
      [
        ['_from', '0'],
        ['_limit', '50'],
      ],
      [
        ['_from', '50'],
        ['_limit', '50'],
      ],
      [
        ['_from', '0'],
        ['_limit', '50'],
      ],
    ]);
  });

  it('searches by Student ID from the first page', async () => {
    const app = openScores();
    await screen.findByText('Child0 Smith');
    await userEvent.click(button('Next'));
    await screen.findByText('Child50 Smith');
    await userEvent.type(screen.getByLabelText('Student ID'), 'student-7');
    await userEvent.click(button('Search'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('Child7 Smith')).toBeVisible();
    expect(listCalls(app).at(-1)).toEqual([
      ['_from', '0'],
      ['_limit', '50'],
      ['studentId', 'student-7'],
    ]);
  });

  it('refuses a second refresh while one is loading', async () => {
    let answer: (response: TransportResponse) => void = () => {};
    let calls = 0;
    openScores((request) =>
      ++calls === 1 ? listed(request) : new Promise((resolve) => (answer = resolve)),
    );
    await screen.findByText('Child0 Smith');
    await userEvent.click(button('Search'));
    await userEvent.click(button('Search'));
    expect(
      await screen.findByText('Error: Cannot refresh StudentSubjectScore when busy'),
    ).toBeVisible();
    answer(ok([]));
  });
});

describe('resetting a score', { timeout: 20_000 }, () => {
  it('needs both a school year and a relative level before Reset', async () => {
    const app = openScores();
    const row = (await screen.findByText('Child3 Smith')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Reset Score' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Score' });
    const reset = within(dialog).getByRole('button', { name: 'Reset' });
    expect(reset).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('School year'), 'Year 4');
    expect(reset).toBeDisabled();
    const levels = within(within(dialog).getByLabelText('Relative level')).getAllByRole('option');
    expect(levels.slice(1).map((option) => option.textContent)).toEqual([...RELATIVE_LEVELS]);
    expect(levels[1]).toHaveTextContent('A year behind');
    expect(levels[7]).toHaveTextContent('A year ahead');
    await userEvent.selectOptions(within(dialog).getByLabelText('Relative level'), 'On track');
    expect(reset).toBeEnabled();
    await userEvent.click(reset);
    expect(await screen.findByText('Score reset')).toBeVisible();
    expect(sentTo(app, 'PUT', 'student/reset_student_score')[0]!.body).toEqual({
      student_id: 'student-3',
      subject_id: 'maths',
      school_year: 4,
      relative_level: 'On track',
    });
    await waitFor(() => expect(listCalls(app)).toHaveLength(2));
  });
});
