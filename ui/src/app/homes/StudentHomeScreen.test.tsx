import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { openAs } from '../../features/sessions/testing/fakeSessionServer';
import { aSession } from '../../features/sessions/testing/sessionFixtures';
import { ok } from '../../test/openAs';

const MINUTE_MS = 60_000;
const startingIn = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS).toISOString();

/** The student home with these sessions coming, and `unread` Maths messages. */
function home(sessions: ReturnType<typeof aSession>[], unread = 0) {
  return openAs('STUDENT', '/student', {
    sessions,
    replies: {
      'game/subjects': () => ok([{ _id: 'subject-maths', name: 'Maths' }]),
      'unread_notes/id-STUDENT/subject-maths': () => ok({ count: unread }),
    },
  });
}

const tile = (name: string) => screen.findByRole('region', { name });

describe("the student home's tiles from other features", () => {
  it('offers Join in the next-session tile while a paid session is open', async () => {
    const open = aSession(startingIn(-1));
    home([open]);
    const next = await tile('Your next session');
    expect(await within(next).findByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      `/student/session/${encodeURIComponent(open._id)}`,
    );
    expect(within(next).getByTestId('next-session')).toHaveTextContent(
      /^Maths with Tom: 1[34] mins remaining$/,
    );
  });

  it('names the next session, with Sessions, before it opens', async () => {
    home([aSession(startingIn(30))]);
    const next = await tile('Your next session');
    expect(await within(next).findByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'href',
      '/student/sessions',
    );
    expect(within(next).getByTestId('next-session')).toHaveTextContent(
      /^Maths with Tom: Starts in (29|30) mins$/,
    );
    expect(within(next).queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('shows Messages with the unread count in its tile', async () => {
    home([], 2);
    const messages = await tile('Write to your tutor');
    const link = within(messages).getByRole('link', { name: /Messages/ });
    expect(link).toHaveAttribute('href', '/student/messages');
    await waitFor(() => expect(within(link).getByLabelText('2 unread')).toHaveTextContent('2'));
  });
});
