import { Button, Stack, Text } from '@mantine/core';

import { useAuth } from '../../../../lib/auth/AuthContext';
import { useAnswers } from '../../hooks/useAnswers';
import { useCurrentStats } from '../../hooks/useCurrentStats';
import { abilitiesOf } from '../../rules/abilities';
import type { AnswerFilters } from '../../rules/answerFilters';
import { endcodePlaces } from '../../rules/hierarchy';
import { NO_ANSWERS, NO_PERFORMANCE } from '../../texts';
import { AnswerFiltersBar } from './AnswerFiltersBar';
import { AnswersTable } from './AnswersTable';

/** The student's answers in weekly windows, filtered, with review actions. */
export function AnswersTab({
  studentId,
  filters,
  onFiltersChange,
}: {
  studentId: string;
  filters: AnswerFilters;
  onFiltersChange: (filters: AnswerFilters) => void;
}) {
  const answers = useAnswers(studentId, filters);
  const abilities = abilitiesOf(useAuth().user?.role);
  // Named from the hierarchy too, since the window may hold none of its answers.
  const tree = useCurrentStats(studentId);
  const endcode = filters.endcode ? endcodePlaces(tree.data ?? []).get(filters.endcode) : undefined;

  function body() {
    if (answers.loading) return <Text>Loading...</Text>;
    if (answers.failed) return <Text c="dimmed">{NO_PERFORMANCE}</Text>;
    if (answers.shown.length === 0) return <Text c="dimmed">{NO_ANSWERS}</Text>;
    return (
      <AnswersTable
        records={answers.shown}
        now={answers.now}
        abilities={abilities}
        onAction={answers.act}
      />
    );
  }

  return (
    <Stack>
      <AnswerFiltersBar
        filters={filters}
        endcode={endcode}
        showCodes={abilities.showCodes}
        onChange={onFiltersChange}
      />
      {body()}
      <Button
        variant="default"
        loading={answers.loadingMore}
        disabled={answers.loading}
        onClick={answers.loadMore}
        style={{ alignSelf: 'flex-start' }}
      >
        Load another week
      </Button>
    </Stack>
  );
}
