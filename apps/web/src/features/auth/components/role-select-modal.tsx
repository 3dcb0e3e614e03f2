import type { TSessionUser } from '@finboard/contracts';
import { Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { UserIcon, UsersIcon } from '../../../components/icons';
import { env } from '../../../config/env';
import { errorMessage } from '../../../lib/app-error';
import { useChooseRole } from '../api';

const CHOICES = [
  { role: 'client', label: 'Client', description: 'Plan my finances and connect with advisors.', Icon: UserIcon },
  { role: 'advisor', label: 'Advisor', description: 'Work with clients and see what they share.', Icon: UsersIcon },
] as const;

/** Shown when a signed-in account has no known role yet (spec 01 §2 /login). */
export function RoleSelectModal({ opened, onChosen }: { opened: boolean; onChosen: (user: TSessionUser) => void }) {
  const chooseRole = useChooseRole();
  const [error, setError] = useState<string | null>(null);

  const choose = (role: 'client' | 'advisor') => {
    setError(null);
    chooseRole.mutate({ role }, { onSuccess: ({ user }) => onChosen(user), onError: (e) => setError(errorMessage(e)) });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="How will you use this account?"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          Choose your role in {env.productName}. This decides which tools you see.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {CHOICES.map(({ role, label, description, Icon }) => (
            <UnstyledButton
              key={role}
              aria-label={label}
              disabled={chooseRole.isPending}
              onClick={() => choose(role)}
              p="md"
              style={{
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 'var(--mantine-radius-md)',
              }}
            >
              <Stack gap={6}>
                <Icon size={22} color="var(--mantine-color-brand-7)" />
                <Text fw={600}>{label}</Text>
                <Text fz="xs" c="dimmed">
                  {description}
                </Text>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <FormAlert message={error} />
      </Stack>
    </Modal>
  );
}
