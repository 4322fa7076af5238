import type { Subscription } from '../../../generated/api/schemas';
import { useEditSubscription } from '../hooks/useEditSubscription';
import { editReviewRows } from '../reviewRows';
import { PlanChoice } from './PlanChoice';
import { subscriptionName } from './SubscriptionsTable';
import { SubscriptionWizardDialog } from './SubscriptionWizardDialog';
import { TutorPlanPrompt } from './TutorPlanPrompt';

export interface EditSubscriptionWizardProps {
  subscription: Subscription;
  onClose: () => void;
}

/**
 * The parent's edit wizard (plan, times, review). The review
 * says when a paid plan's change starts (docs/plan-changes.md). Confirming
 * goes where the server says: the payment page while the subscription is
 * still unpaid or the change waits for the parent's payment, otherwise
 * back here.
 */
export function EditSubscriptionWizard({ subscription, onClose }: EditSubscriptionWizardProps) {
  const { state, dispatch, products, frame } = useEditSubscription(subscription, onClose);

  const reviewRows = () => [
    { label: 'Student', value: subscription.student.name },
    { label: 'Subject', value: subscription.subject.name },
    ...editReviewRows(subscription, state.plan, state.slots, products, {
      tutor: frame.offer.tutorOf(state.slots),
      from: new Date(),
    }),
  ];

  return (
    <SubscriptionWizardDialog
      title={`Edit ${subscriptionName(subscription)}`}
      frame={frame}
      reviewRows={reviewRows}
      payLabel="Confirm changes"
      onClose={onClose}
    >
      {frame.stepId === 'plan' && (
        <PlanChoice
          products={products}
          plan={state.plan}
          onChoose={(plan) => dispatch({ type: 'choosePlan', plan })}
        />
      )}
      <TutorPlanPrompt
        opened={state.askingAboutTutorPlan}
        onChooseTutorPlan={() => dispatch({ type: 'chooseTutorPlan' })}
        onKeepPlatformOnly={() => dispatch({ type: 'keepPlatformOnly' })}
      />
    </SubscriptionWizardDialog>
  );
}
