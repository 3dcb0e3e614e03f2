import type { TProfile } from '@finboard/contracts';
import { withHttps } from '@finboard/domain/profile';
import { Anchor, Avatar, Badge, Group, Image, Paper, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SOCIAL_LINK_FIELDS } from '../../../components/advisor-fields/advisor-form';
import { advisorFacts } from '../lib/advisor-facts';

// Ratings are display only: 4 of 5 on the profile (spec 01 §9).
const PROFILE_RATING = 4;

/** What a client sees of an advisor: photo, name, description, firm and professional details, links. */
export function AdvisorPublicDetails({ profile, actions }: { profile: TProfile; actions?: ReactNode }) {
  const name = `${profile.firstName} ${profile.lastName}`;
  const details = profile.advisor;
  const links = SOCIAL_LINK_FIELDS.filter(({ key }) => profile.socialLinks[key]);
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group gap="lg" align="center">
            <Avatar src={profile.photoUrl} alt={name} size={96} radius={96}>
              {profile.firstName.charAt(0)}
              {profile.lastName.charAt(0)}
            </Avatar>
            <Stack gap={4}>
              <Title order={2}>{name}</Title>
              {details?.profession && <Text c="dimmed">{details.profession}</Text>}
              {details?.firmName && <Text fw={500}>{details.firmName}</Text>}
              <Rating value={PROFILE_RATING} readOnly role="img" aria-label={`Rated ${PROFILE_RATING} out of 5`} />
            </Stack>
          </Group>
          <Stack gap="sm" align="flex-end">
            {profile.companyLogoUrl && <Image src={profile.companyLogoUrl} alt="Company logo" h={56} w="auto" fit="contain" />}
            {actions}
          </Stack>
        </Group>
        {profile.personal.description && (
          <Text mt="lg" style={{ whiteSpace: 'pre-line' }}>
            {profile.personal.description}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="lg">
        <Stack gap="md">
          <Title order={3} fz="lg">
            Professional Details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
            {advisorFacts(details).map((fact) => (
              <div key={fact.label}>
                <Text component="dt" fz="sm" c="dimmed">
                  {fact.label}
                </Text>
                <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
                  {fact.value}
                </Text>
              </div>
            ))}
            {details?.firmWebsite && (
              <div>
                <Text component="dt" fz="sm" c="dimmed">
                  Firm Website
                </Text>
                <Text component="dd" m={0}>
                  <Anchor href={withHttps(details.firmWebsite)} target="_blank" rel="noopener noreferrer">
                    {details.firmWebsite}
                  </Anchor>
                </Text>
              </div>
            )}
          </SimpleGrid>
          {details && details.clientTypes.length > 0 && (
            <Stack gap={6}>
              <Text fz="sm" c="dimmed">
                Client Types
              </Text>
              <Group gap="xs">
                {details.clientTypes.map((type) => (
                  <Badge key={type} variant="light" tt="none">
                    {type}
                  </Badge>
                ))}
              </Group>
            </Stack>
          )}
          {links.length > 0 && (
            <Group gap="md">
              {links.map(({ key, label }) => (
                <Anchor key={key} href={withHttps(profile.socialLinks[key])} target="_blank" rel="noopener noreferrer">
                  {label}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
