import { Center, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchIcon } from '../../../components/action-icons';
import { FormAlert } from '../../../components/form-alert';
import { InstitutionLogo } from '../../../components/institution-logo';
import { errorMessage } from '../../../lib/app-error';
import { sandboxInstitutionsQuery } from '../api';

export interface SandboxBank {
  institutionId: string;
  name: string;
  logoUrl: string | null;
  primaryColor: string | null;
}

/** The bank list of the sandbox link tool: search by name, pick one. */
export function SandboxBankPicker({ onPick }: { onPick: (bank: SandboxBank) => void }) {
  const banks = useQuery(sandboxInstitutionsQuery());
  const [search, setSearch] = useState('');
  if (banks.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading banks">
        <Loader size="sm" />
      </Center>
    );
  }
  if (banks.isError) return <FormAlert message={errorMessage(banks.error)} />;

  const needle = search.trim().toLowerCase();
  const shown = banks.data.institutions.filter((bank) => bank.name.toLowerCase().includes(needle));
  return (
    <Stack gap="sm">
      <Text fw={600}>Select your institution</Text>
      <TextInput
        aria-label="Search institutions"
        placeholder="Search institutions"
        leftSection={<SearchIcon />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap={6} role="list" aria-label="Institutions">
          {shown.map((bank) => (
            <UnstyledButton
              key={bank.institutionId}
              role="listitem"
              aria-label={bank.name}
              onClick={() => onPick(bank)}
              p="sm"
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: '1px solid var(--mantine-color-gray-3)',
                borderLeft: `4px solid ${bank.primaryColor ?? 'var(--mantine-color-brand-6)'}`,
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <InstitutionLogo name={bank.name} logoUrl={bank.logoUrl} size={36} />
                <Text fw={500}>{bank.name}</Text>
              </Group>
            </UnstyledButton>
          ))}
          {shown.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              No institutions match your search.
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
