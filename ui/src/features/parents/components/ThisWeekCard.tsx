import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';

import type { AreaOfWeek, ChildWeek, WeeklyDigest } from '../../../generated/api/schemas';
import { errorMessages } from '../../../lib/api/apiError';
import { formatWallClockLongDate } from '../../../lib/dates';
import { formatLondonDayTime, londonWallClock } from '../../../lib/londonTime';
import { counted } from '../../../lib/plural';
import { fetchThisWeek } from '../api/parentsApi';
import { OPT_IN_LABEL } from '../choices';

/**
 * "This week" on the parent's home: each child's games, answers, the
 * areas that went up or want practice (each with the answers it rests
 * on), and their tutor sessions, since Monday. What the weekly e-mail
 * sends for the whole week (docs/screens.md, "This week").
 */
export function ThisWeekCard({ emailOptIn }: { emailOptIn: boolean }) {
  const week = useQuery({ queryKey: ['parent', 'digest'], queryFn: fetchThisWeek });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="this-week">
      <Title order={2} size="h3" id="this-week">
        This week
      </Title>
      {week.isSuccess ? (
        <ThisWeek week={week.data} emailOptIn={emailOptIn} />
      ) : (
        <Text c={week.error ? 'red' : undefined}>
          {week.error ? `Error: ${errorMessages(week.error).join(', ')}` : 'Loading'}
        </Text>
      )}
    </Paper>
  );
}

export function ThisWeek({ week, emailOptIn }: { week: WeeklyDigest; emailOptIn: boolean }) {
  const monday = formatWallClockLongDate(londonWallClock(new Date(week.week_start)));
  return (
    <Stack gap="sm">
      <Text c="dimmed">Since Monday {monday}.</Text>
      {week.children.map((child) => (
        <div key={child.student_id}>
          <Title order={3} size="h4">
            {child.first_name}
          </Title>
          <List>
            {childLines(child).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </div>
      ))}
      <Text size="sm">
        {emailOptIn
          ? 'You will get the whole week by e-mail on Monday.'
          : `Tick “${OPT_IN_LABEL}” on your profile to get each week by e-mail.`}
      </Text>
    </Stack>
  );
}

/** The child's week in sentences, each figure with the answers behind it. */
function childLines(child: ChildWeek): string[] {
  const lines = [
    child.games_played === 0
      ? 'No games played yet this week.'
      : `Played ${counted(child.games_played, 'game')}, ${minutes(child.minutes_played)} in all.`,
  ];
  if (child.answered > 0) {
    lines.push(`Answered ${counted(child.answered, 'question')}, ${child.right} right.`);
  }
  if (child.went_up.length > 0) lines.push(`Went up: ${areas(child.went_up)}.`);
  if (child.to_practise.length > 0) lines.push(`Worth practising: ${areas(child.to_practise)}.`);
  for (const session of child.sessions) {
    const when = formatLondonDayTime(new Date(session.starts_at));
    lines.push(
      `Tutor session, ${when}, ${session.subject} with ${session.tutor_first_name}: ${session.outcome}.`,
    );
    if (session.report) lines.push(`${session.tutor_first_name}'s report: ${session.report}`);
  }
  return lines;
}

function minutes(count: number): string {
  return count === 0 ? 'under a minute' : counted(count, 'minute');
}

function areas(list: AreaOfWeek[]): string {
  return list
    .map((area) => `${area.description} (${counted(area.answers, 'answer')}, ${area.right} right)`)
    .join('; ');
}
