import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { DebtScenarioView } from '../../../features/debt-schedule/components/debt-scenario-view';
import { useClientView } from '../../../lib/client-view';

export function Component() {
  const { id = '' } = useParams();
  const { clientName, userId } = useClientView();
  return (
    <Stack gap="lg">
      <PageTitle title="Loan Payoff Scenario" />
      <PageHeading crumbs={[{ label: clientName }, { label: 'Scenarios', href: paths.clientScenarios(userId) }, { label: 'Loan Payoff Scenario' }]} />
      <DebtScenarioView screen="loan-payoff" id={id} />
    </Stack>
  );
}
