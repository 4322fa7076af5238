import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  fakeNotesServer,
  MATHS,
  STUDENT,
  tutorNote,
} from '../features/messages/testing/fakeNotesServer';
import { answerRecord, TEST_NOW } from '../features/performance/testing/answerRecords';
import { fakePerformanceServer } from '../features/performance/testing/fakePerformanceServer';
import { fourWeeks, mathsTree } from '../features/performance/testing/performanceTree';
import { resolveHelpRequest } from '../features/performance/testing/resolveHelp';
import { callsTo, fakeSessionServer } from '../features/sessions/testing/fakeSessionServer';
import { sessionInDays } from '../features/sessions/testing/sessionFixtures';
import type { Role, Session } from '../generated/api/schemas';
import type { TransportRequest, TransportResponse } from '../lib/api/transport';

const REVIEW = `/tutor/session/${STUDENT}/${MATHS}`;
const ADA = { _id: STUDENT, name: 'Ada Lovelace', first_name: 'Ada', school_year: 3 };
const NOTES_PATH = /^(note|unread_notes|notes_read)\//;

/** One of Ada's Maths sessions, `days` from today. */
const adasSession = (days: number): Session =>
  sessionInDays(days, {
    _id: `ada-${days}`,
    student_id: STUDENT,
    student: ADA,
    subject: { _id: MATHS, name: 'Maths' },
  });

/**
 * The review page's server: the performance fake answers the student's
 * performance, the notes fake their Maths channel (live), the session fake
 * the session lists the student is named from. After `refuseWith`, every
 * call about the student gets that answer instead, as the server answers
 * a tutor who does not teach them.
 */
function reviewServer(role: Role, sessions: Session[] = [adasSession(2)]) {
  const performance = fakePerformanceServer(role);
  performance.state.tree.set(STUDENT, mathsTree());
  performance.state.trend.set(STUDENT, fourWeeks());
  const notes = fakeNotesServer({ live: true });
  notes.state.notes = [tutorNote(1, 'Have a go at the 7 times table')];
  const sessionServer = fakeSessionServer(role, { sessions });
  let refusal: TransportResponse | null = null;

  const { transport } = performance;
  const performanceSend = transport.send;
  transport.send = vi.fn(async (request: TransportRequest) => {
    const aboutStudent = request.path.includes(STUDENT);
    if (refusal && aboutStudent) return refusal;
    if (NOTES_PATH.test(request.path)) return notes.transport.send(request);
    if (request.path === 'tutor' || request.path.startsWith('session/')) {
      return sessionServer.send(request);
    }
    return performanceSend(request);
  });
  transport.streamEvents = notes.transport.streamEvents;
  const refuseWith = (response: TransportResponse) => (refusal = response);
  return { ...performance, notes, sessionServer, refuseWith };
}

const messagesSection = () => screen.getByRole('region', { name: 'Messages' });

describe("the tutor's review of a student", () => {
  afterEach(() => vi.useRealTimers());

  it('names the student and shows their progress and messages, which the tutor adds to live', async () => {
    const server = reviewServer('TUTOR');
    await server.open(REVIEW);
    expect(
      await screen.findByRole('heading', { name: 'Ada Lovelace' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Year 3')).toBeVisible();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Trend');
    expect(await screen.findAllByTestId('weekly-line-chart')).toHaveLength(2);
    expect(
      await within(messagesSection()).findByText('Have a go at the 7 times table'),
    ).toBeVisible();
    // Named from the tutor's own sessions: a tutor may not list the student's.
    expect(callsTo(server.sessionServer, 'session/list/upcoming')[0]!.query).toContainEqual([
      'tutor_id',
      'tutor-tom',
    ]);

    await userEvent.type(screen.getByLabelText('Message'), 'Well done this week!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(messagesSection()).findByText('Well done this week!')).toBeVisible();
    expect(
      server.notes.calls('POST', `note/${server.notes.channel}`).map((call) => call.body),
    ).toEqual([{ message: 'Well done this week!' }]);

    await waitFor(() => expect(server.transport.streamEvents).toHaveBeenCalled());
    act(() =>
      server.notes.publish({ ...tutorNote(30, 'Can we do fractions next?'), sender_name: 'Ada' }),
    );
    expect(await within(messagesSection()).findByText('Can we do fractions next?')).toBeVisible();
  });

  it('tells the tutor when contact details were taken out of their message', async () => {
    const server = reviewServer('TUTOR');
    await server.open(REVIEW);
    const section = await screen.findByRole('region', { name: 'Messages' }, { timeout: 5000 });
    await userEvent.type(
      await within(section).findByLabelText('Message'),
      'Email me at tess@example.com{Enter}',
    );
    expect(await within(messagesSection()).findByRole('alert')).toHaveTextContent(
      'Contact details were removed from your message. Phone numbers, e-mail addresses, links and usernames cannot be shared on Plytime, to keep children safe.',
    );
    expect(
      await within(messagesSection()).findByText('Email me at [contact details removed]'),
    ).toBeVisible();
  });

  it('lets the tutor resolve a help request and edit mixes, but not mark answers reviewed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
    const server = reviewServer('TUTOR');
    server.state.answers.set(STUDENT, [answerRecord({ reviewed: true, help_requested: true })]);
    const app = await server.open(`${REVIEW}?tab=answers`);
    await resolveHelpRequest('answer-1');
    expect(server.bodiesOf('student/answer/answer-1/resolve')).toEqual([{ resolved: true }]);
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request help' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Focus' }));
    expect(await screen.findByRole('button', { name: 'Create mix' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe(REVIEW);
    expect(app.router.state.location.search).toBe('?tab=focus');
  });

  it("names the student for an admin from the student's past sessions", async () => {
    const server = reviewServer('ADMIN', [adasSession(-5)]);
    await server.open(REVIEW);
    expect(
      await screen.findByRole('heading', { name: 'Ada Lovelace' }, { timeout: 5000 }),
    ).toBeVisible();
    const lists = vi.mocked(server.sessionServer.send).mock.calls.map(([request]) => request);
    expect(lists.map((request) => request.path)).toEqual([
      'session/list/upcoming',
      'session/list/past',
    ]);
    expect(
      lists.every((request) =>
        request.query.some(([key, value]) => key === 'student_id' && value === STUDENT),
      ),
    ).toBe(true);
  });

  it("shows only the server's refusal to a tutor who does not teach the student", async () => {
    const server = reviewServer('TUTOR', []);
    server.refuseWith({ status: 403, body: { errors: ['You are not authorised to do this'] } });
    await server.open(REVIEW);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'You are not authorised to do this',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(server.notes.calls('GET', `note/${server.notes.channel}`)).toHaveLength(0);
  });

  it.each<Role>(['STUDENT', 'PARENT'])('is not for a %s', async (role) => {
    await reviewServer(role).open(REVIEW);
    expect(
      await screen.findByText('You are not authorised to see this page', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
