import { Badge, Box, CloseButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

import { ALL_DAYS, DAY_NAMES, formatTime, shownSlots, type Week } from './slotMaths';

export const NOT_YET_SET = 'Not yet set.';

/** A day's slot list scrolls once it is taller than 425px. */
const SLOT_LIST_MAX_HEIGHT = 425;

interface AvailabilityGridProps {
  week: Week;
  /** The days to show; all seven unless a filter narrows them. */
  days?: readonly number[];
  /** Given in edit mode: free slots then get a remove button. */
  onRemove?: (day: number, time: number) => void;
  /** Shown instead of the grid when no slot is left to show. */
  emptyText?: string;
}

/**
 * A tutor's week, one column a day and one row a 15-minute slot. Booked
 * slots say so and can never be removed: a subscription holds them.
 */
export function AvailabilityGrid({
  week,
  days = ALL_DAYS,
  onRemove,
  emptyText = NOT_YET_SET,
}: AvailabilityGridProps) {
  if (days.every((day) => shownSlots(week[day] ?? []).length === 0)) {
    return <Text c="dimmed">{emptyText}</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(days.length, 4), md: days.length }} spacing="xs">
      {days.map((day) => {
        const dayName = DAY_NAMES[day];
        const slots = shownSlots(week[day] ?? []);
        return (
          <Paper key={day} withBorder p="xs" component="section" aria-label={dayName}>
            <Text fw={700} size="sm" mb="xs">
              {dayName}
            </Text>
            {slots.length === 0 ? (
              <Text c="dimmed" size="sm">
                —
              </Text>
            ) : (
              // The browser's own scrolling: a ScrollArea's drawn scroll bars
              // would add their code to every page with a tutor's week.
              <Box mah={SLOT_LIST_MAX_HEIGHT} style={{ overflowY: 'auto' }}>
                <Stack gap={2}>
                  {slots.map((slot) => {
                    const time = formatTime(slot.time);
                    return (
                      <Group key={slot.time} gap={4} wrap="nowrap" justify="space-between">
                        <Text size="sm">{time}</Text>
                        {slot.busy && (
                          <Badge size="xs" color="orange">
                            Booked
                          </Badge>
                        )}
                        {onRemove && !slot.busy && (
                          <CloseButton
                            size="xs"
                            aria-label={`Remove ${dayName} ${time}`}
                            onClick={() => onRemove(day, slot.time)}
                          />
                        )}
                      </Group>
                    );
                  })}
                </Stack>
              </Box>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
