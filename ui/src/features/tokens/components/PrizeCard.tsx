import { Badge, Button, Card, Group, Image, Text } from '@mantine/core';

import type { Prize } from '../../../generated/api/schemas';
import { counted } from '../../../lib/plural';
import { serverFileUrl } from '../../../lib/serverFiles';

/** One reward: what it is, what it costs, and Redeem when the balance covers it. */
export function PrizeCard(props: {
  prize: Prize;
  canRedeem: boolean;
  busy: boolean;
  onRedeem: (prize: Prize) => void;
}) {
  const { prize } = props;
  return (
    <Card withBorder padding="md" radius="md" aria-label={prize.name} component="section">
      {prize.image && (
        <Card.Section>
          <Image src={serverFileUrl(prize.image)} alt={prize.name} h={120} fit="contain" />
        </Card.Section>
      )}
      <Group justify="space-between" mt={prize.image ? 'sm' : 0}>
        <Text fw={700}>{prize.name}</Text>
        <Badge color="grape" variant="light">
          {counted(prize.amount, 'token')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {prize.description}
      </Text>
      <Button
        mt="md"
        fullWidth
        disabled={!props.canRedeem || props.busy}
        onClick={() => props.onRedeem(prize)}
      >
        Redeem
      </Button>
    </Card>
  );
}
