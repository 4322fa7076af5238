import { expect, type Locator, type Page } from '@playwright/test';

import type { AdminQuestion } from '../src/generated/api/schemas';
import { answerSteps } from './gameAnswers';

/*
 * Getting about a screen as a keyboard-only player does: Tab and Shift+Tab
 * between controls, arrows within a radio group, Enter and Space to press.
 */

/**
 * Whether the focused element shows a focus ring: on itself, or for a
 * choice drawn over its hidden input, on its label or the mark beside it.
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) return false;
    const labels = focused instanceof HTMLInputElement ? Array.from(focused.labels ?? []) : [];
    const marked = [focused, ...labels, focused.nextElementSibling].filter(
      (element): element is HTMLElement => element instanceof HTMLElement,
    );
    return marked.some((element) => {
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outlined || style.boxShadow !== 'none';
    });
  });
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus, which must show. */
export async function tabTo(page: Page, target: Locator, backwards = false) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 60 && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  expect(await focusIsVisible(page), 'the focus shows').toBe(true);
}

/**
 * Tabs into the radio group of `radio` (Tab stops once per group) and
 * moves along it with the arrow keys until `radio` is chosen.
 */
export async function chooseRadio(page: Page, radio: Locator, backwards = false) {
  // A segmented control draws its choices over hidden radios.
  await expect(radio).toBeAttached();
  const group = await radio.getAttribute('name');
  const inGroup = () =>
    page.evaluate(
      (name) =>
        document.activeElement instanceof HTMLInputElement && document.activeElement.name === name,
      group,
    );
  for (let presses = 0; presses < 60 && !(await inGroup()); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await inGroup(), `Tab reaches the group of ${group}`).toBe(true);
  if (await isFocused(radio)) await page.keyboard.press('Space');
  for (let presses = 0; presses < 20 && !(await radio.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
  expect(await focusIsVisible(page), 'the focus shows').toBe(true);
}

/**
 * Types the question's first accepted answer (or, when `right` is false,
 * a wrong one), box by box with Tab in between, starting where the focus
 * is. The answer is left for the caller to submit.
 */
export async function typeAnswer(page: Page, question: AdminQuestion, right: boolean) {
  const view = page.getByTestId('question');
  for (const step of answerSteps(question, right)) {
    if ('choice' in step) {
      await chooseRadio(page, view.getByRole('radio', { name: step.choice, exact: true }).first());
    } else {
      await tabTo(page, view.getByLabel(step.box, { exact: true }));
      await page.keyboard.type(step.text);
    }
  }
}
