import type { TEstateReviewDue } from '@finboard/contracts';
import { List, Paper, Stack, Title } from '@mantine/core';
import { reviewReminderText } from '../lib/estate-texts';

/** What is due for review today: three years since the last look, or a life event since. */
export function ReviewReminders({ reviewsDue }: { reviewsDue: TEstateReviewDue[] }) {
  if (reviewsDue.length === 0) return null;
  // A region, not an alert: it is there on arrival, not news to interrupt with.
  return (
    <Paper withBorder p="md" bg="yellow.0" component="section" aria-label="Review reminders">
      <Stack gap="xs">
        <Title order={2} fz="md">
          Time to review your estate documents
        </Title>
        <List size="sm">
          {reviewsDue.map((due) => (
            <List.Item key={due.kind}>{reviewReminderText(due)}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
