const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment in local time as 'ccc d MMM HH:mm' (e.g. 'Tue 4 Mar 09:05'),
 * one of the spec's two time formats. English names are fixed rather than
 * taken from the browser's locale so every admin reads the same text.
 */
export function formatDayTime(date: Date): string {
  return `${DAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]} ${twoDigits(
    date.getHours(),
  )}:${twoDigits(date.getMinutes())}`;
}
