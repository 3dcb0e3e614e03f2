import type { TAccount, TScenario } from '@finboard/contracts';
import { Alert, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { productToday } from '../../../lib/product-today';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { scenarioQuery, useUpdateScenario } from '../api';
import { inputsFromAccount } from '../lib/account-inputs';
import { draftFromScenario, draftInputs, draftIssue, updateRequest, type EditorDraft } from '../lib/editor-draft';
import { editorTabsFor, initialEditorTab, type EditorTab } from '../lib/editor-tabs';
import { AccountsTab } from './editor/accounts-tab';
import { CalculationsTab } from './editor/calculations-tab';
import { EligibilityTab } from './editor/eligibility-tab';
import { InformationTab } from './editor/information-tab';
import { ResultsTab } from './editor/results-tab';
import { SharingTab } from './editor/sharing-tab';
import { LoadingState, QueryError } from '../../../components/query-state';

export interface ScenarioEditorModalProps {
  scenarioId: string | null;
  onClose: () => void;
  /** The tab to open on (an advisor's ask to share opens Sharing); otherwise the scenario's own first tab. */
  initialTab?: EditorTab;
}

/** The scenario editor (spec 01 §2): Information, Accounts, Calculations, Sharing, Results, and Eligibility for a mortgage. */
export function ScenarioEditorModal({ scenarioId, onClose, initialTab }: ScenarioEditorModalProps) {
  const [hasUnsavedChanges, setHasUnsavedChanges] = useState(false);
  const [isAskingToDiscard, setAskingToDiscard] = useState(false);
  const close = () => {
    setAskingToDiscard(false);
    setHasUnsavedChanges(false);
    onClose();
  };
  // Close, the × and Escape alike: edits that were not saved are never thrown away without asking.
  const requestClose = () => (hasUnsavedChanges ? setAskingToDiscard(true) : close());
  return (
    <>
      <Modal opened={scenarioId !== null} onClose={requestClose} title="Edit Scenario" size="xl" centered>
        {scenarioId && <EditorLoader id={scenarioId} initialTab={initialTab} onClose={requestClose} onUnsavedChanges={setHasUnsavedChanges} />}
      </Modal>
      <ConfirmDialog
        opened={isAskingToDiscard}
        title="Discard your changes?"
        message="Your changes to this scenario have not been saved. Close without saving them?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={close}
        onClose={() => setAskingToDiscard(false)}
      />
    </>
  );
}

interface EditorCallbacks {
  onClose: () => void;
  /** Told whether the draft differs from what is saved, so closing can ask first. */
  onUnsavedChanges: (hasUnsavedChanges: boolean) => void;
}

function EditorLoader({ id, initialTab, onClose, onUnsavedChanges }: { id: string; initialTab?: EditorTab } & EditorCallbacks) {
  const query = useQuery(scenarioQuery(id));
  if (query.isPending) return <LoadingState label="Loading the scenario" />;
  if (query.isError) return <QueryError query={query} />;
  const { scenario } = query.data;
  if (!scenario.isOwner) return <Alert color="yellow">A public scenario cannot be changed: save a copy to make it your own.</Alert>;
  return <ScenarioEditor key={scenario.id} scenario={scenario} initialTab={initialTab} onClose={onClose} onUnsavedChanges={onUnsavedChanges} />;
}

function ScenarioEditor({ scenario, initialTab, onClose, onUnsavedChanges }: { scenario: TScenario; initialTab?: EditorTab } & EditorCallbacks) {
  const [tab, setTab] = useState<EditorTab>(() => initialTab ?? initialEditorTab(scenario));
  const [draft, setDraft] = useState<EditorDraft>(() => draftFromScenario(scenario));
  const [isTypeUnlocked, setTypeUnlocked] = useState(false);
  const update = useUpdateScenario(scenario.id);
  const tabs = editorTabsFor(scenario);
  const current = tabs.some((item) => item.value === tab) ? tab : 'information';
  const issue = draftIssue(draft);
  const request = updateRequest(draft, scenario);
  const issueTab: EditorTab | null = issue ? (issue.field === 'name' ? 'information' : 'calculations') : null;
  const hasUnsavedChanges = request !== null;
  useEffect(() => onUnsavedChanges(hasUnsavedChanges), [hasUnsavedChanges, onUnsavedChanges]);

  function save() {
    if (!request || issue) return;
    update.mutate(request, {
      onSuccess: ({ scenario: saved }) => {
        setDraft(draftFromScenario(saved));
        setTypeUnlocked(false);
        notifySuccess('Scenario saved.');
        if (request.updateMode === 'calculation') setTab('results');
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  }

  function fillFromAccount(account: TAccount) {
    setDraft((previous) => ({ ...previous, inputs: inputsFromAccount(account, draftInputs(previous, scenario), productToday()) }));
    setTab('calculations');
  }

  return (
    <Stack gap="md">
      <Text fw={600}>{scenario.name}</Text>
      <Tabs value={current} onChange={(value) => value && setTab(value as EditorTab)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="information" pt="md">
          <InformationTab scenario={scenario} draft={draft} onChange={setDraft} isTypeUnlocked={isTypeUnlocked} onUnlockType={() => setTypeUnlocked(true)} />
        </Tabs.Panel>
        <Tabs.Panel value="accounts" pt="md">
          <AccountsTab calculator={draftInputs(draft, scenario).calculator} onUse={fillFromAccount} />
        </Tabs.Panel>
        <Tabs.Panel value="calculations" pt="md">
          <CalculationsTab scenario={scenario} draft={draft} onChange={setDraft} />
        </Tabs.Panel>
        <Tabs.Panel value="sharing" pt="md">
          <SharingTab scenario={scenario} />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <ResultsTab scenario={scenario} hasUnsavedChanges={request?.updateMode === 'calculation'} />
        </Tabs.Panel>
        {scenario.calculator === 'mortgageCalculator' && (
          <Tabs.Panel value="eligibility" pt="md">
            <EligibilityTab scenario={scenario} />
          </Tabs.Panel>
        )}
      </Tabs>
      {issue && issueTab !== current && (
        <Text c="red" fz="sm" role="alert">
          {issue.message}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={save} disabled={!request || issue !== null} loading={update.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
