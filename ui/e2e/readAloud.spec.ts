import { expect, type Page, test } from '@playwright/test';

import { spokenQuestion } from '../src/features/game/readAloud/spokenQuestion';
import { apiToken, shownQuestion, startQuickRace, theWholeBank } from './gameAnswers';
import { ADMIN, expectHome, PARENT, signIn, STUDENT } from './signin';

/*
 * Read to me (docs/games.md): the words a question is read in, for the
 * whole question bank the server holds, and in a real browser through a
 * stand-in for its speech synthesis, which headless Chromium has no
 * voices for.
 */

/** Digits and signs a child would hear read out as symbols, or not at all. */
const UNSPOKEN = /[0-9£×÷=<>%/+_°−]/;

test('every question in the bank reads without a digit or a sign left in it', async ({
  request,
}) => {
  const questions = await theWholeBank(await apiToken(request, 'admin', ADMIN.login), request);
  expect(questions.length).toBeGreaterThan(50);
  const unspoken = questions
    .map((question) => ({ ref: question.ref, spoken: spokenQuestion(question.lines) }))
    .filter(({ spoken }) => spoken === '' || UNSPOKEN.test(spoken));
  expect(unspoken).toEqual([]);
});

/**
 * Headless Chromium has no voices: a stand-in speechSynthesis with one
 * British voice, which keeps what it is asked to say in `window.spoken`.
 */
async function standInSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    const voices = [{ lang: 'en-GB', name: 'Stand-in', default: true }];
    // The page's own utterances would refuse a stand-in voice.
    class Utterance {
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(readonly text: string) {}
    }
    Object.assign(window, { spoken, SpeechSynthesisUtterance: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        speak: (utterance: Utterance) =>
          spoken.push({ text: utterance.text, lang: utterance.lang }),
        cancel: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  });
}

/** What the page has asked the stand-in to say so far. */
async function spokenOn(page: Page) {
  return page.evaluate(
    () => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken,
  );
}

test('a child presses Read to me and hears the question on screen', async ({ page }) => {
  await standInSpeech(page);
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  await signIn(page, STUDENT);
  await expectHome(page, STUDENT);
  await page.getByRole('link', { name: 'Play' }).click();
  await startQuickRace(page);

  const question = await shownQuestion(page, adminToken);
  const firstBox = page.getByTestId('question').locator('input').first();
  await expect(firstBox).toBeFocused();
  await page.getByRole('button', { name: 'Read to me' }).click();
  expect(await spokenOn(page)).toEqual([{ text: spokenQuestion(question.lines), lang: 'en-GB' }]);
  // The answer box keeps the keyboard: the child types straight on.
  await expect(firstBox).toBeFocused();

  await page.getByRole('button', { name: 'Quit game' }).click();
  await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
});

test('a parent has every question read out to Ada, who then hears each one as it appears', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const parentToken = await apiToken(page.request, 'parent', PARENT.login);
  const adminToken = await apiToken(page.request, 'admin', ADMIN.login);
  await signIn(page, PARENT);
  // Signed in before leaving the home: a page opened sooner finds no session.
  await expectHome(page, PARENT);
  await page.goto('/parent/profile');
  const section = page.getByRole('region', { name: 'Reading questions aloud' });
  const ada = section.getByLabel('Ada');
  await expect(ada).toHaveAccessibleDescription(
    'Year 3: questions are read out when they press Read to me',
  );
  await ada.selectOption({ label: 'Read every question out' });
  await expect(page.getByText("Saved: Ada's next game follows the new choice")).toBeVisible();
  await expect(ada).toHaveAccessibleDescription('Year 3: each question is read out as it appears');

  const child = await browser.newPage();
  try {
    await standInSpeech(child);
    await signIn(child, STUDENT);
    await expectHome(child, STUDENT);
    await child.getByRole('link', { name: 'Play' }).click();
    await startQuickRace(child);
    const question = await shownQuestion(child, adminToken);
    // Read out without a press.
    await expect
      .poll(() => spokenOn(child))
      .toEqual([{ text: spokenQuestion(question.lines), lang: 'en-GB' }]);
    await child.getByRole('button', { name: 'Quit game' }).click();
    await expect(child).toHaveURL('/game/step3_summary', { timeout: 10_000 });
  } finally {
    await child.close();
    // Back to as usual for her year, for the tests after this one.
    const students = await page.request.get('/api/parent', {
      headers: { Authorization: `Bearer ${parentToken}` },
    });
    const { students: list } = (await students.json()) as { students: { _id: string }[] };
    for (const student of list) {
      await page.request.put(`/api/parent/student/${student._id}/read_aloud`, {
        headers: { Authorization: `Bearer ${parentToken}` },
        data: { read_aloud: 'by_year' },
      });
    }
  }
});
