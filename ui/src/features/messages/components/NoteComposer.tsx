import { Button, Group, Textarea } from '@mantine/core';
import { useState } from 'react';

/** Send is disabled when the message is empty or while sending. */
export function canSend(message: string, sending: boolean): boolean {
  return message.trim() !== '' && !sending;
}

/** The box a message is written in; it empties once the note is sent. */
export function NoteComposer({
  sending,
  onSend,
}: {
  sending: boolean;
  onSend: (message: string, onSent: () => void) => void;
}) {
  const [message, setMessage] = useState('');
  const ready = canSend(message, sending);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSend(message, () => setMessage(''));
      }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          label="Message"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          rows={2}
          style={{ flex: 1 }}
        />
        <Button type="submit" disabled={!ready} loading={sending}>
          Send
        </Button>
      </Group>
    </form>
  );
}
