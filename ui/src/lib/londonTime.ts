import {
  formatWallClockDate,
  formatWallClockDayTime,
  formatWallClockTime,
  formatWallClockWeekdayDate,
  type WallClock,
} from './dates';

/**
 * Weekly schedules are kept in London wall-clock time (docs/scheduling.md), so the
 * session screens show and take times in London too: what a tutor reads
 * in a table is what the weekly slot says, whatever the browser's zone.
 */
export const SCHEDULE_TIME_ZONE = 'Europe/London';

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHEDULE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The date and time on a London clock at `date`. */
export function londonWallClock(date: Date): WallClock {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(londonParts.formatToParts(date).find((item) => item.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hours: part('hour'),
    minutes: part('minute'),
  };
}

function asIfUtc(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hours, clock.minutes);
}

/** How far London's clock is ahead of UTC at `time` (0 or one hour). */
function londonOffsetMs(time: number): number {
  const wholeMinute = time - (((time % 60_000) + 60_000) % 60_000);
  return asIfUtc(londonWallClock(new Date(wholeMinute))) - wholeMinute;
}

/**
 * The moment a London clock shows `clock`. The offset is checked again at
 * the answer because the first guess may sit on the other side of a
 * clock change.
 */
export function londonInstant(clock: WallClock): Date {
  const guess = asIfUtc(clock);
  const first = guess - londonOffsetMs(guess);
  return new Date(guess - londonOffsetMs(first));
}

export const formatLondonDate = (date: Date) => formatWallClockDate(londonWallClock(date));
export const formatLondonTime = (date: Date) => formatWallClockTime(londonWallClock(date));
export const formatLondonDayTime = (date: Date) => formatWallClockDayTime(londonWallClock(date));
export const formatLondonWeekdayDate = (date: Date) =>
  formatWallClockWeekdayDate(londonWallClock(date));
