import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/api/apiError';
import { OOPS_TEXT, type PayAction, payErrorMessage, payReducer, type PayState } from './payState';

const READY: PayState = { status: 'ready' };
const SUBSCRIBING: PayState = { status: 'subscribing' };
const SUCCESS: PayState = { status: 'success' };
const ERROR: PayState = { status: 'error', message: 'Taken' };

describe('the Pay button', () => {
  it.each<[PayState, PayAction, PayState]>([
    [READY, { type: 'pay' }, SUBSCRIBING],
    [SUBSCRIBING, { type: 'pay' }, SUBSCRIBING],
    [SUCCESS, { type: 'pay' }, SUCCESS],
    [ERROR, { type: 'pay' }, ERROR],
    [SUBSCRIBING, { type: 'succeeded' }, SUCCESS],
    [SUBSCRIBING, { type: 'failed', message: 'Taken' }, ERROR],
    [READY, { type: 'failed', message: 'Taken' }, READY],
    [ERROR, { type: 'dismiss' }, READY],
    [SUBSCRIBING, { type: 'dismiss' }, SUBSCRIBING],
  ])('%j on %j becomes %j', (state, action, after) => {
    expect(payReducer(state, action)).toEqual(after);
  });
});

describe('what a failed payment says', () => {
  it.each<[string, unknown, string]>([
    [
      'the server’s errors, one a line',
      new ApiError(400, [
        'slots: Choose as many times as the plan has sessions',
        'relative_level: Choose a relative level',
      ]),
      'slots: Choose as many times as the plan has sessions\nrelative_level: Choose a relative level',
    ],
    [
      'a conflict',
      new ApiError(409, [
        'Sorry, one of those times has just been booked. Please choose your times again.',
      ]),
      'Sorry, one of those times has just been booked. Please choose your times again.',
    ],
    ['a server failure', new ApiError(500, ['Internal server error']), OOPS_TEXT],
    ['a lost connection', new TypeError('Failed to fetch'), OOPS_TEXT],
  ])('%s', (_, error, message) => {
    expect(payErrorMessage(error)).toBe(message);
  });

  it('is the fallback text when there is no list', () => {
    expect(OOPS_TEXT).toBe(
      'Oops! something went wrong. Please check your bank statement and contact support if you have been charged',
    );
  });
});
