/** What telling a family's children apart needs of each. */
export interface NamedChild {
  _id: string;
  username: string;
  first_name: string;
  last_name: string;
}

const key = (name: string) => name.trim().toLocaleLowerCase('en-GB');

/**
 * Each child's name for the parent's buttons and pickers, by id: the first
 * name, as the spec's 'Login as {first name}' has it, unless a brother or
 * sister shares it; then the surname's initial is added ('Ada L.'), or,
 * when that is shared too, the username, which is unique ('Ada (ada2)').
 */
export function childNames(children: readonly NamedChild[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const child of children) {
    const first = child.first_name.trim();
    const namesakes = children.filter((other) => key(other.first_name) === key(first));
    if (namesakes.length === 1) {
      names.set(child._id, first);
      continue;
    }
    const initial = (each: NamedChild) => key(each.last_name).charAt(0);
    const initialShared = namesakes.some(
      (other) => other._id !== child._id && initial(other) === initial(child),
    );
    names.set(
      child._id,
      initialShared || initial(child) === ''
        ? `${first} (${child.username})`
        : `${first} ${child.last_name.trim().charAt(0).toLocaleUpperCase('en-GB')}.`,
    );
  }
  return names;
}
