import type { PracticeArea, SessionReport } from '../../../generated/api/schemas';
import { formatLondonTime, formatLondonWeekdayDate } from '../../../lib/londonTime';
import { counted } from '../../../lib/plural';

/** The most a tutor's note may hold, as the server counts (shared/src/api/reports.rs). */
export const NOTE_MAX_CHARS = 2000;

/** How many of their latest reports a child finds under their sessions. */
export const NOTES_SHOWN = 3;

/** 'Tuesday 15 December', London time: reports are read within weeks of the session. */
export const reportDay = (iso: string) => formatLondonWeekdayDate(new Date(iso));

/** "Ada's Maths session with Priya, Tuesday 15 December, 16:30". */
export function reportHeading(report: SessionReport): string {
  const start = new Date(report.session_date_time);
  return `${report.student_first_name}'s ${report.subject} session with ${report.tutor_first_name}, ${reportDay(report.session_date_time)}, ${formatLondonTime(start)}`;
}

/**
 * What the register says of the session, in the adults' words. Reports
 * exist only for sessions that are over and not cancelled, so the other
 * statuses are there for completeness.
 */
export function statusWords(report: SessionReport): string {
  const child = report.student_first_name;
  const tutor = report.tutor_first_name;
  switch (report.status) {
    case 'Attended':
      return `${child} and ${tutor} were both there.`;
    case 'Missed(student)':
      return `${child} missed the session.`;
    case 'Missed(tutor)':
      return `${tutor} missed the session.`;
    case 'Missed(both)':
      return `Neither ${child} nor ${tutor} joined.`;
    case 'Rescheduled':
      return 'Moved to another time.';
    case 'Substituted':
      return 'Handed to another tutor.';
    case 'Cancelled':
      return 'Cancelled.';
    case 'Booked':
    case 'Scheduled':
      return 'Still to come.';
  }
}

/** "12 minutes in the call, of 15". */
export function minutesInCall(report: SessionReport): string {
  return `${counted(report.minutes_in_call, 'minute')} in the call, of ${report.session_length}`;
}

/** An area with the answers behind it: "Adding tens (8 answers, 5 right)". */
export function practiceLabel(area: PracticeArea): string {
  return `${area.description} (${counted(area.answers, 'answer')}, ${area.right} right)`;
}
