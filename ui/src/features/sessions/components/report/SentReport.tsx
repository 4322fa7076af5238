import { Stack, Text } from '@mantine/core';

import type { SessionReport } from '../../../../generated/api/schemas';
import { reportDay } from '../../rules/reportWords';
import { PracticeAreas, ReportFacts, WhiteboardLink } from './ReportFacts';
import { ReportNote, ReportSection } from './ReportSection';

/** A sent report as the parent reads it (and the tutor and admins after them). */
export function SentReport({ report }: { report: SessionReport }) {
  return (
    <Stack gap="md">
      {report.sent_at && <Text c="dimmed">Sent {reportDay(report.sent_at)}</Text>}
      <ReportSection title={`${report.tutor_first_name}'s note`}>
        <ReportNote note={report.note} />
      </ReportSection>
      <ReportFacts report={report} />
      <ReportSection title="Practise next">
        {report.practise_next.length === 0 ? (
          <Text>No areas were chosen to practise next.</Text>
        ) : (
          <PracticeAreas areas={report.practise_next} />
        )}
      </ReportSection>
      <WhiteboardLink report={report} />
    </Stack>
  );
}
