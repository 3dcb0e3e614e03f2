import type { TAdvisorSearchResponse } from '@finboard/contracts';
import { widerRadius } from '@finboard/domain';
import { Box, Button, Group, Pagination, Paper, SegmentedControl, SimpleGrid, Stack, Text, type PaginationProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ClientTypeChips } from '../../../../components/advisor-fields/client-type-chips';
import { categoryChoiceOf, withCategoryChoice, type ListFilters } from '../../lib/list-filters';
import { CategorySelect } from '../category-select';
import { RadiusSelect } from '../radius-select';

type Update = (next: Partial<ListFilters>) => void;

/** The list's filters: category (or intent), radius, grid or list, client types. */
export function AdvisorListFilters({ filters, update, layoutLabelId }: { filters: ListFilters; update: Update; layoutLabelId: string }) {
  return (
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
            <Text component="div" fz="md" fw={500} mb={4} id={layoutLabelId}>
              Layout
            </Text>
            <SegmentedControl
              aria-labelledby={layoutLabelId}
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
  );
}

/** Nobody near: a wider radius if there is one, clearing the filters if any narrow, and `children`. */
export function NoAdvisorsNear({
  filters,
  zip,
  update,
  hasNarrowingFilters,
  children,
}: {
  filters: ListFilters;
  zip: string;
  update: Update;
  hasNarrowingFilters: boolean;
  children?: ReactNode;
}) {
  const wider = widerRadius(filters.radius);
  return (
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
          {children}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A page of advisors: how many in all, the cards (`children`), and the pages below them. */
export function AdvisorResults({
  data,
  filters,
  update,
  isFetching,
  isPlaceholderData,
  paginationProps,
  children,
}: {
  data: TAdvisorSearchResponse;
  filters: ListFilters;
  update: Update;
  isFetching: boolean;
  isPlaceholderData: boolean;
  paginationProps?: Partial<PaginationProps>;
  children: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack gap="lg" aria-busy={isFetching} style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Text fz="sm" c="dimmed" role="status">
        {`${data.total} ${data.total === 1 ? 'advisor' : 'advisors'} within ${data.radiusMiles ?? filters.radius} miles`}
      </Text>
      {children}
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label="Result pages">
          <Pagination
            {...paginationProps}
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
