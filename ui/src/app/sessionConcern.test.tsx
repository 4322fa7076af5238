import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { fakeConcernServer } from '../features/concerns/testing/fakeConcernServer';
import { callsTo, openAs } from '../features/sessions/testing/fakeSessionServer';
import { aSession } from '../features/sessions/testing/sessionFixtures';
import type { Role } from '../generated/api/schemas';

/**
 * `role` on `path`, the page of Ada's session with Tom that began a minute
 * ago. (Once it is over the student's page shows the whiteboard, which
 * jsdom cannot draw; the button is the same.)
 */
function sessionPage(role: Role, path: string) {
  const session = aSession(new Date(Date.now() - 60_000).toISOString(), { _id: 'session-1' });
  const concerns = fakeConcernServer();
  return openAs(role, path, {
    sessions: [session],
    replies: {
      'session/session-1': async () => ({ status: 200, body: session }),
      concern: async (request) => concerns.answer(request)!,
      'concern/mine': async (request) => concerns.answer(request)!,
    },
  });
}

describe('a concern raised from a session page', () => {
  it.each([
    [
      'STUDENT',
      '/student/session/session-1',
      'Tell us if something worried you',
      'Tell us what worried you',
      'We will know it happened in this session.',
    ],
    [
      'TUTOR',
      '/tutor/session/session-1',
      'Report a concern',
      'Report a concern',
      'Your concern will name this session.',
    ],
  ] as const)('names the session for a %s', async (role, path, button, title, about) => {
    const { transport } = sessionPage(role, path);
    await userEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(about)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox'), 'It felt wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(callsTo(transport, 'concern').map((request) => request.body)).toEqual([
        { what_happened: 'It felt wrong', session_id: 'session-1' },
      ]),
    );
  });

  it('is not offered to an admin following the session', async () => {
    sessionPage('ADMIN', '/tutor/session/session-1');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Report a concern' })).not.toBeInTheDocument();
  });
});
