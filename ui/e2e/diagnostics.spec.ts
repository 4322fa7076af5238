import { writeFileSync } from 'node:fs';

import { type Browser, expect, type Page, test } from '@playwright/test';

import { CHROMIUM } from './chromium';
import { FAKE_MEDIA } from './liveSessions';
import { type DemoAccount, PARENT, signIn, STUDENT, TUTOR } from './signin';

/*
 * The Audio/Video Check with Chromium's fake camera and microphone: all
 * green; then refused permissions, and a silent microphone.
 */
test.use(FAKE_MEDIA);

async function openCheck(page: Page, account: DemoAccount) {
  await signIn(page, account);
  await expect(page).toHaveURL(account.home);
  await page.getByRole('link', { name: 'Audio/Video Check' }).click();
  await expect(page).toHaveURL(`${account.home}/diagnostics`);
}

const yes = (page: Page) => page.getByRole('button', { name: 'Yes', exact: true }).click();
const result = (page: Page, step: string) => page.getByTestId(`result-${step}`);

/** A WAV file of silence, for a microphone that hears nothing. */
function silentWav(path: string) {
  const seconds = 30;
  const rate = 8_000;
  const data = Buffer.alloc(seconds * rate * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
}

test('a child walks through the Audio/Video Check with every step green', async ({ page }) => {
  test.setTimeout(60_000);
  await openCheck(page, STUDENT);
  await yes(page);
  await expect(page.getByTestId('devices')).toContainText(/fake|Fake/);
  await expect(page.getByText('Can you see yourself?')).toBeVisible({ timeout: 10_000 });
  await yes(page);
  await yes(page);
  await expect(page.getByTestId('audio-playback')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Did you hear your recording?')).toBeVisible();
  await yes(page);
  await yes(page);
  for (const step of ['permissions', 'camera', 'audio', 'screen']) {
    await expect(result(page, step)).toHaveAttribute('data-outcome', 'passed');
  }
  await expect(result(page, 'connection')).toHaveAttribute('data-outcome', 'passed', {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: 'All set for video sessions' })).toBeVisible();
});

/** A browser launched with other flags than the suite's. */
async function browserWith(
  browserType: { launch: (options: object) => Promise<Browser> },
  flags: string[],
) {
  return browserType.launch({ ...CHROMIUM, args: [...CHROMIUM.args, ...flags] });
}

test('a parent who refuses the camera is told so with a red cross', async ({ page }) => {
  // Headless Chromium never asks, so the refusal a person gives by
  // answering Block comes from here, as the browser would give it.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openCheck(page, PARENT);
  await yes(page);
  await expect(page.getByTestId('step-message')).toHaveText(
    'Could not set permissions correctly - check your browser settings and allow this site to use your camera and microphone.',
  );
  await expect(page.getByTestId('step-permissions')).toHaveAttribute('data-outcome', 'failed');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('There is no camera to check: give the permissions first.'),
  ).toBeVisible();
});

test("a tutor whose microphone hears nothing is told 'No audio detected.'", async ({
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const silence = testInfo.outputPath('silence.wav');
  silentWav(silence);
  const browser = await browserWith(playwright.chromium, [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${silence}`,
  ]);
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    permissions: ['camera', 'microphone'],
  });
  const page = await context.newPage();
  await openCheck(page, TUTOR);
  await yes(page);
  await expect(page.getByText('Can you see yourself?')).toBeVisible({ timeout: 10_000 });
  await yes(page);
  await yes(page);
  await expect(page.getByTestId('step-message')).toHaveText('No audio detected.', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('step-audio')).toHaveAttribute('data-outcome', 'failed');
  await browser.close();
});
