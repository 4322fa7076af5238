/**
 * What closing an account does, in the words both confirmations use
 * (docs/privacy.md, Closing the account).
 */
export const WHAT_CLOSING_DOES =
  'Their profiles, answers, scores, games, tokens, messages, session recordings and whiteboards are deleted, upcoming sessions are cancelled and subscriptions end with no further payments. Payment records are kept for 6 years as UK tax law requires.';

export const CLOSING_OWN_FAMILY = `This closes your account and your children's accounts. ${WHAT_CLOSING_DOES}`;
