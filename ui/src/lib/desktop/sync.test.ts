import { describe, expect, it } from 'vitest';

import { type SyncStatus, syncBadge } from './sync';

const quiet: SyncStatus = {
  online: true,
  waitingAnswers: 0,
  waitingGames: 0,
  waitingReviews: 0,
  syncing: false,
  packs: 1,
  lastSync: null,
  rejections: [],
};

const synced = (applied: number, duplicates: number, rejected: number): SyncStatus => ({
  ...quiet,
  lastSync: { at: '2026-11-23T10:00:00Z', report: { applied, duplicates, rejected }, error: null },
});

describe('the sync badge', () => {
  it.each<[string, SyncStatus, string | null, string | null]>([
    ['quiet', quiet, null, null],
    ['offline with nothing queued', { ...quiet, online: false }, 'Offline', 'red'],
    [
      'offline with work queued',
      { ...quiet, online: false, waitingAnswers: 5, waitingGames: 1 },
      'Offline · 5 answers and 1 game waiting',
      'red',
    ],
    [
      'offline with reviews queued too',
      { ...quiet, online: false, waitingAnswers: 3, waitingGames: 1, waitingReviews: 2 },
      'Offline · 3 answers, 1 game and 2 reviews waiting',
      'red',
    ],
    [
      'only a review queued',
      { ...quiet, online: false, waitingReviews: 1 },
      'Offline · 1 review waiting',
      'red',
    ],
    ['syncing', { ...quiet, syncing: true, waitingAnswers: 1 }, 'Syncing 1 answer...', 'blue'],
    [
      'back online, not yet sent',
      { ...quiet, waitingGames: 2 },
      '2 games waiting to sync',
      'yellow',
    ],
    ['delivered', synced(5, 1, 0), 'All synced: 6 saved', 'green'],
    ['delivered with refusals', synced(4, 0, 1), 'All synced: 4 saved · 1 not accepted', 'green'],
  ])('%s', (_, status, label, color) => {
    const badge = syncBadge(status);
    expect(badge?.label ?? null).toBe(label);
    expect(badge?.color ?? null).toBe(color);
  });

  it('gives the reasons for refusals', () => {
    const badge = syncBadge({
      ...synced(0, 0, 1),
      rejections: [{ itemId: 'a1', kind: 'answer', reason: 'This game is over' }],
    });
    expect(badge?.details).toEqual(['Not accepted: This game is over']);
  });
});
