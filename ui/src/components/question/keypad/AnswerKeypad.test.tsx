import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { fakeMatchMedia } from '../../../test/matchMedia';
import { renderWithProviders } from '../../../test/renderApp';
import type { AnswerMap, Line } from '../answerMap';
import { QuestionView } from '../QuestionView';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function onTouchScreen() {
  window.matchMedia = fakeMatchMedia((query) => query === '(pointer: coarse)');
}

function Harness({ lines, readOnly = false }: { lines: Line[]; readOnly?: boolean }) {
  const [answer, setAnswer] = useState<AnswerMap>({});
  return (
    <>
      <QuestionView lines={lines} value={answer} onChange={setAnswer} readOnly={readOnly} />
      <output data-testid="answer">
        {Object.values(answer)
          .map((part) => part.value)
          .join('|')}
      </output>
    </>
  );
}

const pad = () => screen.getByRole('group', { name: 'Number pad' });
const press = (name: string) => userEvent.click(within(pad()).getByRole('button', { name }));

describe('the number pad', () => {
  it('types a negative number, with a minus the system keypad lacks', async () => {
    onTouchScreen();
    renderWithProviders(<Harness lines={[[{ type: 'Whole Number', ref: 'n' }]]} />);
    const box = screen.getByRole('textbox');
    // The system keyboard stays away; the box is finger-sized.
    expect(box).toHaveAttribute('inputmode', 'none');
    for (const key of ['minus', '1', '3', '4', 'delete', '2']) await press(key);
    expect(screen.getByTestId('answer')).toHaveTextContent('-132');
    expect(box).toHaveValue('-132');
  });

  it('types into the box last touched, and a time with its colon', async () => {
    onTouchScreen();
    renderWithProviders(
      <Harness
        lines={[
          [
            { type: '1dp', ref: 'a' },
            { type: 'Time', ref: 'b' },
          ],
        ]}
      />,
    );
    await press('2');
    await press('point');
    await press('5');
    await userEvent.click(screen.getAllByRole('textbox')[1]!);
    for (const key of ['9', 'colon', '3', '0']) await press(key);
    expect(screen.getByTestId('answer')).toHaveTextContent('2.5|9:30');
  });

  it('is not offered with a mouse, for words, or for an answer being reviewed', () => {
    renderWithProviders(<Harness lines={[[{ type: 'Whole Number', ref: 'n' }]]} />);
    expect(screen.queryByRole('group', { name: 'Number pad' })).not.toBeInTheDocument();
    onTouchScreen();
    renderWithProviders(<Harness lines={[[{ type: 'Text input', ref: 'w' }]]} />);
    expect(screen.queryByRole('group', { name: 'Number pad' })).not.toBeInTheDocument();
    renderWithProviders(<Harness lines={[[{ type: '2dp', ref: 'n' }]]} readOnly />);
    expect(screen.queryByRole('group', { name: 'Number pad' })).not.toBeInTheDocument();
  });
});
