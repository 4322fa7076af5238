import { expect, test } from '@playwright/test';

import type { Session } from '../src/generated/api/schemas';
import { apiToken } from './gameAnswers';
import { JITSI_DOMAIN, jitsiBaseUrl, standInForJitsi } from './jitsi';
import { adasLastSessions, getJson, moveSession, roomStatus } from './liveSessions';
import { signIn, TUTOR } from './signin';

/*
 * The same session page on a server configured for Jitsi Meet. No Jitsi
 * server is reachable here, so e2e/standins/jitsi_external_api.js stands
 * in for its external_api.js and emits the iframe's events.
 */
test.use({ baseURL: jitsiBaseUrl() });

/** The claims of a JWT, unchecked (the server's tests check the signature). */
function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

test("with Jitsi, the tutor joins the session's Jitsi room and its events fill the register", async ({
  page,
  request,
}) => {
  const tutorToken = await apiToken(request, 'tutor', TUTOR.login);
  const [id] = await adasLastSessions(request, tutorToken);
  moveSession(process.env.PLYTIME_E2E_JITSI_DATA_DIR!, id!, 60_000, 15);
  await standInForJitsi(page);

  await signIn(page, TUTOR);
  await expect(page).toHaveURL('/tutor');
  await page.goto(`/tutor/session/${id}`);
  await expect(roomStatus(page)).toHaveAttribute('data-status', 'READY');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(roomStatus(page)).toHaveAttribute('data-status', 'AWAITING_TUTOR');
  await expect(page.getByTitle('Jitsi Meet stand-in')).toBeAttached();

  const joined = await page.evaluate(() =>
    (
      window as unknown as { jitsiStandIn: { options(): Record<string, string> } }
    ).jitsiStandIn.options(),
  );
  expect(joined.domain).toBe(JITSI_DOMAIN);
  expect(joined.roomName).toMatch(/^plytime-[0-9a-f]{64}$/);
  const claims = claimsOf(joined.jwt!);
  expect(claims.room).toBe(joined.roomName);
  expect(claims.context).toEqual({
    user: { id: expect.any(String), name: 'Priya', affiliation: 'owner' },
  });

  const emit = (event: string, payload: object) =>
    page.evaluate(
      ([name, data]) =>
        (
          window as unknown as { jitsiStandIn: { emit(e: unknown, p: unknown): void } }
        ).jitsiStandIn.emit(name, data),
      [event, payload] as const,
    );
  await expect(page.getByRole('button', { name: 'Share screen' })).toBeDisabled();
  await emit('participantJoined', { id: 'child', displayName: 'Ada' });
  await expect(roomStatus(page)).toHaveAttribute('data-status', 'ACTIVE');
  await page.getByRole('button', { name: 'Share screen' }).click();
  await expect(page.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  await emit('audioMuteStatusChanged', { muted: true });
  await emit('participantLeft', { id: 'child' });
  await expect(roomStatus(page)).toHaveAttribute('data-status', 'AWAITING_TUTOR');
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(roomStatus(page)).toHaveAttribute('data-status', 'READY');

  await expect
    .poll(async () => {
      const session = await getJson<Session>(request, tutorToken, `/api/session/${id}`);
      // Written by separate calls, so in no guaranteed order.
      return session.register.map((entry) => entry.type).sort();
    })
    .toEqual(
      [
        'connect',
        'add_local_audio',
        'add_local_video',
        'add_local_screen',
        'pause_local_audio',
        'disconnect',
      ].sort(),
    );
});
