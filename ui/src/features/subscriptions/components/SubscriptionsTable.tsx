import { Badge, Button, Menu, Table, Text } from '@mantine/core';

import type { Subscription } from '../../../generated/Subscription';
import type { SubscriptionStatus } from '../../../generated/SubscriptionStatus';
import { amountText } from '../pricing';
import { assignedSlots, slotLabel } from '../slots';
import { PendingChangeLine } from './PendingChangeLine';

export const NO_SUBSCRIPTIONS_TEXT = 'You have no subscriptions';

const COLUMNS = [
  'Status',
  'Plan',
  'Student',
  'Subject',
  'Tutor',
  'Weekly price',
  'Weekly times',
  'Actions',
];

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
}

/**
 * The parent's subscriptions with the server's display status and any
 * change of plan still waiting (docs/plan-changes.md), which the parent may finish
 * paying for here. A cancelled one can be neither edited nor cancelled
 * again, so it has no actions menu.
 */
export function SubscriptionsTable({ subscriptions, onEdit, onCancel }: SubscriptionsTableProps) {
  if (subscriptions.length === 0) return <Text c="dimmed">{NO_SUBSCRIPTIONS_TEXT}</Text>;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table aria-label="Subscriptions" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.map((subscription) => (
            <Table.Tr key={subscription._id} aria-label={subscriptionName(subscription)}>
              <Table.Td>
                <Badge color={STATUS_COLOURS[subscription.status]}>{subscription.status}</Badge>
              </Table.Td>
              <Table.Td>
                {subscription.session_option}
                <PendingChangeLine subscription={subscription} withFinishPaying />
              </Table.Td>
              <Table.Td>{subscription.student.name}</Table.Td>
              <Table.Td>{subscription.subject.name}</Table.Td>
              <Table.Td>{subscription.tutor?.name ?? '—'}</Table.Td>
              <Table.Td>{amountText(subscription.payment_amount)}</Table.Td>
              <Table.Td>{weeklyTimes(subscription)}</Table.Td>
              <Table.Td>
                {!subscription.cancelled && (
                  // Not hidden when its button looks detached: that check
                  // needs real layout, and without it (jsdom) the menu would
                  // vanish as soon as floating-ui has measured it.
                  <Menu position="bottom-end" hideDetached={false}>
                    <Menu.Target>
                      <Button
                        variant="default"
                        size="xs"
                        aria-label={`Actions for ${subscriptionName(subscription)}`}
                      >
                        Actions
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => onEdit(subscription)}>Edit Subscription</Menu.Item>
                      <Menu.Item color="red" onClick={() => onCancel(subscription)}>
                        Cancel Subscription
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
