import type { Tutor } from '../../generated/api/schemas';
import { counted } from '../../lib/plural';

/** A filter longer than this is cut short where the help text repeats it. */
export const HELP_TEXT_MAX_CHARS = 10;

/** What the help text shows of a filter: long ones cut at 10 characters, with '…'. */
export function shortFilter(filter: string): string {
  const trimmed = filter.trim();
  const characters = Array.from(trimmed);
  return characters.length > HELP_TEXT_MAX_CHARS
    ? `${characters.slice(0, HELP_TEXT_MAX_CHARS).join('')}…`
    : trimmed;
}

/** The columns of the list that a filter looks in. */
function searchedText(tutor: Tutor): string {
  return [tutor.first_name, tutor.last_name, tutor.email, tutor.subject?.name ?? '']
    .join('\n')
    .toLocaleLowerCase('en-GB');
}

/** The tutors with the filter in their name, e-mail or subject, whatever the case. */
export function filterTutors(tutors: readonly Tutor[], filter: string): readonly Tutor[] {
  const wanted = filter.trim().toLocaleLowerCase('en-GB');
  if (wanted === '') return tutors;
  return tutors.filter((tutor) => searchedText(tutor).includes(wanted));
}

/** The help text under the filter box: what is shown, and for what filter. */
export function filterHelpText(filter: string, shown: number, total: number): string {
  if (filter.trim() === '') return 'Type part of a name, e-mail or subject';
  const match = shown === 1 ? 'matches' : 'match';
  return `${shown} of ${counted(total, 'tutor')} ${match} "${shortFilter(filter)}"`;
}
