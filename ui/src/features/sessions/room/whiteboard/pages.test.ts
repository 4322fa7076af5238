import { describe, expect, it } from 'vitest';

import {
  fitOnPage,
  newPageSheets,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  type Placed,
  placeBelow,
  sheetAt,
  sheetsOf,
  viewCentre,
  worksheetPageSheets,
} from './pages';

const drawn = (id: string, x: number, y: number, width = 100, height = 50): Placed => ({
  id,
  x,
  y,
  width,
  height,
});
/** The skeletons as the board would hold them. */
const placed = (skeletons: ReturnType<typeof newPageSheets>, first = 0): Placed[] =>
  skeletons.map((skeleton, index) => ({
    id: `sheet-${first + index}`,
    x: skeleton.x ?? 0,
    y: skeleton.y ?? 0,
    width: skeleton.width ?? 0,
    height: skeleton.height ?? 0,
    customData: skeleton.customData,
  }));

describe("the board's pages", () => {
  it('begin by making what is drawn page 1, at least a page in size, with page 2 below', () => {
    const board = [drawn('a', 40, 40), drawn('b', 200, 1500)];
    const [one, two] = placed(newPageSheets(board));
    expect(one).toMatchObject({ x: 0, y: 0, width: PAGE_WIDTH, height: 1630 });
    expect(two).toMatchObject({ x: 0, y: 1710, width: PAGE_WIDTH, height: PAGE_HEIGHT });
    expect(sheetsOf([...board, two!, one!]).map((sheet) => sheet.page)).toEqual([1, 2]);
  });

  it('then add one sheet below the last, and leave deleted sheets out', () => {
    const sheets = placed(newPageSheets([]));
    expect(sheets[0]).toMatchObject({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT });
    const [three] = placed(newPageSheets(sheets), 2);
    expect(three).toMatchObject({ y: 2 * (PAGE_HEIGHT + 80), customData: { page: 3 } });
    expect(sheetsOf([...sheets, { ...three!, isDeleted: true }])).toHaveLength(2);
  });

  it('know which page is in view, the gap below a page counting as that page', () => {
    const sheets = sheetsOf(placed(newPageSheets([])));
    expect(sheetAt(sheets, { x: 10, y: 10 })?.page).toBe(1);
    expect(sheetAt(sheets, { x: 10, y: PAGE_HEIGHT + 40 })?.page).toBe(1);
    expect(sheetAt(sheets, { x: 10, y: PAGE_HEIGHT + 100 })?.page).toBe(2);
    expect(sheetAt(sheets, { x: 10, y: -500 })?.page).toBe(1);
    expect(sheetAt([], { x: 0, y: 0 })).toBeNull();
    const view = { scrollX: -100, scrollY: -1200, width: 800, height: 600, zoom: { value: 2 } };
    expect(viewCentre(view)).toEqual({ x: 300, y: 1350 });
  });

  it('put what is added below what is drawn on the page in view, or below everything without pages', () => {
    expect(placeBelow([drawn('a', 0, 0, 10, 300)], { x: 0, y: 0 }, 40)).toEqual({ x: 40, y: 340 });
    const sheets = placed(newPageSheets([]));
    const board = [...sheets, drawn('on-1', 40, 500), drawn('on-2', 40, PAGE_HEIGHT + 200)];
    expect(placeBelow(board, { x: 100, y: 100 }, 40)).toEqual({ x: 40, y: 590 });
    expect(placeBelow(board, { x: 100, y: PAGE_HEIGHT + 500 }, 40)).toEqual({
      x: 40,
      y: PAGE_HEIGHT + 290,
    });
    // An empty page takes it at its top.
    const [three] = placed(newPageSheets(board), 2);
    expect(placeBelow([...board, three!], { x: 100, y: three!.y + 10 }, 40)).toEqual({
      x: 40,
      y: three!.y + 40,
    });
  });

  it('give a worksheet page 1 of an empty board, else a page of its own after the rest', () => {
    const [first, ...more] = placed(
      worksheetPageSheets([{ ...drawn('gone', 0, 0), isDeleted: true }]),
    );
    expect(more).toHaveLength(0);
    expect(first).toMatchObject({ x: 0, y: 0, width: PAGE_WIDTH, customData: { page: 1 } });
    const sheets = placed(worksheetPageSheets([drawn('a', 40, 40)]));
    expect(sheets.at(-1)).toMatchObject({ customData: { page: 2 } });
  });

  it('fit a picture on its page, keeping its shape, centred across and at the top', () => {
    const page = { x: 0, y: 1180, width: PAGE_WIDTH, height: PAGE_HEIGHT };
    const upright = fitOnPage(page, { width: 1131, height: 1600 }, 40);
    expect(upright.height).toBeCloseTo(1020);
    expect(upright.width).toBeCloseTo(721, 0);
    expect(upright.y).toBe(1220);
    expect(upright.x + upright.width / 2).toBeCloseTo(800);
    const wide = fitOnPage(page, { width: 1600, height: 500 }, 40);
    expect(wide).toMatchObject({ x: 40, y: 1220, width: 1520 });
    expect(wide.height).toBeCloseTo(475);
  });
});
