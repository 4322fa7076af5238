import type { Role } from '../../../generated/api/schemas';

/**
 * What each role is offered on a student's performance. The server's own
 * rules (docs/authorization.md) are the authority and allow a little more.
 */
export interface PerformanceAbilities {
  /** Mark as reviewed and Request help: the student's own actions. */
  review: boolean;
  /** Resolve a help request: tutors (and admins, whom the server also lets). */
  resolve: boolean;
  /** The mix checkboxes and create, rename and delete controls on Focus. */
  editMixes: boolean;
  /**
   * Endcodes' codes (such as Y2-MD-ODDEVEN) beside their descriptions: the
   * staff's shorthand, which means nothing to a child or a parent.
   */
  showCodes: boolean;
}

/** TEST may do everything, as it may open every page. */
export function abilitiesOf(role: Role | undefined): PerformanceAbilities {
  const test = role === 'TEST';
  return {
    review: test || role === 'STUDENT',
    resolve: test || role === 'TUTOR' || role === 'ADMIN',
    editMixes: test || role === 'TUTOR',
    showCodes: test || role === 'TUTOR' || role === 'ADMIN',
  };
}
