import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PlusIcon, TrashIcon } from '../../../components/action-icons';
import { DateField } from '../../../components/forms/date-field';
import { MoneyInput } from '../../../components/forms/money-input';
import type { LiabilityFormDetails } from '../lib/manual-form';
import { AprRowsFields } from './apr-rows-fields';
import { PercentInput } from './percent-input';

const MAX_DISBURSEMENT_DATES = 50;
const FAR_FUTURE = '2100-12-31';

export interface LiabilityDetailsFieldsProps {
  details: LiabilityFormDetails;
  onChange: (details: LiabilityFormDetails) => void;
}

function DisbursementDates({ dates, onChange }: { dates: (string | null)[]; onChange: (dates: (string | null)[]) => void }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>Disbursement Dates</Text>
      {dates.map((value, index) => (
        <Group key={index} align="flex-end" gap="sm" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <DateField
              label={`Disbursement Date ${index + 1}`}
              value={value}
              onChange={(next) => onChange(dates.map((date, at) => (at === index ? next : date)))}
            />
          </div>
          {index > 0 ? (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove Disbursement Date ${index + 1}`}
              onClick={() => onChange(dates.filter((_, at) => at !== index))}
            >
              <TrashIcon />
            </ActionIcon>
          ) : (
            <div style={{ width: 34 }} />
          )}
        </Group>
      ))}
      <Group>
        <Button variant="subtle" leftSection={<PlusIcon />} onClick={() => onChange([...dates, null])} disabled={dates.length >= MAX_DISBURSEMENT_DATES}>
          Add Disbursement Date
        </Button>
      </Group>
    </Stack>
  );
}

/** A liability's details; empty ones are dropped when saved. */
export function LiabilityDetailsFields({ details, onChange }: LiabilityDetailsFieldsProps) {
  const set = <K extends keyof LiabilityFormDetails>(key: K, value: LiabilityFormDetails[K]) => onChange({ ...details, [key]: value });
  return (
    <Stack gap="lg">
      <Text fw={650} fz="lg">
        Liability Details
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Account Number" value={details.accountNumber} onChange={(event) => set('accountNumber', event.currentTarget.value)} />
        <PercentInput label="Interest Rate (%)" value={details.interestRatePercentage} onChange={(value) => set('interestRatePercentage', value)} />
        <MoneyInput label="Minimum Payment Amount" value={details.minimumPaymentAmount} onChange={(value) => set('minimumPaymentAmount', value)} />
        <DateField
          label="Next Payment Due Date"
          value={details.nextPaymentDueDate}
          onChange={(value) => set('nextPaymentDueDate', value)}
          maxDate={FAR_FUTURE}
        />
        <DateField label="Origination Date" value={details.originationDate} onChange={(value) => set('originationDate', value)} />
        <MoneyInput
          label="Origination Principal Amount"
          value={details.originationPrincipalAmount}
          onChange={(value) => set('originationPrincipalAmount', value)}
        />
        <DateField
          label="Expected Payoff Date"
          value={details.expectedPayoffDate}
          onChange={(value) => set('expectedPayoffDate', value)}
          maxDate={FAR_FUTURE}
        />
      </SimpleGrid>
      <AprRowsFields rows={details.aprs} onChange={(aprs) => set('aprs', aprs)} />
      <DisbursementDates dates={details.disbursementDates} onChange={(dates) => set('disbursementDates', dates)} />
    </Stack>
  );
}
