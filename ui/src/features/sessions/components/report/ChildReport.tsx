import { List, Stack } from '@mantine/core';

import type { SessionReport } from '../../../../generated/api/schemas';
import { ReportNote, ReportSection } from './ReportSection';

/**
 * A sent report as the child reads it: their tutor's words and what to
 * practise, without the counts of right answers, the register or the
 * minutes, which are for the adults.
 */
export function ChildReport({ report }: { report: SessionReport }) {
  return (
    <Stack gap="md">
      <ReportSection title={`What ${report.tutor_first_name} said`}>
        <ReportNote note={report.note} />
      </ReportSection>
      {report.practise_next.length > 0 && (
        <ReportSection title="Things to practise next">
          <List>
            {report.practise_next.map((area) => (
              <List.Item key={area.endcode_id}>{area.description}</List.Item>
            ))}
          </List>
        </ReportSection>
      )}
    </Stack>
  );
}
