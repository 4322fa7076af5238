import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { ADMIN, expectHome, signIn } from './signin';

const TAKEN = /^Backup (plytime-\S+) taken$/;

test('an admin takes a backup from the Backups screen and downloads it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, ADMIN);
  await expectHome(page, ADMIN);
  await page.getByRole('link', { name: 'Backups' }).click();
  await expect(page).toHaveURL('/admin/backups');
  await expect(page.getByRole('heading', { name: 'Backups', exact: true })).toBeVisible();
  // The demo server runs the default schedule, keeping backups in its data directory.
  await expect(page.getByText(/^Backups are kept in .+\. Every 60 minutes\.$/)).toBeVisible();

  await page.getByRole('button', { name: 'Back up now' }).click();
  const taken = page.getByRole('status').filter({ hasText: TAKEN });
  await expect(taken).toBeVisible({ timeout: 15_000 });
  const name = TAKEN.exec((await taken.textContent()) ?? '')![1]!;
  const table = page.getByRole('table', { name: 'Backups kept' });
  const row = table.getByRole('row', { name, exact: true });
  await expect(row).toContainText('just now');
  // Newest first: the row under the headings.
  await expect(table.getByRole('row').nth(1)).toHaveAccessibleName(name);
  // The demo server has no backup key.
  await expect(row.getByRole('cell').nth(4)).toHaveText('No');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name}.backup`);
  // Unsealed, the archive is a zip file.
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});
