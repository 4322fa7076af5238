import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { openAs } from '../../../test/openAs';

const linkTo = (name: string) => screen.findByRole('link', { name });

describe('the tutor home', () => {
  it('has shortcuts to the profile and availability', async () => {
    openAs('TUTOR', '/tutor', () => undefined);
    expect(await linkTo('View/edit profile')).toHaveAttribute('href', '/tutor/profile');
    expect(await linkTo('Manage Availability')).toHaveAttribute('href', '/tutor/availability');
    expect(screen.queryByRole('link', { name: 'Tutors' })).not.toBeInTheDocument();
  });
});

describe('the admin home', () => {
  it('has a button for each admin screen', async () => {
    openAs('ADMIN', '/admin', () => undefined);
    await screen.findByText('Hello, Ada');
    const menu = within(screen.getByRole('main')).getAllByRole('link');
    expect(menu.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tutors', '/admin/tutors'],
      ['Student scores', '/admin/student_scores'],
      ['Subjects', '/admin/subjects'],
      ['Questions', '/admin/questions'],
      ['Import', '/admin/subjects_import'],
      ['Variables', '/admin/variables'],
      ['Families', '/admin/families'],
      ['Backups', '/admin/backups'],
      ['API status', '/admin/api_status'],
    ]);
  });

  it("has a 'Tutors' button in the page header", async () => {
    openAs('ADMIN', '/admin', () => undefined);
    await screen.findByText('Hello, Ada');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Tutors' })).toHaveAttribute(
      'href',
      '/admin/tutors',
    );
  });
});
