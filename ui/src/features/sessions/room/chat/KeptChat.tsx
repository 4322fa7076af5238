import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { errorMessages } from '../../../../lib/api/apiError';
import { fetchChat } from '../../api/roomApi';
import { ChatLog } from './ChatLog';

/** A finished session's chat as it was kept, beside its board. */
export function KeptChat({ sessionId }: { sessionId: string }) {
  const chat = useQuery({
    queryKey: ['sessions', 'chat', sessionId],
    queryFn: () => fetchChat(sessionId),
  });
  return (
    <Stack gap="xs" component="section" aria-label="Chat">
      <Title order={3}>Chat</Title>
      {chat.isPending && <Text>Loading...</Text>}
      {chat.isError && <Text c="red">Error: {errorMessages(chat.error).join(', ')}</Text>}
      {chat.data && <ChatLog messages={chat.data} empty="Nothing was written in the chat." />}
    </Stack>
  );
}
