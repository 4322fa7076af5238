import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';

import { useMathsSubject } from '../hooks/useMathsSubject';
import { parentMessagesPath } from '../paths';

/**
 * On the parent home, beside a child: opens the child's Maths messages to
 * read (students message about Maths, as on the child's own Messages
 * page). Nothing shows until there is Maths to message about.
 */
export function ParentMessagesButton({
  studentId,
  firstName,
}: {
  studentId: string;
  firstName: string;
}) {
  const maths = useMathsSubject().data;
  if (!maths) return null;
  return (
    <Button component={Link} to={parentMessagesPath(studentId, maths)} variant="default">
      {firstName}'s messages
    </Button>
  );
}
