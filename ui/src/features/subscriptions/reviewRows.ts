import type { ChosenSlot } from '../../generated/ChosenSlot';
import type { SubscriptionProduct } from '../../generated/SubscriptionProduct';
import { isPlatformOnly } from './choices';
import { weeklyCostText } from './pricing';
import { slotLabel } from './slots';

export interface ReviewRow {
  label: string;
  value: string;
}

/** The review's rows about the plan itself, shared by both wizards. */
export function planReviewRows(
  plan: string,
  slots: readonly ChosenSlot[],
  products: readonly SubscriptionProduct[] | undefined,
): ReviewRow[] {
  return [
    { label: 'Plan', value: plan },
    ...(isPlatformOnly(plan)
      ? []
      : [{ label: 'Weekly times', value: slots.map(slotLabel).join(', ') }]),
    { label: 'Weekly cost', value: weeklyCostText(products, plan) },
  ];
}
