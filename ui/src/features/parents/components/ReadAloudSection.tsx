import type { ReadAloud, StudentSummary } from '../../../generated/api/schemas';
import { setReadAloud } from '../api/parentsApi';
import { ChildSettingSection, ChildSettingSelect } from './ChildSetting';

const CHOICES: readonly { value: ReadAloud; label: string }[] = [
  { value: 'by_year', label: 'As usual for their year (read out in Years 1 and 2)' },
  { value: 'on', label: 'Read every question out' },
  { value: 'off', label: 'Only when they press Read to me' },
];

/** What the choice means for this child now, in their year. */
function nowText(student: StudentSummary): string {
  return student.reads_each_question
    ? `Year ${student.school_year}: each question is read out as it appears`
    : `Year ${student.school_year}: questions are read out when they press Read to me`;
}

/** What the section says before the children's settings. */
const INTRO =
  'Every question has a Read to me button. Children in Years 1 and 2 also hear each question read out as it appears, on devices that have a voice to read with. You can change that for each child.';

/**
 * Reading questions aloud, per child (docs/games.md, "Read to me"):
 * children still learning to read hear each question as it appears; a
 * parent can turn that on or off for any child.
 */
export function ReadAloudSection({ students }: { students: StudentSummary[] }) {
  if (students.length === 0) return null;
  return (
    <ChildSettingSection title="Reading questions aloud" intro={INTRO}>
      {students.map((student) => (
        <ChildSettingSelect
          key={student._id}
          student={student}
          choices={CHOICES}
          value={student.read_aloud}
          save={(choice) => setReadAloud(student._id, choice)}
          savedText={`Saved: ${student.first_name}'s next game follows the new choice`}
          description={nowText(student)}
        />
      ))}
    </ChildSettingSection>
  );
}
