import type { PerformanceNode } from '../../../generated/api/schemas';
import { readableName } from './readableName';

/** Where an endcode sits, for naming it in the trend. */
export interface EndcodePlace {
  /** The endcode's own name: a code such as Y2-MD-ODDEVEN. */
  name: string;
  /** What a child or parent reads: its description. */
  label: string;
  topic: string;
  theme: string;
}

/** The performance hierarchy is subject > theme > topic > endcode. */
export function endcodePlaces(subjects: PerformanceNode[]): Map<string, EndcodePlace> {
  const places = new Map<string, EndcodePlace>();
  for (const subject of subjects) {
    for (const theme of subject.children) {
      for (const topic of theme.children) {
        for (const endcode of topic.children) {
          places.set(endcode._id, {
            name: endcode.name,
            label: readableName(endcode),
            topic: topic.name,
            theme: theme.name,
          });
        }
      }
    }
  }
  return places;
}

function contains(node: PerformanceNode, id: string): boolean {
  return node._id === id || node.children.some((child) => contains(child, id));
}

/** The id of the subject holding the node `id`, if any does. */
export function subjectOf(subjects: PerformanceNode[], id: string): string | undefined {
  return subjects.find((subject) => contains(subject, id))?._id;
}
