/**
 * Why this window cannot run a video call, or null when it can. The
 * desktop app's webview on Linux (WebKitGTK) is built without WebRTC
 * (docs/live-sessions.md), and some browsers lack it too.
 */
export function callUnsupported(): string | null {
  if (typeof RTCPeerConnection === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    return 'Video calls cannot run in this window. Please open the session in Chrome, Firefox or Safari.';
  }
  return null;
}
