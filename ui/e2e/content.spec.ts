import { expect, type Page, test } from '@playwright/test';

import { ADMIN, expectHome, signIn } from './signin';

// A 2×2 red PNG: small enough to keep the test fast, real enough to decode.
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = Date.now().toString(36);
const names = {
  subject: `Maths ${stamp}`,
  theme: `Number ${stamp}`,
  topic: `Fractions ${stamp}`,
  endcode: `EC${stamp}`,
};
const questionRef = `${names.endcode}-half`;

function column(page: Page, title: string) {
  return page.getByRole('region', { name: `${title} column` });
}

function details(page: Page, title: string) {
  return page.getByRole('region', { name: `${title} details` });
}

/** Adds an item in a column, names it and saves it, as an admin would. */
async function addItem(page: Page, title: string, name: string) {
  await page.getByRole('button', { name: `Add ${title}` }).click();
  const form = details(page, title);
  await expect(form.getByLabel('Name')).toHaveValue(`New ${title.toLowerCase()}`);
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(column(page, title).getByText(name)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();
}

async function openEndcode(page: Page) {
  await page.goto('/admin/subjects');
  for (const [title, name] of [
    ['Subject', names.subject],
    ['Theme', names.theme],
    ['Topic', names.topic],
    ['Endcode', names.endcode],
  ] as const) {
    await column(page, title).getByText(name).click();
  }
  return details(page, 'Endcode');
}

test('an admin builds content, adds a question with a fraction, money and a picture, then finds and edits it', async ({
  page,
}) => {
  // A long walk through four columns, the editor and the search: more than
  // the default 20 s when the machine is busy.
  test.slow();
  await signIn(page, ADMIN);
  await expectHome(page, ADMIN);
  await page.getByRole('link', { name: 'Subjects' }).click();
  await expect(page).toHaveURL('/admin/subjects');

  await expect(page.getByRole('button', { name: 'Add Theme' })).toBeDisabled();
  await addItem(page, 'Subject', names.subject);
  await addItem(page, 'Theme', names.theme);
  await addItem(page, 'Topic', names.topic);
  await addItem(page, 'Endcode', names.endcode);

  const endcode = details(page, 'Endcode');
  await expect(endcode.getByTestId('question-count')).toHaveText('Questions: 0');
  await endcode.getByRole('button', { name: 'Add question' }).click();

  const editor = page.getByRole('dialog');
  await editor.getByLabel('Ref').fill(questionRef);
  await editor.getByLabel('Score').fill('50');
  await editor.getByLabel('Line 1 element 1 text').fill('Half of the picture costs');
  await editor.getByRole('button', { name: 'Add element to line 1' }).click();
  await editor.getByLabel('Line 1 element 2 type').selectOption('Image');
  await editor
    .locator('input[type=file]')
    .setInputFiles({ name: 'shape.png', mimeType: 'image/png', buffer: RED_PNG });
  await expect(editor.getByAltText('Line 1 element 2 image picture')).toBeVisible();
  await editor.getByRole('button', { name: 'Add line' }).click();
  await editor.getByLabel('Line 2 element 1 type').selectOption('Fraction');
  await editor.getByRole('button', { name: 'Add line' }).click();
  await editor.getByLabel('Line 3 element 1 type').selectOption('GBP');

  await editor.getByLabel('Answer 1 part 1 input').selectOption('a');
  await editor.getByLabel('Answer 1 part 1 value 1').fill('1/2');
  await editor.getByRole('button', { name: 'Add part to answer 1' }).click();
  // Money is typed as in the preview: digits only, always two places.
  const money = editor.getByLabel('Answer 1 part 2 value 1');
  await money.fill('3.505');
  await expect(money).toHaveValue('35.05');

  const preview = editor.getByTestId('question-preview');
  await expect(preview.getByText('Half of the picture costs')).toBeVisible();
  await expect(preview.getByAltText('Part of the question')).toHaveAttribute(
    'src',
    /^\/static-data\/attachments\//,
  );
  await expect(preview.getByLabel('numerator of your answer 1')).toBeVisible();
  await expect(preview.getByLabel('denominator of your answer 1')).toBeVisible();
  await preview.getByLabel('Your answer 2').pressSequentially('350');
  await expect(preview.getByLabel('Your answer 2')).toHaveValue('3.50');
  await page.screenshot({ path: 'test-results/question-editor.png' });

  await money.fill('350');
  await expect(money).toHaveValue('3.50');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question saved')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The endcode's statistics follow the new question.
  await expect(endcode.getByTestId('question-count')).toHaveText('Questions: 1');
  const chart = endcode.getByTestId('score-distribution');
  await expect(chart).toHaveAttribute('data-bars', '1');
  await expect(chart).toHaveAttribute('data-scores', '50');
  await chart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/subjects-chart.png' });

  // 'Search questions' goes to the question search with the endcode's name.
  await endcode.getByRole('button', { name: 'Search questions' }).click();
  await expect(page).toHaveURL(/\/admin\/questions\?ref=/);
  const row = page.getByRole('row', { name: new RegExp(questionRef) });
  await expect(row).toContainText(names.theme);
  await expect(row).toContainText('draft');

  // The ref on its own finds it too, once draft is among the statuses.
  await page.goto('/admin/questions');
  await expect(page.getByText('Enter parameters and press search')).toBeVisible();
  await page.getByLabel('Ref').fill(`${stamp}-nothing`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No matching questions')).toBeVisible();
  await page.goto(`/admin/questions?ref=${encodeURIComponent(questionRef)}&status=draft`);
  await row.click();

  const opened = page.getByRole('dialog');
  await expect(opened.getByLabel('Score')).toHaveValue('50');
  await expect(
    opened.getByTestId('question-preview').getByLabel('numerator of your answer 1'),
  ).toBeVisible();
  await opened.getByRole('button', { name: 'Edit' }).click();
  await opened.getByLabel('Score').fill('60');
  await page.screenshot({ path: 'test-results/question-search-editor.png' });
  await opened.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question saved')).toBeVisible();
  await expect(opened.getByRole('button', { name: 'Edit' })).toBeVisible();

  // Back on the content screen the bar has moved from score 50 to 60.
  const reopened = await openEndcode(page);
  const moved = reopened.getByTestId('score-distribution');
  await expect(moved).toHaveAttribute('data-scores', '60');
});
