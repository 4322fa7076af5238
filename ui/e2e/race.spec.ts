import { expect, type Page, test } from '@playwright/test';

import { answerShownQuestion, apiToken, shownQuestion } from './gameAnswers';
import { ADMIN, expectHome, signIn, STUDENT } from './signin';

/*
 * The race a child sees and hears (docs/games.md, "The race" and
 * "Celebrations"): the runners move along the track, a right answer plays
 * a tune, and the mute holds for the next game.
 */

/** How far along its lane a runner is, from 0 to 1. */
async function progressOf(lane: ReturnType<Page['getByTestId']>): Promise<number> {
  return Number(await lane.locator('.race-runner').getAttribute('data-progress'));
}

/** The notes the page's tunes have started so far, counted by a wrapper around Web Audio. */
async function notesPlayed(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { notesPlayed: number }).notesPlayed);
}

async function answerRight(page: Page, adminToken: string) {
  await answerShownQuestion(page, await shownQuestion(page, adminToken), true);
  await expect(page.getByTestId('result-message')).toHaveText('Correct, well done!');
}

test('the race moves, a right answer is cheered, and the mute is kept for the next game', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const counted = window as unknown as { notesPlayed: number };
    counted.notesPlayed = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...at: [number?]) {
      counted.notesPlayed += 1;
      start.apply(this, at);
    };
  });
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  await signIn(page, STUDENT);
  await expectHome(page, STUDENT);
  await page.getByRole('link', { name: 'Play' }).click();
  await page.getByRole('radio', { name: 'Maths', exact: true }).check();
  await page.getByRole('radio', { name: /Speed race: 3 minutes against three ghosts/ }).check();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });

  const race = page.getByRole('region', { name: 'The race' });
  const you = race.getByTestId('racer-you');
  const ghosts = race.getByTestId('opponent');
  await expect(ghosts).toHaveCount(3);
  expect(await progressOf(you)).toBe(0);
  const sound = page.getByRole('switch', { name: 'Sound' });
  await expect(sound).toBeChecked();

  // A right answer moves the child's star along and plays its tune.
  await answerRight(page, adminToken);
  await expect.poll(() => progressOf(you)).toBeGreaterThan(0);
  await expect.poll(() => notesPlayed(page)).toBeGreaterThanOrEqual(2);

  // Muted, the next right answer is silent.
  await sound.uncheck();
  const before = await notesPlayed(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
  await answerRight(page, adminToken);
  await page.waitForTimeout(500);
  expect(await notesPlayed(page)).toBe(before);

  // The ghosts move too, as they score: the first may from its 11th second.
  await expect
    .poll(async () => Math.max(...(await Promise.all((await ghosts.all()).map(progressOf)))), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);

  // The next game, alone: the child races their record, with the sound still off.
  await page.getByRole('button', { name: 'Quit game' }).click();
  await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
  await page.getByRole('link', { name: 'Play another game' }).click();
  await page.getByRole('radio', { name: 'Maths', exact: true }).check();
  await page.getByRole('radio', { name: /Quick practice: 1 minute on your own/ }).check();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Beat your best' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Quit game' }).click();
  await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
});
