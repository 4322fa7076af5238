/**
 * How well the other side's picture and sound arrive, from the browser's
 * WebRTC statistics (docs/live-sessions.md, "In the call"), sampled every
 * few seconds: the share of packets lost since the last sample, the
 * round trip of the connection in use, and the audio's jitter.
 */
export type ConnectionQuality = 'good' | 'fair' | 'poor';

/** What one look at the statistics found, summed over what is received. */
export interface ReceivingSample {
  packetsReceived: number;
  packetsLost: number;
  /** Seconds, of the candidate pair in use; null before one is chosen. */
  roundTrip: number | null;
  /** Seconds, the largest of the incoming streams'; null without any. */
  jitter: number | null;
}

/**
 * Where fair and poor begin. Calls stay comfortable under about 3 % loss,
 * 250 ms round trip and 50 ms jitter, and break up past 10 %, 500 ms and
 * 100 ms.
 */
const FAIR = { loss: 0.03, roundTrip: 0.25, jitter: 0.05 };
const POOR = { loss: 0.1, roundTrip: 0.5, jitter: 0.1 };

function beyond(limits: typeof FAIR, loss: number, sample: ReceivingSample): boolean {
  return (
    loss > limits.loss ||
    (sample.roundTrip ?? 0) > limits.roundTrip ||
    (sample.jitter ?? 0) > limits.jitter
  );
}

/** The quality between the `earlier` sample (null for the first) and `later`. */
export function connectionQuality(
  earlier: ReceivingSample | null,
  later: ReceivingSample,
): ConnectionQuality {
  const received = later.packetsReceived - (earlier?.packetsReceived ?? 0);
  const lost = later.packetsLost - (earlier?.packetsLost ?? 0);
  const loss = received + lost > 0 ? Math.max(lost, 0) / (received + lost) : 0;
  if (beyond(POOR, loss, later)) return 'poor';
  if (beyond(FAIR, loss, later)) return 'fair';
  return 'good';
}

/** The statistics a sample reads, as RTCStatsReport's entries carry them. */
interface Stat {
  type: string;
  packetsReceived?: number;
  packetsLost?: number;
  jitter?: number;
  state?: string;
  nominated?: boolean;
  currentRoundTripTime?: number;
}

/** A sample of `report` (RTCPeerConnection.getStats), or null while nothing arrives. */
export function receivingSample(report: Iterable<Stat>): ReceivingSample | null {
  const stats = [...report];
  const inbound = stats.filter((stat) => stat.type === 'inbound-rtp');
  if (inbound.length === 0) return null;
  const pair = stats.find(
    (stat) => stat.type === 'candidate-pair' && stat.state === 'succeeded' && stat.nominated,
  );
  const jitters = inbound.flatMap((stat) => (stat.jitter === undefined ? [] : [stat.jitter]));
  return {
    packetsReceived: inbound.reduce((sum, stat) => sum + (stat.packetsReceived ?? 0), 0),
    packetsLost: inbound.reduce((sum, stat) => sum + (stat.packetsLost ?? 0), 0),
    roundTrip: pair?.currentRoundTripTime ?? null,
    jitter: jitters.length > 0 ? Math.max(...jitters) : null,
  };
}

export const QUALITY_TEXT: Record<ConnectionQuality, string> = {
  good: 'Connection good',
  fair: 'Connection fair',
  poor: 'Connection poor',
};
