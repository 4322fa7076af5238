import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';

import { expectAccessible } from './axe';
import { apiToken } from './gameAnswers';
import { ADMIN, type DemoAccount, signIn } from './signin';

/**
 * Helpers for flows that create people: new parents sign up, admins add
 * tutors, parents add children, and one-time passwords arrive by e-mail
 * (in demo mode, the outbox an admin can read).
 */

/** A short suffix that keeps this run's e-mails, usernames and names apart from every other's. */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;
}

/** Letters only (a–j for each digit), for names the forms and referral codes keep as typed. */
export function lettersOnly(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(97 + Number(digit)));
}

/** What a new person's password becomes once the one-time one is replaced. */
export const NEW_PASSWORD = 'e2e-chosen-password';

/** A second signed-in person beside `page`: their own browser context, so their own session. */
export async function newPersonPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

export interface OutboxEmail {
  recipient: string;
  subject: string;
  body: string;
}

/**
 * The newest e-mail to `recipient` that `matches`, read as an admin from
 * the demo outbox, standing in for the person's inbox; waited for, since
 * some are written by background work.
 */
export async function emailTo(
  request: APIRequestContext,
  recipient: string,
  matches: (email: OutboxEmail) => boolean,
  what: string,
): Promise<OutboxEmail> {
  const token = await apiToken(request, 'admin', ADMIN.login);
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/admin/outbox', {
          params: { recipient },
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(response.ok()).toBe(true);
        found = ((await response.json()) as OutboxEmail[]).find(matches);
        return found !== undefined;
      },
      { message: `${what} e-mailed to ${recipient}` },
    )
    .toBe(true);
  return found!;
}

/**
 * The one-time password in the newest e-mail to `recipient` whose body
 * contains `mentioning` (a username tells two children of one parent apart).
 */
export async function oneTimePassword(
  request: APIRequestContext,
  recipient: string,
  mentioning = '',
): Promise<string> {
  const email = await emailTo(
    request,
    recipient,
    (each) => each.body.includes('One-time password: ') && each.body.includes(mentioning),
    'a one-time password',
  );
  return /One-time password: (\S+)/.exec(email.body)![1]!;
}

/**
 * Signs in with a one-time password, is sent to /change_password, chooses
 * a new password and lands on the role's home.
 */
export async function signInWithOneTimePassword(
  page: Page,
  account: DemoAccount,
  oneTime: string,
  newPassword = NEW_PASSWORD,
) {
  await signIn(page, account, oneTime);
  await expect(page).toHaveURL('/change_password');
  await expect(
    page.getByText('Please choose a new password to replace your one-time password.'),
  ).toBeVisible();
  await page.getByLabel('Current password', { exact: true }).fill(oneTime);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(page).toHaveURL(account.home);
}

export interface NewParent {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function newParentDetails(stamp: string): NewParent {
  return {
    email: `parent-${stamp}@e2e.plytime.test`,
    password: 'e2e-parent-password',
    firstName: 'Grace',
    lastName: `Hopper${lettersOnly(stamp)}`,
  };
}

/** A field of a Mantine form by its label, which may carry a required-field asterisk. */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

/**
 * Creates a parent account on the parent sign-in page and fills in the
 * profile the parent home asks for first.
 */
export async function signUpParent(page: Page, parent: NewParent) {
  await page.goto('/select_account_type');
  await page.getByText('Parent', { exact: true }).click();
  await expect(page).toHaveURL('/signin/parent');
  await page.getByLabel('Your e-mail').fill(parent.email);
  await page.getByLabel('Choose a password').fill(parent.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/parent');

  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile.getByRole('heading', { name: 'Create your profile' })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Clear' })).toBeVisible();
  await expect(field(profile, 'E-mail')).toHaveValue(parent.email);
  await field(profile, 'First name').fill(parent.firstName);
  await field(profile, 'Last name').fill(parent.lastName);
  await field(profile, 'Postcode').fill('SW1A 1AA');
  await field(profile, 'Phone number').fill('020 7946 0000');
  await profile.getByRole('button', { name: 'Save' }).click();
  // With a profile the home offers the rest: the menu, the children, adding one.
  await expect(page.getByRole('region', { name: 'Your students' })).toContainText(
    'No students yet. Add your first child below.',
  );
  await expect(page.getByRole('link', { name: 'Subscriptions' })).toBeVisible();
}

export interface NewStudent {
  firstName: string;
  lastName: string;
  username: string;
  /** 1 to 6. */
  schoolYear: number;
}

export function newStudentDetails(stamp: string, firstName = 'Alan'): NewStudent {
  return {
    firstName,
    lastName: `Turing${lettersOnly(stamp)}`,
    username: `e2e-${firstName.toLowerCase()}-${stamp}`,
    schoolYear: 4,
  };
}

/** The student's account as the sign-in helpers take it. */
export function studentAccount(student: NewStudent): DemoAccount {
  return {
    card: 'Student',
    login: student.username,
    displayName: student.firstName,
    home: '/student',
  };
}

/**
 * A date of birth that fits a child in school `year` today: 15 November,
 * year + 5 years before the September that started this school year.
 */
function birthDateForYear(year: number): string {
  const today = new Date();
  const september = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  return `${september - year - 5}-11-15`;
}

/** Adds a child with the form on the parent home; their one-time password goes to the parent. */
export async function addStudent(page: Page, student: NewStudent) {
  const form = page.getByRole('region', { name: 'Add a student' });
  await field(form, 'First name').fill(student.firstName);
  await field(form, 'Last name').fill(student.lastName);
  await field(form, 'Username').fill(student.username);
  await field(form, 'Date of birth').fill(birthDateForYear(student.schoolYear));
  await field(form, 'Gender').selectOption('Other');
  await field(form, 'School').fill('Bletchley Primary');
  await field(form, 'School year').selectOption(`Year ${student.schoolYear}`);
  await form.getByRole('button', { name: 'Create student' }).click();
  await expect(
    page.getByText('Student created. Please check your email for their one-time password.'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your students' }).getByRole('button', {
      name: `Login as ${student.firstName}`,
    }),
  ).toBeVisible();
}

/** A child's subscription's row on the parent's subscriptions page. */
export function subscriptionRow(page: Page, studentName: string, subject = 'Maths'): Locator {
  return page
    .getByRole('table', { name: 'Subscriptions' })
    .getByRole('row', { name: `${studentName}'s ${subject} subscription`, exact: true });
}

/**
 * In the open new-subscription wizard, pays on the review step and then on
 * the test provider's page, and comes back to the subscriptions page; the
 * payment page and the notice back home are checked with axe.
 */
export async function payOnReviewStep(page: Page) {
  const wizard = page.getByRole('dialog', { name: 'New subscription' });
  await wizard.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/test\//, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Plytime test payment' })).toBeVisible();
  await expect(page.getByText('Test payments: no card is charged.')).toBeVisible();
  await expectAccessible(page, 'the test payment page', { framed: false });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL('/parent/subscriptions?status=success', { timeout: 10_000 });
  await expect(page.getByText('Thank you! Your subscription has been saved.')).toBeVisible();
  await expectAccessible(page, 'the subscription saved notice');
}
