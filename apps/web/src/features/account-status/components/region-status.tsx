import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { CheckIcon } from '../../../components/icons';

/** One region's banner: its name, an operational badge and the day the status applies to. */
export function RegionStatus({ region, today }: { region: string; today: string }) {
  return (
    <Paper withBorder p="lg" radius="lg">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="teal" variant="light">
            <CheckIcon size={22} strokeWidth={2.4} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={650} fz="lg">
              {region}
            </Text>
            <Text c="dimmed" fz="sm">
              No service disruptions reported for {today}.
            </Text>
          </Stack>
        </Group>
        <Badge color="teal" variant="light" size="lg">
          Operational
        </Badge>
      </Group>
    </Paper>
  );
}
