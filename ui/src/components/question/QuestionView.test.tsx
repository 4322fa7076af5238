import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/renderApp';
import { type AnswerMap, answerFromAlternative, type Line } from './answerMap';
import { QuestionView } from './QuestionView';

function Harness({ lines, onSubmit = vi.fn() }: { lines: Line[]; onSubmit?: () => void }) {
  const [answer, setAnswer] = useState<AnswerMap>({});
  return (
    <>
      <QuestionView lines={lines} value={answer} onChange={setAnswer} onSubmit={onSubmit} />
      <output data-testid="answer">{JSON.stringify(answer)}</output>
    </>
  );
}

function answer(): AnswerMap {
  return JSON.parse(screen.getByTestId('answer').textContent ?? '{}') as AnswerMap;
}

const EVERY_KIND: Line[] = [
  [
    { type: 'Text', text: 'Fill in every box' },
    { type: 'Image', image_id: 'pic-1' },
  ],
  [
    { type: 'Text input', ref: 'word' },
    { type: 'Coordinate', ref: 'point' },
    { type: 'RatioXY', ref: 'r2' },
    { type: 'RatioXYZ', ref: 'r3' },
  ],
  [
    { type: 'Fraction', ref: 'half' },
    { type: 'MixedFraction', ref: 'mixed' },
    { type: 'Time', ref: 'clock' },
    { type: 'GBP', ref: 'money' },
    { type: '2dp', ref: 'num' },
  ],
  [
    { type: 'MC', ref: 'pick', value: 'Red' },
    { type: 'MC', ref: 'pick', value: 'Blue' },
  ],
];

describe('the question renderer', () => {
  it('shows text and pictures from the attachment store', async () => {
    renderWithProviders(<Harness lines={EVERY_KIND} />);
    expect(await screen.findByText('Fill in every box')).toBeInTheDocument();
    expect(screen.getByAltText('Part of the question')).toHaveAttribute(
      'src',
      '/static-data/attachments/pic-1',
    );
  });

  it('builds the answer map from every kind of input, keyed by position', async () => {
    renderWithProviders(<Harness lines={EVERY_KIND} />);
    const type = async (label: string, text: string) =>
      userEvent.type(await screen.findByLabelText(label), text);
    await type('Your answer 1', 'Square');
    await type('x of your answer 2', '3');
    await type('y of your answer 2', '-2');
    await type('part 1 of your answer 3', '2');
    await type('part 2 of your answer 3', '3');
    await type('part 1 of your answer 4', '1');
    await type('part 3 of your answer 4', '4');
    await type('numerator of your answer 5', '1a');
    await type('denominator of your answer 5', '2');
    await type('whole number of your answer 6', '-2');
    await type('numerator of your answer 6', '1');
    await type('denominator of your answer 6', '3');
    await type('Your answer 7', '0930');
    await type('Your answer 8', '350');
    await type('Your answer 9', 'x3.14');
    await userEvent.click(screen.getByLabelText('Blue'));
    expect(answer()).toEqual({
      '1-0': { ref: 'word', value: 'Square' },
      '1-1': { ref: 'point', value: '(3,-2)' },
      '1-2': { ref: 'r2', value: '2:3' },
      '1-3': { ref: 'r3', value: '1::4' },
      '2-0': { ref: 'half', value: '1/2' },
      '2-1': { ref: 'mixed', value: '-2 1/3' },
      '2-2': { ref: 'clock', value: '09:30' },
      '2-3': { ref: 'money', value: '3.50' },
      '2-4': { ref: 'num', value: '3.14' },
      '3-1': { ref: 'pick', value: 'Blue' },
    });
  });

  it('keeps one choice per multiple-choice input', async () => {
    renderWithProviders(<Harness lines={EVERY_KIND} />);
    await userEvent.click(await screen.findByLabelText('Blue'));
    await userEvent.click(screen.getByLabelText('Red'));
    expect(answer()).toEqual({ '3-0': { ref: 'pick', value: 'Red' } });
    expect(screen.getByLabelText('Blue')).not.toBeChecked();
  });

  it('removes a part from the answer when its boxes are emptied', async () => {
    renderWithProviders(<Harness lines={EVERY_KIND} />);
    const x = await screen.findByLabelText('x of your answer 2');
    await userEvent.type(x, '5');
    expect(answer()).toHaveProperty('1-1');
    await userEvent.clear(x);
    expect(answer()).toEqual({});
  });

  it('accepts a whole number alone as a mixed fraction', async () => {
    renderWithProviders(<Harness lines={[[{ type: 'MixedFraction', ref: 'm' }]]} />);
    await userEvent.type(await screen.findByLabelText('whole number of your answer'), '7');
    expect(answer()).toEqual({ '0-0': { ref: 'm', value: '7' } });
  });

  it('submits a mixed number with Enter whether it is a fraction alone or a whole number alone', async () => {
    const onSubmit = vi.fn();
    const { unmount } = renderWithProviders(
      <Harness lines={[[{ type: 'MixedFraction', ref: 'm' }]]} onSubmit={onSubmit} />,
    );
    await userEvent.type(await screen.findByLabelText('numerator of your answer'), '3{Enter}');
    expect(screen.getByLabelText('denominator of your answer')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('denominator of your answer'), '4{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(
      <Harness lines={[[{ type: 'MixedFraction', ref: 'm' }]]} onSubmit={onSubmit} />,
    );
    await userEvent.type(await screen.findByLabelText('whole number of your answer'), '7{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('moves Enter on to the next empty box, and submits once all are filled', async () => {
    const onSubmit = vi.fn();
    const lines: Line[] = [
      [
        { type: 'Fraction', ref: 'f' },
        { type: 'GBP', ref: 'g' },
      ],
    ];
    renderWithProviders(<Harness lines={lines} onSubmit={onSubmit} />);
    await userEvent.type(await screen.findByLabelText('numerator of your answer 1'), '3{Enter}');
    expect(screen.getByLabelText('denominator of your answer 1')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('denominator of your answer 1'), '4{Enter}');
    expect(screen.getByLabelText('Your answer 2')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your answer 2'), '125{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits a one-box question on Enter once it is filled', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <Harness lines={[[{ type: 'Whole Number', ref: 'n' }]]} onSubmit={onSubmit} />,
    );
    const box = await screen.findByLabelText('Your answer');
    await userEvent.type(box, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, '12{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows a child's answer read-only, with the correct answer beneath", async () => {
    const lines: Line[] = [
      [
        { type: 'Fraction', ref: 'f' },
        { type: 'GBP', ref: 'g' },
      ],
    ];
    const answers = [
      [
        { ref: 'f', values: ['3/4', '6/8'] },
        { ref: 'g', values: ['1.25'] },
      ],
    ];
    renderWithProviders(
      <QuestionView
        lines={lines}
        value={{ '0-0': { ref: 'f', value: '1/4' } }}
        readOnly
        correctAnswers={answers}
      />,
    );
    expect(await screen.findByLabelText('numerator of your answer 1')).toHaveValue('1');
    expect(screen.getByLabelText('numerator of your answer 1')).toHaveAttribute('readonly');
    expect(screen.getByTestId('correct-answer')).toHaveTextContent('Answer 1: 3/4 or 6/8');
    expect(screen.getByTestId('correct-answer')).toHaveTextContent('Answer 2: £1.25');
  });

  it('fills the inputs with a stored answer', () => {
    const lines: Line[] = [
      [
        { type: 'MC', ref: 'c', value: 'A' },
        { type: 'MC', ref: 'c', value: 'B' },
        { type: 'Time', ref: 't' },
      ],
    ];
    expect(
      answerFromAlternative(lines, [
        { ref: 'c', values: ['B'] },
        { ref: 't', values: ['10:15'] },
      ]),
    ).toEqual({ '0-1': { ref: 'c', value: 'B' }, '0-2': { ref: 't', value: '10:15' } });
  });
});
