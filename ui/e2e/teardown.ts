import { rmSync } from 'node:fs';

/** Removes the server's throw-away data directory after the run. */
export default function teardown(): void {
  const dir = process.env.PLYTIME_E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
