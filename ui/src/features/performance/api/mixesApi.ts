import * as mixes from '../../../generated/api/operations/mixes';
import type { DeletedMix, Mix, MixBody } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

export function fetchMixes(studentId: string): Promise<Mix[]> {
  return call(mixes.listMixes, { params: { student_id: studentId } });
}

export function createMix(studentId: string, body: MixBody): Promise<Mix> {
  return call(mixes.createMix, { params: { student_id: studentId }, body });
}

export function saveMix(studentId: string, mixId: string, body: MixBody): Promise<Mix> {
  return call(mixes.saveMix, { params: { student_id: studentId, mix_id: mixId }, body });
}

export function deleteMix(studentId: string, mixId: string): Promise<DeletedMix> {
  return call(mixes.deleteMix, { params: { student_id: studentId, mix_id: mixId } });
}
