import { Box, Button, Paper, Stack, Text } from '@mantine/core';

import type { Note } from '../../../generated/Note';
import { formatDayTime } from '../../../lib/dates';
import { isNearEnd } from '../noteList';

/** Newest first; scrolling to within 100 px of the end loads older notes. */
export function NoteList({
  notes,
  ownSenderId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  notes: Note[];
  ownSenderId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  if (notes.length === 0) return <Text c="dimmed">No messages yet.</Text>;
  return (
    <Box
      data-testid="note-list"
      mah={480}
      style={{ overflowY: 'auto' }}
      onScroll={(event) => {
        if (hasOlder && isNearEnd(event.currentTarget)) onLoadOlder();
      }}
    >
      <Stack gap="xs" role="list" aria-label="Messages">
        {notes.map((note) => {
          const own = note.sender_id === ownSenderId;
          return (
            <Paper
              key={note._id}
              role="listitem"
              withBorder
              p="xs"
              radius="md"
              bg={own ? 'blue.0' : undefined}
              ml={own ? 'xl' : 0}
              mr={own ? 0 : 'xl'}
            >
              <Text size="xs" c="dimmed">
                {own ? 'You' : note.sender_name} · {formatDayTime(new Date(note.timestamp))}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{note.message.user_content}</Text>
            </Paper>
          );
        })}
        {hasOlder && (
          <Button variant="subtle" loading={loadingOlder} onClick={onLoadOlder}>
            Load older messages
          </Button>
        )}
      </Stack>
    </Box>
  );
}
