import { Center, Group, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { SearchIcon } from '../../../components/action-icons';
import { InstitutionLogo } from '../../../components/institution-logo';
import { sandboxInstitutionsQuery } from '../api';
import { QueryError } from '../../../components/query-state';

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
  // The list loads after the dialog opened (its focus trap has already placed focus): the search field
  // takes focus when it appears. Stable, so it runs once per mount, not on every keystroke.
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  if (banks.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Loading banks">
        <Loader size="sm" />
      </Center>
    );
  }
  if (banks.isError) return <QueryError query={banks} />;

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
        ref={focusOnMount}
      />
      <ScrollArea.Autosize mah={320} type="auto">
        {/* A list of buttons: each entry is a list item holding a real button, so Tab reaches it and Enter picks it. */}
        <Stack component="ul" gap={6} aria-label="Institutions" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((bank) => (
            <li key={bank.institutionId}>
              <UnstyledButton
                aria-label={bank.name}
                onClick={() => onPick(bank)}
                p="sm"
                w="100%"
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
            </li>
          ))}
        </Stack>
        {shown.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            No institutions match your search.
          </Text>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
