import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

import type { FamilySummary } from '../../../generated/api/schemas';
import { exportFamily } from '../api/adminFamilyApi';
import { parentName } from '../familyNames';
import { useFamilyExport } from '../hooks/useFamilyExport';
import { CloseFamilyModal } from './CloseFamilyModal';
import { ExportSummary } from './ExportSummary';

interface FamilyCardProps {
  family: FamilySummary;
  onClosed: (kept: string[]) => void;
}

/** A family found by the admin, with what the family may ask for. */
export function FamilyCard({ family, onClosed }: FamilyCardProps) {
  const exporting = useFamilyExport();
  const [closing, closeDialog] = useDisclosure(false);
  const name = parentName(family);

  function download() {
    exporting.mutate({
      load: () => exportFamily(family.parent_id),
      // Named after the parent: an admin may save several families' files.
      naming: { family: name, heading: `What Plytime holds about the family of ${name}` },
    });
  }

  return (
    <Paper withBorder p="md" component="section" aria-label={`Family of ${name}`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3">
            {name}
          </Title>
          <Text c="dimmed">{family.email}</Text>
        </div>
        {family.children.length === 0 ? (
          <Text>No children</Text>
        ) : (
          <Table aria-label="Children">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Child</Table.Th>
                <Table.Th>Username</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {family.children.map((child) => (
                <Table.Tr key={child.student_id}>
                  <Table.Td>
                    {child.first_name} {child.last_name}
                  </Table.Td>
                  <Table.Td>{child.username}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group>
          <Button onClick={download} loading={exporting.isPending}>
            Export
          </Button>
          <Button color="red" variant="outline" onClick={closeDialog.open}>
            Close account
          </Button>
        </Group>
        {exporting.data && <ExportSummary familyExport={exporting.data} />}
      </Stack>
      <CloseFamilyModal
        opened={closing}
        family={family}
        onCancel={closeDialog.close}
        onClosed={(kept) => {
          closeDialog.close();
          onClosed(kept);
        }}
      />
    </Paper>
  );
}
