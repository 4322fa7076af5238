import { Alert, Grid, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';

import { EditableFormActions } from '../../lib/forms/EditableFormActions';
import { FormErrorList } from '../../lib/forms/FormErrorList';
import { AnswersEditor } from './AnswersEditor';
import { ArchiveControl } from './ArchiveControl';
import { LinesEditor } from './LinesEditor';
import { measuredDifficulty } from './measuredDifficulty';
import { QUESTION_STATUSES } from './questionForm';
import { QuestionPreview } from './QuestionPreview';
import { type QuestionEditorOptions, useQuestionEditor } from './useQuestionEditor';

/**
 * Edits one question (or makes a new one) beside a live preview. Used on
 * the question search screen and from an endcode on the content screen.
 */
export function QuestionEditor(options: QuestionEditorOptions) {
  const editor = useQuestionEditor(options);
  const { values, editing, errorAt, saved } = editor;
  const readOnly = !editing;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form noValidate onSubmit={editor.blockSubmit} aria-label="Question">
          <Stack gap="sm">
            {saved && (
              <Text size="sm" c="dimmed">
                {[saved.subject, saved.theme, saved.topic, saved.endcode]
                  .map((level) => level.name)
                  .join(' › ')}
              </Text>
            )}
            <Group grow align="flex-start">
              <TextInput
                label="Ref"
                value={values.ref}
                readOnly={!(editor.creating && editing)}
                error={errorAt.ref}
                onChange={(event) => editor.update('ref', event.currentTarget.value)}
              />
              <NativeSelect
                label="Status"
                data={QUESTION_STATUSES}
                value={values.status}
                disabled={readOnly}
                onChange={(event) =>
                  editor.update('status', event.currentTarget.value as typeof values.status)
                }
              />
            </Group>
            <Group grow align="flex-start">
              <TextInput
                label="Score"
                inputMode="decimal"
                value={values.score}
                readOnly={readOnly}
                error={errorAt.score}
                onChange={(event) => editor.update('score', event.currentTarget.value)}
              />
              <TextInput
                label="Standard time (s)"
                inputMode="numeric"
                value={values.standard_time}
                readOnly={readOnly}
                error={errorAt.standard_time}
                onChange={(event) => editor.update('standard_time', event.currentTarget.value)}
              />
              <TextInput
                label="Maximum time (s)"
                inputMode="numeric"
                value={values.maximum_time}
                readOnly={readOnly}
                error={errorAt.maximum_time}
                onChange={(event) => editor.update('maximum_time', event.currentTarget.value)}
              />
            </Group>
            {saved && (
              <Text size="sm" c="dimmed" data-testid="measured-difficulty">
                Difficulty: {measuredDifficulty(saved)}
              </Text>
            )}
            {editor.warning && (
              <Text size="sm" c="orange.8">
                {editor.warning}
              </Text>
            )}
            <LinesEditor
              lines={values.lines}
              editing={editing}
              errorAt={errorAt}
              onEdit={(edit) => editor.apply('lines', edit)}
            />
            <AnswersEditor
              answers={values.answers}
              lines={values.lines}
              editing={editing}
              errorAt={errorAt}
              onEdit={(edit) => editor.apply('answers', edit)}
            />
            {editor.notice && (
              <Alert color="orange" withCloseButton onClose={editor.dismissNotice}>
                {editor.notice}
              </Alert>
            )}
            <FormErrorList messages={[...editor.generalErrors, ...editor.serverErrors]} />
            <Group justify="space-between">
              {saved && !editing && saved.status !== 'archived' ? (
                <ArchiveControl busy={editor.busy} onArchive={() => void editor.archive()} />
              ) : (
                <span />
              )}
              <EditableFormActions
                editing={editing}
                canSave={editor.canSave}
                saving={editor.busy}
                onEdit={editor.startEdit}
                onSave={() => void editor.save()}
                onCancel={editor.cancel}
              />
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <QuestionPreview lines={values.lines} answers={values.answers} />
      </Grid.Col>
    </Grid>
  );
}
