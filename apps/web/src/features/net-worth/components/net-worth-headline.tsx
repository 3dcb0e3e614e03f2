import { formatRoundedDollars, formatMediumDate, formatSignedDollars, formatSignedPercent } from '@finboard/domain/format';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { NetWorthSummary } from '../lib/net-worth-summary';
import type { ChangeLine } from '../lib/periods';

export interface NetWorthHeadlineProps {
  summary: NetWorthSummary | null;
  /** The change and what it is measured over (e.g. 'past month'), or a note instead. */
  change: ChangeLine | null;
}

const changeColor = (cents: number) => (cents > 0 ? 'teal' : cents < 0 ? 'red' : 'gray');
const changeArrow = (cents: number) => (cents > 0 ? '▲' : cents < 0 ? '▼' : '■');

function Total({ label, cents }: { label: string; cents: number }) {
  return (
    <Text fz="sm">
      <Text span c="dimmed" inherit>
        {label}{' '}
      </Text>
      <Text span fw={600} inherit>
        {formatRoundedDollars(cents)}
      </Text>
    </Text>
  );
}

/** Net worth at the end of the range and how it moved over it. */
export function NetWorthHeadline({ summary, change }: NetWorthHeadlineProps) {
  if (!summary || !change) {
    return (
      <Stack gap={4}>
        <Text c="dimmed" fz="sm" fw={500}>
          Net Worth
        </Text>
        <Text fz="lg" fw={600}>
          No net worth tracked for these dates yet
        </Text>
        <Text c="dimmed" fz="sm" maw={440}>
          A snapshot of your balances is taken whenever they change, such as when an account syncs or you edit one.
        </Text>
      </Stack>
    );
  }
  const { changeCents, changeRatio } = summary;
  const percent = formatSignedPercent(changeRatio);
  return (
    <Stack gap={6}>
      <Text c="dimmed" fz="sm" fw={500}>
        Net Worth · {formatMediumDate(summary.toDate)}
      </Text>
      <Text fz={{ base: 28, md: 36 }} fw={700} lh={1.1} data-testid="net-worth-total">
        {formatRoundedDollars(summary.netWorthCents)}
      </Text>
      {change.kind === 'note' && (
        <Text c="dimmed" fz="sm">
          {change.text}
        </Text>
      )}
      {change.kind === 'change' && (
        <Group gap={8} wrap="wrap">
          <Badge color={changeColor(changeCents)} variant="light" size="lg" radius="sm" tt="none">
            <span aria-hidden>{changeArrow(changeCents)} </span>
            {formatSignedDollars(changeCents)}
            {percent && ` (${percent})`}
          </Badge>
          <Text c="dimmed" fz="sm">
            {change.phrase}
          </Text>
        </Group>
      )}
      <Group gap="lg" mt={4}>
        <Total label="Assets" cents={summary.assetsCents} />
        <Total label="Liabilities" cents={summary.liabilitiesCents} />
      </Group>
    </Stack>
  );
}
