/**
 * Numbers in words as a British child hears them: "twenty-seven thousand,
 * eight hundred and fifty-nine", "three point two five", "four sixths".
 */

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];

/** 0 to 99. */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${UNITS[ones]}`;
}

/** 1 to 999; `and` before the tens when there are hundreds ("two hundred and five"). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return belowHundred(rest);
  const head = `${UNITS[hundreds]} hundred`;
  return rest === 0 ? head : `${head} and ${belowHundred(rest)}`;
}

/** A whole number in words; a negative one starts "minus". */
export function wholeNumberWords(n: number): string {
  if (n < 0) return `minus ${wholeNumberWords(-n)}`;
  if (n === 0) return 'zero';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of SCALES) {
    if (rest >= size) {
      parts.push(`${belowThousand(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) {
    // "one thousand and five": a last part under a hundred after larger ones takes "and".
    parts.push(parts.length > 0 && rest < 100 ? `and ${belowHundred(rest)}` : belowThousand(rest));
  }
  return parts.join(', ').replace(', and', ' and');
}

/** A number as written ("27,859", "-3", "0.25"): whole part in words, decimals digit by digit. */
export function numberWords(written: string): string {
  const negative = written.startsWith('-') || written.startsWith('−');
  const [whole = '0', decimals] = written.replace(/^[-−]/, '').replaceAll(',', '').split('.');
  const spoken = wholeNumberWords(Number(whole));
  const point = decimals
    ? ` point ${[...decimals].map((digit) => UNITS[Number(digit)]).join(' ')}`
    : '';
  return `${negative ? 'minus ' : ''}${spoken}${point}`;
}

const ORDINAL_ENDINGS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** "third", "sixth", "twentieth", "twenty-first", "hundredth". */
function ordinalWords(n: number): string {
  const words = wholeNumberWords(n).replace(/^one (hundred|thousand|million)/, '$1');
  const last = /[a-z]+$/.exec(words)![0];
  const ending =
    ORDINAL_ENDINGS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words.slice(0, words.length - last.length) + ending;
}

/** A fraction as said: "one half", "three quarters", "four sixths", "five twelfths". */
export function fractionWords(numerator: number, denominator: number): string {
  const many = numerator !== 1;
  let name: string;
  if (denominator === 2) name = many ? 'halves' : 'half';
  else if (denominator === 4) name = many ? 'quarters' : 'quarter';
  else name = `${ordinalWords(denominator)}${many ? 's' : ''}`;
  return `${wholeNumberWords(numerator)} ${name}`;
}

/** "£3.50" as "three pounds fifty", "£1" as "one pound", "£0.75" as "seventy-five pence". */
export function moneyWords(pounds: number, pence: number): string {
  if (pounds === 0) return `${wholeNumberWords(pence)} ${pence === 1 ? 'penny' : 'pence'}`;
  const head = `${wholeNumberWords(pounds)} ${pounds === 1 ? 'pound' : 'pounds'}`;
  return pence === 0 ? head : `${head} ${wholeNumberWords(pence)}`;
}

/**
 * A time on a clock face as said: "four o'clock", "half past four",
 * "quarter to five", "twenty past four", "ten to seven". Hours past 12
 * are read as the clock shows them.
 */
export function clockWords(hours: number, minutes: number): string {
  const hour = (h: number) => wholeNumberWords(((h + 11) % 12) + 1);
  if (minutes === 0) return `${hour(hours)} o'clock`;
  if (minutes === 15) return `quarter past ${hour(hours)}`;
  if (minutes === 30) return `half past ${hour(hours)}`;
  if (minutes === 45) return `quarter to ${hour(hours + 1)}`;
  const count = (m: number) =>
    `${wholeNumberWords(m)}${m % 5 === 0 ? '' : m === 1 ? ' minute' : ' minutes'}`;
  return minutes < 30
    ? `${count(minutes)} past ${hour(hours)}`
    : `${count(60 - minutes)} to ${hour(hours + 1)}`;
}
