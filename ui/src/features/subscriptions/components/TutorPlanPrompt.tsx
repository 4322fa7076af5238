import { Button, Group, Stack, Text } from '@mantine/core';

import { LazyModal } from '../../../components/dialog/LazyModal';

export const TUTOR_PLAN_QUESTION =
  'This subscription is already Platform Only. Did you mean to choose a tutor plan?';

export interface TutorPlanPromptProps {
  opened: boolean;
  onChooseTutorPlan: () => void;
  onKeepPlatformOnly: () => void;
}

/**
 * Editing Platform Only into Platform Only changes nothing,
 * so the parent most likely meant a plan with tutor sessions.
 */
export function TutorPlanPrompt({
  opened,
  onChooseTutorPlan,
  onKeepPlatformOnly,
}: TutorPlanPromptProps) {
  return (
    <LazyModal opened={opened} onClose={onChooseTutorPlan} title="Did you mean a tutor plan?">
      <Stack>
        <Text>{TUTOR_PLAN_QUESTION}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeepPlatformOnly}>
            No, keep Platform Only
          </Button>
          <Button onClick={onChooseTutorPlan}>Yes, choose a tutor plan</Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
