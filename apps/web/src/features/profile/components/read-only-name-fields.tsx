import type { TProfile } from '@finboard/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';

/** Name and email are shown but never edited here (spec 01 §5). */
export function ReadOnlyNameFields({ profile }: { profile: TProfile }) {
  const locked = { readOnly: true, variant: 'filled' as const };
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <TextInput label="First Name" value={profile.firstName} {...locked} />
      <TextInput label="Last Name" value={profile.lastName} {...locked} />
      <TextInput label="Email" value={profile.email} {...locked} />
    </SimpleGrid>
  );
}
