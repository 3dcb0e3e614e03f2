import { Stack, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { OwnProfileLoader } from '../../../features/profile/components/own-profile-loader';
import { ProfileTabs } from '../../../features/profile/components/profile-tabs';

export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Profile" />
      <Title order={1}>My Profile</Title>
      <OwnProfileLoader>{(profile) => <ProfileTabs profile={profile} />}</OwnProfileLoader>
    </Stack>
  );
}
