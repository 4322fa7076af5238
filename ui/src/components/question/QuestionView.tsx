import { Group, Stack } from '@mantine/core';
import { type FocusEvent, type KeyboardEvent, useId, useMemo, useRef } from 'react';

import type { AnswerPart } from '../../generated/api/schemas';
import { type AnswerMap, inputRefs, type Line, positionKey } from './answerMap';
import { CorrectAnswer } from './CorrectAnswer';
import { takesNumberPad } from './inputTypes';
import { AnswerKeypad } from './keypad/AnswerKeypad';
import { useTouchScreen } from '../../lib/touchScreen';
import { answerNames } from './answerNames';
import { QuestionElement } from './QuestionElement';

export interface QuestionViewProps {
  lines: Line[];
  /** The answer so far, keyed by input position. */
  value: AnswerMap;
  onChange?: (answer: AnswerMap) => void;
  /** Enter in a box submits once every input has something in it. */
  onSubmit?: () => void;
  disabled?: boolean;
  /** For reviewing: shows `value` (the child's answer) without letting it change. */
  readOnly?: boolean;
  /** When given, the right answer is shown under the question. */
  correctAnswers?: AnswerPart[][];
}

function boxesOf(container: HTMLElement): HTMLInputElement[] {
  return Array.from(container.querySelectorAll<HTMLInputElement>('input[data-answer-field]'));
}

/**
 * A question as a child sees it, producing the submitted-answer map. Used
 * by the game, the admin preview and answer review.
 */
export function QuestionView(props: QuestionViewProps) {
  const groupPrefix = useId();
  const { lines, value } = props;
  const names = useMemo(() => answerNames(lines), [lines]);
  const view = useRef<HTMLDivElement>(null);
  // The box the number pad types into: the one last touched, else the first.
  const lastBox = useRef<HTMLInputElement | null>(null);
  const touchScreen = useTouchScreen();
  const editable = !props.disabled && !props.readOnly && props.onChange !== undefined;
  const numberBoxes = lines.flat().some((element) => takesNumberPad(element.type));

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    if (event.target instanceof HTMLInputElement && 'answerField' in event.target.dataset) {
      lastBox.current = event.target;
    }
  }

  function keypadTarget(): HTMLInputElement | null {
    const boxes = view.current ? boxesOf(view.current) : [];
    return boxes.find((box) => box === lastBox.current) ?? boxes[0] ?? null;
  }

  // Every box filled (or allowed to stay empty) and every multiple choice
  // chosen: Enter submits. Otherwise Enter moves on to the next box still
  // to be filled.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (props.disabled || props.readOnly) return;
    const boxes = boxesOf(event.currentTarget);
    const chosen = new Set(Object.values(value).map((part) => part.ref));
    const choicesMade = lines
      .flat()
      .filter((element) => element.type === 'MC')
      .every((element) => chosen.has(element.ref));
    const toFill = boxes.filter((box) => box.value === '' && box.dataset.optional !== 'true');
    if (toFill.length === 0 && choicesMade && inputRefs(lines).length > 0) {
      props.onSubmit?.();
      return;
    }
    const at = boxes.indexOf(event.target);
    const after = [...boxes.slice(at + 1), ...boxes.slice(0, Math.max(at, 0))];
    (after.find((box) => toFill.includes(box)) ?? after[0])?.focus();
  }

  return (
    <Stack gap="sm" onKeyDown={onKeyDown} onFocus={onFocus} ref={view} data-testid="question-view">
      {lines.map((line, l) => (
        <Group key={l} gap="xs" align="center" wrap="wrap">
          {line.map((element, e) => (
            <QuestionElement
              key={positionKey(l, e)}
              element={element}
              line={l}
              index={e}
              answer={value}
              onAnswer={(answer) => props.onChange?.(answer)}
              groupPrefix={groupPrefix}
              answerNames={names}
              disabled={props.disabled}
              readOnly={props.readOnly}
            />
          ))}
        </Group>
      ))}
      {touchScreen && editable && numberBoxes && <AnswerKeypad target={keypadTarget} />}
      {props.correctAnswers && <CorrectAnswer lines={lines} answers={props.correctAnswers} />}
    </Stack>
  );
}
