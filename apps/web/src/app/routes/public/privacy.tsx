import { Stack, Title } from '@mantine/core';
import { LegalDocument } from '../../../components/legal/legal-document';
import { PRIVACY_CONTENT } from '../../../components/legal/privacy-content';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageTitle title={PRIVACY_CONTENT.title} />
      <Title order={1}>{PRIVACY_CONTENT.title}</Title>
      <LegalDocument content={PRIVACY_CONTENT} />
    </Stack>
  );
}
