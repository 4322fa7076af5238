import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, type ReactElement, type RefObject, useRef } from 'react';
import { Link } from 'react-router-dom';

/** One choice of an action menu: a link to `to`, or a button running `onClick`. */
export type ActionMenuItem = { label: string; color?: string } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

export interface ActionMenuProps {
  /** The button that opens the menu. */
  button: ReactElement;
  /** The choices, worked out each time the menu opens. */
  items: () => ActionMenuItem[];
  position?: MenuProps['position'];
  /** See MenuProps; off where the button's layout cannot be measured. */
  hideDetached?: boolean;
  defaultOpened?: boolean;
}

/**
 * A coloured item's text in the colour's darkest shade: Mantine's default
 * red reads at 3.3:1 on white, short of the 4.5:1 text needs.
 */
const readable = (color: string | undefined) => color && `${color}.9`;

function Items({ items }: Pick<ActionMenuProps, 'items'>) {
  return items().map(({ label, color, to, onClick }) =>
    to === undefined ? (
      <Menu.Item key={label} color={readable(color)} onClick={onClick}>
        {label}
      </Menu.Item>
    ) : (
      <Menu.Item key={label} color={readable(color)} component={Link} to={to}>
        {label}
      </Menu.Item>
    ),
  );
}

/** A button's menu of actions, Mantine's Menu; LazyActionMenu loads it when first used. */
export function ActionMenu({
  button,
  items,
  position = 'bottom-end',
  hideDetached,
  defaultOpened,
}: ActionMenuProps) {
  const target = useRef<HTMLElement>(null);
  return (
    <Menu
      position={position}
      hideDetached={hideDetached}
      defaultOpened={defaultOpened}
      // Opened as it loads, the menu took over from a stand-in button and
      // would not know where focus was: it goes back to the button.
      onClose={defaultOpened ? () => target.current?.focus() : undefined}
      withinPortal
      // Mantine's focus stand-in is a focusable child a menu may not have
      // (axe: aria-required-children); the first item takes the focus.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        {cloneElement(button as ReactElement<{ ref?: RefObject<HTMLElement | null> }>, {
          ref: target,
        })}
      </Menu.Target>
      <Menu.Dropdown>
        <Items items={items} />
      </Menu.Dropdown>
    </Menu>
  );
}
