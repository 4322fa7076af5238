import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';

import type { RoomToken } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import { isTauri } from '../../../lib/platform';
import { fetchRoom } from '../api/roomApi';
import { useNow } from '../hooks/useNow';
import type { CallViewProps } from '../room/BuiltinCallView';
import { type CallMedia, NO_MEDIA } from '../room/callMedia';
import { callUnsupported } from '../room/callSupport';
import { RoomChat } from '../room/chat/RoomChat';
import { RoomLayout, type RoomView } from '../room/layout/RoomLayout';
import { AskedQuestions } from '../room/questions/AskedQuestions';
import { forgetJoined, rememberJoined, wasJoined } from '../room/rejoin';
import { type ChannelEnd, channelUrl, SessionChannel } from '../room/sessionChannel';
import {
  type LoadedSession,
  ROOM_STATUS_TEXT,
  type RoomStatus,
  roomStatus,
} from '../rules/roomStatus';
import { isOver } from '../rules/sessionTiming';
import { LIVE_NOW } from './LiveNow';
import { OpenInBrowser } from './OpenInBrowser';
import { SessionCountdown } from './SessionCountdown';

// The call, built in or Jitsi's, loads once the session is joined.
const BuiltinCallView = lazy(() =>
  import('../room/BuiltinCallView').then((module) => ({ default: module.BuiltinCallView })),
);
/** The game's question inputs load only with a live question's dialog. */
const LiveQuestionDialog = lazy(() =>
  import('../room/questions/LiveQuestionDialog').then((module) => ({
    default: module.LiveQuestionDialog,
  })),
);
const JitsiCallView = lazy(() =>
  import('../room/jitsi/JitsiCallView').then((module) => ({ default: module.JitsiCallView })),
);

/** The countdown ticks every second. */
const TICK_MS = 1_000;

const STATUS_COLOURS: Record<RoomStatus, string> = {
  LOADING: 'gray',
  ERROR_NO_SESSION: 'red',
  EARLY: 'gray',
  READY: 'blue',
  CONNECTING: 'yellow',
  AWAITING_TUTOR: 'orange',
  ACTIVE: 'green',
  FINISHED: 'gray',
};

const END_MESSAGES: Partial<Record<ChannelEnd, string>> = {
  replaced: 'You opened this session in another window, so it continues there.',
};

/**
 * In the room: the pass and the session channel it opened. Someone who
 * only looks on (an admin in a Jitsi room) has no channel: it is the two
 * participants'.
 */
interface Joined {
  room: RoomToken;
  channel: SessionChannel | null;
}

export interface SessionRoomProps {
  session: LoadedSession;
  side: 'student' | 'tutor';
  /** Why this person cannot join the call, if they cannot (an admin on a one-to-one call). */
  cannotJoin?: string;
  /** Joins the video only, without the session channel (an admin looking on). */
  onlyLooksOn?: boolean;
  /** Called when the status changes (the page refreshes the session once it is over). */
  onStatus?: (status: RoomStatus) => void;
  /** Called with the session channel once joined (the whiteboard draws over it), and null after. */
  onChannel?: (channel: SessionChannel | null) => void;
  /** Board first (the default) or video first (room/layout/RoomLayout). */
  view?: RoomView;
  /** The shared whiteboard, placed beside or below the call. */
  board?: ReactNode;
  /** The tutor's Trend, Focus and Answers, while open. */
  panel?: ReactNode;
}

/**
 * A live session as its student or tutor sees it (docs/live-sessions.md): the
 * status, the countdown ticking every second, Join while the room is
 * open, then the call, laid out with the board and the tutor's panel. A
 * reload or a dropped network comes back into the same call.
 */
export function SessionRoom({
  session,
  side,
  cannotJoin,
  onlyLooksOn = false,
  onStatus,
  onChannel,
  view = 'board',
  board,
  panel,
}: SessionRoomProps) {
  const now = useNow(TICK_MS);
  const [joined, setJoined] = useState<Joined | null>(null);
  const room = joined?.room ?? null;
  const [media, setMedia] = useState<CallMedia>(NO_MEDIA);
  const [joining, setJoining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const status = roomStatus(
    session,
    { hasRoomToken: room !== null, hasLocalTrack: media.local, hasRemoteTrack: media.remote },
    now,
  );
  const sessionId = typeof session === 'object' ? session._id : null;
  // The desktop app hands the call to the web browser instead.
  const [desktop] = useState(isTauri);
  const [unsupported] = useState(callUnsupported);
  const reason = cannotJoin ?? (desktop ? null : unsupported);
  const joinable = typeof session === 'object' && session.paid && !reason;

  // Changes state only once the server answers, so it may also run from an effect.
  const requestRoom = useCallback(() => {
    if (!sessionId) return;
    fetchRoom(sessionId)
      .then(
        (token) => {
          const channel = onlyLooksOn
            ? null
            : new SessionChannel(
                channelUrl(window.location.origin, sessionId, token.channel_token),
              );
          setJoined({ room: token, channel });
          rememberJoined(sessionId);
        },
        (error: unknown) => {
          forgetJoined(sessionId);
          setProblem(`Error: ${errorMessages(error).join(', ')}`);
        },
      )
      .finally(() => setJoining(false));
  }, [sessionId, onlyLooksOn]);

  function join() {
    setJoining(true);
    setProblem(null);
    requestRoom();
  }

  const left = useCallback(
    (reason: ChannelEnd) => {
      setJoined(null);
      setMedia(NO_MEDIA);
      if (sessionId) forgetJoined(sessionId);
      setProblem(END_MESSAGES[reason] ?? null);
    },
    [sessionId],
  );
  // The channel's end (the session's, a Leave, another window) ends the call.
  useEffect(() => {
    const channel = joined?.channel;
    if (!channel) return;
    const unlisten = channel.listen({ onEnd: left });
    return () => {
      unlisten();
      channel.close();
    };
  }, [joined, left]);
  const leave = useCallback(() => {
    if (joined?.channel) joined.channel.close();
    else left('closed');
  }, [joined, left]);
  useEffect(() => onChannel?.(joined?.channel ?? null), [joined, onChannel]);

  // Back after a reload or a lost tab: straight into the same call.
  const ready = status === 'READY';
  useEffect(() => {
    if (ready && joinable && sessionId && wasJoined(sessionId)) requestRoom();
  }, [ready, joinable, sessionId, requestRoom]);
  useEffect(() => onStatus?.(status), [onStatus, status]);

  if (typeof session !== 'object') {
    return (
      <Text
        c={session === 'missing' ? 'red' : undefined}
        role={session === 'missing' ? 'alert' : undefined}
      >
        {ROOM_STATUS_TEXT[status]}
      </Text>
    );
  }
  const other = side === 'student' ? session.tutor.first_name : session.student.first_name;
  const loadedId = session._id;
  const callProps = (call: Joined): CallViewProps => ({
    sessionId: session._id,
    room: call.room,
    side,
    otherName: other,
    active: status === 'ACTIVE',
    over: isOver(session, now),
    onMedia: setMedia,
    onLeave: leave,
  });

  /** The call once joined; before it, Join where the call will be. */
  function callOrJoin(): ReactNode {
    if (joined) {
      return (
        <Suspense fallback={<Text c="dimmed">Loading...</Text>}>
          {joined.room.provider === 'jitsi' && <JitsiCallView {...callProps(joined)} />}
          {joined.channel && joined.room.provider === 'builtin' && (
            <BuiltinCallView {...callProps(joined)} channel={joined.channel} />
          )}
          {joined.channel && (
            <RoomChat sessionId={loadedId} channel={joined.channel} otherName={other} />
          )}
          {joined.channel && side === 'tutor' && (
            <AskedQuestions sessionId={loadedId} channel={joined.channel} childName={other} />
          )}
          {joined.channel && side === 'student' && (
            <LiveQuestionDialog sessionId={loadedId} channel={joined.channel} tutorName={other} />
          )}
        </Suspense>
      );
    }
    if (desktop || status !== 'READY' || !joinable) return null;
    return (
      <Group>
        <Button size="lg" color="green" loading={joining} onClick={join}>
          Join
        </Button>
        <Text c="dimmed">Your camera and microphone will start.</Text>
      </Group>
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        <SessionCountdown session={session} now={now} size="lg" fw={600} data-testid="countdown" />
        <Badge
          size="lg"
          // The longest status wraps on a phone rather than being cut off.
          styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
          color={STATUS_COLOURS[status]}
          data-testid="room-status"
          data-status={status}
        >
          {cannotJoin && status === 'READY' ? LIVE_NOW : ROOM_STATUS_TEXT[status]}
        </Badge>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {desktop && status !== 'FINISHED' && !cannotJoin && <OpenInBrowser sessionId={session._id} />}
      {status === 'READY' && !joinable && (!desktop || cannotJoin) && (
        <Text c="dimmed">
          {cannotJoin ?? 'This session is not paid for, so it cannot be joined.'}
        </Text>
      )}
      <RoomLayout view={view} call={callOrJoin()} board={board} panel={panel} />
      {status === 'FINISHED' && (
        <Text data-testid="attendance">This session has finished: {session.status}.</Text>
      )}
    </Stack>
  );
}
