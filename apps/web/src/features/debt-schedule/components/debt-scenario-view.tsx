import { formatDollars } from '@finboard/domain/format';
import type { TScenario } from '@finboard/contracts';
import { checkScenarioInputs } from '@finboard/domain';
import { Card, Group, Pagination, SimpleGrid, Slider, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DonutChart } from '../../../components/charts/donut-chart';
import { errorMessage } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { notifyError } from '../../../lib/notify';
import { scenarioQuery, useUpdateScenarioInputs } from '../api';
import {
  debtInputsFor,
  debtResultsFor,
  debtSummary,
  fieldsFor,
  INVALID_SCENARIO,
  SCHEDULE_COLUMNS,
  schedulePage,
  schedulePageCount,
  type DebtInputs,
  type DebtResults,
  type DebtScreen,
} from '../lib/debt-schedule';
import { BalanceChart } from './balance-chart';
import { LoadingState, QueryError } from '../../../components/query-state';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

export function DebtScenarioView({ screen, id }: { screen: DebtScreen; id: string }) {
  const query = useQuery(scenarioQuery(id));
  if (query.isPending) return <LoadingState label="Loading the scenario" />;
  if (query.isError) return <QueryError query={query} />;
  const { scenario } = query.data;
  const inputs = debtInputsFor(screen, scenario);
  if (!inputs) return <Text fw={600}>{INVALID_SCENARIO}</Text>;
  return <DebtScenario screen={screen} scenario={scenario} inputs={inputs} />;
}

function DebtScenario({ screen, scenario, inputs }: { screen: DebtScreen; scenario: TScenario; inputs: DebtInputs }) {
  const { isReadOnly } = useClientView();
  const canEdit = scenario.isOwner && !isReadOnly;
  const results = debtResultsFor(screen, scenario);
  return (
    <Stack gap="lg">
      <Title order={2} fz="xl">
        {scenario.name}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InputsCard key={JSON.stringify(inputs)} screen={screen} scenarioId={scenario.id} inputs={inputs} disabled={!canEdit} />
        <Card withBorder padding="md" component="section" aria-labelledby="debt-summary">
          <Title order={3} fz="lg" id="debt-summary" mb="sm">
            Summary
          </Title>
          {results ? (
            <Stack gap={6}>
              {debtSummary(results).map((line) => (
                <Group key={line.label} justify="space-between">
                  <Text fz="sm">{line.label}</Text>
                  <Text fz="sm" fw={600}>
                    {line.value}
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              {scenario.computation?.issue?.message ?? 'No results for these inputs.'}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      {results && <ResultsSection results={results} />}
    </Stack>
  );
}

function InputsCard({ screen, scenarioId, inputs, disabled }: { screen: DebtScreen; scenarioId: string; inputs: DebtInputs; disabled: boolean }) {
  const [draft, setDraft] = useState(inputs);
  const update = useUpdateScenarioInputs(scenarioId);
  const [issue, setIssue] = useState<string | null>(null);

  function save(next: DebtInputs) {
    const problem = checkScenarioInputs(next);
    setIssue(problem?.message ?? null);
    if (problem) return;
    update.mutate(next, { onError: (error) => notifyError(errorMessage(error)) });
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="debt-inputs">
      <Title order={3} fz="lg" id="debt-inputs" mb="sm">
        Inputs
      </Title>
      <Stack gap="md">
        {fieldsFor(screen).map((field) => {
          const value = field.read(draft);
          const labelId = `debt-field-${field.key}`;
          return (
            <Stack key={field.key} gap={4}>
              <Group justify="space-between">
                <Text fz="sm" id={labelId}>
                  {field.label}
                </Text>
                <Text fz="sm" fw={600}>
                  {field.format(value)}
                </Text>
              </Group>
              <Slider
                aria-labelledby={labelId}
                thumbLabel={field.label}
                thumbValueText={field.format}
                min={field.min}
                max={field.max}
                step={field.step}
                value={value}
                disabled={disabled}
                label={field.format}
                onChange={(next) => setDraft((current) => field.write(current, next))}
                onChangeEnd={(next) => save(field.write(draft, next))}
              />
            </Stack>
          );
        })}
        {issue && (
          <Text fz="sm" c="red" role="alert">
            {issue}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ResultsSection({ results }: { results: DebtResults }) {
  const [page, setPage] = useState(1);
  const pages = schedulePageCount(results);
  const current = Math.min(page, pages);
  return (
    <>
      <Card withBorder padding="md">
        <Tabs defaultValue="breakdown">
          <Tabs.List>
            <Tabs.Tab value="breakdown">BREAKDOWN</Tabs.Tab>
            <Tabs.Tab value="schedule">SCHEDULE</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="breakdown" pt="md">
            <DonutChart
              label="Principal and interest"
              data={[
                { name: 'Principal', value: Math.round(results.principalPaidCents / 100) },
                { name: 'Interest', value: Math.round(results.interestPaidCents / 100) },
              ]}
              formatValue={formatDollars}
            />
          </Tabs.Panel>
          <Tabs.Panel value="schedule" pt="md">
            <BalanceChart results={results} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <StackedTable minWidth={520}>
        <Table aria-label="Yearly schedule">
          <Table.Thead>
            <Table.Tr>
              {SCHEDULE_COLUMNS.map((column, index) => (
                <Table.Th key={column} ta={index === 0 ? 'left' : 'right'}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedulePage(results, current).map((row) => (
              <Table.Tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <Table.Td key={SCHEDULE_COLUMNS[index]} ta={index === 0 ? 'left' : 'right'}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </StackedTable>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={current} onChange={setPage} aria-label="Schedule pages" />
        </Group>
      )}
    </>
  );
}
