import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

import type { Me, Named } from '../src/generated/api/schemas';
import { apiToken } from './gameAnswers';
import { getJson } from './liveSessions';
import { type DemoAccount, signIn, STUDENT } from './signin';

/*
 * Walking through every role's screens, shared by the checks that look at
 * each of them (responsive.spec.ts, accessibility.spec.ts).
 */

/** Waits for a screen to finish loading what it shows first. */
export async function settle(page: Page) {
  await expect(page.locator('header h1')).toBeAttached();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByText('Loading...', { exact: true }).filter({ visible: true })).toHaveCount(
    0,
    { timeout: 10_000 },
  );
  // Fonts, images and transitions.
  await page.waitForTimeout(300);
}

/** Ada's id and the Maths subject's, for the pages that show one child's work. */
export async function adaAndMaths(request: APIRequestContext) {
  const token = await apiToken(request, 'student', STUDENT.login);
  const ada = (await getJson<Me>(request, token, '/api/profile/me')).user_data._id;
  const subjects = await getJson<Named[]>(request, token, '/api/game/subjects');
  const maths = subjects.find((subject) => subject.name === 'Maths')!._id;
  return { ada, maths };
}

/** Signs in (on a phone the name shows in the menu, so only the home is awaited). */
export async function signedIn(page: Page, account: DemoAccount) {
  await signIn(page, account);
  await expect(page).toHaveURL(account.home);
}

/** The steps of the subscription wizard before its review. */
export type WizardStep = 'student' | 'plan' | 'referral' | 'times';

/**
 * Opens the subscription wizard for Ben, who has no plan, and fills each
 * step up to the review; nothing is bought. `atStep` looks at each step,
 * filled, before Next is pressed. Returns the open wizard.
 */
export async function walkSubscriptionWizard(
  page: Page,
  atStep: (step: WizardStep, next: Locator) => Promise<void>,
): Promise<Locator> {
  await page.getByRole('button', { name: 'New subscription' }).click();
  const wizard = page.getByRole('dialog', { name: 'New subscription' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await wizard.getByLabel(/^Student/).selectOption({ label: 'Ben' });
  await wizard.getByLabel(/^Subject/).selectOption({ label: 'Maths' });
  await wizard.getByLabel(/^Level compared with their school year/).selectOption('On track');
  await atStep('student', next);
  await next.click();
  await wizard.getByRole('radio', { name: /^2 X 15 mins/ }).check();
  await wizard.getByRole('checkbox', { name: 'Wednesday' }).check();
  await wizard.getByRole('checkbox', { name: 'Friday' }).check();
  await wizard.getByRole('checkbox', { name: 'Late Afternoon (15:00-17:45)' }).check();
  await atStep('plan', next);
  await next.click();
  await expect(wizard.getByLabel('Referral code (optional)')).toBeVisible();
  await atStep('referral', next);
  await next.click();
  await expect(wizard.getByText(/^Choose 2 weekly times/)).toBeVisible({ timeout: 10_000 });
  for (const day of ['Wednesday', 'Friday']) {
    await wizard
      .getByRole('checkbox', { name: new RegExp(`^${day} \\d\\d:\\d\\d$`) })
      .first()
      .check();
  }
  await atStep('times', next);
  await next.click();
  await expect(wizard.getByRole('table', { name: 'Review' })).toBeVisible();
  return wizard;
}
