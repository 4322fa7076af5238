import { describe, expect, it } from 'vitest';

import { choose, chosenRange, EMPTY_PICKER, invalidFields, type PickerValues } from './pickerState';

const picked = (values: Partial<PickerValues>): PickerValues => ({ ...EMPTY_PICKER, ...values });

const COMPLETE = picked({
  day: '0',
  fromHour: '09',
  fromMinute: '00',
  untilHour: '10',
  untilMinute: '30',
});

describe('the availability picker', () => {
  it('sets the minute to 0 when an hour is chosen', () => {
    const values = choose(picked({ fromMinute: '45', untilMinute: '15' }), 'fromHour', '09');
    expect(values).toMatchObject({ fromHour: '09', fromMinute: '00', untilMinute: '15' });
    expect(choose(values, 'untilHour', '11')).toMatchObject({ untilHour: '11', untilMinute: '00' });
  });

  it('keeps a chosen minute when only the minute changes', () => {
    expect(choose(COMPLETE, 'fromMinute', '15')).toMatchObject({
      fromHour: '09',
      fromMinute: '15',
    });
  });

  it.each([
    ['complete and forwards', COMPLETE, { day: 0, from: 540, until: 630 }],
    [
      'until midnight',
      { ...COMPLETE, untilHour: '24', untilMinute: '00' },
      {
        day: 0,
        from: 540,
        until: 1440,
      },
    ],
    ['no day', { ...COMPLETE, day: '' }, null],
    ['no until minute', { ...COMPLETE, untilMinute: '' }, null],
    ['from equals until', { ...COMPLETE, untilHour: '09', untilMinute: '00' }, null],
    ['from after until', { ...COMPLETE, fromHour: '11' }, null],
    ['past midnight', { ...COMPLETE, untilHour: '24', untilMinute: '15' }, null],
  ])('%s gives %o', (_, values, range) => {
    expect(chosenRange(values)).toEqual(range);
  });

  it('marks every unset field red at the start', () => {
    expect([...invalidFields(EMPTY_PICKER)]).toEqual([
      'day',
      'fromHour',
      'fromMinute',
      'untilHour',
      'untilMinute',
    ]);
  });

  it('marks both ends red when from is not before until, but not the day', () => {
    const backwards = invalidFields({ ...COMPLETE, fromHour: '12' });
    expect(backwards.has('day')).toBe(false);
    expect(backwards.has('fromHour') && backwards.has('untilMinute')).toBe(true);
    expect(invalidFields(COMPLETE).size).toBe(0);
  });
});
