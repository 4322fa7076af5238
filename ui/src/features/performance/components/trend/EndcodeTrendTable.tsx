import { Anchor, Text } from '@mantine/core';

import {
  type ResponsiveColumn,
  ResponsiveTable,
} from '../../../../components/table/ResponsiveTable';
import type { EndcodeTrend, TrendView } from '../../rules/trendSeries';

/** Each endcode's score week by week; names and weeks open their answers. */
export function EndcodeTrendTable({
  view,
  onOpenEndcode,
  onOpenWeek,
}: {
  view: TrendView;
  onOpenEndcode: (endcode: string) => void;
  onOpenWeek: (weekStart: string) => void;
}) {
  const columns: ResponsiveColumn<EndcodeTrend>[] = [
    {
      header: 'Endcode',
      cell: (row) => (
        <Anchor
          component="button"
          type="button"
          aria-label={`Answers for ${row.name}`}
          onClick={() => onOpenEndcode(row.endcode)}
        >
          {row.name}
        </Anchor>
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
      cell: (row) =>
        row.scores[index] ?? (
          <Text span c="dimmed">
            –
          </Text>
        ),
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
