import { List, Paper, Title } from '@mantine/core';

/** The setup screen's 'How to play' panel, in words a young child can follow. */
export function HowToPlay() {
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      bg="blue.0"
      aria-labelledby="how-to-play"
    >
      <Title order={2} size="h4" id="how-to-play" mb="xs">
        How to play
      </Title>
      <List spacing={4} size="sm">
        <List.Item>Answer as many questions as you can before the time runs out.</List.Item>
        <List.Item>
          Type your answer, or pick a choice, then press Submit (or Enter) to earn gold coins.
        </List.Item>
        <List.Item>
          Right answers earn jewels too: 1 on Medium, 2 on Hard and 3 on Super hard.
        </List.Item>
        <List.Item>
          Every 5 right answers in a row earn a streak point and 20 extra coins (Easy questions do
          not count towards a streak).
        </List.Item>
        <List.Item>
          Stuck? After a while you can Pass to see the answer, but it ends your streak.
        </List.Item>
        <List.Item>
          You can pause between questions. In a race, try to beat the three ghosts!
        </List.Item>
      </List>
    </Paper>
  );
}
