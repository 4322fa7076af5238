import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

/** The Jitsi settings of the second end-to-end server (playwright.config.ts). */
export const JITSI_DOMAIN = 'meet.plytime.test';
export const JITSI_APP_SECRET = 'e2e-jitsi-secret';

/** The Jitsi server's address, chosen by the runner. */
export function jitsiBaseUrl(): string {
  return `http://127.0.0.1:${process.env.PLYTIME_E2E_JITSI_PORT}`;
}

const standIn = readFileSync(join(import.meta.dirname, 'standins/jitsi_external_api.js'), 'utf8');

/** Serves the stand-in of Jitsi's external_api.js where the page asks for the real one. */
export async function standInForJitsi(page: Page): Promise<void> {
  await page.route(`https://${JITSI_DOMAIN}/external_api.js*`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: standIn }),
  );
}
