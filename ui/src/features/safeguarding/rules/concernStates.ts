import type { ConcernPerson, ConcernState } from '../../../generated/api/schemas';

/** Each state as the lead reads it, and its badge's colour. */
export const CONCERN_STATES: Record<ConcernState, { label: string; colour: string }> = {
  open: { label: 'Open', colour: 'red' },
  reviewing: { label: 'Reviewing', colour: 'orange' },
  closed: { label: 'Closed', colour: 'gray' },
};

/** The states in the order a concern moves through them. */
export const STATE_ORDER: readonly ConcernState[] = ['open', 'reviewing', 'closed'];

/** Someone a concern names, with their role: 'Priya Shah (tutor)'. */
export function personLabel(person: ConcernPerson): string {
  return `${person.name} (${person.role.toLowerCase()})`;
}
