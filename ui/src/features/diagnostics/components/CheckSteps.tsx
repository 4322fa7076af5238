import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

import {
  askForCameraAndMicrophone,
  listenForSound,
  recordFourSeconds,
  shareScreen,
  stopStream,
  watchDevices,
} from '../checks/media';
import { MESSAGES, type Outcome } from '../rules/wizard';

/** What every check step gets: the media from the permissions step, and where to report. */
export interface StepProps {
  stream: MediaStream | null;
  onDone: (outcome: Outcome) => void;
}

const passed: Outcome = { kind: 'passed' };
const skipped: Outcome = { kind: 'skipped' };
const failed = (message: string): Outcome => ({ kind: 'failed', message });

/** Yes and Skip for now, as every step offers them. */
function Answer({
  onYes,
  onSkip,
  busy,
}: {
  onYes: () => void;
  onSkip: () => void;
  busy?: boolean;
}) {
  return (
    <Group>
      <Button color="green" onClick={onYes} loading={busy}>
        Yes
      </Button>
      <Button variant="default" onClick={onSkip} disabled={busy}>
        Skip for now
      </Button>
    </Group>
  );
}

/** Step 1: the camera and microphone may be used. */
export function PermissionsStep({
  onGranted,
  onDone,
  warning,
}: {
  onGranted: (stream: MediaStream) => void;
  onDone: (outcome: Outcome) => void;
  warning: string | null;
}) {
  const [asking, setAsking] = useState(false);
  async function ask() {
    setAsking(true);
    try {
      onGranted(await askForCameraAndMicrophone());
      onDone(passed);
    } catch (error) {
      const refused = error instanceof DOMException && /NotAllowed|Security/.test(error.name);
      onDone(failed(refused ? MESSAGES.permissions : MESSAGES.unknown));
    } finally {
      setAsking(false);
    }
  }
  return (
    <Stack>
      {warning && (
        <Text c="red" role="alert">
          {warning}
        </Text>
      )}
      <Text>Plytime needs your camera and microphone for video sessions. Allow them now?</Text>
      <Answer onYes={() => void ask()} onSkip={() => onDone(skipped)} busy={asking} />
    </Stack>
  );
}

/** The cameras and microphones found once permissions were given. */
export function DeviceList({ active }: { active: boolean }) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => (active ? watchDevices(setDevices) : undefined), [active]);
  if (devices.length === 0) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="devices">
      Found:{' '}
      {devices
        .map(
          (device) => device.label || (device.kind === 'videoinput' ? 'a camera' : 'a microphone'),
        )
        .join(', ')}
    </Text>
  );
}

/** How long the camera has to show a picture. */
const PICTURE_WITHIN_MS = 5_000;

/** Step 2: the camera shows the person to themselves. */
export function CameraStep({ stream, onDone }: StepProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [showing, setShowing] = useState(false);
  const hasCamera = (stream?.getVideoTracks().length ?? 0) > 0;
  useEffect(() => {
    const element = video.current;
    if (!element || !hasCamera) return;
    element.srcObject = stream;
    const timer = setTimeout(() => {
      if (element.videoWidth === 0) onDone(failed(MESSAGES.video));
    }, PICTURE_WITHIN_MS);
    return () => clearTimeout(timer);
  }, [stream, hasCamera, onDone]);
  if (!hasCamera) {
    return (
      <Stack>
        <Text>There is no camera to check: give the permissions first.</Text>
        <Group>
          <Button variant="default" onClick={() => onDone(skipped)}>
            Skip for now
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack>
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        data-testid="camera-preview"
        onLoadedData={() => setShowing(true)}
        style={{ width: 320, borderRadius: 8, background: '#222', transform: 'scaleX(-1)' }}
      />
      <Text>{showing ? 'Can you see yourself?' : 'Starting your camera...'}</Text>
      <Answer
        onYes={() => onDone(showing ? passed : failed(MESSAGES.video))}
        onSkip={() => onDone(skipped)}
      />
    </Stack>
  );
}

type AudioPhase = 'ready' | 'listening' | 'recording' | 'playback';

/** Step 3: the microphone hears, records 4 seconds, and plays them back. */
export function AudioStep({ stream, onDone }: StepProps) {
  const [phase, setPhase] = useState<AudioPhase>('ready');
  const [recording, setRecording] = useState<string | null>(null);
  const abort = useRef(new AbortController());
  useEffect(() => {
    const controller = abort.current;
    return () => controller.abort();
  }, []);
  useEffect(() => () => (recording ? URL.revokeObjectURL(recording) : undefined), [recording]);

  async function test() {
    if (!stream || stream.getAudioTracks().length === 0) {
      onDone(failed(MESSAGES.audio));
      return;
    }
    try {
      setPhase('listening');
      if (!(await listenForSound(stream, abort.current.signal))) {
        onDone(failed(MESSAGES.silence));
        return;
      }
      setPhase('recording');
      setRecording(URL.createObjectURL(await recordFourSeconds(stream)));
      setPhase('playback');
    } catch {
      onDone(failed(MESSAGES.audio));
    }
  }

  if (phase === 'listening' || phase === 'recording') {
    return (
      <Group>
        <Loader size="sm" />
        <Text data-testid="audio-phase">
          {phase === 'listening'
            ? 'Say something or clap: listening for up to 20 seconds...'
            : 'Recording 4 seconds: keep talking...'}
        </Text>
      </Group>
    );
  }
  if (phase === 'playback' && recording) {
    return (
      <Stack>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the person's own few seconds of sound, just recorded: there is nothing to caption it with. */}
        <audio src={recording} controls autoPlay data-testid="audio-playback" />
        <Text>Did you hear your recording?</Text>
        <Answer onYes={() => onDone(passed)} onSkip={() => onDone(skipped)} />
      </Stack>
    );
  }
  return (
    <Stack>
      <Text>Test your microphone now? We listen, record 4 seconds and play them back to you.</Text>
      <Answer onYes={() => void test()} onSkip={() => onDone(skipped)} />
    </Stack>
  );
}

/** Step 4: the screen can be shared (tutors show their screen in sessions). */
export function ScreenStep({ onDone }: StepProps) {
  const [asking, setAsking] = useState(false);
  async function test() {
    setAsking(true);
    try {
      stopStream(await shareScreen());
      onDone(passed);
    } catch (error) {
      const refused = error instanceof DOMException && error.name === 'NotAllowedError';
      onDone(failed(refused ? 'Screen sharing was not allowed.' : MESSAGES.unknown));
    } finally {
      setAsking(false);
    }
  }
  return (
    <Stack>
      <Text>Try sharing your screen? Choose any window; it stops straight away.</Text>
      <Answer onYes={() => void test()} onSkip={() => onDone(skipped)} busy={asking} />
    </Stack>
  );
}
