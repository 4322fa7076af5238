import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { answerShownQuestion, apiToken, shownQuestion, startQuickRace } from './gameAnswers';
import { FAKE_MEDIA } from './liveSessions';
import { adaAndMaths, settle, signedIn, walkSubscriptionWizard } from './screens';
import { ADMIN, PARENT, STUDENT, TUTOR } from './signin';

/*
 * Every role's main screens on a phone (390 px wide) and a laptop (1280 px):
 * nothing wider than the window, no button or badge cut short, Sign out
 * always reachable. Full-page screenshots go to test-results/screens (kept
 * out of git) for a person to look over.
 */

// The Audio/Video Checks are among the screens; they need a camera.
test.use(FAKE_MEDIA);

const SCREENS_DIR = join(import.meta.dirname, '../test-results/screens');

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;
type Size = (typeof SIZES)[number];

/** What is wrong with the screen as shown: elements cut off or out of reach. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > width) {
      problems.push(`the page is ${root.scrollWidth}px wide in a ${width}px window`);
    }
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
    };
    /** Text clipped inside its box: wider content than room, with the rest hidden. */
    const clipped = (element: Element) =>
      element instanceof HTMLElement &&
      element.clientWidth > 0 &&
      element.scrollWidth > element.clientWidth + 1 &&
      getComputedStyle(element).overflowX !== 'visible';
    // Buttons, links styled as buttons, badges: their whole label must show.
    const labelled = document.querySelectorAll(
      'button, a, [role="button"], .mantine-Badge-root, .mantine-Button-label, .mantine-Badge-label',
    );
    for (const element of labelled) {
      if (!visible(element)) continue;
      if (clipped(element)) problems.push(`${describe(element)} is cut short`);
      const rect = element.getBoundingClientRect();
      // Inside a sideways-scrolling box an element may lie beyond the window.
      const scrolled = element.closest('.mantine-Table-scrollContainer, .mantine-ScrollArea-root');
      if (!scrolled && (rect.right > width + 1 || rect.left < -1)) {
        problems.push(
          `${describe(element)} reaches outside the window (${Math.round(rect.left)}–${Math.round(rect.right)}px)`,
        );
      }
    }
    // The page title must be readable whole.
    const title = document.querySelector('header h1');
    if (title instanceof HTMLElement) {
      if (title.clientWidth < 80) problems.push(`the title ${describe(title)} has no room`);
      else if (title.scrollHeight > title.clientHeight + 1) {
        problems.push(`the title ${describe(title)} is cut short`);
      }
    }
    return problems;
  });
}

/** Where a screen's screenshot goes. */
function screenshotPath(role: string, screen: string, size: Size): string {
  mkdirSync(SCREENS_DIR, { recursive: true });
  return join(SCREENS_DIR, `${size.width}-${role}-${screen}.png`);
}

/**
 * Checks the screen now shown and saves its screenshot: nothing cut off,
 * and Sign out reachable, straight from the header or from its menu.
 */
async function checkScreen(page: Page, role: string, screen: string, size: Size) {
  await settle(page);
  expect.soft(await layoutProblems(page), `${role} ${screen} at ${size.width}px`).toEqual([]);
  await page.screenshot({ path: screenshotPath(role, screen, size), fullPage: true });

  const signOut = page.getByRole('button', { name: 'Sign out' });
  if (size.name === 'laptop') {
    await expect.soft(signOut, `Sign out on ${screen}`).toBeInViewport();
    return;
  }
  const menuButton = page.locator('header').getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeInViewport();
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeInViewport();
  // The drawer slides in.
  await page.waitForTimeout(400);
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  await expect(menu.getByRole('button', { name: 'Home' })).toBeInViewport();
  expect.soft(await layoutProblems(page), `${role} ${screen}: the menu`).toEqual([]);
  if (screen === 'home') {
    await page.screenshot({ path: screenshotPath(role, 'menu', size) });
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
}

/** Opens `path` and checks it. */
async function visit(page: Page, role: string, screen: string, path: string, size: Size) {
  await page.goto(path);
  // A screen may add to its path (a tab), but must not send the visitor away.
  await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^${path}`));
  await checkScreen(page, role, screen, size);
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the sign-in pages fit', async ({ page }) => {
      await page.goto('/select_account_type?admin');
      await settle(page);
      expect.soft(await layoutProblems(page)).toEqual([]);
      await page.screenshot({
        path: screenshotPath('visitor', 'account-type', size),
        fullPage: true,
      });
      await page.getByText('Parent', { exact: true }).click();
      await settle(page);
      expect.soft(await layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath('visitor', 'signin', size), fullPage: true });
    });

    test('a student’s screens and a game fit', async ({ page }) => {
      test.setTimeout(120_000);
      const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
      await signedIn(page, STUDENT);
      await checkScreen(page, 'student', 'home', size);
      await visit(page, 'student', 'sessions', '/student/sessions', size);
      await visit(page, 'student', 'tokens', '/student/tokens', size);
      await visit(page, 'student', 'messages', '/student/messages', size);
      await visit(page, 'student', 'diagnostics', '/student/diagnostics', size);

      // A game: setup, a question answered, quitting from the header, the summary.
      await visit(page, 'student', 'game-setup', '/game/step1_setup', size);
      await startQuickRace(page);
      await answerShownQuestion(page, await shownQuestion(page, adminToken), false);
      await expect(page.getByTestId('result-message')).toBeVisible();
      await settle(page);
      expect.soft(await layoutProblems(page), 'the game').toEqual([]);
      await page.screenshot({ path: screenshotPath('student', 'game', size), fullPage: true });
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByText('Paused', { exact: true })).toBeVisible();
      expect.soft(await layoutProblems(page), 'the game, paused').toEqual([]);
      await page.screenshot({
        path: screenshotPath('student', 'game-paused', size),
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Unpause' }).click();
      if (size.name === 'phone') {
        await page.locator('header').getByRole('button', { name: 'Menu' }).click();
      }
      await expect(page.getByRole('button', { name: 'Quit game' })).toBeInViewport();
      await page.getByRole('button', { name: 'Quit game' }).click();
      await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
      await checkScreen(page, 'student', 'game-summary', size);

      await visit(page, 'student', 'performance', '/student/performance', size);
      await visit(page, 'student', 'answers', '/student/performance/answers', size);
      await expect(page.getByTestId(/^answer-/).first()).toBeVisible();
      await page
        .getByTestId(/^answer-/)
        .first()
        .getByRole('button', { name: /^Show the answer/ })
        .click();
      await settle(page);
      expect.soft(await layoutProblems(page), 'an opened answer').toEqual([]);
      await page.screenshot({
        path: screenshotPath('student', 'answer-open', size),
        fullPage: true,
      });
    });

    test('a parent’s screens and the subscription wizard fit', async ({ page }) => {
      test.setTimeout(120_000);
      const { ada, maths } = await adaAndMaths(page.request);
      await signedIn(page, PARENT);
      await checkScreen(page, 'parent', 'home', size);
      await visit(page, 'parent', 'profile', '/parent/profile', size);
      await visit(page, 'parent', 'performance', '/parent/student_performance', size);
      await visit(page, 'parent', 'messages', `/parent/student/${ada}/messages/${maths}`, size);
      await visit(page, 'parent', 'diagnostics', '/parent/diagnostics', size);
      await visit(page, 'parent', 'subscriptions', '/parent/subscriptions', size);

      // The wizard's steps for Ben, who has no plan, up to the review; nothing is bought.
      const wizard = await walkSubscriptionWizard(page, async (name, next) => {
        await page.waitForTimeout(300);
        expect.soft(await layoutProblems(page), `the wizard: ${name}`).toEqual([]);
        await page.screenshot({ path: screenshotPath('parent', `wizard-${name}`, size) });
        await expect(next).toBeInViewport();
      });
      await page.waitForTimeout(300);
      expect.soft(await layoutProblems(page), 'the wizard: review').toEqual([]);
      await page.screenshot({ path: screenshotPath('parent', 'wizard-review', size) });
      await expect(wizard.getByRole('button', { name: 'Pay', exact: true })).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(wizard).toHaveCount(0);
    });

    test('a tutor’s screens fit', async ({ page }) => {
      test.setTimeout(90_000);
      const { ada, maths } = await adaAndMaths(page.request);
      await signedIn(page, TUTOR);
      await checkScreen(page, 'tutor', 'home', size);
      await visit(page, 'tutor', 'profile', '/tutor/profile', size);
      await visit(page, 'tutor', 'availability', '/tutor/availability', size);
      await visit(page, 'tutor', 'diagnostics', '/tutor/diagnostics', size);
      await visit(page, 'tutor', 'review', `/tutor/session/${ada}/${maths}`, size);
      await page.getByRole('tab', { name: 'Answers' }).click();
      await checkScreen(page, 'tutor', 'review-answers', size);
    });

    test('an admin’s screens fit', async ({ page }) => {
      test.setTimeout(120_000);
      await signedIn(page, ADMIN);
      await checkScreen(page, 'admin', 'home', size);
      await visit(page, 'admin', 'tutors', '/admin/tutors', size);
      await page.getByRole('link', { name: 'View profile' }).first().click();
      await expect(page).toHaveURL(/\/admin\/tutors\/[^/]+$/);
      await checkScreen(page, 'admin', 'tutor', size);
      await visit(page, 'admin', 'availability', '/admin/tutors/all_availability', size);
      await visit(page, 'admin', 'scores', '/admin/student_scores', size);
      await visit(page, 'admin', 'subjects', '/admin/subjects', size);
      await visit(page, 'admin', 'questions', '/admin/questions', size);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('Y1-', { exact: false }).first()).toBeVisible();
      await checkScreen(page, 'admin', 'questions-found', size);
      await visit(page, 'admin', 'import', '/admin/subjects_import', size);
      await visit(page, 'admin', 'variables', '/admin/variables', size);
      await visit(page, 'admin', 'families', '/admin/families', size);
      await page.getByLabel("Parent's e-mail").fill(PARENT.login);
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page.getByRole('region', { name: /^Family of/ })).toBeVisible();
      await checkScreen(page, 'admin', 'family', size);
    });
  });
}
