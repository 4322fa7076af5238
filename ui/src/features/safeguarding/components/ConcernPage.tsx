import { Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { useConcern } from '../hooks/useConcerns';
import { SAFEGUARDING_PATHS } from '../paths';
import { ConcernAccount } from './ConcernAccount';
import { ConcernRecordForm } from './ConcernRecordForm';
import { QueryState } from './QueryState';
import { TutorSuspension } from './TutorSuspension';

/**
 * /admin/safeguarding/concern/:concernId: one concern as the lead reads
 * it, their record of it and, for a concern about a tutor, the suspension.
 */
export function ConcernPage() {
  const { concernId = '' } = useParams();
  const concern = useConcern(concernId);
  return (
    <PageFrame title="Concern">
      <Stack mt="md">
        <Anchor component={Link} to={SAFEGUARDING_PATHS.home} style={{ alignSelf: 'flex-start' }}>
          All concerns
        </Anchor>
        {concern.data ? (
          <>
            <ConcernAccount concern={concern.data} />
            <TutorSuspension concern={concern.data} />
            <ConcernRecordForm key={concern.data._id} concern={concern.data} />
          </>
        ) : (
          <QueryState error={concern.error} />
        )}
      </Stack>
    </PageFrame>
  );
}
