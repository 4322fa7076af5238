import { Button, Group, NavLink, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';

import { type ContentItem, isPlaceholder, type Level, LEVEL_INFO } from '../levels';

interface HierarchyColumnProps {
  level: Level;
  items: ContentItem[];
  selectedId: string | undefined;
  canAdd: boolean;
  busy: boolean;
  onSelect: (id: string) => void;
  onAdd: () => void;
}

function questionCount(count: number): string {
  return count === 1 ? '1 question' : `${count} questions`;
}

/** One column of the breadcrumb layout: a level's items and its Add button. */
export function HierarchyColumn(props: HierarchyColumnProps) {
  const { title } = LEVEL_INFO[props.level];
  return (
    <Paper withBorder p="xs" aria-label={`${title} column`} component="section">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Button
            size="compact-sm"
            variant="light"
            disabled={!props.canAdd || props.busy}
            onClick={props.onAdd}
          >
            Add {title}
          </Button>
        </Group>
        <ScrollArea.Autosize mah="18rem">
          {props.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {props.canAdd ? 'Nothing here yet' : 'Choose above first'}
            </Text>
          ) : (
            props.items.map((item) => (
              <NavLink
                key={item._id}
                label={item.name}
                description={
                  isPlaceholder(item._id) ? 'Not saved' : questionCount(item.question_count)
                }
                active={item._id === props.selectedId}
                onClick={() => props.onSelect(item._id)}
                data-item-id={item._id}
              />
            ))
          )}
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
