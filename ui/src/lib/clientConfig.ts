import { useQuery } from '@tanstack/react-query';

import * as util from '../generated/api/operations/util';
import type { ClientConfig } from '../generated/api/schemas';
import { call } from './api/client';

export function fetchClientConfig(): Promise<ClientConfig> {
  return call(util.clientConfig);
}

/** Settings the header needs before anyone signs in; they do not change while the page is open. */
export function useClientConfig() {
  return useQuery({ queryKey: ['client_config'], queryFn: fetchClientConfig, staleTime: Infinity });
}
