import type { Session } from '../../../generated/api/schemas';
import { type LinkAction, SESSION_ACTION_LABELS, type SessionAction } from '../rules/sessionMenu';
import { CancelSessionDialog } from './CancelSessionDialog';
import { RescheduleSessionDialog } from './RescheduleSessionDialog';
import { RescheduleWeeklyDialog } from './RescheduleWeeklyDialog';
import { SubstituteSessionDialog, SubstituteSubscriptionDialog } from './SubstituteDialog';

/** The dialogs: one per menu action but the links, plus Substitute offered by Cancel. */
export type DialogAction = Exclude<SessionAction, LinkAction> | 'substituteSingle';

export interface OpenDialog {
  action: DialogAction;
  session: Session;
}

export interface SessionDialogProps {
  dialog: OpenDialog;
  onClose: () => void;
  onSwitch: (dialog: OpenDialog) => void;
}

/** Whichever session dialog is open; each starts afresh when opened. */
export function SessionDialog({ dialog, onClose, onSwitch }: SessionDialogProps) {
  const { action, session } = dialog;
  switch (action) {
    case 'rescheduleSingle':
      return <RescheduleSessionDialog session={session} onClose={onClose} />;
    case 'cancelSingle':
      return (
        <CancelSessionDialog
          session={session}
          onClose={onClose}
          onInstead={(instead) => onSwitch({ action: instead, session })}
        />
      );
    case 'rescheduleFuture':
    case 'rescheduleSubscription':
      return (
        <RescheduleWeeklyDialog
          title={SESSION_ACTION_LABELS[action]}
          session={session}
          onClose={onClose}
        />
      );
    case 'substituteSingle':
      return <SubstituteSessionDialog session={session} onClose={onClose} />;
    case 'substituteSubscription':
      return <SubstituteSubscriptionDialog session={session} onClose={onClose} />;
  }
}
