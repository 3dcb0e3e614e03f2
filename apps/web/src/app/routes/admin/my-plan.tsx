import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { SampleMyPlan } from '../../../features/admin/components/sample-dashboards';

/** /admin/my-plan: a demo dashboard of STATIC SAMPLE DATA (spec 01 §2), labelled so on screen. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="My Plan (sample)" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'My Plan (sample)' }]} />
      <SampleMyPlan />
    </Stack>
  );
}
