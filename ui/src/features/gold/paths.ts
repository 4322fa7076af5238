/**
 * The spec's placeholder route for a child's gold. Nothing links to it yet:
 * it is reached only by its address (docs/screens.md).
 */
export const GOLD_PATH = '/student/gold';
