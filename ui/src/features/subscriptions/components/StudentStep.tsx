import { NativeSelect, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

import type { Named, StudentSummary } from '../../../generated/api/schemas';
import { RELATIVE_LEVELS } from '../../../lib/schoolLevels';
import { ADD_STUDENT_PATH } from '../paths';

export const ADD_NEW_STUDENT = 'Add new Student';
/** Not a student id: choosing it takes the parent to where children are added. */
const ADD_NEW_STUDENT_VALUE = '__add_new_student__';

const LEVEL_OPTIONS = RELATIVE_LEVELS.map((level, index) => ({
  value: level,
  label: `${index + 1}. ${level}`,
}));

/** An empty first option, so nothing is chosen for the parent by accident. */
function withPrompt(options: { value: string; label: string }[]) {
  return [{ value: '', label: 'Choose…', disabled: true }, ...options];
}

export interface StudentStepProps {
  /** Only the children without an active subscription. */
  students: readonly StudentSummary[];
  subjects: readonly Named[];
  student: string;
  subject: string;
  level: string;
  onChoose: (field: 'student' | 'subject' | 'level', value: string) => void;
}

/** Step 0: which child, which subject, and where the child is compared with their year. */
export function StudentStep({
  students,
  subjects,
  student,
  subject,
  level,
  onChoose,
}: StudentStepProps) {
  const navigate = useNavigate();
  const studentOptions = withPrompt([
    ...students.map((each) => ({ value: each._id, label: each.first_name })),
    { value: ADD_NEW_STUDENT_VALUE, label: ADD_NEW_STUDENT },
  ]);

  function chooseStudent(value: string) {
    if (value === ADD_NEW_STUDENT_VALUE) navigate(ADD_STUDENT_PATH);
    else onChoose('student', value);
  }

  return (
    <Stack>
      <NativeSelect
        label="Student"
        withAsterisk
        data={studentOptions}
        value={student}
        onChange={(event) => chooseStudent(event.currentTarget.value)}
      />
      <NativeSelect
        label="Subject"
        withAsterisk
        data={withPrompt(subjects.map((each) => ({ value: each._id, label: each.name })))}
        value={subject}
        onChange={(event) => onChoose('subject', event.currentTarget.value)}
      />
      <NativeSelect
        label="Level compared with their school year"
        withAsterisk
        data={withPrompt(LEVEL_OPTIONS)}
        value={level}
        onChange={(event) => onChoose('level', event.currentTarget.value)}
      />
    </Stack>
  );
}
