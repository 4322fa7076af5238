import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router-dom';

import type { Session } from '../../../generated/Session';
import { studentReviewPath } from '../paths';
import {
  SESSION_ACTION_LABELS,
  type SessionAction,
  sessionMenu,
  type SessionsView,
} from '../rules/sessionMenu';

export interface SessionActionsMenuProps {
  session: Session;
  view: SessionsView;
  /** Every action but Messages (a link) opens a dialog. */
  onChoose: (action: Exclude<SessionAction, 'messages'>, session: Session) => void;
}

/** The items, worked out when the menu opens so a session that has just ended loses its extras. */
function ActionItems({ session, view, onChoose }: SessionActionsMenuProps) {
  return sessionMenu(session, view, new Date()).map((action) =>
    action === 'messages' ? (
      <Menu.Item key={action} component={Link} to={studentReviewPath(session)}>
        {SESSION_ACTION_LABELS[action]}
      </Menu.Item>
    ) : (
      <Menu.Item key={action} onClick={() => onChoose(action, session)}>
        {SESSION_ACTION_LABELS[action]}
      </Menu.Item>
    ),
  );
}

/** A session's Actions menu (spec 001 §4); cancelled sessions have none. */
export function SessionActionsMenu(props: SessionActionsMenuProps) {
  if (props.session.cancelled) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="light">
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ActionItems {...props} />
      </Menu.Dropdown>
    </Menu>
  );
}
