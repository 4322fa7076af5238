import { rmSync } from 'node:fs';

/** Removes the servers' throw-away data directories after the run. */
export default function teardown(): void {
  for (const dir of [process.env.PLYTIME_E2E_DATA_DIR, process.env.PLYTIME_E2E_JITSI_DATA_DIR]) {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
