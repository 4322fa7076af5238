import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { LazyModal } from '../../../components/dialog/LazyModal';
import { PageFrame } from '../../../components/frame/PageFrame';
import type { Prize } from '../../../generated/api/schemas';
import { canRedeem, useTokens } from '../hooks/useTokens';
import { PrizeCard } from './PrizeCard';
import { TokenHistory } from './TokenHistory';
import { counted, isOrAre } from '../../../lib/plural';

/** The answers still holding pending tokens, ready to review. */
const PENDING_ANSWERS_PATH = '/student/performance/answers?tokens=pending';

/**
 * /student/tokens: the balance, the rewards it can buy, and where the
 * tokens came from. Redeeming asks once more, because tokens spent on the
 * wrong prize cannot come back.
 */
export function TokensPage() {
  const { tokens, prizes, redeem } = useTokens();
  const [confirming, setConfirming] = useState<Prize | null>(null);
  const total = tokens.data?.total_token_count ?? 0;

  function confirm() {
    if (!confirming) return;
    redeem.mutate(confirming._id);
    setConfirming(null);
  }

  return (
    <PageFrame title="Tokens">
      <Stack mt="md" gap="lg">
        <Paper withBorder p="md" radius="md" bg="grape.0">
          <Text size="lg">
            You have{' '}
            <Text span fw={800} size="xl" data-testid="token-total">
              {tokens.isPending ? '…' : total}
            </Text>{' '}
            {total === 1 && !tokens.isPending ? 'token' : 'tokens'}
          </Text>
          {tokens.data && tokens.data.total_pending_token_count > 0 && (
            <Text size="sm" c="dimmed">
              {tokens.data.total_pending_token_count} more{' '}
              {isOrAre(tokens.data.total_pending_token_count)} waiting until you{' '}
              <Anchor component={Link} to={PENDING_ANSWERS_PATH} size="sm">
                review your answers
              </Anchor>
              .
            </Text>
          )}
          {tokens.data && tokens.data.total_earned_without_subscription_count > 0 && (
            <Text size="sm" c="dimmed" data-testid="without-subscription">
              Answers that could have earned tokens with a tutor plan:{' '}
              {tokens.data.total_earned_without_subscription_count}
            </Text>
          )}
          {tokens.isError && <Text c="red">Your tokens could not be loaded just now.</Text>}
        </Paper>

        <Stack gap="xs">
          <Title order={2} size="h3">
            Rewards
          </Title>
          {prizes.data?.results.length === 0 && <Text c="dimmed">No rewards yet.</Text>}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {prizes.data?.results.map((prize) => (
              <PrizeCard
                key={prize._id}
                prize={prize}
                canRedeem={tokens.isSuccess && canRedeem(total, prize.amount)}
                busy={redeem.isPending}
                onRedeem={setConfirming}
              />
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap="xs">
          <Title order={2} size="h3">
            Token history
          </Title>
          {tokens.data && <TokenHistory entries={tokens.data.rows} />}
        </Stack>
      </Stack>
      <LazyModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Redeem a reward"
      >
        {confirming && (
          <Stack>
            <Text>
              Spend {counted(confirming.amount, 'token')} on {confirming.name}?
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Not now
              </Button>
              <Button onClick={confirm}>Yes, redeem</Button>
            </Group>
          </Stack>
        )}
      </LazyModal>
    </PageFrame>
  );
}
