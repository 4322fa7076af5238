import { Badge, Group, Text } from '@mantine/core';

import type { Tutor } from '../../../generated/api/schemas';
import { formatCalendarDay } from '../../../lib/dates';

interface DbsLine {
  text: string;
  /** A badge's colour; a check in good standing is plain text, so the others stand out. */
  colour?: 'orange' | 'red';
}

/** The server says where the check stands (expiring: it lapses within 60 days). */
function dbsLine({ dbs_status, dbs_lapses_on }: Tutor): DbsLine {
  const lapses = dbs_lapses_on ? formatCalendarDay(dbs_lapses_on) : null;
  switch (dbs_status) {
    case 'current':
      return { text: lapses ? `Until ${lapses}` : 'Current' };
    case 'expiring':
      return { text: lapses ? `Lapses ${lapses}` : 'Lapses soon', colour: 'orange' };
    case 'expired':
      return { text: 'Expired', colour: 'red' };
    case 'missing':
      return { text: 'No DBS check', colour: 'red' };
  }
}

/**
 * Whether a tutor may teach today: their DBS check, and a suspension by
 * the safeguarding lead. A red badge means parents are not offered the
 * tutor and the tutor cannot open a session room; an orange one, that the
 * check lapses within 60 days and a new certificate is wanted.
 */
export function TutorStanding({ tutor }: { tutor: Tutor }) {
  const dbs = dbsLine(tutor);
  return (
    <Group gap={4}>
      {dbs.colour ? <Badge color={dbs.colour}>{dbs.text}</Badge> : <Text span>{dbs.text}</Text>}
      {tutor.suspended && <Badge color="red">Suspended</Badge>}
    </Group>
  );
}
