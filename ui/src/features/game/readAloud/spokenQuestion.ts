import type { Element } from '../../../generated/api/schemas';
import { spokenText } from './spokenText';

/** What an answer box reads as. */
export const SPOKEN_BLANK = 'blank';
/** What a picture in a question reads as. */
export const SPOKEN_PICTURE = 'look at the picture';

type Line = Element[];

/** A question about telling the time: it asks for a time, or speaks of clocks. */
function isAboutClocks(lines: Line[]): boolean {
  return lines.some((line) =>
    line.some(
      (element) =>
        element.type === 'Time' ||
        (element.type === 'Text' && /\bclock|o'clock|\bpast\b|\btime\b/i.test(element.text)) ||
        (element.type === 'Image' && /clock/i.test(element.image_id)),
    ),
  );
}

/** One line's words: the choices of a multiple-choice input read "a, b or c". */
function spokenLine(line: Line, clock: boolean): string {
  const words: string[] = [];
  let choices: string[] = [];
  const flushChoices = () => {
    if (choices.length === 0) return;
    const last = choices.pop()!;
    words.push(choices.length > 0 ? `${choices.join(', ')} or ${last}` : last);
    choices = [];
  };
  line.forEach((element, index) => {
    if (element.type === 'MC') {
      const previous = line[index - 1];
      if (previous?.type !== 'MC' || previous.ref !== element.ref) flushChoices();
      choices.push(spokenText(element.value, clock));
      return;
    }
    flushChoices();
    if (element.type === 'Text') words.push(spokenText(element.text, clock));
    else if (element.type === 'Image') words.push(SPOKEN_PICTURE);
    else words.push(SPOKEN_BLANK);
  });
  flushChoices();
  return words.filter((word) => word !== '').join(' ');
}

/**
 * A question as read to a child (docs/games.md, "Read to me"): each line
 * in turn, a pause between them, answer boxes as "blank".
 */
export function spokenQuestion(lines: Line[]): string {
  const clock = isAboutClocks(lines);
  return lines
    .map((line) => spokenLine(line, clock))
    .filter((line) => line !== '')
    .map((line) => (/[.?!:]$/.test(line) ? line : `${line}.`))
    .join(' ');
}
