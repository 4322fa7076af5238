import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

import { useNow } from '../hooks/useNow';
import { useStudentUpcomingSessions } from '../hooks/useOwnSessions';
import { joinPath, SESSION_PATHS } from '../paths';
import { STUDENT_HOME_RECHECK_MS, studentSessionButton } from '../rules/studentSessionButton';
import { SessionCountdown } from './SessionCountdown';

/**
 * The student home's first button: Join while a paid
 * session is open, otherwise Sessions with the next session beside it.
 * The choice is made again every 10 seconds.
 */
export function StudentSessionButton() {
  const sessions = useStudentUpcomingSessions({ poll: true });
  const now = useNow(STUDENT_HOME_RECHECK_MS);
  const choice = studentSessionButton(sessions.data ?? [], now);
  const shown = choice.kind === 'join' ? choice.session : choice.next;

  return (
    <Group gap="xs">
      {choice.kind === 'join' ? (
        <Button component={Link} to={joinPath(choice.session)} color="green">
          Join
        </Button>
      ) : (
        <Button component={Link} to={SESSION_PATHS.studentSessions}>
          Sessions
        </Button>
      )}
      {shown && (
        <SessionCountdown
          session={shown}
          now={now}
          size="sm"
          data-testid="next-session"
          prefix={`${shown.subject.name} with ${shown.tutor.first_name}: `}
        />
      )}
    </Group>
  );
}
