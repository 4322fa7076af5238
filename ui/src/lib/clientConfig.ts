import { useQuery } from '@tanstack/react-query';

import type { ClientConfig } from '../generated/ClientConfig';
import { apiRequest } from './api/client';

export function fetchClientConfig(): Promise<ClientConfig> {
  return apiRequest<ClientConfig>({
    method: 'GET',
    path: 'client_config',
    responseSchema: 'ClientConfig',
    auth: false,
  });
}

/** Settings the header needs before anyone signs in; they do not change while the page is open. */
export function useClientConfig() {
  return useQuery({ queryKey: ['client_config'], queryFn: fetchClientConfig, staleTime: Infinity });
}
