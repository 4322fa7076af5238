import * as profile from '../../generated/api/operations/profile';
import type { Me } from '../../generated/api/schemas';
import { call } from '../api/client';

export function fetchMe(): Promise<Me> {
  return call(profile.me);
}
