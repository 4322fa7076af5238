import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { errorMessages } from '../../../lib/api/apiError';
import { useSubjects } from '../hooks/useSubjects';
import { useTutorList } from '../hooks/useTutorList';
import { TUTOR_PATHS } from '../paths';
import { filterHelpText, filterTutors, shortFilter } from '../tutorFilter';
import { NewTutorForm } from './NewTutorForm';
import { TutorTable } from './TutorTable';

/** /admin/tutors: every tutor, adding one, and the way to everyone's availability. */
export function TutorListPage() {
  const { list, busy, refresh, add } = useTutorList();
  const subjects = useSubjects();
  const tutors = list.data ?? [];
  const [filter, setFilter] = useState('');
  const shown = filterTutors(tutors, filter);

  return (
    <PageFrame title="Tutors">
      <Stack mt="md">
        <Group justify="space-between">
          <Button component={Link} to={TUTOR_PATHS.allAvailability}>
            View availability for all tutors
          </Button>
          <Button variant="default" onClick={() => void refresh()}>
            Refresh
          </Button>
        </Group>
        {list.error ? (
          <Text c="red">Error: {errorMessages(list.error).join(', ')}</Text>
        ) : list.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <>
            <TextInput
              label="Filter tutors"
              type="search"
              maw={420}
              value={filter}
              description={filterHelpText(filter, shown.length, tutors.length)}
              onChange={(event) => setFilter(event.currentTarget.value)}
            />
            <TutorTable
              tutors={shown}
              emptyText={
                tutors.length === 0 ? undefined : `No tutors match "${shortFilter(filter)}"`
              }
            />
          </>
        )}
        {!subjects.isPending && (
          // A new form once the subjects are known, so the first one is chosen.
          <NewTutorForm
            key={subjects.data?.[0]?._id ?? 'none'}
            tutors={tutors}
            subjects={subjects.data ?? []}
            busy={busy}
            onAdd={add}
          />
        )}
      </Stack>
    </PageFrame>
  );
}
