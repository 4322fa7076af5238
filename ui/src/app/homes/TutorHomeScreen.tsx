import { HomePage } from '../../features/home/components/HomePage';
import { TutorSessionTables } from '../../features/sessions/components/ManagedSessionTables';

/** The tutor's home, with their sessions. */
export function TutorHomeScreen() {
  return (
    <HomePage area="tutor">
      <TutorSessionTables />
    </HomePage>
  );
}
