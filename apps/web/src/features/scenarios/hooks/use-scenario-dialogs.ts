import type { TScenarioSummary } from '@finboard/contracts';
import { useState } from 'react';

type Dialog =
  | { kind: 'none' }
  | { kind: 'preview'; id: string }
  | { kind: 'editor'; id: string }
  | { kind: 'create' }
  | { kind: 'rename'; scenario: TScenarioSummary }
  | { kind: 'remove'; scenario: TScenarioSummary };

/** One dialog at a time: opening one closes the other. */
export function useScenarioDialogs() {
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  return {
    previewId: dialog.kind === 'preview' ? dialog.id : null,
    editorId: dialog.kind === 'editor' ? dialog.id : null,
    isCreating: dialog.kind === 'create',
    renaming: dialog.kind === 'rename' ? dialog.scenario : null,
    removing: dialog.kind === 'remove' ? dialog.scenario : null,
    openPreview: (id: string) => setDialog({ kind: 'preview', id }),
    openEditor: (id: string) => setDialog({ kind: 'editor', id }),
    openCreate: () => setDialog({ kind: 'create' }),
    openRename: (scenario: TScenarioSummary) => setDialog({ kind: 'rename', scenario }),
    openRemove: (scenario: TScenarioSummary) => setDialog({ kind: 'remove', scenario }),
    closeAll: () => setDialog({ kind: 'none' }),
  };
}
export type ScenarioDialogs = ReturnType<typeof useScenarioDialogs>;
