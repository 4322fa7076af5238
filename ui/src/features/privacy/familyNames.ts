import type { FamilySummary } from '../../generated/FamilySummary';

export function parentName(family: FamilySummary): string {
  return `${family.first_name} ${family.last_name}`.trim();
}
