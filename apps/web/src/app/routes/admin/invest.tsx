import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { SampleInvest } from '../../../features/admin/components/sample-dashboards';

/** /admin/invest: a demo dashboard of STATIC SAMPLE DATA (spec 01 §2), labelled so on screen. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Investments (sample)" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Investments (sample)' }]} />
      <SampleInvest />
    </Stack>
  );
}
