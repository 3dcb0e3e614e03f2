import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { notifySuccess } from '../../../lib/notify';
import { type AdminAccountAction, useAdminAction } from '../api';

const TITLES: Record<AdminAccountAction, string> = {
  suspend: 'Suspend account',
  restore: 'Restore account',
  'resend-verification': 'Resend verification email',
  role: 'Change role',
};

const EXPLANATIONS: Record<AdminAccountAction, string> = {
  suspend: 'Their sessions end at once and they cannot sign in until the account is restored.',
  restore: 'They can sign in again.',
  'resend-verification': 'A new verification link is emailed to them.',
  role: 'Only for an account with no links, subscription or sub-advisors.',
};

export interface ActionTarget {
  id: string;
  name: string;
  email: string;
  /** The role now (a role change offers the other one). */
  role?: 'client' | 'advisor';
}

/** Asks why (required, kept in the audit log), then performs one action on one account. */
export function AccountActionDialog({ action, target, onClose }: { action: AdminAccountAction | null; target: ActionTarget; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [role, setRole] = useState<'client' | 'advisor'>(target.role === 'advisor' ? 'client' : 'advisor');
  const mutation = useAdminAction();
  const close = () => {
    setReason('');
    mutation.reset();
    onClose();
  };
  const submit = () => {
    if (!action) return;
    mutation.mutate(
      { userId: target.id, action, reason, role },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message, TITLES[action]);
          close();
        },
      },
    );
  };
  return (
    <Modal opened={action !== null} onClose={close} title={action ? TITLES[action] : ''}>
      {action && (
        <Stack gap="sm">
          <Text fz="sm">
            {target.name} ({target.email})
          </Text>
          <Text fz="sm" c="dimmed">
            {EXPLANATIONS[action]}
          </Text>
          {action === 'role' && (
            <Select
              label="New role"
              data={[
                { value: 'client', label: 'Client' },
                { value: 'advisor', label: 'Advisor' },
              ]}
              value={role}
              onChange={(value) => setRole(value === 'client' ? 'client' : 'advisor')}
              allowDeselect={false}
            />
          )}
          <Textarea
            label="Reason"
            description="Kept in the admin audit log"
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={500}
          />
          {mutation.isError && <Alert color="red">{errorMessage(mutation.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color={action === 'suspend' ? 'red' : undefined} onClick={submit} loading={mutation.isPending} disabled={reason.trim().length < 3}>
              {TITLES[action]}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
