import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router-dom';

import { LazyQuestionEditorDialog } from '../../../components/questionEditor/LazyQuestionEditorDialog';
import type { AdminEndcode } from '../../../generated/api/schemas';
import { isPlaceholder } from '../levels';

/** The search the endcode's 'Search questions' button runs on /admin/questions. */
export function endcodeSearchUrl(name: string): string {
  const query = new URLSearchParams({ ref: name });
  for (const status of ['draft', 'live', 'review', 'approved']) query.append('status', status);
  return `/admin/questions?${query.toString()}`;
}

interface EndcodeQuestionsProps {
  endcode: AdminEndcode;
  onQuestionSaved: () => void;
}

/** Finding an endcode's questions, and adding a new one to it. */
export function EndcodeQuestions({ endcode, onQuestionSaved }: EndcodeQuestionsProps) {
  const navigate = useNavigate();
  const [adding, { open, close }] = useDisclosure(false);
  const unsaved = isPlaceholder(endcode._id);

  return (
    <>
      <Group>
        <Button
          variant="light"
          disabled={unsaved}
          onClick={() => navigate(endcodeSearchUrl(endcode.name))}
        >
          Search questions
        </Button>
        <Button variant="light" disabled={unsaved} onClick={open}>
          Add question
        </Button>
      </Group>
      <LazyQuestionEditorDialog
        opened={adding}
        onClose={close}
        title={`New question in ${endcode.name}`}
        size="90%"
        endcodeId={endcode._id}
        onSaved={onQuestionSaved}
        onDiscard={close}
      />
    </>
  );
}
