import { formatDashDate } from '@finboard/domain/format';
import type { TRegistrationSource } from '@finboard/contracts';
import { Badge, Button, CopyButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { qrCodeDataUrl } from '../../../lib/qr-code';
import { DeleteSourceButton, RenewSourceForm } from './source-actions';

export interface SourceLinkRowProps {
  source: TRegistrationSource;
}

function SourceQrCode({ name, link }: { name: string; link: string }) {
  const qr = useQuery({ queryKey: ['qr-code', link], queryFn: () => qrCodeDataUrl(link), staleTime: Infinity });
  return qr.data ? <Image src={qr.data} alt={`QR code of the ${name} link`} w={88} h={88} /> : null;
}

/**
 * One source's registration link as the server signed it (only a signed link connects a client):
 * the link, Copy and its QR code; an expired one has none of these (the server sends no link) and
 * offers Renew instead. The advisor's own sources can be deleted (their clients keep the source).
 */
export function SourceLinkRow({ source }: SourceLinkRowProps) {
  const { link } = source;
  const [renewing, setRenewing] = useState(false);
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={`${source.name} link`}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{source.name}</Text>
            {source.expiryDate && (
              <Badge size="xs" color={source.isExpired ? 'red' : 'gray'} variant="light">
                {source.isExpired ? `Expired ${formatDashDate(source.expiryDate)}` : `Until ${formatDashDate(source.expiryDate)}`}
              </Badge>
            )}
          </Group>
          {link ? (
            <>
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
            </>
          ) : (
            <Text size="xs" c="dimmed">
              This link has expired: new clients cannot register with it. Renew it to share it again.
            </Text>
          )}
          {source.id && (
            <Group gap="xs">
              {source.isExpired && !renewing && (
                <Button size="xs" variant="light" onClick={() => setRenewing(true)}>
                  Renew
                </Button>
              )}
              <DeleteSourceButton id={source.id} name={source.name} />
            </Group>
          )}
          {source.id && renewing && <RenewSourceForm id={source.id} name={source.name} onDone={() => setRenewing(false)} />}
        </Stack>
        {link && <SourceQrCode name={source.name} link={link} />}
      </Group>
    </Paper>
  );
}
