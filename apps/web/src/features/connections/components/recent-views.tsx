import type { TMyAdvisor } from '@finboard/contracts';
import { List, Stack, Text } from '@mantine/core';
import { describeView } from '../lib/connection-dates';

/** The audit of an advisor's latest reads of the client's data, newest first as the api sends them. */
export function RecentViews({ views }: { views: TMyAdvisor['recentViews'] }) {
  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm">
        Recent views
      </Text>
      {views.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No views yet
        </Text>
      ) : (
        <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0}>
          {views.map((view) => (
            <List.Item key={`${view.scope}:${view.viewedAt}`}>{describeView(view)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
