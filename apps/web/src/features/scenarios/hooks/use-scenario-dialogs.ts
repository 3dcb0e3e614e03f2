import type { TScenarioSummary } from '@finboard/contracts';
import { useState } from 'react';
import type { EditorTab } from '../lib/editor-tabs';

type Dialog =
  | { kind: 'none' }
  | { kind: 'preview'; id: string }
  | { kind: 'editor'; id: string; tab?: EditorTab }
  | { kind: 'create' }
  | { kind: 'rename'; scenario: TScenarioSummary }
  | { kind: 'remove'; scenario: TScenarioSummary };

/** One dialog at a time: opening one closes the other. `sharingOf` opens that scenario's editor on Sharing (an advisor's ask). */
export function useScenarioDialogs(sharingOf: string | null = null) {
  const [dialog, setDialog] = useState<Dialog>(() => (sharingOf ? { kind: 'editor', id: sharingOf, tab: 'sharing' } : { kind: 'none' }));
  return {
    previewId: dialog.kind === 'preview' ? dialog.id : null,
    editorId: dialog.kind === 'editor' ? dialog.id : null,
    editorTab: dialog.kind === 'editor' ? dialog.tab : undefined,
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
