import type { Subscription } from '../../../generated/api/schemas';
import { useNewSubscription } from '../hooks/useNewSubscription';
import { useStudents, useSubjects } from '../hooks/useSubscriptionData';
import { planReviewRows } from '../reviewRows';
import { studentsToOffer } from '../wizard/newSubscriptionWizard';
import { PlanStep } from './PlanStep';
import { ReferralStep } from './ReferralStep';
import { StudentStep } from './StudentStep';
import { SubscriptionWizardDialog } from './SubscriptionWizardDialog';
import { WaitingPlanNotice } from './WaitingPlanNotice';

export interface NewSubscriptionWizardProps {
  subscriptions: readonly Subscription[];
  onClose: () => void;
  /** Opens the edit wizard for a plan the parent chose again instead of buying it twice. */
  onEdit: (subscription: Subscription) => void;
}

/** The new-subscription wizard, from choosing a child to paying. */
export function NewSubscriptionWizard({
  subscriptions,
  onClose,
  onEdit,
}: NewSubscriptionWizardProps) {
  const { state, dispatch, waitingPlan, products, frame } = useNewSubscription(subscriptions);
  const { choices } = state;
  const students = useStudents().data ?? [];
  const subjects = useSubjects().data ?? [];

  function reviewRows() {
    const student = students.find((each) => each._id === choices.student);
    const subject = subjects.find((each) => each._id === choices.subject);
    const code = choices.referralCode.trim();
    return [
      { label: 'Student', value: student?.first_name ?? '' },
      { label: 'Subject', value: subject?.name ?? '' },
      { label: 'Level', value: choices.level },
      ...(code
        ? [
            {
              label: 'Referral code',
              value: choices.onlyReferredTutor ? `${code} (that tutor only)` : code,
            },
          ]
        : []),
      ...planReviewRows(choices.plan, choices.slots, products, {
        tutor: frame.offer.tutorOf(choices.slots),
        from: new Date(),
      }),
    ];
  }

  return (
    <SubscriptionWizardDialog
      title="New subscription"
      frame={frame}
      reviewRows={reviewRows}
      payLabel="Pay"
      onClose={onClose}
    >
      {frame.stepId === 'student' && (
        <StudentStep
          students={studentsToOffer(students, subscriptions)}
          subjects={subjects}
          student={choices.student}
          subject={choices.subject}
          level={choices.level}
          onChoose={(field, value) => dispatch({ type: 'choose', field, value })}
        />
      )}
      {frame.stepId === 'student' && waitingPlan && (
        // Keyed so that another child's or subject's plan starts with its own Pay state.
        <WaitingPlanNotice
          key={waitingPlan._id}
          subscription={waitingPlan}
          onEdit={() => onEdit(waitingPlan)}
        />
      )}
      {frame.stepId === 'plan' && (
        <PlanStep
          products={products}
          plan={choices.plan}
          days={choices.days}
          times={choices.times}
          onChoosePlan={(plan) => dispatch({ type: 'choosePlan', plan })}
          onChooseDays={(days) => dispatch({ type: 'chooseDays', days })}
          onChooseTimes={(times) => dispatch({ type: 'chooseTimes', times })}
        />
      )}
      {frame.stepId === 'referral' && (
        <ReferralStep
          code={choices.referralCode}
          onlyReferredTutor={choices.onlyReferredTutor}
          onEnterCode={(code) => dispatch({ type: 'enterReferralCode', code })}
          onRestrict={(restrict) => dispatch({ type: 'restrictToReferredTutor', restrict })}
        />
      )}
    </SubscriptionWizardDialog>
  );
}
