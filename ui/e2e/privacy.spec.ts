import { type APIRequestContext, expect, test } from '@playwright/test';

import {
  addStudent,
  newParentDetails,
  newStudentDetails,
  payOnReviewStep,
  signUpParent,
  subscriptionRow,
  uniqueStamp,
} from './accounts';
import { ADMIN, DEMO_PASSWORD, TUTOR } from './signin';

/** An id token for a demo account, by its sign-in page's role. */
async function tokenOf(request: APIRequestContext, role: string, login: string): Promise<string> {
  const response = await request.post('/api/auth/signin', {
    data: { role, login, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { id_token: string }).id_token;
}

/** Both demo tutors' sessions, upcoming and past, as their tables read them. */
async function tutorsSessionsText(request: APIRequestContext): Promise<string> {
  let text = '';
  for (const login of [TUTOR.login, 'tutor2@plytime.test']) {
    const token = await tokenOf(request, 'tutor', login);
    const headers = { Authorization: `Bearer ${token}` };
    const tutor = (await (await request.get('/api/tutor', { headers })).json()) as {
      _id: string;
    };
    for (const list of ['upcoming', 'past']) {
      const response = await request.get(`/api/session/list/${list}?tutor_id=${tutor._id}`, {
        headers,
      });
      expect(response.ok()).toBeTruthy();
      text += await response.text();
    }
  }
  return text;
}

test('a parent downloads their family’s data and closes the account; nothing of it remains', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = uniqueStamp();
  const parent = newParentDetails(stamp);
  const student = newStudentDetails(stamp, 'Rosalind');
  const studentName = `${student.firstName} ${student.lastName}`;

  // A family with a child and a paid plan with a demo tutor.
  await signUpParent(page, parent);
  await addStudent(page, student);
  await page.getByRole('link', { name: 'Subscriptions' }).click();
  await page.getByRole('button', { name: 'New subscription' }).click();
  const wizard = page.getByRole('dialog', { name: 'New subscription' });
  const next = wizard.getByRole('button', { name: 'Next' });
  await wizard.getByLabel(/^Student/).selectOption({ label: student.firstName });
  await wizard.getByLabel(/^Subject/).selectOption({ label: 'Maths' });
  await wizard.getByLabel(/^Level compared with their school year/).selectOption('On track');
  await next.click();
  await wizard.getByRole('radio', { name: /^1 X 15 mins/ }).check();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await wizard.getByRole('checkbox', { name: day }).check();
  }
  await wizard.getByRole('checkbox', { name: 'Late Afternoon (15:00-17:45)' }).check();
  await next.click();
  await next.click();
  await wizard
    .getByRole('checkbox', { name: /^\w+day \d\d:\d\d$/ })
    .first()
    .check();
  await next.click();
  await payOnReviewStep(page);
  await expect(subscriptionRow(page, studentName)).toContainText('Active');
  await expect
    .poll(() => tutorsSessionsText(request), { timeout: 10_000 })
    .toContain(student.lastName);

  // The export: the data and its summary, from the profile page.
  await page.goto('/parent/profile');
  const section = page.getByRole('region', { name: "Your family's data" });
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await section.getByRole('button', { name: 'Download our data' }).click();
  await expect(section).toContainText(`${studentName} (username ${student.username}`);
  await expect
    .poll(() => downloads.sort())
    .toEqual([
      expect.stringMatching(/^plytime-family-.*\.json$/),
      expect.stringMatching(/^plytime-family-.*\.txt$/),
    ]);

  // Closing, confirmed with the password.
  await section.getByRole('button', { name: 'Close our account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close our account' });
  const close = dialog.getByRole('button', { name: 'Close our account' });
  await dialog.getByLabel('Your password').fill(parent.password);
  await expect(close).toBeDisabled();
  await dialog.getByLabel('I understand that our accounts and data will be deleted').check();
  await close.click();
  const closed = page.getByRole('region', { name: 'Account closed' });
  await expect(closed).toContainText("Your family's account is closed");
  await expect(closed).toContainText('Payment records');
  await page.screenshot({ path: test.info().outputPath('family-closed.png'), fullPage: true });

  // Afterwards: no sign-in, nothing for the tutor, nothing for the admin.
  const signIn = await request.post('/api/auth/signin', {
    data: { role: 'parent', login: parent.email, password: parent.password },
  });
  expect(signIn.status()).toBe(401);
  expect(await tutorsSessionsText(request)).not.toContain(student.lastName);
  const admin = await tokenOf(request, 'admin', ADMIN.login);
  const headers = { Authorization: `Bearer ${admin}` };
  const found = await request.get(`/api/admin/family?email=${encodeURIComponent(parent.email)}`, {
    headers,
  });
  expect(found.status()).toBe(404);
  for (const list of ['/api/subscription/list', '/api/student/subject_scores/list']) {
    const text = await (await request.get(list, { headers })).text();
    expect(text).not.toContain(student.lastName);
    expect(text).not.toContain(parent.email);
  }
});
