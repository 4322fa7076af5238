#!/usr/bin/env node
// Prints how much JavaScript each screen of the app loads before it shows,
// and fails when any is over the budget. Run after `vite build`:
//
//   npm run check:bundle [-- dist]
//
// Every address first loads the entry chunk and every chunk it imports
// statically (React, the router, the frame, the sign-in state); then the
// screen for that address, a lazily loaded chunk, with its own static
// imports and the parts of other features it shows (SHOWN_WITH), and the
// tab its address opens (OPENED_BY_ADDRESS). Their sum is what the browser
// downloads before the screen's first view, and the budget holds it for
// every screen. What loads only on a click, or once the screen shows (a
// chart, the whiteboard, the toasts, the checks of an API answer), is
// listed below the table, not counted. Sizes are gzip, per file as the
// browser downloads them, in kB of 1,000 bytes. docs/architecture.md ("The
// UI's weight") says what keeps the screens under the budget.

import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;

/**
 * Parts that a screen of one feature shows from another (app/routes.tsx
 * puts them in): they load with the screen, so its first view needs them.
 */
const SHOWN_WITH = {
  'src/features/tutors/components/AdminTutorPage.tsx': [
    'src/features/sessions/components/ManagedSessionTables.tsx',
  ],
  'src/features/parents/components/ParentProfilePage.tsx': [
    'src/features/privacy/components/FamilyDataSection.tsx',
  ],
  'src/features/performance/components/StudentReviewPage.tsx': [
    'src/features/sessions/components/SessionStudentHeading.tsx',
    'src/features/messages/components/Messages.tsx',
  ],
};

/**
 * Parts a screen loads when one clicks, but that its address may also open
 * straight away (the tab named in it): with each, the screen has another
 * first view, which the budget holds too.
 */
const OPENED_BY_ADDRESS = {
  'src/features/performance/components/trend/TrendTab.tsx': 'the Trend tab',
  'src/features/performance/components/focus/FocusTab.tsx': 'the Focus tab',
  'src/features/performance/components/answers/AnswersTab.tsx': 'the Answers tab',
};

/** Lazily loaded parts of the frame that no screen needs to show, and when they load. */
const ON_DEMAND = {
  'src/components/frame/HeaderMenu.tsx': "on a phone, when the header's menu is opened",
  'src/components/frame/LeaveKioskDialog.tsx': 'in the kiosk, when Leave kiosk is pressed',
  'src/components/frame/SyncBadge.tsx': 'in the desktop app, which loads it from its own disk',
  'src/features/profile/components/PictureDialog.tsx': 'when the profile picture is clicked',
};

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipSizes.get(file);
}

/** The manifest keys `key` loads before running: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key])
    throw new Error(`${key} is not in the build; update scripts/check-bundle.mjs`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

function kb(keys) {
  const bytes = [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSize(file), 0);
  return bytes / 1000;
}

/**
 * How a module is named in the table: its path under src/ (without
 * features/ and components/), its package, or its chunk's name.
 */
function label(key) {
  const inPackage = key.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  if (!key.startsWith('src/')) return manifest[key].name ?? key;
  return relative('src', key)
    .replace(/^features\//, '')
    .replace(/\/components\//, '/')
    .replace(/\.tsx?$/, '');
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) {
  console.error(`No entry in ${join(dist, '.vite', 'manifest.json')}; is build.manifest on?`);
  process.exit(1);
}

/** The checks of API bodies: each loads with the first call that needs it, beside the request. */
const isValidator = (key) => key.startsWith('src/generated/api/validators/');

const partsOnly = new Set(
  Object.values(SHOWN_WITH)
    .flat()
    .filter((part) => !(part in SHOWN_WITH)),
);

/** What `key` adds, with its static imports, to the chunks `loaded` already. */
function added(key, loaded) {
  const keys = staticClosure(key, new Set(loaded));
  for (const each of loaded) keys.delete(each);
  return keys;
}

const rows = [];
const later = new Map();
const validators = new Map();

/** Notes what a view loads once it shows (`lazyParts` are screens or parts listed above). */
function noteLater(view, first, lazyParts) {
  for (const key of view) {
    for (const loaded of manifest[key].dynamicImports ?? []) {
      if (isValidator(loaded)) validators.set(loaded, added(loaded, first));
      else if (!view.has(loaded) && !later.has(loaded) && !lazyParts.includes(loaded)) {
        later.set(loaded, { when: `by ${label(key)}`, keys: added(loaded, view) });
      }
    }
  }
}

for (const entry of entries) {
  const first = staticClosure(entry);
  rows.push({ name: `${entry} and its static imports (every screen)`, keys: first });
  // The screens are imported lazily by the entry's code, wherever the
  // bundler put that code among the entry's chunks.
  const lazyParts = [...new Set([...first].flatMap((key) => manifest[key].dynamicImports ?? []))];
  const addressed = Object.keys(OPENED_BY_ADDRESS);
  for (const part of lazyParts) {
    if (isValidator(part)) {
      validators.set(part, added(part, first));
    } else if (part in ON_DEMAND) {
      later.set(part, { when: ON_DEMAND[part], keys: added(part, first) });
    } else if (!part.startsWith('src/')) {
      later.set(part, { when: 'when the app first needs it', keys: added(part, first) });
    } else if (!partsOnly.has(part)) {
      const shown = [part, ...(SHOWN_WITH[part] ?? [])];
      const keys = new Set(first);
      for (const each of shown) staticClosure(each, keys);
      const name = `  ${shown.map(label).join(' + ')}`;
      // A screen with parts its address opens shows one of them at first.
      const opens = addressed.filter((key) =>
        [...keys].some((each) => manifest[each].dynamicImports?.includes(key)),
      );
      const views =
        opens.length === 0
          ? [{ name, keys }]
          : opens.map((key) => ({
              name: `${name}, on ${OPENED_BY_ADDRESS[key]}`,
              keys: staticClosure(key, new Set(keys)),
            }));
      rows.push(...views);
      for (const view of views) noteLater(view.keys, first, [...lazyParts, ...addressed]);
    }
  }
}

if (rows.length <= entries.length) {
  console.error('No lazily loaded screens found; has the build or the manifest changed?');
  process.exit(1);
}

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'First view of'.padEnd(width)}  chunks  JS (gzip)`);
for (const row of rows) {
  const total = kb(row.keys);
  row.over = total > BUDGET_KB;
  const mark = row.over ? `  over the ${BUDGET_KB} kB budget` : '';
  console.log(
    `${row.name.padEnd(width)}  ${String(row.keys.size).padStart(6)}  ${total.toFixed(2).padStart(7)} kB${mark}`,
  );
}

console.log('\nLoaded later, not counted above (kB beyond what is already loaded):');
for (const [key, loaded] of [...later].sort(([a], [b]) => label(a).localeCompare(label(b)))) {
  console.log(`  ${label(key)}: +${kb(loaded.keys).toFixed(2)} kB, ${loaded.when}`);
}

const validatorKb = [...validators.values()].map(kb).sort((a, b) => a - b);
if (validatorKb.length > 0) {
  console.log(
    `  generated/api/validators: ${validatorKb.length} modules of ` +
      `${validatorKb[0].toFixed(2)}–${validatorKb.at(-1).toFixed(2)} kB, ` +
      'each with the first API call that needs it, while the request is on its way',
  );
}

const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(
    `\n${over.length} screen(s) load more than ${BUDGET_KB} kB of JavaScript (gzip) before they show.`,
  );
  process.exit(1);
}
console.log(`\nEvery screen shows within ${BUDGET_KB} kB of JavaScript (gzip).`);
