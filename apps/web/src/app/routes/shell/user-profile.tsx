import { Stack, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { AdvisorSharingPanel } from '../../../features/connections/components/advisor-sharing-panel';
import { HouseholdPanel } from '../../../features/connections/components/household-panel';
import { OwnProfileLoader } from '../../../features/profile/components/own-profile-loader';
import { ProfileTabs } from '../../../features/profile/components/profile-tabs';

// A client's tab=1 opens advisor sharing (spec 01 §2 Profile): it sits beside Personal Info, over the household.
const CLIENT_ASIDES = {
  personal: (
    <Stack gap="lg">
      <AdvisorSharingPanel />
      <HouseholdPanel />
    </Stack>
  ),
};

export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Profile" />
      <Title order={1}>My Profile</Title>
      <OwnProfileLoader>{(profile) => <ProfileTabs profile={profile} asides={profile.role === 'client' ? CLIENT_ASIDES : undefined} />}</OwnProfileLoader>
    </Stack>
  );
}
