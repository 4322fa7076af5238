import type { Me } from '../../generated/Me';
import { apiRequest } from '../api/client';

export function fetchMe(): Promise<Me> {
  return apiRequest<Me>({ method: 'GET', path: 'profile/me', responseSchema: 'Me' });
}
