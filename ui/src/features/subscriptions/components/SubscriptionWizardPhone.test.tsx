import { describe, expect, it } from 'vitest';

import { onANarrowWindow } from '../../../test/narrowWindow';
import { button, chooseStudent, clickNext, openNewWizard } from '../testing/newWizardDriver';

function stepLabels(dialog: HTMLElement) {
  return [...dialog.querySelectorAll('.mantine-Stepper-stepLabel')].map(
    (label) => label.textContent,
  );
}

describe('the subscription wizard on a phone', () => {
  onANarrowWindow();

  it('names only the current step, so the steps fit on one line', async () => {
    const { dialog } = await openNewWizard();
    expect(stepLabels(dialog)).toEqual(['Student']);
    await chooseStudent(dialog);
    await clickNext(dialog);
    expect(stepLabels(dialog)).toEqual(['Plan']);
    expect(button(dialog, 'Back')).toBeEnabled();
    expect(button(dialog, 'Next')).toBeInTheDocument();
  });
});
