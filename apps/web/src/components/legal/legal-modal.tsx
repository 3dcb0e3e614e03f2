import { Modal, ScrollArea } from '@mantine/core';
import { LegalDocument } from './legal-document';
import { PRIVACY_CONTENT } from './privacy-content';
import { SupportContent } from './support-content';
import { TERMS_CONTENT } from './terms-content';

export type LegalDoc = 'terms' | 'privacy' | 'support';

const TITLES: Record<LegalDoc, string> = {
  terms: TERMS_CONTENT.title,
  privacy: PRIVACY_CONTENT.title,
  support: 'Customer Support',
};

export function LegalModal({ doc, onClose }: { doc: LegalDoc | null; onClose: () => void }) {
  return (
    <Modal
      opened={doc !== null}
      onClose={onClose}
      title={doc ? TITLES[doc] : ''}
      size={doc === 'support' ? 'md' : 'xl'}
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {doc === 'terms' && <LegalDocument content={TERMS_CONTENT} headingOrder={3} />}
      {doc === 'privacy' && <LegalDocument content={PRIVACY_CONTENT} headingOrder={3} />}
      {doc === 'support' && <SupportContent />}
    </Modal>
  );
}
