import { expect, type Page, test } from '@playwright/test';

import { apiToken, shownQuestion, theWholeBank } from './gameAnswers';
import { ADMIN, expectHome, PARENT, signIn, STUDENT } from './signin';

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

test('on double time, Pass opens on the longest question before the game ends', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await adasAllowance(page, 'double');
  const admin = await apiToken(page.request, 'admin', ADMIN.login);
  const live = (await theWholeBank(admin, page.request)).filter(
    (question) => question.status === 'live',
  );
  const longest = live.reduce((most, question) =>
    question.standard_time > most.standard_time ? question : most,
  );
  // Longer than the one-minute race: on its own standard time Pass would never open.
  expect(longest.standard_time).toBeGreaterThan(60);

  // A mix of the longest question's endcode alone, so the race asks it (or its like).
  await signIn(page, STUDENT);
  await expectHome(page, STUDENT);
  const ada = await apiToken(page.request, 'student', STUDENT.login);
  const me = (await (
    await page.request.get('/api/profile/me', { headers: { Authorization: `Bearer ${ada}` } })
  ).json()) as { user_data: { _id: string } };
  const mix = await page.request.post(`/api/student/${me.user_data._id}/mixes`, {
    headers: { Authorization: `Bearer ${ada}` },
    data: { name: 'Long ones', subject: longest.subject._id, subjects: [longest.endcode._id] },
  });
  expect(mix.ok()).toBe(true);
  const mixId = ((await mix.json()) as { _id: string })._id;
  try {
    await page.goto('/game/step1_setup');
    await page.getByRole('radio', { name: 'Long ones', exact: true }).check();
    await page.getByRole('radio', { name: /Quick race: 1 minute against three ghosts/ }).check();
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
    const question = await shownQuestion(page, admin);
    expect(question.standard_time).toBeGreaterThan(60);
    const pass = page.getByRole('button', { name: 'Pass' });
    await expect(pass).toBeDisabled();
    // Half the game on the doubled clock: 60 of its 120 seconds.
    await expect(pass).toBeEnabled({ timeout: 70_000 });
    expect(await secondsLeft(page)).toBeGreaterThanOrEqual(55);
    await pass.click();
    await expect(page.getByTestId('result-message')).toHaveText(
      'You passed. The correct answer is shown above.',
    );
    await page.getByRole('button', { name: 'Quit game' }).click();
    await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
  } finally {
    await page.request.delete(`/api/student/${me.user_data._id}/mixes/${mixId}`, {
      headers: { Authorization: `Bearer ${ada}` },
    });
  }
});
