import { type RefObject, useEffect } from 'react';

/** What a screen reader says for the board's main menu button. */
export const BOARD_MENU_NAME = 'Board menu';

/**
 * Names the drawing component's controls that it leaves unnamed for a
 * screen reader (docs/accessibility.md): the main menu's button, which
 * shows only an icon, and "Reset zoom", which shows the zoom level its
 * name leaves out (WCAG 2.5.3). Excalidraw redraws them as the board
 * changes, so they are named again on every change below `container`.
 */
export function useNamedBoardControls(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const name = () => {
      for (const menu of root.querySelectorAll('.dropdown-menu-button:not([aria-label])')) {
        menu.setAttribute('aria-label', BOARD_MENU_NAME);
      }
      for (const reset of root.querySelectorAll('.reset-zoom-button')) {
        const label = `Reset zoom from ${reset.textContent?.trim() ?? ''}`;
        // Attributes are not watched, so this sets off no new round.
        if (reset.getAttribute('aria-label') !== label) reset.setAttribute('aria-label', label);
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [container]);
}
