import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { sentTo } from '../../../test/openAs';
import {
  aConcern,
  fakeSafeguardingServer,
  openAsLead,
  SARAH,
} from '../testing/fakeSafeguardingServer';

const PATH = '/admin/safeguarding/concern/concern-1';

const record = () => screen.findByRole('region', { name: 'Your record' });
const facts = async () =>
  within(await screen.findByRole('table', { name: 'About the concern' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

async function chooseState(label: string) {
  await userEvent.click(within(await record()).getByRole('radio', { name: label }));
}

describe("the lead's page of one concern", () => {
  it('shows what happened, who raised it and when, the session, the child and the tutor', async () => {
    openAsLead(PATH);
    const account = await screen.findByRole('region', { name: 'What happened' });
    expect(account).toHaveTextContent(
      'My tutor asked for my phone number. She said not to tell anyone.',
    );
    expect(await facts()).toEqual([
      'Raised byAda Lovelace (student)',
      'Raised4 March 2026, 09:05',
      'Session3 March 2026, 16:00',
      'ChildAda Lovelace',
      'TutorPriya Shah',
      'RecordingWatch',
      'StateOpen',
    ]);
  });

  it('names no session, child or tutor a concern does not', async () => {
    const concern = aConcern({
      raised_by: SARAH,
      session_id: null,
      session_starts_at: null,
      recording_id: null,
      student: null,
      tutor: null,
      tutor_id: null,
    });
    openAsLead(PATH, fakeSafeguardingServer({ concerns: [concern] }));
    expect((await facts()).slice(2, 6)).toEqual([
      'SessionNone named',
      'ChildNone named',
      'TutorNone named',
      'RecordingNone',
    ]);
    expect(screen.queryByRole('button', { name: 'Suspend tutor' })).not.toBeInTheDocument();
  });

  it('saves the state and notes, with Save only once something changed', async () => {
    const { app } = openAsLead(PATH);
    const save = within(await record()).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await chooseState('Reviewing');
    await userEvent.type(screen.getByRole('textbox', { name: /^Notes/ }), 'Called the parent');
    await userEvent.click(save);

    await waitFor(() => expect(save).toBeDisabled());
    expect(sentTo(app, 'PUT', 'safeguarding/concern/concern-1').map((r) => r.body)).toEqual([
      { state: 'reviewing', lead_notes: 'Called the parent', outcome: '' },
    ]);
    expect(await facts()).toContain('StateReviewing');
  });

  it("shows the server's refusal to close without an outcome, then closes with one", async () => {
    const { server } = openAsLead(PATH);
    await chooseState('Closed');
    await userEvent.click(within(await record()).getByRole('button', { name: 'Save' }));
    expect(await within(await record()).findByRole('alert')).toHaveTextContent(
      'API Error: outcome: Say what was done before closing the concern',
    );
    expect(server.state.concerns[0]!.state).toBe('open');

    await userEvent.type(
      screen.getByRole('textbox', { name: /^Outcome/ }),
      'Tutor spoken to; parents told.',
    );
    await userEvent.click(within(await record()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.state.concerns[0]!.state).toBe('closed'));
    expect(await facts()).toContain('StateClosed');
    expect(within(await record()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('suspends the tutor for this concern once asked again', async () => {
    const { app } = openAsLead(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend tutor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Priya Shah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend tutor' }));

    expect(
      await screen.findByText('Suspended: this tutor cannot open rooms or be booked'),
    ).toBeVisible();
    expect(
      sentTo(app, 'PUT', 'safeguarding/tutor/tutor-priya/suspension').map((r) => r.body),
    ).toEqual([{ suspended: true, concern_id: 'concern-1' }]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  });

  it('lifts a suspension once asked again, and cancelling sends nothing', async () => {
    const server = fakeSafeguardingServer({ concerns: [aConcern({ tutor_suspended: true })] });
    const { app } = openAsLead(PATH, server);
    await userEvent.click(await screen.findByRole('button', { name: 'Lift suspension' }));
    let dialog = await screen.findByRole('dialog', { name: 'Lift the suspension of Priya Shah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sentTo(app, 'PUT', 'safeguarding/tutor/tutor-priya/suspension')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Lift suspension' }));
    dialog = await screen.findByRole('dialog', { name: 'Lift the suspension of Priya Shah?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    expect(await screen.findByRole('button', { name: 'Suspend tutor' })).toBeVisible();
    expect(
      sentTo(app, 'PUT', 'safeguarding/tutor/tutor-priya/suspension').map((r) => r.body),
    ).toEqual([{ suspended: false }]);
    expect(
      screen.queryByText('Suspended: this tutor cannot open rooms or be booked'),
    ).not.toBeInTheDocument();
  });

  it('offers no suspension for a closed concern', async () => {
    openAsLead(PATH, fakeSafeguardingServer({ concerns: [aConcern({ state: 'closed' })] }));
    expect(await screen.findByRole('button', { name: 'Suspend tutor' })).toBeDisabled();
    expect(
      screen.getByText('A tutor is suspended while a concern about them is open.'),
    ).toBeVisible();
  });

  it('tells an admin who is not the lead that the page is not theirs, asking nothing', async () => {
    const { app } = openAsLead(PATH, fakeSafeguardingServer(), { lead: false });
    expect(await screen.findByText('Only the safeguarding lead can see this page')).toBeVisible();
    expect(sentTo(app, 'GET', 'safeguarding/concern/concern-1')).toEqual([]);
  });
});
