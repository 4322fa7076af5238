import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { UPGRADE_TEXT } from '../../../components/routing/RequireSubscription';
import type { Role, SubscriptionLevel } from '../../../generated/api/schemas';
import { signInRoleOf } from '../../../lib/auth/roles';
import { storeRole } from '../../../lib/auth/storage';
import { fakeTransport, meFor } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderApp';
import { GOLD_PATH } from '../paths';
import { GOLD_COMING, HOW_GOLD_IS_WON } from './GoldPage';

function open(path: string, role: Role, level?: SubscriptionLevel) {
  storeRole(signInRoleOf(role) ?? 'admin');
  const transport = fakeTransport({
    restore: async () => ({ uid: `uid-${role}`, role, mustChangePassword: false }),
  });
  const me = { ...meFor(role), subscription_level: level };
  const app = renderApp(path, { transport, fetchMe: async () => me });
  void app.store.start();
  return app;
}

describe('/student/gold', () => {
  it('tells the student what the page will be', async () => {
    open(GOLD_PATH, 'STUDENT');
    expect(await screen.findByRole('heading', { name: GOLD_COMING })).toBeVisible();
    expect(screen.getByText(/This page will show all the gold you have won/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back to homepage' })).toHaveAttribute(
      'href',
      '/student',
    );
  });

  it('says truthfully how coins are won: more for thinking, up to the time meant', async () => {
    open(GOLD_PATH, 'STUDENT');
    expect(await screen.findByText(HOW_GOLD_IS_WON)).toBeVisible();
    expect(HOW_GOLD_IS_WON).toMatch(
      /more coins the longer you think about it, up to the time the question is meant to take/,
    );
    expect(screen.queryByText(/faster/)).not.toBeInTheDocument();
  });

  it.each<Role>(['PARENT', 'TUTOR', 'ADMIN'])('is not for %s', async (role) => {
    open(GOLD_PATH, role);
    expect(await screen.findByText('You are not authorised to see this page')).toBeVisible();
    expect(screen.queryByText(GOLD_COMING)).not.toBeInTheDocument();
  });

  it('needs a subscription, like the student’s other pages', async () => {
    open(GOLD_PATH, 'STUDENT', 'None');
    expect(await screen.findByText(UPGRADE_TEXT)).toBeVisible();
    expect(screen.queryByText(GOLD_COMING)).not.toBeInTheDocument();
  });

  it('is linked from nowhere, not even the student home', async () => {
    open('/student', 'STUDENT');
    await screen.findByRole('link', { name: 'Play' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Performance' })).toBeVisible());
    expect(document.querySelector(`a[href="${GOLD_PATH}"]`)).toBeNull();
  });
});
