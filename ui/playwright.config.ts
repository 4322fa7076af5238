import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { defineConfig } from '@playwright/test';

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

const port = process.env.PLYTIME_E2E_PORT;
const dataDir = process.env.PLYTIME_E2E_DATA_DIR;
const serverBin =
  process.env.PLYTIME_SERVER_BIN ?? join(homedir(), '.cache/plytime/target/debug/plytime-server');
const uiDir = resolve(import.meta.dirname, 'dist');
// The starter question bank, so demo students have questions to play.
const contentDir = resolve(import.meta.dirname, '../server/content');
const baseURL = `http://127.0.0.1:${port}`;

export const ENVIRONMENT_MESSAGE = 'End-to-end tests';

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
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `"${serverBin}" --demo --addr 127.0.0.1:${port} --data-dir "${dataDir}" --content-dir "${contentDir}" --ui-dir "${uiDir}" --environment-message "${ENVIRONMENT_MESSAGE}"`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
