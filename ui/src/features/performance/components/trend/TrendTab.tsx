import { Stack, Text, Title } from '@mantine/core';

import { WeeklyLineChart } from '../../../../components/charts/WeeklyLineChart';
import { useAuth } from '../../../../lib/auth/AuthContext';
import { useTrend } from '../../hooks/useTrend';
import { abilitiesOf } from '../../rules/abilities';
import { type AnswerFilters, NO_FILTERS } from '../../rules/answerFilters';
import { levelWords } from '../../rules/plainWords';
import { ANSWERED, MINUTES, weeksWithScores } from '../../rules/trendSeries';
import { NO_TREND } from '../../texts';
import { EndcodeTrendTable } from './EndcodeTrendTable';

/**
 * The current and three previous weeks: scores (average and per theme),
 * time on questions and answers given, and each endcode's weekly score.
 * An endcode or a week opens the Answers tab filtered to it.
 */
export function TrendTab({
  studentId,
  onOpenAnswers,
}: {
  studentId: string;
  onOpenAnswers: (filters: AnswerFilters) => void;
}) {
  const { loading, view } = useTrend(studentId);
  const { showCodes } = abilitiesOf(useAuth().user?.role);
  if (loading) return <Text>Loading...</Text>;
  if (!view) return <Text c="dimmed">{NO_TREND}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={3} size="h4">
          Score
        </Title>
        {/* The staff read levels in months; a child or parent the line's rise and the year. */}
        <Text size="sm" c="dimmed">
          {showCodes
            ? 'Levels are in months of school work: 12 to a year, with Year 1 starting at 60.'
            : 'The higher the line, the further on the work. Touch or point at a week to see its school year.'}
        </Text>
        <WeeklyLineChart
          title="Score by week"
          weeks={view.scores}
          series={view.scoreSeries}
          valueWords={showCodes ? undefined : levelWords}
        />
        {weeksWithScores(view) < 2 && (
          <Text size="sm" c="dimmed">
            Only one week has scores so far. The lines join the weeks as practice goes on.
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h4">
          Practice
        </Title>
        <WeeklyLineChart
          title="Practice by week"
          weeks={view.activity}
          series={[MINUTES, ANSWERED]}
        />
      </Stack>
      <EndcodeTrendTable
        view={view}
        showCodes={showCodes}
        onOpenEndcode={(endcode) =>
          onOpenAnswers({ ...NO_FILTERS, endcode, weeks: view.weeks.length })
        }
        onOpenWeek={(week) => onOpenAnswers({ ...NO_FILTERS, week })}
      />
    </Stack>
  );
}
