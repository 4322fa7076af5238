import { List, Stack, Text } from '@mantine/core';

import type { FamilyExport } from '../../../generated/api/schemas';

/** The summary of the export just saved, so the reader sees what it includes. */
export function ExportSummary({ familyExport }: { familyExport: FamilyExport }) {
  return (
    <Stack gap={4}>
      <Text fw={500}>Saved as two files, the data (JSON) and this summary (text):</Text>
      <List size="sm" aria-label="What the download includes">
        {familyExport.summary.map((line, index) => (
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
