import { Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { PageFrame } from '../../../components/frame/PageFrame';
import type { AdminVariables } from '../../../generated/api/schemas';
import { validateFields } from '../../../lib/forms/formErrors';
import { useForm } from '../../../lib/forms/useForm';
import type { Validator } from '../../../lib/forms/validators';
import { logError } from '../../../lib/remoteLog';
import { showSuccess } from '../../../lib/toasts';
import { fetchVariables, saveVariables } from '../api/adminApi';

const VARIABLES_KEY = ['admin_variables'] as const;

/** The number inputs hold text while something is being typed. */
type VariablesValues = { [Field in keyof AdminVariables]: number | string };

/** The server's messages, so Submit is never sent for values it refuses. */
export const PERCENT_RANGE = 'Must be number between 0 and 100';
export const MINIMUM_ABOVE_DESIRED = 'Must not be above the desired capacity threshold';

const asNumber = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value !== ''
      ? Number(value)
      : NaN;

const percent: Validator = (value) => {
  const number = asNumber(value);
  return number >= 0 && number <= 100 ? null : PERCENT_RANGE;
};

const checkVariables = validateFields<VariablesValues>(
  { desiredCapacity: [percent], minimumCapacity: [percent] },
  (values) =>
    asNumber(values.minimumCapacity) > asNumber(values.desiredCapacity)
      ? [{ field: 'minimumCapacity', message: MINIMUM_ABOVE_DESIRED }]
      : [],
);

const THRESHOLDS: { field: keyof VariablesValues; label: string }[] = [
  { field: 'desiredCapacity', label: 'Desired capacity threshold' },
  { field: 'minimumCapacity', label: 'Minimum capacity threshold' },
];

function VariablesForm({ variables }: { variables: VariablesValues }) {
  const queryClient = useQueryClient();
  // A threshold out of range says so as soon as it is typed (the inputs do
  // not clamp it), rather than being changed behind the admin's back.
  const form = useForm<VariablesValues>({
    initialValues: variables,
    validate: checkVariables,
    checkChangedFields: true,
  });

  // Admin variable errors are only logged (docs/screens.md).
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await saveVariables({
        desiredCapacity: asNumber(values.desiredCapacity),
        minimumCapacity: asNumber(values.minimumCapacity),
      });
      queryClient.setQueryData(VARIABLES_KEY, saved);
      form.reset(saved);
      showSuccess();
    } catch (error) {
      logError(error);
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-label="Capacity thresholds">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm" maw={420}>
          <Text c="dimmed" size="sm">
            Tutors are offered first while their booked hours are under these percentages of their
            ideal hours.
          </Text>
          {THRESHOLDS.map(({ field, label }) => (
            <NumberInput
              key={field}
              label={label}
              suffix="%"
              min={0}
              max={100}
              clampBehavior="none"
              {...form.getInputProps(field)}
            />
          ))}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const BLANK: VariablesValues = { desiredCapacity: '', minimumCapacity: '' };

/** /admin/variables: the capacity thresholds the tutor matching ranks by. */
export function VariablesPage() {
  const variables = useQuery({ queryKey: VARIABLES_KEY, queryFn: fetchVariables });

  useEffect(() => {
    if (variables.error) logError(variables.error);
  }, [variables.error]);

  return (
    <PageFrame title="Variables">
      <Stack mt="md">
        {variables.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          // Without the stored values the admin can still set both from blank.
          <VariablesForm
            key={variables.data ? 'stored' : 'blank'}
            variables={variables.data ?? BLANK}
          />
        )}
      </Stack>
    </PageFrame>
  );
}
