import { Stack, Title } from '@mantine/core';
import { LegalDocument } from '../../../components/legal/legal-document';
import { TERMS_CONTENT } from '../../../components/legal/terms-content';
import { PageTitle } from '../../../components/page-title';

export function Component() {
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageTitle title={TERMS_CONTENT.title} />
      <Title order={1}>{TERMS_CONTENT.title}</Title>
      <LegalDocument content={TERMS_CONTENT} />
    </Stack>
  );
}
