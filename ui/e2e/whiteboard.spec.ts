import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';

import { emailTo } from './accounts';
import { expectAccessible } from './axe';
import { apiToken, fillAnswer, playWrongAnswers, questionIn } from './gameAnswers';
import {
  adasLastSessions,
  canvasOf,
  draw,
  FAKE_MEDIA,
  moveSession,
  roomStatus,
} from './liveSessions';
import { ADMIN, PARENT, signIn, STUDENT, TUTOR } from './signin';

/*
 * The whiteboard of a live session: drawn by both sides over the session
 * channel, kept with the session with the room's chat, and read
 * afterwards by the parent, who then gets the tutor's report.
 */
test.use(FAKE_MEDIA);

/** The board's picture once it has stopped changing (fonts, first layout). */
async function settled(board: Locator): Promise<Buffer> {
  let last = await board.screenshot();
  for (;;) {
    await board.page().waitForTimeout(300);
    const next = await board.screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
}

/**
 * Waits until the board's picture differs from `before`, within `ms` and
 * the time four screenshots take right now: the poll sees a change only a
 * screenshot after it comes, and a machine busy with other tests slows
 * the screenshots and the board alike.
 */
async function expectChanged(board: Locator, before: Buffer, ms: number) {
  const started = Date.now();
  if (!(await board.screenshot()).equals(before)) return;
  const screenshotMs = Date.now() - started;
  await expect
    .poll(async () => (await board.screenshot()).equals(before), {
      timeout: ms + 4 * screenshotMs,
    })
    .toBe(false);
}

async function storedElements(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/session/${id}/whiteboard`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const scene = (await response.json()) as { elements: { type: string; isDeleted?: boolean }[] };
  return scene.elements.filter((element) => !element.isDeleted).map((element) => element.type);
}

/**
 * A PDF of two pages, each a coloured box; poppler rebuilds the
 * cross-reference table it leaves out.
 */
function twoPagePdf(): Buffer {
  const page = (n: number, colour: string) =>
    `${n} 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 842 595]/Contents ${n + 2} 0 R>> endobj\n` +
    `${n + 2} 0 obj <</Length 34>> stream\n${colour} rg 100 100 400 300 re f\nendstream endobj\n`;
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type/Pages/Kids[3 0 R 4 0 R]/Count 2>> endobj\n' +
      page(3, '0 0 1') +
      page(4, '1 0 0') +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
  );
}

const TUTOR_SAYS = 'Can you see the rectangle, Ada?';
const REPORT = 'Ada worked through the question she had missed, and drew her answer herself.';

/** A laptop's window, where the room must show the child and the board at once. */
const LAPTOP = { width: 1280, height: 900 };

/** How much of `locator` lies inside the window. */
async function onScreen(locator: Locator) {
  const box = (await locator.boundingBox())!;
  const window = locator.page().viewportSize()!;
  return {
    width: Math.min(box.x + box.width, window.width) - Math.max(box.x, 0),
    height: Math.min(box.y + box.height, window.height) - Math.max(box.y, 0),
    area: box.width * box.height,
  };
}

/**
 * The room's layout (docs/live-sessions.md): on a laptop, the other
 * side's whole picture and at least 800×500 of the board with no
 * scrolling, one's own picture small; the tutor's panel beside the board,
 * not over it; video first and back without leaving the call; on a phone,
 * nothing cut off.
 */
async function expectBoardFirst(tutor: Page, child: Page) {
  for (const page of [tutor, child]) {
    await expect(page.getByTestId('remote-video')).toBeVisible();
    const board = await onScreen(page.getByTestId('whiteboard'));
    expect(board.width, 'board width on screen').toBeGreaterThanOrEqual(800);
    expect(board.height, 'board height on screen').toBeGreaterThanOrEqual(500);
    const remote = await onScreen(page.getByTestId('remote-video'));
    expect(remote.width * remote.height, 'the whole face on screen').toBeCloseTo(remote.area, 0);
    const own = await onScreen(page.getByTestId('local-video'));
    expect(own.area, 'own picture smaller').toBeLessThan(remote.area / 2);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }

  await tutor.getByRole('button', { name: 'Trend, Focus and Answers' }).click();
  const panel = tutor.getByRole('complementary', { name: 'Trend, Focus and Answers' });
  await expect(panel.getByRole('tab', { name: 'Trend' })).toBeVisible();
  const boardBox = (await tutor.getByTestId('whiteboard').boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  expect(boardBox.x + boardBox.width, 'the panel beside the board').toBeLessThanOrEqual(panelBox.x);
  await tutor.getByRole('button', { name: 'Trend, Focus and Answers' }).click();
  await expect(panel).toHaveCount(0);

  await tutor.getByText('Video first').click();
  const wide = await onScreen(tutor.getByTestId('remote-video'));
  expect(wide.area, 'video first: the picture grows').toBeGreaterThan(600 * 400);
  await expect(roomStatus(tutor)).toHaveAttribute('data-status', 'ACTIVE');
  await tutor.getByText('Board first').click();
  // The board has its room back, and has redrawn at its new size.
  await expect
    .poll(async () => (await tutor.getByTestId('whiteboard').boundingBox())?.width)
    .toBeGreaterThanOrEqual(800);
  await settled(canvasOf(tutor));

  await child.setViewportSize({ width: 390, height: 844 });
  for (const badge of await child.getByTestId('room-status').all()) {
    const fits = await badge.evaluate(
      (element) => element.getBoundingClientRect().right <= window.innerWidth,
    );
    expect(fits, 'the status badge within the phone').toBe(true);
  }
  expect(
    await child.evaluate(() => document.documentElement.scrollWidth),
    'nothing wider than the phone',
  ).toBeLessThanOrEqual(390);
  await child.setViewportSize(LAPTOP);
  await settled(canvasOf(child));
}

test('tutor and child draw on one whiteboard, it is kept, and the parent opens it afterwards', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tutorToken = await apiToken(request, 'tutor', TUTOR.login);
  const adminToken = await apiToken(request, 'admin', 'admin@plytime.test');
  const [id] = await adasLastSessions(request, tutorToken, 3);

  // Ada gets a question wrong first, for the tutor to bring up.
  const child = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await signIn(child, STUDENT);
  await expect(child).toHaveURL('/student');
  await playWrongAnswers(child, 1, adminToken);
  moveSession(process.env.PLYTIME_E2E_DATA_DIR!, id!, 40_000, 2);

  const tutor = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await signIn(tutor, TUTOR);
  await expect(tutor).toHaveURL('/tutor');
  await tutor.goto(`/tutor/session/${id}`);
  await tutor.getByRole('button', { name: 'Join' }).click();
  await expect(canvasOf(tutor)).toBeVisible({ timeout: 15_000 });
  const blank = await settled(canvasOf(tutor));

  await child.goto(`/student/session/${id}`);
  await child.getByRole('button', { name: 'Join' }).click();
  await expect(roomStatus(child)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 15_000 });
  await expect(canvasOf(child)).toBeVisible({ timeout: 15_000 });
  await expectBoardFirst(tutor, child);

  // The tutor draws; the child sees it within a second.
  let childBefore = await settled(canvasOf(child));
  await draw(tutor, 'Rectangle', [400, 150], [560, 230]);
  await expectChanged(canvasOf(child), childBefore, 1_000);
  childBefore = await settled(canvasOf(child));
  await tutor.getByTestId('whiteboard').getByTitle(/^Text/).click();
  const box = (await canvasOf(tutor).boundingBox())!;
  await tutor.mouse.click(box.x + 650, box.y + 190);
  await tutor.keyboard.type('3 + 4 = ?');
  await tutor.keyboard.press('Escape');
  await expectChanged(canvasOf(child), childBefore, 1_000);

  // The child answers on the board; the tutor sees it.
  const tutorBefore = await settled(canvasOf(tutor));
  await draw(child, 'Ellipse', [420, 280], [520, 340]);
  await expectChanged(canvasOf(tutor), tutorBefore, 1_000);

  // They chat beside the board; contact details never pass.
  const tutorChat = tutor.getByRole('region', { name: 'Chat' });
  const childChat = child.getByRole('region', { name: 'Chat' });
  await tutorChat.getByLabel('Chat message').fill(TUTOR_SAYS);
  await tutorChat.getByRole('button', { name: 'Send' }).click();
  await expect(childChat.getByText(TUTOR_SAYS)).toBeVisible();
  await childChat.getByLabel('Chat message').fill('yes! my number is 07700 900123');
  await childChat.getByLabel('Chat message').press('Enter');
  await expect(tutorChat.getByText('yes! my number is [contact details removed]')).toBeVisible();

  // The tutor brings up the question Ada got wrong.
  const beforeQuestion = await settled(canvasOf(child));
  await tutor.getByRole('button', { name: 'Add the question Ada last got wrong' }).click();
  await expectChanged(canvasOf(child), beforeQuestion, 2_000);

  // The tutor puts a number line on the board; Ada sees it.
  const beforeTemplate = await settled(canvasOf(child));
  await tutor.getByRole('button', { name: 'Add a template' }).click();
  await tutor.getByRole('menuitem', { name: 'Number line' }).click();
  await expectChanged(canvasOf(child), beforeTemplate, 2_000);

  // A new page: what is drawn becomes page 1 and Priya goes to page 2;
  // Ada stays where she is until she turns the page herself.
  await tutor.getByRole('button', { name: 'New page' }).click();
  await expect(tutor.getByTestId('page-of')).toHaveText('Page 2 of 2');
  await expect(child.getByTestId('page-of')).toHaveText('Page 1 of 2');
  await child.getByRole('button', { name: 'Next page' }).click();
  await expect(child.getByTestId('page-of')).toHaveText('Page 2 of 2');

  // A worksheet: the second page of a PDF becomes page 3, its picture
  // drawn by the server; Ada's board reads the picture from the server.
  const adaReadsPicture = child.waitForResponse(
    (response) => /\/whiteboard\/pictures\/\w+$/.test(response.url()) && response.ok(),
  );
  const chooser = tutor.waitForEvent('filechooser');
  await tutor.getByRole('button', { name: 'Upload a worksheet' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'fractions.pdf',
    mimeType: 'application/pdf',
    buffer: twoPagePdf(),
  });
  const whichPage = tutor.getByRole('dialog', { name: 'Which page of the PDF?' });
  await whichPage.getByLabel('Page').fill('3');
  await whichPage.getByRole('button', { name: 'Put on the board' }).click();
  await expect(whichPage.getByRole('alert')).toHaveText('This PDF has only 2 pages');
  await whichPage.getByLabel('Page').fill('2');
  await whichPage.getByRole('button', { name: 'Put on the board' }).click();
  await expect(whichPage).toHaveCount(0);
  await expect(tutor.getByTestId('page-of')).toHaveText('Page 3 of 3');
  await adaReadsPicture;
  const beforeWorksheet = await settled(canvasOf(child));
  await child.getByRole('button', { name: 'Next page' }).click();
  await expect(child.getByTestId('page-of')).toHaveText('Page 3 of 3');
  await expectChanged(canvasOf(child), beforeWorksheet, 2_000);

  // And a question from the bank, of the area Ada's Focus ranks first. It
  // goes below the number line, out of Ada's view, so it is looked for in
  // the board as kept.
  const texts = async () =>
    (await storedElements(request, tutorToken, id!)).filter((type) => type === 'text').length;
  const textsBefore = await texts();
  await tutor.getByRole('button', { name: 'Question bank' }).click();
  const bank = tutor.getByRole('dialog', { name: 'A question from the bank' });
  await bank.getByRole('combobox', { name: 'Area' }).click();
  const firstArea = tutor.getByRole('option').first();
  const bankArea = (await firstArea.textContent())!;
  await firstArea.click();
  await bank.getByRole('button', { name: 'Put on the board' }).first().click();
  await expect(bank).toHaveCount(0);
  await expect.poll(texts, { timeout: 5_000 }).toBeGreaterThan(textsBefore);

  // Then one asked live: it opens on Ada's screen, she answers it, the
  // server marks it, and Priya sees the result at once.
  await tutor.getByRole('button', { name: 'Question bank' }).click();
  await bank.getByRole('combobox', { name: 'Area' }).click();
  await tutor.getByRole('option').first().click();
  await bank.getByRole('button', { name: 'Ask Ada' }).first().click();
  await expect(bank).toHaveCount(0);
  const askedOfAda = tutor.getByRole('region', { name: 'Questions for Ada' });
  await expect(askedOfAda.getByText('Waiting for Ada')).toBeVisible();
  const live = child.getByRole('dialog', { name: 'A question from Priya' });
  const liveQuestion = live.getByTestId('live-question');
  await fillAnswer(liveQuestion, await questionIn(liveQuestion, adminToken), true);
  await live.getByRole('button', { name: 'Check' }).click();
  await expect(live.getByText('Correct, well done!')).toBeVisible();
  await expect(askedOfAda.getByText('Right', { exact: true })).toBeVisible();
  await expectAccessible(child, 'a live question answered');
  await live.getByRole('button', { name: 'Back to the board' }).click();
  await expect(live).toHaveCount(0);

  // An admin looking on sees the board read-only, following the room: what
  // Ada draws next reaches their page within seconds.
  const admin = await (await browser.newContext({ viewport: LAPTOP })).newPage();
  await signIn(admin, ADMIN);
  await expect(admin).toHaveURL(ADMIN.home);
  await admin.goto(`/tutor/session/${id}`);
  await expect(admin.getByText(/the whiteboard a few seconds behind the room/)).toBeVisible();
  await expect(canvasOf(admin)).toBeVisible({ timeout: 15_000 });
  const kept = (await storedElements(request, tutorToken, id!)).length;
  const followed = admin.waitForResponse(
    async (response) =>
      response.url().endsWith(`/api/session/${id}/whiteboard`) &&
      ((await response.json()) as { elements: { isDeleted?: boolean }[] }).elements.filter(
        (element) => !element.isDeleted,
      ).length > kept,
    { timeout: 12_000 },
  );
  await draw(child, 'Rectangle', [60, 60], [120, 100]);
  await followed;
  await admin.context().close();

  await expect
    .poll(() => storedElements(request, tutorToken, id!), { timeout: 5_000 })
    .toEqual(expect.arrayContaining(['rectangle', 'text', 'ellipse', 'text']));

  // Both reload: the board is as they left it.
  for (const page of [tutor, child]) await page.reload();
  for (const page of [tutor, child]) {
    await expect(canvasOf(page)).toBeVisible({ timeout: 15_000 });
    await expectChanged(canvasOf(page), blank, 5_000);
  }

  await child.screenshot({ path: test.info().outputPath('child-board.png'), fullPage: true });

  // After the session the parent opens it, read-only.
  await expect(roomStatus(child)).toHaveAttribute('data-status', 'FINISHED', { timeout: 150_000 });
  const parent = await (await browser.newContext()).newPage();
  await signIn(parent, PARENT);
  await expect(parent).toHaveURL('/parent');
  await parent.goto(`/whiteboard/${id}`);
  await expect(canvasOf(parent)).toBeVisible({ timeout: 15_000 });
  await expectChanged(canvasOf(parent), blank, 5_000);
  await expect(parent.getByTestId('whiteboard').getByTitle(/^Rectangle/)).toHaveCount(0);
  await expect(parent.getByTestId('page-of')).toHaveText(/^Page \d of 3$/);
  await expect(parent.getByRole('button', { name: 'New page' })).toHaveCount(0);
  await expect(parent.getByRole('region', { name: 'Chat' }).getByText(TUTOR_SAYS)).toBeVisible();
  const owen = await apiToken(request, 'tutor', 'tutor2@plytime.test');
  const refused = await request.get(`/api/session/${id}/whiteboard`, {
    headers: { Authorization: `Bearer ${owen}` },
  });
  expect(refused.status()).toBe(404);

  // Priya writes the report, prefilled with the areas of the questions on the board.
  const draft = await request.get(`/api/session/${id}/report`, {
    headers: { Authorization: `Bearer ${tutorToken}` },
  });
  const { worked_on: workedOn } = (await draft.json()) as { worked_on: string[] };
  // The missed question's area, and the bank question's (once if they are one).
  expect(workedOn).toContain(bankArea);
  expect(workedOn.length).toBeLessThanOrEqual(2);
  await tutor.goto(`/session/${id}/report`);
  await expect(tutor.getByText(/in the call/)).toBeVisible();
  // Exactly: the same area may also be suggested to practise, with its answers.
  await expect(tutor.getByText(workedOn[0]!, { exact: true })).toBeVisible();
  await expect(tutor.getByRole('region', { name: 'Asked live' })).toContainText('Right (Ada gave');
  await expectAccessible(tutor, 'the report to write');
  await tutor.getByLabel('Your note to the parent').fill(REPORT);
  await tutor.getByRole('button', { name: 'Send report' }).click();
  await expect(tutor.getByText('Report sent')).toBeVisible();

  // Sarah reads it from her past sessions, and has it by e-mail.
  await parent.goto('/parent');
  await parent.getByRole('link', { name: 'Read' }).first().click();
  await expect(parent.getByText(REPORT)).toBeVisible();
  await expectAccessible(parent, 'the report sent');
  const letter = await emailTo(
    request,
    PARENT.login,
    (email) => email.subject.startsWith("Priya's report on Ada's session of "),
    "Priya's report",
  );
  expect(letter.body).toContain(REPORT);
});
