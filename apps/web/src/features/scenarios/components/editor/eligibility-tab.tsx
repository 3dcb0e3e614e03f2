import { formatCents } from '@finboard/domain/format';
import type { TScenario } from '@finboard/contracts';
import { Group, Stack, Text } from '@mantine/core';

/** Mortgage only: whether the payment fits the client's income (the 28/36 guideline). */
export function EligibilityTab({ scenario }: { scenario: TScenario }) {
  const results = scenario.results;
  if (!results || results.calculator !== 'mortgageCalculator') {
    return <Text fz="sm">Save the mortgage’s inputs to see your eligibility.</Text>;
  }
  const basis = scenario.computation?.basis;
  const income = basis?.kind === 'schedule' ? basis : null;
  if (results.eligibilityScore === null) {
    return <Text fz="sm">Add your income on the income page to see whether this payment fits it.</Text>;
  }
  const fits = results.eligibilityScore >= 50;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="baseline">
        <Text fz="sm">Eligibility Score</Text>
        <Text fz={28} fw={700} c={fits ? 'teal' : 'red'}>
          {results.eligibilityScore}
        </Text>
        <Text fz="sm" c="dimmed">
          of 100
        </Text>
      </Group>
      <Text fz="sm">
        {fits ? 'The monthly payment fits the 28/36 guideline.' : 'The monthly payment is above the 28/36 guideline.'} Housing should be at most 28% of your
        gross monthly income, and housing with your other debts at most 36%; 50 is exactly at the limit.
      </Text>
      {income && income.annualIncomeCents !== null && (
        <Text fz="sm" c="dimmed">
          Based on an annual income of {formatCents(income.annualIncomeCents)} and other debts of {formatCents(income.monthlyDebtsCents)} a month, with a
          monthly payment of {formatCents(results.monthlyPaymentCents)}.
        </Text>
      )}
    </Stack>
  );
}
