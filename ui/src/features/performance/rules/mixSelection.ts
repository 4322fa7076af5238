import type { MixBody, PerformanceNode } from '../../../generated/api/schemas';
import { subjectOf } from './hierarchy';

/** `ids` with `id` added, or taken out when it was there. */
export function toggledId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id];
}

/** The server refuses a mix without a name or without anything ticked. */
export function canSaveMix(name: string, ids: readonly string[]): boolean {
  return name.trim() !== '' && ids.length > 0;
}

/** What to send for a mix: its subject is the one holding the first ticked node. */
export function mixBody(name: string, ids: readonly string[], tree: PerformanceNode[]): MixBody {
  const subject = ids.map((id) => subjectOf(tree, id)).find((found) => found !== undefined);
  return { name: name.trim(), subject: subject ?? '', subjects: [...ids] };
}
