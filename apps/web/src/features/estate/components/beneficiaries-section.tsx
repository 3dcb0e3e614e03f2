import type { TBeneficiary, TEstateAccount } from '@finboard/contracts';
import { BENEFICIARY_KIND_LABELS, BENEFICIARY_KINDS, formatSharePercent, percentToBasisPoints } from '@finboard/domain';
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PlusIcon, TrashIcon } from '../../../components/action-icons';
import { accountLabel } from '../lib/estate-texts';

interface Props {
  accounts: TEstateAccount[];
  beneficiaries: TBeneficiary[];
  isReadOnly: boolean;
  onChange: (beneficiaries: TBeneficiary[]) => void;
}

const KIND_OPTIONS = BENEFICIARY_KINDS.map((kind) => ({ value: kind, label: BENEFICIARY_KIND_LABELS[kind] }));

function BeneficiaryRow({
  beneficiary,
  isReadOnly,
  onChange,
  onRemove,
}: {
  beneficiary: TBeneficiary;
  isReadOnly: boolean;
  onChange: (patch: Partial<TBeneficiary>) => void;
  onRemove: () => void;
}) {
  return (
    <Group align="end" gap="sm" wrap="wrap" role="group" aria-label={`Beneficiary ${beneficiary.name}`.trim()}>
      <TextInput label="Beneficiary Name" value={beneficiary.name} onChange={(event) => onChange({ name: event.currentTarget.value })} disabled={isReadOnly} />
      <NativeSelect
        label="Primary or Contingent"
        data={KIND_OPTIONS}
        value={beneficiary.kind}
        onChange={(event) => onChange({ kind: event.currentTarget.value as TBeneficiary['kind'] })}
        disabled={isReadOnly}
      />
      <NumberInput
        label="Percentage"
        suffix="%"
        min={0}
        max={100}
        decimalScale={2}
        value={formatSharePercent(beneficiary.shareBasisPoints)}
        onChange={(value) => onChange({ shareBasisPoints: percentToBasisPoints(Number(value) || 0) })}
        disabled={isReadOnly}
        w={120}
      />
      {!isReadOnly && (
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${beneficiary.name || 'beneficiary'}`} onClick={onRemove}>
          <TrashIcon size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** Each account's primary and contingent beneficiaries; each kind's percentages add up to 100. */
export function BeneficiariesSection({ accounts, beneficiaries, isReadOnly, onChange }: Props) {
  const update = (index: number, patch: Partial<TBeneficiary>) => onChange(beneficiaries.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange(beneficiaries.filter((_row, at) => at !== index));
  const add = (accountId: string) => onChange([...beneficiaries, { accountId, kind: 'primary', name: '', shareBasisPoints: 10_000 }]);
  return (
    <Paper withBorder p="lg" component="section" aria-label="Beneficiaries">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Beneficiaries
        </Title>
        {accounts.length === 0 && <Text c="dimmed">No accounts yet: connect or add an account to name its beneficiaries.</Text>}
        {accounts.map((account) => {
          const rows = beneficiaries.map((beneficiary, index) => ({ beneficiary, index })).filter(({ beneficiary }) => beneficiary.accountId === account.id);
          return (
            <Paper key={account.id} withBorder p="md" component="section" aria-label={accountLabel(account)}>
              <Stack gap="sm">
                <Title order={3} fz="md">
                  {accountLabel(account)}
                </Title>
                {rows.length === 0 && <Text c="dimmed">No beneficiaries named.</Text>}
                {rows.map(({ beneficiary, index }) => (
                  <BeneficiaryRow
                    key={index}
                    beneficiary={beneficiary}
                    isReadOnly={isReadOnly}
                    onChange={(patch) => update(index, patch)}
                    onRemove={() => remove(index)}
                  />
                ))}
                {!isReadOnly && (
                  <Group>
                    <Button
                      variant="light"
                      size="xs"
                      leftSection={<PlusIcon size={14} />}
                      onClick={() => add(account.id)}
                      aria-label={`Add Beneficiary to ${accountLabel(account)}`}
                    >
                      Add Beneficiary
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Paper>
  );
}
