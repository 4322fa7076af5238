import { ActionIcon, Badge, Button, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { useNarrowScreen } from '../../../../components/layout/useNarrowScreen';
import {
  type ResponsiveColumn,
  ResponsiveTable,
} from '../../../../components/table/ResponsiveTable';
import type { AnswerRecord } from '../../../../generated/api/schemas';
import { formatDayTime } from '../../../../lib/dates';
import type { PerformanceAbilities } from '../../rules/abilities';
import { toggledId } from '../../rules/mixSelection';
import { columnWords } from '../../rules/plainWords';
import { readableName } from '../../rules/readableName';
import { columnsOf } from '../../rules/reviewColumns';
import type { ReviewAction } from '../../rules/reviewFlags';

// An answer's question and review actions load when a row is first opened.
const AnswerDetails = lazy(() =>
  import('./AnswerDetails').then((module) => ({ default: module.AnswerDetails })),
);

const COLOURS: Record<string, string> = {
  help: 'orange',
  todo: 'gray',
  pending: 'yellow',
  awarded: 'green',
  wrong: 'red',
  pass: 'gray',
  perfect: 'green',
};

/** A column's value; the staff read the review's own words, others plain ones ('to review'). */
function ColumnBadge({ value, plain }: { value: string; plain: boolean }) {
  return (
    <Badge variant="light" color={COLOURS[value] ?? 'blue'}>
      {plain ? columnWords(value) : value}
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
  // On a phone each answer is a card, where a worded button says what it does.
  const narrow = useNarrowScreen('sm');
  const columns: ResponsiveColumn<AnswerRecord>[] = [
    {
      header: '',
      headerLabel: 'Open',
      cell: (record) => {
        const expanded = open.includes(record._id);
        const toggle = {
          'aria-expanded': expanded,
          'aria-label': `${expanded ? 'Hide' : 'Show'} the answer of ${formatDayTime(new Date(record.timestamp))}`,
          onClick: () => setOpen((ids) => toggledId(ids, record._id)),
        };
        if (narrow) {
          return (
            <Button variant="light" size="sm" {...toggle}>
              {expanded ? 'Hide the answer' : 'Show the answer'}
            </Button>
          );
        }
        return (
          <ActionIcon variant="subtle" {...toggle}>
            {expanded ? '▾' : '▸'}
          </ActionIcon>
        );
      },
    },
    {
      header: 'Date',
      cell: (record) => (
        <>
          {formatDayTime(new Date(record.timestamp))}
          {/* Asked by the tutor in a live session, not in a game. */}
          {record.session_id && (
            <Badge variant="outline" size="sm" ml="xs">
              In a session
            </Badge>
          )}
        </>
      ),
    },
    // The staff know an endcode by its code; a child or parent by what it practises.
    abilities.showCodes
      ? { header: 'Endcode', cell: (record) => record.endcode.name }
      : { header: 'Skill', cell: (record) => readableName(record.endcode) },
    { header: 'Difficulty', cell: (record) => record.difficulty },
    {
      header: 'Reviewed',
      cellAttributes: { 'data-column': 'reviewed' },
      cell: (record) => (
        <ColumnBadge value={columnsOf(record, now).reviewed} plain={!abilities.showCodes} />
      ),
    },
    {
      header: 'Token',
      cellAttributes: { 'data-column': 'token' },
      cell: (record) => (
        <ColumnBadge value={columnsOf(record, now).token} plain={!abilities.showCodes} />
      ),
    },
    {
      header: 'Performance',
      cellAttributes: { 'data-column': 'performance' },
      cell: (record) => (
        <ColumnBadge value={columnsOf(record, now).performance} plain={!abilities.showCodes} />
      ),
    },
  ];
  return (
    <ResponsiveTable
      label="Answers"
      columns={columns}
      rows={records}
      rowKey={(record) => record._id}
      rowAttributes={(record) => ({ 'data-testid': `answer-${record._id}` })}
      rowDetails={(record) =>
        open.includes(record._id) && (
          <Suspense fallback={<Text c="dimmed">Loading...</Text>}>
            <AnswerDetails record={record} abilities={abilities} onAction={onAction} />
          </Suspense>
        )
      }
      minWidth={640}
      tableProps={{ withTableBorder: true }}
    />
  );
}
