import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

import { useAuth } from '../../../lib/auth/AuthContext';
import { logError } from '../../../lib/remoteLog';
import { fetchTokenTotal } from '../api/tokenTotal';

async function totalOrNothing(studentId: string): Promise<number> {
  try {
    return await fetchTokenTotal(studentId);
  } catch (error) {
    // Only the button depends on it: log, and leave the button out.
    logError(error);
    return 0;
  }
}

/** The student home's Tokens button, shown only when the total is above 0. */
export function TokensButton() {
  const studentId = useAuth().user?._id ?? '';
  const total = useQuery({
    queryKey: ['home', 'token-total', studentId],
    queryFn: () => totalOrNothing(studentId),
    enabled: studentId !== '',
  });
  if (!total.data || total.data <= 0) return null;
  return (
    <Button component={Link} to="/student/tokens">
      Tokens
    </Button>
  );
}
