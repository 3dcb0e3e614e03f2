import { formatDateTime, formatRoundedDollars } from '@finboard/domain/format';
import type { TInstitution } from '@finboard/contracts';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AppLoader } from '../../../components/app-loader';
import { FormAlert } from '../../../components/form-alert';
import { CheckIcon } from '../../../components/icons';
import { InstitutionLogo } from '../../../components/institution-logo';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { institutionsQuery } from '../api';

/** The newest institution linked with live data (manual records are typed, not added by a link). */
export function newestLinked(institutions: TInstitution[]): TInstitution | null {
  const linked = institutions.filter((institution) => !institution.isManualRecord);
  return linked.reduce<TInstitution | null>((newest, institution) => (!newest || institution.linkedAt > newest.linkedAt ? institution : newest), null);
}

/** /account-added: where a bank link ends, naming what was added and what to do next. */
export function AccountAddedView() {
  const institutions = useQuery(institutionsQuery());
  if (institutions.isPending) return <AppLoader label="Loading accounts" />;
  if (institutions.isError) return <FormAlert message={errorMessage(institutions.error)} />;
  const added = newestLinked(institutions.data.institutions);

  return (
    <Paper withBorder p={{ base: 'lg', md: 'xl' }} maw={560} mx="auto">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={added ? 'green' : 'gray'}>
          <CheckIcon size={28} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {added ? 'Account Added' : 'No Accounts'}
        </Title>
        {added ? (
          <>
            <Text c="dimmed">Your account is connected. Its balances and transactions are now part of your reports and your plan.</Text>
            <Group gap="sm" wrap="nowrap">
              <InstitutionLogo name={added.name} logoUrl={added.logoUrl} />
              <Stack gap={0} ta="left">
                <Text fw={600}>{added.name}</Text>
                <Text fz="sm" c="dimmed">
                  {`Linked ${formatDateTime(added.linkedAt)} · ${formatRoundedDollars(added.assetsCents - added.liabilitiesCents)}`}
                </Text>
              </Stack>
            </Group>
          </>
        ) : (
          <Text c="dimmed">No bank is linked yet. Connect one from Connected Accounts.</Text>
        )}
        <Button component={Link} to={paths.clientAccounts()} size="md" fullWidth>
          Go to Connected Accounts
        </Button>
        <Button component={Link} to={paths.home()} variant="subtle">
          Home
        </Button>
      </Stack>
    </Paper>
  );
}
