import type {
  AdminQuestion,
  AnswerPart,
  Element,
  QuestionBody,
  QuestionStatus,
} from '../../generated/api/schemas';
import type { FieldError } from '../../lib/forms/formErrors';
import { nonEmpty, score, wholeNumberAtLeastZero } from '../../lib/forms/validators';

export const QUESTION_STATUSES: QuestionStatus[] = [
  'draft',
  'review',
  'approved',
  'live',
  'archived',
];

export const TIME_WARNING = 'Maximum time must be longer than standard time';

/** The editor's values; numbers stay as typed so a bad one can be named. */
export interface QuestionValues {
  ref: string;
  status: QuestionStatus;
  score: string;
  standard_time: string;
  maximum_time: string;
  lines: Element[][];
  answers: AnswerPart[][];
}

/** Fields with their own input; errors elsewhere are shown by their path. */
export const QUESTION_FIELDS = [
  'ref',
  'status',
  'score',
  'standard_time',
  'maximum_time',
] as const satisfies readonly (keyof QuestionValues)[];

export function newQuestionValues(): QuestionValues {
  return {
    ref: '',
    status: 'draft',
    score: '',
    standard_time: '30',
    maximum_time: '60',
    lines: [[{ type: 'Text', text: '' }]],
    answers: [[{ ref: '', values: [''] }]],
  };
}

export function valuesOf(question: AdminQuestion): QuestionValues {
  return {
    ref: question.ref,
    status: question.status,
    score: String(question.score),
    standard_time: String(question.standard_time),
    maximum_time: String(question.maximum_time),
    lines: question.lines,
    answers: question.answers,
  };
}

export function bodyOf(values: QuestionValues): QuestionBody {
  return {
    ref: values.ref.trim(),
    status: values.status,
    score: Number(values.score),
    standard_time: Number(values.standard_time),
    maximum_time: Number(values.maximum_time),
    lines: values.lines,
    answers: values.answers,
  };
}

function elementProblems(element: Element, at: string): FieldError[] {
  const problems: FieldError[] = [];
  const empty = (field: string, value: string) => {
    if (nonEmpty(value)) problems.push({ field: `${at}.${field}`, message: 'Cannot be empty' });
  };
  if (element.type === 'Text') empty('text', element.text);
  else if (element.type === 'Image') empty('image_id', element.image_id);
  else empty('ref', element.ref);
  if (element.type === 'MC') empty('value', element.value);
  return problems;
}

/**
 * What can be told without the server: empty texts, refs and values, and
 * score and times out of range. Whether an answer can ever be marked right
 * is the server's call (its marker has the last word).
 */
export function validateQuestion(values: QuestionValues, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const rule = (field: keyof QuestionValues, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  if (creating) rule('ref', nonEmpty(values.ref));
  rule('score', score(values.score));
  rule('standard_time', wholeNumberAtLeastZero(values.standard_time));
  rule('maximum_time', wholeNumberAtLeastZero(values.maximum_time));
  if (values.lines.length === 0) rule('lines', 'Cannot be empty');
  values.lines.forEach((line, l) => {
    if (line.length === 0) rule('lines', 'Cannot be empty');
    line.forEach((element, e) => errors.push(...elementProblems(element, `lines[${l}][${e}]`)));
  });
  values.answers.forEach((alternative, a) =>
    alternative.forEach((part, p) => {
      const at = `answers[${a}][${p}]`;
      if (nonEmpty(part.ref)) errors.push({ field: `${at}.ref`, message: 'Cannot be empty' });
      part.values.forEach((value, v) => {
        if (nonEmpty(value))
          errors.push({ field: `${at}.values[${v}]`, message: 'Cannot be empty' });
      });
    }),
  );
  return errors;
}

/** A warning shown to the editor; saving is not refused for it. */
export function timeWarning(values: QuestionValues): string | null {
  const standard = Number(values.standard_time);
  const maximum = Number(values.maximum_time);
  if (values.standard_time.trim() === '' || values.maximum_time.trim() === '') return null;
  if (!Number.isFinite(standard) || !Number.isFinite(maximum)) return null;
  return maximum > standard ? null : TIME_WARNING;
}
