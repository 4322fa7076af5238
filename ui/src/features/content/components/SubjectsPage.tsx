import { Anchor, Breadcrumbs, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';

import { PageFrame } from '../../../components/frame/PageFrame';
import { showError } from '../../../lib/toasts';
import { useHierarchy } from '../hooks/useHierarchy';
import { isEndcode, LEVELS } from '../levels';
import { EndcodeQuestions } from './EndcodeQuestions';
import { HierarchyColumn } from './HierarchyColumn';
import { ItemDetails } from './ItemDetails';

/** /admin/subjects: subject → theme → topic → endcode, side by side. */
export function SubjectsPage() {
  const hierarchy = useHierarchy();
  const { focus, selected } = hierarchy;
  const trail = LEVELS.flatMap((level) => {
    const item = hierarchy.items(level).find((each) => each._id === selected[level]);
    return item ? [{ level, item }] : [];
  });

  return (
    <PageFrame title="Subjects" fullWidth>
      <Stack>
        <Group justify="space-between">
          <Breadcrumbs>
            <Text size="sm">Subjects</Text>
            {trail.map(({ level, item }) => (
              <Anchor key={level} size="sm" onClick={() => hierarchy.select(level, item._id)}>
                {item.name}
              </Anchor>
            ))}
          </Breadcrumbs>
          <Button
            variant="default"
            size="compact-sm"
            loading={hierarchy.busy}
            onClick={() => hierarchy.refresh().catch(showError)}
          >
            Refresh
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {LEVELS.map((level) => (
            <HierarchyColumn
              key={level}
              level={level}
              items={hierarchy.items(level)}
              selectedId={selected[level]}
              canAdd={hierarchy.canAdd(level)}
              busy={hierarchy.busy}
              onSelect={(id) => hierarchy.select(level, id)}
              onAdd={() => void hierarchy.add(level).catch(showError)}
            />
          ))}
        </SimpleGrid>
        {focus ? (
          <ItemDetails
            key={`${focus.level}-${focus.item._id}`}
            level={focus.level}
            item={focus.item}
            onSave={(body) => hierarchy.save(focus.level, focus.item, body)}
            onDiscard={() => hierarchy.discard(focus.level)}
          >
            {isEndcode(focus.item) && (
              <EndcodeQuestions
                endcode={focus.item}
                onQuestionSaved={() => void hierarchy.afterQuestionSaved()}
              />
            )}
          </ItemDetails>
        ) : (
          <Text c="dimmed">Choose a subject, or add one, to see its details.</Text>
        )}
      </Stack>
    </PageFrame>
  );
}
