import { expect, type Locator, type Page, test } from '@playwright/test';

import {
  addStudent,
  lettersOnly,
  newParentDetails,
  newPersonPage,
  newStudentDetails,
  oneTimePassword,
  payOnReviewStep,
  signInWithOneTimePassword,
  signUpParent,
  subscriptionRow,
  uniqueStamp,
} from './accounts';
import { apiToken } from './gameAnswers';
import { ADMIN, type DemoAccount, expectHome, signIn } from './signin';

const TUTOR_CREATED = "Tutor created - one-time password sent to tutor's email address";

/**
 * The London date ('yyyy/MM/dd', as the session tables show it) of the
 * first Monday 09:00 still to come: the weekly time the parent books.
 */
function nextMondayNine(now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!);
  let ahead = (7 - weekday) % 7;
  if (ahead === 0 && Number(parts.hour) >= 9) ahead = 7;
  const day = new Date(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + ahead),
  );
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getUTCFullYear()}/${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())}`;
}

/** The row of a sessions table (Upcoming or Past) at one London date and time. */
function sessionRow(page: Page, table: string, date: string, time: string): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: date, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: time, exact: true }) });
}

/** A field of a Mantine form by its label, which may carry a required-field asterisk. */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

test('an admin adds a tutor, who sets availability; a parent books it, all three see the session, and the tutor moves one', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = uniqueStamp();
  const tutor = {
    firstName: `Tess${lettersOnly(stamp)}`,
    lastName: 'Morgan',
    email: `tutor-${stamp}@e2e.plytime.test`,
  };
  const tutorName = `${tutor.firstName} ${tutor.lastName}`;

  // 1. The admin adds the tutor.
  const admin = page;
  await signIn(admin, ADMIN);
  await expectHome(admin, ADMIN);
  await admin.goto('/admin/tutors');
  const form = admin.getByRole('region', { name: 'Add a new tutor' });
  await field(form, 'First name').fill(tutor.firstName);
  await field(form, 'Last name').fill(tutor.lastName);
  await field(form, 'E-mail').fill(tutor.email);
  await field(form, 'Subject').selectOption({ label: 'Maths' });
  await form.getByRole('button', { name: 'Add tutor' }).click();
  await expect(admin.getByText(TUTOR_CREATED)).toBeVisible();
  const listed = admin.getByRole('table', { name: 'Tutors' }).getByRole('row', {
    name: new RegExp(tutor.email),
  });
  await expect(listed).toContainText(tutor.firstName);
  await expect(listed).toContainText('Maths');

  // 2. The tutor signs in with the e-mailed one-time password and sets a password.
  const tutorPage = await newPersonPage(browser);
  const tutorAccount: DemoAccount = {
    card: 'Tutor',
    login: tutor.email,
    displayName: tutorName,
    home: '/tutor',
  };
  await signInWithOneTimePassword(
    tutorPage,
    tutorAccount,
    await oneTimePassword(request, tutor.email),
  );
  await expect(
    tutorPage
      .getByRole('table', { name: 'Upcoming sessions' })
      .getByText('No upcoming sessions this week, click here to try loading the next week'),
  ).toBeVisible();

  // 3. Their availability: nothing yet; they add Monday 09:00–10:00 and ideal hours.
  await tutorPage.getByRole('link', { name: 'Manage Availability' }).click();
  await expect(tutorPage).toHaveURL('/tutor/availability');
  const availability = tutorPage.getByRole('region', { name: 'Availability' });
  await expect(availability.getByText('Not yet set.')).toBeVisible();
  await availability.getByRole('button', { name: 'Edit' }).click();
  const add = availability.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await availability.getByLabel('Day', { exact: true }).selectOption({ label: 'Monday' });
  await availability.getByLabel('From hour', { exact: true }).selectOption('09');
  // Choosing an hour sets its minutes to 00.
  await expect(availability.getByLabel('From minute', { exact: true })).toHaveValue('00');
  await availability.getByLabel('Until hour', { exact: true }).selectOption('10');
  await expect(add).toBeEnabled();
  await add.click();
  const monday = availability.getByRole('region', { name: 'Monday' });
  for (const time of ['09:00', '09:15', '09:30', '09:45']) {
    await expect(monday.getByText(time, { exact: true })).toBeVisible();
  }
  // The end of a range is not a slot.
  await expect(monday.getByText('10:00', { exact: true })).toHaveCount(0);
  await availability.getByLabel('Ideal hours').fill('6');
  await availability.getByRole('button', { name: 'Save' }).click();
  await expect(tutorPage.getByText('Saved', { exact: true })).toBeVisible();
  await expect(availability.getByRole('button', { name: 'Edit' })).toBeVisible();
  await tutorPage.reload();
  await expect(monday.getByText('09:45', { exact: true })).toBeVisible();
  await expect(availability.getByLabel('Ideal hours')).toHaveValue('6');

  // 3b. Nobody can book a tutor before an admin records their DBS certificate
  // (docs/safeguarding.md): the admin fills it in with the contact details.
  await admin.goto('/admin/tutors');
  await expect(listed).toContainText('No DBS check');
  await listed.getByRole('link', { name: 'View profile' }).click();
  const profile = admin.getByRole('region', { name: 'Tutor profile' });
  await profile.getByRole('button', { name: 'Edit' }).click();
  await field(profile, 'Phone number').fill('020 7946 0999');
  await field(profile, 'Postcode').fill('SW1A 1AA');
  const issued = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await field(profile, 'DBS issue date').fill(issued);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Saved', { exact: true })).toBeVisible();
  await admin.goto('/admin/tutors');
  await expect(listed).toContainText('Until');

  // 4. A new parent books the tutor's Monday 09:00 with the tutor's referral code.
  // No screen shows a tutor their code, so it is read as the admin would.
  const adminToken = await apiToken(request, 'admin', ADMIN.login);
  const tutors = await request.get('/api/tutor/list', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(tutors.ok()).toBe(true);
  const referralCode = (
    (await tutors.json()) as { email: string; referral_code: string | null }[]
  ).find((each) => each.email === tutor.email)?.referral_code;
  expect(referralCode).toMatch(/^PTR-/);

  const parentPage = await newPersonPage(browser);
  const parent = newParentDetails(stamp);
  const student = newStudentDetails(stamp, 'Ivy');
  const studentName = `${student.firstName} ${student.lastName}`;
  await signUpParent(parentPage, parent);
  await addStudent(parentPage, student);
  await parentPage.getByRole('link', { name: 'Subscriptions' }).click();
  await parentPage.getByRole('button', { name: 'New subscription' }).click();
  const wizard = parentPage.getByRole('dialog', { name: 'New subscription' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await wizard.getByLabel(/^Student/).selectOption({ label: student.firstName });
  await wizard.getByLabel(/^Subject/).selectOption({ label: 'Maths' });
  await wizard.getByLabel(/^Level compared with their school year/).selectOption('On track');
  await next.click();
  await wizard.getByRole('radio', { name: /^1 X 15 mins / }).check();
  await wizard.getByRole('checkbox', { name: 'Monday' }).check();
  await wizard.getByRole('checkbox', { name: 'Morning (08:00-11:45)' }).check();
  await next.click();
  await wizard.getByLabel('Referral code (optional)').fill(referralCode!);
  await wizard
    .getByRole('checkbox', { name: 'Only show times of the tutor who gave me this code' })
    .check();
  await next.click();
  await expect(wizard.getByText('Choose 1 weekly time: 0 of 1 chosen')).toBeVisible({
    timeout: 10_000,
  });
  // Only this tutor's Monday morning is offered.
  for (const time of ['09:00', '09:15', '09:30', '09:45']) {
    await expect(wizard.getByRole('checkbox', { name: `Monday ${time}` })).toBeVisible();
  }
  await expect(wizard.getByRole('checkbox')).toHaveCount(4);
  await wizard.getByRole('checkbox', { name: 'Monday 09:00' }).check();
  await next.click();
  const review = wizard.getByRole('table', { name: 'Review' });
  await expect(review.getByRole('row', { name: /^Referral code/ })).toContainText(
    `${referralCode} (that tutor only)`,
  );
  await expect(review.getByRole('row', { name: /^Weekly times/ })).toContainText('Monday 09:00');
  await payOnReviewStep(parentPage);
  const subscription = subscriptionRow(parentPage, studentName);
  await expect(subscription).toContainText('Active');
  await expect(subscription).toContainText(tutorName);
  await expect(subscription).toContainText('Monday 09:00');

  // 5. The parent sees the session on their home.
  const date = nextMondayNine();
  await parentPage.getByRole('button', { name: 'Home' }).click();
  await expect(parentPage).toHaveURL('/parent');
  const parentsSession = sessionRow(parentPage, 'Upcoming sessions', date, '09:00');
  await expect(parentsSession).toContainText(studentName);
  await expect(parentsSession).toContainText(tutor.firstName);
  await expect(parentsSession).toContainText('15 mins');
  await expect(parentsSession).toContainText('Booked');

  // 6. So does the tutor, whose Monday 09:00 is now booked; they move this one to 09:30
  // (a move lands only on a free time of the tutor's week).
  await tutorPage.reload();
  await expect(monday.getByText('09:00', { exact: true }).locator('..')).toContainText('Booked');
  await tutorPage.getByRole('button', { name: 'Home' }).click();
  await expect(tutorPage).toHaveURL('/tutor');
  const tutorsSession = sessionRow(tutorPage, 'Upcoming sessions', date, '09:00');
  await expect(tutorsSession).toContainText(studentName);
  await expect(tutorsSession).toContainText(`Year ${student.schoolYear} / On track`);
  await expect(tutorsSession).toContainText('Booked');
  await tutorsSession.getByRole('button', { name: 'Actions' }).click();
  await tutorPage.getByRole('menuitem', { name: 'Reschedule Single Session' }).click();
  const dialog = tutorPage.getByRole('dialog', { name: 'Reschedule Single Session' });
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(date.replaceAll('/', '-'));
  const yes = dialog.getByRole('button', { name: 'Yes' });
  // Its own time is no change.
  await expect(yes).toBeDisabled();
  await dialog.getByLabel('Minute', { exact: true }).selectOption({ label: '30' });
  await yes.click();
  await expect(tutorPage.getByText('Session rescheduled')).toBeVisible();
  await expect(dialog).toBeHidden();
  const moved = sessionRow(tutorPage, 'Upcoming sessions', date, '09:30');
  await expect(moved).toContainText(studentName);
  await expect(moved).toContainText('Booked');
  await expect(tutorsSession).toContainText('Rescheduled');
  await expect(tutorsSession.getByRole('button', { name: 'Actions' })).toHaveCount(0);
  await tutorPage.screenshot({ path: test.info().outputPath('tutor-home.png'), fullPage: true });

  // 7. The admin finds the tutor in the list and sees the same on their page.
  await admin.goto('/admin/tutors');
  await listed.getByRole('link', { name: 'View profile' }).click();
  await expect(admin).toHaveURL(/\/admin\/tutors\/[^/]+$/);
  await expect(admin.getByRole('heading', { name: tutorName })).toBeVisible();
  const adminsMonday = admin
    .getByRole('region', { name: 'Availability' })
    .getByRole('region', { name: 'Monday' });
  await expect(adminsMonday.getByText('09:45', { exact: true })).toBeVisible();
  const adminsOld = sessionRow(admin, 'Upcoming sessions', date, '09:00');
  const adminsNew = sessionRow(admin, 'Upcoming sessions', date, '09:30');
  await expect(adminsOld).toContainText(studentName);
  await expect(adminsOld).toContainText('Rescheduled');
  await expect(adminsNew).toContainText(studentName);
  await expect(adminsNew).toContainText('Booked');
  await admin.screenshot({ path: test.info().outputPath('admin-tutor.png'), fullPage: true });

  // 8. And the parent's home follows the move.
  await parentPage.reload();
  await expect(sessionRow(parentPage, 'Upcoming sessions', date, '09:30')).toContainText('Booked');
  await expect(parentsSession).toContainText('Rescheduled');

  for (const other of [tutorPage, parentPage]) await other.context().close();
});
