import type { PerformanceNode } from '../../../../generated/api/schemas';

/** An area (an endcode) the tutor may take a question from. */
export interface FocusArea {
  endcodeId: string;
  label: string;
}

/** The nodes at the foot of the tree: the areas. */
function leaves(nodes: PerformanceNode[]): PerformanceNode[] {
  return nodes.flatMap((node) => (node.children.length === 0 ? [node] : leaves(node.children)));
}

/**
 * Every area of the child's Focus tree in one subject, in the order a tutor would pick
 * from: the authored priority first (1 highest, docs/glossary.md), then
 * where the child stands lowest, then by name.
 */
export function focusAreas(tree: PerformanceNode[], subjectId: string): FocusArea[] {
  return leaves(tree.filter((subject) => subject._id === subjectId))
    .sort(
      (a, b) =>
        (a.priority ?? Infinity) - (b.priority ?? Infinity) ||
        a.current_score - b.current_score ||
        a.name.localeCompare(b.name),
    )
    .map((node) => ({ endcodeId: node._id, label: node.description ?? node.name }));
}
