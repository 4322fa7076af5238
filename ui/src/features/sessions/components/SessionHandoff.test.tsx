import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Role } from '../../../generated/api/schemas';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';

function openHandoff(hash: string, role: Role = 'STUDENT') {
  window.location.hash = hash;
  const transport = fakeTransport({
    redeemHandoff: vi.fn(async () => ({ uid: `uid-${role}`, role, mustChangePassword: false })),
  });
  const app = renderApp('/session_handoff', {
    transport,
    fetchMe: async () => ({ ...meFor(role), session_only: 'session-9' }),
  });
  return { ...app, transport };
}

describe('a session handed over from the desktop app', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it("redeems the code once and opens the child's session page, and nothing else", async () => {
    const { router, transport } = openHandoff('#code=abc123&session=session-9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/session/session-9'));
    expect(transport.redeemHandoff).toHaveBeenCalledTimes(1);
    expect(transport.redeemHandoff).toHaveBeenCalledWith('abc123');
    await router.navigate('/student/performance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/session/session-9'));
  });

  it("opens the tutor's session page for a tutor", async () => {
    const { router } = openHandoff('#code=abc123&session=session-9', 'TUTOR');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutor/session/session-9'));
  });

  it('says so when the link is incomplete', async () => {
    const { transport } = openHandoff('#session=session-9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is incomplete. Open the session from the Plytime app again.',
    );
    expect(transport.redeemHandoff).not.toHaveBeenCalled();
  });
});
