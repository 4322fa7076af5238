import { expect, test } from '@playwright/test';

import { expectHome, signIn, STUDENT, TUTOR } from './signin';

// A 2×2 red PNG: small enough to keep the test fast, real enough to decode.
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('a student changes their profile picture from the header', async ({ page }) => {
  await signIn(page, STUDENT);
  await expectHome(page, STUDENT);
  const avatar = page.getByAltText("Ada's picture");
  await expect(avatar).toHaveAttribute('src', '/default-avatar.svg');
  await page.getByRole('button', { name: 'Profile picture' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: RED_PNG });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Picture saved')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', /^\/static-data\//);
  // The server really stored it: the picture loads.
  const src = await avatar.getAttribute('src');
  const response = await page.request.get(src!);
  expect(response.ok()).toBe(true);
});

test('a tutor is told to ask the admin for a new picture', async ({ page }) => {
  await signIn(page, TUTOR);
  await expectHome(page, TUTOR);
  await page.getByRole('button', { name: 'Change picture' }).click();
  await expect(
    page.getByText('Please contact the admin to change your profile picture'),
  ).toBeVisible();
});
