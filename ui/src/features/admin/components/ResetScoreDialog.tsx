import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { LazyModal } from '../../../components/dialog/LazyModal';
import type { StudentSubjectScore } from '../../../generated/api/schemas';
import { RELATIVE_LEVELS, SCHOOL_YEARS } from '../../../lib/schoolLevels';
import { showError, showSuccess } from '../../../lib/toasts';
import { resetScore } from '../api/adminApi';

export const SCORE_RESET = 'Score reset';

const YEAR_OPTIONS = [
  { value: '', label: 'Choose…', disabled: true },
  ...SCHOOL_YEARS.map((year) => ({ value: String(year), label: `Year ${year}` })),
];

const LEVEL_OPTIONS = [
  { value: '', label: 'Choose…', disabled: true },
  ...RELATIVE_LEVELS.map((level) => ({ value: level, label: level })),
];

interface ResetScoreFormProps {
  score: StudentSubjectScore;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The subject and all its endcode scores are set from a school year and a
 * relative level (docs/games.md); both must be chosen, nothing is assumed.
 */
function ResetScoreForm({ score, onClose, onDone }: ResetScoreFormProps) {
  const [schoolYear, setSchoolYear] = useState('');
  const [level, setLevel] = useState('');
  const [saving, setSaving] = useState(false);

  async function reset() {
    setSaving(true);
    try {
      await resetScore({
        student_id: score.student_id,
        subject_id: score.subject_id,
        school_year: Number(schoolYear),
        relative_level: level,
      });
      showSuccess(SCORE_RESET);
      onDone();
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack>
      <Text>
        {score.student_first_name} {score.student_last_name}, {score.subject_name}: now{' '}
        {Math.round(score.score)}
      </Text>
      <NativeSelect
        label="School year"
        data={YEAR_OPTIONS}
        value={schoolYear}
        onChange={(event) => setSchoolYear(event.currentTarget.value)}
      />
      <NativeSelect
        label="Relative level"
        data={LEVEL_OPTIONS}
        value={level}
        onChange={(event) => setLevel(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => void reset()}
          disabled={schoolYear === '' || level === ''}
          loading={saving}
        >
          Reset
        </Button>
      </Group>
    </Stack>
  );
}

interface ResetScoreDialogProps {
  /** The row being reset; null when the dialog is closed. */
  score: StudentSubjectScore | null;
  onClose: () => void;
  onDone: () => void;
}

export function ResetScoreDialog({ score, onClose, onDone }: ResetScoreDialogProps) {
  return (
    <LazyModal opened={score !== null} onClose={onClose} title="Reset Score">
      {score && <ResetScoreForm score={score} onClose={onClose} onDone={onDone} />}
    </LazyModal>
  );
}
