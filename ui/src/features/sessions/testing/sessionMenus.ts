import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/*
 * jsdom lays nothing out, so Mantine takes a menu's dropdown for one
 * detached from its button and hides it; the items are there all the same.
 */
export const MENU_ITEMS = { hidden: true };

/** Opens the Actions menu of a row (1 is the first session) and reads its items. */
export async function openActionsMenu(tableName: string, row: number): Promise<string[]> {
  const table = await screen.findByRole('table', { name: tableName });
  const cells = within(table).getAllByRole('row')[row]!;
  await userEvent.click(within(cells).getByRole('button', { name: 'Actions' }));
  const items = await screen.findAllByRole('menuitem', MENU_ITEMS);
  return items.map((item) => item.textContent ?? '');
}

/** Chooses `label` from a row's Actions menu and returns the dialog it opens. */
export async function chooseAction(tableName: string, row: number, label: string) {
  await openActionsMenu(tableName, row);
  await userEvent.click(screen.getByRole('menuitem', { ...MENU_ITEMS, name: label }));
  return screen.findByRole('dialog', { name: label });
}
