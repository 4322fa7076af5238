import { Box } from '@mantine/core';

import type { PerformanceNode } from '../../../../generated/api/schemas';
import { barWords } from '../../rules/plainWords';
import { BAR_TICKS, type ScoreBar, scoreBar } from '../../rules/scoreBar';

const round = (score: number) => Math.round(score);

/** What the bar's marks are drawn in; the legend names them in the same colours. */
export const BAR_COLOURS = {
  track: 'gray.1',
  tick: 'gray.4',
  range: 'blue.1',
  previous: 'gray.5',
  current: 'blue.6',
} as const;

export const BAR_WIDTH = 200;

export function Mark({ at, colour, size }: { at: number; colour: string; size: number }) {
  return (
    <Box
      pos="absolute"
      top="50%"
      w={size}
      h={size}
      bg={colour}
      style={{ left: `${at}%`, transform: 'translate(-50%, -50%)', borderRadius: '50%' }}
    />
  );
}

/** The drawing of a bar: its scale marks, the question range and the two scores. */
export function ScoreBarTrack({ bar }: { bar: ScoreBar }) {
  return (
    <>
      {BAR_TICKS.map((tick) => (
        <Box
          key={tick.months}
          pos="absolute"
          top={0}
          h="100%"
          w={1}
          bg={BAR_COLOURS.tick}
          style={{ left: `${tick.at}%` }}
        />
      ))}
      {bar.min !== null && bar.max !== null && (
        <Box
          pos="absolute"
          top={3}
          h={8}
          bg={BAR_COLOURS.range}
          style={{ left: `${bar.min}%`, width: `${bar.max - bar.min}%` }}
        />
      )}
      <Mark at={bar.previous} colour={BAR_COLOURS.previous} size={8} />
      <Mark at={bar.current} colour={BAR_COLOURS.current} size={12} />
    </>
  );
}

/**
 * A bar over the current score ± 6, marked every 3 months: the shaded
 * part is the range of the content's questions (min to max), the grey dot
 * last week's score and the blue dot, always in the middle, the current
 * score. FocusLegend explains it once above the tree. A screen reader
 * reads the scores for the staff (`numbers`), and for a child or parent
 * the level in words and which way it moved.
 */
export function ScoreBarView({ node, numbers }: { node: PerformanceNode; numbers: boolean }) {
  const range =
    node.min === null || node.max === null
      ? ''
      : `, questions from ${round(node.min)} to ${round(node.max)}`;
  const label = numbers
    ? `Score ${round(node.current_score)}, last week ${round(node.previous_score)}${range}`
    : barWords(node.current_score, node.previous_score);
  return (
    <Box
      role="img"
      aria-label={label}
      pos="relative"
      h={14}
      w={BAR_WIDTH}
      bg={BAR_COLOURS.track}
      style={{ borderRadius: 7, flexShrink: 0 }}
    >
      <ScoreBarTrack bar={scoreBar(node)} />
    </Box>
  );
}
