import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../../test/renderApp';
import { fakeSessionServer } from '../../testing/fakeSessionServer';
import { UnreportedSessionsCard } from './UnreportedSessionsCard';

describe("the admin home's sessions without a report", () => {
  it('lists each with its date, student, tutor and subject, the date opening the report', async () => {
    const transport = fakeSessionServer('ADMIN', {
      sessions: [],
      unreported: [
        {
          session_id: 'session-1',
          session_date_time: '2025-12-16T16:30:00.000Z',
          student_name: 'Ada Lovelace',
          tutor_name: 'Priya Shah',
          subject: 'Maths',
        },
      ],
    });
    renderWithProviders(<UnreportedSessionsCard />, { transport });
    const table = await screen.findByRole('table', { name: 'Sessions without a report' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Tue 16 Dec 16:30Ada LovelacePriya ShahMaths');
    expect(within(row).getByRole('link', { name: 'Tue 16 Dec 16:30' })).toHaveAttribute(
      'href',
      '/session/session-1/report',
    );
  });

  it('says when every report is in', async () => {
    renderWithProviders(<UnreportedSessionsCard />, {
      transport: fakeSessionServer('ADMIN', { sessions: [] }),
    });
    const card = await screen.findByRole('region', { name: 'Sessions without a report' });
    expect(
      await within(card).findByText('Every session held over a day ago has its report.'),
    ).toBeVisible();
  });
});
