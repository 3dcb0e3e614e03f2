import type { TProfile } from '@finboard/contracts';
import { Stack, Text } from '@mantine/core';
import { clientDetailRows } from '../lib/client-details';

/** Who the report is about: name, email, birth date and age, spouse, address, as filled in. */
export function ClientDetailsList({ profile, today }: { profile: TProfile; today: string }) {
  return (
    <Stack gap="sm" component="dl" m={0}>
      {clientDetailRows(profile, today).map((row) => (
        <div key={row.label}>
          <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
            {row.label}
          </Text>
          <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {row.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
