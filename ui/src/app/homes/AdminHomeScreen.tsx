import { HomePage } from '../../features/home/components/HomePage';
import { SafeguardingHomeCard } from '../../features/safeguarding/components/SafeguardingHomeCard';
import { UnreportedSessionsCard } from '../../features/sessions/components/report/UnreportedSessionsCard';

/**
 * The admin's home: the sessions whose report the parent still waits for,
 * and for a safeguarding lead the concerns.
 */
export function AdminHomeScreen() {
  return (
    <HomePage area="admin">
      <SafeguardingHomeCard />
      <UnreportedSessionsCard />
    </HomePage>
  );
}
