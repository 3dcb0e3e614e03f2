import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { SampleBookingView } from '../../../features/admin/components/sample-booking-view';

/** /admin/samples/booking. Sample dashboard: static example data, not connected to Finboard (spec 02). */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Booking (sample)" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Booking (sample)' }]} />
      <SampleBookingView />
    </Stack>
  );
}
