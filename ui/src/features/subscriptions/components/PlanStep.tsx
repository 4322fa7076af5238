import { Checkbox, Group, Stack } from '@mantine/core';

import { DAY_NAMES } from '../../../components/availability/slotMaths';
import type { ApproxTime, SubscriptionProduct } from '../../../generated/api/schemas';
import { APPROX_TIMES, isPlatformOnly } from '../choices';
import { PlanChoice } from './PlanChoice';

export interface PlanStepProps {
  products: readonly SubscriptionProduct[] | undefined;
  plan: string;
  days: readonly number[];
  times: readonly ApproxTime[];
  onChoosePlan: (plan: string) => void;
  onChooseDays: (days: number[]) => void;
  onChooseTimes: (times: ApproxTime[]) => void;
}

/**
 * Step 1: the plan, and for a tutor plan the days and parts of the day
 * that suit; every chosen day is asked for at every chosen part of it.
 */
export function PlanStep(props: PlanStepProps) {
  const { plan } = props;
  return (
    <Stack>
      <PlanChoice products={props.products} plan={plan} onChoose={props.onChoosePlan} />
      {plan !== '' && !isPlatformOnly(plan) && (
        <>
          <Checkbox.Group
            label="Preferred days"
            withAsterisk
            value={props.days.map(String)}
            onChange={(values) => props.onChooseDays(values.map(Number).sort())}
          >
            <Group mt="xs">
              {DAY_NAMES.map((name, day) => (
                <Checkbox key={name} value={String(day)} label={name} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group
            label="Approximate times"
            withAsterisk
            value={[...props.times]}
            onChange={(values) => props.onChooseTimes(values as ApproxTime[])}
          >
            <Stack gap={6} mt="xs">
              {APPROX_TIMES.map((time) => (
                <Checkbox key={time} value={time} label={time} />
              ))}
            </Stack>
          </Checkbox.Group>
        </>
      )}
    </Stack>
  );
}
