import type { TDevice } from '@finboard/contracts';
import { Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { FormAlert } from '../../../components/form-alert';
import { QueryState } from '../../../components/query-state';
import { StackedTable } from '../../../components/stacked-table/stacked-table';
import { errorMessage } from '../../../lib/app-error';
import { devicesQuery, useSignOutDevice, useSignOutOtherDevices } from '../api';

const when = (at: string) => dayjs(at).format('MMM D, YYYY h:mm A');

/** 'Signed-in devices': every session, each signed out alone, or all but this one. */
export function DevicesSection() {
  const devices = useQuery(devicesQuery());
  const signOut = useSignOutDevice();
  const signOutOthers = useSignOutOtherDevices();
  const failure = signOut.error ?? signOutOthers.error;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="devices-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="devices-title">
          Signed-in devices
        </Title>
        <QueryState query={devices} loadingLabel="Loading your signed-in devices">
          {(data) => (
            <Stack gap="sm">
              <StackedTable minWidth={560}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Browser</Table.Th>
                      <Table.Th>First seen</Table.Th>
                      <Table.Th>Last seen</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.devices.map((device) => (
                      <DeviceRow
                        key={device.id}
                        device={device}
                        signingOut={signOut.isPending && signOut.variables === device.id}
                        onSignOut={() => signOut.mutate(device.id)}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </StackedTable>
              <FormAlert message={failure ? errorMessage(failure) : null} />
              {data.devices.length > 1 ? (
                <Group>
                  <Button variant="default" color="red" loading={signOutOthers.isPending} onClick={() => signOutOthers.mutate()}>
                    Sign out all other devices
                  </Button>
                </Group>
              ) : null}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

function DeviceRow({ device, signingOut, onSignOut }: { device: TDevice; signingOut: boolean; onSignOut: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs">
          <Text fz="sm">{device.browser}</Text>
          {device.current ? <Badge size="sm">This device</Badge> : null}
        </Group>
        {device.ipAddress ? (
          <Text fz="xs" c="dimmed">
            {device.ipAddress}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{when(device.firstSeenAt)}</Table.Td>
      <Table.Td>{when(device.lastSeenAt)}</Table.Td>
      <Table.Td>
        {device.current ? null : (
          <Button size="xs" variant="subtle" color="red" loading={signingOut} onClick={onSignOut} aria-label={`Sign out ${device.browser}`}>
            Sign out
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
