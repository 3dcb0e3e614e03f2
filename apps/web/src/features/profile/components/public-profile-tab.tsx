import type { TProfile } from '@finboard/contracts';
import { Group, Stack, Text, Title } from '@mantine/core';
import { AdvisorPublicDetails } from './advisor-public-details';
import { ClientDetailsCard } from './client-details-card';
import { DescriptionForm } from './description-form';
import { ImageUploadField } from './image-upload-field';

/**
 * Public Profile: the photo (and an advisor's company logo), and a preview of what others see.
 * `hasSave`: a client saves their description here; an advisor's tab has no Save.
 */
export function PublicProfileTab({ profile, hasSave }: { profile: TProfile; hasSave: boolean }) {
  const isAdvisor = profile.role === 'advisor';
  return (
    <Stack gap="xl">
      <Group gap="xl" align="flex-start">
        <ImageUploadField purpose="photo" label="Profile Photo" imageUrl={profile.photoUrl} />
        {isAdvisor && <ImageUploadField purpose="company-logo" label="Company Logo" imageUrl={profile.companyLogoUrl} />}
      </Group>
      {isAdvisor ? (
        <Stack gap="sm">
          <Text c="dimmed" fz="sm">
            This is how clients see your profile. Edit it on the other tabs.
          </Text>
          <AdvisorPublicDetails profile={profile} />
        </Stack>
      ) : (
        <>
          <Stack gap={2}>
            <Title order={2} fz="xl">{`${profile.firstName} ${profile.lastName}`}</Title>
            <Text c="dimmed">{profile.email}</Text>
          </Stack>
          {hasSave && <DescriptionForm profile={profile} />}
          <ClientDetailsCard profile={profile} />
        </>
      )}
    </Stack>
  );
}
