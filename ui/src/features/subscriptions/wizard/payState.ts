import { ApiError } from '../../../lib/api/apiError';

/** The fallback when a failure carries no list of errors. */
export const OOPS_TEXT =
  'Oops! something went wrong. Please check your bank statement and contact support if you have been charged';

/**
 * The Pay button's states: ready, subscribing, error, success.
 * Paying while not ready is ignored (a double submit); an error goes back
 * to ready only when the parent dismisses its message.
 */
export type PayState =
  | { status: 'ready' }
  | { status: 'subscribing' }
  | { status: 'success' }
  | { status: 'error'; message: string };

export type PayAction =
  | { type: 'pay' }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string }
  | { type: 'dismiss' };

export const PAY_READY: PayState = { status: 'ready' };

export function payReducer(state: PayState, action: PayAction): PayState {
  switch (action.type) {
    case 'pay':
      return state.status === 'ready' ? { status: 'subscribing' } : state;
    case 'succeeded':
      return state.status === 'subscribing' ? { status: 'success' } : state;
    case 'failed':
      return state.status === 'subscribing' ? { status: 'error', message: action.message } : state;
    case 'dismiss':
      return state.status === 'error' ? PAY_READY : state;
  }
}

/**
 * What the error popup says. The server's own list of errors (any answer
 * below 500, e.g. 'slots: …' or a time just booked by someone else) is
 * shown line by line; anything else — a crash, a lost connection — may
 * have happened after money moved, hence the bank statement advice.
 */
export function payErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.messages.length > 0) {
    return error.messages.join('\n');
  }
  return OOPS_TEXT;
}
