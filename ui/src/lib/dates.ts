const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const FULL_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const FULL_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

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

/** 'd MMMM yyyy' (e.g. '4 March 2026'), for a day written out in a sentence. */
export function formatWallClockLongDate({
  year,
  month,
  day,
}: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  return `${day} ${FULL_MONTHS[month - 1] ?? month} ${year}`;
}

/** 'EEEE d MMMM' (e.g. 'Tuesday 15 December'), a recent day named in a sentence. */
export function formatWallClockWeekdayDate(clock: WallClock): string {
  return `${FULL_DAYS[weekdayOf(clock)]} ${clock.day} ${FULL_MONTHS[clock.month - 1]}`;
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

/** A moment in the browser's time zone as 'd MMMM yyyy, HH:mm' (e.g. '4 March 2026, 09:05'). */
export function formatLongDayTime(date: Date): string {
  const clock = localWallClock(date);
  return `${formatWallClockLongDate(clock)}, ${formatWallClockTime(clock)}`;
}

/**
 * The day a week starts, as 'd MMM' (e.g. '9 Mar'). Weeks start at
 * Monday 00:00 UTC, so the date is read in UTC: local time would call the
 * same week 'Sun 8 Mar' west of Greenwich.
 */
export function formatWeekStart(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day the server sends as 'YYYY-MM-DD' (a certificate's date,
 * with no time of day) as 'd MMM yyyy' (e.g. '4 Mar 2027'). It is read
 * from the text, not as a moment, so no time zone can move it to the day
 * before; text of another shape is shown as it came.
 */
export function formatCalendarDay(isoDate: string): string {
  const parts = calendarDayParts(isoDate);
  if (!parts) return isoDate;
  const { year, month, day } = parts;
  return `${day} ${MONTHS[month - 1] ?? month} ${year}`;
}

/** The same day written out in a sentence, as 'd MMMM yyyy' (e.g. '4 March 2027'). */
export function formatLongCalendarDay(isoDate: string): string {
  const parts = calendarDayParts(isoDate);
  return parts ? formatWallClockLongDate(parts) : isoDate;
}

function calendarDayParts(isoDate: string): Pick<WallClock, 'year' | 'month' | 'day'> | null {
  const match = CALENDAR_DAY.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return { year, month, day };
}
