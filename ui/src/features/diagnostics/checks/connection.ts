import type { VideoCheck } from '../../../generated/api/schemas';

/** How long the connection check waits before it says it could not connect. */
const CONNECT_WITHIN_MS = 10_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);
}

/**
 * The built-in call's path: two peer connections in this page connect
 * through the configured ICE servers, only through the TURN relay when one
 * is configured (so the relay and its credentials are what is tried).
 */
async function builtinConnects(check: VideoCheck): Promise<boolean> {
  const relayed = check.ice_servers.some((server) =>
    server.urls.some((url) => url.startsWith('turn')),
  );
  const config: RTCConfiguration = {
    iceServers: check.ice_servers,
    iceTransportPolicy: relayed ? 'relay' : 'all',
  };
  const caller = new RTCPeerConnection(config);
  const callee = new RTCPeerConnection(config);
  try {
    caller.onicecandidate = ({ candidate }) => candidate && void callee.addIceCandidate(candidate);
    callee.onicecandidate = ({ candidate }) => candidate && void caller.addIceCandidate(candidate);
    const channel = caller.createDataChannel('check');
    const open = new Promise<void>((resolve) => (channel.onopen = () => resolve()));
    await caller.setLocalDescription();
    await callee.setRemoteDescription(caller.localDescription!);
    await callee.setLocalDescription();
    await caller.setRemoteDescription(callee.localDescription!);
    await within(open, CONNECT_WITHIN_MS);
    return true;
  } catch {
    return false;
  } finally {
    caller.close();
    callee.close();
  }
}

/** The Jitsi server answers for its script (an opaque answer is enough). */
async function jitsiAnswers(domain: string): Promise<boolean> {
  try {
    await within(
      fetch(`https://${domain}/external_api.js`, { mode: 'no-cors', cache: 'no-store' }),
      CONNECT_WITHIN_MS,
    );
    return true;
  } catch {
    return false;
  }
}

/** Whether the configured video path can be reached from here. */
export function videoPathReachable(check: VideoCheck): Promise<boolean> {
  return check.provider === 'jitsi' && check.jitsi_domain
    ? jitsiAnswers(check.jitsi_domain)
    : builtinConnects(check);
}
