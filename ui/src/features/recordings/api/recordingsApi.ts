import * as recordings from '../../../generated/api/operations/recordings';
import type { PlaybackPass, RecordingView, Scene } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

// Only the child's parent and the safeguarding lead may watch; anyone else
// is told 'No such recording' (docs/recordings.md).

/**
 * Opens a playback: the server notes it in the recording's audit log and
 * answers the stream URL, whose pass lasts an hour.
 */
export function openPlayback(recordingId: string): Promise<PlaybackPass> {
  return call(recordings.openPlayback, { params: { recording_id: recordingId } });
}

/** Who watched the recording, oldest first. */
export function listViews(recordingId: string): Promise<RecordingView[]> {
  return call(recordings.recordingViews, { params: { recording_id: recordingId } });
}

/** The session's whiteboard as it was `atMs` milliseconds into the recording. */
export function fetchBoardAt(recordingId: string, atMs: number): Promise<Scene> {
  return call(recordings.boardAt, {
    params: { recording_id: recordingId },
    query: { at_ms: atMs },
  });
}
