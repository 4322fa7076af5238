import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { openAs } from '../../../test/openAs';
import { fakeTutorServer, slot, tutorNamed, weekOf } from '../testing/fakeTutorServer';

const TOM = tutorNamed('Tom');
const ANN = tutorNamed('Ann');
const NO_ACCOUNT = tutorNamed('Ghost', { uid: '' });

function openAllAvailability(query = '') {
  const server = fakeTutorServer({
    tutors: [TOM, ANN, NO_ACCOUNT],
    // Fetched by account id.
    weeks: {
      'uid-tom': weekOf([slot(0, 9 * 60), slot(0, 18 * 60, { busy: true }), slot(4, 10 * 60)]),
      'uid-ann': weekOf([slot(2, 20 * 60)]),
    },
  });
  return openAs('ADMIN', `/admin/tutors/all_availability${query}`, server);
}

const tutorSection = (name: string) => screen.findByRole('region', { name });

describe('availability for all tutors', () => {
  it('shows every tutor with an account, all days and all hours by default', async () => {
    openAllAvailability();
    const tom = await tutorSection('Tom Baker');
    expect(await within(tom).findByText('09:00')).toBeVisible();
    expect(within(tom).getByText('Booked')).toBeVisible();
    expect(within(tom).getByRole('region', { name: 'Friday' })).toHaveTextContent('10:00');
    expect(await within(await tutorSection('Ann Baker')).findByText('20:00')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Ghost Baker' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('-1');
    expect(screen.getByLabelText('From')).toHaveValue('0');
    expect(screen.getByLabelText('Until')).toHaveValue('24');
    expect(screen.getByLabelText('Status')).toHaveValue('All');
  });

  it('takes the filters from the address', async () => {
    openAllAvailability('?day=0&from=17&until=24&status=Booked');
    const tom = await tutorSection('Tom Baker');
    expect(await within(tom).findByText('18:00')).toBeVisible();
    expect(within(tom).queryByText('09:00')).not.toBeInTheDocument();
    expect(within(tom).queryByRole('region', { name: 'Friday' })).not.toBeInTheDocument();
    expect(within(await tutorSection('Ann Baker')).getByText('No matching slots')).toBeVisible();
  });

  it('falls back to all days, 0 and 24 when the address is not numeric', async () => {
    openAllAvailability('?day=someday&from=early&until=late');
    await tutorSection('Tom Baker');
    expect(screen.getByLabelText('Day')).toHaveValue('-1');
    expect(screen.getByLabelText('From')).toHaveValue('0');
    expect(screen.getByLabelText('Until')).toHaveValue('24');
  });

  it('narrows the view and keeps the filter in the address', async () => {
    const app = openAllAvailability();
    const tom = await tutorSection('Tom Baker');
    await within(tom).findByText('09:00');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Available');
    await userEvent.selectOptions(screen.getByLabelText('Day'), 'Monday');
    expect(within(tom).getByText('09:00')).toBeVisible();
    expect(within(tom).queryByText('18:00')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(app.router.state.location.search).toBe('?day=0&from=0&until=24&status=Available'),
    );
  });
});
