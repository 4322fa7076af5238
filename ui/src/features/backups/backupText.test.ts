import { describe, expect, it } from 'vitest';

import { formatAge, formatSize, scheduleText } from './backupText';

describe('a backup’s size', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.0 kB'],
    [45_320, '45.3 kB'],
    [999_949, '999.9 kB'],
    [999_999, '1.0 MB'],
    [1_234_567, '1.2 MB'],
    [3_500_000_000, '3.5 GB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe('a backup’s age', () => {
  const now = new Date('2026-03-14T12:00:00Z');
  const before = (milliseconds: number) => new Date(now.getTime() - milliseconds);

  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [-5_000, 'just now'],
    [60_000, '1 minute ago'],
    [45 * 60_000, '45 minutes ago'],
    [3 * 3_600_000 + 59 * 60_000, '3 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [30 * 24 * 3_600_000, '30 days ago'],
  ])('%i ms before reads %s', (milliseconds, text) => {
    expect(formatAge(before(milliseconds), now)).toBe(text);
  });
});

describe('the schedule', () => {
  it('says how often, or that it is off', () => {
    expect(scheduleText(60)).toBe('Every 60 minutes');
    expect(scheduleText(1)).toBe('Every minute');
    expect(scheduleText(0)).toBe('Scheduled backups are off');
    expect(scheduleText(0.5)).toBe('Every 30 seconds');
  });
});
