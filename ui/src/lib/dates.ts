const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar date and clock time as read in some time zone, so the same
 * formats serve the browser's zone and the schedule's (Europe/London).
 */
export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** 0 is Sunday, as `Date.getDay()` counts. */
function weekdayOf({ year, month, day }: WallClock): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * 'ccc d MMM HH:mm' (e.g. 'Tue 4 Mar 09:05'), one of the two time formats
 * the screens use. English names are fixed rather than taken from the browser's
 * locale so every admin reads the same text.
 */
export function formatWallClockDayTime(clock: WallClock): string {
  return `${DAYS[weekdayOf(clock)]} ${clock.day} ${MONTHS[clock.month - 1]} ${formatWallClockTime(
    clock,
  )}`;
}

/** 'yyyy/MM/dd', the other format. */
export function formatWallClockDate({ year, month, day }: WallClock): string {
  return `${year}/${twoDigits(month)}/${twoDigits(day)}`;
}

/** 'HH:mm' on a 24-hour clock. */
export function formatWallClockTime({
  hours,
  minutes,
}: Pick<WallClock, 'hours' | 'minutes'>): string {
  return `${twoDigits(hours)}:${twoDigits(minutes)}`;
}

function localWallClock(date: Date): WallClock {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
  };
}

/** A moment in the browser's time zone as 'ccc d MMM HH:mm'. */
export function formatDayTime(date: Date): string {
  return formatWallClockDayTime(localWallClock(date));
}

/**
 * The day a week starts, as 'd MMM' (e.g. '9 Mar'). Weeks start at
 * Monday 00:00 UTC, so the date is read in UTC: local time would call the
 * same week 'Sun 8 Mar' west of Greenwich.
 */
export function formatWeekStart(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}
