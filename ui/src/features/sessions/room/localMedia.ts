/** A camera good enough for a face and a worked example held up to it. */
const CAMERA: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 480 } };

export const NO_MEDIA_DEVICES =
  'Could not start the camera or microphone - check your browser settings and try the Audio/Video Check';

/**
 * The camera and microphone, or whichever of them works: a child whose
 * camera is broken can still be heard, and one without a microphone seen.
 */
export async function openCameraAndMicrophone(): Promise<MediaStream> {
  const devices = navigator.mediaDevices;
  if (!devices?.getUserMedia) throw new Error(NO_MEDIA_DEVICES);
  const attempts: MediaStreamConstraints[] = [
    { video: CAMERA, audio: true },
    { audio: true },
    { video: CAMERA },
  ];
  for (const constraints of attempts) {
    try {
      return await devices.getUserMedia(constraints);
    } catch {
      // Try with less.
    }
  }
  throw new Error(NO_MEDIA_DEVICES);
}

/** The screen (or a window) to show the other side, or null if the person chose none. */
export async function openScreen(): Promise<MediaStreamTrack | null> {
  try {
    const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    return stream.getVideoTracks()[0] ?? null;
  } catch {
    return null;
  }
}

export function hasTrack(stream: MediaStream | null, kind: 'audio' | 'video'): boolean {
  return (stream?.getTracks() ?? []).some((track) => track.kind === kind);
}

export function stopAll(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
