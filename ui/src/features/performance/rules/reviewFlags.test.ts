import { describe, expect, it } from 'vitest';

import { afterAction, canResolve, type ReviewAction, type ReviewFlags } from './reviewFlags';

const flags = (reviewed: boolean, help: boolean, resolved: boolean): ReviewFlags => ({
  reviewed,
  help_requested: help,
  resolved,
});

describe('review actions', () => {
  it.each<[string, ReviewFlags, ReviewAction, ReviewFlags]>([
    ['Mark as reviewed', flags(false, false, false), 'review', flags(true, false, false)],
    ['Request help also reviews', flags(false, false, false), 'help', flags(true, true, false)],
    [
      'Request help again withdraws it',
      flags(true, true, false),
      'help',
      flags(true, false, false),
    ],
    ['Resolve', flags(true, true, false), 'resolve', flags(true, true, true)],
    [
      'reviewing keeps a help request',
      flags(true, true, false),
      'review',
      flags(true, true, false),
    ],
  ])('%s', (_, before, action, after) => {
    expect(afterAction(before, action)).toEqual(after);
  });

  it.each<[ReviewFlags, boolean]>([
    [flags(true, true, false), true],
    [flags(true, true, true), false],
    [flags(true, false, false), false],
  ])('%o can be resolved: %s', (before, allowed) => {
    expect(canResolve(before)).toBe(allowed);
  });
});
