import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';

import type { Note } from '../../../generated/api/schemas';
import { formatDayTime } from '../../../lib/dates';
import { isNearOldest } from '../noteList';

/**
 * Keeps the list scrolled like a chat: at the newest note when the list
 * first shows and whenever a note arrives, and where the reader was when
 * older notes are added above (the same distance from the bottom).
 */
function useChatScroll(notes: Note[]) {
  const box = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const shown = useRef({ newest: '', oldest: '' });
  const newest = notes[0]?._id ?? '';
  const oldest = notes[notes.length - 1]?._id ?? '';
  const remember = () => {
    const element = box.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
  };
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const olderAdded = shown.current.newest === newest && shown.current.oldest !== oldest;
    element.scrollTop = olderAdded
      ? element.scrollHeight - fromBottom.current
      : element.scrollHeight;
    shown.current = { newest, oldest };
    remember();
  }, [newest, oldest]);
  return { box, remember };
}

/**
 * The conversation, oldest at the top and the newest at the bottom;
 * scrolling to within 100 px of the top loads older notes. `notes` come
 * newest first.
 */
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
  const { box, remember } = useChatScroll(notes);
  if (notes.length === 0) return <Text c="dimmed">No messages yet.</Text>;
  return (
    <Box
      ref={box}
      data-testid="note-list"
      mah={480}
      style={{ overflowY: 'auto' }}
      onScroll={(event) => {
        remember();
        if (hasOlder && isNearOldest(event.currentTarget)) onLoadOlder();
      }}
    >
      <Stack gap="xs">
        {hasOlder && (
          <Button variant="subtle" loading={loadingOlder} onClick={onLoadOlder}>
            Load older messages
          </Button>
        )}
        <Stack gap="xs" role="list" aria-label="Messages">
          {[...notes].reverse().map((note) => {
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
        </Stack>
      </Stack>
    </Box>
  );
}
