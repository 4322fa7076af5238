import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import type { PerformanceNode } from '../../../../generated/api/schemas';
import { useCurrentStats } from '../../hooks/useCurrentStats';
import {
  type Child,
  hasPerformance,
  headline,
  levelPhrase,
  practised,
} from '../../rules/plainLevel';
import { NO_PERFORMANCE } from '../../texts';

function SubjectSummary({
  child,
  subject,
  today,
}: {
  child: Child;
  subject: PerformanceNode;
  today: Date;
}) {
  const themes = practised(subject.children);
  return (
    <Stack gap={4}>
      <Text fw={600} size="lg">
        {headline(child, subject, today)}
      </Text>
      {themes.length > 0 && (
        <List size="sm" spacing={2} aria-label={`${subject.name} by theme`}>
          {themes.map((theme) => (
            <List.Item key={theme._id}>
              {theme.name}: {levelPhrase(child, theme, today)}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * Where the child stands, in words a parent reads at a glance: the school
 * year whose work they are doing in each subject they practised, and how
 * far that is from on track for their own year (docs/screens.md).
 */
export function PlainSummary({ studentId, child }: { studentId: string; child: Child }) {
  const stats = useCurrentStats(studentId);
  // One "today" per visit, so the words do not change under the reader.
  const [today] = useState(() => new Date());
  // While loading or after a failure the tabs below say so.
  if (!stats.isSuccess) return null;
  const subjects = practised(stats.data);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Summary">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Summary
        </Title>
        {hasPerformance(stats.data) ? (
          subjects.map((subject) => (
            <SubjectSummary key={subject._id} child={child} subject={subject} today={today} />
          ))
        ) : (
          <Text c="dimmed">{NO_PERFORMANCE}</Text>
        )}
        {hasPerformance(stats.data) && (
          <Text size="xs" c="dimmed">
            Levels are in months of school work: a year has 12. On track means where a child in Year{' '}
            {child.school_year} is expected to be this month.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
