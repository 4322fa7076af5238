/*
 * Each ghost has a shape as well as a colour, so that ghosts are told
 * apart without seeing colours (their names, beside it, tell them apart too).
 */

export const GHOST_SHAPES = ['circle', 'square', 'triangle'] as const;
export type GhostShape = (typeof GHOST_SHAPES)[number];

/** The shape of the ghost at `index` in the game's list of ghosts. */
export function ghostShape(index: number): GhostShape {
  return GHOST_SHAPES[index % GHOST_SHAPES.length]!;
}

function Shape({ shape, colour }: { shape: GhostShape; colour: string }) {
  switch (shape) {
    case 'circle':
      return <circle cx="8" cy="8" r="7" fill={colour} />;
    case 'square':
      return <rect x="1.5" y="1.5" width="13" height="13" fill={colour} />;
    case 'triangle':
      return <path d="M8 0.5 L15.5 15 H0.5 Z" fill={colour} />;
  }
}

/** The ghost's mark: its shape, filled with its colour. Decorative: its name is beside it. */
export function GhostMark({ index, colour }: { index: number; colour: string }) {
  const shape = ghostShape(index);
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden data-shape={shape}>
      <Shape shape={shape} colour={colour} />
    </svg>
  );
}
