import { expect, type Page, test } from '@playwright/test';

import { answerShownQuestion, apiToken, shownQuestion, startQuickRace } from './gameAnswers';
import { adasLastSessions, FAKE_MEDIA } from './liveSessions';
import { adaAndMaths, settle, signedIn } from './screens';
import { ADMIN, PARENT, STUDENT, TUTOR } from './signin';

/*
 * A child or a parent reads plain words (docs/screens.md, "Names, not
 * codes"): none of the staff's shorthand, and nothing a bug leaves behind.
 * Each child and parent screen, the game and the performance tabs, is
 * read as shown (with its screen-reader labels) against these patterns.
 */
const NOT_FOR_CHILDREN_OR_PARENTS: RegExp[] = [
  // An endcode's code, such as Y4-PV-1000MORE.
  /\bY[1-6]-[A-Z]{2,}-[A-Z0-9-]+\b/,
  /\bTODO\b/i,
  /PRIORITY\s*\d/i,
  /Speed standard/i,
  /speed_standard/,
  // A level's number, as the staff read it on a bar.
  /\bScore \d/,
  /Year 1 starting at 60/,
  /\bundefined\b/,
  /\bNaN\b/,
  /\bnull\b/,
  /\[object Object\]/,
];

// The Audio/Video Check asks for a camera.
test.use(FAKE_MEDIA);

/** What the screen now shown says: its visible text and its elements' accessible labels. */
async function shownWords(page: Page): Promise<string> {
  await settle(page);
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [alt]')].map((element) =>
      ['aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return [document.body.innerText, ...labels].join('\n');
  });
}

async function expectPlainWords(page: Page, screen: string) {
  const words = await shownWords(page);
  for (const pattern of NOT_FOR_CHILDREN_OR_PARENTS) {
    expect
      .soft(words.match(pattern)?.[0], `${screen} (${page.url()}) shows ${pattern}`)
      .toBe(undefined);
  }
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectPlainWords(page, path);
}

/** Trend, Focus with every theme unfolded, and Answers with one opened, as the page offers them. */
async function performanceTabs(page: Page, who: string) {
  for (const tab of ['Trend', 'Focus', 'Answers']) {
    await page.getByRole('tab', { name: tab }).click();
    await settle(page);
    if (tab === 'Focus') {
      const folds = page.getByRole('tabpanel').locator('button[aria-expanded="false"]');
      // Each click opens one, so the first closed fold is always the next.
      while ((await folds.count()) > 0) await folds.first().click();
      await page.waitForTimeout(300);
    }
    if (tab === 'Answers') {
      await page
        .getByTestId(/^answer-/)
        .first()
        .getByRole('button', { name: /^Show the answer/ })
        .click();
      await expect(page.getByTestId(/^answer-details-/)).toBeVisible();
    }
    if (tab === 'Trend') {
      // A score chart, when there are weeks to draw, has no numbers on its axis.
      for (const chart of await page.getByRole('figure', { name: 'Score by week' }).all()) {
        await expect(chart).toHaveAttribute('data-numbers', 'no');
      }
    }
    await expectPlainWords(page, `${who}'s ${tab} tab`);
  }
}

test('a child’s screens, a game and its summary, in plain words', async ({ page }) => {
  test.setTimeout(90_000);
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  const tutorToken = await apiToken(page.request, 'tutor', TUTOR.login);
  const [session] = await adasLastSessions(page.request, tutorToken, 1);
  await signedIn(page, STUDENT);
  await expectPlainWords(page, 'the student home');
  for (const path of [
    '/student/sessions',
    `/student/session/${session}`,
    '/student/tokens',
    '/student/messages',
    '/student/diagnostics',
    '/student/gold',
  ]) {
    await visit(page, path);
  }

  // A game: its setup, a question answered right, then quitting to the summary.
  await visit(page, '/game/step1_setup');
  await startQuickRace(page);
  await expect(page.locator('header h1')).toHaveText('Race the ghosts');
  await answerShownQuestion(page, await shownQuestion(page, adminToken), true);
  await expect(page.getByTestId('result-message')).toBeVisible();
  await expectPlainWords(page, 'the game in play');
  await page.getByRole('button', { name: 'Quit game' }).click();
  await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
  await expectPlainWords(page, 'the game summary');

  await page.goto('/student/performance');
  await performanceTabs(page, 'the child');
});

test('a parent’s screens, with their child’s performance, in plain words', async ({ page }) => {
  test.setTimeout(60_000);
  const { ada, maths } = await adaAndMaths(page.request);
  await signedIn(page, PARENT);
  await expectPlainWords(page, 'the parent home');
  for (const path of [
    '/parent/profile',
    '/parent/subscriptions',
    `/parent/student/${ada}/messages/${maths}`,
    '/parent/diagnostics',
  ]) {
    await visit(page, path);
  }
  await page.goto('/parent/student_performance');
  await expectPlainWords(page, 'the parent’s performance summary');
  await performanceTabs(page, 'the parent');
});
