import { Alert, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';

import { PageFrame } from '../../../../components/frame/PageFrame';
import type { Role, SessionReport } from '../../../../generated/api/schemas';
import { useAuth } from '../../../../lib/auth/AuthContext';
import { useSendReport } from '../../hooks/useSendReport';
import { useSessionReport } from '../../hooks/useSessionReport';
import { reportHeading } from '../../rules/reportWords';
import { ChildReport } from './ChildReport';
import { DraftReportForm } from './DraftReportForm';
import { NoReport } from './NoReport';
import { ReportFacts, WhiteboardLink } from './ReportFacts';
import { SentReport } from './SentReport';

/** An admin looking at a draft sees what the tutor will report on, and that it is still to come. */
function UnsentReport({ report }: { report: SessionReport }) {
  return (
    <Stack gap="md">
      <ReportFacts report={report} />
      <WhiteboardLink report={report} />
      <Text fw={500}>{report.tutor_first_name} has not sent this report yet.</Text>
    </Stack>
  );
}

/**
 * /session/:session_id/report: the tutor's report to the parent after a
 * session. The tutor writes it (a draft the server prefills) once the
 * session is over and sends it once; then the parent, the tutor and admins
 * read it in full and the child reads its words for them. Who may read
 * which the server decides.
 */
export function SessionReportPage() {
  const { session_id: sessionId = '' } = useParams();
  const role = useAuth().user?.role;
  const report = useSessionReport(sessionId);
  const sending = useSendReport(sessionId);

  function view(data: SessionReport, viewer: Role | undefined) {
    if (viewer === 'STUDENT') return <ChildReport report={data} />;
    if (data.sent_at) return <SentReport report={data} />;
    if (viewer !== 'TUTOR') return <UnsentReport report={data} />;
    return (
      <DraftReportForm
        report={data}
        onSend={(toSend) => sending.mutate(toSend)}
        sending={sending.isPending}
        error={sending.error}
      />
    );
  }

  function content() {
    if (report.isPending) return <Text>Loading...</Text>;
    if (report.isError) return <NoReport sessionId={sessionId} role={role} error={report.error} />;
    return (
      <>
        <Title order={2}>{reportHeading(report.data)}</Title>
        {sending.isSuccess && (
          <Alert color="green" role="status">
            Report sent
          </Alert>
        )}
        {view(report.data, role)}
      </>
    );
  }

  return (
    <PageFrame title="Session report">
      <Stack mt="md">{content()}</Stack>
    </PageFrame>
  );
}
