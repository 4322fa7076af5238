import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import { exportOwnFamily } from '../api/familyApi';
import { useFamilyExport } from '../hooks/useFamilyExport';
import { CloseOwnFamilyModal } from './CloseOwnFamilyModal';
import { ExportSummary } from './ExportSummary';

const OWN_NAMING = { heading: 'What Plytime holds about your family' };

/**
 * "Your family's data" on the parent's profile page: the family's rights
 * to a copy of its data and to erasure, online (docs/privacy.md).
 */
export function FamilyDataSection() {
  const exporting = useFamilyExport();
  const [closing, closeDialog] = useDisclosure(false);

  return (
    <Paper withBorder p="md" component="section" aria-label="Your family's data">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Your family&apos;s data
        </Title>
        <Text>
          Download everything Plytime holds about you and your children: the data itself, for
          keeping or for another service, and a summary you can read.
        </Text>
        <Group>
          <Button
            onClick={() => exporting.mutate({ load: exportOwnFamily, naming: OWN_NAMING })}
            loading={exporting.isPending}
          >
            Download our data
          </Button>
          <Button color="red" variant="outline" onClick={closeDialog.open}>
            Close our account
          </Button>
        </Group>
        {exporting.data && <ExportSummary familyExport={exporting.data} />}
      </Stack>
      <CloseOwnFamilyModal opened={closing} onClose={closeDialog.close} />
    </Paper>
  );
}
