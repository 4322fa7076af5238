import { Button } from '@mantine/core';

import type { ActionMenuItem } from '../../../components/menu/ActionMenu';
import { LazyActionMenu } from '../../../components/menu/LazyActionMenu';
import type { Session } from '../../../generated/api/schemas';
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
function actionItems({ session, view, onChoose }: SessionActionsMenuProps): ActionMenuItem[] {
  return sessionMenu(session, view, new Date()).map((action) =>
    isLinkAction(action)
      ? { label: SESSION_ACTION_LABELS[action], to: LINKS[action](session) }
      : { label: SESSION_ACTION_LABELS[action], onClick: () => onChoose(action, session) },
  );
}

/** A session's Actions menu; cancelled sessions have none. */
export function SessionActionsMenu(props: SessionActionsMenuProps) {
  if (props.session.cancelled) return null;
  return (
    <LazyActionMenu
      button={
        <Button size="compact-sm" variant="light">
          Actions
        </Button>
      }
      items={() => actionItems(props)}
    />
  );
}
