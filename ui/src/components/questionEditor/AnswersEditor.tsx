import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';

import type { AnswerPart, Element } from '../../generated/api/schemas';
import { RemovableBlock } from './RemovableBlock';
import { inputRefs, inputTypeOf } from '../question/answerMap';
import { filterWrittenAnswer } from '../question/inputTypes';
import {
  addAlternative,
  addPart,
  addValue,
  type Edit,
  removeAlternative,
  removePart,
  setPartRef,
  setValue,
} from './questionEdits';

interface AnswersEditorProps {
  answers: AnswerPart[][];
  lines: Element[][];
  editing: boolean;
  errorAt: Record<string, string>;
  onEdit: (edit: Edit<AnswerPart[][]>) => void;
}

/**
 * The accepted answers: alternatives, each with a part per input, each
 * part with one or more accepted values.
 */
export function AnswersEditor({ answers, lines, editing, errorAt, onEdit }: AnswersEditorProps) {
  const set = (value: AnswerPart[][]) => onEdit({ ok: true, value });
  const refs = inputRefs(lines);

  return (
    <Stack gap="xs">
      <Text fw={600}>Answers</Text>
      {answers.map((alternative, a) => (
        <RemovableBlock
          key={a}
          noun="Answer"
          number={a + 1}
          editing={editing}
          onRemove={() => onEdit(removeAlternative(answers, a))}
          testId="answer-editor"
        >
          {alternative.map((part, p) => {
            const name = `Answer ${a + 1} part ${p + 1}`;
            const path = `answers[${a}][${p}]`;
            const choices = refs.includes(part.ref) || part.ref === '' ? refs : [...refs, part.ref];
            const type = inputTypeOf(lines, part.ref);
            // What a child could type in the preview; a value for no input yet is left free.
            const filter = (typed: string) => (type ? filterWrittenAnswer(type, typed) : typed);
            return (
              <Group key={p} gap="xs" align="flex-start" wrap="nowrap">
                <NativeSelect
                  aria-label={`${name} input`}
                  data={[{ value: '', label: 'Input…' }, ...choices]}
                  value={part.ref}
                  disabled={!editing}
                  error={errorAt[`${path}.ref`]}
                  onChange={(event) => set(setPartRef(answers, a, p, event.currentTarget.value))}
                  w="7rem"
                />
                <Stack gap={4} style={{ flex: 1 }}>
                  {part.values.map((value, v) => (
                    <TextInput
                      key={v}
                      aria-label={`${name} value ${v + 1}`}
                      placeholder="Accepted value"
                      value={value}
                      readOnly={!editing}
                      error={errorAt[`${path}.values[${v}]`]}
                      onChange={(event) =>
                        set(setValue(answers, a, p, v, filter(event.currentTarget.value)))
                      }
                    />
                  ))}
                </Stack>
                {editing && (
                  <>
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Add value to ${name}`}
                      onClick={() => set(addValue(answers, a, p))}
                    >
                      Add value
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      // The name starts with the words shown (WCAG 2.5.3).
                      aria-label={`Remove ${name}`}
                      onClick={() => onEdit(removePart(answers, a, p))}
                    >
                      Remove
                    </Button>
                  </>
                )}
              </Group>
            );
          })}
          {editing && (
            <Group>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Add part to answer ${a + 1}`}
                onClick={() => set(addPart(answers, a, lines))}
              >
                Add part
              </Button>
            </Group>
          )}
        </RemovableBlock>
      ))}
      {editing && (
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => set(addAlternative(answers, lines))}
          >
            Add answer
          </Button>
        </Group>
      )}
    </Stack>
  );
}
