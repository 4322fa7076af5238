import { Modal } from '@mantine/core';

import { QuestionEditor } from './QuestionEditor';
import type { QuestionEditorOptions } from './useQuestionEditor';

export interface QuestionEditorDialogProps extends QuestionEditorOptions {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: string;
}

/** The question editor in a dialog; each opening edits afresh. */
export function QuestionEditorDialog({
  opened,
  onClose,
  title,
  size,
  ...options
}: QuestionEditorDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      {opened && <QuestionEditor key={options.question?._id} {...options} />}
    </Modal>
  );
}
