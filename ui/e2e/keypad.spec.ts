import { expect, type Page, test } from '@playwright/test';

import { answerShownQuestion, answerSteps, apiToken, shownQuestion } from './gameAnswers';
import { ADMIN, signIn, STUDENT } from './signin';

/*
 * The number pad on a touch screen (docs/accessibility.md, "Touch"): a
 * child on a phone answers with taps alone, minus, point and colon
 * included, on keys and boxes at least 44 px high.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The pad key that types `character`. */
const KEY_NAMES: Record<string, string> = { '-': 'minus', '.': 'point', ':': 'colon' };

async function tapAnswer(page: Page, steps: { box: string; text: string }[]) {
  const pad = page.getByRole('group', { name: 'Number pad' });
  for (const step of steps) {
    await page.getByRole('textbox', { name: step.box, exact: true }).tap();
    for (const character of step.text) {
      await pad.getByRole('button', { name: KEY_NAMES[character] ?? character, exact: true }).tap();
    }
  }
}

test('a child on a phone answers by tapping the number pad', async ({ page }) => {
  test.setTimeout(90_000);
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  await signIn(page, STUDENT);
  await expect(page).toHaveURL(STUDENT.home);
  await page.goto('/game/step1_setup');
  await page.getByRole('radio', { name: 'Maths', exact: true }).check();
  await page.getByRole('radio', { name: /Quick practice: 1 minute on your own/ }).check();
  await page.getByRole('button', { name: 'Start Game' }).tap();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });

  // Questions answered by choosing are answered so; the first typed one is tapped in.
  for (let asked = 0; ; asked += 1) {
    expect(asked).toBeLessThan(8);
    const question = await shownQuestion(page, adminToken);
    const steps = answerSteps(question, true);
    const typed = steps.flatMap((step) => ('box' in step ? [step] : []));
    if (typed.length === steps.length && typed.length > 0) {
      const pad = page.getByRole('group', { name: 'Number pad' });
      await expect(pad).toBeVisible();
      // Finger-sized: every key, every box and Submit at least 44 px high.
      for (const target of [
        ...(await pad.getByRole('button').all()),
        ...(await page.getByTestId('question').getByRole('textbox').all()),
        page.getByRole('button', { name: 'Submit' }),
      ]) {
        const box = await target.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      // The system keyboard is not asked for: the pad is the keyboard.
      await expect(page.getByTestId('question').getByRole('textbox').first()).toHaveAttribute(
        'inputmode',
        'none',
      );
      await tapAnswer(page, typed);
      for (const step of typed) {
        await expect(page.getByRole('textbox', { name: step.box, exact: true })).toHaveValue(
          step.text,
        );
      }
      await page.getByRole('button', { name: 'Submit' }).tap();
      await expect(page.getByTestId('result-message')).toHaveText('Correct, well done!');
      break;
    }
    await answerShownQuestion(page, question, true);
    await expect(page.getByTestId('result-message')).toHaveText('Correct, well done!');
    await page.getByRole('button', { name: 'Next question' }).tap();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
  }

  // Nothing is wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  // On a phone, Quit game is in the menu.
  await page.locator('header').getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Quit game' }).tap();
  await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
});
