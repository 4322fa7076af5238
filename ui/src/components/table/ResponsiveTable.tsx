import { Box, Paper, Stack, Table, type TableProps, Text } from '@mantine/core';
import { Fragment, type KeyboardEvent, type ReactNode } from 'react';

import { useNarrowScreen } from '../layout/useNarrowScreen';

/** Attributes a row, card or cell may carry for tests and assistive technology. */
type Attributes = { 'aria-label'?: string } & Record<`data-${string}`, string | undefined>;

export interface ResponsiveColumn<Row> {
  /** The column's heading, and in a card the label before the value. */
  header: string;
  /** Shown in place of `header` when the heading is more than words (a button). */
  heading?: ReactNode;
  /** A name for a heading with no text, for screen readers. */
  headerLabel?: string;
  cell: (row: Row) => ReactNode;
  /**
   * Buttons and menus: in a card they go at the end, without the heading,
   * where a thumb finds them. So does a column with no heading.
   */
  action?: boolean;
  /** Attributes of each cell (on a phone, of the value). */
  cellAttributes?: Attributes;
}

export interface ResponsiveTableProps<Row> {
  /** The table's (and on a phone, the list's) accessible name. */
  label?: string;
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Attributes of a row (on a phone, of its card), such as its name. */
  rowAttributes?: (row: Row) => Attributes;
  /** Shown under a row across every column, such as an opened answer. */
  rowDetails?: (row: Row) => ReactNode;
  /** Makes a row (or card) open something, by click or Enter. */
  onRowClick?: (row: Row) => void;
  /** A last part after every row, such as 'Load Next Week'. */
  footer?: ReactNode;
  /** On wide screens, scroll sideways below this width rather than squeeze. */
  minWidth?: number;
  /** How the table looks on wide screens (striped, borders). */
  tableProps?: Omit<TableProps, 'children' | 'aria-label'>;
}

/** Whether a cell has anything to show, so empty ones leave no bare label in a card. */
function shows(value: ReactNode): boolean {
  return value !== null && value !== undefined && value !== false && value !== '';
}

function rowOpener<Row>(row: Row, onRowClick?: (row: Row) => void) {
  if (!onRowClick) return {};
  return {
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: () => onRowClick(row),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter') onRowClick(row);
    },
  };
}

/**
 * Rows of facts that read well on any screen: a table on wide screens, and
 * on a phone, where columns would be squeezed or need sideways scrolling,
 * one card per row listing each column's heading and value.
 */
export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  const narrow = useNarrowScreen('sm');
  return narrow ? <RowCards {...props} /> : <WideTable {...props} />;
}

function WideTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowAttributes,
  rowDetails,
  onRowClick,
  footer,
  minWidth,
  tableProps,
}: ResponsiveTableProps<Row>) {
  const table = (
    <Table aria-label={label} {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, index) => (
            <Table.Th key={column.header || index} aria-label={column.headerLabel}>
              {column.heading ?? (column.header || undefined)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const details = rowDetails?.(row);
          return (
            <Fragment key={rowKey(row)}>
              <Table.Tr {...rowAttributes?.(row)} {...rowOpener(row, onRowClick)}>
                {columns.map((column, index) => (
                  <Table.Td key={column.header || index} {...column.cellAttributes}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
              {shows(details) && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>{details}</Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
        {footer && (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>{footer}</Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
    </Table>
  );
  if (minWidth === undefined) return table;
  return <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}

function RowCards<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowAttributes,
  rowDetails,
  onRowClick,
  footer,
}: ResponsiveTableProps<Row>) {
  const atEnd = (column: ResponsiveColumn<Row>) => column.action === true || column.header === '';
  const labelled = columns.filter((column) => !atEnd(column));
  const unlabelled = columns.filter(atEnd);
  return (
    <Stack gap="sm">
      <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => {
          const details = rowDetails?.(row);
          const ends = unlabelled.map((column) => column.cell(row)).filter(shows);
          return (
            <Paper
              component="li"
              key={rowKey(row)}
              withBorder
              p="sm"
              radius="md"
              {...rowAttributes?.(row)}
              {...rowOpener(row, onRowClick)}
            >
              <Box
                component="dl"
                m={0}
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(5.5em, 35%) minmax(0, 1fr)',
                  columnGap: 'var(--mantine-spacing-sm)',
                  rowGap: 'var(--mantine-spacing-xs)',
                  alignItems: 'center',
                }}
              >
                {labelled.map((column) => {
                  const value = column.cell(row);
                  if (!shows(value)) return null;
                  return (
                    <Fragment key={column.header}>
                      <Text component="dt" size="sm" c="dimmed" fw={600}>
                        {column.heading ?? column.header}
                      </Text>
                      <Box
                        component="dd"
                        m={0}
                        style={{ overflowWrap: 'anywhere' }}
                        {...column.cellAttributes}
                      >
                        {value}
                      </Box>
                    </Fragment>
                  );
                })}
              </Box>
              {ends.length > 0 && (
                <Box mt="xs" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                  {ends.map((end, index) => (
                    <Fragment key={index}>{end}</Fragment>
                  ))}
                </Box>
              )}
              {shows(details) && <Box mt="sm">{details}</Box>}
            </Paper>
          );
        })}
      </Stack>
      {footer && <Box>{footer}</Box>}
    </Stack>
  );
}
