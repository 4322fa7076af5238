import { Alert } from '@mantine/core';

export const MASKED_FOR_CHILD =
  'We took out a phone number, e-mail, link or username. Please keep chatting here on Plytime!';

export const MASKED_FOR_ADULT =
  'Contact details were removed from your message. Phone numbers, e-mail addresses, links and usernames cannot be shared on Plytime, to keep children safe.';

/**
 * Tells the sender at once that the server took contact details out of
 * their message (docs/safeguarding.md, "No private contact"), in words a
 * child reads easily, or the rule itself for their tutor.
 */
export function MaskedMessageAlert({
  forChild,
  onClose,
}: {
  forChild: boolean;
  onClose: () => void;
}) {
  return (
    <Alert color="orange" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {forChild ? MASKED_FOR_CHILD : MASKED_FOR_ADULT}
    </Alert>
  );
}
