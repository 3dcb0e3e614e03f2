import { smsInviteAnswer } from '@finboard/domain/workspace';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PickNumber } from './pick-number';

/** Step 3: the advisor's local number, and an SMS invitation. Sending is not built (spec 01 §2), so the box answers with the spec's texts. */
export function SmsStep() {
  const [phone, setPhone] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  return (
    <>
      <PickNumber />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setAnswer(smsInviteAnswer(phone));
        }}
      >
        <Group align="flex-end">
          <TextInput label="Phone number" type="tel" value={phone} onChange={(event) => setPhone(event.currentTarget.value)} />
          <Button type="submit">Send</Button>
        </Group>
        {answer && (
          <Alert mt="sm" color={answer.ok ? 'blue' : 'red'}>
            {answer.message}
          </Alert>
        )}
      </form>
    </>
  );
}
