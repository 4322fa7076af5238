import type { VideoCheck } from '../../../generated/VideoCheck';
import { apiRequest } from '../../../lib/api/client';

/** What the check tries to reach: the built-in call's ICE servers, or the Jitsi server. */
export function fetchVideoCheck(): Promise<VideoCheck> {
  return apiRequest<VideoCheck>({
    method: 'GET',
    path: 'video/check',
    responseSchema: 'VideoCheck',
  });
}
