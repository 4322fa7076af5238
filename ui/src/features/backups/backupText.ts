/** How a backup's facts read on the Backups screen. */

const SIZE_UNITS = ['kB', 'MB', 'GB'] as const;

/** Bytes in decimal units, as file managers show them: '812 B', '45.3 kB', '1.2 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  let value = bytes / 1000;
  let unit = 0;
  // From 999.95 up the one decimal would round to '1000.0': the next unit reads better.
  while (value >= 999.95 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${SIZE_UNITS[unit]}`;
}

const AGE_UNITS = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
] as const;

/** How long ago `then` was, in its largest whole unit: '3 hours ago', 'just now'. */
export function formatAge(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime();
  for (const [unit, length] of AGE_UNITS) {
    const count = Math.floor(elapsed / length);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  // Under a minute, or a server clock a little ahead of this one.
  return 'just now';
}

/** The schedule the server runs; 0 minutes means it takes none by itself. */
export function scheduleText(everyMinutes: number): string {
  if (everyMinutes === 0) return 'Scheduled backups are off';
  // A fraction of a minute is a test's or a drill's setting: said in seconds.
  if (everyMinutes < 1) return `Every ${Math.round(everyMinutes * 60)} seconds`;
  return everyMinutes === 1 ? 'Every minute' : `Every ${everyMinutes} minutes`;
}
