import { Button, Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';

import type { ReportToSend, SessionReport } from '../../../../generated/api/schemas';
import { errorMessages } from '../../../../lib/api/apiError';
import { FormErrorList } from '../../../../lib/forms/FormErrorList';
import { NOTE_MAX_CHARS, practiceLabel } from '../../rules/reportWords';
import { ReportFacts, WhiteboardLink } from './ReportFacts';
import { ReportSection } from './ReportSection';

export interface DraftReportFormProps {
  /** The draft: the session's facts and every area the server suggests. */
  report: SessionReport;
  onSend: (report: ReportToSend) => void;
  sending: boolean;
  /** Why the server refused the last try, if it did. */
  error: unknown;
}

/**
 * The tutor's report before it is sent: the facts to read, the suggested
 * areas to keep or drop (all kept at first) and their note. The server
 * says what it refuses (no note, too long, sent already), so the form
 * only keeps the note within the length the server takes.
 */
export function DraftReportForm({ report, onSend, sending, error }: DraftReportFormProps) {
  const suggested = report.practise_next;
  const [note, setNote] = useState('');
  const [dropped, setDropped] = useState<ReadonlySet<string>>(() => new Set());

  function choose(endcodeId: string, kept: boolean) {
    setDropped((current) => {
      const next = new Set(current);
      if (kept) next.delete(endcodeId);
      else next.add(endcodeId);
      return next;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const chosen = suggested.filter((area) => !dropped.has(area.endcode_id));
    onSend({ note, practise_next: chosen.map((area) => area.endcode_id) });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ReportFacts report={report} />
        <WhiteboardLink report={report} />
        <ReportSection title="Practise next">
          {suggested.length === 0 ? (
            <Text>Nothing stands out from the last two weeks&apos; answers.</Text>
          ) : (
            suggested.map((area) => (
              <Checkbox
                key={area.endcode_id}
                label={practiceLabel(area)}
                checked={!dropped.has(area.endcode_id)}
                onChange={(event) => choose(area.endcode_id, event.currentTarget.checked)}
              />
            ))
          )}
        </ReportSection>
        <Textarea
          label="Your note to the parent"
          description={`${note.length} of ${NOTE_MAX_CHARS} characters`}
          rows={6}
          resize="vertical"
          maxLength={NOTE_MAX_CHARS}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <FormErrorList messages={error ? errorMessages(error) : []} />
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-end' }}>
          Send report
        </Button>
      </Stack>
    </form>
  );
}
