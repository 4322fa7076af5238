import { describe, expect, it } from 'vitest';

import { ALL_DAYS } from '../../components/availability/slotMaths';
import {
  DEFAULT_FILTER,
  filteredDays,
  filterFromQuery,
  queryFromFilter,
  slotMatches,
} from './allAvailabilityFilter';

const fromQuery = (query: string) => filterFromQuery(new URLSearchParams(query));

describe('the all-availability filter from the address', () => {
  it.each([
    ['', DEFAULT_FILTER],
    ['day=2&from=9&until=17&status=Booked', { day: 2, from: 9, until: 17, status: 'Booked' }],
    ['day=-1&from=0&until=24&status=All', DEFAULT_FILTER],
    ['day=monday&from=nine&until=&status=Free', DEFAULT_FILTER],
    ['day=7&from=-3&until=25', DEFAULT_FILTER],
    ['day=1.5&from=8.5', DEFAULT_FILTER],
  ])('%s', (query, filter) => {
    expect(fromQuery(query)).toEqual(filter);
  });

  it('survives a round trip through the address', () => {
    const filter = { day: 6, from: 18, until: 21, status: 'Available' as const };
    expect(filterFromQuery(queryFromFilter(filter))).toEqual(filter);
  });
});

describe('which slots a filter shows', () => {
  const slot = (day: number, time: number, busy = false) => ({
    day_of_week: day,
    time,
    busy,
    deleted: false,
  });
  const mondayNineToFive = { day: 0, from: 9, until: 17, status: 'All' as const };

  it.each([
    ['a slot inside the hours', slot(0, 9 * 60), mondayNineToFive, true],
    ['the last slot before until', slot(0, 16 * 60 + 45), mondayNineToFive, true],
    ['a slot starting at until', slot(0, 17 * 60), mondayNineToFive, false],
    ['another day', slot(1, 10 * 60), mondayNineToFive, false],
    ['any day with -1', slot(5, 10 * 60), { ...mondayNineToFive, day: -1 }, true],
    [
      'a booked slot for Available',
      slot(0, 600, true),
      { ...DEFAULT_FILTER, status: 'Available' as const },
      false,
    ],
    [
      'a free slot for Booked',
      slot(0, 600),
      { ...DEFAULT_FILTER, status: 'Booked' as const },
      false,
    ],
    [
      'a booked slot for Booked',
      slot(0, 600, true),
      { ...DEFAULT_FILTER, status: 'Booked' as const },
      true,
    ],
  ])('%s', (_, each, filter, shown) => {
    expect(slotMatches(each, filter)).toBe(shown);
  });

  it('shows one column for a chosen day and seven for all days', () => {
    expect(filteredDays({ ...DEFAULT_FILTER, day: 3 })).toEqual([3]);
    expect(filteredDays(DEFAULT_FILTER)).toEqual(ALL_DAYS);
  });
});
