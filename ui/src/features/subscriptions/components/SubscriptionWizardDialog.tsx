import { Button, Group, Modal, Stack, Stepper } from '@mantine/core';
import type { ReactNode } from 'react';

import { useNarrowScreen } from '../../../components/layout/useNarrowScreen';
import { ParentRecordingPolicy } from '../../../components/safety/RecordingPolicy';
import type { PlanWizardFrame } from '../hooks/usePlanWizard';
import type { ReviewRow } from '../reviewRows';
import { PaymentControls } from './PaymentControls';
import { ReviewSummary } from './ReviewSummary';
import { SlotPicker } from './SlotPicker';

export interface SubscriptionWizardDialogProps {
  title: string;
  frame: PlanWizardFrame;
  /** Asked for only on the review step. */
  reviewRows: () => ReviewRow[];
  payLabel: string;
  onClose: () => void;
  /** The wizard's own steps; the slots and the review are drawn here. */
  children: ReactNode;
}

/**
 * The dialog both subscription wizards share: where the parent is, the
 * step, Back and Next, the slot picker and the review with its Pay
 * button. While paying, the parent stays on the review.
 */
export function SubscriptionWizardDialog(props: SubscriptionWizardDialogProps) {
  const { frame } = props;
  const { offer, payment } = frame;
  const locked = payment.state.status === 'subscribing' || payment.state.status === 'success';
  // On a phone: the whole screen, only the current step named, and Back and
  // Next kept at the bottom, within reach of a thumb.
  const narrow = useNarrowScreen('sm');
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      size="xl"
      fullScreen={narrow}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Stepper active={frame.step} size="xs">
          {frame.stepLabels.map((label, index) => (
            <Stepper.Step
              key={label}
              label={narrow && index !== frame.step ? undefined : label}
              // On a phone only the current step shows its label: the others
              // are named, with the number they show (WCAG 2.5.3).
              aria-label={
                narrow && index !== frame.step
                  ? `Step ${index + 1} of ${frame.stepLabels.length}: ${label}`
                  : undefined
              }
              aria-current={index === frame.step ? 'step' : undefined}
            />
          ))}
        </Stepper>
        {props.children}
        {frame.stepId === 'slots' && (
          <SlotPicker
            slots={offer.slots}
            loading={offer.loading}
            problem={offer.problem}
            chosen={frame.chosenSlots}
            planSessions={frame.planSessions}
            onToggle={frame.onToggleSlot}
          />
        )}
        {frame.stepId === 'review' && (
          <>
            <ReviewSummary rows={props.reviewRows()} />
            <ParentRecordingPolicy />
            <PaymentControls
              state={payment.state}
              label={props.payLabel}
              onPay={() => void payment.pay()}
              onDismiss={payment.dismiss}
            />
          </>
        )}
        <Group
          justify="space-between"
          style={
            narrow
              ? {
                  position: 'sticky',
                  bottom: 0,
                  paddingBlock: 'var(--mantine-spacing-sm)',
                  background: 'var(--mantine-color-body)',
                }
              : undefined
          }
        >
          {frame.step > 0 ? (
            <Button
              variant="default"
              size={narrow ? 'md' : undefined}
              onClick={frame.onBack}
              disabled={locked}
            >
              Back
            </Button>
          ) : (
            <span />
          )}
          {frame.stepId !== 'review' && (
            <Button
              size={narrow ? 'md' : undefined}
              onClick={frame.onNext}
              disabled={!frame.canGoNext}
            >
              Next
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
