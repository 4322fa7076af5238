import { expect, type Page, test } from '@playwright/test';

import type { Session } from '../src/generated/api/schemas';
import { apiToken } from './gameAnswers';
import {
  adasLastSessions,
  expectPlaying,
  FAKE_MEDIA,
  getJson,
  moveSession,
  roomStatus,
} from './liveSessions';
import { signIn, STUDENT, TUTOR } from './signin';

/*
 * A live session in the built-in call: Chromium's fake camera and
 * microphone stand in for real ones, and the two browsers connect over
 * loopback through the server's session channel.
 */
test.use(FAKE_MEDIA);

/** Every status the page's badge shows, in order, from the moment it loads. */
async function recordStatuses(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { statuses: string[] }).statuses = seen;
    new MutationObserver(() => {
      const status = document
        .querySelector('[data-testid="room-status"]')
        ?.getAttribute('data-status');
      if (status && seen[seen.length - 1] !== status) seen.push(status);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const statusesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { statuses: string[] }).statuses);

test('a tutor and a child meet in the built-in call; the register makes it Attended, or Missed(student) when the child stays away', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const tutorToken = await apiToken(request, 'tutor', TUTOR.login);
  const [attended, missed] = await adasLastSessions(request, tutorToken);
  // Open now (the window starts 2 minutes early), over in about 100 seconds;
  // the other follows it (a tutor's sessions never overlap).
  const dataDir = process.env.PLYTIME_E2E_DATA_DIR!;
  moveSession(dataDir, attended!, 40_000, 1);
  moveSession(dataDir, missed!, 100_000, 1);

  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await recordStatuses(tutor);
  await signIn(tutor, TUTOR);
  await expect(tutor).toHaveURL('/tutor');
  // Both sessions can be joined now: the home puts them first, the sooner first.
  const live = tutor.getByTestId('live-now');
  await expect(live).toHaveCount(2);
  await live.first().getByRole('link', { name: 'Open' }).click();
  await expect(tutor).toHaveURL(`/tutor/session/${attended}`);
  await expect(tutor.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(tutor.getByTestId('countdown')).toHaveText('Starting now');
  await expect(roomStatus(tutor)).toHaveAttribute('data-status', 'READY');
  await tutor.getByRole('button', { name: 'Trend, Focus and Answers' }).click();
  await expect(tutor.getByRole('tab', { name: 'Trend' })).toBeVisible();
  await tutor.getByRole('button', { name: 'Join' }).click();
  await expect(roomStatus(tutor)).toHaveAttribute('data-status', 'AWAITING_TUTOR');

  const childContext = await browser.newContext();
  const child = await childContext.newPage();
  await recordStatuses(child);
  await signIn(child, STUDENT);
  await expect(child).toHaveURL('/student');
  await child.getByRole('link', { name: 'Join' }).click();
  await expect(child).toHaveURL(`/student/session/${attended}`);
  await expect(child.getByRole('heading', { name: 'Maths with Priya' })).toBeVisible();
  await child.getByRole('button', { name: 'Join' }).click();

  await expect(roomStatus(child)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 15_000 });
  await expect(roomStatus(tutor)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 15_000 });
  await expectPlaying(child);
  await expectPlaying(tutor);
  await expect(tutor.getByRole('button', { name: 'Share screen' })).toBeEnabled();
  for (const page of [tutor, child]) {
    expect(await statusesOf(page)).toEqual(['READY', 'CONNECTING', 'AWAITING_TUTOR', 'ACTIVE']);
  }

  // Each side judges how the other's media arrives from the browser's statistics
  // (on loopback it is good, unless the machine is too busy to keep up).
  for (const page of [tutor, child]) {
    await expect(page.getByTestId('connection-quality')).toHaveText(
      /^Connection (good|fair|poor)$/,
    );
  }

  // The child mutes and turns the camera off: the tutor's picture of Ada says so.
  await child.getByRole('button', { name: 'Mute microphone' }).click();
  await expect(tutor.getByText("Ada's microphone is off")).toBeVisible();
  await child.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(tutor.getByText("Ada's camera is off")).toBeVisible();
  await child.getByRole('button', { name: 'Unmute microphone' }).click();
  await child.getByRole('button', { name: 'Turn camera on' }).click();
  await expect(tutor.getByTestId('remote-video-notes')).toHaveCount(0);

  // A reload comes straight back into the same call.
  await child.reload();
  await expect(roomStatus(child)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 15_000 });
  await expectPlaying(tutor);

  // The tutor waits alone in the other session.
  const alone = await tutorContext.newPage();
  await alone.goto(`/tutor/session/${missed}`);
  await alone.getByRole('button', { name: 'Join' }).click();
  await expect(roomStatus(alone)).toHaveAttribute('data-status', 'AWAITING_TUTOR');
  await expect(alone.getByRole('button', { name: 'Share screen' })).toBeDisabled();

  // The end: both sides finish, and the register tells who came.
  for (const page of [tutor, child, alone]) {
    await expect(roomStatus(page)).toHaveAttribute('data-status', 'FINISHED', {
      timeout: 120_000,
    });
    await expect(page.getByTestId('countdown')).toHaveText(/^Was on /);
  }
  await expect(tutor.getByTestId('attendance')).toHaveText('This session has finished: Attended.');
  await expect(child.getByTestId('attendance')).toHaveText('This session has finished: Attended.');
  await expect(alone.getByTestId('attendance')).toHaveText(
    'This session has finished: Missed(student).',
  );
  const parentToken = await apiToken(request, 'parent', 'parent@plytime.test');
  const adminToken = await apiToken(request, 'admin', 'admin@plytime.test');
  for (const token of [parentToken, tutorToken, adminToken]) {
    const session = await getJson<Session>(request, token, `/api/session/${attended}`);
    expect(session.status).toBe('Attended');
    const kinds = session.register.map((entry) => entry.type);
    expect(kinds).toEqual(
      expect.arrayContaining(['connect', 'add_local_video', 'add_local_audio']),
    );
    expect((await getJson<Session>(request, token, `/api/session/${missed}`)).status).toBe(
      'Missed(student)',
    );
  }
  await tutorContext.close();
  await childContext.close();
});
