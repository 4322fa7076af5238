import type { SessionDescription } from '../../../generated/SessionDescription';

/** How long to wait for ICE candidates before sending the description with those there are. */
export const ICE_GATHERING_TIMEOUT_MS = 3_000;

/**
 * `pc`'s local description with its ICE candidates in it, for a path that
 * does not trickle them: once gathering is complete, or with what there is
 * after `timeoutMs`. Null if there is no local description.
 */
export async function gatheredDescription(
  pc: RTCPeerConnection,
  timeoutMs = ICE_GATHERING_TIMEOUT_MS,
): Promise<SessionDescription | null> {
  await gatheringComplete(pc, timeoutMs);
  const local = pc.localDescription;
  return local ? { type: local.type, sdp: local.sdp } : null;
}

function gatheringComplete(pc: RTCPeerConnection, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') {
      resolve();
      return;
    }
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    pc.addEventListener('icegatheringstatechange', check);
  });
}
