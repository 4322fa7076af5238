import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';
import { describe, expect, it } from 'vitest';

import { clockFace, FACE_RADIUS, NUMBER_RADIUS } from './clockFace';
import { BAR_WIDTH, BARS, fractionBars } from './fractionBars';
import { hundredSquare } from './hundredSquare';
import { BOARD_TEMPLATES } from './index';
import { LAST_NUMBER, numberLine, STEP } from './numberLine';
import { PLACE_HEADINGS, placeValueChart } from './placeValueChart';
import { SQUARE_SIDE, SQUARES, squaredPaper } from './squaredPaper';

const ORIGIN = { x: 40, y: 300 };

/** What the tests look at of each element: where it is (a text: where it is centred) and its size. */
function laidOut(elements: ExcalidrawElementSkeleton[]) {
  return elements.map((element) => ({
    type: element.type,
    x: element.x ?? NaN,
    y: element.y ?? NaN,
    width: element.width ?? 0,
    height: element.height ?? 0,
    text: element.type === 'text' ? element.text : '',
  }));
}

function textsOf(elements: ExcalidrawElementSkeleton[]) {
  return laidOut(elements).filter((element) => element.type === 'text');
}

function ofType(elements: ExcalidrawElementSkeleton[], type: ExcalidrawElementSkeleton['type']) {
  return laidOut(elements).filter((element) => element.type === type);
}

const byReadingOrder = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  a.y - b.y || a.x - b.x;

describe('the templates of the whiteboard', () => {
  it('are offered under these names', () => {
    expect(BOARD_TEMPLATES.map((template) => template.label)).toEqual([
      'Squared paper',
      'Number line',
      'Clock face',
      'Place-value chart',
      'Fraction bars',
      'Hundred square',
    ]);
  });

  it.each(BOARD_TEMPLATES)('put all of the $label in one group, in a few elements', (template) => {
    const elements = template.elementsAt(ORIGIN, 'group-1');
    elements.forEach((element) => expect(element.groupIds).toEqual(['group-1']));
    expect(elements.length).toBeLessThanOrEqual(150);
  });

  it.each(BOARD_TEMPLATES)('draw the $label from the origin given', (template) => {
    const atZero = laidOut(template.elementsAt({ x: 0, y: 0 }, 'g'));
    const moved = atZero.map((element) => ({ ...element, x: element.x + 40, y: element.y + 300 }));
    expect(laidOut(template.elementsAt(ORIGIN, 'g'))).toEqual(moved);
  });
});

describe('the squared paper', () => {
  it('is ruled in lines across and down the whole sheet', () => {
    const lines = squaredPaper(ORIGIN);
    expect(lines).toHaveLength(SQUARES.rows + 1 + SQUARES.columns + 1);
    expect(ofType(lines, 'line')).toHaveLength(lines.length);
    const widths = lines.map((line) => line.width);
    expect(widths).toContain(SQUARES.columns * SQUARE_SIDE);
    expect(lines.map((line) => line.height)).toContain(SQUARES.rows * SQUARE_SIDE);
  });
});

describe('the number line', () => {
  it('has the numbers 0 to 10 in order from left to right, each under its tick', () => {
    const elements = numberLine(ORIGIN);
    const labels = textsOf(elements).sort((a, b) => a.x - b.x);
    expect(labels.map((label) => label.text)).toEqual(
      Array.from({ length: LAST_NUMBER + 1 }, (_, n) => String(n)),
    );
    const ticks = ofType(elements, 'line').filter((line) => line.width === 0);
    expect(ticks.map((tick) => tick.x)).toEqual(labels.map((label) => label.x));
    labels.forEach((label, n) => expect(label.x).toBe(ORIGIN.x + n * STEP));
    ticks.forEach((tick) => expect(tick.y + tick.height).toBeLessThan(labels[0]!.y));
  });
});

describe('the clock face', () => {
  it('has the numbers 1 to 12 clockwise around its centre, 12 at the top', () => {
    const centre = { x: ORIGIN.x + FACE_RADIUS, y: ORIGIN.y + FACE_RADIUS };
    const numbers = textsOf(clockFace(ORIGIN));
    expect(numbers.map((number) => number.text)).toEqual(
      Array.from({ length: 12 }, (_, n) => String(n + 1)),
    );
    numbers.forEach(({ x, y }) =>
      expect(Math.hypot(x - centre.x, y - centre.y)).toBeCloseTo(NUMBER_RADIUS),
    );
    const at = (hour: number) => numbers[hour - 1]!;
    expect(at(12).x).toBeCloseTo(centre.x);
    expect(at(12).y).toBeLessThan(centre.y);
    expect(at(3).x).toBeGreaterThan(centre.x);
    expect(at(3).y).toBeCloseTo(centre.y);
    expect(at(6).y).toBeGreaterThan(centre.y);
    expect(at(9).x).toBeLessThan(centre.x);
  });

  it('is a circle with a dot at its centre', () => {
    const [face, dot] = ofType(clockFace(ORIGIN), 'ellipse');
    expect(face).toMatchObject({ width: 2 * FACE_RADIUS, height: 2 * FACE_RADIUS });
    expect(dot!.x + dot!.width / 2).toBe(ORIGIN.x + FACE_RADIUS);
    expect(dot!.y + dot!.height / 2).toBe(ORIGIN.y + FACE_RADIUS);
  });
});

describe('the place-value chart', () => {
  it('is headed Th, H, T, O from left to right, above two empty rows', () => {
    const elements = placeValueChart(ORIGIN);
    const headings = textsOf(elements);
    expect(headings.sort((a, b) => a.x - b.x).map((heading) => heading.text)).toEqual(
      PLACE_HEADINGS,
    );
    expect(new Set(headings.map((heading) => heading.y)).size).toBe(1);
    const across = ofType(elements, 'line').filter((line) => line.height === 0);
    expect(across).toHaveLength(4);
  });
});

describe('the fraction bars', () => {
  it('split bars of one length into equal parts, each labelled with its fraction', () => {
    const elements = fractionBars(ORIGIN);
    const parts = ofType(elements, 'rectangle');
    const rows = [...new Set(parts.map((part) => part.y))].sort((a, b) => a - b);
    expect(rows).toHaveLength(BARS.length);
    const labels = textsOf(elements);
    rows.forEach((y, row) => {
      const count = BARS[row]!.parts;
      const bar = parts.filter((part) => part.y === y);
      expect(bar).toHaveLength(count);
      bar.forEach((part) => expect(part.width).toBe(BAR_WIDTH / count));
      const barLabels = labels.filter((label) => label.y > y && label.y < y + bar[0]!.height);
      expect(barLabels.map((label) => label.text)).toEqual(
        Array(count).fill(count === 1 ? '1' : `1/${count}`),
      );
    });
    expect(BARS.map((bar) => bar.parts)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 8]));
  });
});

describe('the hundred square', () => {
  it('numbers its cells 1 to 100 in reading order, ten to a row', () => {
    const numbers = textsOf(hundredSquare(ORIGIN)).sort(byReadingOrder);
    expect(numbers.map((number) => number.text)).toEqual(
      Array.from({ length: 100 }, (_, n) => String(n + 1)),
    );
    expect(new Set(numbers.map((number) => number.y)).size).toBe(10);
    expect(ofType(hundredSquare(ORIGIN), 'line')).toHaveLength(22);
  });
});
