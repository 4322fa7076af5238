import { Button, Group } from '@mantine/core';
import { JitsiMeeting } from '@jitsi/react-sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { CallViewProps } from '../BuiltinCallView';
import { RecordingNotice } from '../RecordingNotice';
import { useHeartbeat, useRegisterWriter } from '../useRegister';
import { JITSI_EVENTS, othersAfter, registerTypeOf } from './jitsiEvents';

/** What the room uses of the Jitsi Meet external API. */
interface JitsiApi {
  on(event: string, listener: (payload: unknown) => void): void;
  executeCommand(command: string, ...args: unknown[]): void;
  dispose(): void;
}

/** Only what a one-to-one lesson needs; screen sharing is the room's own button. */
const TOOLBAR = ['microphone', 'camera', 'hangup', 'tileview', 'fullscreen'];

const CONFIG = {
  prejoinConfig: { enabled: false },
  prejoinPageEnabled: false,
  disableDeepLinking: true,
  startWithAudioMuted: false,
  startWithVideoMuted: false,
  toolbarButtons: TOOLBAR,
};

const INTERFACE = { SHOW_JITSI_WATERMARK: false, SHOW_WATERMARK_FOR_GUESTS: false };

function sizeFrame(parent: HTMLDivElement) {
  parent.style.height = '520px';
}

/**
 * The session in a Jitsi Meet room (docs/live-sessions.md): the iframe's
 * events drive the same register and status as the built-in call.
 */
export function JitsiCallView({
  sessionId,
  room,
  side,
  active,
  over,
  onMedia,
  onLeave,
}: CallViewProps) {
  const [joined, setJoined] = useState(false);
  const register = useRegisterWriter(sessionId);
  useHeartbeat(register, joined);
  const api = useRef<JitsiApi | null>(null);
  const [sharing, setSharing] = useState(false);

  const inConference = useRef(false);

  const onApiReady = useCallback(
    (ready: unknown) => {
      const jitsi = ready as JitsiApi;
      api.current = jitsi;
      let others = 0;
      for (const event of JITSI_EVENTS) {
        jitsi.on(event, (payload) => {
          const type = registerTypeOf(event, (payload ?? {}) as object);
          if (type) register(type);
          others = othersAfter(event, others);
          if (event === 'videoConferenceJoined') inConference.current = true;
          if (event === 'videoConferenceLeft') inConference.current = false;
          if (event === 'screenSharingStatusChanged') {
            setSharing(Boolean((payload as { on?: boolean } | undefined)?.on));
          }
          setJoined(inConference.current);
          onMedia({ local: inConference.current, remote: others > 0 });
          if (event === 'videoConferenceLeft') onLeave();
        });
      }
    },
    [register, onMedia, onLeave],
  );

  // Jitsi keeps a room open; the session's end closes ours.
  useEffect(() => {
    if (over) api.current?.executeCommand('hangup');
  }, [over]);

  // The iframe goes with the page; the register hears of it from here.
  useEffect(
    () => () => {
      if (inConference.current) register('disconnect');
      api.current?.dispose();
    },
    [register],
  );

  return (
    <>
      <JitsiMeeting
        domain={room.jitsi_domain ?? ''}
        roomName={room.room_id}
        jwt={room.token}
        configOverwrite={CONFIG}
        interfaceConfigOverwrite={INTERFACE}
        onApiReady={onApiReady}
        getIFrameRef={sizeFrame}
      />
      <Group>
        {side === 'tutor' && (
          <Button
            variant="light"
            disabled={!active}
            onClick={() => api.current?.executeCommand('toggleShareScreen')}
          >
            {sharing ? 'Stop sharing' : 'Share screen'}
          </Button>
        )}
        <Button color="red" variant="light" onClick={() => api.current?.executeCommand('hangup')}>
          Leave
        </Button>
      </Group>
      <RecordingNotice room={room} />
    </>
  );
}
