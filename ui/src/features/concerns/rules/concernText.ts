import { validateFields } from '../../../lib/forms/formErrors';
import { maxLength, nonEmpty } from '../../../lib/forms/validators';

/** The longest account the server takes (MAX_CONCERN_CHARS, shared/src/api/safeguarding.rs). */
export const MAX_CONCERN_CHARS = 4000;

/** Counted as the server counts, in characters rather than UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The server's checks of the account, so Send is never refused for them. */
export const checkConcern = validateFields<{ what_happened: string }>({
  what_happened: [nonEmpty, maxLength(MAX_CONCERN_CHARS)],
});

/** How many words of an account a list shows. */
const SHOWN_WORDS = 8;

/** The start of an account, enough to recognise it in a list. */
export function firstWords(text: string): string {
  const words = text.trim().split(/\s+/);
  const start = words.slice(0, SHOWN_WORDS).join(' ');
  return words.length > SHOWN_WORDS ? `${start}…` : start;
}
