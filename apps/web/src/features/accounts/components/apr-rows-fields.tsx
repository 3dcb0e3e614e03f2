import { ActionIcon, Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { PlusIcon, TrashIcon } from '../../../components/action-icons';
import { MoneyInput } from '../../../components/forms/money-input';
import { APR_TYPES, emptyAprRow, type AprFormRow } from '../lib/manual-form';
import { PercentInput } from './percent-input';

const MAX_APR_ROWS = 20;

/** The APR rows of a liability: more may be added; every row but the first may be removed. */
export function AprRowsFields({ rows, onChange }: { rows: AprFormRow[]; onChange: (rows: AprFormRow[]) => void }) {
  const update = (index: number, patch: Partial<AprFormRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="sm">
      <Text fw={600}>APRs</Text>
      {rows.map((row, index) => (
        <Group key={index} align="flex-end" gap="sm" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" style={{ flex: 1 }}>
            <NativeSelect label="APR Type" data={APR_TYPES} value={row.aprType} onChange={(event) => update(index, { aprType: event.currentTarget.value })} />
            <PercentInput label="APR Percentage" value={row.aprPercentage} onChange={(aprPercentage) => update(index, { aprPercentage })} />
            <MoneyInput
              label="Balance Subject to APR"
              value={row.balanceSubjectToApr}
              onChange={(balanceSubjectToApr) => update(index, { balanceSubjectToApr })}
            />
            <MoneyInput
              label="Interest Charge Amount"
              value={row.interestChargeAmount}
              onChange={(interestChargeAmount) => update(index, { interestChargeAmount })}
            />
          </SimpleGrid>
          {index > 0 ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove APR ${index + 1}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <TrashIcon />
            </ActionIcon>
          ) : (
            <div style={{ width: 34 }} />
          )}
        </Group>
      ))}
      <Group>
        <Button variant="subtle" leftSection={<PlusIcon />} onClick={() => onChange([...rows, emptyAprRow()])} disabled={rows.length >= MAX_APR_ROWS}>
          Add APR
        </Button>
      </Group>
    </Stack>
  );
}
