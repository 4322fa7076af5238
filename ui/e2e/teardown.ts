import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { serversOn } from './serverProcess';

/**
 * Stops the media server and any server a test restarted (the first one
 * Playwright stops itself), and removes the servers' throw-away data
 * directories after the run.
 */
export default function teardown(): void {
  const dataDir = process.env.PLYTIME_E2E_DATA_DIR;
  if (dataDir) {
    for (const pid of serversOn(dataDir)) process.kill(pid);
    try {
      process.kill(Number(readFileSync(join(dataDir, 'janus', 'janus.pid'), 'utf8').trim()));
    } catch {
      // Not started, or gone already.
    }
  }
  for (const dir of [process.env.PLYTIME_E2E_DATA_DIR, process.env.PLYTIME_E2E_JITSI_DATA_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
