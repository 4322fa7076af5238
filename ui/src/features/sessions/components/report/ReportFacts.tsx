import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import type { PracticeArea, SessionReport } from '../../../../generated/api/schemas';
import { whiteboardPath } from '../../paths';
import { minutesInCall, practiceLabel, statusWords } from '../../rules/reportWords';
import { ReportSection } from './ReportSection';

/** What the server knows of the session, for the adults: who came, for how long, what was on the board. */
export function ReportFacts({ report }: { report: SessionReport }) {
  return (
    <Stack gap="sm">
      <Stack gap={0}>
        <Text>{statusWords(report)}</Text>
        <Text>{minutesInCall(report)}</Text>
      </Stack>
      <ReportSection title="Worked on">
        {report.worked_on.length === 0 ? (
          <Text>No questions were put on the board.</Text>
        ) : (
          <List>
            {report.worked_on.map((area) => (
              <List.Item key={area}>{area}</List.Item>
            ))}
          </List>
        )}
      </ReportSection>
    </Stack>
  );
}

/** The session's whiteboard as it was left. */
export function WhiteboardLink({ report }: { report: SessionReport }) {
  return (
    <Anchor component={Link} to={whiteboardPath(report.session_id)}>
      Open the whiteboard
    </Anchor>
  );
}

/** The areas chosen to practise, each with the answers that point to it. */
export function PracticeAreas({ areas }: { areas: PracticeArea[] }) {
  return (
    <List>
      {areas.map((area) => (
        <List.Item key={area.endcode_id}>{practiceLabel(area)}</List.Item>
      ))}
    </List>
  );
}
