import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';

import type { NewConcern } from '../../../generated/api/schemas';
import { toApiError } from '../../../lib/api/apiError';
import { useRaiseConcern } from '../hooks/useConcerns';
import { characterCount, checkConcern, MAX_CONCERN_CHARS } from '../rules/concernText';
import type { ConcernWords } from '../rules/concernWords';
import { ChildChoice } from './ChildChoice';

export interface ConcernFormProps {
  words: ConcernWords;
  /** The session the concern is raised from, which it then names. */
  sessionId?: string;
  /** Whether to offer the parent's children to name one. */
  askForChild: boolean;
  onSent: () => void;
}

/**
 * What happened, in the raiser's own words, up to the server's length. An
 * empty account is pointed out once Send is pressed; a long one as soon
 * as it is too long. Nothing is cut short as it is typed or pasted, so no
 * part of what someone wrote is lost without them seeing it.
 */
export function ConcernForm({ words, sessionId, askForChild, onSent }: ConcernFormProps) {
  const [text, setText] = useState('');
  const [studentId, setStudentId] = useState('');
  const [tried, setTried] = useState(false);
  const raising = useRaiseConcern();
  const count = characterCount(text);
  const problem = checkConcern({ what_happened: text })[0]?.message;
  const shownProblem = tried || count > MAX_CONCERN_CHARS ? problem : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || raising.isPending) return;
    const body: NewConcern = { what_happened: text };
    if (sessionId) body.session_id = sessionId;
    if (studentId) body.student_id = studentId;
    raising.mutate(body, { onSuccess: onSent });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {sessionId && (
          <Text size="sm" c="dimmed">
            {words.aboutSession}
          </Text>
        )}
        <Textarea
          label={words.label}
          required
          rows={6}
          resize="vertical"
          data-autofocus
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={shownProblem}
          description={`${count} / ${MAX_CONCERN_CHARS} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {askForChild && <ChildChoice value={studentId} onChange={setStudentId} />}
        {raising.error && (
          <Alert color="red" role="alert">
            {toApiError(raising.error).message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={raising.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
