import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { SampleFitnessView } from '../../../features/admin/components/sample-fitness-view';

/** /admin/samples/fitness. Sample dashboard: static example data, not connected to Finboard (spec 02). */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Fitness (sample)" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Fitness (sample)' }]} />
      <SampleFitnessView />
    </Stack>
  );
}
