import { PageFrame } from '../../../components/frame/PageFrame';
import { useAuth } from '../../../lib/auth/AuthContext';
import { useStudentPerformanceNavigation } from '../hooks/usePerformanceNavigation';
import { PerformanceTabs } from './PerformanceTabs';

/** /student/performance and /student/performance/:tab: the student's own progress. */
export function StudentPerformancePage() {
  const studentId = useAuth().user?._id ?? '';
  const navigation = useStudentPerformanceNavigation();
  return (
    <PageFrame title="Performance" fullWidth>
      <PerformanceTabs studentId={studentId} navigation={navigation} />
    </PageFrame>
  );
}
