import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import { isTauri } from '../../../lib/platform';
import { fetchVideoCheck } from '../api/videoCheckApi';
import { videoPathReachable } from '../checks/connection';
import { supportsVideo } from '../checks/media';
import {
  allPassed,
  CHECK_STEPS,
  MESSAGES,
  type Outcome,
  type Outcomes,
  STEP_LABELS,
} from '../rules/wizard';
import { OutcomeMark } from './OutcomeMark';

export const IN_THE_BROWSER =
  'On this computer video sessions open in your web browser: run this check there too.';

/** Whether the configured video path answers from here. */
function useConnection(enabled: boolean) {
  return useQuery({
    queryKey: ['diagnostics', 'connection'],
    queryFn: async (): Promise<Outcome> => {
      const check = await fetchVideoCheck();
      return (await videoPathReachable(check))
        ? { kind: 'passed' }
        : { kind: 'failed', message: MESSAGES.connection };
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Step 5: how each check went, and whether sessions can connect from here. */
export function ResultStep({ outcomes, onRestart }: { outcomes: Outcomes; onRestart: () => void }) {
  // The desktop app's webview cannot run calls: its sessions open in the browser.
  const desktop = isTauri();
  const connection = useConnection(!desktop && supportsVideo());
  const connectionOutcome: Outcome | undefined = desktop
    ? undefined
    : !supportsVideo()
      ? { kind: 'failed', message: MESSAGES.unsupported }
      : connection.isError
        ? { kind: 'failed', message: MESSAGES.unknown }
        : connection.data;

  return (
    <Stack>
      <Title order={3}>
        {allPassed(outcomes) && connectionOutcome?.kind === 'passed'
          ? 'All set for video sessions'
          : 'Your results'}
      </Title>
      <List listStyleType="none" spacing="xs">
        {CHECK_STEPS.map((step) => (
          <List.Item key={step}>
            <OutcomeLine
              label={STEP_LABELS[step]}
              outcome={outcomes[step]}
              testId={`result-${step}`}
            />
          </List.Item>
        ))}
        <List.Item>
          {desktop ? (
            <Text data-testid="result-connection">{IN_THE_BROWSER}</Text>
          ) : (
            <OutcomeLine
              label="Connection"
              outcome={connectionOutcome}
              testId="result-connection"
              pending="Trying to connect..."
            />
          )}
        </List.Item>
      </List>
      <Group>
        <Button variant="default" onClick={onRestart}>
          Start again
        </Button>
      </Group>
    </Stack>
  );
}

function OutcomeLine({
  label,
  outcome,
  testId,
  pending = 'Not checked',
}: {
  label: string;
  outcome: Outcome | undefined;
  testId: string;
  pending?: string;
}) {
  return (
    <Group gap="xs" data-testid={testId} data-outcome={outcome?.kind ?? 'none'}>
      <OutcomeMark outcome={outcome} />
      <Text fw={600}>{label}:</Text>
      <Text>
        {outcome?.kind === 'failed'
          ? outcome.message
          : outcome?.kind === 'passed'
            ? 'Working'
            : outcome?.kind === 'skipped'
              ? 'Skipped for now'
              : pending}
      </Text>
    </Group>
  );
}
