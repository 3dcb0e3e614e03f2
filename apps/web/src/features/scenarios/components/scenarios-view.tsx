import type { TScenario } from '@finboard/contracts';
import { Button, Group, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PlusIcon, SearchIcon } from '../../../components/action-icons';
import { useClientView } from '../../../lib/client-view';
import { scenarioListQuery, type ScenarioSort, type ScenarioTab } from '../api';
import { useScenarioDialogs, type ScenarioDialogs } from '../hooks/use-scenario-dialogs';
import { emptyListMessage, isScenarioTab, SCENARIO_SORT_OPTIONS, SCENARIO_TAB_LABELS, SEARCH_DEBOUNCE_MS } from '../lib/scenario-list';
import { CreateScenarioModal } from './create-scenario-modal';
import { EditScenarioNameModal } from './edit-scenario-name-modal';
import { RemoveScenarioDialog } from './remove-scenario-dialog';
import { ScenarioCard } from './scenario-card';
import { ScenarioEditorModal } from './scenario-editor-modal';
import { ScenarioPreviewModal } from './scenario-preview-modal';
import { LoadingState, QueryError } from '../../../components/query-state';

/** /client/scenarios: the five tabs, sort and search, the cards, and the scenario dialogs. */
export function ScenariosView() {
  const { userId, isReadOnly } = useClientView();
  const [tab, setTab] = useState<ScenarioTab>('saved');
  const [sort, setSort] = useState<ScenarioSort | null>(null);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [query] = useSearchParams();
  // ?share={scenario id}: an advisor's ask to share opens that scenario's Sharing tab (the owner's own page only).
  const dialogs = useScenarioDialogs(isReadOnly ? null : query.get('share'));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <TextInput
            aria-label="Search scenarios"
            placeholder="Search scenarios"
            leftSection={<SearchIcon size={16} />}
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
          <Select aria-label="Sort" placeholder="Sort by" data={SCENARIO_SORT_OPTIONS} value={sort} onChange={(value) => setSort(value)} clearable w={180} />
        </Group>
        {!isReadOnly && (
          <Button leftSection={<PlusIcon size={16} />} onClick={dialogs.openCreate}>
            Add Scenario
          </Button>
        )}
      </Group>
      <Tabs value={tab} onChange={(value) => isScenarioTab(value) && setTab(value)}>
        <Tabs.List>
          {SCENARIO_TAB_LABELS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ScenarioGrid tab={tab} sort={sort} search={search} userId={userId} isReadOnly={isReadOnly} dialogs={dialogs} />
      <ScenarioPreviewModal
        scenarioId={dialogs.previewId}
        isReadOnly={isReadOnly}
        userId={userId}
        onClose={dialogs.closeAll}
        onEdit={dialogs.openEditor}
        onCreateBlank={dialogs.openCreate}
        onCopied={(copy) => dialogs.openPreview(copy.id)}
      />
      <ScenarioEditorModal scenarioId={dialogs.editorId} initialTab={dialogs.editorTab} onClose={dialogs.closeAll} />
      <CreateScenarioModal opened={dialogs.isCreating} onClose={dialogs.closeAll} onCreated={(scenario: TScenario) => dialogs.openEditor(scenario.id)} />
      <EditScenarioNameModal scenario={dialogs.renaming} onClose={dialogs.closeAll} />
      <RemoveScenarioDialog scenario={dialogs.removing} onClose={dialogs.closeAll} />
    </Stack>
  );
}

interface GridProps {
  tab: ScenarioTab;
  sort: ScenarioSort | null;
  search: string;
  userId: string | undefined;
  isReadOnly: boolean;
  dialogs: ScenarioDialogs;
}

function ScenarioGrid({ tab, sort, search, userId, isReadOnly, dialogs }: GridProps) {
  const query = useQuery(scenarioListQuery({ tab, sort, search, userId }));
  if (query.isPending) return <LoadingState label="Loading scenarios" />;
  if (query.isError) return <QueryError query={query} />;
  if (query.data.scenarios.length === 0) return <Text>{emptyListMessage(tab, search, isReadOnly)}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Scenarios" role="list">
      {query.data.scenarios.map((scenario) => (
        <div role="listitem" key={scenario.id} style={{ height: '100%' }}>
          <ScenarioCard
            scenario={scenario}
            isReadOnly={isReadOnly}
            onOpen={() => dialogs.openPreview(scenario.id)}
            onRename={() => dialogs.openRename(scenario)}
            onRemove={() => dialogs.openRemove(scenario)}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}
