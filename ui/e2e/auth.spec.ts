import { expect, test } from '@playwright/test';

import { ENVIRONMENT_MESSAGE } from '../playwright.config';
import { ADMIN, expectHome, PARENT, signIn, STUDENT, TUTOR } from './signin';

for (const account of [ADMIN, TUTOR, PARENT, STUDENT]) {
  test(`${account.card} signs in and sees the home with the full frame`, async ({ page }) => {
    await signIn(page, account);
    await expectHome(page, account);
    await expect(page.getByRole('img', { name: 'Plytime', exact: true })).toBeVisible();
    await expect(page.getByText(ENVIRONMENT_MESSAGE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Plytime' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const howTo = page.getByRole('link', { name: 'How-To' });
    if (account === ADMIN) {
      await expect(howTo).toHaveCount(0);
    } else {
      await expect(howTo).toHaveAttribute('target', '_blank');
    }
  });
}

test('a wrong password is refused with a clear message', async ({ page }) => {
  await signIn(page, PARENT, 'not-the-password');
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await expect(page).toHaveURL('/signin/parent');
});

test('a student cannot open the admin area', async ({ page }) => {
  await signIn(page, STUDENT);
  await expectHome(page, STUDENT);
  await page.goto('/admin');
  await expect(page.getByText('You are not authorised to see this page')).toBeVisible();
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL('/student');
});

test('signing out returns to the sign-in page and stays signed out', async ({ page }) => {
  await signIn(page, TUTOR);
  await expectHome(page, TUTOR);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/signin/tutor');
  await expect(page.getByRole('heading', { name: 'Tutor sign in' })).toBeVisible();
  await page.goto('/tutor');
  await expect(page).toHaveURL('/signin/tutor');
});

test('a reload keeps the session', async ({ page }) => {
  await signIn(page, PARENT);
  await expectHome(page, PARENT);
  await page.reload();
  await expectHome(page, PARENT);
});
