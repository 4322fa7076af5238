import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { defineConfig } from '@playwright/test';

import { CHROMIUM } from './e2e/chromium';
import { JITSI_APP_SECRET, JITSI_DOMAIN } from './e2e/jitsi';

/**
 * The end-to-end tests drive the real server in demo mode on a free port
 * with a fresh data directory, serving the freshly built UI. The port and
 * directory are chosen once, in the runner, and handed to the workers
 * through the environment (workers load this file again).
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

process.env.PLYTIME_E2E_PORT ??= freePort();
process.env.PLYTIME_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'plytime-e2e-'));
process.env.PLYTIME_E2E_JITSI_PORT ??= freePort();
process.env.PLYTIME_E2E_JITSI_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'plytime-e2e-jitsi-'));
process.env.PLYTIME_E2E_JANUS_PORT ??= freePort();

const port = process.env.PLYTIME_E2E_PORT;
const dataDir = process.env.PLYTIME_E2E_DATA_DIR;
const jitsiPort = process.env.PLYTIME_E2E_JITSI_PORT;
const jitsiDataDir = process.env.PLYTIME_E2E_JITSI_DATA_DIR;
const serverBin =
  process.env.PLYTIME_SERVER_BIN ?? join(homedir(), '.cache/plytime/target/debug/plytime-server');
const uiDir = resolve(import.meta.dirname, 'dist');
// The starter question bank, so demo students have questions to play.
const contentDir = resolve(import.meta.dirname, '../server/content');
const baseURL = `http://127.0.0.1:${port}`;
/** A second demo server whose live sessions run on Jitsi (e2e/jitsi.ts stands in for Jitsi). */
const jitsiBaseURL = `http://127.0.0.1:${jitsiPort}`;
export const ENVIRONMENT_MESSAGE = 'End-to-end tests';

/**
 * The main server's calls go through a Janus media server on loopback and
 * are recorded, as in the demo (docs/recordings.md); its secret is made
 * up per run.
 */
const janusUp = (data: string) =>
  `PLYTIME_JANUS_SECRET=e2e-${port} PLYTIME_JANUS_URL="$(${resolve(import.meta.dirname, '../scripts/janus-up.sh')} "${data}/janus" ${process.env.PLYTIME_E2E_JANUS_PORT} e2e-${port})" && export PLYTIME_JANUS_SECRET PLYTIME_JANUS_URL && exec `;

const serve = (listen: string, data: string, extra = '') =>
  `"${serverBin}" --demo --addr ${listen} --data-dir "${data}" --content-dir "${contentDir}" --ui-dir "${uiDir}" --environment-message "${ENVIRONMENT_MESSAGE}"${extra}`;

export default defineConfig({
  testDir: './e2e',
  // Two cores are shared with Rust builds: one browser at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  globalTeardown: './e2e/teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  webServer: [
    {
      command: janusUp(dataDir) + serve(`127.0.0.1:${port}`, dataDir),
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: serve(
        `127.0.0.1:${jitsiPort}`,
        jitsiDataDir,
        ` --video-provider jitsi --jitsi-domain ${JITSI_DOMAIN} --jitsi-app-id plytime --jitsi-app-secret ${JITSI_APP_SECRET}`,
      ),
      url: `${jitsiBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
