import { Text } from '@mantine/core';

import type { Role } from '../../../../generated/api/schemas';
import { errorMessages, toApiError } from '../../../../lib/api/apiError';
import { FormErrorList } from '../../../../lib/forms/FormErrorList';
import { useReportSession } from '../../hooks/useReportSession';

/** The child hears it from their tutor, by name once the session says who that is. */
function NotWrittenYet({ sessionId }: { sessionId: string }) {
  const tutor = useReportSession(sessionId).data?.tutor.first_name ?? 'Your tutor';
  return <Text>{tutor} has not written about this session yet.</Text>;
}

export interface NoReportProps {
  sessionId: string;
  role: Role | undefined;
  /** The server's refusal to give the report. */
  error: unknown;
}

/**
 * Why there is no report to show. Until the tutor sends it, the child and
 * their parent get a 404, which is only "not yet" for them; anything else
 * (the session not over, cancelled, not theirs) the server's words say.
 */
export function NoReport({ sessionId, role, error }: NoReportProps) {
  if (toApiError(error).status === 404) {
    if (role === 'STUDENT') return <NotWrittenYet sessionId={sessionId} />;
    if (role === 'PARENT') return <Text>No report for this session yet.</Text>;
  }
  return <FormErrorList messages={errorMessages(error)} />;
}
