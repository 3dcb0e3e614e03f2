import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** The heading block and body of a page inside the auth layout. */
export function AuthPage({ title, subtitle, documentTitle, children }: { title: string; subtitle?: ReactNode; documentTitle?: string; children: ReactNode }) {
  return (
    <Stack gap="xl">
      <PageTitle title={documentTitle ?? title} />
      <Stack gap={6}>
        <Title order={1} fz={28} lh={1.2}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
