import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';

import { FrameActionsContext } from '../../../components/frame/frameActions';
import { useAuth } from '../../../lib/auth/AuthContext';
import { PictureDialog } from './PictureDialog';

/** Lets the header avatar and the homes' "Change picture" button open the dialog. */
export function PictureDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);
  const actions = useMemo(() => ({ openPictureDialog: open }), [open]);

  return (
    <FrameActionsContext.Provider value={actions}>
      {children}
      {user && <PictureDialog user={user} opened={opened} onClose={close} />}
    </FrameActionsContext.Provider>
  );
}
