import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import type { LiveQuestion, PracticeArea, SessionReport } from '../../../../generated/api/schemas';
import { whiteboardPath } from '../../paths';
import { givenText, questionState } from '../../room/questions/liveQuestionState';
import { questionLines } from '../../room/whiteboard/questionText';
import { minutesInCall, practiceLabel, statusWords } from '../../rules/reportWords';
import { ReportSection } from './ReportSection';

/** A question asked live, with how the child answered: "… Right (gave 12)". */
function AskedLive({ question, child }: { question: LiveQuestion; child: string }) {
  const given = question.answered ? givenText(question.answered.answer) : '';
  const state = question.answered ? questionState(question, child) : 'Not answered';
  return (
    <List.Item>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{questionLines(question.lines).join('\n')}</Text>
      <Text size="sm" c="dimmed">
        {given ? `${state} (${child} gave ${given})` : state}
      </Text>
    </List.Item>
  );
}

/**
 * What the server knows of the session, for the adults: who came, for how
 * long, what was worked on, and the questions asked live with their results.
 */
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
      {report.live_questions && report.live_questions.length > 0 && (
        <ReportSection title="Asked live">
          <List>
            {report.live_questions.map((question) => (
              <AskedLive key={question._id} question={question} child={report.student_first_name} />
            ))}
          </List>
        </ReportSection>
      )}
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
