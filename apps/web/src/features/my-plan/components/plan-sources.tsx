import type { TRetirementBasis } from '@finboard/contracts';
import { planSourceLines } from '@finboard/domain';
import { List, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { formatLongDate, formatRoundedDollars } from '@finboard/domain/format';

const FORMATS = { money: formatRoundedDollars, date: formatLongDate };

/** Where the plan's starting figures come from (accounts, Income page, cash flow, onboarding) and the accounts left out. */
export const PlanSources = memo(function PlanSources({ basis, savingsRate }: { basis: TRetirementBasis; savingsRate: number }) {
  const lines = planSourceLines(basis, savingsRate, FORMATS);
  return (
    <Stack gap="xs" component="section" aria-labelledby="plan-sources">
      <Title order={3} fz="md" id="plan-sources">
        Where your plan starts
      </Title>
      <List fz="sm" spacing={2}>
        {lines.map((line, index) => (
          <List.Item key={`${line.label}-${index}`}>
            <Text span fz="sm" fw={600}>
              {line.label}:
            </Text>{' '}
            {line.text}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
});
