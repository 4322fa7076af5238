import { Radio, Stack, Text } from '@mantine/core';

import type { SubscriptionProduct } from '../../../generated/api/schemas';
import { LOADING_TEXT, penceAsPounds } from '../pricing';

export interface PlanChoiceProps {
  products: readonly SubscriptionProduct[] | undefined;
  plan: string;
  onChoose: (plan: string) => void;
}

/** The plans on sale with their weekly prices. */
export function PlanChoice({ products, plan, onChoose }: PlanChoiceProps) {
  if (!products) return <Text>{LOADING_TEXT}</Text>;
  return (
    <Radio.Group label="Plan" withAsterisk value={plan} onChange={onChoose}>
      <Stack gap={6} mt="xs">
        {products.map((product) => (
          <Radio
            key={product.label}
            value={product.label}
            label={`${product.label} (${penceAsPounds(product.weekly_cost_in_pence)} a week)`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
