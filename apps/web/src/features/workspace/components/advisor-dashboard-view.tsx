import { parseDashboardPeriod } from '@finboard/domain/workspace';
import { Grid, Loader, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { dashboardQuery } from '../api';
import { dashboardTabsOf } from '../lib/dashboard-tabs';
import { CollectionsPanel } from './collections-panel';
import { DashboardTabPanel } from './dashboard-tab-panel';
import { FirstRunChecklist } from './first-run-checklist';
import { QueryError } from '../../../components/query-state';

/** The advisor's dashboard: four tabs of tiles and a chart, and 'Your Collections' (spec 01 §2). */
export function AdvisorDashboardView({ advisorId }: { advisorId: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const source = params.get('source');
  const period = parseDashboardPeriod(params.get('period'));
  // The spec's optional `institution` query (01 §2): Your Collections narrowed to clients holding it.
  const institution = params.get('institution')?.trim() || null;
  const query = useQuery(dashboardQuery(source, period, institution));
  const openClient = useCallback((clientId: string) => void navigate(paths.clientQuickReport(clientId)), [navigate]);
  const filter = ({ source: next, period: nextPeriod }: { source: string | null; period: string }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('source', next);
      else updated.delete('source');
      updated.set('period', nextPeriod);
      return updated;
    });

  if (query.isError) return <QueryError query={query} />;
  if (!query.data) return <Loader role="status" aria-label="Loading the dashboard" />;
  const tabs = dashboardTabsOf(query.data);
  return (
    // The checklist renders nothing once done, so an established practice's page keeps its layout.
    <Stack gap="lg">
      <FirstRunChecklist />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Tabs defaultValue="clients" keepMounted={false}>
            <Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value}>
                <DashboardTabPanel tab={tab} onOpenClient={openClient} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack>
            <CollectionsPanel
              data={query.data}
              advisorId={advisorId}
              onFilter={filter}
              onClearInstitution={() =>
                setParams((current) => {
                  const updated = new URLSearchParams(current);
                  updated.delete('institution');
                  return updated;
                })
              }
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
