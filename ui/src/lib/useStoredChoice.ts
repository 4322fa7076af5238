import { useLocalStorage } from '@mantine/hooks';

/**
 * A choice kept in this browser's local storage, so it holds on the next
 * visit. Anything stored that is not one of `choices` (an old value, a
 * hand edit) reads as `fallback`.
 */
export function useStoredChoice<Choice extends string>(
  key: string,
  choices: readonly Choice[],
  fallback: Choice,
): [Choice, (choice: Choice) => void] {
  const [stored, store] = useLocalStorage<string>({
    key,
    defaultValue: fallback,
    getInitialValueInEffect: false,
  });
  const known = choices.find((choice) => choice === stored);
  return [known ?? fallback, store];
}
