import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { SupportView } from '../../../features/support/components/support-view';

/** /pages/help: Support (common questions and a contact form mailed to the support mailbox). */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Support" />
      <PageHeading crumbs={[{ label: 'Support' }]} />
      <SupportView />
    </Stack>
  );
}
