import type { Tutor } from '../../../generated/api/schemas';
import { formatLongCalendarDay } from '../../../lib/dates';

export const SUSPENDED_NOTICE =
  'Your account is suspended while a concern is looked into. You cannot open sessions for now.';
export const DBS_NOT_CURRENT_NOTICE =
  'Your DBS check is not current, so you cannot take sessions until Plytime records your new certificate.';

export interface StandingNotice {
  text: string;
  /** Red for what stops the tutor teaching now, orange for what will. */
  colour: 'red' | 'orange';
}

/**
 * What a tutor is told on their home about their own standing: a
 * suspension, a DBS check that is not current, or one that lapses soon
 * (the server says which, under its policy). Nothing when all is well.
 */
export function standingNotices({
  suspended,
  dbs_status,
  dbs_lapses_on,
}: Pick<Tutor, 'suspended' | 'dbs_status' | 'dbs_lapses_on'>): StandingNotice[] {
  const notices: StandingNotice[] = [];
  if (suspended) notices.push({ text: SUSPENDED_NOTICE, colour: 'red' });
  if (dbs_status === 'expired' || dbs_status === 'missing') {
    notices.push({ text: DBS_NOT_CURRENT_NOTICE, colour: 'red' });
  }
  if (dbs_status === 'expiring') {
    const when = dbs_lapses_on ? `on ${formatLongCalendarDay(dbs_lapses_on)}` : 'soon';
    notices.push({
      text: `Your DBS check lapses ${when}. Send your new certificate to Plytime so you can keep taking sessions.`,
      colour: 'orange',
    });
  }
  return notices;
}
