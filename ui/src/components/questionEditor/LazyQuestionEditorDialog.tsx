import { loadWhenOpened } from '../../lib/loadWhenOpened';
import type { QuestionEditorDialogProps } from './QuestionEditorDialog';

/** The question editor (its inputs, preview and checks), loaded when first opened. */
export const LazyQuestionEditorDialog = loadWhenOpened<QuestionEditorDialogProps>(() =>
  import('./QuestionEditorDialog').then((module) => module.QuestionEditorDialog),
);
