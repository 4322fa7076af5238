import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/renderApp';
import { callsTo, fakeSessionServer } from '../testing/fakeSessionServer';
import { sessionInDays } from '../testing/sessionFixtures';
import { ParentSessionTables } from './ParentSessionTables';

describe("the parent's session tables", () => {
  it("shows the children's upcoming and past sessions, asked for by the parent's id", async () => {
    const transport = fakeSessionServer('PARENT', {
      sessions: [sessionInDays(3), sessionInDays(-2, { status: 'Missed(tutor)' })],
    });
    renderWithProviders(<ParentSessionTables parentId="parent-1" />, { transport });
    const upcoming = await screen.findByRole('table', { name: 'Upcoming sessions' });
    expect(
      within(upcoming)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Time', 'Length', 'Subject', 'Student', 'Tutor', 'Status']);
    expect(await within(upcoming).findByText('Ada Lovelace')).toBeVisible();
    const past = screen.getByRole('table', { name: 'Past sessions' });
    expect(await within(past).findByText('Missed(tutor)')).toBeVisible();
    expect(within(past).getByRole('button', { name: 'Load Previous Week' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    expect(callsTo(transport, 'session/list/past')[0]!.query).toContainEqual([
      'parent_id',
      'parent-1',
    ]);
  });
});
