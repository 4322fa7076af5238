/** A rule for one value: its message when it fails, null when it passes. */
export type Validator = (value: unknown) => string | null;

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/*
 * Whitespace as the server's checks read it (Rust's `trim`, Unicode
 * White_Space): unlike JavaScript's `trim` and `\s` it includes NEL (U+0085)
 * and leaves out the byte order mark (U+FEFF). validationRules.test.ts holds
 * both to the server's cases.
 */
const SPACE = '[\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const EDGE_SPACES = new RegExp(`^${SPACE}+|${SPACE}+$`, 'g');
const ANY_SPACE = new RegExp(SPACE);

function trimmed(text: string): string {
  return text.replace(EDGE_SPACES, '');
}

export const nonEmpty: Validator = (value) =>
  typeof value === 'string' && trimmed(value) !== '' ? null : 'Cannot be empty';

export const wholeNumberAtLeastZero: Validator = (value) => {
  const number = asNumber(value);
  return number !== null && Number.isInteger(number) && number >= 0
    ? null
    : 'Must be whole number greater than or equal to 0';
};

export const score: Validator = (value) => {
  const number = asNumber(value);
  return number !== null && number >= 0 && number <= 200
    ? null
    : 'Must be number between 0 and 200';
};

/** Earlier years are typing slips (and `Date.UTC` reads years below 100 as 19xx). */
const EARLIEST_YEAR = 1900;

export const date: Validator = (value) => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (match) {
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    const parsed = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2024-02-30 over to March; a real date survives the round trip.
    const real = parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
    if (real && year >= EARLIEST_YEAR) return null;
  }
  return 'Is not a valid Date YYYY-MM-DD';
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

export const dateTime: Validator = (value) =>
  typeof value === 'string' &&
  ISO_DATE_TIME.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  date(value.slice(0, 10)) === null
    ? null
    : 'Is not a valid DateTime';

/** The school years with content, 1 to 6; a number or the text of one. */
export const schoolYear: Validator = (value) => {
  const number = asNumber(value);
  return number !== null && Number.isInteger(number) && number >= 1 && number <= 6
    ? null
    : 'Must be a whole number from 1 to 6. Content for other years coming soon.';
};

/** A value that must be one of a fixed list, such as a country or gender. */
export function oneOf(choices: readonly string[]): Validator {
  return (value) =>
    typeof value === 'string' && choices.includes(value)
      ? null
      : 'Is not one of the choices offered';
}

/**
 * A pragmatic e-mail check, as the server's: one `@`, a non-empty local
 * part, a dotted domain with no empty part, no spaces.
 */
export const email: Validator = (value) => {
  const text = typeof value === 'string' ? trimmed(value) : '';
  const at = text.indexOf('@');
  const domain = text.slice(at + 1);
  const parts = domain.split('.');
  const valid =
    at > 0 &&
    !domain.includes('@') &&
    parts.length >= 2 &&
    parts.every((part) => part !== '') &&
    !ANY_SPACE.test(text);
  return valid ? null : 'Is not a valid email address';
};

export const plainObject: Validator = (value) =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
    ? null
    : 'Value is not a plain object';

export function minLength(length: number): Validator {
  return (value) =>
    // Counted in characters, as the server counts, not UTF-16 units.
    typeof value === 'string' && [...value].length >= length
      ? null
      : `Must be at least ${length} characters`;
}

/** The server's `at_most` checks: no more than `length` characters. */
export function maxLength(length: number): Validator {
  return (value) =>
    typeof value === 'string' && [...value].length > length ? 'Is too long' : null;
}

/** Lets an empty value through; otherwise applies `rule`. */
export function optional(rule: Validator): Validator {
  return (value) => (value === '' || value === null || value === undefined ? null : rule(value));
}
