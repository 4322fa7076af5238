import { expect, type Page, test } from '@playwright/test';

import type { AskedQuestion, AskRequest } from '../src/generated/api/schemas';
import { answerShownQuestion, apiToken, shownQuestion } from './gameAnswers';
import { ADMIN, expectHome, signIn, STUDENT } from './signin';

/** Seconds left on the game clock ('0:42' → 42). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByTestId('time-left').textContent()) ?? '0:00';
  const [minutes = '0', seconds = '0'] = text.split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/** Presses 'Next question' and waits until the new question is open. */
async function nextQuestion(page: Page) {
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
}

test('ada plays a one-minute race against the ghosts, then redeems a reward', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  // Earlier tests in the run may have set her record for this race.
  const adaToken = await apiToken(page.request, 'student', STUDENT.login);
  const record = await page.request.get(
    '/api/game/highscore?game_type=speed_standard&duration=60',
    {
      headers: { Authorization: `Bearer ${adaToken}` },
    },
  );
  expect(record.ok()).toBe(true);
  const previousHighscore = ((await record.json()) as { score: number }).score;
  await signIn(page, STUDENT);
  await expectHome(page, STUDENT);

  // Setup: Maths, Medium (the default), the one-minute race.
  await page.getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL('/game/step1_setup');
  await expect(page.getByRole('region', { name: 'How to play' })).toBeVisible();
  await page.getByRole('radio', { name: 'Maths', exact: true }).check();
  await expect(page.getByRole('radio', { name: 'Medium', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: /Quick race: 1 minute against three ghosts/ }).check();
  const firstAsk = page.waitForResponse(
    (response) => response.url().endsWith('/api/ask') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page).toHaveURL(
    '/game/step2_speed_standard?game_id=speed-1-multi&time=60&game_mode=multiplayer',
  );
  const ask = await firstAsk;
  expect(ask.ok()).toBe(true);
  const asked = (await ask.json()) as AskedQuestion;
  const studentId = (ask.request().postDataJSON() as AskRequest).student;
  await expect(page.getByRole('button', { name: 'Quit game' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'The race' }).getByTestId('opponent')).toHaveCount(
    3,
  );

  let attempted = 0;
  let correct = 0;

  // 1. A right answer.
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  let question = await shownQuestion(page, adminToken);
  expect(question._id).toBe(asked._id);
  await answerShownQuestion(page, question, true);
  attempted += 1;
  correct += 1;
  await expect(page.getByTestId('result-message')).toHaveText('Correct, well done!');

  // 2. Pausing stops the clock; unpausing starts it again.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  const pausedAt = await secondsLeft(page);
  await page.waitForTimeout(2500);
  expect(await secondsLeft(page)).toBe(pausedAt);
  await page.getByRole('button', { name: 'Unpause' }).click();
  await expect.poll(() => secondsLeft(page)).toBeLessThan(pausedAt);

  // 3. A harder question, answered wrong: the correct answer is shown.
  await page
    .getByRole('radiogroup', { name: 'How hard should the next question be?' })
    .getByText('Hard', { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: 'Hard', exact: true })).toBeChecked();
  await nextQuestion(page);
  question = await shownQuestion(page, adminToken);
  await answerShownQuestion(page, question, false);
  attempted += 1;
  await expect(page.getByTestId('result-message')).toHaveText(
    'Sorry, that is not the correct answer. The correct answer is shown above.',
  );
  await expect(page.getByTestId('correct-answer')).toBeVisible();
  // After a submit the difficulty is back to Medium.
  await expect(page.getByRole('radio', { name: 'Medium', exact: true })).toBeChecked();

  // 4. Pass, once it is enabled. A question too long for the time left is answered instead.
  let passed = false;
  while (!passed) {
    await nextQuestion(page);
    question = await shownQuestion(page, adminToken);
    const pass = page.getByRole('button', { name: 'Pass' });
    if (question.standard_time + 6 < (await secondsLeft(page))) {
      await expect(pass).toBeDisabled();
      await expect(pass).toBeEnabled({ timeout: (question.standard_time + 2) * 1000 });
      // Mid-game, with the question still open and the ghosts racing.
      await page.screenshot({ path: testInfo.outputPath('play-mid-game.png'), fullPage: true });
      await pass.click();
      await expect(page.getByTestId('result-message')).toHaveText(
        'You passed. The correct answer is shown above.',
      );
      passed = true;
    } else {
      await answerShownQuestion(page, question, true);
      correct += 1;
      await expect(page.getByTestId('result-message')).toHaveText('Correct, well done!');
    }
    attempted += 1;
  }

  // 5. A few more right answers while there is time for them, then the clock runs out.
  for (let more = 0; more < 6 && (await secondsLeft(page)) > 8; more += 1) {
    await nextQuestion(page);
    question = await shownQuestion(page, adminToken);
    await answerShownQuestion(page, question, true);
    attempted += 1;
    correct += 1;
    await expect(page.getByTestId('result-message')).toHaveText('Correct, well done!');
  }

  // Time up: the summary follows 3 seconds later.
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 65_000 });
  const total = Number(await page.getByTestId('total-points').textContent());
  await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();

  const stat = (label: string) => page.getByTestId(`stat-${label}`);
  await expect(stat('Questions attempted')).toHaveText(String(attempted));
  await expect(stat('Questions correct')).toHaveText(String(correct));
  await expect(stat('Total points')).toHaveText(String(total));
  const opponentTotals = (
    await page
      .getByRole('table', { name: 'Opponents' })
      .locator('tbody tr td:nth-child(2)')
      .allTextContents()
  ).map(Number);
  expect(opponentTotals).toHaveLength(3);
  const won = opponentTotals.every((opponent) => total > opponent);
  const newRecord = total > previousHighscore;
  await expect(page.getByTestId('summary-message')).toHaveText(
    won && newRecord
      ? 'You won with a new record score!'
      : won
        ? 'You won!'
        : 'Good try, keep practicing.',
  );
  // Ada has a paid tutor plan: each right answer earns a token, every other one
  // (wrong or passed) leaves a token pending review.
  await expect(page.getByTestId('tokens-line')).toHaveText(
    `Tokens earned: ${correct} · Tokens pending: ${attempted - correct} · Without a subscription: 0`,
  );
  await page.screenshot({ path: testInfo.outputPath('summary.png'), fullPage: true });

  // An admin tops her tokens up to at least 30; a reward can then be
  // redeemed. Games earlier in the run (the accessibility spec's) may have
  // earned her tokens already.
  const headers = { Authorization: `Bearer ${adminToken}` };
  const balance = await page.request.get(`/api/student/${studentId}/tokens`, { headers });
  expect(balance.ok()).toBe(true);
  const before = ((await balance.json()) as { total_token_count: number }).total_token_count;
  expect(before).toBeGreaterThanOrEqual(correct);
  const granted = Math.max(30 - before, 5);
  const tokens = before + granted;
  const grant = await page.request.post(`/api/student/${studentId}/tokens`, {
    headers,
    data: { amount: granted, note: 'Great racing' },
  });
  expect(grant.ok()).toBe(true);
  await page.getByRole('link', { name: 'Go back to homepage' }).click();
  await expect(page).toHaveURL('/student');
  await page.getByRole('link', { name: 'Tokens' }).click();
  await expect(page).toHaveURL('/student/tokens');
  // What her right answers earned and the grant, together.
  await expect(page.getByTestId('token-total')).toHaveText(String(tokens));
  const stickers = page.getByRole('region', { name: 'Sticker pack' });
  const pencils = page.getByRole('region', { name: 'Pencil set' }).getByRole('button');
  // The pencil set costs 50.
  await (tokens < 50 ? expect(pencils).toBeDisabled() : expect(pencils).toBeEnabled());
  await stickers.getByRole('button', { name: 'Redeem' }).click();
  await page.getByRole('button', { name: 'Yes, redeem' }).click();
  await expect(page.getByText("Woo-hoo your reward is on it's way!")).toBeVisible();
  await expect(page.getByTestId('token-total')).toHaveText(String(tokens - 20));
  const history = page.getByRole('table', { name: 'Token history' });
  await expect(history.getByRole('row', { name: /Prize: Sticker pack/ })).toContainText('-20');
  await expect(history.getByRole('row', { name: /Given: Great racing/ })).toContainText(
    String(granted),
  );
  // The sticker pack costs 20.
  const redeem = stickers.getByRole('button', { name: 'Redeem' });
  await (tokens - 20 < 20 ? expect(redeem).toBeDisabled() : expect(redeem).toBeEnabled());
  await page.screenshot({ path: testInfo.outputPath('tokens.png'), fullPage: true });
});
