import { PageFrame } from '../../../components/frame/PageFrame';
import { useAuth } from '../../../lib/auth/AuthContext';
import { StudentReportNotes } from './report/StudentReportNotes';
import { STUDENT_COLUMNS } from './sessionColumns';
import { WeeklySessionsTable } from './WeeklySessionsTable';

/**
 * /student/sessions: the student's upcoming sessions, two weeks ahead at
 * first and one more week each time the last row is pressed, and below
 * them what their tutor wrote after their latest sessions.
 */
export function StudentSessionsPage() {
  const studentId = useAuth().user?._id;
  return (
    <PageFrame title="Sessions">
      <WeeklySessionsTable
        list="upcoming"
        owner={studentId ? { student_id: studentId } : null}
        columns={STUDENT_COLUMNS}
      />
      {studentId && <StudentReportNotes studentId={studentId} />}
    </PageFrame>
  );
}
