import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

import { PageFrame } from '../../../components/frame/PageFrame';
import type { Subscription } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import { useSubscriptionList } from '../hooks/useSubscriptionData';
import { LOADING_TEXT } from '../pricing';
import { useEverTrue } from '../../../lib/useEverTrue';
import { PaymentReturnNotice } from './PaymentReturnNotice';
import { SubscriptionsTable } from './SubscriptionsTable';

// The wizards and the cancel dialog open on a click: they load then.
const NewSubscriptionWizard = lazy(() =>
  import('./NewSubscriptionWizard').then((module) => ({ default: module.NewSubscriptionWizard })),
);
const EditSubscriptionWizard = lazy(() =>
  import('./EditSubscriptionWizard').then((module) => ({
    default: module.EditSubscriptionWizard,
  })),
);
const CancelSubscriptionDialog = lazy(() =>
  import('./CancelSubscriptionDialog').then((module) => ({
    default: module.CancelSubscriptionDialog,
  })),
);

type OpenWizard = { kind: 'new' } | { kind: 'edit'; subscription: Subscription } | null;

/**
 * /parent/subscriptions: the parent's subscriptions, the message after
 * paying, and the wizards to buy, change and cancel. A wizard is mounted
 * only while open, so each opening starts afresh.
 */
export function SubscriptionsPage() {
  const list = useSubscriptionList();
  const [wizard, setWizard] = useState<OpenWizard>(null);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const close = () => setWizard(null);
  const edit = (subscription: Subscription) => setWizard({ kind: 'edit', subscription });
  const cancelDialogUsed = useEverTrue(cancelling !== null);

  return (
    <PageFrame title="Subscriptions" fullWidth>
      <Stack mt="md">
        <PaymentReturnNotice />
        <Group>
          <Button onClick={() => setWizard({ kind: 'new' })}>New subscription</Button>
        </Group>
        {list.isPending && <Text>{LOADING_TEXT}</Text>}
        {list.isError && <Text c="red">Error: {errorMessages(list.error).join(', ')}</Text>}
        {list.data && (
          <SubscriptionsTable subscriptions={list.data} onEdit={edit} onCancel={setCancelling} />
        )}
      </Stack>
      <Suspense fallback={null}>
        {wizard?.kind === 'new' && (
          <NewSubscriptionWizard subscriptions={list.data ?? []} onClose={close} onEdit={edit} />
        )}
        {wizard?.kind === 'edit' && (
          <EditSubscriptionWizard subscription={wizard.subscription} onClose={close} />
        )}
        {cancelDialogUsed && (
          <CancelSubscriptionDialog subscription={cancelling} onClose={() => setCancelling(null)} />
        )}
      </Suspense>
    </PageFrame>
  );
}
