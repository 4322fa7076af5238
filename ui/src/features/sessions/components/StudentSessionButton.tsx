import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { useNow } from '../hooks/useNow';
import { useStudentUpcomingSessions } from '../hooks/useOwnSessions';
import { joinPath, SESSION_PATHS } from '../paths';
import { type CountdownTone, sessionCountdown } from '../rules/countdown';
import { STUDENT_HOME_RECHECK_MS, studentSessionButton } from '../rules/studentSessionButton';

const TONE_COLOURS: Record<CountdownTone, string> = {
  danger: 'red',
  warning: 'orange',
  primary: 'var(--mantine-primary-color-filled)',
};

/**
 * The student home's first button (spec 001 §4): Join while a paid
 * session is open, otherwise Sessions with the next session beside it.
 * The choice is made again every 10 seconds.
 */
export function StudentSessionButton() {
  const sessions = useStudentUpcomingSessions({ poll: true });
  const now = useNow(STUDENT_HOME_RECHECK_MS);
  const choice = studentSessionButton(sessions.data ?? [], now);
  const shown = choice.kind === 'join' ? choice.session : choice.next;
  const countdown = shown && sessionCountdown(shown, now);

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
      {shown && countdown && (
        <Text size="sm" c={TONE_COLOURS[countdown.tone]} data-testid="next-session">
          {shown.subject.name} with {shown.tutor.first_name}: {countdown.text}
        </Text>
      )}
    </Group>
  );
}
