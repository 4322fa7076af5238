import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';

import type { Point } from './templates/shapes';

/*
 * The board's pages (docs/whiteboard.md, "Pages"). A page is a sheet: a
 * locked, outlined rectangle carrying `customData.page`, stacked one
 * below another. Being elements, sheets are kept, synced and replayed
 * like any drawing. A board without sheets is one endless page.
 */

/** A page's size in board units: some two screens of a laptop at 100%. */
export const PAGE_WIDTH = 1600;
export const PAGE_HEIGHT = 1100;
/** Space between one sheet and the next, and around what was there first. */
const PAGE_GAP = 80;

/** What the page rules read of an element. */
export interface Placed {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  isDeleted?: boolean;
  customData?: Record<string, unknown>;
}

/** A page's sheet, with its number (1 first). */
export interface Sheet extends Placed {
  page: number;
}

/** The sheets on the board, first page first. */
export function sheetsOf(elements: readonly Placed[]): Sheet[] {
  return elements
    .flatMap((element) => {
      const page = element.customData?.page;
      return !element.isDeleted && typeof page === 'number' ? [{ ...element, page }] : [];
    })
    .sort((a, b) => a.page - b.page);
}

/** The sheet under `point`, else the nearest above it (the gap between two belongs to the upper). */
export function sheetAt(sheets: readonly Sheet[], point: Point): Sheet | null {
  return sheets.filter((sheet) => sheet.y <= point.y).at(-1) ?? sheets[0] ?? null;
}

/** The middle of the visible board, in board units. */
export function viewCentre(view: {
  scrollX: number;
  scrollY: number;
  width: number;
  height: number;
  zoom: { value: number };
}): Point {
  return {
    x: view.width / 2 / view.zoom.value - view.scrollX,
    y: view.height / 2 / view.zoom.value - view.scrollY,
  };
}

/** The box around `elements`, or none for none. */
function boundsOf(elements: readonly Placed[]) {
  if (elements.length === 0) return null;
  const left = Math.min(...elements.map((element) => element.x));
  const top = Math.min(...elements.map((element) => element.y));
  const right = Math.max(...elements.map((element) => element.x + element.width));
  const bottom = Math.max(...elements.map((element) => element.y + element.height));
  return { left, top, right, bottom };
}

function sheet(page: number, at: Point, size = { width: PAGE_WIDTH, height: PAGE_HEIGHT }) {
  return {
    type: 'rectangle',
    ...at,
    ...size,
    strokeColor: '#ced4da',
    backgroundColor: 'transparent',
    strokeWidth: 1,
    roughness: 0,
    locked: true,
    customData: { page },
  } satisfies ExcalidrawElementSkeleton;
}

/**
 * The sheets that add a page. The first time, what is already on the board
 * becomes page 1, its sheet drawn around it (at least a page in size), and
 * page 2 follows; after that, one more sheet below the last.
 */
export function newPageSheets(elements: readonly Placed[]): ExcalidrawElementSkeleton[] {
  const sheets = sheetsOf(elements);
  const last = sheets.at(-1);
  if (last) {
    return [sheet(last.page + 1, { x: last.x, y: last.y + last.height + PAGE_GAP })];
  }
  const drawn = boundsOf(elements.filter((element) => !element.isDeleted));
  // From the board's origin, or further up or left if drawing reaches there.
  const first = { x: Math.min(0, drawn?.left ?? 0), y: Math.min(0, drawn?.top ?? 0) };
  const size = {
    width: Math.max(PAGE_WIDTH, (drawn?.right ?? 0) + PAGE_GAP - first.x),
    height: Math.max(PAGE_HEIGHT, (drawn?.bottom ?? 0) + PAGE_GAP - first.y),
  };
  return [
    sheet(1, first, size),
    sheet(
      2,
      { x: first.x, y: first.y + size.height + PAGE_GAP },
      { width: size.width, height: PAGE_HEIGHT },
    ),
  ];
}

/**
 * The sheets that make a page for a worksheet, which is the last of them:
 * page 1 alone on an empty board, else a page after what is there.
 */
export function worksheetPageSheets(elements: readonly Placed[]): ExcalidrawElementSkeleton[] {
  const empty = elements.every((element) => element.isDeleted);
  return empty ? [sheet(1, { x: 0, y: 0 })] : newPageSheets(elements);
}

/** A box's place and size. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a picture of `size` goes on a page: as large as fits `margin`
 * within its edges, keeping its shape, centred across, at the top.
 */
export function fitOnPage(page: Box, size: { width: number; height: number }, margin: number): Box {
  const scale = Math.min(
    (page.width - 2 * margin) / size.width,
    (page.height - 2 * margin) / size.height,
  );
  const width = size.width * scale;
  const height = size.height * scale;
  return { x: page.x + (page.width - width) / 2, y: page.y + margin, width, height };
}

/**
 * Where something added goes: at the left, below what is drawn on the page
 * in view, `gap` from both; below everything on a board without pages.
 */
export function placeBelow(elements: readonly Placed[], centre: Point, gap: number): Point {
  const drawn = elements.filter((element) => !element.isDeleted);
  const page = sheetAt(sheetsOf(drawn), centre);
  if (!page) {
    const bottom = Math.max(0, ...drawn.map((element) => element.y + element.height));
    return { x: gap, y: bottom + gap };
  }
  const onPage = drawn.filter(
    (element) =>
      element.customData?.page === undefined &&
      element.y >= page.y &&
      element.y < page.y + page.height &&
      element.x < page.x + page.width &&
      element.x + element.width > page.x,
  );
  const bottom = Math.max(page.y, ...onPage.map((element) => element.y + element.height));
  return { x: page.x + gap, y: bottom + gap };
}
