import type { TInstitution } from '@finboard/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { InstitutionLogo } from '../../../components/institution-logo';
import { env } from '../../../config/env';
import { useBankLink } from '../hooks/use-bank-link';

/** 'Refresh Login': the client logs in to the bank again (update mode); the dialog steps aside meanwhile. */
export function RefreshLoginModal({ institution, onClose }: { institution: TInstitution; onClose: () => void }) {
  const link = useBankLink({ institution, onDone: onClose });
  const product = env.productName;
  return (
    <>
      <Modal opened={!link.isActive} onClose={onClose} title="Update Institution" centered>
        <Stack gap="md">
          <Group gap="sm">
            <InstitutionLogo name={institution.name} logoUrl={institution.logoUrl} needsLogin />
            <Text fw={600}>{institution.name}</Text>
          </Group>
          <Text>{`From time to time you'll need to update your login credentials to stay connected with ${product}.`}</Text>
          <Text>{`Please login to your financial institution to keep your data current in your ${product}.`}</Text>
          <Button onClick={link.open} loading={link.busy} fullWidth>
            Update Credentials
          </Button>
        </Stack>
      </Modal>
      {link.element}
    </>
  );
}
