import { HomePage } from '../../features/home/components/HomePage';
import { MessagesButton } from '../../features/messages/components/MessagesButton';
import { StudentSessionButton } from '../../features/sessions/components/StudentSessionButton';

/** The student's home, with their next session and their messages. */
export function StudentHomeScreen() {
  return (
    <HomePage
      area="student"
      leadingButton={<StudentSessionButton />}
      trailingButtons={<MessagesButton />}
    />
  );
}
