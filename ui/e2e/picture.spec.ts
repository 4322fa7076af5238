import { expect, test } from '@playwright/test';

import { expectHome, PARENT, signIn, STUDENT, TUTOR } from './signin';

// A 2×2 red PNG: small enough to keep the test fast, real enough to decode.
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('a child picks a drawn avatar; a parent signed in as the child uploads a photo', async ({
  page,
}) => {
  await signIn(page, STUDENT);
  await expectHome(page, STUDENT);
  const avatar = page.getByAltText("Ada's picture");
  await expect(avatar).toHaveAttribute('src', '/default-avatar.svg');
  await page.getByRole('button', { name: 'Profile picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  // A child is offered drawings, not a photo upload.
  await expect(dialog.locator('input[type=file]')).toHaveCount(0);
  await expect(dialog.getByText('A parent can add a photo instead.')).toBeVisible();
  await dialog.getByRole('group', { name: 'Avatars' }).getByRole('button', { name: 'Owl' }).click();
  await expect(page.getByText('Picture saved')).toBeVisible();
  await expect(avatar).toHaveAttribute('src', '/avatars/owl.svg');
  // The drawing comes with the app.
  const drawing = await page.request.get('/avatars/owl.svg');
  expect(drawing.ok()).toBe(true);
  expect(await drawing.text()).toContain('<svg');
  await page.getByRole('button', { name: 'Profile picture' }).click();
  await expect(dialog.getByRole('button', { name: 'Owl' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await signIn(page, PARENT);
  await expectHome(page, PARENT);
  await page.getByRole('button', { name: 'Login as Ada' }).click();
  await expect(page).toHaveURL('/student');
  await page.getByRole('button', { name: 'Profile picture' }).click();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: RED_PNG });
  await dialog.getByRole('button', { name: 'Upload' }).click();
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
