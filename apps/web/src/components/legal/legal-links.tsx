import { Anchor, Group, type MantineSize } from '@mantine/core';
import { useState } from 'react';
import { LazyLegalModal } from './lazy-legal-modal';
import type { LegalDoc } from './legal-modal';

const LABELS: Record<LegalDoc, string> = { terms: 'Terms', privacy: 'Privacy', support: 'Customer Support' };

/** Terms, Privacy (and Customer Support) links that open their text in a modal. */
export function LegalLinks({ docs = ['terms', 'privacy', 'support'], size = 'sm' }: { docs?: LegalDoc[]; size?: MantineSize }) {
  const [open, setOpen] = useState<LegalDoc | null>(null);
  return (
    <>
      <Group gap="md" justify="center">
        {docs.map((doc) => (
          <Anchor key={doc} component="button" type="button" fz={size} c="dimmed" onClick={() => setOpen(doc)}>
            {LABELS[doc]}
          </Anchor>
        ))}
      </Group>
      <LazyLegalModal doc={open} onClose={() => setOpen(null)} />
    </>
  );
}
