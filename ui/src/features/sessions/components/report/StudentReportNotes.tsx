import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import type { SessionReport } from '../../../../generated/api/schemas';
import { useReportNotes } from '../../hooks/useReportNotes';
import { reportPath } from '../../paths';
import { reportDay } from '../../rules/reportWords';
import { ReportNote } from './ReportSection';

function NoteCard({ report }: { report: SessionReport }) {
  return (
    <Paper withBorder p="md" radius="lg">
      <Stack gap="xs" align="flex-start">
        <Text fw={500}>
          {`${report.tutor_first_name} wrote after your session on ${reportDay(report.session_date_time)}:`}
        </Text>
        <ReportNote note={report.note} />
        {report.practise_next.length > 0 && (
          <Anchor component={Link} to={reportPath(report.session_id)}>
            See what to practise next
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Under the child's sessions: what their tutor wrote after their latest
 * sessions, in the child's view (no counts or register). Nothing shows
 * until a tutor has sent a report.
 */
export function StudentReportNotes({ studentId }: { studentId: string }) {
  const headingId = useId();
  const reports = useReportNotes(studentId).flatMap((query) => (query.data ? [query.data] : []));
  if (reports.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" mt="lg">
      <Title order={2} size="h3" id={headingId}>
        Notes from your tutor
      </Title>
      {reports.map((report) => (
        <NoteCard key={report.session_id} report={report} />
      ))}
    </Stack>
  );
}
