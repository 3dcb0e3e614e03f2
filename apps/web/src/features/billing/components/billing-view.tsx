import type { TBillingOverview } from '@finboard/contracts';
import { isSubscriptionLive, TRIAL_ENDED_MESSAGE } from '@finboard/domain/billing';
import { Alert, Anchor, Button, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { billingOverviewQuery } from '../api';
import { CancellationPanel } from './cancellation-panel';
import { ClientUpgradePanel } from './client-upgrade-panel';
import { CurrentPlanPanel } from './current-plan-panel';
import { InvoicesTable } from './invoices-table';
import { ManagedBilling } from './managed-billing';
import { PaymentMethodPanel } from './payment-method-panel';
import { PlanChangeDialog } from './plan-change-dialog';
import { SubAccountsTable } from './sub-accounts-table';
import { LoadingState, QueryError } from '../../../components/query-state';

/**
 * /billing (spec 01 §2 Billing): the Billing tab, and for advisors the Advisor Subaccounts tab (not
 * for a sub-advisor, who has none of their own and whose menus do not offer Billing anyway).
 */
export function BillingView({ role, isSubAdvisor = false }: { role: 'advisor' | 'client'; isSubAdvisor?: boolean }) {
  // A sub-advisor reaching /billing by its address is told who manages it, not shown an error.
  if (role === 'advisor' && isSubAdvisor) return <ManagedBilling />;
  const showSubAccounts = role === 'advisor';
  return (
    <Tabs defaultValue="billing" keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="billing">Billing</Tabs.Tab>
        {showSubAccounts && <Tabs.Tab value="sub-accounts">Advisor Subaccounts</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="billing">
        <BillingTab role={role} />
      </Tabs.Panel>
      {showSubAccounts && (
        <Tabs.Panel value="sub-accounts">
          <SubAccountsTable />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

function BillingTab({ role }: { role: 'advisor' | 'client' }) {
  const overview = useQuery(billingOverviewQuery());
  if (overview.isPending) return <LoadingState label="Loading billing" />;
  if (overview.isError) return <QueryError query={overview} />;
  const data = overview.data;
  const isClientOnFree = role === 'client' && (data.plan === 'free' || !data.subscription);
  return (
    <Stack gap="lg">
      {data.trialEnded && (
        <Alert color="yellow" variant="light" role="alert">
          {TRIAL_ENDED_MESSAGE}
        </Alert>
      )}
      <CurrentPlanPanel overview={data} role={role} action={role === 'advisor' ? <AdvisorPlanAction overview={data} /> : undefined} />
      <CancellationPanel overview={data} role={role} />
      {isClientOnFree && <ClientUpgradePanel overview={data} />}
      <PaymentMethodPanel overview={data} />
      <InvoicesTable invoices={data.invoices} />
    </Stack>
  );
}

/** An advisor changes a live plan here; one who never subscribed, or whose plan ended, chooses one on /subscribe. */
function AdvisorPlanAction({ overview }: { overview: TBillingOverview }) {
  const [open, setOpen] = useState(false);
  if (!overview.subscription || !isSubscriptionLive(overview.subscription.status)) {
    return (
      <Anchor component={Link} to={paths.subscribe()} size="sm">
        Choose a plan
      </Anchor>
    );
  }
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setOpen(true)}>
        Change plan
      </Button>
      <PlanChangeDialog opened={open} current={overview.subscription.plan} subAccountCount={overview.subAccountCount} onClose={() => setOpen(false)} />
    </>
  );
}
