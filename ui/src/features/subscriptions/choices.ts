import type { ApproxTime } from '../../generated/api/schemas';

/** The plan without tutor sessions, as the session option names it. */
export const PLATFORM_ONLY = 'Platform Only';

export function isPlatformOnly(plan: string): boolean {
  return plan === PLATFORM_ONLY;
}

export const APPROX_TIMES: readonly ApproxTime[] = [
  'Morning (08:00-11:45)',
  'Early Afternoon (12:00-14:45)',
  'Late Afternoon (15:00-17:45)',
  'Early Evening (18:00-20:45)',
  'Late Evening (21:00-23:45)',
];
