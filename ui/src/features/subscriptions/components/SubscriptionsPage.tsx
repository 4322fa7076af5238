import { Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';

import { PageFrame } from '../../../components/frame/PageFrame';
import type { Subscription } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import { finishPayment } from '../hooks/useFinishPayment';
import { usePayment } from '../hooks/usePayment';
import { useSubscriptionList } from '../hooks/useSubscriptionData';
import { LOADING_TEXT } from '../pricing';
import { useEverTrue } from '../../../lib/useEverTrue';
import { PayErrorModal } from './PaymentControls';
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
  // Finish paying, from a pending row's menu, goes where the new-subscription
  // wizard's Finish paying goes: the subscription's payment page.
  const finishing = useRef<Subscription | null>(null);
  const payment = usePayment(() => finishPayment(finishing.current!));
  const finishPaying = (subscription: Subscription) => {
    finishing.current = subscription;
    void payment.pay();
  };
  const leaving = payment.state.status === 'subscribing' || payment.state.status === 'success';

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
          <SubscriptionsTable
            subscriptions={list.data}
            onEdit={edit}
            onCancel={setCancelling}
            onFinishPaying={finishPaying}
          />
        )}
        {leaving && <Text>Taking you to payment…</Text>}
      </Stack>
      <PayErrorModal state={payment.state} onDismiss={payment.dismiss} />
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
