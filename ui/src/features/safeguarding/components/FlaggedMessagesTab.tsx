import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { type ResponsiveColumn, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import type { FlaggedMessage } from '../../../generated/api/schemas';
import { toApiError } from '../../../lib/api/apiError';
import { formatDayTime } from '../../../lib/dates';
import { useFlaggedMessages, useMarkReviewed } from '../hooks/useFlaggedMessages';
import { personLabel } from '../rules/concernStates';
import { QueryState } from './QueryState';

const flaggedAt = (message: FlaggedMessage) => formatDayTime(new Date(message.flagged_at));

/** A cell of a reviewed message is greyed, so what is still to read stands out. */
function Cell({ message, children }: { message: FlaggedMessage; children: ReactNode }) {
  return (
    <Text
      size="sm"
      c={message.reviewed_at ? 'dimmed' : undefined}
      style={{ whiteSpace: 'pre-wrap' }}
    >
      {children}
    </Text>
  );
}

const textColumn = (
  header: string,
  text: (message: FlaggedMessage) => string,
): ResponsiveColumn<FlaggedMessage> => ({
  header,
  cell: (message) => <Cell message={message}>{text(message)}</Cell>,
});

/**
 * Messages whose contact details the server masked: what both sides saw
 * beside what was written, for the lead to read and mark reviewed.
 */
export function FlaggedMessagesTab() {
  const messages = useFlaggedMessages();
  const marking = useMarkReviewed();
  if (!messages.data) return <QueryState error={messages.error} />;
  if (messages.data.length === 0) return <Text c="dimmed">No messages have been flagged.</Text>;

  const columns: ResponsiveColumn<FlaggedMessage>[] = [
    textColumn('When', flaggedAt),
    textColumn('From', (message) => personLabel(message.sender)),
    textColumn('Child', (message) => message.student.name),
    textColumn('What they saw', (message) => message.shown),
    textColumn('What was written', (message) => message.original),
    {
      header: '',
      headerLabel: 'Reviewed',
      action: true,
      cell: (message) =>
        message.reviewed_at ? (
          <Cell message={message}>Reviewed {formatDayTime(new Date(message.reviewed_at))}</Cell>
        ) : (
          <Button
            size="xs"
            variant="light"
            loading={marking.isPending && marking.variables === message._id}
            onClick={() => marking.mutate(message._id)}
          >
            Mark reviewed
          </Button>
        ),
    },
  ];

  return (
    <Stack>
      {marking.error && (
        <Alert color="red" role="alert">
          {toApiError(marking.error).message}
        </Alert>
      )}
      <ResponsiveTable
        label="Flagged messages"
        columns={columns}
        rows={messages.data}
        rowKey={(message) => message._id}
        rowAttributes={(message) => ({
          'aria-label': `Message from ${message.sender.name}, ${flaggedAt(message)}`,
          'data-reviewed': message.reviewed_at ? 'true' : undefined,
        })}
        minWidth={900}
      />
    </Stack>
  );
}
