import type { TRegistrationSource } from '@finboard/contracts';
import { Badge, Button, CopyButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { qrCodeDataUrl } from '../../../lib/qr-code';

export interface SourceLinkRowProps {
  source: TRegistrationSource;
}

/** One source's registration link as the server signed it (only a signed link connects a client): the link, Copy, and its QR code. */
export function SourceLinkRow({ source }: SourceLinkRowProps) {
  const { link } = source;
  const qr = useQuery({ queryKey: ['qr-code', link], queryFn: () => qrCodeDataUrl(link), staleTime: Infinity });
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`${source.name} link`}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{source.name}</Text>
            {source.expiryDate && (
              <Badge size="xs" color={source.isExpired ? 'red' : 'gray'} variant="light">
                {source.isExpired ? `Expired ${source.expiryDate}` : `Until ${source.expiryDate}`}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {link}
          </Text>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} w="fit-content">
                {copied ? 'Copied' : 'Copy Link'}
              </Button>
            )}
          </CopyButton>
        </Stack>
        {qr.data && <Image src={qr.data} alt={`QR code of the ${source.name} link`} w={88} h={88} />}
      </Group>
    </Paper>
  );
}
