import { expect, test } from '@playwright/test';

import { signIn, STUDENT } from './signin';

/*
 * A tab left open across a new deployment asks for code files that are
 * gone: it reloads once by itself, and if that does not help it shows a
 * friendly page with a Reload button rather than the router's developer page.
 */
test('a screen whose code cannot be loaded reloads once, then offers Reload', async ({ page }) => {
  await signIn(page, STUDENT);
  await expect(page).toHaveURL(STUDENT.home);

  // The game's setup screen is loaded on first visit; here its file is missing.
  await page.route(/\/assets\/SetupPage-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('link', { name: 'Play' }).click();

  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText(/Hey developer/)).toHaveCount(0);
  // One automatic reload, not a loop.
  expect(loads).toBe(1);
  await page.waitForTimeout(1_000);
  expect(loads).toBe(1);

  // Once the file is there again, Reload brings the screen back.
  await page.unroute(/\/assets\/SetupPage-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Start Game' })).toBeVisible({ timeout: 10_000 });
});
