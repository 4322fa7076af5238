import { ActionIcon, Badge, Table } from '@mantine/core';
import { Fragment, useState } from 'react';

import type { AnswerRecord } from '../../../../generated/AnswerRecord';
import { formatDayTime } from '../../../../lib/dates';
import type { PerformanceAbilities } from '../../rules/abilities';
import { toggledId } from '../../rules/mixSelection';
import { columnsOf } from '../../rules/reviewColumns';
import type { ReviewAction } from '../../rules/reviewFlags';
import { AnswerDetails } from './AnswerDetails';

const HEADINGS = ['Date', 'Endcode', 'Difficulty', 'Reviewed', 'Token', 'Performance'];
/** The open/close button's column and one per heading. */
const COLUMN_COUNT = HEADINGS.length + 1;

const COLOURS: Record<string, string> = {
  help: 'orange',
  todo: 'gray',
  pending: 'yellow',
  awarded: 'green',
  wrong: 'red',
  pass: 'gray',
  perfect: 'green',
};

function ColumnBadge({ value }: { value: string }) {
  return (
    <Badge variant="light" color={COLOURS[value] ?? 'blue'}>
      {value}
    </Badge>
  );
}

/** The answers, newest first; a row opens to show the question and the review actions. */
export function AnswersTable({
  records,
  now,
  abilities,
  onAction,
}: {
  records: AnswerRecord[];
  now: number;
  abilities: PerformanceAbilities;
  onAction: (record: AnswerRecord, action: ReviewAction) => void;
}) {
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Answers" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-label="Open" />
            {HEADINGS.map((heading) => (
              <Table.Th key={heading}>{heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const columns = columnsOf(record, now);
            const expanded = open.includes(record._id);
            return (
              <Fragment key={record._id}>
                <Table.Tr data-testid={`answer-${record._id}`}>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-label={`${expanded ? 'Hide' : 'Show'} the answer of ${formatDayTime(new Date(record.timestamp))}`}
                      onClick={() => setOpen((ids) => toggledId(ids, record._id))}
                    >
                      {expanded ? '▾' : '▸'}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>{formatDayTime(new Date(record.timestamp))}</Table.Td>
                  <Table.Td>{record.endcode.name}</Table.Td>
                  <Table.Td>{record.difficulty}</Table.Td>
                  <Table.Td data-column="reviewed">
                    <ColumnBadge value={columns.reviewed} />
                  </Table.Td>
                  <Table.Td data-column="token">
                    <ColumnBadge value={columns.token} />
                  </Table.Td>
                  <Table.Td data-column="performance">
                    <ColumnBadge value={columns.performance} />
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMN_COUNT}>
                      <AnswerDetails record={record} abilities={abilities} onAction={onAction} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
