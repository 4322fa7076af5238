import * as sessions from '../../../generated/api/operations/sessions';
import type { VideoCheck } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

/** What the check tries to reach: the built-in call's ICE servers, or the Jitsi server. */
export function fetchVideoCheck(): Promise<VideoCheck> {
  return call(sessions.videoCheck);
}
