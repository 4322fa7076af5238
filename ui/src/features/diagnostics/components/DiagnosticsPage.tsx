import { Button, Stack, Stepper, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';

import { PageFrame } from '../../../components/frame/PageFrame';
import { stopStream, supportsVideo } from '../checks/media';
import {
  MESSAGES,
  nextStep,
  type Outcome,
  type Outcomes,
  type Step,
  STEP_LABELS,
  STEPS,
} from '../rules/wizard';
import { AudioStep, CameraStep, DeviceList, PermissionsStep, ScreenStep } from './CheckSteps';
import { ResultStep } from './ResultStep';

/** A green tick, a red cross, or a grey dash for a step skipped for now. */
const STEP_COLOURS: Record<Outcome['kind'], string> = {
  passed: 'green',
  failed: 'red',
  skipped: 'gray',
};
const STEP_MARKS: Record<Outcome['kind'], string> = { passed: '✓', failed: '✗', skipped: '–' };

/**
 * /student/diagnostics, /parent/diagnostics, /tutor/diagnostics: the
 * Audio/Video Check (docs/live-sessions.md), one step after another: permissions,
 * camera, audio, screen share, then the result with a try of the video
 * path the sessions use.
 */
export function DiagnosticsPage() {
  const [step, setStep] = useState<Step>('permissions');
  const [outcomes, setOutcomes] = useState<Outcomes>({});
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [supported] = useState(supportsVideo);
  const shown = step === 'result' ? undefined : outcomes[step];

  useEffect(() => () => stopStream(stream), [stream]);

  const done = useCallback(
    (outcome: Outcome) => {
      setOutcomes((before) => (step === 'result' ? before : { ...before, [step]: outcome }));
      // A red cross stays in view, with its reason, until Next.
      if (outcome.kind !== 'failed') setStep(nextStep(step));
    },
    [step],
  );

  function restart() {
    setStream(null);
    setOutcomes({});
    setStep('permissions');
  }

  function current() {
    if (shown?.kind === 'failed') {
      return (
        <Stack>
          <Text c="red" role="alert" data-testid="step-message">
            {shown.message}
          </Text>
          <Button variant="default" onClick={() => setStep(nextStep(step))}>
            Next
          </Button>
        </Stack>
      );
    }
    switch (step) {
      case 'permissions':
        return (
          <PermissionsStep
            onGranted={setStream}
            onDone={done}
            warning={supported ? null : MESSAGES.unsupported}
          />
        );
      case 'camera':
        return <CameraStep stream={stream} onDone={done} />;
      case 'audio':
        return <AudioStep stream={stream} onDone={done} />;
      case 'screen':
        return <ScreenStep stream={stream} onDone={done} />;
      case 'result':
        return <ResultStep outcomes={outcomes} onRestart={restart} />;
    }
  }

  return (
    <PageFrame title="Audio/Video Check">
      <Stack mt="md">
        <Stepper active={STEPS.indexOf(step)} size="sm" allowNextStepsSelect={false}>
          {STEPS.map((each) => {
            const outcome = each === 'result' ? undefined : outcomes[each];
            return (
              <Stepper.Step
                key={each}
                label={STEP_LABELS[each]}
                color={outcome ? STEP_COLOURS[outcome.kind] : undefined}
                completedIcon={outcome ? STEP_MARKS[outcome.kind] : undefined}
                data-testid={`step-${each}`}
                data-outcome={outcome?.kind ?? 'none'}
              />
            );
          })}
        </Stepper>
        <DeviceList active={stream !== null} />
        {current()}
      </Stack>
    </PageFrame>
  );
}
