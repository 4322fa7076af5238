import { List, Stack, Text } from '@mantine/core';

/** What a closed family's account leaves behind, as the server words it. */
export function KeptList({ kept }: { kept: string[] }) {
  if (kept.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={500}>What is kept:</Text>
      <List size="sm" aria-label="What is kept">
        {kept.map((line, index) => (
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
