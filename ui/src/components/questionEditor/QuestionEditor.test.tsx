import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { AdminQuestion } from '../../generated/api/schemas';
import type { TransportRequest } from '../../lib/api/transport';
import { fakeTransport } from '../../test/fakeTransport';
import { renderWithProviders } from '../../test/renderApp';
import { QuestionEditor } from './QuestionEditor';

const named = (name: string) => ({ _id: `id-${name}`, name });

const QUESTION: AdminQuestion = {
  _id: 'q1',
  ref: 'FRAC-1',
  status: 'live',
  score: 50,
  measured_score: 53.2,
  measured_count: 340,
  measured_in_use: true,
  standard_time: 30,
  maximum_time: 60,
  lines: [
    [
      { type: 'Text', text: 'Half of 8 is' },
      { type: 'Whole Number', ref: 'a' },
    ],
  ],
  answers: [[{ ref: 'a', values: ['4'] }]],
  endcode: named('Halves'),
  topic: named('Fractions'),
  theme: named('Number'),
  subject: named('Maths'),
};

function serverSaying(respond: (request: TransportRequest) => { status: number; body: unknown }) {
  const transport = fakeTransport();
  const fallback = transport.send;
  transport.send = vi.fn(async (request: TransportRequest) =>
    request.path.startsWith('question/') || request.path.includes('/question')
      ? respond(request)
      : fallback(request),
  );
  return transport;
}

async function editExisting(transport = fakeTransport()) {
  renderWithProviders(<QuestionEditor question={QUESTION} />, { transport });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
}

describe('the question editor', () => {
  it('starts read-only with Edit; ref stays read-only while editing', async () => {
    renderWithProviders(<QuestionEditor question={QUESTION} />);
    expect(await screen.findByLabelText('Score')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('Maths › Number › Fractions › Halves')).toBeInTheDocument();
    expect(screen.getByTestId('measured-difficulty')).toHaveTextContent(
      'Difficulty: authored 50, measured 53.2 from 340 answers',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Ref')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Score')).not.toHaveAttribute('readonly');
  });

  it('enables Save only when something changed and everything is valid', async () => {
    await editExisting();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const score = screen.getByLabelText('Score');
    await userEvent.clear(score);
    await userEvent.type(score, '250');
    expect(await screen.findByText('Must be number between 0 and 200')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(score);
    await userEvent.type(score, '55');
    expect(save).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('Standard time (s)'));
    expect(screen.getByText('Must be whole number greater than or equal to 0')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('says Cannot be empty for an emptied text, and blocks Save', async () => {
    await editExisting();
    await userEvent.clear(screen.getByLabelText('Line 1 element 1 text'));
    expect(await screen.findByText('Cannot be empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('warns, without blocking, when the maximum time is not longer than the standard time', async () => {
    await editExisting();
    const maximum = screen.getByLabelText('Maximum time (s)');
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '20');
    expect(
      await screen.findByText('Maximum time must be longer than standard time'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('will not remove the last element, the last answer or the last answer part', async () => {
    await editExisting();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Line 1 element 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Line 1 element 1' }));
    expect(await screen.findByText('Cannot remove last question element')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove answer 1' }));
    expect(await screen.findByText('Cannot remove the last answer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Answer 1 part 1' }));
    expect(await screen.findByText('Cannot remove the last answer part')).toBeInTheDocument();
  });

  it('adds elements of any type and shows them in the preview', async () => {
    await editExisting();
    await userEvent.click(screen.getByRole('button', { name: 'Add element to line 1' }));
    await userEvent.selectOptions(screen.getByLabelText('Line 1 element 3 type'), 'Fraction');
    expect(screen.getByLabelText('Line 1 element 3 ref')).toHaveValue('b');
    const preview = screen.getByTestId('question-preview');
    expect(preview.querySelector('[aria-label="numerator of your answer 2"]')).not.toBeNull();
  });

  it('lets an accepted value hold only what a child could type in its input', async () => {
    await editExisting();
    const value = screen.getByLabelText('Answer 1 part 1 value 1');
    await userEvent.clear(value);
    await userEvent.type(value, '4 apples');
    expect(value).toHaveValue('4');

    // Typed for a fraction input, it keeps the written form's '/'.
    await userEvent.selectOptions(screen.getByLabelText('Line 1 element 2 type'), 'Fraction');
    await userEvent.clear(value);
    await userEvent.type(value, '-1/x2');
    expect(value).toHaveValue('1/2');
    // The preview's boxes take the same characters.
    const numerator = screen.getByLabelText('numerator of your answer');
    await userEvent.type(numerator, '-1x');
    expect(numerator).toHaveValue('1');
  });

  it("saves, says 'Question saved' and goes back to read-only", async () => {
    const transport = serverSaying((request) => ({
      status: 200,
      body: { ...QUESTION, ...(request.body as object) },
    }));
    await editExisting(transport);
    const score = screen.getByLabelText('Score');
    await userEvent.clear(score);
    await userEvent.type(score, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const put = vi
      .mocked(transport.send)
      .mock.calls.map(([request]) => request)
      .find((request) => request.method === 'PUT');
    expect(put?.path).toBe('question/q1');
    expect(put?.body).toMatchObject({ score: 60, ref: 'FRAC-1' });
  });

  it("lists the server's objections under the form and in a red toast", async () => {
    const message = "answers[0][0]: '4.5' is not a valid Whole Number";
    await editExisting(serverSaying(() => ({ status: 400, body: { errors: [message] } })));
    await userEvent.type(screen.getByLabelText('Answer 1 part 1 value 1'), '.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
    // Listed under the form as well as in the toast (which reads 'Error: …').
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('blocks a plain submit of the form and only logs it', async () => {
    const transport = fakeTransport();
    await editExisting(transport);
    await userEvent.type(screen.getByLabelText('Score'), '{Enter}');
    const sent = vi.mocked(transport.send).mock.calls.map(([request]) => request.path);
    expect(sent.some((path) => path.startsWith('question'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('creates a new question with an editable ref in its endcode', async () => {
    const transport = serverSaying((request) => ({
      status: 200,
      body: { ...QUESTION, ...(request.body as object), _id: 'q2' },
    }));
    renderWithProviders(<QuestionEditor endcodeId="e1" />, { transport });
    await userEvent.type(await screen.findByLabelText('Ref'), 'NEW-1');
    await userEvent.type(screen.getByLabelText('Score'), '40');
    await userEvent.selectOptions(screen.getByLabelText('Line 1 element 1 type'), 'Whole Number');
    await userEvent.selectOptions(screen.getByLabelText('Answer 1 part 1 input'), 'a');
    await userEvent.type(screen.getByLabelText('Answer 1 part 1 value 1'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question saved', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Ref')).toHaveAttribute('readonly'));
    const post = vi
      .mocked(transport.send)
      .mock.calls.map(([request]) => request)
      .find((request) => request.method === 'POST' && request.path !== 'util/log');
    expect(post?.path).toBe('endcode/e1/question');
    expect(post?.body).toMatchObject({
      ref: 'NEW-1',
      status: 'draft',
      score: 40,
      lines: [[{ type: 'Whole Number', ref: 'a' }]],
      answers: [[{ ref: 'a', values: ['7'] }]],
    });
  });

  it('archives a question after confirmation', async () => {
    const transport = serverSaying(() => ({
      status: 200,
      body: { ...QUESTION, status: 'archived' },
    }));
    renderWithProviders(<QuestionEditor question={QUESTION} />, { transport });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Archive this question?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Question archived')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('archived');
    const sent = vi.mocked(transport.send).mock.calls.map(([request]) => request);
    expect(sent.find((request) => request.method === 'DELETE')?.path).toBe('question/q1');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
