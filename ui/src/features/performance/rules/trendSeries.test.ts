import { describe, expect, it } from 'vitest';

import { answerRecord } from '../testing/answerRecords';
import { fourWeeks, mathsTree } from '../testing/performanceTree';
import {
  ANSWERED,
  AVERAGE,
  hasTrendData,
  MINUTES,
  trendView,
  weeksWithScores,
} from './trendSeries';

describe('the trend', () => {
  const answers = [
    answerRecord({ _id: 'a', timestamp: '2026-03-16T09:00:00Z', response_time: 90 }),
    answerRecord({ _id: 'b', timestamp: '2026-03-17T09:00:00Z', response_time: 30 }),
    answerRecord({ _id: 'c', timestamp: '2026-03-09T09:00:00Z', response_time: 45 }),
  ];
  const view = trendView([...fourWeeks()].reverse(), mathsTree(), answers);

  it('has the four weeks oldest first, named by the day they start (UTC)', () => {
    expect(view.weeks.map((week) => week.label)).toEqual(['23 Feb', '2 Mar', '9 Mar', '16 Mar']);
  });

  it('draws the average and one line per theme, with gaps before practice started', () => {
    expect(view.scoreSeries).toEqual([AVERAGE, 'Fractions', 'Number']);
    expect(view.scores.map((week) => week.values)).toEqual([
      { [AVERAGE]: null, Fractions: null, Number: null },
      { [AVERAGE]: 90, Fractions: null, Number: 90 },
      { [AVERAGE]: 90, Fractions: 88, Number: 92 },
      { [AVERAGE]: 92, Fractions: 90, Number: 94 },
    ]);
  });

  it('counts the weeks with a score, which the lines join', () => {
    expect(weeksWithScores(view)).toBe(3);
  });

  it('counts time on questions in minutes (seconds / 60) and answers per week', () => {
    expect(view.activity.map((week) => week.values)).toEqual([
      { [MINUTES]: 0, [ANSWERED]: 0 },
      { [MINUTES]: 0, [ANSWERED]: 0 },
      { [MINUTES]: 0.8, [ANSWERED]: 1 },
      { [MINUTES]: 2, [ANSWERED]: 2 },
    ]);
  });

  it('lists each practised endcode by theme with its weekly scores, named by its description', () => {
    expect(view.endcodes).toEqual([
      {
        endcode: 'halves',
        name: 'Halves of amounts',
        label: 'Can do Halves of amounts',
        topic: 'Halves',
        theme: 'Fractions',
        scores: [null, null, 88, 90],
      },
      {
        endcode: 'mult-7',
        name: '7 times table',
        label: 'Can do 7 times table',
        topic: 'Times tables',
        theme: 'Number',
        scores: [null, 90, 92, 94],
      },
    ]);
  });

  it('names an endcode missing from the hierarchy by its id, under Other', () => {
    const [stat] = trendView(
      [{ timestamp: '2026-03-16T00:00:00Z', scores: [{ endcode: 'gone', score: 70 }] }],
      [],
      [],
    ).endcodes;
    expect(stat).toMatchObject({ name: 'gone', label: 'gone', theme: 'Other' });
  });

  it.each([
    [[], false],
    [[{ timestamp: '2026-03-16T00:00:00Z', scores: [] }], false],
    [fourWeeks(), true],
  ])('has data to show: %#', (stats, expected) => {
    expect(hasTrendData(stats)).toBe(expected);
  });
});
