import type { TEstate, TEstateDocument } from '@finboard/contracts';
import { ESTATE_DOCUMENT_KINDS, ESTATE_DOCUMENT_LABELS, type EstateDocumentKind } from '@finboard/domain';
import { Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { DateField } from '../../../components/forms/date-field';
import { YesNoSelect } from '../../../components/forms/yes-no-select';

interface Props {
  documents: TEstate['documents'];
  isReadOnly: boolean;
  onChange: (kind: EstateDocumentKind, patch: Partial<TEstateDocument>) => void;
}

function DocumentCard({
  kind,
  document,
  isReadOnly,
  onChange,
}: {
  kind: EstateDocumentKind;
  document: TEstateDocument;
  isReadOnly: boolean;
  onChange: Props['onChange'];
}) {
  const title = ESTATE_DOCUMENT_LABELS[kind];
  const change = (patch: Partial<TEstateDocument>) => onChange(kind, patch);
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {title}
        </Title>
        <YesNoSelect label="Exists" value={document.exists} onChange={(exists) => change({ exists })} disabled={isReadOnly} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField label="Date Signed" value={document.signedDate} onChange={(signedDate) => change({ signedDate })} disabled={isReadOnly} />
          <DateField
            label="Last Reviewed"
            value={document.lastReviewedDate}
            onChange={(lastReviewedDate) => change({ lastReviewedDate })}
            disabled={isReadOnly}
          />
          <TextInput
            label="Where the Original Is Kept"
            value={document.originalLocation}
            onChange={(event) => change({ originalLocation: event.currentTarget.value })}
            disabled={isReadOnly}
          />
          <TextInput
            label="Attorney's Contact"
            value={document.attorneyContact}
            onChange={(event) => change({ attorneyContact: event.currentTarget.value })}
            disabled={isReadOnly}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Will, trust, both powers of attorney, the healthcare directive and guardianship for children. */
export function EstateDocumentsSection({ documents, isReadOnly, onChange }: Props) {
  return (
    <Paper withBorder p="lg" component="section" aria-label="Estate Documents">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Estate Documents
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {ESTATE_DOCUMENT_KINDS.map((kind) => (
            <DocumentCard key={kind} kind={kind} document={documents[kind]} isReadOnly={isReadOnly} onChange={onChange} />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
