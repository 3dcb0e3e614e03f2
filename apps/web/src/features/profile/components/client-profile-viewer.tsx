import type { TProfile } from '@finboard/contracts';
import { Avatar, Button, Fieldset, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppLoader } from '../../../components/app-loader';
import { viewedClientProfileQuery } from '../api';
import { IDENTITY_NOT_SHARED, VIEWER_STEPS, type ViewerStep } from '../lib/profile-viewer';
import { ClientDetailsCard } from './client-details-card';
import { ContactDetailsForm } from './contact-details-form';
import { PersonalInfoForm } from './personal-info-form';
import { QueryError } from '../../../components/query-state';

// The profile's own forms, every control disabled (a disabled fieldset disables what it holds,
// Save included), so the viewer shows exactly what the client filled in.
const ViewOnly = ({ children }: { children: ReactNode }) => (
  <Fieldset variant="unstyled" disabled p={0} m={0}>
    {children}
  </Fieldset>
);

function stepContent(step: ViewerStep, profile: TProfile): ReactNode {
  switch (step) {
    case 'Overview':
      return (
        <Stack gap="lg">
          <Group gap="md">
            <Avatar src={profile.photoUrl} size={64} radius="xl" alt="" />
            <Stack gap={2}>
              <Title order={2} fz="xl">{`${profile.firstName} ${profile.lastName}`}</Title>
              <Text c="dimmed">{profile.email}</Text>
            </Stack>
          </Group>
          <ClientDetailsCard profile={profile} />
        </Stack>
      );
    case 'Personal Info':
      return (
        <ViewOnly>
          <PersonalInfoForm profile={profile} viewerRole={profile.role} />
        </ViewOnly>
      );
    case 'Contact Details':
      return (
        <ViewOnly>
          <ContactDetailsForm profile={profile} />
        </ViewOnly>
      );
    case 'Identity':
      return <Text c="dimmed">{IDENTITY_NOT_SHARED}</Text>;
  }
}

export interface ClientProfileViewerProps {
  userId: string;
  /** Finish on the last step: the page decides where the advisor goes next. */
  onFinish: () => void;
}

/** An advisor's read-only walk through a connected client's profile (spec 02 "Profile viewer wizard"). */
export function ClientProfileViewer({ userId, onFinish }: ClientProfileViewerProps) {
  const query = useQuery(viewedClientProfileQuery(userId));
  const [active, setActive] = useState(0);
  if (query.isPending) return <AppLoader label="Loading profile" />;
  if (query.isError) return <QueryError query={query} />;
  const step = VIEWER_STEPS[active] ?? 'Overview';
  const isLast = active === VIEWER_STEPS.length - 1;
  return (
    <Stack gap="lg">
      <Stepper active={active} onStepClick={setActive} size="sm">
        {VIEWER_STEPS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-label={step}>
        {stepContent(step, query.data.profile)}
      </Paper>
      <Group justify="space-between">
        <Button variant="default" disabled={active === 0} onClick={() => setActive(active - 1)}>
          Previous
        </Button>
        {isLast ? <Button onClick={onFinish}>Finish</Button> : <Button onClick={() => setActive(active + 1)}>Continue</Button>}
      </Group>
    </Stack>
  );
}
