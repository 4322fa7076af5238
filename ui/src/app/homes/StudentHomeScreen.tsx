import { ReportConcernButton } from '../../features/concerns';
import { StudentHome } from '../../features/home/components/StudentHome';
import { MessagesButton } from '../../features/messages/components/MessagesButton';
import { StudentSessionButton } from '../../features/sessions/components/StudentSessionButton';

/**
 * The student's home, with their next session, their messages and a way
 * to tell us what worried them.
 */
export function StudentHomeScreen() {
  return (
    <StudentHome
      nextSession={<StudentSessionButton />}
      messages={<MessagesButton />}
      concern={<ReportConcernButton />}
    />
  );
}
