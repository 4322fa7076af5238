import { DAY_NAMES, MINUTES_PER_DAY, SLOT_MINUTES } from './slotMaths';

/** The availability picker's choices as the selects hold them; '' is not chosen yet. */
export interface PickerValues {
  day: string;
  fromHour: string;
  fromMinute: string;
  untilHour: string;
  untilMinute: string;
}

export type PickerField = keyof PickerValues;

export const EMPTY_PICKER: PickerValues = {
  day: '',
  fromHour: '',
  fromMinute: '',
  untilHour: '',
  untilMinute: '',
};

export const DAY_OPTIONS = DAY_NAMES.map((name, day) => ({ value: String(day), label: name }));

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A range starts at 00 to 23 o'clock; it may end as late as 24 (midnight). */
export const FROM_HOURS = Array.from({ length: 24 }, (_, hour) => twoDigits(hour));
export const UNTIL_HOURS = Array.from({ length: 25 }, (_, hour) => twoDigits(hour));
export const MINUTES = Array.from({ length: 60 / SLOT_MINUTES }, (_, step) =>
  twoDigits(step * SLOT_MINUTES),
);

const HOUR_MINUTE: Partial<Record<PickerField, PickerField>> = {
  fromHour: 'fromMinute',
  untilHour: 'untilMinute',
};

/** Choosing an hour sets its minute to 0 ("from 9" means 09:00). */
export function choose(values: PickerValues, field: PickerField, value: string): PickerValues {
  const minute = HOUR_MINUTE[field];
  return minute ? { ...values, [field]: value, [minute]: '00' } : { ...values, [field]: value };
}

export interface ChosenRange {
  day: number;
  from: number;
  until: number;
}

function minutesOf(hour: string, minute: string): number | null {
  return hour === '' || minute === '' ? null : Number(hour) * 60 + Number(minute);
}

/** The range to add, or null while something is unset or from is not before until. */
export function chosenRange(values: PickerValues): ChosenRange | null {
  const from = minutesOf(values.fromHour, values.fromMinute);
  const until = minutesOf(values.untilHour, values.untilMinute);
  if (values.day === '' || from === null || until === null) return null;
  if (from >= until || until > MINUTES_PER_DAY) return null;
  return { day: Number(values.day), from, until };
}

/**
 * The fields whose labels turn red: every unset one, and both ends of a
 * range that does not run forwards (or ends after midnight).
 */
export function invalidFields(values: PickerValues): ReadonlySet<PickerField> {
  const invalid = new Set(
    (Object.keys(values) as PickerField[]).filter((field) => values[field] === ''),
  );
  const from = minutesOf(values.fromHour, values.fromMinute);
  const until = minutesOf(values.untilHour, values.untilMinute);
  if (from !== null && until !== null && (from >= until || until > MINUTES_PER_DAY)) {
    for (const field of ['fromHour', 'fromMinute', 'untilHour', 'untilMinute'] as const) {
      invalid.add(field);
    }
  }
  return invalid;
}
