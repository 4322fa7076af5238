/**
 * What each answer input lets a child type, and how the
 * fields of a multi-field input become the one value the marker reads.
 * Filters run on every keystroke, so each must accept its own output.
 */

/** Whole-number and decimal fields, coordinate parts and ratio parts. */
export function filterNumber(raw: string): string {
  return raw.replace(/[^\d.-]/g, '');
}

/** Numerators and denominators. */
export function filterDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** The whole part of a mixed fraction: digits, with a minus sign first if wanted. */
export function filterWholePart(raw: string): string {
  const negative = raw.trimStart().startsWith('-');
  return (negative ? '-' : '') + filterDigits(raw);
}

export const TIME_MAX_LENGTH = 5;

/**
 * At most five characters of digits and ':' reading as hh:mm. The colon is
 * put in once a third digit arrives, so '0930' becomes '09:30' while '9:30'
 * can still be typed as it is; only the first colon is kept.
 */
export function filterTime(raw: string): string {
  const kept = raw.replace(/[^\d:]/g, '');
  const colon = kept.indexOf(':');
  let text: string;
  if (colon === -1) {
    text = kept.length > 2 ? `${kept.slice(0, 2)}:${kept.slice(2, 4)}` : kept;
  } else {
    const hours = kept.slice(0, colon).slice(0, 2);
    const minutes = kept
      .slice(colon + 1)
      .replace(/:/g, '')
      .slice(0, 2);
    text = `${hours}:${minutes}`;
  }
  return text.slice(0, TIME_MAX_LENGTH);
}

/** Pads a single-digit hour once the field is left: '9:30' reads '09:30'. */
export function formatTime(value: string): string {
  return /^\d:\d\d$/.test(value) ? `0${value}` : value;
}

/**
 * Money like a till: the digits typed are pence, so the decimal point
 * always sits before the last two digits ('350' is '3.50'). Typing '3.50'
 * key by key ends at '3.50' too, and backspacing empties the field.
 */
export function filterGbp(raw: string): string {
  const digits = filterDigits(raw).replace(/^0+/, '');
  // Only zeros left (e.g. backspacing '0.03') means the field was cleared.
  if (digits === '') return '';
  const padded = digits.padStart(3, '0');
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
}

/** Fields of a multi-field input; all empty means nothing was answered. */
export type Fields = string[];

export function allEmpty(fields: Fields): boolean {
  return fields.every((field) => field === '');
}

/** '(x,y)', the way coordinates are written and marked. */
export function joinCoordinate([x = '', y = '']: Fields): string {
  return `(${x},${y})`;
}

export function splitCoordinate(value: string): Fields {
  const inner = value.replace(/^\(/, '').replace(/\)$/, '');
  const [x = '', y = ''] = inner.split(',');
  return [x, y];
}

export function joinRatio(fields: Fields): string {
  return fields.join(':');
}

export function splitRatio(value: string, count: number): Fields {
  const parts = value === '' ? [] : value.split(':');
  return Array.from({ length: count }, (_, index) => parts[index] ?? '');
}

export function joinFraction([numerator = '', denominator = '']: Fields): string {
  return `${numerator}/${denominator}`;
}

export function splitFraction(value: string): Fields {
  const [numerator = '', denominator = ''] = value.split('/');
  return [numerator, denominator];
}

/**
 * A whole number alone ('2'), a fraction alone ('1/3'), or both ('-2 1/3'),
 * depending on which fields hold something.
 */
export function joinMixedFraction([whole = '', numerator = '', denominator = '']: Fields): string {
  const hasFraction = numerator !== '' || denominator !== '';
  if (!hasFraction) return whole;
  const fraction = joinFraction([numerator, denominator]);
  return whole === '' ? fraction : `${whole} ${fraction}`;
}

export function splitMixedFraction(value: string): Fields {
  const [first = '', second] = value.trim().split(/\s+/);
  if (second !== undefined) return [first, ...splitFraction(second)];
  if (first.includes('/')) return ['', ...splitFraction(first)];
  return [first, '', ''];
}

/**
 * Runs `filterPiece` over the pieces between the separators `separator`
 * matches (it must capture them), keeping the separators as typed; each
 * piece also gets the separator that follows it ('' at the end).
 */
export function filterPieces(
  raw: string,
  separator: RegExp,
  filterPiece: (piece: string, index: number, next: string) => string,
): string {
  const parts = raw.split(separator);
  return parts
    .map((part, at) => (at % 2 === 1 ? part : filterPiece(part, at / 2, parts[at + 1] ?? '')))
    .join('');
}
