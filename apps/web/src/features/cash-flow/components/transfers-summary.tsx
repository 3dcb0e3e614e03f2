import { formatCents } from '@finboard/domain/format';
import type { TCashFlowResponse } from '@finboard/contracts';
import { Group, Stack, Text } from '@mantine/core';

/** The Transfers side of Budget Insights: what moved in and out, and why it is not counted. */
export function TransfersSummary({ totals }: { totals: Pick<TCashFlowResponse, 'transfersInCents' | 'transfersOutCents'> }) {
  return (
    <Stack gap="sm" py="md" data-testid="transfers-summary">
      <Text c="dimmed" fz="sm">
        Money moved between your accounts and payments to cards and loans. They are not income or expenses.
      </Text>
      <Group justify="space-between">
        <Text fz="sm">Transfers in</Text>
        <Text fz="sm" fw={600} c="teal.9">
          +{formatCents(totals.transfersInCents)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fz="sm">Transfers out</Text>
        <Text fz="sm" fw={600}>
          -{formatCents(totals.transfersOutCents)}
        </Text>
      </Group>
    </Stack>
  );
}
