import { Radio, Text } from '@mantine/core';

import type { Element } from '../../generated/api/schemas';
import { serverFileUrl } from '../../lib/serverFiles';
import { type AnswerMap, positionKey, withChoice, withPart } from './answerMap';
import { INPUT_TYPES } from './inputTypes';

/** Where a question's pictures are served from. */
export function imageUrl(imageId: string): string {
  return serverFileUrl(`/static-data/attachments/${encodeURIComponent(imageId)}`);
}

export interface QuestionElementProps {
  element: Element;
  line: number;
  index: number;
  answer: AnswerMap;
  onAnswer: (answer: AnswerMap) => void;
  /** Radio groups need a name unique to this rendering of the question. */
  groupPrefix: string;
  /** What a screen reader calls each typed answer, by ref (answerNames.ts). */
  answerNames: Map<string, string>;
  disabled?: boolean;
  readOnly?: boolean;
}

function choiceOf(answer: AnswerMap, ref: string) {
  return Object.entries(answer).find(([, part]) => part.ref === ref)?.[0];
}

/** One element of a question line: text, a picture, or an input. */
export function QuestionElement(props: QuestionElementProps) {
  const { element, answer } = props;
  const key = positionKey(props.line, props.index);

  if (element.type === 'Text') return <Text span>{element.text}</Text>;
  if (element.type === 'Image') {
    return (
      <img
        src={imageUrl(element.image_id)}
        // The bank holds no description of its pictures; this says at least what it is for.
        alt="Part of the question"
        style={{ maxWidth: '100%', maxHeight: '16rem' }}
      />
    );
  }
  if (element.type === 'MC') {
    return (
      <Radio
        name={`${props.groupPrefix}-${element.ref}`}
        label={element.value}
        value={element.value}
        checked={choiceOf(answer, element.ref) === key}
        disabled={props.disabled || props.readOnly}
        data-answer-choice=""
        onChange={() => props.onAnswer(withChoice(answer, key, element.ref, element.value))}
      />
    );
  }

  const { Input } = INPUT_TYPES[element.type];
  return (
    <Input
      answerName={props.answerNames.get(element.ref) ?? 'your answer'}
      value={answer[key]?.value ?? ''}
      onChange={(value) => props.onAnswer(withPart(answer, key, element.ref, value))}
      disabled={props.disabled}
      readOnly={props.readOnly}
    />
  );
}
