import { Button, Loader, Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { alertChoicesQuery, useSaveAlertChoices } from '../api';

/** Step 1: the advisor's alert choices; saving moves on to the registration links (spec 01 §2). */
export function NotificationsStep({ onSaved }: { onSaved: () => void }) {
  const profile = useQuery(alertChoicesQuery());
  const save = useSaveAlertChoices();
  const [choices, setChoices] = useState<{ emailAlert: boolean; smsAlert: boolean } | null>(null);
  if (!profile.data) return <Loader role="status" aria-label="Loading your alert choices" />;
  const contact = profile.data.profile.contact;
  const current = choices ?? { emailAlert: contact.emailAlert, smsAlert: contact.smsAlert };
  return (
    <Stack gap="md" maw={420}>
      <Switch label="E-mail alerts" checked={current.emailAlert} onChange={(event) => setChoices({ ...current, emailAlert: event.currentTarget.checked })} />
      <Switch label="SMS alerts" checked={current.smsAlert} onChange={(event) => setChoices({ ...current, smsAlert: event.currentTarget.checked })} />
      <Button w="fit-content" loading={save.isPending} onClick={() => save.mutate({ ...contact, ...current }, { onSuccess: onSaved })}>
        Save
      </Button>
    </Stack>
  );
}
