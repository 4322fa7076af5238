import type { DeletedMix } from '../../../generated/DeletedMix';
import type { Mix } from '../../../generated/Mix';
import type { MixBody } from '../../../generated/MixBody';
import { apiList, apiRequest } from '../../../lib/api/client';

export function fetchMixes(studentId: string): Promise<Mix[]> {
  return apiList<Mix>('Mix', {
    method: 'GET',
    path: 'student/{student}/mixes',
    params: { student: studentId },
  });
}

export function createMix(studentId: string, body: MixBody): Promise<Mix> {
  return apiRequest<Mix>({
    method: 'POST',
    path: 'student/{student}/mixes',
    params: { student: studentId },
    body,
    requestSchema: 'MixBody',
    responseSchema: 'Mix',
  });
}

export function saveMix(studentId: string, mixId: string, body: MixBody): Promise<Mix> {
  return apiRequest<Mix>({
    method: 'PUT',
    path: 'student/{student}/mixes/{mix}',
    params: { student: studentId, mix: mixId },
    body,
    requestSchema: 'MixBody',
    responseSchema: 'Mix',
  });
}

export function deleteMix(studentId: string, mixId: string): Promise<DeletedMix> {
  return apiRequest<DeletedMix>({
    method: 'DELETE',
    path: 'student/{student}/mixes/{mix}',
    params: { student: studentId, mix: mixId },
    responseSchema: 'DeletedMix',
  });
}
