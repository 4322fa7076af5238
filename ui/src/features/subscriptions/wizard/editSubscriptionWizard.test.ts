import { describe, expect, it } from 'vitest';

import { subscription } from '../testing/fixtures';
import {
  canGoNextInEdit,
  currentEditStep,
  type EditWizardAction,
  editWizardReducer,
  editWizardStart,
  type EditWizardState,
} from './editSubscriptionWizard';

const platformOnly = subscription({
  session_option: 'Platform Only',
  tutor: null,
  assigned_sessions: [],
});

function run(state: EditWizardState, ...actions: EditWizardAction[]): EditWizardState {
  return actions.reduce(editWizardReducer, state);
}

const next = (planSessions: number | undefined): EditWizardAction => ({
  type: 'next',
  planSessions,
});

describe('the edit wizard', () => {
  it("starts at the plan with the subscription's plan and times", () => {
    const state = editWizardStart(subscription());
    expect(currentEditStep(state)).toBe('plan');
    expect(state.plan).toBe('2 X 15 mins');
    expect(state.slots).toEqual([
      { day_of_week: 0, time: 960 },
      { day_of_week: 2, time: 975 },
    ]);
  });

  it('goes plan, slots, review for a tutor plan', () => {
    const state = editWizardStart(subscription());
    const atSlots = run(state, next(2));
    expect(currentEditStep(atSlots)).toBe('slots');
    expect(currentEditStep(run(atSlots, next(2)))).toBe('review');
  });

  it.each<[string, number, boolean]>([
    ['fewer', 3, false],
    ['as many', 2, true],
    ['more', 1, false],
  ])('confirms the times only with as many as the plan has sessions (%s)', (_, sessions, ok) => {
    const atSlots = run(editWizardStart(subscription()), next(2));
    expect(canGoNextInEdit(atSlots, sessions)).toBe(ok);
  });

  it('clears the times when Platform Only is chosen, and then skips them', () => {
    const state = run(editWizardStart(subscription()), {
      type: 'choosePlan',
      plan: 'Platform Only',
    });
    expect(state.slots).toEqual([]);
    expect(currentEditStep(run(state, next(0)))).toBe('review');
  });

  it('asks whether a tutor plan was meant when Platform Only stays Platform Only', () => {
    const asking = run(editWizardStart(platformOnly), next(0));
    expect(asking.askingAboutTutorPlan).toBe(true);
    expect(currentEditStep(asking)).toBe('plan');

    const tutorPlanMeant = run(asking, { type: 'chooseTutorPlan' });
    expect(tutorPlanMeant.askingAboutTutorPlan).toBe(false);
    expect(currentEditStep(tutorPlanMeant)).toBe('plan');

    const kept = run(asking, { type: 'keepPlatformOnly' });
    expect(kept.askingAboutTutorPlan).toBe(false);
    expect(currentEditStep(kept)).toBe('review');
  });

  it.each([
    ['a tutor plan to Platform Only', subscription(), 'Platform Only'],
    ['Platform Only to a tutor plan', platformOnly, '1 X 15 mins'],
  ])('does not ask when changing %s', (_, start, plan) => {
    const state = run(
      editWizardStart(start),
      { type: 'choosePlan', plan },
      next(plan === 'Platform Only' ? 0 : 1),
    );
    expect(state.askingAboutTutorPlan).toBe(false);
    expect(state.step).toBe(1);
  });

  it('Back returns to the plan', () => {
    const state = run(editWizardStart(subscription()), next(2), { type: 'back' });
    expect(currentEditStep(state)).toBe('plan');
  });
});
