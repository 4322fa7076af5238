import { Alert, Checkbox, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { DAY_NAMES } from '../../../components/availability/slotMaths';
import type { ChosenSlot } from '../../../generated/api/schemas';
import { LOADING_TEXT } from '../pricing';
import { sameSlot, slotLabel } from '../slots';

/** The slot list scrolls once it is taller than this. */
export const SLOT_LIST_MAX_HEIGHT = 425;

export interface SlotPickerProps {
  slots: readonly ChosenSlot[] | undefined;
  loading: boolean;
  /** Why there is nothing to choose (no slots, an invalid code …). */
  problem: string | null;
  chosen: readonly ChosenSlot[];
  planSessions: number | undefined;
  onToggle: (slot: ChosenSlot) => void;
}

function countText(chosen: number, wanted: number | undefined): string {
  if (wanted === undefined) return `${chosen} chosen`;
  const times = wanted === 1 ? 'time' : 'times';
  return `Choose ${wanted} weekly ${times}: ${chosen} of ${wanted} chosen`;
}

/** The weekly times on offer, by day; ticking one chooses it, ticking again lets it go. */
export function SlotPicker({
  slots,
  loading,
  problem,
  chosen,
  planSessions,
  onToggle,
}: SlotPickerProps) {
  if (problem) {
    return (
      <Alert color="orange" role="alert">
        {problem}
      </Alert>
    );
  }
  if (loading || !slots) return <Text>{LOADING_TEXT}</Text>;

  const days = DAY_NAMES.map((name, day) => ({
    name,
    slots: slots.filter((slot) => slot.day_of_week === day),
  })).filter((day) => day.slots.length > 0);

  return (
    <Stack gap="xs">
      <Text fw={600} aria-live="polite">
        {countText(chosen.length, planSessions)}
      </Text>
      <ScrollArea.Autosize mah={SLOT_LIST_MAX_HEIGHT} type="auto" aria-label="Times on offer">
        <Stack gap="sm" pr="md">
          {days.map((day) => (
            <Stack key={day.name} gap={4}>
              <Title order={3} size="h5">
                {day.name}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {day.slots.map((slot) => (
                  <Checkbox
                    key={slot.time}
                    label={slotLabel(slot)}
                    checked={chosen.some((each) => sameSlot(each, slot))}
                    onChange={() => onToggle(slot)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
