import { Badge, Button, Center, Group, Loader, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SuccessIcon } from '../../../components/action-icons';
import { env } from '../../../config/env';
import { sandboxInstitutionsQuery } from '../api';
import { SandboxBankPicker, type SandboxBank } from './sandbox-bank-picker';
import { SandboxLoginForm } from './sandbox-login-form';

export interface SandboxLinkModalProps {
  linkToken: string;
  /** Update mode: the bank already linked, whose login is refreshed. */
  institutionName?: string;
  onConnect: (publicToken: string, bank: SandboxBank) => Promise<void>;
  /** `linked` is true once the bank was linked (or its login refreshed). */
  onClose: (linked: boolean) => void;
}

function Success({ bank, isUpdate, onDone }: { bank: SandboxBank; isUpdate: boolean; onDone: () => void }) {
  return (
    <Stack align="center" gap="sm" ta="center" py="md">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <SuccessIcon size={32} />
      </ThemeIcon>
      <Title order={3}>Success!</Title>
      <Text c="dimmed">{isUpdate ? `Your ${bank.name} login is up to date.` : `Your ${bank.name} accounts are now connected to ${env.productName}.`}</Text>
      <Button onClick={onDone} mt="sm" fullWidth>
        Done
      </Button>
    </Stack>
  );
}

/** Update mode finds the linked bank among the sandbox's banks by its name. */
function useKnownBank(institutionName: string | undefined): { bank: SandboxBank | null; isPending: boolean } {
  const banks = useQuery({ ...sandboxInstitutionsQuery(), enabled: institutionName !== undefined });
  if (institutionName === undefined) return { bank: null, isPending: false };
  const wanted = institutionName.trim().toLowerCase();
  const bank = banks.data?.institutions.find((candidate) => candidate.name.trim().toLowerCase() === wanted) ?? null;
  return { bank, isPending: banks.isPending };
}

/** The embedded sandbox's link tool, shaped like a real one: pick a bank, log in, done. */
export function SandboxLinkModal({ linkToken, institutionName, onConnect, onClose }: SandboxLinkModalProps) {
  const known = useKnownBank(institutionName);
  const [picked, setPicked] = useState<SandboxBank | null>(null);
  const [linked, setLinked] = useState(false);
  const bank = picked ?? known.bank;
  const isUpdate = institutionName !== undefined;

  const connect = async (publicToken: string) => {
    if (!bank) return;
    await onConnect(publicToken, bank);
    setLinked(true);
  };

  let body;
  if (known.isPending) {
    body = (
      <Center py="xl" role="status" aria-label="Loading">
        <Loader size="sm" />
      </Center>
    );
  } else if (bank && linked) {
    body = <Success bank={bank} isUpdate={isUpdate} onDone={() => onClose(true)} />;
  } else if (bank) {
    // A bank found by name in update mode is fixed; a picked one can be changed.
    const onBack = picked ? () => setPicked(null) : undefined;
    body = <SandboxLoginForm bank={bank} linkToken={linkToken} onConnect={connect} onBack={onBack} />;
  } else {
    body = <SandboxBankPicker onPick={setPicked} />;
  }

  return (
    <Modal
      opened
      onClose={() => onClose(linked)}
      centered
      size="md"
      title={
        <Group gap="xs">
          <Text fw={650}>{isUpdate ? 'Update your bank login' : 'Connect your bank'}</Text>
          <Badge variant="light" color="gray" size="sm">
            Sandbox
          </Badge>
        </Group>
      }
    >
      {body}
    </Modal>
  );
}
