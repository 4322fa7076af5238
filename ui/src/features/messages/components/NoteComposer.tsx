import { Button, Group, Textarea } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';

/** Send is disabled when the message is empty or while sending. */
export function canSend(message: string, sending: boolean): boolean {
  return message.trim() !== '' && !sending;
}

/**
 * The box a message is written in; it empties once the note is sent.
 * Enter sends, as in a chat, and Shift+Enter starts a new line.
 * `recipient` names whom the message goes to.
 */
export function NoteComposer({
  sending,
  onSend,
  recipient,
}: {
  sending: boolean;
  onSend: (message: string, onSent: () => void) => void;
  recipient?: string;
}) {
  const [message, setMessage] = useState('');
  const ready = canSend(message, sending);
  const send = () => {
    if (ready) onSend(message, () => setMessage(''));
  };

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // A key that confirms an input method's composition is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          label="Message"
          description={recipient ? `To: ${recipient}` : undefined}
          placeholder="Enter sends, Shift+Enter starts a new line"
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          onKeyDown={onKeyDown}
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
