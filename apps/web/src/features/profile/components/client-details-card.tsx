import { formatLongDate } from '@finboard/domain/format';
import type { TProfile } from '@finboard/contracts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

/** The client details card (spec 02, read-only): who the client is and how to reach them. */
export function ClientDetailsCard({ profile }: { profile: TProfile }) {
  const { personal, contact } = profile;
  const rows: [string, string][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`],
    ['Email', profile.email],
    ['Birthday', formatLongDate(personal.dateOfBirth)],
    ['Description', personal.description],
    ['Employer', personal.employer],
    ['Married', personal.hasSpouse ? 'Yes' : 'No'],
    ['Children', personal.children > 0 ? `Yes (${personal.children})` : 'No'],
    ['Address', [contact.addressLine1, contact.addressLine2].filter(Boolean).join(', ')],
    ['City', contact.city],
    ['State', contact.state],
    ['Zip Code', contact.zipCode],
    ['Phone', personal.phone],
  ];
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Title order={3} fz="lg">
          Client Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" fz="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
                {value || '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
