import { clockWords, fractionWords, moneyWords, numberWords } from './numberWords';

/**
 * The signs of a question's text as words. A hyphen is "minus" only between
 * numbers or standing alone (a text can end in one, before an answer box),
 * never inside a word ("twenty-seven").
 */
const SIGNS: [RegExp, string][] = [
  [/×/g, ' times '],
  [/÷/g, ' divided by '],
  [/\+/g, ' plus '],
  [/≤/g, ' is less than or equal to '],
  [/≥/g, ' is greater than or equal to '],
  [/</g, ' is less than '],
  [/>/g, ' is greater than '],
  [/=/g, ' equals '],
  [/(?<=\d)\s*[-−]\s*(?=\d)/g, ' minus '],
  [/(?<=\s|^)[-−](?=\s|$)/g, ' minus '],
  // A fraction bar beside an answer box ("blank over eight"); between two numbers it is a fraction.
  [/(?<!\d)\/|\/(?!\d)/g, ' over '],
  // Units: the two-letter ones wherever they stand ("in cm"), single letters only after a number.
  [/(?:(?<=\d)|\b)mm\b/g, ' millimetres'],
  [/(?:(?<=\d)|\b)cm\b/g, ' centimetres'],
  [/(?:(?<=\d)|\b)km\b/g, ' kilometres'],
  [/(?:(?<=\d)|\b)ml\b/g, ' millilitres'],
  [/(?:(?<=\d)|\b)kg\b/g, ' kilograms'],
  [/(?<=\d)\s*m\b/g, ' metres'],
  [/(?<=\d)\s*g\b/g, ' grams'],
  [/(?<=\d)\s*l\b/g, ' litres'],
  [/%/g, ' percent'],
  [/°/g, ' degrees'],
  [/_{2,}/g, ' blank '],
];

/** Money, ratios and times, mixed fractions, fractions, pence and plain numbers, left to right. */
const NUMBERS = new RegExp(
  [
    /£(?<pounds>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<pence>\d{2}))?/.source,
    /(?<ratio>\d+(?::\d+){2,})/.source,
    /(?<time>(?<before>\d{1,2}):(?<after>\d{2}))\b/.source,
    /(?<ratioPair>\d+:\d+)/.source,
    /(?<whole>\d+) (?<mixedTop>\d+)\/(?<mixedBottom>\d+)/.source,
    /(?<top>\d+)\/(?<bottom>\d+)/.source,
    /\b(?<penceOnly>\d+)p\b/.source,
    /(?<number>(?<![\d.])[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)/.source,
  ].join('|'),
  'g',
);

function numberPart(groups: Record<string, string | undefined>, clock: boolean): string {
  const { pounds, pence, before, after, whole, mixedTop, mixedBottom, top, bottom } = groups;
  const n = (written: string) => Number(written.replaceAll(',', ''));
  if (pounds !== undefined) return moneyWords(n(pounds), pence ? n(pence) : 0);
  if (clock && before !== undefined && after !== undefined) return clockWords(n(before), n(after));
  if (whole !== undefined && mixedTop !== undefined && mixedBottom !== undefined) {
    return `${numberWords(whole)} and ${fractionWords(n(mixedTop), n(mixedBottom))}`;
  }
  if (top !== undefined && bottom !== undefined) return fractionWords(n(top), n(bottom));
  // A time outside a question about clocks is a ratio like any other.
  const ratio = groups.ratio ?? groups.time ?? groups.ratioPair;
  if (ratio !== undefined) return ratio.split(':').map(numberWords).join(' to ');
  if (groups.penceOnly !== undefined) return moneyWords(0, n(groups.penceOnly));
  return numberWords(groups.number!);
}

/**
 * `text` as a child hears it read: "4/6" as "four sixths", "27,859" as a
 * number, "£3.50" as "three pounds fifty", "×" as "times". With `clock`
 * (the question is about telling the time) "4:30" is "half past four";
 * otherwise it is a ratio, "four to thirty".
 */
export function spokenText(text: string, clock = false): string {
  const signed = SIGNS.reduce((words, [sign, spoken]) => words.replace(sign, spoken), text);
  return signed
    .replace(NUMBERS, (...match) => {
      const groups = match.at(-1) as Record<string, string | undefined>;
      return numberPart(groups, clock);
    })
    .replace(/\s+/g, ' ')
    .trim();
}
