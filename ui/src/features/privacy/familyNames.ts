import type { FamilySummary } from '../../generated/api/schemas';

export function parentName(family: FamilySummary): string {
  return `${family.first_name} ${family.last_name}`.trim();
}
