import { expect, type Page, test } from '@playwright/test';

import { newPersonPage } from './accounts';
import { expectAccessible } from './axe';
import {
  answerShownQuestion,
  apiToken,
  secondsLeft,
  shownQuestion,
  startQuickRace,
} from './gameAnswers';
import { adasLastSessions, FAKE_MEDIA } from './liveSessions';
import { signedIn, walkSubscriptionWizard } from './screens';
import { ADMIN, PARENT, STUDENT, TUTOR } from './signin';

/*
 * axe-core (./axe.ts) on the states no route opens by itself: dialogs,
 * menus, toasts and alerts, the wizard on a phone, and the whiteboard with
 * Excalidraw's own controls in (docs/accessibility.md). Nothing here saves
 * a change another test could see.
 */

test.use(FAKE_MEDIA);

/** Opens the first Actions menu in `scope` and checks it with its items. */
async function openActions(page: Page, screen: string) {
  await page.getByRole('button', { name: 'Actions' }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, `${screen}'s Actions menu`);
}

test('a parent’s toast, picture dialog, Actions menu and wizard on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, PARENT);
  await page.goto('/parent/profile');
  const profile = page.getByRole('region', { name: 'Your profile' });
  const phone = profile.getByLabel(/^Phone number/);
  /** Saves the profile with `number`; the toast says so. */
  const savePhone = async (number: string) => {
    await profile.getByRole('button', { name: 'Edit' }).click();
    await phone.fill(number);
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  };
  const before = await phone.inputValue();
  await savePhone('01865 000001');
  await expectAccessible(page, 'a toast');
  await savePhone(before);

  await page.getByRole('button', { name: /^Profile picture of/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the picture dialog');
  await page.keyboard.press('Escape');

  await page.goto('/parent/subscriptions');
  await openActions(page, 'a subscription');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await walkSubscriptionWizard(page, async (step) => {
    await expectAccessible(page, `the wizard's ${step} step on a phone`);
  });
  await expectAccessible(page, "the wizard's review on a phone");
});

test('a tutor’s session menu and reschedule dialog', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, TUTOR);
  await openActions(page, 'an upcoming session');
  await page.getByRole('menuitem', { name: 'Reschedule Single Session' }).click();
  await expect(page.getByRole('dialog', { name: 'Reschedule Single Session' })).toBeVisible();
  await expectAccessible(page, 'the reschedule dialog');
});

test('an admin’s question editor', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, ADMIN);
  await page.goto('/admin/questions');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Y1-', { exact: false }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'a question');
  await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
  await expectAccessible(page, 'the question editor');
});

test('the whiteboard with Excalidraw’s own controls', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const tutorToken = await apiToken(page.request, 'tutor', TUTOR.login);
  const [session] = await adasLastSessions(page.request, tutorToken, 1);
  for (const [person, account] of [
    [page, STUDENT],
    [await newPersonPage(browser), TUTOR],
  ] as const) {
    await signedIn(person, account);
    await person.goto(`/whiteboard/${session}`);
    await expect(person.locator('.excalidraw')).toBeVisible();
    await expect(person.getByRole('button', { name: /^Reset zoom from \d+%$/ })).toBeVisible();
    await expectAccessible(person, `the whiteboard as ${account.card}`, { withBoard: true });
  }
});

test('a child’s right answer with its bonus, and a passed question', async ({ page }) => {
  test.setTimeout(120_000);
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  await signedIn(page, STUDENT);
  await page.goto('/game/step1_setup');
  await startQuickRace(page);
  await answerShownQuestion(page, await shownQuestion(page, adminToken), true);
  await expect(page.getByTestId('bonus')).toBeVisible();
  await expectAccessible(page, 'a right answer with its bonus');

  // A question short enough to pass in the time left; others are answered.
  const result = page.getByTestId('result-message');
  let passed = false;
  while (!passed && (await secondsLeft(page)) > 8) {
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
    const shown = await shownQuestion(page, adminToken);
    if (shown.standard_time + 6 < (await secondsLeft(page))) {
      const pass = page.getByRole('button', { name: 'Pass' });
      await expect(pass).toBeEnabled({ timeout: (shown.standard_time + 2) * 1000 });
      await pass.click();
      await expect(result).toHaveText('You passed. The correct answer is shown above.');
      passed = true;
    } else {
      await answerShownQuestion(page, shown, true);
      await expect(result).toHaveText('Correct, well done!');
    }
  }
  expect(passed, 'a question short enough to pass came up').toBe(true);
  await expectAccessible(page, 'a passed question with its answer');
});
