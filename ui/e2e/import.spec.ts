import { readFile } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';

import { ADMIN, expectHome, signIn } from './signin';
import { firstSheetRows, withRowAdded } from './workbooks';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Clicks a template button and returns what the browser saved. */
async function downloadTemplate(page: Page, kind: 'subjects' | 'questions') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${kind} template` }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: XLSX, buffer });
  await expect(page.getByText(`Uploaded ${name}`)).toBeVisible();
}

/** Imports a listed file and waits for the server to say it is complete. */
async function importFile(page: Page, name: string) {
  await page.getByRole('button', { name: `Import ${name}` }).click();
  const results = name.replace(/\.xlsx$/, '.results.xlsx');
  await expect(
    page
      .getByRole('region', { name: 'Last import' })
      .getByText(`Message: Import complete, see ${results} for results`),
  ).toBeVisible({ timeout: 15_000 });
}

const resultRow = (page: Page, detail: string | RegExp) =>
  page.getByRole('table', { name: 'Import results' }).getByRole('row').filter({ hasText: detail });

async function bearerToken(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('plytime.session'));
  return (JSON.parse(session!) as { idToken: string }).idToken;
}

test('an admin imports subjects and then questions from filled-in templates', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, ADMIN);
  await expectHome(page, ADMIN);
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL('/admin/subjects_import');
  await expect(page.getByRole('heading', { name: 'Import', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toHaveText('subjects');

  const questionsTemplate = await downloadTemplate(page, 'questions');
  expect(questionsTemplate.name).toBe('template.questions.xlsx');
  expect(questionsTemplate.bytes.subarray(0, 2).toString()).toBe('PK');
  const questionRows = await firstSheetRows(questionsTemplate.bytes);
  expect(questionRows[0]).toEqual([
    'ref',
    'endcode',
    'status',
    'score',
    'standard_time',
    'maximum_time',
    'lines',
    'answers',
  ]);
  const subjectsTemplate = await downloadTemplate(page, 'subjects');
  expect(subjectsTemplate.name).toBe('template.subjects.xlsx');

  // The templates' example rows import as they are; one more row has a
  // status no question can have, and must come back as a red line.
  const questions = await withRowAdded(questionsTemplate.bytes, [
    'Y3-FRAC-HALF-003',
    'Y3-FRAC-HALF',
    'published',
    86,
    20,
    45,
    'What is half of 10?\n[Whole Number:n]',
    'n = 5',
  ]);
  await upload(page, 'fractions.subjects.xlsx', subjectsTemplate.bytes);
  await upload(page, 'fractions.questions.xlsx', questions);
  await expect(page.getByRole('region', { name: 'Subjects spreadsheets to import' })).toContainText(
    'fractions.subjects.xlsx',
  );

  // Questions refer to the endcode Y3-FRAC-HALF, so subjects go first.
  await importFile(page, 'fractions.subjects.xlsx');
  await expect(resultRow(page, 'Endcodes created')).toContainText('2');

  await importFile(page, 'fractions.questions.xlsx');
  const created = resultRow(page, 'Questions created');
  await expect(created).toHaveText('Questions created2');
  const refused = resultRow(page, "Sheet 'questions' row 4, column status");
  await expect(refused).toContainText("'published' is not a question status");
  const grey = await created
    .getByRole('cell')
    .first()
    .evaluate((cell) => getComputedStyle(cell).color);
  const red = await refused
    .getByRole('cell')
    .first()
    .evaluate((cell) => getComputedStyle(cell).color);
  // Grey whichever shade the theme gives dimmed text: red, green and blue nearly equal.
  const channels = (grey.match(/\d+/g) ?? []).map(Number);
  expect(channels).toHaveLength(3);
  expect(Math.max(...channels) - Math.min(...channels)).toBeLessThanOrEqual(20);
  expect(red).toMatch(/^rgb\((2[0-5]\d|1[5-9]\d), \d{1,2}, \d{1,2}\)$/);
  await expect(page.getByRole('button', { name: 'Import fractions.questions.xlsx' })).toBeEnabled();
  await expect(page.getByText('Uploaded fractions.questions.xlsx')).toBeHidden();

  // The results file the message names opens from the page, with the same lines.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download fractions.questions.results.xlsx' }).click();
  const resultsFile = await download;
  expect(resultsFile.suggestedFilename()).toBe('fractions.questions.results.xlsx');
  const resultLines = await firstSheetRows(await readFile((await resultsFile.path())!));
  expect(resultLines.flat().join(' ')).toContain("'published' is not a question status");
  await page.screenshot({ path: 'test-results/import-page.png', fullPage: true });

  // The questions really exist: the admin API finds both, and not the refused one.
  const search = await page.request.get('/api/admin/question/search?ref=Y3-FRAC-HALF', {
    headers: { Authorization: `Bearer ${await bearerToken(page)}` },
  });
  expect(search.ok()).toBe(true);
  const found = (await search.json()) as { data: { ref: string }[] };
  expect(found.data.map((question) => question.ref).sort()).toEqual([
    'Y3-FRAC-HALF-001',
    'Y3-FRAC-HALF-002',
  ]);

  // And the admin's question search lists them.
  await page.goto('/admin/questions?ref=Y3-FRAC-HALF&status=draft');
  await expect(page.getByRole('cell', { name: 'Y3-FRAC-HALF-001' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Y3-FRAC-HALF-002' })).toBeVisible();
});
