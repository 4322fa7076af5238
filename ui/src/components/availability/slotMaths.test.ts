import { describe, expect, it } from 'vitest';

import type { AvailabilitySlot } from '../../generated/api/schemas';
import {
  addRange,
  emptyWeek,
  formatTime,
  idealHoursProblem,
  normaliseWeek,
  rangeTimes,
  removeSlot,
  shownSlots,
  type Week,
} from './slotMaths';

const slot = (day: number, time: number, extra: Partial<AvailabilitySlot> = {}) => ({
  day_of_week: day,
  time,
  busy: false,
  deleted: false,
  ...extra,
});

function weekWith(day: number, slots: AvailabilitySlot[]): Week {
  const week = emptyWeek();
  week[day] = slots;
  return week;
}

describe('a range becomes 15-minute slots', () => {
  it.each([
    ['09:00 until 10:00', 540, 600, [540, 555, 570, 585]],
    ['a single slot', 540, 555, [540]],
    ['the last slot of the day', 1425, 1440, [1425]],
    ['nothing when from equals until', 600, 600, []],
    ['nothing when backwards', 600, 540, []],
  ])('%s', (_, from, until, times) => {
    expect(rangeTimes(from, until)).toEqual(times);
  });
});

describe('adding a range to the week', () => {
  it('creates free slots from the start up to but excluding the end', () => {
    const week = addRange(emptyWeek(), 2, 17 * 60, 18 * 60);
    expect(week[2]).toEqual([slot(2, 1020), slot(2, 1035), slot(2, 1050), slot(2, 1065)]);
    expect(week.filter((day) => day.length > 0)).toHaveLength(1);
  });

  it('brings back a removed slot with its id instead of adding a second one', () => {
    const removed = slot(0, 540, { _id: 'slot-9', deleted: true });
    const week = addRange(weekWith(0, [removed]), 0, 540, 570);
    expect(week[0]).toEqual([{ ...removed, deleted: false }, slot(0, 555)]);
  });

  it('keeps a booked slot booked and slots outside the range as they were', () => {
    const booked = slot(4, 600, { _id: 'b', busy: true });
    const later = slot(4, 720, { _id: 'l' });
    const week = addRange(weekWith(4, [later, booked]), 4, 585, 615);
    expect(week[4]).toEqual([slot(4, 585), booked, later]);
  });
});

describe('removing a slot', () => {
  it('marks a free slot deleted rather than dropping it', () => {
    const week = removeSlot(weekWith(1, [slot(1, 540, { _id: 'a' })]), 1, 540);
    expect(week[1]).toEqual([slot(1, 540, { _id: 'a', deleted: true })]);
    expect(shownSlots(week[1]!)).toEqual([]);
  });

  it('leaves a booked slot alone', () => {
    const booked = slot(1, 540, { _id: 'a', busy: true });
    expect(removeSlot(weekWith(1, [booked]), 1, 540)[1]).toEqual([booked]);
  });
});

describe('the week from the server', () => {
  it('always has seven days, each in time order', () => {
    const week = normaliseWeek([[slot(0, 600), slot(0, 540)]]);
    expect(week).toHaveLength(7);
    expect(week[0]!.map((each) => each.time)).toEqual([540, 600]);
    expect(week[6]).toEqual([]);
  });
});

describe('times and ideal hours', () => {
  it.each([
    [0, '00:00'],
    [545, '09:05'],
    [1440, '24:00'],
  ])('%i minutes reads %s', (minutes, text) => {
    expect(formatTime(minutes)).toBe(text);
  });

  it.each([
    [2, null],
    ['40', null],
    [1, 'Must be whole number greater than or equal to 2'],
    [2.5, 'Must be whole number greater than or equal to 2'],
    ['', 'Must be whole number greater than or equal to 2'],
    [41, 'Must be at most 40'],
  ])('ideal hours %s: %s', (value, message) => {
    expect(idealHoursProblem(value)).toBe(message);
  });
});
