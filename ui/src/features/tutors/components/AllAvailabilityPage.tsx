import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';

import {
  availabilityKey,
  fetchAvailability,
} from '../../../components/availability/availabilityApi';
import { AvailabilityGrid } from '../../../components/availability/AvailabilityGrid';
import { emptyWeek } from '../../../components/availability/slotMaths';
import { PageFrame } from '../../../components/frame/PageFrame';
import { errorMessages } from '../../../lib/api/apiError';
import { listTutors } from '../api/tutorsApi';
import {
  type AvailabilityFilter,
  filteredDays,
  filterFromQuery,
  filterWeek,
  queryFromFilter,
} from '../allAvailabilityFilter';
import { TUTORS_KEY } from '../hooks/useTutorList';
import { adminTutorPath } from '../paths';
import { AvailabilityFilters } from './AvailabilityFilters';

/**
 * /admin/tutors/all_availability: every tutor's week through one filter.
 * The filter lives in the address so a view can be shared; tutors
 * without an account (no uid) have no availability and are skipped.
 */
export function AllAvailabilityPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFromQuery(params);
  const tutors = useQuery({ queryKey: TUTORS_KEY, queryFn: listTutors });
  const withAccounts = (tutors.data ?? []).filter((tutor) => tutor.uid !== '');
  // Availability is fetched by account id, which the server accepts as a tutor id too.
  const weeks = useQueries({
    queries: withAccounts.map((tutor) => ({
      queryKey: availabilityKey(tutor.uid),
      queryFn: () => fetchAvailability(tutor.uid),
    })),
  });

  const changeFilter = (next: AvailabilityFilter) =>
    setParams(queryFromFilter(next), { replace: true });

  return (
    <PageFrame title="Availability for all tutors" fullWidth>
      <Stack mt="md">
        <AvailabilityFilters filter={filter} onChange={changeFilter} />
        {tutors.error && <Text c="red">Error: {errorMessages(tutors.error).join(', ')}</Text>}
        {tutors.isPending && <Text c="dimmed">Loading...</Text>}
        {withAccounts.map((tutor, index) => (
          <Paper
            key={tutor._id}
            withBorder
            p="md"
            component="section"
            aria-label={`${tutor.first_name} ${tutor.last_name}`}
          >
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {tutor.first_name} {tutor.last_name}
                {tutor.subject && (
                  <Text span c="dimmed" ml="xs">
                    {tutor.subject.name}
                  </Text>
                )}
              </Title>
              <Anchor component={Link} to={adminTutorPath(tutor._id)}>
                View profile
              </Anchor>
            </Group>
            {weeks[index]?.isPending ? (
              <Text c="dimmed">Loading...</Text>
            ) : (
              // A week that failed to load (logged) shows as empty.
              <AvailabilityGrid
                week={filterWeek(weeks[index]?.data?.availability ?? emptyWeek(), filter)}
                days={filteredDays(filter)}
                emptyText="No matching slots"
              />
            )}
          </Paper>
        ))}
      </Stack>
    </PageFrame>
  );
}
