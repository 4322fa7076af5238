import { StudentHome } from '../../features/home/components/StudentHome';
import { MessagesButton } from '../../features/messages/components/MessagesButton';
import { StudentSessionButton } from '../../features/sessions/components/StudentSessionButton';

/** The student's home, with their next session and their messages. */
export function StudentHomeScreen() {
  return <StudentHome nextSession={<StudentSessionButton />} messages={<MessagesButton />} />;
}
