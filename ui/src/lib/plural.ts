/**
 * A count with its noun in the right number: "1 token", "3 tokens",
 * "1 child" / "2 children" with `many` given.
 */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The verb after a count: "1 more is waiting", "2 more are waiting". */
export function isOrAre(count: number): string {
  return count === 1 ? 'is' : 'are';
}
