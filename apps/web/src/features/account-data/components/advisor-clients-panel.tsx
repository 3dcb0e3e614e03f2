import { Alert, Button, Group, Paper, PasswordInput, Select, Stack, Text, Title } from '@mantine/core';
import type { TAccountDataResponse } from '@finboard/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { useDisconnectAllClients, useHandOverClients } from '../api';

type AdvisorTies = NonNullable<TAccountDataResponse['advisorTies']>;

/**
 * An advisor's connected clients, who must be handed over to another advisor of the firm (when it has
 * one) or disconnected before the account can be deleted.
 */
export function AdvisorClientsPanel({ ties, hasPassword }: { ties: AdvisorTies; hasPassword: boolean }) {
  const [target, setTarget] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const handOver = useHandOverClients();
  const disconnect = useDisconnectAllClients();
  const failure = handOver.error ?? disconnect.error;
  // A Google- or Apple-only account proves itself by a recent sign-in instead (the api checks it).
  const proved = !hasPassword || password !== '';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="advisor-clients-title">
      <Stack gap="sm">
        <Title id="advisor-clients-title" order={2} fz="lg">
          Your connected clients
        </Title>
        <Text fz="sm">
          Before you delete your account, hand your clients over to another advisor of your firm or disconnect them: {ties.connectedClients.join(', ')}.
        </Text>
        {/* Handing over or disconnecting moves the whole book at once: proved as deletion is. */}
        {hasPassword && (
          <PasswordInput
            label="Your password"
            description="Asked for before your clients are handed over or disconnected"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            maw={360}
          />
        )}
        {ties.handOverTargets.length > 0 && (
          <Group align="flex-end" gap="sm">
            <Select
              label="Hand over to"
              placeholder="Choose an advisor of your firm"
              data={ties.handOverTargets.map((advisor) => ({ value: advisor.id, label: advisor.name }))}
              value={target}
              onChange={setTarget}
              allowDeselect={false}
            />
            <Button
              disabled={!target || !proved}
              loading={handOver.isPending}
              onClick={() => target && handOver.mutate({ toAdvisorId: target, ...(hasPassword ? { password } : {}) })}
            >
              Hand over
            </Button>
          </Group>
        )}
        {confirming ? (
          <Group gap="sm" align="flex-end">
            <Text fz="sm">Disconnect all {ties.connectedClients.length} clients? They are told, and you no longer see their data.</Text>
            <Button
              color="red"
              loading={disconnect.isPending}
              disabled={!proved}
              onClick={() => disconnect.mutate(hasPassword ? password : undefined, { onSettled: () => setConfirming(false) })}
            >
              Yes, Disconnect
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Go Back
            </Button>
          </Group>
        ) : (
          <Button variant="outline" color="red" w="fit-content" onClick={() => setConfirming(true)}>
            Disconnect all
          </Button>
        )}
        {failure && <Alert color="red">{errorMessage(failure)}</Alert>}
      </Stack>
    </Paper>
  );
}
