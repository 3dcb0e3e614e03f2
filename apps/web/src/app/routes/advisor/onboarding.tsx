import { Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

const STEPS = ['Overview', 'Professional', 'Company', 'Links'] as const;

// The wizard's frame (spec 01 §2): the steps' forms arrive with the advisor onboarding change.
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const isLast = active === STEPS.length - 1;

  // After the profile is saved: verified advisors are done, others verify their email first.
  const finish = () => navigate(user?.verified ? paths.registrationComplete() : paths.verifyEmail());

  return (
    <Stack gap="xl">
      <PageTitle title="New Account Registration" />
      <Title order={1}>New Account Registration</Title>
      <Paper withBorder p={{ base: 'md', md: 'xl' }} radius="lg">
        <Stepper active={active} onStepClick={setActive} allowNextStepsSelect={false} size="sm">
          {STEPS.map((step) => (
            <Stepper.Step key={step} label={step}>
              <Stack gap="xs" align="center" py="xl">
                <Text fw={600}>{step}</Text>
                <Text c="dimmed" ta="center">
                  This area is being built.
                </Text>
              </Stack>
            </Stepper.Step>
          ))}
        </Stepper>
        <Group justify="space-between" mt="lg">
          <Button variant="default" disabled={active === 0} onClick={() => setActive((step) => step - 1)}>
            Back
          </Button>
          {isLast ? (
            <Button onClick={finish} disabled={user?.role !== 'advisor'}>
              Finish
            </Button>
          ) : (
            <Button onClick={() => setActive((step) => step + 1)}>Continue</Button>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
