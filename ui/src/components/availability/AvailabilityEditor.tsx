import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';

import { AvailabilityGrid } from './AvailabilityGrid';
import { AvailabilityPicker } from './AvailabilityPicker';
import { DEFAULT_IDEAL_HOURS, MAX_IDEAL_HOURS } from './slotMaths';
import { useAvailabilityEditor } from './useAvailabilityEditor';

/**
 * A tutor's weekly availability with Edit, Add, Reset and Save, used by
 * the tutor for their own week and by admins for any tutor's.
 * `tutorId` is the tutor's id or account id.
 */
export function AvailabilityEditor({ tutorId }: { tutorId: string }) {
  const editor = useAvailabilityEditor(tutorId);

  return (
    <Paper withBorder p="md" component="section" aria-label="Availability">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Availability
          </Title>
          {editor.editing ? (
            <Group>
              <Button variant="default" onClick={() => void editor.reset()} disabled={editor.busy}>
                Reset
              </Button>
              <Button
                onClick={() => void editor.save()}
                disabled={!editor.canSave}
                loading={editor.busy}
              >
                Save
              </Button>
            </Group>
          ) : (
            <Button onClick={editor.startEdit} disabled={editor.loading || editor.loadFailed}>
              Edit
            </Button>
          )}
        </Group>
        {/* The browser's number box: Mantine's NumberInput brings a
            formatting library (9 kB gzip) that a whole number does not need. */}
        <TextInput
          type="number"
          inputMode="numeric"
          label="Ideal hours"
          description="Hours of sessions a week you would like"
          min={DEFAULT_IDEAL_HOURS}
          max={MAX_IDEAL_HOURS}
          step={1}
          readOnly={!editor.editing}
          value={editor.idealHours}
          onChange={(event) => editor.setIdealHours(event.currentTarget.value)}
          error={editor.idealHoursError}
          maw={220}
        />
        {editor.loadFailed && (
          <Text c="dimmed" size="sm">
            The availability could not be loaded, so it cannot be edited just now.
          </Text>
        )}
        {editor.editing && <AvailabilityPicker onAdd={editor.add} />}
        {editor.loading ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <AvailabilityGrid
            week={editor.week}
            onRemove={editor.editing ? editor.remove : undefined}
          />
        )}
      </Stack>
    </Paper>
  );
}
