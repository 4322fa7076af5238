import { expect, test } from '@playwright/test';

import { expectAccessible, visit } from './axe';
import { newPersonPage } from './accounts';
import {
  answerShownQuestion,
  apiToken,
  secondsLeft,
  shownQuestion,
  startQuickRace,
} from './gameAnswers';
import { chooseRadio, tabTo, typeAnswer } from './keyboard';
import { adasLastSessions, FAKE_MEDIA } from './liveSessions';
import { adaAndMaths, signedIn, walkSubscriptionWizard } from './screens';
import { ADMIN, PARENT, SAFEGUARDING_LEAD, STUDENT, TUTOR } from './signin';

/*
 * axe-core (./axe.ts) on every route of every role (docs/screens.md lists
 * them), and on the states a route passes through (a game in play, the
 * wizard's steps, an opened answer). accessibilityStates.spec.ts opens the
 * dialogs, menus and toasts.
 */

// The Audio/Video Checks and session pages ask for a camera.
test.use(FAKE_MEDIA);

test('the signed-out pages', async ({ page }) => {
  test.setTimeout(60_000);
  await visit(page, '/select_account_type?admin');
  for (const role of ['student', 'parent', 'tutor', 'admin']) {
    await visit(page, `/signin/${role}`);
  }
  await visit(page, '/family_closed');
  // Opened by the desktop app in a bare window: no header.
  await visit(page, '/session_handoff', { framed: false });
  await visit(page, '/no_such_page');
});

test('a student’s routes, and a game from setup to summary', async ({ page }) => {
  test.setTimeout(180_000);
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  const tutorToken = await apiToken(page.request, 'tutor', TUTOR.login);
  const [session] = await adasLastSessions(page.request, tutorToken, 1);
  await signedIn(page, STUDENT);
  await expectAccessible(page, 'the student home');
  for (const path of [
    '/student/sessions',
    `/student/session/${session}`,
    `/whiteboard/${session}`,
    '/student/tokens',
    '/student/messages',
    '/student/diagnostics',
    '/student/gold',
    '/change_password',
  ]) {
    await visit(page, path);
  }

  await visit(page, '/game/step1_setup');
  await startQuickRace(page);
  await expectAccessible(page, 'a question open');
  await answerShownQuestion(page, await shownQuestion(page, adminToken), false);
  await expect(page.getByTestId('result-message')).toBeVisible();
  await expectAccessible(page, 'a wrong answer with the correct one shown');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expectAccessible(page, 'the game paused');
  await page.getByRole('button', { name: 'Unpause' }).click();
  await page.getByRole('button', { name: 'Quit game' }).click();
  await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
  await expectAccessible(page, 'the game summary');

  // The performance pages, with the game's answers among the rest.
  for (const tab of ['trend', 'focus', 'answers']) {
    await visit(page, `/student/performance/${tab}`);
  }
  await page
    .getByTestId(/^answer-/)
    .first()
    .getByRole('button', { name: /^Show the answer/ })
    .click();
  await expectAccessible(page, 'an opened answer');
});

test('a student on a phone, with the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, STUDENT);
  await expectAccessible(page, 'the student home on a phone');
  await page.locator('header').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page, 'the menu');
});

test('a parent’s routes and the subscription wizard', async ({ page }) => {
  test.setTimeout(120_000);
  const { ada, maths } = await adaAndMaths(page.request);
  await signedIn(page, PARENT);
  await expectAccessible(page, 'the parent home');
  for (const path of [
    '/parent/profile',
    '/parent/student_performance',
    `/parent/student/${ada}/messages/${maths}`,
    '/parent/diagnostics',
    '/parent/subscriptions',
  ]) {
    await visit(page, path);
  }
  await walkSubscriptionWizard(page, async (step) => {
    await expectAccessible(page, `the wizard's ${step} step`);
  });
  await expectAccessible(page, "the wizard's review");
});

test('a tutor’s routes', async ({ page }) => {
  test.setTimeout(120_000);
  const { ada, maths } = await adaAndMaths(page.request);
  const tutorToken = await apiToken(page.request, 'tutor', TUTOR.login);
  const [session] = await adasLastSessions(page.request, tutorToken, 1);
  await signedIn(page, TUTOR);
  await expectAccessible(page, 'the tutor home');
  for (const path of ['/tutor/profile', '/tutor/availability', '/tutor/diagnostics']) {
    await visit(page, path);
  }
  await visit(page, `/tutor/session/${session}`);
  await visit(page, `/tutor/session/${ada}/${maths}`);
  for (const tab of ['Focus', 'Answers']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectAccessible(page, `the review's ${tab} tab`);
  }
});

test('an admin’s routes', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, ADMIN);
  await expectAccessible(page, 'the admin home');
  await visit(page, '/admin/tutors');
  await page.getByRole('link', { name: 'View profile' }).first().click();
  await expect(page).toHaveURL(/\/admin\/tutors\/[^/]+$/);
  await expectAccessible(page, 'a tutor');
  for (const path of [
    '/admin/tutors/all_availability',
    '/admin/student_scores',
    '/admin/subjects',
    '/admin/subjects_import',
    '/admin/variables',
    '/admin/backups',
    '/admin/api_status',
  ]) {
    await visit(page, path);
  }
  await visit(page, '/admin/questions');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Y1-', { exact: false }).first()).toBeVisible();
  await expectAccessible(page, 'questions found');
  await visit(page, '/admin/families');
  await page.getByLabel("Parent's e-mail").fill(PARENT.login);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('region', { name: /^Family of/ })).toBeVisible();
  await expectAccessible(page, 'a family');
});

test('a concern told by a child, and the safeguarding lead’s routes', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signedIn(page, STUDENT);
  await page.getByRole('button', { name: 'Tell us if something worried you' }).click();
  const told = page.getByRole('dialog', { name: 'Tell us what worried you' });
  await expect(told.getByRole('textbox')).toBeFocused();
  await expectAccessible(page, 'the concern dialog');
  await told.getByRole('textbox').fill('Someone in a game asked for my address.');
  await told.getByRole('button', { name: 'Send' }).click();
  await expect(told.getByRole('status')).toBeVisible();
  await expectAccessible(page, 'a concern sent');

  const lead = await newPersonPage(browser);
  await signedIn(lead, SAFEGUARDING_LEAD);
  await expectAccessible(lead, 'the safeguarding lead’s home');
  await visit(lead, '/admin/safeguarding');
  await lead.getByRole('tab', { name: 'Flagged messages' }).click();
  await expectAccessible(lead, 'the flagged messages');
  await lead.getByRole('tab', { name: 'Concerns' }).click();
  await lead
    .getByRole('row', { name: /^Concern raised by Ada/ })
    .first()
    .click();
  await expect(lead).toHaveURL(/\/admin\/safeguarding\/concern\/[^/]+$/);
  await expectAccessible(lead, 'a concern');
});

test('a child plays a whole game with the keyboard only', async ({ page }) => {
  test.setTimeout(180_000);
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  await signedIn(page, STUDENT);
  // From here on, no mouse: Tab, arrows, Enter and Space.
  await tabTo(page, page.getByRole('link', { name: 'Play' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/game/step1_setup');
  await chooseRadio(page, page.getByRole('radio', { name: 'Maths', exact: true }));
  await chooseRadio(page, page.getByRole('radio', { name: /^Quick race: 1 minute/ }));
  await tabTo(page, page.getByRole('button', { name: 'Start Game' }));
  await page.keyboard.press('Enter');

  const status = page.getByTestId('game-status');
  const result = page.getByTestId('result-message');
  const next = page.getByRole('button', { name: 'Next question' });
  const question = page.getByTestId('question');
  /** Waits for the next question, whose first box or choice takes the focus. */
  const opened = async () => {
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
    await expect(question.locator('input').first()).toBeFocused();
    return shownQuestion(page, adminToken);
  };

  // The clock is a timer, which screen readers do not read out each second.
  const clock = page.getByRole('timer', { name: /^Time left/ });
  await expect(clock).toBeVisible();
  await expect(clock).not.toHaveAttribute('aria-live', /polite|assertive/);
  await expect(status).toHaveAttribute('role', 'status');

  // 1. A right answer, typed and sent with Enter; the result is read out.
  await typeAnswer(page, await opened(), true);
  await page.keyboard.press('Enter');
  await expect(result).toHaveText('Correct, well done!');
  await expect(status).toContainText(/You earned \d+ points?/);
  await expect(next).toBeFocused();

  // 2. A pause between questions, and back.
  await tabTo(page, page.getByRole('button', { name: 'Pause' }));
  await page.keyboard.press('Enter');
  await expect(status).toContainText('Paused');
  await expect(page.getByRole('button', { name: 'Unpause' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status).not.toContainText('Paused');

  // 3. A harder question, chosen with the arrows, then a wrong answer sent with Submit.
  await chooseRadio(page, page.getByRole('radio', { name: 'Hard', exact: true }), true);
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await typeAnswer(page, await opened(), false);
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(result).toHaveText(
    'Sorry, that is not the correct answer. The correct answer is shown above.',
  );
  await expect(next).toBeFocused();

  // 4. Pass, once it opens; a question too long for the time left is answered instead.
  let passed = false;
  while (!passed && (await secondsLeft(page)) > 8) {
    await page.keyboard.press('Enter');
    const shown = await opened();
    if (shown.standard_time + 6 < (await secondsLeft(page))) {
      const pass = page.getByRole('button', { name: 'Pass' });
      await expect(pass).toBeEnabled({ timeout: (shown.standard_time + 2) * 1000 });
      await tabTo(page, pass);
      await page.keyboard.press('Enter');
      await expect(result).toHaveText('You passed. The correct answer is shown above.');
      passed = true;
    } else {
      await typeAnswer(page, shown, true);
      await page.keyboard.press('Enter');
      await expect(result).toHaveText('Correct, well done!');
    }
    await expect(next).toBeFocused();
  }
  expect(passed, 'a question short enough to pass came up').toBe(true);

  // 5. Right answers while there is time for them, then the clock runs out.
  while ((await secondsLeft(page)) > 8) {
    await page.keyboard.press('Enter');
    await typeAnswer(page, await opened(), true);
    await page.keyboard.press('Enter');
    await expect(result).toHaveText('Correct, well done!');
  }
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 15_000 });
  await expect(status).toContainText('Time is up!');
  await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
  await tabTo(page, page.getByRole('link', { name: 'Go back to homepage' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/student');
});
