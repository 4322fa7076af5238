import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { openSubscriptions, type SubscriptionServerOptions } from './fakeSubscriptionServer';

/**
 * Steps through the new-subscription wizard as a parent would, so each
 * test spells out only the part it is about.
 */
export async function openNewWizard(options: SubscriptionServerOptions = {}) {
  const app = openSubscriptions(options);
  await userEvent.click(await screen.findByRole('button', { name: 'New subscription' }));
  const dialog = await screen.findByRole('dialog', { name: 'New subscription' });
  return { ...app, dialog };
}

export function button(dialog: HTMLElement, name: string) {
  return within(dialog).getByRole('button', { name });
}

export function clickNext(dialog: HTMLElement) {
  return userEvent.click(button(dialog, 'Next'));
}

export async function chooseStudent(dialog: HTMLElement, student = 'Ada') {
  // The children and subjects arrive from the server after the dialog opens.
  await within(dialog).findByRole('option', { name: 'Maths' });
  await within(dialog).findByRole('option', { name: student });
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Student/), student);
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Subject/), 'Maths');
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Level/), '4. On track');
}

export async function choosePlan(
  dialog: HTMLElement,
  plan = '2 X 15 mins',
  days = ['Monday'],
  times = ['Late Afternoon (15:00-17:45)'],
) {
  await userEvent.click(await within(dialog).findByRole('radio', { name: new RegExp(`^${plan}`) }));
  // Platform Only asks for no preferred times.
  if (plan === 'Platform Only') return;
  for (const name of [...days, ...times]) {
    await userEvent.click(within(dialog).getByRole('checkbox', { name }));
  }
}

export async function enterReferral(dialog: HTMLElement, code: string, onlyThatTutor: boolean) {
  await userEvent.type(within(dialog).getByLabelText(/^Referral code/), code);
  if (onlyThatTutor) await userEvent.click(within(dialog).getByRole('checkbox'));
}

/** Student, plan and (optionally) a referral code, then on to the slots (or the review). */
export async function fillUpToSlots(
  dialog: HTMLElement,
  plan = '2 X 15 mins',
  referral?: { code: string; onlyThatTutor: boolean },
) {
  await chooseStudent(dialog);
  await clickNext(dialog);
  await choosePlan(dialog, plan);
  await clickNext(dialog);
  if (referral) await enterReferral(dialog, referral.code, referral.onlyThatTutor);
  await clickNext(dialog);
}

export async function toggleSlots(dialog: HTMLElement, ...labels: string[]) {
  for (const name of labels) {
    await userEvent.click(await within(dialog).findByRole('checkbox', { name }));
  }
}
