import { lazy, Suspense } from 'react';
import type { LegalDoc } from './legal-modal';

const LegalModal = lazy(() => import('./legal-modal').then((m) => ({ default: m.LegalModal })));

/** The legal texts load when first opened, keeping them out of the sign-in bundle. */
export function LazyLegalModal({ doc, onClose }: { doc: LegalDoc | null; onClose: () => void }) {
  if (doc === null) return null;
  return (
    <Suspense fallback={null}>
      <LegalModal doc={doc} onClose={onClose} />
    </Suspense>
  );
}
