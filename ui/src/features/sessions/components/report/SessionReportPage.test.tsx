import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { Role, SessionReport } from '../../../../generated/api/schemas';
import { callsTo, openAs } from '../../testing/fakeSessionServer';
import { aReport, aSentReport } from '../../testing/reportFixtures';
import { aSession } from '../../testing/sessionFixtures';

const PATH = '/session/session-1/report';
const HEADING = "Ada's Maths session with Priya, Tuesday 16 December, 16:30";

function openReport(role: Role, reports: SessionReport[]) {
  const session = aSession('2025-12-16T16:30:00.000Z', { _id: 'session-1', status: 'Attended' });
  return openAs(role, PATH, { sessions: [session], reports });
}

const section = (name: string) => screen.findByRole('region', { name });

describe("the tutor's draft", () => {
  it('shows the facts and sends the note with the areas left ticked', async () => {
    const user = userEvent.setup();
    const { transport } = openReport('TUTOR', [aReport()]);
    expect(await screen.findByRole('heading', { name: HEADING })).toBeVisible();
    expect(screen.getByText('Ada and Priya were both there.')).toBeVisible();
    expect(screen.getByText('12 minutes in the call, of 15')).toBeVisible();
    expect(within(await section('Worked on')).getByText('Adding tens')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the whiteboard' })).toHaveAttribute(
      'href',
      '/whiteboard/session-1',
    );
    const tens = screen.getByRole('checkbox', { name: 'Adding tens (8 answers, 5 right)' });
    const halves = screen.getByRole('checkbox', { name: 'Halves (6 answers, 2 right)' });
    expect(tens).toBeChecked();
    expect(halves).toBeChecked();

    await user.click(tens);
    await user.type(
      screen.getByRole('textbox', { name: 'Your note to the parent' }),
      'Ada added tens with confidence.',
    );
    expect(screen.getByText('31 of 2000 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Report sent');
    expect(callsTo(transport, 'session/session-1/report').at(-1)!.body).toEqual({
      note: 'Ada added tens with confidence.',
      practise_next: ['endcode-halves'],
    });
    expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
    expect(within(await section("Priya's note")).getByText(/with confidence/)).toBeVisible();
    expect(within(await section('Practise next')).getByRole('listitem')).toHaveTextContent(
      'Halves (6 answers, 2 right)',
    );
  });

  it("shows the server's refusal of a report without a note", async () => {
    const user = userEvent.setup();
    openReport('TUTOR', [aReport()]);
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Write a few sentences for the parent',
    );
    expect(screen.getByRole('button', { name: 'Send report' })).toBeVisible();
  });

  it('says when nothing was on the board and nothing stands out to practise', async () => {
    openReport('TUTOR', [aReport({ worked_on: [], practise_next: [], minutes_in_call: 1 })]);
    expect(await screen.findByText('No questions were put on the board.')).toBeVisible();
    expect(screen.getByText("Nothing stands out from the last two weeks' answers.")).toBeVisible();
    expect(screen.getByText('1 minute in the call, of 15')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('a sent report', () => {
  it('shows the parent the note, when it was sent, the facts and the evidence', async () => {
    openReport('PARENT', [aSentReport()]);
    expect(await screen.findByRole('heading', { name: HEADING })).toBeVisible();
    expect(screen.getByText('Sent Tuesday 16 December')).toBeVisible();
    expect(await section("Priya's note")).toHaveTextContent(
      'Ada added tens with confidence. Next time: halves.',
    );
    expect(screen.getByText('12 minutes in the call, of 15')).toBeVisible();
    expect(within(await section('Practise next')).getByRole('listitem')).toHaveTextContent(
      'Halves (6 answers, 2 right)',
    );
    expect(screen.getByRole('link', { name: 'Open the whiteboard' })).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lists the questions asked live with how the child answered each', async () => {
    const asked = (id: string, text: string) => ({
      _id: id,
      question_id: `question-${id}`,
      endcode_id: 'endcode-tens',
      endcode_description: 'Adding tens',
      lines: [[{ type: 'Text' as const, text }]],
      asked_at: '2025-12-16T16:35:00.000Z',
    });
    const answered = (value: string, result: 'CORRECT' | 'INCORRECT') => ({
      answer: { '0-1': { ref: 'a', value } },
      result,
      answered_at: '2025-12-16T16:36:00.000Z',
    });
    const live_questions = [
      { ...asked('1', 'What is 30 + 40?'), answered: answered('70', 'CORRECT') },
      { ...asked('2', 'What is 50 + 60?'), answered: answered('100', 'INCORRECT') },
      asked('3', 'What is 20 + 90?'),
    ];
    openReport('PARENT', [aSentReport({ live_questions })]);
    const items = within(await section('Asked live')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'What is 30 + 40?Right (Ada gave 70)',
      'What is 50 + 60?Not right (Ada gave 100)',
      'What is 20 + 90?Not answered',
    ]);
  });

  it('shows the child what their tutor said and what to practise, without the counts', async () => {
    openReport('STUDENT', [aSentReport()]);
    expect(await section('What Priya said')).toHaveTextContent(
      'Ada added tens with confidence. Next time: halves.',
    );
    const practise = await section('Things to practise next');
    expect(within(practise).getByRole('listitem')).toHaveTextContent(/^Halves$/);
    expect(screen.queryByText(/answers/)).not.toBeInTheDocument();
    expect(screen.queryByText(/minutes in the call/)).not.toBeInTheDocument();
    expect(screen.queryByText(/were both there/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the whiteboard' })).not.toBeInTheDocument();
  });
});

describe('before the report is sent', () => {
  it('tells the parent there is none yet', async () => {
    openReport('PARENT', [aReport()]);
    expect(await screen.findByText('No report for this session yet.')).toBeVisible();
  });

  it('tells the child their tutor has not written yet', async () => {
    openReport('STUDENT', []);
    expect(await screen.findByText('Tom has not written about this session yet.')).toBeVisible();
  });

  it('shows an admin the facts, that the tutor has not sent it, and no form', async () => {
    openReport('ADMIN', [aReport()]);
    expect(await screen.findByText('Priya has not sent this report yet.')).toBeVisible();
    expect(screen.getByText('12 minutes in the call, of 15')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the session is not over", async () => {
    const { transport } = openAs('TUTOR', PATH, {
      sessions: [],
      replies: {
        'session/session-1/report': () => ({
          status: 409,
          body: { errors: ['The report is written once the session is over'] },
        }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report is written once the session is over',
    );
    await waitFor(() => expect(callsTo(transport, 'session/session-1/report')).toHaveLength(1));
  });
});
