import { HomePage } from '../../features/home/components/HomePage';
import { SafeguardingHomeCard } from '../../features/safeguarding/components/SafeguardingHomeCard';

/** The admin's home; a safeguarding lead also finds the concerns there. */
export function AdminHomeScreen() {
  return (
    <HomePage area="admin">
      <SafeguardingHomeCard />
    </HomePage>
  );
}
