import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Role } from '../../../generated/Role';
import type { TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { storeRole } from '../../../lib/auth/storage';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';

async function studentHome(total: number) {
  storeRole('student');
  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role: 'STUDENT' as Role, mustChangePassword: false })),
  });
  const fallback = transport.send;
  transport.send = vi.fn(async (request: TransportRequest): Promise<TransportResponse> =>
    request.path === 'student/id-STUDENT/tokens'
      ? {
          status: 200,
          body: {
            rows: [],
            total_token_count: total,
            total_pending_token_count: 0,
            total_earned_without_subscription_count: 0,
          },
        }
      : fallback(request),
  );
  const app = renderApp('/student', { transport, fetchMe: async () => meFor('STUDENT') });
  await app.store.start();
  return transport;
}

describe('the student home', () => {
  it('has a Play button to the game setup', async () => {
    await studentHome(0);
    expect(await screen.findByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      '/game/step1_setup',
    );
  });

  it('shows Tokens only when the token total is above 0', async () => {
    await studentHome(12);
    expect(await screen.findByRole('link', { name: 'Tokens' })).toHaveAttribute(
      'href',
      '/student/tokens',
    );
  });

  it('hides Tokens with no tokens', async () => {
    const transport = await studentHome(0);
    await screen.findByRole('link', { name: 'Play' });
    await vi.waitFor(() =>
      expect(
        vi
          .mocked(transport.send)
          .mock.calls.some(([request]) => request.path === 'student/id-STUDENT/tokens'),
      ).toBe(true),
    );
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('link', { name: 'Tokens' })).not.toBeInTheDocument();
  });
});
