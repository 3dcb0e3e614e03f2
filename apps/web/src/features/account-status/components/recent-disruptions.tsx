import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';

// Placeholder entries (spec 01 §2): there is no incident feed yet, and the list says so.
const PLACEHOLDER_DISRUPTIONS = [
  { title: 'Delayed balance updates from some institutions', detail: 'Example entry' },
  { title: 'Slow report generation', detail: 'Example entry' },
];

export function RecentDisruptions() {
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Title order={2} fz="h3">
          Recent disruptions
        </Title>
        <Badge color="gray" variant="outline">
          Placeholder
        </Badge>
      </Group>
      <Text c="dimmed" fz="sm">
        These entries are placeholders that show how past disruptions will be listed. They are not real incidents.
      </Text>
      <Paper withBorder radius="lg">
        <Stack gap={0} component="ul" aria-label="Recent disruptions (placeholder)" m={0} p={0} style={{ listStyle: 'none' }}>
          {PLACEHOLDER_DISRUPTIONS.map((item, index) => (
            <Group
              key={item.title}
              component="li"
              justify="space-between"
              p="md"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
            >
              <Text fz="sm">{item.title}</Text>
              <Text fz="xs" c="dimmed">
                {item.detail}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
