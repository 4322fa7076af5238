import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';

import type { Concern, ConcernState } from '../../../generated/api/schemas';
import { toApiError } from '../../../lib/api/apiError';
import { showSuccess } from '../../../lib/toasts';
import { useSaveConcern } from '../hooks/useConcerns';
import { CONCERN_STATES, STATE_ORDER } from '../rules/concernStates';

interface LeadRecord {
  state: ConcernState;
  lead_notes: string;
  outcome: string;
}

const recordOf = (concern: Concern): LeadRecord => ({
  state: concern.state,
  lead_notes: concern.lead_notes ?? '',
  outcome: concern.outcome ?? '',
});

/**
 * The lead's record of a concern: where it stands, their notes and, to
 * close it, the outcome. The server says what it refuses (closing without
 * an outcome), and Save is there only once something changed.
 */
export function ConcernRecordForm({ concern }: { concern: Concern }) {
  const [record, setRecord] = useState(() => recordOf(concern));
  const saving = useSaveConcern(concern._id);
  const headingId = useId();
  const stateLabelId = useId();
  const changed = JSON.stringify(record) !== JSON.stringify(recordOf(concern));
  const edit = (change: Partial<LeadRecord>) => setRecord((current) => ({ ...current, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || saving.isPending) return;
    saving.mutate(record, {
      onSuccess: (saved) => {
        setRecord(recordOf(saved));
        showSuccess();
      },
    });
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            Your record
          </Title>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={stateLabelId}>
              State
            </Text>
            <SegmentedControl
              aria-labelledby={stateLabelId}
              value={record.state}
              onChange={(value) => edit({ state: value as ConcernState })}
              data={STATE_ORDER.map((state) => ({
                value: state,
                label: CONCERN_STATES[state].label,
              }))}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          <Textarea
            label="Notes"
            description="Seen only by safeguarding leads, never by who raised the concern."
            rows={4}
            resize="vertical"
            value={record.lead_notes}
            onChange={(event) => edit({ lead_notes: event.currentTarget.value })}
          />
          <Textarea
            label="Outcome"
            description="What was done. Needed to close the concern."
            rows={3}
            resize="vertical"
            value={record.outcome}
            onChange={(event) => edit({ outcome: event.currentTarget.value })}
          />
          {saving.error && (
            <Alert color="red" role="alert">
              {toApiError(saving.error).message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={saving.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
