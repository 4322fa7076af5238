import { Checkbox, Stack, TextInput } from '@mantine/core';

import { isReferralCodeWellFormed } from '../wizard/newSubscriptionWizard';

export const REFERRAL_CODE_FORMAT = 'A referral code looks like PTR-NAME';
export const ONLY_REFERRED_TUTOR_LABEL = 'Only show times of the tutor who gave me this code';

export interface ReferralStepProps {
  code: string;
  onlyReferredTutor: boolean;
  onEnterCode: (code: string) => void;
  onRestrict: (restrict: boolean) => void;
}

/** Step 2: an optional referral code, and whether to book only that code's tutor. */
export function ReferralStep({
  code,
  onlyReferredTutor,
  onEnterCode,
  onRestrict,
}: ReferralStepProps) {
  return (
    <Stack>
      <TextInput
        label="Referral code (optional)"
        description="Discount codes are entered later, when you pay."
        placeholder="PTR-…"
        value={code}
        error={isReferralCodeWellFormed(code) ? null : REFERRAL_CODE_FORMAT}
        onChange={(event) => onEnterCode(event.currentTarget.value)}
      />
      <Checkbox
        label={ONLY_REFERRED_TUTOR_LABEL}
        checked={onlyReferredTutor}
        disabled={code.trim() === ''}
        onChange={(event) => onRestrict(event.currentTarget.checked)}
      />
    </Stack>
  );
}
