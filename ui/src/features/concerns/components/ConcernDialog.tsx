import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

import { OpeningModal } from '../../../components/dialog/OpeningModal';
import { type Audience, CONCERN_WORDS } from '../rules/concernWords';
import { ConcernForm } from './ConcernForm';
import { RaisedConcerns } from './RaisedConcerns';

export interface ConcernDialogProps {
  opened: boolean;
  onClose: () => void;
  audience: Audience;
  /** The session the concern is raised from, which it then names. */
  sessionId?: string;
  /** Whether to offer the parent's children to name one. */
  askForChild: boolean;
}

/** Said once the concern is sent; it takes the focus, so a screen reader reads it out. */
function Thanks({ text, onClose }: { text: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack gap="sm">
      <Alert ref={ref} tabIndex={-1} color="green" role="status">
        {text}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

function ConcernDialogBody({ onClose, audience, sessionId, askForChild }: ConcernDialogProps) {
  const [sent, setSent] = useState(false);
  const words = CONCERN_WORDS[audience];
  return (
    <Stack gap="lg">
      {sent ? (
        <Thanks text={words.thanks} onClose={onClose} />
      ) : (
        <ConcernForm
          words={words}
          sessionId={sessionId}
          askForChild={askForChild}
          onSent={() => setSent(true)}
        />
      )}
      <RaisedConcerns />
    </Stack>
  );
}

/**
 * The dialog a concern is written in, then the thanks for it, above the
 * concerns raised before. Each opening starts a new concern.
 */
export function ConcernDialog(props: ConcernDialogProps) {
  return (
    <OpeningModal
      opened={props.opened}
      onClose={props.onClose}
      title={CONCERN_WORDS[props.audience].title}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {props.opened && <ConcernDialogBody {...props} />}
    </OpeningModal>
  );
}
