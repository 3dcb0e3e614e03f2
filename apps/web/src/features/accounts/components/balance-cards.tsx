import { formatRoundedDollars } from '@finboard/domain/format';
import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { InstitutionLogo } from '../../../components/institution-logo';
import { paths } from '../../../config/paths';
import { truncateName } from '../../../lib/text';
import type { TabView } from '../lib/balance-groups';

export interface BalanceCardsProps {
  view: TabView;
  labels: Record<string, string>;
  side: 'assets' | 'liabilities';
  userId?: string;
}

/** A tab of the assets or liabilities page: a card per institution (opens its details), then a card per category (opens its accounts). */
export function BalanceCards({ view, labels, side, userId }: BalanceCardsProps) {
  return (
    <Stack gap="xl" pt="md">
      <Stack gap="sm">
        <Text fw={650}>Institutions</Text>
        {view.institutions.length === 0 ? (
          <Text c="dimmed">No Accounts</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {view.institutions.map((institution) => (
              <UnstyledButton
                key={institution.id}
                component={Link}
                to={paths.clientAccountDetails(institution.name, { id: institution.id, userId, liabilities: side === 'liabilities' || undefined })}
                // Named by what it shows (the cut name and total, WCAG 2.5.3); the full name is its description.
                title={institution.name}
              >
                <Paper withBorder p="md" h="100%">
                  <Group gap="sm" wrap="nowrap">
                    <InstitutionLogo name={institution.name} logoUrl={institution.logoUrl} />
                    <div>
                      <Text fw={600}>{truncateName(institution.name)}</Text>
                      <Text fz="lg" fw={700}>
                        {formatRoundedDollars(institution.totalCents)}
                      </Text>
                    </div>
                  </Group>
                </Paper>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="sm">
        <Text fw={650}>Categories</Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" role="list" aria-label="Categories">
          {view.categories.map((category) => (
            <div key={category.key} role="listitem" aria-label={labels[category.key] ?? category.key}>
              <UnstyledButton component={Link} to={paths.clientUserSubaccount({ category: category.key, userId })} display="block" h="100%">
                <Paper withBorder p="md" h="100%">
                  <Text c="dimmed" fz="sm">
                    {labels[category.key] ?? category.key}
                  </Text>
                  <Text fz="xl" fw={700}>
                    {formatRoundedDollars(category.totalCents)}
                  </Text>
                </Paper>
              </UnstyledButton>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
