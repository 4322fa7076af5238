import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';

import type { ParentProfile, StudentSummary } from '../../../generated/api/schemas';
import { showError, showSuccess } from '../../../lib/toasts';
import { PARENT_PROFILE_KEY } from '../hooks/useParentProfile';

/**
 * One child's setting, chosen from a list and saved as soon as it
 * changes. The server answers with the whole profile, which replaces the
 * one on screen.
 */
export function ChildSettingSelect<Choice extends string>(props: {
  student: StudentSummary;
  choices: readonly { value: Choice; label: string }[];
  value: Choice;
  save: (choice: Choice) => Promise<ParentProfile>;
  /** Said once it is saved. */
  savedText: string;
  /** Under the child's name: what the setting means for them now. */
  description?: string;
}) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: props.save,
    onSuccess: (profile: ParentProfile) => {
      queryClient.setQueryData(PARENT_PROFILE_KEY, profile);
      showSuccess(props.savedText);
    },
    onError: showError,
  });
  return (
    <NativeSelect
      label={props.student.first_name}
      description={props.description ?? `@${props.student.username}`}
      data={props.choices.map((choice) => ({ ...choice }))}
      value={save.isPending ? save.variables : props.value}
      onChange={(event) => {
        const chosen = props.choices.find((each) => each.value === event.currentTarget.value);
        if (chosen && chosen.value !== props.value) save.mutate(chosen.value);
      }}
      disabled={save.isPending}
      maw={360}
    />
  );
}

/** A section of the profile page with one setting per child: its title, what it does, the children. */
export function ChildSettingSection(props: { title: string; intro: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {props.title}
        </Title>
        <Text size="sm">{props.intro}</Text>
        {props.children}
      </Stack>
    </Card>
  );
}
