import { Grid, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { validateFields } from '../../../lib/forms/formErrors';
import { EditableFormActions } from '../../../lib/forms/EditableFormActions';
import { useEditableForm } from '../../../lib/forms/useEditableForm';
import { nonEmpty } from '../../../lib/forms/validators';
import type { ItemBody } from '../api/contentApi';
import { type ContentItem, isEndcode, isPlaceholder, type Level, LEVEL_INFO } from '../levels';
import { ItemStats } from './ItemStats';

interface DetailsValues {
  name: string;
  description: string;
  priority: string;
  /** One link per line. */
  help_videos: string;
}

const check = validateFields<DetailsValues>({ name: [nonEmpty] });

function valuesOf(item: ContentItem): DetailsValues {
  return isEndcode(item)
    ? {
        name: item.name,
        description: item.description,
        priority: String(item.priority),
        help_videos: item.help_videos.join('\n'),
      }
    : { name: item.name, description: '', priority: '2', help_videos: '' };
}

function bodyOf(level: Level, values: DetailsValues): ItemBody {
  const name = values.name.trim();
  if (level !== 'endcode') return { name };
  return {
    name,
    description: values.description,
    priority: Number(values.priority),
    help_videos: values.help_videos
      .split('\n')
      .map((link) => link.trim())
      .filter((link) => link !== ''),
  };
}

interface ItemDetailsProps {
  level: Level;
  item: ContentItem;
  onSave: (body: ItemBody) => Promise<ContentItem>;
  /** Cancel on an unsaved item takes it away again. */
  onDiscard: () => void;
  /** The endcode's question buttons. */
  children?: ReactNode;
}

/**
 * The selected item's details: read-only with Edit, then Save (only when
 * changed and valid) and Cancel. A new item starts in edit mode.
 */
export function ItemDetails({ level, item, onSave, onDiscard, children }: ItemDetailsProps) {
  const unsaved = isPlaceholder(item._id);
  const form = useEditableForm<DetailsValues>({
    initialValues: valuesOf(item),
    validate: check,
    displayedFields: ['name', 'description', 'priority', 'help_videos'],
    startEditing: unsaved,
    onSave: async (values) => valuesOf(await onSave(bodyOf(level, values))),
  });
  const readOnly = !form.editing;
  const { title } = LEVEL_INFO[level];

  return (
    <Paper withBorder p="md" aria-label={`${title} details`} component="section">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}: {item.name}
        </Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <TextInput label="Name" readOnly={readOnly} {...form.getInputProps('name')} />
              {level === 'endcode' && (
                <>
                  <Textarea
                    label="Description"
                    autosize
                    minRows={2}
                    readOnly={readOnly}
                    {...form.getInputProps('description')}
                  />
                  <NativeSelect
                    label="Priority"
                    description="1 is the highest"
                    data={['1', '2', '3']}
                    disabled={readOnly}
                    {...form.getInputProps('priority')}
                  />
                  <Textarea
                    label="Help videos"
                    description="One link per line"
                    autosize
                    minRows={2}
                    readOnly={readOnly}
                    {...form.getInputProps('help_videos')}
                  />
                </>
              )}
              <EditableFormActions
                editing={form.editing}
                canSave={form.canSave}
                saving={form.submitting}
                onEdit={form.startEdit}
                onSave={() => void form.save()}
                onCancel={unsaved ? onDiscard : form.cancel}
              />
              {children}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ItemStats item={item} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Paper>
  );
}
