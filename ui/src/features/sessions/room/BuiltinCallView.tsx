import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

import type { RoomToken } from '../../../generated/api/schemas';
import type { SessionChannel } from './sessionChannel';
import { BuiltinCall } from './builtinCall';
import type { CallMedia } from './callMedia';
import { type ConnectionQuality, QUALITY_TEXT } from './connectionQuality';
import { mediaStateNotes } from './mediaState';
import { RecordingNotice } from './RecordingNotice';
import { useHeartbeat, useRegisterWriter } from './useRegister';
import { VideoTile } from './VideoTile';

export interface CallViewProps {
  sessionId: string;
  room: RoomToken;
  /** The child's side; the tutor's side may share a screen. */
  side: 'student' | 'tutor';
  /** Whose face the other tile shows. */
  otherName: string;
  /** Screen sharing is offered only while the call is ACTIVE. */
  active: boolean;
  /** The session's end has come (the built-in call's channel ends it by itself). */
  over: boolean;
  onMedia(media: CallMedia): void;
  /** The person left the call (Leave, or the call ended for them). */
  onLeave(): void;
}

const QUALITY_COLOURS: Record<ConnectionQuality, string> = {
  good: 'green',
  fair: 'yellow',
  poor: 'red',
};

/** The built-in one-to-one call: both pictures and the controls. */
export function BuiltinCallView(props: CallViewProps & { channel: SessionChannel }) {
  const { sessionId, room, channel, side, otherName, active, over, onMedia, onLeave } = props;
  const register = useRegisterWriter(sessionId);
  const [call] = useState(
    () => new BuiltinCall({ room, channel, polite: side === 'student', register }),
  );
  const state = useSyncExternalStore(call.subscribe, call.getState);

  useEffect(() => {
    void call.start();
    // Leaving the page leaves the call, and says so in the register.
    return () => call.leave();
  }, [call]);
  useHeartbeat(register, state.connected);
  // The server ends the call at the session's end; if the channel was down
  // then, there is nothing left to reconnect to.
  useEffect(() => {
    if (over && !state.connected) onLeave();
  }, [onLeave, over, state.connected]);
  const { local, remote } = state;
  useEffect(
    () => onMedia({ local: local !== null, remote: remote !== null }),
    [onMedia, local, remote],
  );

  function leave() {
    call.leave();
    onLeave();
  }

  return (
    <Stack gap="sm">
      {state.error && (
        <Alert color="red" title="Camera and microphone">
          {state.error}
        </Alert>
      )}
      {/* Sized by the room's layout (layout/roomLayout.css). */}
      <div className="call-tiles">
        <div className="call-remote">
          <VideoTile
            stream={remote}
            own={false}
            label={otherName}
            placeholder={`Waiting for ${otherName}`}
            testId="remote-video"
            notes={mediaStateNotes(otherName, state.other)}
          />
        </div>
        <VideoTile
          stream={local}
          own
          label="You"
          placeholder="Starting your camera"
          testId="local-video"
        />
      </div>
      {state.quality && (
        <Badge
          color={QUALITY_COLOURS[state.quality]}
          variant="light"
          data-testid="connection-quality"
          data-quality={state.quality}
        >
          {QUALITY_TEXT[state.quality]}
        </Badge>
      )}
      <Group gap="xs">
        <Button variant="light" onClick={() => call.toggleCamera()} disabled={!local}>
          {state.cameraOn ? 'Turn camera off' : 'Turn camera on'}
        </Button>
        <Button variant="light" onClick={() => call.toggleMicrophone()} disabled={!local}>
          {state.microphoneOn ? 'Mute microphone' : 'Unmute microphone'}
        </Button>
        {side === 'tutor' && (
          <Button variant="light" onClick={() => void call.toggleScreen()} disabled={!active}>
            {state.sharingScreen ? 'Stop sharing' : 'Share screen'}
          </Button>
        )}
        <Button color="red" variant="light" onClick={leave}>
          Leave
        </Button>
      </Group>
      <RecordingNotice room={room} />
    </Stack>
  );
}
