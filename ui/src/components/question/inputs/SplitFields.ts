import { allEmpty, type Fields } from '../inputFilters';

/**
 * The boxes of a multi-box input as one value: the value is split into
 * boxes to show, and a change to one box joins them again (or gives ''
 * when every box is empty, so the part leaves the answer).
 */
export function splitFields(
  value: string,
  split: (value: string) => Fields,
  join: (fields: Fields) => string,
  onChange: (value: string) => void,
) {
  const fields = split(value);
  const setField = (index: number, field: string) => {
    const next = fields.map((current, at) => (at === index ? field : current));
    onChange(allEmpty(next) ? '' : join(next));
  };
  return { fields, setField };
}
