import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';

import { FrameActionsContext } from '../../../components/frame/frameActions';
import { useAuth } from '../../../lib/auth/AuthContext';

const PictureDialog = lazy(() =>
  import('./PictureDialog').then((module) => ({ default: module.PictureDialog })),
);

/** Lets the header avatar and the homes' "Change picture" button open the dialog. */
export function PictureDialogProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);
  // The dialog loads the first time it opens, then stays for its closing transition.
  const [wanted, setWanted] = useState(false);
  const actions = useMemo(
    () => ({
      openPictureDialog: () => {
        setWanted(true);
        open();
      },
    }),
    [open],
  );

  return (
    <FrameActionsContext.Provider value={actions}>
      {children}
      {user && wanted && (
        <Suspense fallback={null}>
          <PictureDialog user={user} opened={opened} onClose={close} />
        </Suspense>
      )}
    </FrameActionsContext.Provider>
  );
}
