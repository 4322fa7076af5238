import type { StudentSummary } from '../../../generated/api/schemas';
import { TIME_ALLOWANCE_LABELS, TIME_ALLOWANCES } from '../../../lib/rules/timeAllowance';
import { setTimeAllowance } from '../api/parentsApi';
import { ChildSettingSection, ChildSettingSelect } from './ChildSetting';

const CHOICES = TIME_ALLOWANCES.map((allowance) => ({
  value: allowance,
  label: TIME_ALLOWANCE_LABELS[allowance],
}));

/** What the section says before the children's settings. */
const INTRO =
  'A child who needs more time can have it: their games last longer, Pass opens later and the ghosts are slower, and points are counted so that their scores stay fair. The change applies from their next game.';

/**
 * Extra time in games, per child (docs/games.md, "Extra time"): for a
 * child who needs more time to read or to answer. The whole game slows
 * down with it, so the child's scores stay comparable with everyone's.
 */
export function ExtraTimeSection({ students }: { students: StudentSummary[] }) {
  if (students.length === 0) return null;
  return (
    <ChildSettingSection title="Extra time in games" intro={INTRO}>
      {students.map((student) => (
        <ChildSettingSelect
          key={student._id}
          student={student}
          choices={CHOICES}
          value={student.time_allowance}
          save={(allowance) => setTimeAllowance(student._id, allowance)}
          savedText={`Saved: ${student.first_name}'s next game uses the new time`}
        />
      ))}
    </ChildSettingSection>
  );
}
