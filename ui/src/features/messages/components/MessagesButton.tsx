import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router-dom';

import { useAuth } from '../../../lib/auth/AuthContext';
import { useMathsSubject } from '../hooks/useMathsSubject';
import { useUnreadCount } from '../hooks/useUnreadCount';
import { MESSAGES_PATH } from '../paths';

/** The student home's Messages button, with how many Maths messages are unread. */
export function MessagesButton() {
  const studentId = useAuth().user?._id ?? '';
  const subjectId = useMathsSubject().data ?? null;
  const unread = useUnreadCount(studentId && subjectId ? { studentId, subjectId } : null);
  return (
    <Button
      component={Link}
      to={MESSAGES_PATH}
      rightSection={
        unread > 0 ? (
          <Badge color="red" size="sm" circle aria-label={`${unread} unread`}>
            {unread}
          </Badge>
        ) : undefined
      }
    >
      Messages
    </Button>
  );
}
