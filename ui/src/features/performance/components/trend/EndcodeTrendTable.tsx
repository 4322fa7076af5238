import { Anchor, Table, Text } from '@mantine/core';

import type { TrendView } from '../../rules/trendSeries';

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
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="Scores by endcode" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Endcode</Table.Th>
            <Table.Th>Theme</Table.Th>
            {view.weeks.map((week) => (
              <Table.Th key={week.start}>
                <Anchor
                  component="button"
                  type="button"
                  fw={700}
                  aria-label={`Answers of the week of ${week.label}`}
                  onClick={() => onOpenWeek(week.start)}
                >
                  {week.label}
                </Anchor>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.endcodes.map((row) => (
            <Table.Tr key={row.endcode}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  aria-label={`Answers for ${row.name}`}
                  onClick={() => onOpenEndcode(row.endcode)}
                >
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.theme}</Table.Td>
              {row.scores.map((score, index) => (
                <Table.Td key={view.weeks[index]?.start ?? index}>
                  {score ?? (
                    <Text span c="dimmed">
                      –
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
