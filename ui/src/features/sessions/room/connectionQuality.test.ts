import { describe, expect, it } from 'vitest';

import { connectionQuality, type ReceivingSample, receivingSample } from './connectionQuality';

const sample = (change: Partial<ReceivingSample> = {}): ReceivingSample => ({
  packetsReceived: 1000,
  packetsLost: 0,
  roundTrip: 0.02,
  jitter: 0.005,
  ...change,
});

describe('the connection quality', () => {
  it.each([
    ['a clean line', sample(), 'good'],
    ['2 % lost since the last look', sample({ packetsReceived: 1980, packetsLost: 20 }), 'good'],
    ['5 % lost', sample({ packetsReceived: 1950, packetsLost: 50 }), 'fair'],
    ['20 % lost', sample({ packetsReceived: 1800, packetsLost: 200 }), 'poor'],
    ['a 300 ms round trip', sample({ packetsReceived: 2000, roundTrip: 0.3 }), 'fair'],
    ['a 600 ms round trip', sample({ packetsReceived: 2000, roundTrip: 0.6 }), 'poor'],
    ['70 ms of jitter', sample({ packetsReceived: 2000, jitter: 0.07 }), 'fair'],
    ['150 ms of jitter', sample({ packetsReceived: 2000, jitter: 0.15 }), 'poor'],
  ])('is as it was for %s', (_, later, quality) => {
    expect(connectionQuality(sample(), later)).toBe(quality);
  });

  it('counts only what was lost since the last look', () => {
    const badStart = sample({ packetsReceived: 800, packetsLost: 200 });
    expect(connectionQuality(null, badStart)).toBe('poor');
    expect(connectionQuality(badStart, sample({ packetsReceived: 1800, packetsLost: 200 }))).toBe(
      'good',
    );
  });

  it('is good while nothing has arrived to judge', () => {
    expect(connectionQuality(sample(), sample())).toBe('good');
  });
});

describe('a sample of the statistics', () => {
  it('sums what arrives, takes the worst jitter and the round trip of the pair in use', () => {
    const report = [
      { type: 'inbound-rtp', packetsReceived: 900, packetsLost: 10, jitter: 0.01 },
      { type: 'inbound-rtp', packetsReceived: 300, packetsLost: 2, jitter: 0.03 },
      { type: 'outbound-rtp', packetsReceived: 5000 },
      { type: 'candidate-pair', state: 'failed', nominated: true, currentRoundTripTime: 2 },
      { type: 'candidate-pair', state: 'succeeded', nominated: true, currentRoundTripTime: 0.04 },
    ];
    expect(receivingSample(report)).toEqual({
      packetsReceived: 1200,
      packetsLost: 12,
      roundTrip: 0.04,
      jitter: 0.03,
    });
  });

  it('is none while nothing arrives', () => {
    expect(receivingSample([{ type: 'outbound-rtp' }])).toBeNull();
  });
});
