import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

import { settle } from './screens';

/*
 * axe-core on the screen now shown: no serious or critical violation.
 * Touch targets of at least 24 px (WCAG 2.5.8) are checked too, a rule axe
 * leaves off by default.
 */

const BLOCKING = new Set(['serious', 'critical']);

export interface AxeOptions {
  /** The page has the app's header: wait for it to settle. */
  framed?: boolean;
  /** Check Excalidraw's own controls too, which the board wraps and names. */
  withBoard?: boolean;
}

/** Runs axe on the screen now shown; its serious and critical violations fail the test. */
export async function expectAccessible(
  page: Page,
  screen: string,
  { framed = true, withBoard = false }: AxeOptions = {},
) {
  if (framed) {
    await settle(page);
  } else {
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  }
  let axe = new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } });
  // The drawing surface is Excalidraw's; most screens leave it to the
  // board's own test.
  if (!withBoard) axe = axe.exclude('.excalidraw');
  const results = await axe.analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help} — ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
  expect.soft(blocking, `axe on ${screen} (${page.url()})`).toEqual([]);
  // Every violation, minor ones too, for a person to look over in the report.
  if (results.violations.length > 0) {
    await test.info().attach(`axe: ${screen}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
}

/** Opens `path` and checks it. */
export async function visit(page: Page, path: string, options: AxeOptions = {}) {
  await page.goto(path);
  await expectAccessible(page, path, options);
}
