import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportResponse } from '../../../lib/api/transport';
import { ok, openAs, sentTo } from '../../../test/openAs';
import { fakeTutorServer, type TutorServerOptions, tutorNamed } from '../testing/fakeTutorServer';

const TOM = tutorNamed('Tom');
const ANN = tutorNamed('Ann', { subject: { _id: 'english', name: 'English' } });

function openList(replies?: TutorServerOptions['replies']) {
  return openAs('ADMIN', '/admin/tutors', fakeTutorServer({ tutors: [TOM, ANN], replies }));
}

const addForm = () => screen.findByRole('region', { name: 'Add a new tutor' });
const field = (label: RegExp) =>
  within(screen.getByRole('region', { name: 'Add a new tutor' })).getByLabelText(label);

async function fillIn(first: string, last: string, email: string) {
  await userEvent.type(field(/^First name/), first);
  await userEvent.type(field(/^Last name/), last);
  await userEvent.type(field(/^E-mail/), email);
}

const addTutor = () => userEvent.click(screen.getByRole('button', { name: 'Add tutor' }));

/** Adds Bea with the server holding its answer back; call the result to answer. */
async function startSlowAdd() {
  let answer: (response: TransportResponse) => void = () => {};
  openList({ 'POST tutor': () => new Promise((resolve) => (answer = resolve)) });
  await screen.findByRole('table', { name: 'Tutors' });
  await fillIn('Bea', 'Jones', 'bea@plytime.test');
  await addTutor();
  return (response: TransportResponse) => answer(response);
}

describe('the tutor list', () => {
  it('lists each tutor with a link to their profile', async () => {
    openList();
    const table = await screen.findByRole('table', { name: 'Tutors' });
    const ann = within(table).getByRole('row', { name: /Ann/ });
    expect(ann).toHaveTextContent('Baker');
    expect(ann).toHaveTextContent('ann@plytime.test');
    expect(ann).toHaveTextContent('English');
    expect(within(ann).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/admin/tutors/tutor-ann',
    );
    expect(screen.getByRole('link', { name: 'View availability for all tutors' })).toHaveAttribute(
      'href',
      '/admin/tutors/all_availability',
    );
  });
});

describe("the tutors' DBS checks", () => {
  it('shows where each check stands, with a badge for those that need acting on', async () => {
    openAs(
      'ADMIN',
      '/admin/tutors',
      fakeTutorServer({
        tutors: [
          tutorNamed('Cal', { dbs_status: 'current', dbs_lapses_on: '2027-03-04' }),
          tutorNamed('Eve', { dbs_status: 'expiring', dbs_lapses_on: '2026-05-01' }),
          tutorNamed('Max', { dbs_status: 'expired', dbs_lapses_on: '2025-11-30' }),
          tutorNamed('Nia', { dbs_status: 'missing', dbs_lapses_on: null }),
          tutorNamed('Sue', {
            dbs_status: 'current',
            dbs_lapses_on: '2027-09-01',
            suspended: true,
          }),
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Tutors' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toContain('DBS');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    /** The badge showing `text` in `name`'s row; null when the text is plain. */
    const badge = (name: string, text: string) =>
      within(row(name)).getByText(text).closest('.mantine-Badge-root');
    /** The colour a badge is filled with, as Mantine sets it. */
    const colour = (element: Element | null) =>
      /--mantine-color-(\w+)-filled/.exec(element?.getAttribute('style') ?? '')?.[1];

    expect(badge('Cal', 'Until 4 Mar 2027')).toBeNull();
    expect(within(row('Cal')).queryByText(/Lapses|Expired|No DBS check|Suspended/)).toBeNull();
    expect(colour(badge('Eve', 'Lapses 1 May 2026'))).toBe('orange');
    expect(colour(badge('Max', 'Expired'))).toBe('red');
    expect(colour(badge('Nia', 'No DBS check'))).toBe('red');
    expect(badge('Sue', 'Until 1 Sep 2027')).toBeNull();
    expect(colour(badge('Sue', 'Suspended'))).toBe('red');
  });
});

describe('filtering the tutor list', () => {
  it('keeps the tutors whose name, e-mail or subject has the filter, and says how many', async () => {
    openList();
    const table = await screen.findByRole('table', { name: 'Tutors' });
    const filter = screen.getByRole('searchbox', { name: 'Filter tutors' });
    expect(filter).toHaveAccessibleDescription('Type part of a name, e-mail or subject');

    await userEvent.type(filter, 'ENGLISH');
    expect(within(table).queryByRole('row', { name: /Tom/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Ann/ })).toBeInTheDocument();
    expect(filter).toHaveAccessibleDescription('1 of 2 tutors matches "ENGLISH"');

    // The help text cuts a long filter at 10 characters.
    await userEvent.clear(filter);
    await userEvent.type(filter, 'tom@plytime.test');
    expect(filter).toHaveAccessibleDescription('1 of 2 tutors matches "tom@plytim…"');
    expect(screen.getByRole('row', { name: /Tom/ })).toBeInTheDocument();

    await userEvent.type(filter, 'x');
    expect(screen.queryByRole('table', { name: 'Tutors' })).not.toBeInTheDocument();
    expect(screen.getByText('No tutors match "tom@plytim…"')).toBeVisible();
  });
});

describe('adding a tutor', () => {
  it('chooses the first subject and explains what is missing or wrong', async () => {
    const app = openList();
    await addForm();
    await waitFor(() => expect(field(/^Subject/)).toHaveValue('maths'));
    await addTutor();
    expect(field(/^First name/)).toHaveAccessibleDescription('Cannot be empty');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Cannot be empty');
    await userEvent.type(field(/^E-mail/), 'not-an-address');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Is not a valid email address');
    expect(sentTo(app, 'POST', 'tutor')).toEqual([]);
  });

  it('catches an e-mail that a listed tutor already uses without asking the server', async () => {
    const app = openList();
    await screen.findByRole('table', { name: 'Tutors' });
    await fillIn('Tommy', 'Baker', 'TOM@plytime.test');
    await addTutor();
    expect(field(/^E-mail/)).toHaveAccessibleDescription(
      'Someone already signs in with this email address',
    );
    expect(sentTo(app, 'POST', 'tutor')).toEqual([]);
  });

  it('creates the tutor, says the password was sent and lists them', async () => {
    const app = openList();
    await screen.findByRole('table', { name: 'Tutors' });
    await userEvent.selectOptions(field(/^Subject/), 'english');
    await fillIn('Bea', 'Jones', 'bea@plytime.test');
    await addTutor();
    expect(
      await screen.findByText("Tutor created - one-time password sent to tutor's email address"),
    ).toBeVisible();
    expect(sentTo(app, 'POST', 'tutor')[0]!.body).toEqual({
      first_name: 'Bea',
      last_name: 'Jones',
      email: 'bea@plytime.test',
      subject: 'english',
    });
    const table = screen.getByRole('table', { name: 'Tutors' });
    expect(within(table).getByRole('row', { name: /bea@plytime.test/ })).toHaveTextContent(
      'English',
    );
    expect(field(/^E-mail/)).toHaveValue('');
    expect(field(/^Subject/)).toHaveValue('english');
  });

  it('refuses a second add while the first is on its way', async () => {
    const answer = await startSlowAdd();
    await addTutor();
    expect(await screen.findByText('Error: Cannot add tutor when busy')).toBeVisible();
    answer(ok(tutorNamed('Bea')));
    expect(
      await screen.findByText("Tutor created - one-time password sent to tutor's email address"),
    ).toBeVisible();
  });

  it('refuses a refresh while a tutor is being added', async () => {
    const answer = await startSlowAdd();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Error: Cannot refresh TutorList when busy')).toBeVisible();
    answer(ok(tutorNamed('Bea')));
  });
});
