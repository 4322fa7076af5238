import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { WeeklyDigest } from '../../../generated/api/schemas';
import { renderWithProviders } from '../../../test/renderApp';
import { ThisWeek } from './ThisWeekCard';

/** A week from Monday 30 November 2026, London time (winter: UTC). */
function week(children: WeeklyDigest['children']): WeeklyDigest {
  return {
    week_start: '2026-11-30T00:00:00.000Z',
    week_end: '2026-12-07T00:00:00.000Z',
    children,
  };
}

const ADA: WeeklyDigest['children'][number] = {
  student_id: 'student-ada',
  first_name: 'Ada',
  games_played: 3,
  minutes_played: 4,
  answered: 25,
  right: 18,
  went_up: [{ description: 'Rounding to the nearest 10', answers: 6, right: 6 }],
  to_practise: [
    { description: 'Adding fractions', answers: 5, right: 1 },
    { description: 'Halving', answers: 2, right: 0 },
  ],
  sessions: [
    {
      starts_at: '2026-12-01T16:30:00.000Z',
      subject: 'Maths',
      tutor_first_name: 'Priya',
      status: 'Attended',
      outcome: 'Attended',
      report: 'Ada rounded well today.',
    },
  ],
};

const BEN: WeeklyDigest['children'][number] = {
  ...ADA,
  student_id: 'student-ben',
  first_name: 'Ben',
  games_played: 0,
  minutes_played: 0,
  answered: 0,
  right: 0,
  went_up: [],
  to_practise: [],
  sessions: [],
};

function linesOf(name: string): string[] {
  const heading = screen.getByRole('heading', { name });
  const list = heading.parentElement?.querySelector('ul');
  return within(list as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe("the parent's week so far", () => {
  it('says what each child did, with the answers behind each area', () => {
    renderWithProviders(<ThisWeek week={week([ADA, BEN])} emailOptIn />);
    expect(screen.getByText('Since Monday 30 November 2026.')).toBeVisible();
    expect(linesOf('Ada')).toEqual([
      'Played 3 games, 4 minutes in all.',
      'Answered 25 questions, 18 right.',
      'Went up: Rounding to the nearest 10 (6 answers, 6 right).',
      'Worth practising: Adding fractions (5 answers, 1 right); Halving (2 answers, 0 right).',
      'Tutor session, Tue 1 Dec 16:30, Maths with Priya: Attended.',
      "Priya's report: Ada rounded well today.",
    ]);
    expect(linesOf('Ben')).toEqual(['No games played yet this week.']);
    expect(screen.getByText('You will get the whole week by e-mail on Monday.')).toBeVisible();
  });

  it('tells a parent who has not opted in how to get it by e-mail', () => {
    renderWithProviders(<ThisWeek week={week([BEN])} emailOptIn={false} />);
    expect(
      screen.getByText(
        'Tick “E-mail me news and offers from Plytime” on your profile to get each week by e-mail.',
      ),
    ).toBeVisible();
  });
});
