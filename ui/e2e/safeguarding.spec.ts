import { expect, type Locator, test } from '@playwright/test';

import { newPersonPage, uniqueStamp } from './accounts';
import { expectHome, SAFEGUARDING_LEAD, signIn, STUDENT } from './signin';

/** The newest concern in the child's dialog. */
const newestTold = (dialog: Locator) =>
  dialog.getByRole('region', { name: 'Concerns you have raised' }).getByRole('listitem').first();

test('a child reports a concern, the lead closes it, and the child sees it closed', async ({
  page,
  browser,
}) => {
  const words = `A player in the game asked which school I go to (${uniqueStamp()})`;

  // Ada tells us from her home.
  await signIn(page, STUDENT);
  await expectHome(page, STUDENT);
  await page.getByRole('button', { name: 'Tell us if something worried you' }).click();
  const told = page.getByRole('dialog', { name: 'Tell us what worried you' });
  const box = told.getByRole('textbox', { name: 'What happened? You can tell us anything.' });
  await expect(box).toBeFocused();
  await box.fill(words);
  await told.getByRole('button', { name: 'Send' }).click();
  await expect(told.getByRole('status')).toHaveText(
    'Thank you for telling us. A grown-up at Plytime will read this.',
  );
  await expect(newestTold(told)).toContainText('A player in the game asked which school');
  await expect(newestTold(told)).toContainText('Received');

  // The safeguarding lead finds it at the top of the queue and closes it.
  const lead = await newPersonPage(browser);
  await signIn(lead, SAFEGUARDING_LEAD);
  await expectHome(lead, SAFEGUARDING_LEAD);
  await lead
    .getByRole('region', { name: 'Safeguarding' })
    .getByRole('link', { name: 'Safeguarding' })
    .click();
  await expect(lead).toHaveURL('/admin/safeguarding');
  const row = lead
    .getByRole('table', { name: 'Concerns' })
    .getByRole('row', { name: /^Concern raised by Ada/ })
    .first();
  await expect(row).toContainText('Open');
  await row.click();
  await expect(lead).toHaveURL(/\/admin\/safeguarding\/concern\/[^/]+$/);
  await expect(lead.getByRole('region', { name: 'What happened' })).toContainText(words);

  const record = lead.getByRole('region', { name: 'Your record' });
  // The segmented control's radios are hidden behind their labels.
  await record.getByText('Closed', { exact: true }).click();
  await expect(record.getByRole('radio', { name: 'Closed' })).toBeChecked();
  await record
    .getByRole('textbox', { name: /^Outcome/ })
    .fill('Spoke to the family; the game chat is reported.');
  await record.getByRole('button', { name: 'Save' }).click();
  await expect(lead.getByText('Saved')).toBeVisible();
  await expect(
    lead.getByRole('table', { name: 'About the concern' }).getByRole('row', { name: /^State/ }),
  ).toContainText('Closed');

  // Ada sees where it stands.
  await page.reload();
  await expectHome(page, STUDENT);
  await page.getByRole('button', { name: 'Tell us if something worried you' }).click();
  await expect(newestTold(told)).toContainText('A player in the game asked which school');
  await expect(newestTold(told)).toContainText('Closed');
});
