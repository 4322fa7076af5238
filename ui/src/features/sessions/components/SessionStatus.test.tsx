import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/renderApp';
import { fakeSessionServer, openAs, type SessionServerOptions } from '../testing/fakeSessionServer';
import { openSessionsView } from '../testing/openSessionsView';
import { sessionInDays } from '../testing/sessionFixtures';
import { chooseAction } from '../testing/sessionMenus';
import { ParentSessionTables } from './ParentSessionTables';

// Tom is suspended: his session in 6 days is to be handed on; one he gave is not.
const toHandOn = sessionInDays(6, { _id: 'to-hand-on', needs_substitute: true });
const given = sessionInDays(-2, { _id: 'given', status: 'Attended' });

function open(view: 'parent' | 'tutor' | 'admin', options: SessionServerOptions) {
  if (view !== 'parent') return openSessionsView(view, options);
  const transport = fakeSessionServer('PARENT', options);
  renderWithProviders(<ParentSessionTables parentId="parent-1" />, { transport });
  return transport;
}

const sessionRow = async (table: string) =>
  within(await screen.findByRole('table', { name: table })).getAllByRole('row')[1]!;

describe('a session whose tutor is suspended', () => {
  it.each(['parent', 'tutor', 'admin'] as const)(
    "says it needs another tutor beside its status, in the %s's table",
    async (view) => {
      open(view, { sessions: [toHandOn, given] });
      const upcoming = await sessionRow('Upcoming sessions');
      expect(await within(upcoming).findByText('Booked')).toBeVisible();
      expect(within(upcoming).getByText('Needs another tutor')).toBeVisible();
      const past = await sessionRow('Past sessions');
      expect(await within(past).findByText('Attended')).toBeVisible();
      expect(within(past).queryByText('Needs another tutor')).toBeNull();
    },
  );

  it("leaves it out of the child's own table: arranging a new tutor is for the adults", async () => {
    openAs('STUDENT', '/student/sessions', { sessions: [toHandOn] });
    const upcoming = await sessionRow('Upcoming sessions');
    expect(await within(upcoming).findByText('Booked')).toBeVisible();
    expect(within(upcoming).queryByText('Needs another tutor')).toBeNull();
  });

  it('no longer needs one once the admin has substituted it', async () => {
    open('admin', { sessions: [toHandOn] });
    expect(await screen.findByText('Needs another tutor')).toBeVisible();
    const cancel = await chooseAction('Upcoming sessions', 1, 'Cancel Single Session');
    await userEvent.click(within(cancel).getByRole('button', { name: 'Substitute instead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Substitute Single Session' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByText('Substituted')).not.toHaveLength(0));
    expect(screen.queryByText('Needs another tutor')).toBeNull();
  });
});
