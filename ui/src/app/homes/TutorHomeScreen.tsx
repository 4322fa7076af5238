import { ReportConcernButton } from '../../features/concerns';
import { HomePage } from '../../features/home/components/HomePage';
import { TutorStandingAlert } from '../../features/safeguarding/components/TutorStandingAlert';
import { TutorSessionTables } from '../../features/sessions/components/ManagedSessionTables';

/** The tutor's home: where their DBS check and account stand, and their sessions. */
export function TutorHomeScreen() {
  return (
    <HomePage area="tutor" actions={<ReportConcernButton />}>
      <TutorStandingAlert />
      <TutorSessionTables />
    </HomePage>
  );
}
