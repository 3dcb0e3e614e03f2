import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { BillingView } from '../../../features/billing/components/billing-view';
import { useSession } from '../../../lib/session';

/**
 * /billing: the plan, the card, invoices and plan changes; advisors also see their sub-accounts.
 * The menus offer it to clients without advisors and to primary advisors (spec 01 §2 Menus).
 */
export function Component() {
  const { user } = useSession();
  const role = user?.role === 'advisor' ? 'advisor' : 'client';
  return (
    <Stack gap="lg">
      <PageTitle title="Billing" />
      <PageHeading crumbs={[{ label: 'Billing' }]} />
      {user?.role === 'admin' ? (
        <Text>
          Admins have no plan of their own. The product's billing is under{' '}
          <Anchor component={Link} to={paths.adminBilling()}>
            Admin Billing
          </Anchor>
          .
        </Text>
      ) : (
        <BillingView role={role} isSubAdvisor={Boolean(user?.parentId)} />
      )}
    </Stack>
  );
}
