import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingState, QueryError } from '../../../components/query-state';
import { billingManagerQuery } from '../api';
import { BILLING_TEXT } from '../lib/billing-text';

/** A sub-advisor's /billing: their plan is the primary advisor's, who manages it (spec 01 §6). */
export function ManagedBilling() {
  const manager = useQuery(billingManagerQuery());
  if (manager.isPending) return <LoadingState label="Loading billing" />;
  if (manager.isError) return <QueryError query={manager} />;
  return (
    <Alert color="blue" variant="light" title={BILLING_TEXT.managedByPrimary}>
      <Text size="sm">{BILLING_TEXT.managedBy(manager.data.name, manager.data.email)}</Text>
    </Alert>
  );
}
