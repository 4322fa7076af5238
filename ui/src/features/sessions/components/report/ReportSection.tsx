import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A part of a report under its own small heading, which names it for screen readers. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap={4}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The tutor's words as they wrote them, paragraphs and line breaks kept. */
export function ReportNote({ note }: { note: string }) {
  return <Text style={{ whiteSpace: 'pre-wrap' }}>{note}</Text>;
}
