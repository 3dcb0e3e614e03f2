import type { TPublicAdvisorCard } from '@finboard/contracts';
import { widerRadius } from '@finboard/domain';
import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ClientTypeChips } from '../../../../components/advisor-fields/client-type-chips';
import { PageTitle } from '../../../../components/page-title';
import { productUserParam } from '../../../../config/env';
import { paths, type AdvisorListQuery } from '../../../../config/paths';
import { useSession } from '../../../../lib/session';
import { advisorSearchQuery } from '../../api';
import {
  categoryChoiceOf,
  listQueryOf,
  readListFilters,
  searchedCategories,
  searchOf,
  withCategoryChoice,
  type ListFilters,
} from '../../lib/list-filters';
import { AdvisorCard } from '../advisor-card';
import { AdvisorGrid } from '../advisor-grid';
import { CategorySelect } from '../category-select';
import { DirectoryDisclaimers } from '../directory-disclaimers';
import { RadiusSelect } from '../radius-select';
import { ConnectAction } from '../connect-action';
import { ZipNotFound } from './zip-not-found';
import { QueryError } from '../../../../components/query-state';

// The connect funnel's modals load on the first Connect.
const ConnectFunnel = lazy(() => import('../funnel/connect-funnel').then((m) => ({ default: m.ConnectFunnel })));

const toSearchParams = (query: AdvisorListQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]])),
  );

/**
 * /advisor-list/{zip}: 'Advisors near {zip}' (spec 02): the filters live in the URL (category or
 * landing intent, client types, radius, grid or list, page), the cards link to public profiles,
 * and a visitor or client can Connect from a card.
 */
export function AdvisorListView({ zipText }: { zipText: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const filters = readListFilters(zipText, searchParams);
  const zip = filters.zip;
  const query = useQuery({
    ...advisorSearchQuery(searchOf({ ...filters, zip: zip ?? '00000' })),
    enabled: zip !== null,
  });
  const [funnel, setFunnel] = useState<{ advisor: TPublicAdvisorCard; opened: boolean } | null>(null);

  const update = (next: Partial<ListFilters>) => {
    setSearchParams(toSearchParams(listQueryOf({ ...filters, page: 1, ...next })), { replace: true });
  };
  const searchZip = (nextZip: string) => {
    navigate(paths.advisorList(nextZip, listQueryOf({ ...filters, page: 1 })));
  };

  const data = query.data;
  const place = data?.place && data.place.zip === zip ? data.place : null;
  const heading = `Advisors near ${zip ?? zipText}${place ? ` (${[place.city, place.state].filter(Boolean).join(', ')})` : ''}`;
  const profileQuery = { [productUserParam]: user ? 'true' : 'false' };
  const role = user?.role ?? null;
  const hasNarrowingFilters = searchedCategories(filters).length > 0 || filters.clientTypes.length > 0;

  let results;
  if (zip === null || (data && !query.isPlaceholderData && !data.zipKnown)) {
    results = <ZipNotFound key={zipText} zipText={zipText} onSearch={searchZip} />;
  } else if (query.isPending) {
    results = (
      <Center py={64} role="status" aria-label="Loading advisors">
        <Loader />
      </Center>
    );
  } else if (query.isError) {
    results = (
      <Stack gap="sm" align="flex-start">
        <QueryError query={query} />
      </Stack>
    );
  } else if (data && data.total === 0) {
    const wider = widerRadius(filters.radius);
    results = (
      <Paper withBorder p="xl" ta="center">
        <Stack gap="sm" align="center">
          <Text fw={600}>{`No advisors within ${filters.radius} miles of ${zip}${hasNarrowingFilters ? ' match these filters' : ''}.`}</Text>
          <Group gap="sm" justify="center">
            {wider && <Button onClick={() => update({ radius: wider })}>{`Search within ${wider} miles`}</Button>}
            {hasNarrowingFilters && (
              <Button variant="default" onClick={() => update({ intent: null, categories: [], clientTypes: [] })}>
                Clear filters
              </Button>
            )}
            {!wider && !hasNarrowingFilters && (
              <Button component={Link} to={paths.advisorSearch()} variant="default">
                Search somewhere else
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    );
  } else if (data) {
    const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
    results = (
      <Stack gap="lg" aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Text fz="sm" c="dimmed" role="status">
          {`${data.total} ${data.total === 1 ? 'advisor' : 'advisors'} within ${data.radiusMiles ?? filters.radius} miles`}
        </Text>
        <AdvisorGrid columns={5} layout={filters.view} label="Advisors">
          {data.advisors.map((advisor) => (
            <AdvisorCard
              key={advisor.id}
              advisor={advisor}
              layout={filters.view}
              profileHref={paths.advisorPublicProfile(advisor.id, profileQuery)}
              action={<ConnectAction advisor={advisor} role={role} onConnect={(chosen) => setFunnel({ advisor: chosen, opened: true })} />}
            />
          ))}
        </AdvisorGrid>
        {pages > 1 && (
          <Group justify="center" component="nav" aria-label="Result pages">
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) => ({
                'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[control],
              })}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle title={`Advisors near ${zip ?? zipText}`} />
      <Anchor component={Link} to={paths.advisorSearch()} fz="sm" w="fit-content">
        ← Back to Find an Advisor
      </Anchor>
      <Title order={1} fz={{ base: 24, md: 30 }}>
        {heading}
      </Title>

      <Paper withBorder p="md" component="section" aria-label="Filters">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" style={{ alignItems: 'flex-end' }}>
            <CategorySelect
              value={categoryChoiceOf(filters)}
              onChange={(choice) => update(withCategoryChoice(filters, choice))}
              withIntents
              customLabel={filters.categories.join(', ')}
            />
            <RadiusSelect value={filters.radius} onChange={(radius) => update({ radius })} />
            <Box>
              <Text component="div" fz="md" fw={500} mb={4} id="advisor-list-layout">
                Layout
              </Text>
              <SegmentedControl
                aria-labelledby="advisor-list-layout"
                value={filters.view}
                onChange={(view) => update({ view: view === 'list' ? 'list' : 'grid', page: filters.page })}
                data={[
                  { label: 'Grid', value: 'grid' },
                  { label: 'List', value: 'list' },
                ]}
              />
            </Box>
          </SimpleGrid>
          <ClientTypeChips value={filters.clientTypes} onChange={(clientTypes) => update({ clientTypes })} />
        </Stack>
      </Paper>

      <Box component="section" aria-label="Results">
        {results}
      </Box>

      <DirectoryDisclaimers />

      {funnel && (
        <Suspense fallback={null}>
          <ConnectFunnel
            advisor={funnel.advisor}
            opened={funnel.opened}
            onClose={() => setFunnel({ ...funnel, opened: false })}
            source="Directory"
            {...(zip ? { zipCode: zip } : {})}
          />
        </Suspense>
      )}
    </Stack>
  );
}
