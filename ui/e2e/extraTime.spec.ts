import { expect, type Page, test } from '@playwright/test';

import { apiToken } from './gameAnswers';
import { expectHome, PARENT, signIn, STUDENT } from './signin';

/** Seconds left on the game clock ('1:58' → 118). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('time-left').textContent()) ?? '0:00';
  const [minutes = '0', seconds = '0'] = text.split(':');
  return Number(minutes) * 60 + Number(seconds);
}

async function adasAllowance(page: Page, allowance: string) {
  const parent = await apiToken(page.request, 'parent', PARENT.login);
  const profile = await page.request.get('/api/parent', {
    headers: { Authorization: `Bearer ${parent}` },
  });
  const { students } = (await profile.json()) as { students: { _id: string; username: string }[] };
  const ada = students.find((student) => student.username === STUDENT.login);
  const response = await page.request.put(`/api/parent/student/${ada?._id}/time_allowance`, {
    headers: { Authorization: `Bearer ${parent}` },
    data: { time_allowance: allowance },
  });
  expect(response.ok()).toBe(true);
}

test.afterEach(async ({ page }) => {
  // Other tests play as Ada on standard time.
  await adasAllowance(page, 'standard');
});

test('a parent gives Ada double time: her next game is twice as long and its ghosts slower', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, PARENT);
  await expectHome(page, PARENT);
  await page.goto('/parent/profile');
  const extraTime = page.getByRole('region', { name: 'Extra time in games' });
  await extraTime.getByLabel('Ada').selectOption({ label: 'Double time (×2)' });
  await expect(page.getByText("Saved: Ada's next game uses the new time")).toBeVisible();

  const child = await browser.newPage();
  try {
    await signIn(child, STUDENT);
    await expectHome(child, STUDENT);
    await child.goto('/game/step1_setup');
    await expect(child.getByTestId('extra-time')).toHaveText(
      'Extra time: Double time (×2). Your games last longer and the ghosts are slower.',
    );
    await child.getByRole('radio', { name: 'Maths', exact: true }).check();
    await child.getByRole('radio', { name: /Quick race: 1 minute against three ghosts/ }).check();
    await child.getByRole('button', { name: 'Start Game' }).click();
    await expect(child.getByRole('button', { name: 'Quit game' })).toBeVisible();
    await expect.poll(() => secondsLeft(child)).toBeGreaterThan(110);

    // On standard time a ghost may answer from its 11th second; on double
    // time not before the 22nd. After 16 seconds all three are still at 0.
    await expect.poll(() => secondsLeft(child), { timeout: 30_000 }).toBeLessThanOrEqual(104);
    const points = child.getByRole('region', { name: 'The race' }).getByLabel(/'s points$/);
    await expect(points).toHaveCount(3);
    for (const ghost of await points.all()) await expect(ghost).toHaveText('0');
  } finally {
    await child.close();
  }
});
