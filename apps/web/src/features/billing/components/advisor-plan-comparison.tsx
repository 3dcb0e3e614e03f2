import { formatCents } from '@finboard/domain/format';
import { ADVISOR_PLAN_KEYS, BILLING_PLANS, DEFAULT_TRIAL_DAYS, type AdvisorPlanKey } from '@finboard/domain/billing';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { allowanceRows } from '../lib/billing-format';

/**
 * /subscribe's three advisor plans side by side (spec 01 §4, §9): Advisor (Most Popular), Event and
 * Firm, with the price, the clients included and the charge per extra client, the allowances, the
 * free trial, and Select.
 */
export function AdvisorPlanComparison({
  selected,
  onSelect,
  disabled = false,
}: {
  selected: AdvisorPlanKey | null;
  onSelect: (plan: AdvisorPlanKey) => void;
  disabled?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {ADVISOR_PLAN_KEYS.map((key) => {
        const plan = BILLING_PLANS[key];
        const isSelected = selected === key;
        const headingId = `plan-${key}-name`;
        return (
          <Card
            key={key}
            component="section"
            aria-labelledby={headingId}
            withBorder
            radius="lg"
            p="xl"
            style={isSelected ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
          >
            <Stack gap="sm" h="100%">
              <Group justify="space-between" align="center">
                <Title order={2} fz="h3" id={headingId}>
                  {plan.name}
                </Title>
                {plan.mostPopular && <Badge variant="light">Most Popular</Badge>}
              </Group>
              <Text>
                <Text span fz={32} fw={700}>
                  {formatCents(plan.monthlyCents)}
                </Text>{' '}
                <Text span c="dimmed">
                  per month
                </Text>
              </Text>
              <Text>
                {plan.includedClients} {plan.includedClients === 1 ? 'client' : 'clients'} included
              </Text>
              <Text>{formatCents(plan.extraClientCents)} per extra client</Text>
              <dl style={{ margin: 0 }}>
                {allowanceRows(plan.allowances).map((row) => (
                  <Group key={row.label} justify="space-between" gap="xs" py={2}>
                    <Text component="dt" size="sm" c="dimmed">
                      {row.label}
                    </Text>
                    <Text component="dd" size="sm" fw={500} m={0}>
                      {row.value}
                    </Text>
                  </Group>
                ))}
              </dl>
              <Text size="sm" c="teal.9">
                {DEFAULT_TRIAL_DAYS}-day free trial
              </Text>
              <Button mt="auto" variant={isSelected ? 'filled' : 'outline'} aria-pressed={isSelected} disabled={disabled} onClick={() => onSelect(key)}>
                {isSelected ? 'Selected' : 'Select'}
                <VisuallyHidden> {plan.name}</VisuallyHidden>
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
