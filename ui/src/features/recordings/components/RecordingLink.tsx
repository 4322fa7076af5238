import { Anchor } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The player loads when it is opened, not with the tables that link to it.
const RecordingPlayer = lazy(() =>
  import('./RecordingPlayer').then((module) => ({ default: module.RecordingPlayer })),
);

/** "Watch": opens a session's recording for someone the server let see its id. */
export function RecordingLink({ recordingId }: { recordingId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" onClick={() => setOpen(true)}>
        Watch
      </Anchor>
      {open && (
        <Suspense fallback={null}>
          <RecordingPlayer recordingId={recordingId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
