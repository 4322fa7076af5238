import { Anchor, Stack, Text } from '@mantine/core';

import {
  type ResponsiveColumn,
  ResponsiveTable,
} from '../../../../components/table/ResponsiveTable';
import { levelWords } from '../../rules/plainWords';
import type { EndcodeTrend, TrendView } from '../../rules/trendSeries';

/**
 * Each endcode's score week by week; names and weeks open their answers.
 * An endcode reads as its description within its topic; the staff also
 * see its code (`showCodes`) and the scores' numbers, where a child or
 * parent reads the school year of the level ('Year 3').
 */
export function EndcodeTrendTable({
  view,
  showCodes,
  onOpenEndcode,
  onOpenWeek,
}: {
  view: TrendView;
  showCodes: boolean;
  onOpenEndcode: (endcode: string) => void;
  onOpenWeek: (weekStart: string) => void;
}) {
  const columns: ResponsiveColumn<EndcodeTrend>[] = [
    {
      header: 'Skill',
      cell: (row) => (
        <Stack gap={0} align="flex-start">
          <Anchor
            component="button"
            type="button"
            ta="left"
            aria-label={`Answers for ${row.label}`}
            onClick={() => onOpenEndcode(row.endcode)}
          >
            {row.label}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[row.topic, showCodes && row.label !== row.name ? row.name : '']
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { header: 'Theme', cell: (row) => row.theme },
    ...view.weeks.map((week, index): ResponsiveColumn<EndcodeTrend> => ({
      header: week.label,
      heading: (
        <Anchor
          component="button"
          type="button"
          fw={700}
          aria-label={`Answers of the week of ${week.label}`}
          onClick={() => onOpenWeek(week.start)}
        >
          {week.label}
        </Anchor>
      ),
      cell: (row) => {
        const score = row.scores[index];
        if (score === null || score === undefined) {
          return (
            <Text span c="dimmed">
              –
            </Text>
          );
        }
        return showCodes ? score : levelWords(score);
      },
    })),
  ];
  return (
    <ResponsiveTable
      label="Scores by endcode"
      columns={columns}
      rows={view.endcodes}
      rowKey={(row) => row.endcode}
      minWidth={480}
      tableProps={{ striped: true, withTableBorder: true }}
    />
  );
}
