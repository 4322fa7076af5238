import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { type APIRequestContext, expect, type Page } from '@playwright/test';

import type { Session } from '../src/generated/api/schemas';
import { CHROMIUM } from './chromium';

/** Helpers of the live session tests. */

/**
 * Chromium's fake camera and microphone stand in for real ones; two
 * browsers then connect over loopback through the server.
 */
export const FAKE_MEDIA = {
  launchOptions: {
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['camera', 'microphone'],
};

/**
 * Moves a session to start `fromNowMs` from now and last `minutes`,
 * straight in the SQLite file of the server using `dataDir`: no route
 * books a session a few seconds ahead, and a one-minute session keeps a
 * test short.
 */
/**
 * Moves a session straight in the database (no route moves one into the next
 * few minutes). A weekly session of the same tutor that happens to fall then
 * is cancelled first: the database lets no two of a tutor's sessions overlap.
 */
export function moveSession(dataDir: string, id: string, fromNowMs: number, minutes: number) {
  execFileSync('python3', [
    '-c',
    `import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=30)
start, length, id = int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
db.execute("UPDATE sessions SET cancelled = 1 WHERE cancelled = 0 AND id <> ?"
           " AND tutor_id = (SELECT tutor_id FROM sessions WHERE id = ?)"
           " AND starts_at < ? AND starts_at + session_length * 60000 > ?",
           (id, id, start + length * 60000, start))
db.execute("UPDATE sessions SET starts_at = ?, session_length = ? WHERE id = ?",
           (start, length, id))
db.commit()`,
    join(dataDir, 'plytime.db'),
    String(Date.now() + fromNowMs),
    String(minutes),
    id,
  ]);
}

export async function getJson<T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** Ada's last `count` generated sessions with Priya: no other test looks that far ahead. */
export async function adasLastSessions(request: APIRequestContext, tutorToken: string, count = 2) {
  const tutor = await getJson<{ _id: string }>(request, tutorToken, '/api/tutor');
  const sessions = await getJson<Session[]>(
    request,
    tutorToken,
    `/api/session/list/upcoming?tutor_id=${tutor._id}`,
  );
  const live = sessions.filter((session) => !session.cancelled);
  return live.slice(-count).map((session) => session._id);
}

/** The status badge of a session page. */
export const roomStatus = (page: Page) => page.getByTestId('room-status');

/**
 * The other side's picture plays: one stream, with a size, its time moving
 * on over half a second, and a sound track. Checked in one go inside the
 * page, and retried, so a call that is reconnecting (its stream swapped or
 * gone for a moment) is waited for rather than caught half-way.
 */
export async function expectPlaying(page: Page) {
  const video = page.getByTestId('remote-video');
  await expect
    .poll(
      () =>
        video.evaluate(async (element: HTMLVideoElement) => {
          const stream = element.srcObject as MediaStream | null;
          if (!stream) return 'no stream';
          if (element.videoWidth === 0) return 'no picture';
          const before = element.currentTime;
          await new Promise((resolve) => setTimeout(resolve, 500));
          if (element.srcObject !== stream) return 'stream replaced';
          if (element.currentTime <= before) return 'picture frozen';
          if (stream.getAudioTracks().length !== 1) return 'no sound';
          return 'playing';
        }),
      { timeout: 20_000, message: 'the other side is seen and heard' },
    )
    .toBe('playing');
}

/** The drawing layer of a live session's whiteboard. */
export const canvasOf = (page: Page) => page.getByTestId('whiteboard').locator('canvas.static');

/**
 * Drags out a shape with the tool whose title starts with `tool`, at
 * points within the board (clear of its toolbar and side panel).
 */
export async function draw(page: Page, tool: string, from: [number, number], to: [number, number]) {
  await page
    .getByTestId('whiteboard')
    .getByTitle(new RegExp(`^${tool}`))
    .click();
  const box = (await canvasOf(page).boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 8 });
  await page.mouse.up();
}
