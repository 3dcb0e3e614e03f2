import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { SampleCashFlow } from '../../../features/admin/components/sample-dashboards';

/** /admin/cash-flow: a demo dashboard of STATIC SAMPLE DATA (spec 01 §2), labelled so on screen. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Cash Flow (sample)" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Cash Flow (sample)' }]} />
      <SampleCashFlow />
    </Stack>
  );
}
