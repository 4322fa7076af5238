import type { NewConcern, RaisedConcern } from '../../../generated/api/schemas';
import type { Answer } from '../../../test/openAs';
import { ok } from '../../../test/openAs';
import { SARAHS_ADA, SARAHS_BEN, sarahsProfile } from '../../../test/sarahsFamily';

/** A concern raised before, as its raiser sees it. */
export function aRaisedConcern(overrides: Partial<RaisedConcern> = {}): RaisedConcern {
  return {
    _id: 'concern-old',
    raised_at: '2026-03-04T09:05:00.000Z',
    what_happened: 'Someone in a lesson asked where I live and which school I go to',
    state: 'open',
    ...overrides,
  };
}

/**
 * The concern calls as the server answers them: a new concern is
 * received (open) and listed first among the caller's. A parent's profile
 * lists Ada and Ben, the children a concern may name.
 */
export function fakeConcernServer(earlier: RaisedConcern[] = []) {
  const raised = [...earlier];
  const answer: Answer = (request) => {
    if (request.method === 'POST' && request.path === 'concern') {
      const body = request.body as NewConcern;
      const concern = aRaisedConcern({
        _id: `concern-${raised.length + 1}`,
        raised_at: new Date().toISOString(),
        what_happened: body.what_happened.trim(),
      });
      raised.unshift(concern);
      return ok(concern);
    }
    if (request.method === 'GET' && request.path === 'concern/mine') return ok(raised);
    if (request.method === 'GET' && request.path === 'parent') {
      return ok(sarahsProfile({ students: [SARAHS_ADA, SARAHS_BEN] }));
    }
    return undefined;
  };
  return { answer, raised };
}
