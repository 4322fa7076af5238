import { Box } from '@mantine/core';

import type { PerformanceNode } from '../../../../generated/PerformanceNode';
import { scoreBar } from '../../rules/scoreBar';

const round = (score: number) => Math.round(score);

function Mark({ at, colour, size }: { at: number; colour: string; size: number }) {
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

/**
 * A bar over the current score ± 6: the shaded part is the range of the
 * content's questions (min to max), the grey dot last week's score and the
 * blue dot, always in the middle, the current score.
 */
export function ScoreBarView({ node }: { node: PerformanceNode }) {
  const bar = scoreBar(node);
  const range =
    node.min === null || node.max === null
      ? ''
      : `, questions from ${round(node.min)} to ${round(node.max)}`;
  return (
    <Box
      role="img"
      aria-label={`Score ${round(node.current_score)}, last week ${round(node.previous_score)}${range}`}
      pos="relative"
      h={14}
      w={200}
      bg="gray.1"
      style={{ borderRadius: 7 }}
    >
      {bar.min !== null && bar.max !== null && (
        <Box
          pos="absolute"
          top={3}
          h={8}
          bg="blue.1"
          style={{ left: `${bar.min}%`, width: `${bar.max - bar.min}%` }}
        />
      )}
      <Mark at={bar.previous} colour="gray.5" size={8} />
      <Mark at={bar.current} colour="blue.6" size={12} />
    </Box>
  );
}
