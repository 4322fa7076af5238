/** The Audio/Video Check's steps, in order (docs/live-sessions.md). */
export const STEPS = ['permissions', 'camera', 'audio', 'screen', 'result'] as const;
export type Step = (typeof STEPS)[number];
/** The steps that are checks; the last one sums them up. */
export type CheckStep = Exclude<Step, 'result'>;
export const CHECK_STEPS: readonly CheckStep[] = ['permissions', 'camera', 'audio', 'screen'];

export const STEP_LABELS: Record<Step, string> = {
  permissions: 'Permissions',
  camera: 'Camera',
  audio: 'Audio',
  screen: 'Screen share',
  result: 'Result',
};

/** How a check went: a green tick, a red cross (with why), or skipped for now. */
export type Outcome =
  { kind: 'passed' } | { kind: 'failed'; message: string } | { kind: 'skipped' };

export type Outcomes = Partial<Record<CheckStep, Outcome>>;

/** What each failure says, in the product's own words. */
export const MESSAGES = {
  permissions:
    'Could not set permissions correctly - check your browser settings and allow this site to use your camera and microphone.',
  video: 'Could not verify video.',
  audio: 'Could not validate audio.',
  silence: 'No audio detected.',
  connection: 'Unable to connect.',
  unknown: 'An unknown error has occurred',
  unsupported:
    'Oh no, you cannot use this browser with Plytime video capability, please open the platform in Chrome, Firefox or Safari',
} as const;

/** The audio test listens this long for a voice, then records this long. */
export const LISTEN_MS = 20_000;
export const RECORD_MS = 4_000;
/** Devices are looked at again this long after permissions are given. */
export const DEVICE_CHECK_DELAY_MS = 500;

/** The step after `step`; the result is the last. */
export function nextStep(step: Step): Step {
  return STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)]!;
}

/** Whether every check passed (skipped ones count as not yet done). */
export function allPassed(outcomes: Outcomes): boolean {
  return CHECK_STEPS.every((step) => outcomes[step]?.kind === 'passed');
}
