import { Stack, Text } from '@mantine/core';

import { useAuth } from '../../../lib/auth/AuthContext';
import { useNotes } from '../hooks/useNotes';
import { recipientOf } from '../noteList';
import { MaskedMessageAlert } from './MaskedMessageAlert';
import { NoteComposer } from './NoteComposer';
import { NoteList } from './NoteList';

export const NOTES_ERROR = 'Error getting notes';

/**
 * The messages between a student and the adults around them about one
 * subject, live. Whoever is signed in writes as themselves, so the same
 * component serves the student's page and the tutor's session screens.
 *
 * With `defaultRecipient` the box says whom a message goes to: the last
 * other person who wrote, or `defaultRecipient` before anyone has.
 *
 * With `readOnlyNotice` the conversation is only read, as a parent reads
 * their child's (docs/authorization.md, "A child's messages and their
 * parent"): the notice takes the place of the box to write in, and nothing
 * is marked read, since the server lets a parent do neither.
 *
 * When the server took contact details out of the message just sent, an
 * alert above the box says so until dismissed or the next send.
 */
export function Messages({
  studentId,
  subjectId,
  readOnlyNotice,
  defaultRecipient,
}: {
  studentId: string;
  subjectId: string;
  readOnlyNotice?: string;
  defaultRecipient?: string;
}) {
  const readOnly = readOnlyNotice !== undefined;
  const notes = useNotes({ studentId, subjectId }, { markRead: !readOnly });
  const user = useAuth().user;
  const ownSenderId = user?.uid ?? '';

  function list() {
    if (notes.loading) return <Text>Loading...</Text>;
    if (notes.failed) return <Text c="red">{NOTES_ERROR}</Text>;
    return (
      <NoteList
        notes={notes.notes}
        ownSenderId={ownSenderId}
        hasOlder={notes.hasOlder}
        loadingOlder={notes.loadingOlder}
        onLoadOlder={notes.loadOlder}
      />
    );
  }

  // The newest note is at the bottom, as in a chat, with the box to write in below it.
  return (
    <Stack>
      {readOnly && <Text fw={600}>{readOnlyNotice}</Text>}
      {list()}
      {notes.sentMasked && (
        <MaskedMessageAlert forChild={user?.role === 'STUDENT'} onClose={notes.dismissMasked} />
      )}
      {!readOnly && (
        <NoteComposer
          sending={notes.sending}
          onSend={notes.send}
          recipient={
            defaultRecipient === undefined
              ? undefined
              : recipientOf(notes.notes, ownSenderId, defaultRecipient)
          }
        />
      )}
    </Stack>
  );
}
