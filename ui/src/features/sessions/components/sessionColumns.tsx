import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { Session } from '../../../generated/api/schemas';
import { RecordingLink } from '../../recordings';
import { formatLondonDate, formatLondonTime } from '../../../lib/londonTime';
import { reportPath, studentSessionPath, whiteboardPath } from '../paths';
import { SessionStatus } from './SessionStatus';

/** One column of a sessions table: its heading and what each row shows. */
export interface SessionColumn {
  header: string;
  cell: (session: Session) => ReactNode;
  /** A menu or button: on a phone it goes at the end of the session's card. */
  action?: boolean;
}

const startOf = (session: Session) => new Date(session.session_date_time);

const DATE: SessionColumn = { header: 'Date', cell: (s) => formatLondonDate(startOf(s)) };
const TIME: SessionColumn = { header: 'Time', cell: (s) => formatLondonTime(startOf(s)) };
const LENGTH: SessionColumn = { header: 'Length', cell: (s) => `${s.session_length} mins` };
const SUBJECT: SessionColumn = { header: 'Subject', cell: (s) => s.subject.name };
const STUDENT: SessionColumn = { header: 'Student', cell: (s) => s.student.name };
const TUTOR: SessionColumn = { header: 'Tutor', cell: (s) => s.tutor.first_name };
const STATUS: SessionColumn = { header: 'Status', cell: (s) => s.status };
/** Everyone but the child hears that the tutor is to be replaced (SessionStatus). */
const STATUS_AND_SUBSTITUTE: SessionColumn = {
  header: 'Status',
  cell: (s) => <SessionStatus session={s} />,
};
const YEAR_LEVEL: SessionColumn = {
  header: 'Year / level',
  cell: (s) => `Year ${s.student.school_year} / ${s.relative_level}`,
};

/** A past session's whiteboard, for the family to look back on. */
export const WHITEBOARD: SessionColumn = {
  header: 'Whiteboard',
  cell: (s) =>
    s.cancelled ? null : (
      <Anchor component={Link} to={whiteboardPath(s._id)}>
        Open
      </Anchor>
    ),
};

/** A past session's report to the parent, once the tutor has sent it. */
export const REPORT: SessionColumn = {
  header: 'Report',
  cell: (s) =>
    s.report_sent ? (
      <Anchor component={Link} to={reportPath(s._id)}>
        Read
      </Anchor>
    ) : null,
};

/**
 * A past session's recording: the server names it only to those who may
 * watch it, the child's parent and the safeguarding lead.
 */
export const RECORDING: SessionColumn = {
  header: 'Recording',
  cell: (s) => (s.recording_id ? <RecordingLink recordingId={s.recording_id} /> : null),
};

/** Tutors and admins: Actions is added by the table that knows the view. */
export const MANAGED_COLUMNS = [
  DATE,
  TIME,
  LENGTH,
  SUBJECT,
  STUDENT,
  YEAR_LEVEL,
  STATUS_AND_SUBSTITUTE,
];

/** Parents have no actions, and want to know which tutor each child sees. */
export const PARENT_COLUMNS = [DATE, TIME, LENGTH, SUBJECT, STUDENT, TUTOR, STATUS_AND_SUBSTITUTE];

/** A child's row opens its session page. */
const SESSION_DATE: SessionColumn = {
  header: 'Date',
  cell: (s) => (
    <Anchor component={Link} to={studentSessionPath(s._id)}>
      {formatLondonDate(startOf(s))}
    </Anchor>
  ),
};

/**
 * /student/sessions shows Date, Time, Subject, Tutor, Status. A change of
 * tutor is for the adults to arrange, so a child's table does not say
 * their tutor is to be replaced.
 */
export const STUDENT_COLUMNS = [SESSION_DATE, TIME, SUBJECT, TUTOR, STATUS];
