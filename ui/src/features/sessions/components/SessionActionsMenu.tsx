import { Button } from '@mantine/core';

import type { ActionMenuItem } from '../../../components/menu/ActionMenu';
import { LazyActionMenu } from '../../../components/menu/LazyActionMenu';
import type { Session } from '../../../generated/api/schemas';
import { reportPath, studentReviewPath, tutorSessionPath, whiteboardPath } from '../paths';
import {
  isLinkAction,
  type LinkAction,
  type SessionAction,
  sessionActionLabel,
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
  report: (session) => reportPath(session._id),
  messages: studentReviewPath,
};

/** The items, worked out when the menu opens so a session that has just ended loses its extras. */
function actionItems({ session, view, onChoose }: SessionActionsMenuProps): ActionMenuItem[] {
  return sessionMenu(session, view, new Date()).map((action) => {
    const label = sessionActionLabel(action, session, view);
    return isLinkAction(action)
      ? { label, to: LINKS[action](session) }
      : { label, onClick: () => onChoose(action, session) };
  });
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
