import { widerRadius } from '@finboard/domain';
import { Alert, Anchor, Box, Button, Center, Group, Loader, Pagination, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ClientTypeChips } from '../../../components/advisor-fields/client-type-chips';
import { PageTitle } from '../../../components/page-title';
import { paths, type AdvisorListQuery } from '../../../config/paths';
import { advisorSearchQuery } from '../../../features/directory/api';
import { CategorySelect } from '../../../features/directory/components/category-select';
import { ClientAdvisorCards } from '../../../features/directory/components/client/client-advisor-cards';
import { DirectoryDisclaimers } from '../../../features/directory/components/directory-disclaimers';
import { RadiusSelect } from '../../../features/directory/components/radius-select';
import {
  categoryChoiceOf,
  listQueryOf,
  readListFilters,
  searchedCategories,
  searchOf,
  withCategoryChoice,
  type ListFilters,
} from '../../../features/directory/lib/list-filters';
import { QueryError } from '../../../components/query-state';

const toSearchParams = (query: AdvisorListQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]])),
  );

/**
 * /client/advisor-category/{zip}?intent= (spec 02): advisors near a ZIP code for a signed-in client,
 * with the public list's filters in the URL (category or the landing page's intent, radius, client
 * types, grid or list, page), four columns, the client's own action on each card and profiles in a
 * new tab.
 */
export function Component() {
  const { zip: zipText = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListFilters(zipText, searchParams);
  const { zip } = filters;
  const query = useQuery({ ...advisorSearchQuery(searchOf({ ...filters, zip: zip ?? '00000' })), enabled: zip !== null });

  const update = (next: Partial<ListFilters>) =>
    setSearchParams(toSearchParams(listQueryOf({ ...filters, page: 1, ...next })), { replace: true });

  const data = query.data;
  const place = data?.place && data.place.zip === zip ? data.place : null;
  const heading = `Advisors near ${zip ?? zipText}${place ? ` (${[place.city, place.state].filter(Boolean).join(', ')})` : ''}`;
  const hasNarrowingFilters = searchedCategories(filters).length > 0 || filters.clientTypes.length > 0;

  let results;
  if (zip === null || (data && !query.isPlaceholderData && !data.zipKnown)) {
    results = (
      <Stack gap="sm" align="flex-start">
        <Alert color="yellow" variant="light" role="alert">{`We couldn't find ZIP code ${zipText}. Check it and try again.`}</Alert>
        <Button component={Link} to={paths.clientAdvisorSearch()} variant="default">
          Search again
        </Button>
      </Stack>
    );
  } else if (query.isPending) {
    results = (
      <Center py={64} role="status" aria-label="Loading advisors">
        <Loader />
      </Center>
    );
  } else if (query.isError) {
    results = <QueryError query={query} />;
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
            <Button component={Link} to={paths.clientAdvisorDirectory()} variant="default">
              Browse the advisor directory
            </Button>
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
        <ClientAdvisorCards advisors={data.advisors} columns={4} layout={filters.view} zipCode={zip ?? undefined} />
        {pages > 1 && (
          <Group justify="center" component="nav" aria-label="Result pages">
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => {
                update({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle title={`Advisors near ${zip ?? zipText}`} />
      <Anchor component={Link} to={paths.clientAdvisorSearch()} fz="sm" w="fit-content">
        ← Back to Advisor Search
      </Anchor>
      <Title order={1} fz="h2">
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
              <Text component="div" fz="md" fw={500} mb={4} id="client-advisor-list-layout">
                Layout
              </Text>
              <SegmentedControl
                aria-labelledby="client-advisor-list-layout"
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
    </Stack>
  );
}
