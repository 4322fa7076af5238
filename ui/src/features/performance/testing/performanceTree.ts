import type { PerformanceNode, TrendStat } from '../../../generated/api/schemas';

function node(
  _id: string,
  name: string,
  current: number,
  children: PerformanceNode[] = [],
  extra: Partial<PerformanceNode> = {},
): PerformanceNode {
  return {
    _id,
    name,
    min: 60,
    max: 120,
    current_score: current,
    previous_score: current - 2,
    recent_answer_count: 3,
    answer_count: 24,
    children,
    ...extra,
  };
}

const endcode = (id: string, name: string, current: number, priority: number) =>
  node(id, name, current, [], { description: `Can do ${name}`, priority });

/** Maths > Number > Times tables > two endcodes; Maths > Fractions > Halves > one. */
export function mathsTree(): PerformanceNode[] {
  return [
    node('maths', 'Maths', 95, [
      node('number', 'Number', 96, [
        node('times-tables', 'Times tables', 96, [
          endcode('mult-7', '7 times table', 94, 1),
          endcode('mult-8', '8 times table', 98, 2),
        ]),
      ]),
      node('fractions', 'Fractions', 90, [
        node('halves-topic', 'Halves', 90, [endcode('halves', 'Halves of amounts', 90, 3)]),
      ]),
    ]),
  ];
}

function mapNodes(
  nodes: PerformanceNode[],
  change: (node: PerformanceNode) => Partial<PerformanceNode>,
): PerformanceNode[] {
  return nodes.map((node) => ({
    ...node,
    ...change(node),
    children: mapNodes(node.children, change),
  }));
}

/** The tree of a child who never answered: the content's starting levels only. */
export function unpractised(tree: PerformanceNode[]): PerformanceNode[] {
  return mapNodes(tree, () => ({ answer_count: 0, recent_answer_count: 0 }));
}

/** The endcodes named by codes, as the content bank names them ('Y3-MD-MULT-7'). */
export function withCodes(tree: PerformanceNode[]): PerformanceNode[] {
  return mapNodes(tree, (node) =>
    node.description ? { name: `Y3-MD-${node._id.toUpperCase()}` } : {},
  );
}

/** Four weekly snapshots, oldest first, the week of 16 March 2026 last. */
export function fourWeeks(): TrendStat[] {
  return [
    { timestamp: '2026-02-23T00:00:00Z', scores: [] },
    { timestamp: '2026-03-02T00:00:00Z', scores: [{ endcode: 'mult-7', score: 90 }] },
    {
      timestamp: '2026-03-09T00:00:00Z',
      scores: [
        { endcode: 'mult-7', score: 92 },
        { endcode: 'halves', score: 88 },
      ],
    },
    {
      timestamp: '2026-03-16T00:00:00Z',
      scores: [
        { endcode: 'mult-7', score: 94 },
        { endcode: 'halves', score: 90 },
      ],
    },
  ];
}
