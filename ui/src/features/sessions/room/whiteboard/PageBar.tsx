import { convertToExcalidrawElements } from '@excalidraw/excalidraw';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

import { showPage } from './addToBoard';
import { newPageSheets, sheetAt, sheetsOf, viewCentre } from './pages';

/** Which page is in view, of how many; none on a board without pages. */
function whereOn(board: ExcalidrawImperativeAPI): { page: number; of: number } {
  const sheets = sheetsOf(board.getSceneElements());
  const page = sheetAt(sheets, viewCentre(board.getAppState()))?.page ?? 0;
  return { page, of: sheets.length };
}

/** Brings page `page`'s sheet into view, whole. */
function goTo(board: ExcalidrawImperativeAPI, page: number) {
  const sheet = sheetsOf(board.getSceneElements()).find((each) => each.page === page);
  const element = board.getSceneElements().find((each) => each.id === sheet?.id);
  if (element) showPage(board, element);
}

/**
 * The board's pages (docs/whiteboard.md, "Pages"): "Page 2 of 3" with
 * Previous and Next for everyone who sees the board, and New page for the
 * tutor, which adds a sheet below the last and goes to it. Each side
 * turns its own pages.
 */
export function PageBar({ board, canAdd }: { board: ExcalidrawImperativeAPI; canAdd: boolean }) {
  const [page, setPage] = useState(0);
  const [pages, setPages] = useState(0);
  useEffect(() => {
    const follow = () => {
      const where = whereOn(board);
      setPage(where.page);
      setPages(where.of);
    };
    follow();
    const unsubscribe = [board.onChange(follow), board.onScrollChange(follow)];
    return () => unsubscribe.forEach((stop) => stop());
  }, [board]);

  function addPage() {
    const added = convertToExcalidrawElements(newPageSheets(board.getSceneElements()));
    board.updateScene({ elements: [...board.getSceneElementsIncludingDeleted(), ...added] });
    const last = added.at(-1);
    if (last) showPage(board, last);
  }

  if (pages === 0 && !canAdd) return null;
  return (
    <Group gap="xs" aria-label="Pages" role="group">
      {pages > 0 && (
        <>
          <Button
            size="compact-sm"
            variant="default"
            disabled={page <= 1}
            onClick={() => goTo(board, page - 1)}
          >
            Previous page
          </Button>
          <Text size="sm" aria-live="polite" data-testid="page-of">
            Page {page} of {pages}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            disabled={page >= pages}
            onClick={() => goTo(board, page + 1)}
          >
            Next page
          </Button>
        </>
      )}
      {canAdd && (
        <Button size="compact-sm" variant="light" onClick={addPage}>
          New page
        </Button>
      )}
    </Group>
  );
}
