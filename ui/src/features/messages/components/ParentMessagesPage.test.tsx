import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeNotesServer, MATHS, STUDENT, tutorNote } from '../testing/fakeNotesServer';

const PAGE = `/parent/student/${STUDENT}/messages/${MATHS}`;
const NOTICE = "You can read Ada's messages with their tutor. Only Ada and the tutor write here.";

async function openAsParent(path: string, { live = false } = {}) {
  const server = fakeNotesServer({ role: 'PARENT', live });
  server.state.notes = [
    tutorNote(1, 'Try question 4 again'),
    { ...tutorNote(2, 'Done!'), sender_id: 'uid-STUDENT', sender_name: 'Ada' },
  ];
  const app = await server.open(path);
  return { server, app };
}

describe("a parent reading their child's messages", () => {
  it('shows the conversation and the read-only line, with no box to write in', async () => {
    await openAsParent(PAGE);
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 5000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Try question 4 again'), expect.stringContaining('Done!')]);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(/^Ada ·/);
    expect(screen.getByText(NOTICE)).toBeVisible();
    expect(screen.getByRole('heading', { name: "Ada's messages" })).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('neither posts nor marks anything read, and shows new notes live', async () => {
    const { server } = await openAsParent(PAGE, { live: true });
    await screen.findByRole('list', { name: 'Messages' }, { timeout: 5000 });
    await waitFor(() => expect(server.transport.streamEvents).toHaveBeenCalled());
    act(() => server.publish(tutorNote(3, 'See you on Saturday')));
    expect(await screen.findByText('See you on Saturday')).toBeVisible();
    expect(server.calls('PUT', `notes_read/${server.channel}`)).toEqual([]);
    expect(server.calls('POST', `note/${server.channel}`)).toEqual([]);
  });

  it("says so when the student is not one of the parent's", async () => {
    await openAsParent(`/parent/student/someone-else/messages/${MATHS}`);
    expect(
      await screen.findByText(/This is not one of your students/, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it("is reached from the parent home, beside the child's 'Login as'", async () => {
    const { app } = await openAsParent('/parent');
    const students = await screen.findByRole(
      'region',
      { name: 'Your students' },
      { timeout: 5000 },
    );
    const link = await within(students).findByRole('link', { name: "Ada's messages" });
    expect(link).toHaveAttribute('href', PAGE);
    act(() => link.click());
    await waitFor(() => expect(app.router.state.location.pathname).toBe(PAGE));
    expect(await screen.findByText(NOTICE, {}, { timeout: 5000 })).toBeVisible();
  });
});
