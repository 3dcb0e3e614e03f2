import { Stack } from '@mantine/core';
import { PageHeading } from '../../../components/page-heading';
import { PageTitle } from '../../../components/page-title';
import { CalendarView } from '../../../features/admin/components/calendar-view';

/** /admin/one (the spec names Calendar so): trial ends, renewals and payment retries of a month. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Calendar" />
      <PageHeading crumbs={[{ label: 'Admin' }, { label: 'Calendar' }]} />
      <CalendarView />
    </Stack>
  );
}
