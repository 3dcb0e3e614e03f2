import { formatLongDate } from '@finboard/domain/format';
import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { RecentDisruptions } from '../../../features/account-status/components/recent-disruptions';
import { RegionStatus } from '../../../features/account-status/components/region-status';

export function Component() {
  const today = formatLongDate(new Date());
  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <PageTitle title="Account Status" />
      <Stack gap={4}>
        <Title order={1}>Service status</Title>
        <Text c="dimmed">As of {today}, there are no known disruptions affecting account access, linking or reports.</Text>
      </Stack>
      <Stack gap="md">
        <RegionStatus region="United States" today={today} />
        <RegionStatus region="Rest of World" today={today} />
      </Stack>
      <RecentDisruptions />
    </Stack>
  );
}
