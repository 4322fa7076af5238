import { Stack, Text } from '@mantine/core';

import { useAuth } from '../../../lib/auth/AuthContext';
import { useNotes } from '../hooks/useNotes';
import { NoteComposer } from './NoteComposer';
import { NoteList } from './NoteList';

export const NOTES_ERROR = 'Error getting notes';

/**
 * The messages between a student and the adults around them about one
 * subject, live. Whoever is signed in writes as themselves, so the same
 * component serves the student's page and the tutor's session screens.
 */
export function Messages({ studentId, subjectId }: { studentId: string; subjectId: string }) {
  const notes = useNotes({ studentId, subjectId });
  const ownSenderId = useAuth().user?.uid ?? '';

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

  return (
    <Stack>
      <NoteComposer sending={notes.sending} onSend={notes.send} />
      {list()}
    </Stack>
  );
}
