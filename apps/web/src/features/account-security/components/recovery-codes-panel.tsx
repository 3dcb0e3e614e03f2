import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { env } from '../../../config/env';
import { downloadText, recoveryCodesText } from '../lib/recovery-codes-file';

/** The 10 recovery codes, shown this once, with a download to keep them. */
export function RecoveryCodesPanel({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Save your recovery codes">
        Each code signs you in once if you lose your authenticator app. They are shown only now.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="md">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <Button
          variant="default"
          onClick={() => downloadText(`${env.productName.toLowerCase()}-recovery-codes.txt`, recoveryCodesText(env.productName, email, codes))}
        >
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Keep them somewhere safe, apart from your phone.
      </Text>
    </Stack>
  );
}
