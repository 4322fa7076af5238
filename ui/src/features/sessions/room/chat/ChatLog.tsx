import { Stack, Text } from '@mantine/core';

import type { ChatMessage } from '../../../../generated/ChatMessage';
import { formatLondonTime } from '../../../../lib/londonTime';

/** A room's chat messages, each with its sender and time. */
export function ChatLog({ messages, empty }: { messages: ChatMessage[]; empty: string }) {
  if (messages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="chat-log">
      {messages.map((message) => (
        <Text key={message._id} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span size="xs" c="dimmed">
            {formatLondonTime(new Date(message.sent_at))}{' '}
          </Text>
          <Text span fw={700}>
            {message.sender_name}:
          </Text>{' '}
          {message.text}
        </Text>
      ))}
    </Stack>
  );
}
