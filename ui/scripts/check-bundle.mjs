#!/usr/bin/env node
// Prints how much JavaScript the app loads before it can show a page and
// fails when that is over the budget. Run after `vite build`:
//
//   npm run check:bundle [-- dist]
//
// What every route loads first is the entry chunk and every chunk it
// imports statically; pages (and the parts they lend each other) come as
// lazily loaded chunks after that. The budget holds for the first part;
// the table also shows each lazily loaded chunk added to it, with its own
// static imports, to see which pages are heavy. Sizes are gzip, as Vite's
// build log prints them, in kB of 1,000 bytes.

import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;

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
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

function initialKb(keys) {
  const bytes = [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSize(file), 0);
  return bytes / 1000;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) {
  console.error(`No entry in ${join(dist, '.vite', 'manifest.json')}; is build.manifest on?`);
  process.exit(1);
}

const rows = entries.flatMap((entry) => {
  const first = staticClosure(entry);
  const lazyParts = (manifest[entry].dynamicImports ?? []).filter((key) => key.startsWith('src/'));
  return [
    {
      name: `${entry}: entry and its static imports`,
      kb: initialKb(first),
      chunks: first.size,
      gated: true,
    },
    ...lazyParts.map((part) => {
      const keys = staticClosure(part, new Set(first));
      return { name: `  + ${relative('src', part)}`, kb: initialKb(keys), chunks: keys.size };
    }),
  ];
});

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`${'loaded'.padEnd(width)}  chunks  JS (gzip)`);
for (const row of rows) {
  const mark = row.gated && row.kb > BUDGET_KB ? `  over the ${BUDGET_KB} kB budget` : '';
  console.log(
    `${row.name.padEnd(width)}  ${String(row.chunks).padStart(6)}  ${row.kb.toFixed(2).padStart(7)} kB${mark}`,
  );
}

const over = rows.filter((row) => row.gated && row.kb > BUDGET_KB);
if (over.length > 0) {
  console.error(`The app loads more than ${BUDGET_KB} kB of JavaScript (gzip) before any page.`);
  process.exit(1);
}
console.log(`Within ${BUDGET_KB} kB before any page.`);
