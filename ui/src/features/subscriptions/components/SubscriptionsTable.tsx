import { Badge, Button, Text } from '@mantine/core';

import { LazyActionMenu } from '../../../components/menu/LazyActionMenu';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/table/ResponsiveTable';
import type { Subscription, SubscriptionStatus } from '../../../generated/api/schemas';
import { FINISH_PAYING_LABEL } from '../planChangeTexts';
import { amountText } from '../pricing';
import { assignedSlots, slotLabel } from '../slots';
import { PendingChangeLine } from './PendingChangeLine';

export const NO_SUBSCRIPTIONS_TEXT = 'You have no subscriptions';

const STATUS_COLOURS: Record<SubscriptionStatus, string> = {
  Active: 'green',
  Pending: 'yellow',
  Cancelled: 'gray',
};

/** A name for the row that tells two children's (or two subjects') plans apart. */
export function subscriptionName(subscription: Subscription): string {
  return `${subscription.student.name}'s ${subscription.subject.name} subscription`;
}

function weeklyTimes(subscription: Subscription): string {
  const slots = assignedSlots(subscription.assigned_sessions);
  return slots.length > 0 ? slots.map(slotLabel).join(', ') : '—';
}

export interface SubscriptionsTableProps {
  subscriptions: Subscription[];
  onEdit: (subscription: Subscription) => void;
  onCancel: (subscription: Subscription) => void;
  /** Goes to the payment page of a subscription never paid for (Pending). */
  onFinishPaying: (subscription: Subscription) => void;
}

/**
 * The parent's subscriptions with the server's display status and any
 * change of plan still waiting (docs/plan-changes.md), which the parent may finish
 * paying for here. A cancelled one can be neither edited nor cancelled
 * again, so it has no actions menu; a pending one's menu starts with
 * Finish paying.
 */
export function SubscriptionsTable({
  subscriptions,
  onEdit,
  onCancel,
  onFinishPaying,
}: SubscriptionsTableProps) {
  if (subscriptions.length === 0) return <Text c="dimmed">{NO_SUBSCRIPTIONS_TEXT}</Text>;
  const columns: ResponsiveColumn<Subscription>[] = [
    {
      header: 'Status',
      cell: (subscription) => (
        <Badge color={STATUS_COLOURS[subscription.status]}>{subscription.status}</Badge>
      ),
    },
    {
      header: 'Plan',
      cell: (subscription) => (
        <>
          {subscription.session_option}
          <PendingChangeLine subscription={subscription} withFinishPaying />
        </>
      ),
    },
    { header: 'Student', cell: (subscription) => subscription.student.name },
    { header: 'Subject', cell: (subscription) => subscription.subject.name },
    { header: 'Tutor', cell: (subscription) => subscription.tutor?.name ?? '—' },
    { header: 'Weekly price', cell: (subscription) => amountText(subscription.payment_amount) },
    { header: 'Weekly times', cell: weeklyTimes },
    {
      header: 'Actions',
      action: true,
      cell: (subscription) =>
        !subscription.cancelled && (
          <LazyActionMenu
            // Not hidden when its button looks detached: that check
            // needs real layout, and without it (jsdom) the menu would
            // vanish as soon as floating-ui has measured it.
            hideDetached={false}
            button={
              <Button
                variant="default"
                size="xs"
                aria-label={`Actions for ${subscriptionName(subscription)}`}
              >
                Actions
              </Button>
            }
            items={() => [
              ...(subscription.status === 'Pending'
                ? [{ label: FINISH_PAYING_LABEL, onClick: () => onFinishPaying(subscription) }]
                : []),
              { label: 'Edit Subscription', onClick: () => onEdit(subscription) },
              { label: 'Cancel Subscription', color: 'red', onClick: () => onCancel(subscription) },
            ]}
          />
        ),
    },
  ];
  return (
    <ResponsiveTable
      label="Subscriptions"
      columns={columns}
      rows={subscriptions}
      rowKey={(subscription) => subscription._id}
      rowAttributes={(subscription) => ({ 'aria-label': subscriptionName(subscription) })}
      minWidth={800}
      tableProps={{ striped: true, withTableBorder: true }}
    />
  );
}
