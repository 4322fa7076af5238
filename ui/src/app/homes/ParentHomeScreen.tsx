import { ReportConcernButton } from '../../features/concerns';
import { HomePage } from '../../features/home/components/HomePage';
import { ParentMessagesButton } from '../../features/messages/components/ParentMessagesButton';
import { ParentHome } from '../../features/parents/components/ParentHome';
import { ParentSessionTables } from '../../features/sessions/components/ParentSessionTables';

/** The parent's home: their children, with each child's sessions and messages. */
export function ParentHomeScreen() {
  return (
    <HomePage area="parent" actions={<ReportConcernButton />}>
      <ParentHome
        sessionTables={(parentId) => <ParentSessionTables parentId={parentId} />}
        studentActions={(student) => (
          <ParentMessagesButton studentId={student._id} firstName={student.first_name} />
        )}
      />
    </HomePage>
  );
}
