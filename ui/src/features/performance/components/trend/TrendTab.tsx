import { Stack, Text, Title } from '@mantine/core';

import { WeeklyLineChart } from '../../../../components/charts/WeeklyLineChart';
import { useTrend } from '../../hooks/useTrend';
import { type AnswerFilters, NO_FILTERS } from '../../rules/answerFilters';
import { ANSWERED, MINUTES } from '../../rules/trendSeries';
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
  if (loading) return <Text>Loading...</Text>;
  if (!view) return <Text c="dimmed">{NO_TREND}</Text>;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={3} size="h4">
          Score
        </Title>
        <WeeklyLineChart title="Score by week" weeks={view.scores} series={view.scoreSeries} />
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
        onOpenEndcode={(endcode) =>
          onOpenAnswers({ ...NO_FILTERS, endcode, weeks: view.weeks.length })
        }
        onOpenWeek={(week) => onOpenAnswers({ ...NO_FILTERS, week })}
      />
    </Stack>
  );
}
