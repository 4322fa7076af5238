import { expect, type Locator, type Page, test } from '@playwright/test';

import {
  addStudent,
  newParentDetails,
  newPersonPage,
  newStudentDetails,
  NEW_PASSWORD,
  oneTimePassword,
  payOnReviewStep,
  signInWithOneTimePassword,
  signUpParent,
  studentAccount,
  subscriptionRow,
  uniqueStamp,
} from './accounts';
import { type DemoAccount, expectHome, signIn } from './signin';

const UPGRADE_TEXT = 'Upgrade to a PLYTIME Learning Subscription to view this page';

/** A student without any subscription is sent back from the tokens page to upgrade. */
async function expectUpgradeView(page: Page) {
  await page.goto('/student/tokens');
  await expect(page.getByText(UPGRADE_TEXT)).toBeVisible();
  await expect(page.getByTestId('token-total')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/student');
}

/** Ticks the first weekly time offered on `day` in the wizard's slot step; returns its label. */
async function chooseFirstTime(wizard: Locator, day: string): Promise<string> {
  const slot = wizard.getByRole('checkbox', { name: new RegExp(`^${day} \\d\\d:\\d\\d$`) }).first();
  const label = await slot.evaluate(
    (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '',
  );
  expect(label).toMatch(new RegExp(`^${day} `));
  await slot.check();
  return label;
}

test('a student without a subscription is asked to upgrade to see their tokens', async ({
  page,
}) => {
  // Ben, the demo parent's younger child, has no plan of any kind.
  const ben: DemoAccount = { card: 'Student', login: 'ben', displayName: 'Ben', home: '/student' };
  await signIn(page, ben);
  await expectHome(page, ben);
  await expectUpgradeView(page);
});

test('a new parent signs up, adds a child, buys 2 X 15 mins with the test provider, and cancels it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = uniqueStamp();
  const parent = newParentDetails(stamp);
  const student = newStudentDetails(stamp);
  const studentName = `${student.firstName} ${student.lastName}`;

  // Sign-up, the profile the home asks for first, and a child.
  await signUpParent(page, parent);
  await addStudent(page, student);

  // The child's one-time password goes to the parent; the child replaces it.
  const oneTime = await oneTimePassword(request, parent.email, `Username: ${student.username}`);
  const child = await newPersonPage(browser);
  await signInWithOneTimePassword(child, studentAccount(student), oneTime);
  // Without a subscription yet, pages beyond home ask for one.
  await expectUpgradeView(child);

  // The parent buys '2 X 15 mins' through the wizard.
  await page.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL('/parent/subscriptions');
  await expect(page.getByText('You have no subscriptions')).toBeVisible();
  await page.getByRole('button', { name: 'New subscription' }).click();
  const wizard = page.getByRole('dialog', { name: 'New subscription' });
  const next = wizard.getByRole('button', { name: 'Next' });

  // Step 0: child, subject and level.
  await expect(next).toBeDisabled();
  await wizard.getByLabel(/^Student/).selectOption({ label: student.firstName });
  await wizard.getByLabel(/^Subject/).selectOption({ label: 'Maths' });
  await wizard.getByLabel(/^Level compared with their school year/).selectOption('On track');
  await next.click();

  // Step 1: the plan, and the days and parts of the day that suit.
  await wizard.getByRole('radio', { name: /^2 X 15 mins \(£\d+\.\d\d a week\)$/ }).check();
  await expect(next).toBeDisabled();
  await wizard.getByRole('checkbox', { name: 'Wednesday' }).check();
  await wizard.getByRole('checkbox', { name: 'Friday' }).check();
  await wizard.getByRole('checkbox', { name: 'Late Afternoon (15:00-17:45)' }).check();
  await next.click();

  // Step 2: no referral code.
  await expect(wizard.getByLabel('Referral code (optional)')).toHaveValue('');
  await next.click();

  // Step 3: two weekly times, one on each chosen day.
  await expect(wizard.getByText('Choose 2 weekly times: 0 of 2 chosen')).toBeVisible({
    timeout: 10_000,
  });
  const wednesday = await chooseFirstTime(wizard, 'Wednesday');
  await expect(next).toBeDisabled();
  const friday = await chooseFirstTime(wizard, 'Friday');
  await expect(wizard.getByText('Choose 2 weekly times: 2 of 2 chosen')).toBeVisible();
  await next.click();
  const weeklyTimes = `${wednesday}, ${friday}`;

  // Step 4: the review, then paying on the test provider's page.
  const review = wizard.getByRole('table', { name: 'Review' });
  await expect(review.getByRole('row', { name: /^Student/ })).toContainText(student.firstName);
  await expect(review.getByRole('row', { name: /^Plan/ })).toContainText('2 X 15 mins');
  await expect(review.getByRole('row', { name: /^Weekly times/ })).toContainText(weeklyTimes);
  await expect(review.getByRole('row', { name: /^Weekly cost/ })).toContainText(/£\d+\.\d\d/);
  await payOnReviewStep(page);

  const row = subscriptionRow(page, studentName);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('2 X 15 mins');
  await expect(row).toContainText(weeklyTimes);
  // The server chose a tutor for both times.
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\S+ \S+$/);
  await page.screenshot({
    path: test.info().outputPath('subscription-active.png'),
    fullPage: true,
  });

  // Now subscribed, the child's tokens page opens.
  await child.goto('/student/tokens');
  await expect(child.getByTestId('token-total')).toBeVisible();
  await expect(child.getByText(/Upgrade to a PLYTIME Learning Subscription/)).toHaveCount(0);

  // The parent cancels: the row says Cancelled and offers no more actions.
  await row
    .getByRole('button', { name: `Actions for ${studentName}'s Maths subscription` })
    .click();
  await page.getByRole('menuitem', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Subscription cancelled')).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

  // The chosen password is the child's from now on.
  await child.context().close();
  const again = await newPersonPage(browser);
  await signIn(again, studentAccount(student), NEW_PASSWORD);
  await expect(again).toHaveURL('/student');
  await again.context().close();
});
