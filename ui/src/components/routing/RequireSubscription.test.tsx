import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { Role, SubscriptionLevel } from '../../generated/api/schemas';
import { storeRole } from '../../lib/auth/storage';
import { fakeTransport, meFor } from '../../test/fakeTransport';
import { renderApp } from '../../test/renderApp';
import { UPGRADE_TEXT } from './RequireSubscription';

/** Opens the tokens page (a page needing a subscription) as a student at `level`. */
async function openTokensAt(level: SubscriptionLevel | undefined) {
  storeRole('student');
  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role: 'STUDENT' as Role, mustChangePassword: false })),
  });
  const me = { ...meFor('STUDENT'), subscription_level: level };
  const app = renderApp('/student/tokens', { transport, fetchMe: async () => me });
  await app.store.start();
  return app;
}

describe('the upgrade view', () => {
  it('replaces the page for a student without a subscription', async () => {
    await openTokensAt('None');
    expect(await screen.findByText(UPGRADE_TEXT)).toBeVisible();
    expect(UPGRADE_TEXT).toBe('Upgrade to a PLYTIME Learning Subscription to view this page');
    expect(
      screen.getByText(
        'You don’t have a plan yet. Ask a parent to choose a plan in their Plytime account.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Rewards')).not.toBeInTheDocument();
  });

  it('goes back to the student home', async () => {
    const { router } = await openTokensAt('None');
    await userEvent.click(await screen.findByRole('link', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
  });

  it.each<SubscriptionLevel | undefined>(['PlatformOnly', 'TutorPlan', undefined])(
    'lets a student with level %s see the page',
    async (level) => {
      await openTokensAt(level);
      expect(await screen.findByText('Rewards')).toBeVisible();
      expect(screen.queryByText(UPGRADE_TEXT)).not.toBeInTheDocument();
    },
  );
});
