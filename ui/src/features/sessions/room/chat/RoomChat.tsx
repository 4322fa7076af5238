import { Button, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import type { ChatMessage } from '../../../../generated/ChatMessage';
import { fetchChat } from '../../api/roomApi';
import type { SessionChannel } from '../sessionChannel';
import { ChatLog } from './ChatLog';
import { MAX_CHAT_CHARS, sendable, withMessages } from './chatMessages';

/**
 * The room's chat (docs/live-sessions.md, "In the call"): what was said
 * before joining, read from the server, then each message as the server
 * keeps it, ours included, so both sides see the same words (contact
 * details masked).
 */
export function RoomChat({
  sessionId,
  channel,
  otherName,
}: {
  sessionId: string;
  channel: SessionChannel;
  otherName: string;
}) {
  const kept = useQuery({
    queryKey: ['sessions', 'chat', sessionId],
    queryFn: () => fetchChat(sessionId),
  });
  const [arrived, setArrived] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  useEffect(
    () => channel.listen({ onChat: (message) => setArrived((before) => [...before, message]) }),
    [channel],
  );
  const messages = withMessages(kept.data ?? [], arrived);
  useEffect(() => {
    // A block, not an expression: newer browsers' scrollIntoView returns a
    // promise, which React would take for the effect's cleanup.
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!sendable(draft)) return;
    channel.send({ type: 'chat', text: draft.trim() });
    setDraft('');
  }

  return (
    <Paper withBorder p="xs" component="section" aria-label="Chat">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Chat
        </Text>
        <ScrollArea.Autosize mah={160} aria-live="polite">
          <ChatLog messages={messages} empty={`Nothing said yet. Write to ${otherName} here.`} />
          <div ref={end} />
        </ScrollArea.Autosize>
        <form onSubmit={send}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              size="sm"
              label="Chat message"
              placeholder={`Write to ${otherName}`}
              value={draft}
              maxLength={MAX_CHAT_CHARS}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Button type="submit" size="sm" disabled={!sendable(draft)}>
              Send
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
