import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router-dom';

import type { Session } from '../../../generated/Session';
import { studentReviewPath, tutorSessionPath, whiteboardPath } from '../paths';
import {
  isLinkAction,
  type LinkAction,
  SESSION_ACTION_LABELS,
  type SessionAction,
  sessionMenu,
  type SessionsView,
} from '../rules/sessionMenu';

export interface SessionActionsMenuProps {
  session: Session;
  view: SessionsView;
  /** Every action but the links opens a dialog. */
  onChoose: (action: Exclude<SessionAction, LinkAction>, session: Session) => void;
}

/** Where the link actions lead. */
const LINKS: Record<LinkAction, (session: Session) => string> = {
  open: (session) => tutorSessionPath(session._id),
  whiteboard: (session) => whiteboardPath(session._id),
  messages: studentReviewPath,
};

/** The items, worked out when the menu opens so a session that has just ended loses its extras. */
function ActionItems({ session, view, onChoose }: SessionActionsMenuProps) {
  return sessionMenu(session, view, new Date()).map((action) => {
    if (isLinkAction(action)) {
      return (
        <Menu.Item key={action} component={Link} to={LINKS[action](session)}>
          {SESSION_ACTION_LABELS[action]}
        </Menu.Item>
      );
    }
    return (
      <Menu.Item key={action} onClick={() => onChoose(action, session)}>
        {SESSION_ACTION_LABELS[action]}
      </Menu.Item>
    );
  });
}

/** A session's Actions menu; cancelled sessions have none. */
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
