import { NativeSelect } from '@mantine/core';

import { childNames } from '../../../lib/studentNames';
import { useChildrenToName } from '../hooks/useConcerns';

/** The choice that names no child. */
const NO_CHILD = { value: '', label: 'Not about one child' };

/**
 * A parent may say which of their children a concern is about (optional).
 * Without children, or while they cannot be loaded, there is nothing to
 * choose and the concern is sent without one.
 */
export function ChildChoice({
  value,
  onChange,
}: {
  value: string;
  onChange: (studentId: string) => void;
}) {
  const children = useChildrenToName().data ?? [];
  if (children.length === 0) return null;
  const names = childNames(children);
  return (
    <NativeSelect
      label="Which child is this about?"
      description="Optional"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        NO_CHILD,
        ...children.map((child) => ({
          value: child._id,
          label: names.get(child._id) ?? child.first_name,
        })),
      ]}
    />
  );
}
