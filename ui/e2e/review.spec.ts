import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

import type { AnswerRecord, Me, Named } from '../src/generated/api/schemas';
import { apiToken, playWrongAnswers } from './gameAnswers';
import { ADMIN, expectHome, PARENT, signIn, STUDENT, TUTOR } from './signin';

/** What a call made with `token` answers, as JSON. */
async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const answerRow = (page: Page, id: string) => page.getByTestId(`answer-${id}`);
const column = (row: Locator, name: string) => row.locator(`[data-column="${name}"]`);

/** Opens an answer's row and gives its details. */
async function showAnswer(page: Page, id: string): Promise<Locator> {
  await answerRow(page, id)
    .getByRole('button', { name: /^Show the answer/ })
    .click();
  return page.getByTestId(`answer-details-${id}`);
}

/** Clicks `button` and waits for the server to accept the change of answer `id` it makes. */
async function saveAnswerChange(page: Page, button: Locator, id: string, resolve = false) {
  const path = `/api/student/answer/${id}${resolve ? '/resolve' : ''}`;
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(path) && response.request().method() === 'PUT',
  );
  await button.click();
  expect((await saved).ok()).toBe(true);
}

/** Every answer row the Answers tab shows, as the person sees it. */
async function answerRows(page: Page, waitFor: string): Promise<string[]> {
  await expect(answerRow(page, waitFor)).toBeVisible();
  return page.locator('tr[data-testid^="answer-"]').allInnerTexts();
}

async function tokenTotal(page: Page): Promise<number> {
  await page.goto('/student/tokens');
  await expect(page.getByTestId('token-total')).toHaveText(/^\d+$/);
  return Number(await page.getByTestId('token-total').textContent());
}

test('a wrong answer reviewed earns its token; the tutor resolves a help request and messages live; the parent sees the same', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  const adaToken = await apiToken(page.request, 'student', STUDENT.login);
  const adaId = (await getJson<Me>(page.request, adaToken, '/api/profile/me')).user_data._id;
  const subjects = await getJson<Named[]>(page.request, adaToken, '/api/game/subjects');
  const mathsId = subjects.find((subject) => subject.name === 'Maths')!._id;

  // Ada answers two questions wrongly.
  await signIn(page, STUDENT);
  await expectHome(page, STUDENT);
  await playWrongAnswers(page, 2, adminToken);
  const answers = await getJson<AnswerRecord[]>(
    page.request,
    adaToken,
    `/api/student/${adaId}/answers`,
  );
  // Newest first: the two just given.
  const [helpId, reviewId] = answers
    .filter((record) => record.result === 'INCORRECT')
    .map((record) => record._id);
  expect(helpId && reviewId).toBeTruthy();

  // She reviews one: its pending token is awarded.
  const tokensBefore = await tokenTotal(page);
  await page.goto('/student/performance/answers');
  const reviewed = answerRow(page, reviewId!);
  await expect(column(reviewed, 'token')).toHaveText('pending');
  await expect(column(reviewed, 'reviewed')).toHaveText('to review');
  const markReviewed = (await showAnswer(page, reviewId!)).getByRole('button', {
    name: 'Mark as reviewed',
  });
  await expect(markReviewed).toBeDisabled();
  await expect(markReviewed).toBeEnabled({ timeout: 8_000 });
  await saveAnswerChange(page, markReviewed, reviewId!);
  await expect(column(reviewed, 'token')).toHaveText('awarded');
  await expect(column(reviewed, 'reviewed')).toHaveText('okay');
  expect(await tokenTotal(page)).toBe(tokensBefore + 1);

  // She asks for help with the other.
  await page.goto('/student/performance/answers');
  const requestHelp = (await showAnswer(page, helpId!)).getByRole('button', {
    name: 'Request help',
  });
  await saveAnswerChange(page, requestHelp, helpId!);
  await expect(column(answerRow(page, helpId!), 'reviewed')).toHaveText('help');

  // Her messages stay open while her tutor looks at her work.
  await page.goto('/student/messages');
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(page.getByText('Your parent can read these messages')).toBeVisible();

  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signIn(tutor, TUTOR);
  await expectHome(tutor, TUTOR);
  await tutor
    .getByRole('table', { name: 'Upcoming sessions' })
    .getByRole('row')
    .filter({ hasText: 'Ada Lovelace' })
    .first()
    .getByRole('button', { name: 'Actions' })
    .click();
  await tutor.getByRole('menuitem', { name: 'Messages' }).click();
  await expect(tutor).toHaveURL(`/tutor/session/${adaId}/${mathsId}`);
  await expect(tutor.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(tutor.getByText('Year 3', { exact: true })).toBeVisible();

  await tutor.getByRole('tab', { name: 'Answers' }).click();
  const helped = answerRow(tutor, helpId!);
  await expect(column(helped, 'reviewed')).toHaveText('help');
  const details = await showAnswer(tutor, helpId!);
  await expect(details.getByRole('button', { name: 'Mark as reviewed' })).toHaveCount(0);
  await saveAnswerChange(tutor, details.getByRole('button', { name: 'Resolve' }), helpId!, true);
  await expect(column(helped, 'reviewed')).toHaveText('okay');

  // Made unique in letters: a long run of digits reads as a phone number,
  // which messages mask (docs/safeguarding.md).
  const message = `Let's look at this one together, Ada (${Date.now().toString(36)})`;
  await tutor.getByLabel('Message', { exact: true }).fill(message);
  await tutor.getByRole('button', { name: 'Send' }).click();
  // The note joins the list (the box is emptied once the server has it).
  await expect(tutor.getByTestId('note-list').getByText(message)).toBeVisible();
  await expect(tutor.getByLabel('Message', { exact: true })).toHaveValue('');
  // Ada never reloaded.
  await expect(page).toHaveURL('/student/messages');
  await expect(page.getByText(message)).toBeVisible({ timeout: 10_000 });
  await tutor.screenshot({ path: testInfo.outputPath('tutor-review.png'), fullPage: true });
  await tutorContext.close();

  // Her parent sees the answers as she does.
  await page.goto('/student/performance/answers');
  const adaSees = await answerRows(page, helpId!);
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await signIn(parent, PARENT);
  await expectHome(parent, PARENT);
  await parent.goto('/parent/student_performance');
  await parent.getByLabel('Student').selectOption({ label: 'Ada' });
  await parent.getByRole('tab', { name: 'Answers' }).click();
  expect(await answerRows(parent, helpId!)).toEqual(adaSees);
  await expect(column(answerRow(parent, reviewId!), 'token')).toHaveText('awarded');
  await expect(column(answerRow(parent, helpId!), 'reviewed')).toHaveText('okay');

  // The parent reads Ada's messages but cannot write there
  // (docs/authorization.md, "A child's messages and their parent").
  await parent.goto('/parent');
  await parent
    .getByRole('region', { name: 'Your students' })
    .getByRole('link', { name: "Ada's messages" })
    .click();
  await expect(parent).toHaveURL(`/parent/student/${adaId}/messages/${mathsId}`);
  await expect(parent.getByTestId('note-list').getByText(message)).toBeVisible();
  await expect(
    parent.getByText(
      "You can read Ada's messages with their tutor. Only Ada and the tutor write here.",
    ),
  ).toBeVisible();
  await expect(parent.getByRole('textbox')).toHaveCount(0);
  await expect(parent.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await parent.screenshot({ path: testInfo.outputPath('parent-messages.png'), fullPage: true });
  await parentContext.close();
});
