import { Button } from '@mantine/core';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';

import { ActionMenu } from '../../../../components/menu/ActionMenu';
import { addBelowContent } from './addToBoard';
import { BOARD_TEMPLATES } from './templates';

/** The tutor's menu of ready-drawn templates to put on the board: squared paper, a number line... */
export function TemplateMenu({ board }: { board: ExcalidrawImperativeAPI | null }) {
  const items = () =>
    BOARD_TEMPLATES.map(({ label, elementsAt }) => ({
      label,
      onClick: () => {
        if (!board) return;
        // Each placing is a group of its own, moved apart from the others.
        const groupId = crypto.randomUUID();
        void addBelowContent(board, (origin) => elementsAt(origin, groupId));
      },
    }));
  return (
    <ActionMenu
      position="bottom-start"
      button={
        <Button variant="light" disabled={!board}>
          Add a template
        </Button>
      }
      items={items}
    />
  );
}
