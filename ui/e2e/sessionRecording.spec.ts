import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';

import type { RecordingView, Session } from '../src/generated/api/schemas';
import { apiToken } from './gameAnswers';
import {
  adasLastSessions,
  canvasOf,
  draw,
  expectPlaying,
  FAKE_MEDIA,
  getJson,
  moveSession,
  roomStatus,
} from './liveSessions';
import { restartServer } from './serverProcess';
import { PARENT, SAFEGUARDING_LEAD, signIn, STUDENT, TUTOR } from './signin';

/*
 * The recorded call (docs/recordings.md): the two browsers' media goes
 * through the Janus media server the test run started on loopback, which
 * records it; after the session a recording exists that only the child's
 * parent and the safeguarding lead can play.
 */
test.use(FAKE_MEDIA);

const dataDir = () => process.env.PLYTIME_E2E_DATA_DIR!;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function joinCall(browser: Browser, account: typeof TUTOR, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(account.home);
  await page.goto(path);
  await page.getByRole('button', { name: 'Join' }).click();
  return page;
}

/** What ffprobe finds in a file: its streams' kinds and its duration in seconds. */
function probe(file: string): { kinds: string[]; duration: number } {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type:format=duration',
    '-of',
    'json',
    file,
  ]).toString();
  const parsed = JSON.parse(out) as {
    streams: { codec_type: string }[];
    format: { duration?: string };
  };
  return {
    kinds: parsed.streams.map((stream) => stream.codec_type).sort(),
    duration: Number(parsed.format.duration ?? 0),
  };
}

/** Every file under `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

async function recordingOf(request: APIRequestContext, parentToken: string, id: string) {
  const profile = await getJson<{ _id: string }>(request, parentToken, '/api/parent');
  let recording: string | undefined;
  await expect
    .poll(
      async () => {
        const past = await getJson<Session[]>(
          request,
          parentToken,
          `/api/session/list/past?parent_id=${profile._id}`,
        );
        recording = past.find((session) => session._id === id)?.recording_id ?? undefined;
        return recording;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBeTruthy();
  return recording!;
}

/** A recorded call of Ada's with Priya, both in the room. */
interface RecordedCall {
  id: string;
  tutor: Page;
  child: Page;
  tutorToken: string;
  parentToken: string;
  /** When the browsers began to join (milliseconds). */
  started: number;
}

/** Moves one of Ada's sessions to have begun `agoMs` ago, 2 minutes long, and joins both sides. */
async function startRecordedCall(
  browser: Browser,
  request: APIRequestContext,
  agoMs: number,
): Promise<RecordedCall> {
  const tutorToken = await apiToken(request, 'tutor', TUTOR.login);
  const parentToken = await apiToken(request, 'parent', PARENT.login);
  const [id] = await adasLastSessions(request, tutorToken, 1);
  moveSession(dataDir(), id!, -agoMs, 2);
  const started = Date.now();
  const tutor = await joinCall(browser, TUTOR, `/tutor/session/${id}`);
  const child = await joinCall(browser, STUDENT, `/student/session/${id}`);
  for (const page of [tutor, child]) {
    await expect(roomStatus(page)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 20_000 });
  }
  return { id: id!, tutor, child, tutorToken, parentToken, started };
}

/** The recording as the parent downloads it, saved to a file ffprobe reads. */
async function downloaded(request: APIRequestContext, parentToken: string, recording: string) {
  const whole = await request.get(`/api/recording/${recording}`, { headers: auth(parentToken) });
  expect(whole.status()).toBe(200);
  const playable = join(mkdtempSync(join(tmpdir(), 'plytime-recording-')), 'session.webm');
  writeFileSync(playable, await whole.body());
  return playable;
}

/**
 * Waits for the call to end, then checks that its recording has both
 * sides and covers the call, less 20 seconds that a fault may cost.
 */
async function expectRecordedToTheEnd(request: APIRequestContext, call: RecordedCall) {
  await expect(roomStatus(call.tutor)).toHaveAttribute('data-status', 'FINISHED', {
    timeout: 120_000,
  });
  const callSeconds = (Date.now() - call.started) / 1000;
  await call.tutor.context().close();
  await call.child.context().close();
  const recording = await recordingOf(request, call.parentToken, call.id);
  const media = probe(await downloaded(request, call.parentToken, recording));
  expect(media.kinds).toEqual(['audio', 'video']);
  expect(media.duration, `a call of ${callSeconds} s`).toBeGreaterThanOrEqual(
    0.8 * (callSeconds - 20),
  );
}

test('a session through the media server is recorded; only the parent and the lead play it, and each play is logged', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  // Started a minute ago, over in about 60 seconds.
  const { id, tutor, child, tutorToken, parentToken, started } = await startRecordedCall(
    browser,
    request,
    60_000,
  );
  for (const page of [tutor, child]) {
    await expect(page.getByText('This session is recorded for safety')).toBeVisible();
  }

  // The child's browser dies part way; the recording goes on, and the
  // child comes back.
  await child.waitForTimeout(10_000);
  // The tutor draws on the board, to be seen beside the recording.
  await expect(canvasOf(tutor)).toBeVisible({ timeout: 15_000 });
  await draw(tutor, 'Rectangle', [400, 150], [560, 230]);
  await child.context().close();
  await tutor.waitForTimeout(5_000);
  const back = await joinCall(browser, STUDENT, `/student/session/${id}`);
  await expect(roomStatus(back)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 20_000 });
  // The tutor's page cannot stop it either: there is no call for it.
  for (const path of [`/api/session/${id}/recording`, `/api/recording/${id}`]) {
    const response = await request.delete(path, { headers: auth(tutorToken) });
    expect(response.ok()).toBe(false);
  }

  await expect(roomStatus(tutor)).toHaveAttribute('data-status', 'FINISHED', { timeout: 90_000 });
  const callSeconds = (Date.now() - started) / 1000;
  await tutor.context().close();
  await back.context().close();

  const recording = await recordingOf(request, parentToken, id);
  const path = `/api/recording/${recording}`;

  // The parent plays it, seeking with ranges.
  const head = await request.get(path, { headers: { ...auth(parentToken), Range: 'bytes=0-99' } });
  expect(head.status()).toBe(206);
  expect(head.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await head.body()).length).toBe(100);
  const media = probe(await downloaded(request, parentToken, recording));
  expect(media.kinds).toEqual(['audio', 'video']);
  expect(media.duration, `a call of ${callSeconds} s`).toBeGreaterThanOrEqual(0.8 * 60);

  // Stored encrypted: no stored file is a playable one.
  const stored = filesUnder(join(dataDir(), 'files')).filter((file) =>
    readFileSync(file)
      .subarray(0, 4)
      .equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  );
  expect(stored, 'no stored file starts like a WebM').toEqual([]);

  // Nobody else: another parent, the tutor, the child.
  const otherParent = await request.post('/api/auth/signup', {
    data: {
      role: 'parent',
      email: `recording-${Date.now()}@example.com`,
      password: 'a-long-password-1',
    },
  });
  const strangers = [tutorToken, await apiToken(request, 'student', STUDENT.login)];
  if (otherParent.ok())
    strangers.push(((await otherParent.json()) as { id_token: string }).id_token);
  for (const token of strangers) {
    expect((await request.get(path, { headers: auth(token) })).status()).toBe(404);
  }

  // The lead may play it too; the parent sees every play in the log.
  const leadToken = await apiToken(request, 'admin', SAFEGUARDING_LEAD.login);
  expect((await request.get(path, { headers: auth(leadToken) })).status()).toBe(200);
  const views = await getJson<RecordingView[]>(request, parentToken, `${path}/views`);
  expect(views.filter((view) => view.viewer_role === 'PARENT').length).toBeGreaterThanOrEqual(2);
  expect(views.some((view) => view.viewer_name === SAFEGUARDING_LEAD.displayName)).toBe(true);

  // On the parent's page: the past session's recording plays in the
  // browser, streamed with its pass, and the parent sees who watched.
  const parent = await browser.newPage();
  await signIn(parent, PARENT);
  await expect(parent).toHaveURL(PARENT.home);
  const past = parent.getByRole('table', { name: 'Past sessions' });
  await past.getByRole('button', { name: 'Watch' }).first().click();
  const player = parent.getByRole('dialog', { name: 'Session recording' });
  const video = player.locator('video');
  const board = player.getByRole('region', { name: 'Whiteboard' });
  await expect(board.getByText('Nothing was on the whiteboard yet.')).toBeVisible();
  await expect(video).toHaveAttribute(
    'src',
    new RegExp(`^/api/recording/${recording}/stream\\?pass=`),
  );
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(1);
  // Seeking near the end asks for a range the stream serves.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 2;
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(45);
  // By then the tutor's square is on the board beside the video.
  await expect(board.getByTestId('board-replay')).toBeVisible({ timeout: 15_000 });
  const watched = player.getByRole('table', { name: 'Who watched' });
  await expect(
    watched.getByRole('cell', { name: SAFEGUARDING_LEAD.displayName, exact: true }),
  ).toBeVisible();
  await expect(watched.getByRole('cell', { name: 'Safeguarding lead', exact: true })).toBeVisible();
  await parent.close();
});

test("a parent's objection leaves the next session unrecorded, and the tutor and the child are told", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tutorToken = await apiToken(request, 'tutor', TUTOR.login);
  const parentToken = await apiToken(request, 'parent', PARENT.login);
  const [id] = await adasLastSessions(request, tutorToken, 1);
  moveSession(dataDir(), id!, -60_000, 15);
  const family = await getJson<{ students: { _id: string; first_name: string }[] }>(
    request,
    parentToken,
    '/api/parent',
  );
  const ada = family.students.find((student) => student.first_name === 'Ada')!;

  // The parent objects on their profile.
  const parent = await browser.newPage();
  await signIn(parent, PARENT);
  await expect(parent).toHaveURL(PARENT.home);
  await parent.goto('/parent/profile');
  const consent = parent.getByRole('switch', { name: "Record Ada's sessions" });
  await expect(consent).toBeChecked();
  await consent.click();
  await expect(parent.getByText("Ada's sessions are not recorded from the next one")).toBeVisible();
  await parent.close();
  try {
    const tutor = await joinCall(browser, TUTOR, `/tutor/session/${id}`);
    const child = await joinCall(browser, STUDENT, `/student/session/${id}`);
    for (const page of [tutor, child]) {
      await expect(roomStatus(page)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 20_000 });
      await expect(page.getByText('This session is not being recorded')).toBeVisible();
      await expect(page.getByText('This session is recorded for safety')).toHaveCount(0);
    }
    await tutor.context().close();
    await child.context().close();
  } finally {
    // The later tests' sessions are recorded again.
    const restored = await request.put(`/api/parent/student/${ada._id}/recording`, {
      headers: auth(parentToken),
      data: { recorded: true },
    });
    expect(restored.ok()).toBe(true);
  }
});

/** Restarts the run's Janus, with the configuration it was started with. */
function restartJanus() {
  const folder = join(dataDir(), 'janus');
  const secret = /api_secret = "([^"]+)"/.exec(
    readFileSync(join(folder, 'janus.jcfg'), 'utf8'),
  )![1]!;
  execFileSync(join(import.meta.dirname, '../../scripts/janus-up.sh'), [
    folder,
    process.env.PLYTIME_E2E_JANUS_PORT!,
    secret,
  ]);
}

test('when the media server dies mid-call both sides lose the picture and get it back; the recording keeps the call', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  // Started 40 seconds ago, over in about 80 seconds.
  const call = await startRecordedCall(browser, request, 40_000);
  const { tutor, child } = call;
  for (const page of [tutor, child]) await expectPlaying(page);

  // Janus is killed: both sides see the other's picture go.
  const pid = Number(readFileSync(join(dataDir(), 'janus', 'janus.pid'), 'utf8'));
  process.kill(pid, 'SIGKILL');
  await expect(tutor.getByText('Waiting for Ada')).toBeVisible({ timeout: 15_000 });
  await expect(child.getByText('Waiting for Priya')).toBeVisible({ timeout: 15_000 });

  // It comes back: both publish again and see each other.
  restartJanus();
  for (const page of [tutor, child]) {
    await expect(page.getByTestId('remote-video')).toBeVisible({ timeout: 30_000 });
    await expectPlaying(page);
    await expect(page.getByText('This session is recorded for safety')).toBeVisible();
  }

  // The recording has the call from before the crash and after it.
  await expectRecordedToTheEnd(request, call);
});

test('a restart of the server mid-call: both sides come back by themselves and the recording keeps the call', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(480_000);
  // Started 50 seconds ago, over in about 70 seconds.
  const call = await startRecordedCall(browser, request, 50_000);
  const { tutor, child } = call;
  for (const page of [tutor, child]) await expectPlaying(page);

  await restartServer(dataDir(), baseURL!);
  for (const page of [tutor, child]) {
    await expect(roomStatus(page)).toHaveAttribute('data-status', 'ACTIVE', { timeout: 30_000 });
    await expectPlaying(page);
  }

  await expectRecordedToTheEnd(request, call);
});
