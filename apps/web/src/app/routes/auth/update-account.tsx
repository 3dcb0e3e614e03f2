import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { ContactDetailsForm } from '../../../features/profile/components/contact-details-form';
import { OwnProfileLoader } from '../../../features/profile/components/own-profile-loader';
import { PersonalInfoForm } from '../../../features/profile/components/personal-info-form';

/** /update-account: the signed-in user's Personal Info and Contact Details, each with its own Save. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title="Update Account" />
      <Stack gap={4}>
        <Title order={1}>Update Account</Title>
        <Text c="dimmed">Keep your personal and contact details up to date.</Text>
      </Stack>
      <OwnProfileLoader>
        {(profile) => (
          <Stack gap="lg">
            <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-labelledby="personal-info-title">
              <Title id="personal-info-title" order={2} fz="lg" mb="md">
                Personal Info
              </Title>
              <PersonalInfoForm profile={profile} viewerRole={profile.role} />
            </Paper>
            <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-labelledby="contact-details-title">
              <Title id="contact-details-title" order={2} fz="lg" mb="md">
                Contact Details
              </Title>
              <ContactDetailsForm profile={profile} />
            </Paper>
          </Stack>
        )}
      </OwnProfileLoader>
    </Stack>
  );
}
